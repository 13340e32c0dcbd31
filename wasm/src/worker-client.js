// The page side of the worker protocol. spawn() makes a fresh thread. A
// cancel terminates it (a solve cannot be interrupted otherwise); the next
// thread gets the last good game back, so cancel() takes away only the solve
// in flight: play() still answers from the previous game, and the requests
// queued behind the cancelled solve are sent again, in order. When the next
// request is itself a solve, the last good game travels with it as a
// fallback, solved again only if the new input is refused: new text typed
// during a long solve does not wait for the old game to be solved twice.
import { CancelledError, CatMouseError } from './errors.js';
import { GAME_OPTIONS } from './options.js';
import { unpackGraph } from './graph-pack.js';

const argumentError = (message) => new CatMouseError(message, { code: 'argument.type' });
const isObject = (value) => value !== null && typeof value === 'object';

export class SolverWorker {
  #spawn;
  #thread = null;
  #pending = new Map();  // id -> { message, resolve, reject, onProgress, quiet }
  #nextId = 1;
  #lastGood = null;  // { graph, options } of the last solve that succeeded
  #restore = false;  // the thread was ended by cancel(): the next one gets #lastGood back

  constructor(spawn) {
    this.#spawn = spawn;
  }

  #ensureThread() {
    if (this.#thread) return this.#thread;
    let thread;
    try {
      thread = this.#spawn();
    } catch (error) {
      // No workers here (or the script URL is refused): say so by code.
      throw new CatMouseError(`cannot start the solver worker: ${error?.message ?? error}`, { code: 'worker.unavailable' });
    }
    thread.onMessage((message) => this.#receive(message));
    thread.onError((error) => {
      // A dead thread fails everything in flight; the next request starts anew.
      const code = error?.code === 'worker.unavailable' ? 'worker.unavailable' : 'worker.failed';
      for (const request of this.#pending.values()) request.reject(new CatMouseError(`the solver worker failed: ${error?.message ?? error}`, { code }));
      this.#pending.clear();
      this.#thread?.terminate();
      this.#thread = null;
      // What killed it (memory, say) may kill a re-solve too: no game until the next solve.
      this.#lastGood = null;
      this.#restore = false;
    });
    this.#thread = thread;
    return thread;
  }

  #receive({ id, type, result, error, decided, total }) {
    const request = this.#pending.get(id);
    if (!request) return;
    if (type === 'progress') {
      request.onProgress?.({ decided, total, fraction: total ? decided / total : 1 });
      return;
    }
    this.#pending.delete(id);
    if (type === 'result') request.resolve(unpackGraph(result));
    else if (error.name === 'CatMouseError') request.reject(new CatMouseError(error.message, error));
    // Anything else thrown in the thread (a RangeError when a tab runs out of
    // memory, say) keeps its name and gets a code the page can decide by.
    else request.reject(Object.assign(new Error(error.message), { name: error.name, code: 'worker.failed' }));
  }

  #request(message, onProgress) {
    return new Promise((resolve, reject) => this.#dispatch({ message, resolve, reject, onProgress }));
  }

  // Sends a request to the thread (a fresh one if need be, which first gets
  // the last good game back after a cancel).
  #dispatch(request) {
    let thread;
    try {
      thread = this.#ensureThread();
    } catch (error) {
      request.reject(error);
      return;
    }
    let { message } = request;
    if (this.#restore) {
      this.#restore = false;
      if (this.#lastGood && message.type === 'solve') message = { ...message, fallback: this.#lastGood };
      else if (this.#lastGood) this.#dispatch({ message: { type: 'solve', ...this.#lastGood }, resolve() {}, reject() {}, quiet: true });
    }
    const id = this.#nextId++;
    this.#pending.set(id, request);
    try {
      thread.post({ id, ...message });
    } catch (error) {
      // Not sendable (a DataCloneError for a function, say): nothing reached the thread.
      this.#pending.delete(id);
      request.reject(argumentError(`the arguments cannot be sent to the solver worker (${error?.message ?? error}): pass plain data`));
    }
  }

  // Solves in the worker; resolves with the game seen from its start.
  solve(graph, options = {}, extras = {}) {
    // A function option (onProgress) cannot cross to the thread: it is a handler here.
    const handler = isObject(options) && GAME_OPTIONS.find((o) => o.type === 'function' && typeof options[o.name] === 'function');
    if (handler) {
      return Promise.reject(argumentError(`pass ${handler.name} to the worker in the third argument: worker.solve(graph, options, { ${handler.name} })`));
    }
    if (!isObject(extras)) return Promise.reject(argumentError('the third argument of worker.solve() must be an object like { onProgress }'));
    const { onProgress } = extras;
    if (onProgress !== undefined && typeof onProgress !== 'function') return Promise.reject(argumentError('onProgress must be a function'));
    return this.#request({ type: 'solve', graph, options }, onProgress).then((game) => {
      this.#lastGood = { graph, options };
      return game;
    });
  }

  // The checks solve() makes (parse, limits, rules), without solving: resolves
  // with true or rejects with the CatMouseError solve() would give. The last
  // solved game stays queryable either way.
  validate(graph, options = {}) {
    return this.#request({ type: 'validate', graph, options });
  }

  // Reads text as the package's parse() does, without checking rules or
  // solving: { format, directed, graph, rules (a game file's), warnings }.
  parse(text, options = {}) {
    if (typeof text !== 'string') return Promise.reject(argumentError('parse() reads text'));
    return this.#request({ type: 'parse', graph: text, options });
  }

  // The last solved game seen from another start: no new solve.
  play(start) {
    return this.#request({ type: 'play', start });
  }

  // Any position of the last solved game (a position reached by moves may be
  // one the rules do not allow as a start, such as the mouse on the cat).
  position(position) {
    return this.#request({ type: 'position', start: position });
  }

  // The value of every position with `turn` ('mouse' or 'cat') to move, in
  // the last solved game: { nodeCount, hole, turn, outcome: Uint8Array,
  // remoteness: Int32Array }, indexed mouse * nodeCount + cat, up to 2,000
  // nodes (options.fullUpTo); above, an overview { overview: { block,
  // blocks, counts }, summary }; with options.window { row0, col0, rows,
  // cols }, that window's exact cells, indexed (mouse - row0) * cols + (cat - col0).
  valueMap(turn = 'mouse', options = {}) {
    if (!isObject(options)) return Promise.reject(argumentError('the options of worker.valueMap() must be an object like { window }'));
    const { window = null, fullUpTo, maxBlocks } = options;
    return this.#request({ type: 'map', turn, map: { window, fullUpTo, maxBlocks } });
  }

  // Stops the solve in flight (the oldest one not yet answered): its promise
  // rejects with CancelledError. Everything else still answers: the last
  // solved game stays for play(), position() and valueMap(), and requests
  // queued behind the solve are sent again. With no solve running it does nothing.
  cancel() {
    const entry = [...this.#pending].find(([, request]) => request.message.type === 'solve' && !request.quiet);
    if (!this.#thread || !entry) return;
    const others = [...this.#pending].filter(([id, request]) => id !== entry[0] && !request.quiet).map(([, request]) => request);
    this.#thread.terminate();
    this.#thread = null;
    this.#pending.clear();
    this.#restore = true;
    entry[1].reject(new CancelledError());
    for (const request of others) this.#dispatch(request);
  }

  // Ends the thread for good: everything pending rejects with CancelledError,
  // and the game is gone (a later request starts a new thread, with no game).
  terminate() {
    this.#thread?.terminate();
    this.#thread = null;
    for (const request of this.#pending.values()) request.reject(new CancelledError());
    this.#pending.clear();
    this.#lastGood = null;
    this.#restore = false;
  }
}
