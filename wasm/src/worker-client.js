// The page side of the worker protocol.
//
// An Engine owns one thread (one wasm instance) and serves any number of
// SolverWorker sessions: each session's requests carry its id, and the
// thread keeps one game per session, so boards sharing an engine never see
// each other's games. spawn(first) makes a fresh thread for the request
// `first`; its first message is the engine's `init` (where the .wasm is) and
// the thread's own (`thread.init`: which module it starts). A cancel terminates the thread (a
// solve cannot be interrupted otherwise); the next thread gets every
// session's last good game back, so cancel() takes away only the one solve:
// other sessions' requests in flight are sent again, in order, and answer as
// if nothing happened. When a session's next request is itself a solve, its
// last good game travels with it as a fallback, solved again only if the new
// input is refused: new text typed during a long solve does not wait for the
// old game to be solved twice.
import { CancelledError, CatMouseError } from './errors.js';
import { GAME_OPTIONS } from './options.js';
import { unpackGraph } from './graph-pack.js';

const argumentError = (message) => new CatMouseError(message, { code: 'argument.type' });
// What a load error carries besides its message, where it has it: the file's
// url, the HTTP status, and the refusing policy's directive (csp).
const carried = (from) => Object.fromEntries(['url', 'status', 'csp'].filter((key) => from?.[key]).map((key) => [key, from[key]]));

// { graph, options } copied at the call: the request may wait its turn
// (another board's solve, a cancel and the restore after it), and a caller
// that reuses its arrays must still get the answer for the graph it gave.
// An argument.type CatMouseError for what cannot be copied.
function copied(graph, options) {
  try {
    return structuredClone({ graph, options });
  } catch (error) {
    return argumentError(`the arguments cannot be sent to the solver worker (${error?.message ?? error}): pass plain data`);
  }
}
// What a thread posts before a request's answer: a solve's progress, and
// that its checks passed (worker-service.js).
export const INTERIM = new Set(['progress', 'checked']);
// The requests that answer from the session's game.
const NEEDS_GAME = new Set(['play', 'position', 'follow', 'lineFacts', 'puzzles', 'map']);
const isObject = (value) => value !== null && typeof value === 'object';

export class Engine {
  #spawn;
  #init;
  #thread = null;
  // One request at a time in the thread, the rest waiting here: a queued
  // request can then be dropped (a cancel, a board leaving) without the
  // thread ever working on it.
  #queue = []; // { session, message, resolve, reject, on, quiet }
  #current = null; // the request the thread is working on, with its id
  #nextId = 1;
  #sessions = new Set();
  #nextSession = 1;
  #onEmpty;
  // A worker.unavailable the page's Content-Security-Policy caused (its
  // `csp`): every new thread would fail the same way while the page is
  // open (a policy is never loosened), so later requests get it at once
  // instead of starting a worker each. Other load failures (a network
  // error, a file missing for now) are tried again with the next request.
  #refused = null;

  // init: the first message every new thread gets ({ wasmUrl, wasmBinary }).
  // onEmpty: called when the last session leaves (a shared engine unlists itself).
  constructor(spawn, { init = {}, onEmpty = null } = {}) {
    this.#spawn = spawn;
    this.#init = init;
    this.#onEmpty = onEmpty;
  }

  get threadRunning() {
    return !!this.#thread;
  }

  attach(session) {
    this.#sessions.add(session);
    return this.#nextSession++;
  }

  // The session leaves: its requests reject with CancelledError, its game is
  // freed in the thread (or, if its solve is running, the thread restarts
  // without it), and the last session to leave ends the thread.
  detach(session) {
    if (!this.#sessions.delete(session)) return;
    const current = this.#current;
    const mine = this.#queue.filter((request) => request.session === session);
    this.#queue = this.#queue.filter((request) => request.session !== session);
    if (current?.session === session) mine.unshift(current);
    for (const request of mine) if (!request.quiet) request.reject(new CancelledError());
    if (!this.#sessions.size) {
      this.#end();
      this.#onEmpty?.(this);
      return;
    }
    if (current?.session === session) {
      current.dropped = true; // its answer is for nobody
      if (current.message.type === 'solve') return this.#restart();
    }
    if (this.#thread) this.#enqueue({ session, message: { type: 'release' }, resolve() {}, reject() {}, quiet: true });
  }

  #end() {
    this.#thread?.terminate();
    this.#thread = null;
    const all = [this.#current, ...this.#queue].filter(Boolean);
    this.#current = null;
    this.#queue = [];
    for (const request of all) if (!request.quiet && !request.dropped) request.reject(new CancelledError());
  }

  // first: the request the thread is made for (the spawner may start it for
  // that: worker.js, which module it loads first).
  #ensureThread(first) {
    if (this.#thread) return this.#thread;
    if (this.#refused) throw unavailable(this.#refused.message, this.#refused);
    let thread;
    try {
      thread = this.#spawn(first);
    } catch (error) {
      // No workers here (or the script URL is refused): say so by code.
      const reason = error?.code === 'worker.unavailable' ? error.message : `cannot start the solver worker: ${error?.message ?? error}`;
      this.#refuse(error);
      throw unavailable(reason, error);
    }
    thread.onMessage((message) => this.#thread === thread && this.#receive(message));
    thread.onError((error) => this.#thread === thread && this.#died(thread, error));
    this.#thread = thread;
    thread.post({ id: 0, type: 'init', ...this.#init, ...thread.init });
    return thread;
  }

  // A dead thread fails the request it was working on. Files that could not
  // be loaded fail everything (a new thread would fail the same way until
  // the next request); otherwise (out of memory, say) what waited goes to a
  // new thread, where every other session's game comes back; the session
  // whose solve killed it keeps no game (a re-solve might kill it again).
  #died(thread, error) {
    const unloadable = error?.code === 'worker.unavailable';
    const failure = unloadable
      ? unavailable(error.message, error)
      : new CatMouseError(`the solver worker failed: ${error?.message ?? error}`, { code: 'worker.failed' });
    const current = this.#current;
    const failed = [current, ...(unloadable ? this.#queue : [])].filter(Boolean);
    this.#current = null;
    if (unloadable) {
      this.#queue = [];
      this.#refuse(error);
    }
    thread.terminate();
    this.#thread = null;
    for (const request of failed) if (!request.dropped) request.reject(failure);
    for (const session of this.#sessions) {
      if (unloadable || session === current?.session) session.lost();
      else session.needsRestore();
    }
    this.#pump();
  }

  #receive({ id, type, result, error, decided, total }) {
    const request = this.#current;
    if (!request || request.id !== id) return;
    if (INTERIM.has(type)) {
      if (request.dropped) return;
      try {
        if (type === 'checked') request.on?.checked?.();
        else request.on?.progress?.({ decided, total, fraction: total ? decided / total : 1 });
      } catch (thrown) {
        // As solve() does: a handler that throws stops the solve,
        // and the promise rejects with what it threw (never an uncaught error).
        request.reject(thrown);
        request.dropped = true;
        this.#restart();
      }
      return;
    }
    this.#current = null;
    if (type === 'error' && error.code === 'worker.unavailable' && !error.solverRunning) {
      // The thread could not load the solver: a new one tries again next time.
      // (solverRunning: only the full module could not load; the light one
      // runs on with every session's game.)
      this.#thread.terminate();
      this.#thread = null;
      this.#refuse(error);
    }
    if (!request.dropped) {
      if (type === 'result') request.resolve(unpackGraph(result));
      else if (error.name === 'CatMouseError') request.reject(Object.assign(new CatMouseError(error.message, error), carried(error)));
      // Anything else thrown in the thread (a RangeError when a tab runs out of
      // memory, say) keeps its name and gets a code the page can decide by.
      else request.reject(Object.assign(new Error(error.message), { name: error.name, code: 'worker.failed' }));
    }
    this.#pump();
  }

  // Remembers a worker.unavailable the page's policy caused (#refused).
  #refuse(error) {
    if (error?.code === 'worker.unavailable' && error.csp) this.#refused ??= error;
  }

  // on: { progress({ decided, total, fraction }), checked() } for a solve.
  request(session, message, on) {
    return new Promise((resolve, reject) => this.#enqueue({ session, message, resolve, reject, on }));
  }

  #enqueue(request) {
    // The id now: a session that leaves and comes back gets a new one, and
    // its release must name the game it had.
    request.sessionId ??= request.session.id;
    this.#queue.push(request);
    this.#pump();
  }

  // Sends the next request to the thread (a fresh one if need be, where each
  // session first gets its last good game back after a restart).
  #pump() {
    while (!this.#current && this.#queue.length) {
      let request = this.#queue.shift();
      let thread;
      try {
        thread = this.#ensureThread(request.message);
      } catch (error) {
        request.reject(error);
        continue;
      }
      // After a restart the session's game comes back before a request
      // that needs it; a new solve carries it as a fallback instead; a
      // validate, parse or release leaves it for later.
      const { type } = request.message;
      const restore = type === 'solve' || NEEDS_GAME.has(type) ? request.session.takeRestore() : null;
      if (restore && type === 'solve') {
        request = { ...request, message: { ...request.message, fallback: restore }, restored: true };
      } else if (restore) {
        this.#queue.unshift(request);
        request = {
          session: request.session,
          sessionId: request.sessionId,
          message: { type: 'solve', ...restore },
          resolve() {},
          reject() {},
          quiet: true,
          restored: true,
        };
      }
      request.id = this.#nextId++;
      try {
        thread.post({ id: request.id, session: request.sessionId ?? request.session.id, ...request.message });
      } catch (error) {
        // Not sendable (a DataCloneError for a function, say): nothing reached the thread.
        if (request.restored) request.session.needsRestore();
        request.reject(argumentError(`the arguments cannot be sent to the solver worker (${error?.message ?? error}): pass plain data`));
        continue;
      }
      this.#current = request;
    }
  }

  // Stops the session's oldest solve: the running one ends the thread (the
  // next one restores every session's game); a queued one is dropped
  // unsent. Either rejects with CancelledError; nothing else changes.
  cancel(session) {
    const isOwnSolve = (request) => request?.session === session && request.message.type === 'solve' && !request.quiet && !request.dropped;
    if (isOwnSolve(this.#current)) {
      this.#current.reject(new CancelledError());
      this.#current.dropped = true;
      this.#restart();
      return;
    }
    const queued = this.#queue.findIndex(isOwnSolve);
    if (queued < 0) return;
    const [request] = this.#queue.splice(queued, 1);
    request.reject(new CancelledError());
  }

  // Ends the thread; what was waiting goes to a new one, each session
  // getting its last good game back first (the running request too, unless dropped).
  #restart() {
    const current = this.#current;
    this.#thread?.terminate();
    this.#thread = null;
    this.#current = null;
    if (current && !current.dropped && !current.quiet) this.#queue.unshift(current);
    for (const session of this.#sessions) session.needsRestore();
    this.#pump();
  }
}

const unavailable = (message, cause) => Object.assign(new CatMouseError(message, { code: 'worker.unavailable' }), carried(cause));

// Engines shared by every board of a page, one per place the files come from.
const sharedEngines = new Map();

// The page's engine for these files (made when there is none): asked each
// time a worker joins, so a worker made before the last one left does not
// join an engine that is no longer listed.
export function sharedEngine(key, makeEngine) {
  let engine = sharedEngines.get(key);
  if (!engine) {
    engine = makeEngine(() => sharedEngines.get(key) === engine && sharedEngines.delete(key));
    sharedEngines.set(key, engine);
  }
  return engine;
}

export class SolverWorker {
  #engine;
  #own; // the engine is this session's alone: terminate() ends its thread
  #lastGood = null; // { graph, options } of the last solve that succeeded
  #restore = false; // the thread was restarted: the next request brings #lastGood back
  #attached = false;
  id = 0;

  #engineOf; // () => the engine to join (a shared one is looked up at each join)

  // source: a spawn() function (an engine of its own), an Engine, or
  // { shared: () => Engine } for the page's engine.
  constructor(source, init) {
    this.#own = typeof source === 'function';
    if (this.#own) {
      const engine = new Engine(source, { init });
      this.#engineOf = () => engine;
    } else {
      this.#engineOf = source instanceof Engine ? () => source : source.shared;
    }
  }

  // Engine callbacks.
  lost() {
    this.#lastGood = null;
    this.#restore = false;
  }

  needsRestore() {
    this.#restore = !!this.#lastGood;
  }

  takeRestore() {
    if (!this.#restore) return null;
    this.#restore = false;
    return this.#lastGood;
  }

  #request(message, on) {
    if (!this.#attached) {
      this.#engine = this.#engineOf();
      this.id = this.#engine.attach(this);
      this.#attached = true;
    }
    return this.#engine.request(this, message, on);
  }

  // Solves in the worker; resolves with the game seen from its start. One
  // request and one answer: the checks' error (validate()'s), or the game;
  // extras.onChecked() is called between, once the checks have passed and
  // the solve begins (an error after it is not the input's refusal).
  solve(graph, options = {}, extras = {}) {
    // A function option (onProgress) cannot cross to the thread: it is a handler here.
    const handler = isObject(options) && GAME_OPTIONS.find((o) => o.type === 'function' && typeof options[o.name] === 'function');
    if (handler) {
      return Promise.reject(
        argumentError(`pass ${handler.name} to the worker in the third argument: worker.solve(graph, options, { ${handler.name} })`),
      );
    }
    if (!isObject(extras))
      return Promise.reject(argumentError('the third argument of worker.solve() must be an object like { onProgress, onChecked }'));
    const { onProgress, onChecked } = extras;
    for (const [name, handler] of [
      ['onProgress', onProgress],
      ['onChecked', onChecked],
    ])
      if (handler !== undefined && typeof handler !== 'function') return Promise.reject(argumentError(`${name} must be a function`));
    const input = copied(graph, options);
    if (input instanceof Error) return Promise.reject(input);
    return this.#request({ type: 'solve', ...input }, { progress: onProgress, checked: onChecked }).then((game) => {
      this.#lastGood = input;
      return game;
    });
  }

  // The checks solve() makes (parse, limits, rules), without solving: resolves
  // with true or rejects with the CatMouseError solve() would give. The last
  // solved game stays queryable either way.
  validate(graph, options = {}) {
    const input = copied(graph, options);
    if (input instanceof Error) return Promise.reject(input);
    return this.#request({ type: 'validate', ...input });
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

  // The last solved game from `start` (any position of its table) along
  // `path`, the moves chosen (each the mover's node, or [to, to2] for the two
  // cats' joint move), then optimal play: one answer for the whole path (a
  // link's moment), shaped as position()'s, whose line is the path's
  // positions and then the optimal line; `played` says how many of the
  // path's moves were legal (it is followed up to the first that is not).
  follow(start, path) {
    return this.#request({ type: 'follow', start, path });
  }

  // game.lineFacts() of the last solved game: where a line of positions
  // repeats and where it ends, the core's answer.
  lineFacts(positions) {
    return this.#request({ type: 'lineFacts', positions });
  }

  // game.puzzles(options) of the last solved game: the quiz's puzzles.
  puzzles(options = {}) {
    if (!isObject(options)) return Promise.reject(argumentError('the options of worker.puzzles() must be an object like { count, side }'));
    const own = (key) => (Object.hasOwn(options, key) ? options[key] : undefined);
    return this.#request({ type: 'puzzles', options: { count: own('count'), side: own('side') } });
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

  // Stops this worker's solve (its promise rejects with CancelledError).
  // Everything else still answers: the last solved game stays for play(),
  // position() and valueMap(), and other requests, this worker's and those
  // of other boards sharing the thread, are answered as if nothing happened.
  // With no solve of this worker's pending it does nothing.
  cancel() {
    if (this.#attached) this.#engine.cancel(this);
  }

  // Ends this worker: everything pending rejects with CancelledError, and
  // the game is gone (a later request starts anew, with no game). A worker
  // of its own ends its thread; one sharing the page's thread frees its game
  // there, and the thread ends with the last worker using it.
  terminate() {
    this.#lastGood = null;
    this.#restore = false;
    if (!this.#attached) return;
    this.#attached = false;
    this.#engine.detach(this);
  }
}
