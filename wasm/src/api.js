// The pleasant API over the embind module: argument checks, real Errors,
// plain objects, and deterministic freeing of wasm memory.
import { CancelledError, CatMouseError } from './errors.js';
import { shown } from './shown.js';
import { DEFAULT_INPUT_LIMIT, textBytes } from './text-bytes.js';

import { FORMATS, GAME_OPTIONS, NOT_FOR_GRAPH, NOT_FOR_GRID, OPTION_NAMES, expected, isValid } from './options.js';
import { INT32_MAX, argumentError, ownOption, positionArgument } from './arguments.js';
import { Game, RELEASE, abortedError, decodeTable, disposedError, guarded, throwIfError } from './game.js';

export { FORMATS, ownOption, positionArgument };

function checkFormat(format) {
  const option = GAME_OPTIONS.find((o) => o.name === 'format');
  if (format !== undefined && !isValid(option, format))
    throw argumentError(`options.format must be ${expected(option)}, got ${shown(format)}`);
}

// The options as given, each checked against its entry in the schema
// (options.js): { given: the core's options, onProgress }. A rule left out
// is filled in by the core, from the text's own rules (a JSON game file) or
// the defaults.
function rulesOf(options) {
  if (options === null || typeof options !== 'object')
    throw argumentError('options must be an object like { mouse: 1, cat: 2, hole: 0, first: "mouse" }');
  for (const key of Object.keys(options)) {
    if (!OPTION_NAMES.includes(key))
      throw new CatMouseError(`unknown option '${key}' (the options are ${OPTION_NAMES.join(', ')})`, { code: 'argument.unknown-option' });
  }
  // No prototype: a name set on Object.prototype is not an option here either.
  const given = Object.create(null);
  for (const option of GAME_OPTIONS) {
    let value = ownOption(options, option.name);
    if (value === undefined) continue;
    // A list is copied before it is checked: the core is handed what was checked.
    if (option.type === 'nodes' && Array.isArray(value)) value = Array.from(value);
    if (!isValid(option, value)) {
      // A rule's error names it, so the page can mark its field.
      const details = option.attribute !== null || option.type === 'positions' ? { options: [option.name] } : {};
      throw argumentError(`options.${option.name} must be ${expected(option)}, got ${shown(value)}`, details);
    }
    if (option.type === 'positions') value = positionsCopy(option.name, value);
    given[option.name] = value;
  }
  return given;
}

// A list of positions (the visited option): each checked and copied as a
// query's position is, its index named in the error. Whether each is a
// position of the game (in range, the cat not on a barred hole) the core
// checks, naming the index too (wasm/bindings/check.cpp).
function positionsCopy(name, list) {
  return Array.from(list, (p, i) => {
    if (p === null || typeof p !== 'object')
      throw argumentError(`options.${name}[${i}] must be a position like { mouse: 1, cat: 2, turn: 'mouse' }, got ${shown(p)}`, {
        options: [name],
      });
    try {
      return positionArgument('solve', [p]);
    } catch (error) {
      throw argumentError(`options.${name}[${i}]: ${error.message}`, { options: [name] });
    }
  });
}

// The options the core takes (those the schema marks core), as a fresh
// object without a prototype: the bindings read options[name], which would
// otherwise find a name set on Object.prototype (a polluted page).
const coreOptions = (given) =>
  Object.assign(
    Object.create(null),
    Object.fromEntries(GAME_OPTIONS.filter((o) => o.core && given[o.name] !== undefined).map((o) => [o.name, given[o.name]])),
  );

// Which options do not apply to a grid, and to a graph: the core refuses them when given (options.js).
const SCOPE = Object.freeze({ notForGrid: NOT_FOR_GRID, notForGraph: NOT_FOR_GRAPH });

// A row of an adjacency list: an array, or a typed array (Int32Array, ...).
const isRow = (list) => Array.isArray(list) || (ArrayBuffer.isView(list) && !(list instanceof DataView));

// number[][] must hold 32-bit integers, reported by index; what they mean
// (ids in range, undirected, ...) the core checks, with the same messages as
// for text. Indexed loops, not forEach: forEach skips the holes of sparse
// arrays. Returns a copy (a fresh array of Int32Array rows), each value read
// once: the core is handed only data no getter or Proxy of the caller's can
// change or throw from while wasm code runs (a throw there would unwind
// through C++ frames and leak what they hold).
function adjacencyCopy(graph, length) {
  const copy = new Array(length);
  for (let node = 0; node < copy.length; node++) {
    const list = graph[node];
    if (!isRow(list)) throw argumentError(`graph[${node}] must be an array of node ids, got ${shown(list)}`);
    const row = new Int32Array(list.length);
    for (let i = 0; i < row.length; i++) {
      const id = list[i];
      if (!Number.isInteger(id) || Math.abs(id) > INT32_MAX) {
        throw argumentError(`graph[${node}][${i}] must be a node id (a whole number), got ${shown(id)}`);
      }
      row[i] = id;
    }
    copy[node] = row;
  }
  return copy;
}

// One solver's state, shared with its games: dispose() drops the module
// (and with it the wasm memory, which never shrinks otherwise).
// memoryLimit (bytes, 0 for none; from solverOptions) caps what one solve may reserve.
// threads: the threads each solve runs on (the threaded module's pool and
// the calling thread; 1 for the single-thread module).
function solverState(instance, memoryLimit, threads) {
  const state = {
    owner: { disposed: false, aborted: false, memoryLimit },
    module: instance,
    games: new Set(), // WeakRefs to the games not yet disposed, released by dispose()
    // A text is held in memory while it is read: maxMemory bounds it too.
    inputLimit: memoryLimit || DEFAULT_INPUT_LIMIT,
    memoryLimit,
    threads,
  };
  // Drops the games' handles and the module: dispose(), and an abort.
  state.owner.release = () => {
    for (const ref of state.games) ref.deref()?.[RELEASE]();
    state.games.clear();
    state.module = null;
  };
  // The module, its calls guarded against an abort.
  state.live = () => {
    if (state.owner.aborted) throw abortedError();
    if (state.owner.disposed) throw disposedError();
    return new Proxy(state.module, {
      get: (target, name) => {
        const member = target[name];
        return typeof member === 'function' ? (...args) => guarded(state.owner, () => member.apply(target, args)) : member;
      },
    });
  };
  return state;
}

// The wrapper's own checks, shared by solve() and validate(): the options,
// and the graph's JavaScript types (the core checks the rest).
// Returns the rules and the graph as the core takes it (text as UTF-8
// bytes, an adjacency list as a copy the caller's code cannot reach).
function prepare(state, graph, options) {
  const rules = rulesOf(options);
  if (Array.isArray(graph)) {
    // The core's node limit before anything walks or copies 20,000+ rows
    // (the length read once: a Proxy's could change between reads).
    const length = graph.length;
    const tooMany = state.live().nodeCountError(length);
    if (tooMany) throw new CatMouseError(tooMany.message, tooMany);
    return { rules, input: adjacencyCopy(graph, length) };
  }
  if (typeof graph !== 'string') {
    throw argumentError(
      'graph must be an adjacency list (number[][]) or text (an adjacency list, edge list, graph6, sparse6, a JSON game file or a LeetCode 1728 grid)',
    );
  }
  return { rules, input: textBytes(graph, state.inputLimit) };
}

// onChecked (the worker's, SOLVE_CHECKED): called once the checks validate()
// makes have passed, before the solve reserves anything.
function solveWith(state, graph, options, onChecked) {
  state.live();
  const { rules, input } = prepare(state, graph, options);
  // An exception must not unwind through wasm frames (C++ destructors would
  // not run and the solve's memory would leak): stop the solve, rethrow after.
  let progressError = null;
  const checked = onChecked
    ? () => {
        try {
          onChecked();
          return true;
        } catch (error) {
          progressError = error;
          return false;
        }
      }
    : undefined;
  const progress = rules.onProgress
    ? (decided, total) => {
        try {
          return rules.onProgress({ decided, total }) !== false;
        } catch (error) {
          progressError = error;
          return false;
        }
      }
    : undefined;
  const { threads, memoryLimit, owner, games } = state;
  const solved = state
    .live()
    .solveGame(input, Object.assign(coreOptions(rules), threads > 1 ? { threads } : {}), SCOPE, memoryLimit, progress, checked);
  const { error } = solved;
  if (error) {
    if (progressError) throw progressError;
    // Cancelled by onProgress: the same CancelledError a worker's cancel() gives.
    throw error.code === 'cancelled' ? new CancelledError(error.message) : new CatMouseError(error.message, error);
  }
  const game = guarded(owner, () => new Game(solved.game, solved.kind, owner));
  for (const ref of games) if (!ref.deref()) games.delete(ref);
  games.add(new WeakRef(game));
  return game;
}

// Throws the CatMouseError solve() would throw for bad input, without solving.
function validateWith(state, graph, options) {
  state.live();
  const { rules, input } = prepare(state, graph, options);
  const error = state.live().checkGame(input, coreOptions(rules), SCOPE, state.memoryLimit);
  if (error) throw new CatMouseError(error.message, error);
}

// Reads text in any format without checking rules or solving: { format,
// graph (sorted adjacency lists), rules (what a JSON game file gave),
// warnings }. Throws the CatMouseError solve() would for the text.
function parseWith(state, text, { format, directed, ...rest }) {
  if (typeof text !== 'string') throw argumentError(`parse() reads text, got ${shown(text)}`);
  const extra = Object.keys(rest);
  if (extra.length)
    throw new CatMouseError(`unknown option '${extra[0]}' (parse() takes format and directed)`, { code: 'argument.unknown-option' });
  checkFormat(format);
  if (directed !== undefined && typeof directed !== 'boolean')
    throw argumentError(`options.directed must be true or false, got ${shown(directed)}`);
  return throwIfError(state.live().parseText(textBytes(text, state.inputLimit), format ?? 'auto', directed ?? false, state.memoryLimit));
}

// A table saved with game.tableFile() or `catmouse table --binary`, as table() gives it.
function readTableWith(state, bytes) {
  if (!(bytes instanceof Uint8Array)) throw argumentError("readTable() takes the file's bytes as a Uint8Array (a Node Buffer is one)");
  const handle = throwIfError(fullOnly(state.live(), 'readTable', 'table files').readTable(bytes, state.memoryLimit)).table;
  try {
    return guarded(state.owner, () => decodeTable(handle));
  } finally {
    if (!state.owner.aborted) handle.delete();
  }
}

// The light module (catmouse-core-lite.wasm, which the browser worker starts
// first) has no two-cat solve, grid game or grid stencil, table files or
// command line: asked for one, it says so with solver.needs-full, and the
// worker starts the full module.
function fullOnly(module, name, what) {
  if (typeof module[name] === 'function') return module;
  throw new CatMouseError(`this solver runs the light module, which has no ${what}: the full module (catmouse-core.wasm) has them`, {
    code: 'solver.needs-full',
  });
}

// The worker's solve (worker-service.js), not public: solve() with a call
// between the checks and the solve, so one reading of the text serves both.
export const SOLVE_CHECKED = Symbol('catmouse solve, checked');

// Wraps an instantiated embind module into the public solver object. Its
// methods are closures, so `const { solve } = solver` works too.
export function wrapModule(instance, memoryLimit = 0, threads = 1) {
  const state = solverState(instance, memoryLimit, threads);
  const { owner, live } = state;
  const solve = (graph, options = {}) => solveWith(state, graph, options);
  return {
    solve,
    [SOLVE_CHECKED]: (graph, options, onChecked) => solveWith(state, graph, options ?? {}, onChecked),
    validate: (graph, options = {}) => validateWith(state, graph, options),
    parse: (text, options = {}) => parseWith(state, text, options),
    readTable: (bytes) => readTableWith(state, bytes),
    // LeetCode 913's signature: the outcome code from the default start.
    catMouseGame(graph) {
      const game = solve(graph);
      try {
        return game.outcome;
      } finally {
        game.dispose();
      }
    },
    // Bytes of wasm linear memory this solver instance holds (grows, never shrinks).
    memoryBytes: () => live().HEAP8.length,
    // Bytes of that memory currently allocated (games not yet disposed, mostly).
    heapBytesInUse: () => live().heapBytesInUse(),
    maxNodes: instance.maxNodes,
    // The threads a solve runs on: 1, or more with the threaded module (createSolver's threads).
    threads,
    // Lets go of the wasm instance and all its memory, games included: the
    // only way to get memory back after a big solve (it never shrinks).
    // Every later call on the solver or its games throws solver.disposed;
    // createSolver() makes a fresh one.
    dispose() {
      if (owner.disposed) return;
      owner.disposed = true;
      // The threaded module's workers hold the shared memory too: end them.
      if (threads > 1) state.module?.PThread?.terminateAllThreads?.();
      owner.release();
    },
    // True after dispose(), and after an abort (solver.aborted).
    get disposed() {
      return owner.disposed || owner.aborted;
    },
    // The command line (wasm/bin/catmouse.js): read(path) gives a file's bytes or
    // { error }, write(bytes) writes a piece of stdout and returns '' or why not.
    // The solver's maxMemory caps its solves as it caps solve()'s, one cat or two.
    runCli: (args, read, write) => fullOnly(live(), 'runCli', 'command line').runCli(args, read, write, memoryLimit),
  };
}

export { solverOptions, startModule } from './solver-options.js';
export { CatMouseError };
