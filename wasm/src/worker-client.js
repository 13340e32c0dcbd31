// The page side of the worker protocol. spawn() makes a fresh thread; a
// cancel terminates it (a solve cannot be interrupted otherwise) and the
// next request spawns another.
import { CancelledError, CatMouseError } from './errors.js';

const argumentError = (message) => new CatMouseError(message, { code: 'argument.type' });
const isObject = (value) => value !== null && typeof value === 'object';

export class SolverWorker {
  #spawn;
  #thread = null;
  #pending = new Map();
  #nextId = 1;

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
    if (type === 'result') request.resolve(result);
    else if (error.name === 'CatMouseError') request.reject(new CatMouseError(error.message, error));
    // Anything else thrown in the thread (a RangeError when a tab runs out of
    // memory, say) keeps its name and gets a code the page can decide by.
    else request.reject(Object.assign(new Error(error.message), { name: error.name, code: 'worker.failed' }));
  }

  #request(message, onProgress) {
    let thread;
    try {
      thread = this.#ensureThread();
    } catch (error) {
      return Promise.reject(error);
    }
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      try {
        thread.post({ id, ...message });
      } catch (error) {
        // Not sendable (a DataCloneError for a function, say): nothing reached the thread.
        this.#pending.delete(id);
        reject(argumentError(`the arguments cannot be sent to the solver worker (${error?.message ?? error}): pass plain data`));
      }
    });
  }

  // Solves in the worker; resolves with the game seen from its start.
  solve(graph, options = {}, extras = {}) {
    if (options && typeof options.onProgress === 'function') {
      return Promise.reject(argumentError('pass onProgress to the worker in the third argument: worker.solve(graph, options, { onProgress })'));
    }
    if (!isObject(extras)) return Promise.reject(argumentError('the third argument of worker.solve() must be an object like { onProgress }'));
    const { onProgress } = extras;
    if (onProgress !== undefined && typeof onProgress !== 'function') return Promise.reject(argumentError('onProgress must be a function'));
    return this.#request({ type: 'solve', graph, options }, onProgress);
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

  // Stops whatever is running: pending promises reject with CancelledError.
  // With nothing running it does nothing, so the last game stays queryable.
  cancel() {
    if (!this.#thread || this.#pending.size === 0) return;
    this.#thread.terminate();
    this.#thread = null;
    for (const request of this.#pending.values()) request.reject(new CancelledError());
    this.#pending.clear();
  }

  // Ends the thread for good (a later request starts a new one).
  terminate() {
    this.cancel();
    this.#thread?.terminate();
    this.#thread = null;
  }
}
