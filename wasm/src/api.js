// The pleasant API over the embind module: argument checks, real Errors,
// plain objects, and deterministic freeing of wasm memory.
import { CancelledError, CatMouseError } from './errors.js';
import { shown } from './shown.js';
import { DEFAULT_INPUT_LIMIT, textBytes } from './text-bytes.js';
import { withWalls } from './grid-walls.js';
import { OUTCOMES } from './game-facts.js';

import { FORMATS, GAME_OPTIONS, NOT_FOR_GRAPH, NOT_FOR_GRID, OPTION_NAMES, TURNS, expected, isValid } from './options.js';

export { FORMATS };
export const WINNERS = OUTCOMES;
const INT32_MAX = 0x7fffffff; // embind converts ids to C++ int: larger ones would wrap
const TABLE_CHUNK = 1 << 20; // entries decoded per call by table(): 5 MB of scratch
const VIEW_CHUNK = 1 << 12; // entries a tableView() decodes and keeps at a time: 20 KB

// The wrapper's own errors are about JavaScript values the core cannot be
// handed (a string for a node id, say): code argument.type.
const argumentError = (message, details) => new CatMouseError(message, { code: 'argument.type', ...details });

function checkNode(what, value, details) {
  if (!Number.isInteger(value) || value < 0 || value > INT32_MAX) {
    throw argumentError(`${what} must be a node id (a whole number from 0), got ${shown(value)}`, details);
  }
}

function checkTurn(turn) {
  if (!TURNS.includes(turn)) throw argumentError(`the side to move must be 'mouse' or 'cat', got ${shown(turn)}`);
}

// A position as every call takes it: { mouse, cat, turn } (turn 'mouse'
// when left out), own properties only; a two-cat game's also has cat2
// (twoCats: cat B's node, required). Positions were separate arguments
// before 0.2.0 (game.value(1, 2, 'mouse')): such a call is refused with
// the new form, never read as something else.
export function positionArgument(call, args, twoCats = false) {
  const [position] = args;
  if (typeof position === 'number' || args.length > 1) {
    throw argumentError(
      `${call}() takes one position object since catmouse 0.2.0: write ${call}({ mouse: ${shown(args[0])}, cat: ${shown(args[1])}, turn: ${shown(args[2] ?? 'mouse')} }), not ${call}(${args.map(shown).join(', ')})`,
    );
  }
  if (position === null || typeof position !== 'object')
    throw argumentError(`${call}() takes a position like { mouse: 1, cat: 2, turn: 'mouse' }, got ${shown(position)}`);
  const mouse = ownOption(position, 'mouse');
  const cat = ownOption(position, 'cat');
  const turn = ownOption(position, 'turn', 'mouse');
  checkNode('mouse', mouse);
  checkNode('cat', cat);
  checkTurn(turn);
  if (!twoCats) return { mouse, cat, turn };
  const cat2 = ownOption(position, 'cat2');
  if (cat2 === undefined)
    throw argumentError(`${call}() of a two-cat game takes a position like { mouse: 1, cat: 2, cat2: 3, turn: 'mouse' }: cat2 is missing`);
  checkNode('cat2', cat2);
  return { mouse, cat, cat2, turn };
}

// What a two-cat game cannot give: its table is n^2 (n + 1) entries (2 n^3 positions, the cats swapped sharing one), kept in the core.
const twoCatTableError = (call) =>
  new CatMouseError(
    `${call}() is for one-cat games: a two-cat game's table (n^2 (n + 1) entries) stays in the core; ask value(), moves() and lineFrom()`,
    { code: 'game.two-cats' },
  );

// An option's own value, or the default: a property inherited from a
// prototype (a polluted Object.prototype, say) is not an option.
export const ownOption = (options, key, fallback) => (Object.hasOwn(options, key) && options[key] !== undefined ? options[key] : fallback);

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

// An abort inside the wasm instance (a bug: running out of memory is
// limits.memory, caught in the bindings) leaves it unusable. The solver says
// so with a code and stops, as a disposed one does; its memory goes with it.
function stoppedError(error) {
  return new CatMouseError(
    `the solver's WebAssembly instance stopped (${String(error?.message ?? error).split('\n')[0]}), which is a bug in catmouse; please report it with the graph and options. createSolver() makes a fresh solver`,
    { code: 'solver.aborted' },
  );
}

// Runs a call into the instance of owner ({ disposed, aborted }); an abort
// marks the owner and becomes solver.aborted.
function guarded(owner, call) {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    owner.aborted = true;
    owner.release?.();
    throw stoppedError(error);
  }
}

function throwIfError(result) {
  if (result && result.error) throw new CatMouseError(result.error.message, result.error);
  return result;
}

// The state index of a position, the core's order: ((turn * n) + mouse) * n
// + cat; a node outside the graph would silently index another position.
const tableIndex =
  (n) =>
  (...args) => {
    const { mouse, cat, turn } = positionArgument('index', args);
    for (const [who, node] of [
      ['mouse', mouse],
      ['cat', cat],
    ]) {
      if (node >= n) throw argumentError(`index(): ${who} must be a node id from 0 to ${n - 1}, got ${shown(node)}`);
    }
    return ((turn === 'cat' ? n : 0) + mouse) * n + cat;
  };

// The whole table of a game or a stored table handle, as typed arrays. The
// core decodes its packed table a chunk at a time into scratch views onto
// wasm memory; each is copied out before the next call (which may grow
// memory and detach it).
function decodeTable(handle) {
  const n = handle.nodeCount();
  const size = handle.stateCount();
  const outcome = new Uint8Array(size);
  const remoteness = new Int32Array(size);
  try {
    for (let first = 0; first < size; first += TABLE_CHUNK) {
      const chunk = throwIfError(handle.decode(first, Math.min(TABLE_CHUNK, size - first)));
      outcome.set(chunk.outcome, first);
      remoteness.set(chunk.remoteness, first);
    }
  } finally {
    handle.releaseScratch();
  }
  return { nodeCount: n, hole: handle.hole(), outcome, remoteness, index: tableIndex(n) };
}

const finalizer = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((handle) => handle.delete()) : null;

// What solver.dispose() does to the games it made: drop their handles (the
// wasm memory they point into goes with the instance).
const RELEASE = Symbol('release');

// A sorted adjacency list that cannot be changed: game.graph gives the same one every time.
const frozenGraph = (lists) => Object.freeze(lists.map((list) => Object.freeze(list)));

class Game {
  #handle;
  #owner;
  #graph = null;

  // handle: the core's game, a Game, TwoCatGame or GridGame of the module
  // (kind 'graph', 'twoCats' or 'grid'); owner: the solver's state
  // ({ disposed }), so a game of a disposed solver says so.
  constructor(handle, kind, owner) {
    this.#handle = handle;
    this.#owner = owner;
    finalizer?.register(this, handle, this);
    // Two cats (options.cat2, or a game file's "cat2"): positions are { mouse, cat, cat2, turn }.
    this.twoCats = kind === 'twoCats';
    this.nodeCount = handle.nodeCount();
    this.hole = handle.hole();
    // The variant the core played by: { directed, holes (ascending), catOnHole, pass }.
    const variant = throwIfError(handle.variant());
    this.variant = Object.freeze({ ...variant, holes: Object.freeze(variant.holes) });
    this.holes = this.variant.holes;
    this.start = throwIfError(handle.start());
    // The format text was read as (null for number[][]) and what the reader warned about.
    this.format = handle.format();
    this.warnings = throwIfError(handle.warnings());
    // The answer a pasted LeetCode example states ("Output: 0" after its
    // "Input: graph = …" line), to compare with outcome; null without one.
    this.expectedOutput = handle.expectedOutput();
    const value = this.value(this.start);
    this.outcome = value.outcome;
    this.winner = WINNERS[value.outcome];
    this.plies = value.plies;
    this.line = this.lineFrom(this.start);
    // A LeetCode 1728 grid (format 'grid'): its board, and beside the exact
    // value what the turn limit says and where the two differ, as the
    // command line's --json gives them (positions as nodes, not cells).
    if (kind === 'grid') {
      const grid = throwIfError(handle.grid());
      this.grid = withWalls(grid); // the walls read off the rows when first asked for (grid-walls.js)
      this.turnLimit = throwIfError(handle.turnLimit());
      this.differences = throwIfError(handle.differences());
    }
  }

  #live() {
    if (this.#owner.aborted) throw abortedError();
    if (this.#owner.disposed) throw disposedError();
    if (!this.#handle) throw new CatMouseError('this game has been disposed; solve the graph again to query it', { code: 'game.disposed' });
    return this.#handle;
  }

  // query(handle, position): the core's call, one cat or two alike; the
  // position is the checked copy (with cat2 for two cats).
  #ask(call, args, query) {
    const handle = this.#live();
    const position = positionArgument(call, args, this.twoCats);
    return throwIfError(guarded(this.#owner, () => query(handle, position)));
  }

  // Each takes a position { mouse, cat, turn } (turn 'mouse' when left out),
  // and with two cats cat2 too.
  value(...args) {
    return this.#ask('value', args, (handle, p) => handle.value(p));
  }

  // Each move's plies count from the mover's side: the plies to the end if
  // the side to move plays it (the position after it is one ply nearer).
  // With two cats a cats' move is { to (cat A's node), to2 (cat B's), ... }.
  moves(...args) {
    return this.#ask('moves', args, (handle, p) => handle.moves(p));
  }

  lineFrom(...args) {
    return this.#ask('lineFrom', args, (handle, p) => handle.line(p));
  }

  // Why a position ends the game ('hole', 'caught', 'stuck') or null: the core's rules say.
  ending(...args) {
    return this.#ask('ending', args, (handle, p) => handle.ending(p));
  }

  // What the rules say of a line of positions (the game so far, as a board
  // holds it), answered by the core: { repeat: { first, again } or null
  // (positions[again] is the first position equal to an earlier one,
  // positions[first]: a draw by repetition), end: { at, ending, outcome,
  // winner, endingCat } or null (positions[at] is the first that ends the
  // game: ending as ending() says, outcome 1 or 2, winner 'mouse' or 'cat',
  // endingCat 'cat' or 'cat2' for the cat that caught the mouse or reached
  // a hole, cat A when both did, null when the mouse won or a side was
  // stuck) }. Each position is checked (position.* errors name its index);
  // whether each follows from the one before is not.
  lineFacts(positions) {
    const handle = this.#live();
    if (!Array.isArray(positions)) throw argumentError(`lineFacts() takes an array of positions, got ${shown(positions)}`);
    const line = Array.from(positions, (p, i) => {
      try {
        return positionArgument('lineFacts', [p], this.twoCats);
      } catch (error) {
        throw argumentError(`positions[${i}]: ${error.message}`);
      }
    });
    return throwIfError(guarded(this.#owner, () => handle.lineFacts(line)));
  }

  // "Find the best move" puzzles for a quiz: positions where exactly one
  // move keeps a win or a draw for the side to move, every other move
  // giving it away; easiest first (by depth, the plies one must look ahead,
  // plus the other moves), at most count of them spread from the easiest to
  // the hardest. Each: { position, answer (the node), outcome, plies (the
  // position's, null for a draw), tempting (the other moves), depth,
  // difficulty }. side: 'mouse' or 'cat' for one side's puzzles only.
  puzzles(options = {}) {
    const handle = this.#live();
    if (options === null || typeof options !== 'object')
      throw argumentError(`puzzles(options) takes an object like { count, side }, got ${shown(options)}`);
    // Own properties only: a name set on Object.prototype is not an option.
    const own = (key) => (Object.hasOwn(options, key) ? options[key] : undefined);
    const count = own('count') ?? 20;
    const side = own('side');
    if (this.twoCats) throw new CatMouseError('puzzles() is for one-cat games', { code: 'game.two-cats' });
    if (!Number.isInteger(count) || count < 0 || count > 100000)
      throw argumentError(`puzzles({ count }) takes a whole number from 0 to 100000, got ${shown(count)}`);
    if (side !== undefined && side !== 'mouse' && side !== 'cat')
      throw argumentError(`puzzles({ side }) takes 'mouse' or 'cat', got ${shown(side)}`);
    return guarded(this.#owner, () => handle.puzzles(count, side));
  }

  // The graph as a sorted adjacency list, frozen: the same array every time.
  get graph() {
    this.#graph ??= frozenGraph(throwIfError(guarded(this.#owner, () => this.#live().adjacency())));
    return this.#graph;
  }

  table() {
    if (this.twoCats) throw twoCatTableError('table');
    return guarded(this.#owner, () => decodeTable(this.#live()));
  }

  // The table in the compact binary format (docs/table-format.md), for
  // saving; solver.readTable() reads it back. Refused (table.unsupported-variant)
  // for several holes or a cat that may stand on a hole, which the format cannot hold.
  tableFile() {
    if (this.twoCats) throw twoCatTableError('tableFile');
    return throwIfError(guarded(this.#owner, () => this.#live().tableFile()));
  }

  // The same entries as table(), decoded by the core on demand a chunk at a
  // time and nothing else kept: reading a few costs one small chunk, reading
  // all of them in index order one pass, never the 5-bytes-per-state copy.
  tableView() {
    if (this.twoCats) throw twoCatTableError('tableView');
    const n = this.nodeCount;
    const size = this.#live().stateCount();
    let first = 0;
    let chunk = null;
    const load = (i) => {
      if (!Number.isInteger(i) || i < 0 || i >= size) {
        throw argumentError(`a state index runs from 0 to ${size - 1}, got ${shown(i)}`);
      }
      if (chunk && i >= first && i < first + chunk.outcome.length) return i - first;
      const handle = this.#live();
      first = i - (i % VIEW_CHUNK);
      try {
        const views = throwIfError(guarded(this.#owner, () => handle.decode(first, Math.min(VIEW_CHUNK, size - first))));
        chunk = { outcome: views.outcome.slice(), remoteness: views.remoteness.slice() };
      } finally {
        handle.releaseScratch();
      }
      return i - first;
    };
    return {
      nodeCount: n,
      hole: this.hole,
      size,
      index: tableIndex(n),
      outcome: (i) => {
        const k = load(i); // first: it may replace the chunk
        return chunk.outcome[k];
      },
      remoteness: (i) => {
        const k = load(i);
        return chunk.remoteness[k];
      },
    };
  }

  get disposed() {
    return this.#handle === null || this.#owner.disposed || this.#owner.aborted;
  }

  dispose() {
    if (!this.#handle) return;
    finalizer?.unregister(this);
    if (!this.#owner.disposed && !this.#owner.aborted) this.#handle.delete();
    this.#handle = null;
  }

  [RELEASE]() {
    finalizer?.unregister(this);
    this.#handle = null;
  }
}

// `using game = solver.solve(...)` where the runtime has explicit resource management.
if (typeof Symbol.dispose === 'symbol') {
  Game.prototype[Symbol.dispose] = Game.prototype.dispose;
}

const abortedError = () =>
  new CatMouseError(
    'this solver stopped after an abort inside its WebAssembly instance (see the solver.aborted error it gave); call createSolver() again',
    { code: 'solver.aborted' },
  );
const disposedError = () =>
  new CatMouseError('this solver has been disposed (its wasm memory released); call createSolver() again', { code: 'solver.disposed' });

// Wraps an instantiated embind module into the public solver object.
// memoryLimit (bytes, 0 for none; from solverOptions) caps what one solve may reserve.
// threads: the threads each solve runs on (the threaded module's pool and
// the calling thread; 1 for the single-thread module).
export function wrapModule(instance, memoryLimit = 0, threads = 1) {
  // The solver's state, shared with its games: dispose() drops the module
  // (and with it the wasm memory, which never shrinks otherwise).
  const owner = { disposed: false, aborted: false };
  let module = instance;
  const games = new Set(); // WeakRefs to the games not yet disposed, released by dispose()
  // A text is held in memory while it is read: maxMemory bounds it too.
  const inputLimit = memoryLimit || DEFAULT_INPUT_LIMIT;
  // Drops the games' handles and the module: dispose(), and an abort.
  owner.release = () => {
    for (const ref of games) ref.deref()?.[RELEASE]();
    games.clear();
    module = null;
  };
  // The module, its calls guarded against an abort.
  const live = () => {
    if (owner.aborted) throw abortedError();
    if (owner.disposed) throw disposedError();
    return new Proxy(module, {
      get: (target, name) => {
        const member = target[name];
        return typeof member === 'function' ? (...args) => guarded(owner, () => member.apply(target, args)) : member;
      },
    });
  };

  // The wrapper's own checks, shared by solve() and validate(): the options,
  // and the graph's JavaScript types (the core checks the rest).
  // Returns the rules and the graph as the core takes it (text as UTF-8
  // bytes, an adjacency list as a copy the caller's code cannot reach).
  function prepare(graph, options) {
    const rules = rulesOf(options);
    if (Array.isArray(graph)) {
      // The core's node limit before anything walks or copies 20,000+ rows
      // (the length read once: a Proxy's could change between reads).
      const length = graph.length;
      const tooMany = live().nodeCountError(length);
      if (tooMany) throw new CatMouseError(tooMany.message, tooMany);
      return { rules, input: adjacencyCopy(graph, length) };
    }
    if (typeof graph !== 'string') {
      throw argumentError(
        'graph must be an adjacency list (number[][]) or text (an adjacency list, edge list, graph6, sparse6, a JSON game file or a LeetCode 1728 grid)',
      );
    }
    return { rules, input: textBytes(graph, inputLimit) };
  }

  function solve(graph, options = {}) {
    live();
    const { rules, input } = prepare(graph, options);
    // An exception must not unwind through wasm frames (C++ destructors would
    // not run and the solve's memory would leak): stop the solve, rethrow after.
    let progressError = null;
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
    const solved = live().solveGame(input, Object.assign(coreOptions(rules), threads > 1 ? { threads } : {}), SCOPE, memoryLimit, progress);
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
  function validate(graph, options = {}) {
    live();
    const { rules, input } = prepare(graph, options);
    const error = live().checkGame(input, coreOptions(rules), SCOPE, memoryLimit);
    if (error) throw new CatMouseError(error.message, error);
  }

  // Reads text in any format without checking rules or solving: { format,
  // graph (sorted adjacency lists), rules (what a JSON game file gave),
  // warnings }. Throws the CatMouseError solve() would for the text.
  function parse(text, { format, directed, ...rest } = {}) {
    if (typeof text !== 'string') throw argumentError(`parse() reads text, got ${shown(text)}`);
    const extra = Object.keys(rest);
    if (extra.length)
      throw new CatMouseError(`unknown option '${extra[0]}' (parse() takes format and directed)`, { code: 'argument.unknown-option' });
    checkFormat(format);
    if (directed !== undefined && typeof directed !== 'boolean')
      throw argumentError(`options.directed must be true or false, got ${shown(directed)}`);
    return throwIfError(live().parseText(textBytes(text, inputLimit), format ?? 'auto', directed ?? false, memoryLimit));
  }

  // A table saved with game.tableFile() or `catmouse table --binary`, as table() gives it.
  function readTable(bytes) {
    if (!(bytes instanceof Uint8Array)) throw argumentError("readTable() takes the file's bytes as a Uint8Array (a Node Buffer is one)");
    const handle = throwIfError(live().readTable(bytes)).table;
    try {
      return guarded(owner, () => decodeTable(handle));
    } finally {
      if (!owner.aborted) handle.delete();
    }
  }

  return {
    solve,
    validate,
    parse,
    readTable,
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
    memoryBytes() {
      return live().HEAP8.length;
    },
    // Bytes of that memory currently allocated (games not yet disposed, mostly).
    heapBytesInUse() {
      return live().heapBytesInUse();
    },
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
      if (threads > 1) module?.PThread?.terminateAllThreads?.();
      owner.release();
    },
    // True after dispose(), and after an abort (solver.aborted).
    get disposed() {
      return owner.disposed || owner.aborted;
    },
    // The command line (wasm/bin/catmouse.js): read(path) gives a file's bytes or
    // { error }, write(bytes) writes a piece of stdout and returns '' or why not.
    // The solver's maxMemory caps its solves as it caps solve()'s, one cat or two.
    runCli(args, read, write) {
      return live().runCli(args, read, write, memoryLimit);
    },
  };
}

export { solverOptions, startModule } from './solver-options.js';
export { CatMouseError };
