// A solved game as the package hands it out (solver.solve()): its value,
// moves and lines, its table, and the freeing of its wasm memory. api.js
// makes them; the embind handle stays private.
import { CatMouseError } from './errors.js';
import { shown } from './shown.js';
import { withWalls } from './grid-walls.js';
import { listsOf } from './graph-pack.js';
import { OUTCOMES } from './game-facts.js';
import { argumentError, positionArgument, twoCatTableError } from './arguments.js';

const TABLE_CHUNK = 1 << 20; // entries decoded per call by table(): 5 MB of scratch
const VIEW_CHUNK = 1 << 12; // entries a tableView() decodes and keeps at a time: 20 KB

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
export function guarded(owner, call) {
  try {
    return call();
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    owner.aborted = true;
    owner.release?.();
    throw stoppedError(error);
  }
}

export function throwIfError(result) {
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
export function decodeTable(handle) {
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
export const RELEASE = Symbol('release');

// A sorted adjacency list that cannot be changed: game.graph gives the same one every time.
const frozenGraph = (lists) => Object.freeze(lists.map((list) => Object.freeze(list)));

export class Game {
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
    this.winner = OUTCOMES[value.outcome];
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

  // The line from a position (lineFrom()) and what the rules say of it
  // (lineFacts()), in one call to the core: { line, facts }.
  lineWithFacts(...args) {
    return this.#ask('lineWithFacts', args, (handle, p) => handle.lineWithFacts(p));
  }

  // "Find the best move" puzzles for a quiz: positions where exactly one
  // move keeps a win or a draw for the side to move, every other move
  // giving it away; easiest first (by depth, the plies one must look ahead,
  // plus the other moves), at most count of them spread from the easiest to
  // the hardest. Each: { position, answer (the node), outcome, plies (the
  // position's, null for a draw), tempting (the other moves), depth,
  // difficulty, reachable: does the game's start lead to the position under
  // its rules, as the core searched it (null when not known: a game too big
  // to search whole) }. side: 'mouse' or 'cat' for one side's puzzles only.
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

  // The same graph flat, a fresh copy each call (to keep or to transfer):
  // { offsets, targets } (Int32Arrays), node a's neighbours, ascending, are
  // targets[offsets[a] .. offsets[a + 1]).
  adjacencyArrays() {
    return throwIfError(guarded(this.#owner, () => this.#live().adjacencyArrays()));
  }

  // The graph as a sorted adjacency list, frozen: the same array every time.
  // Made from the flat arrays (one copy out of wasm memory), not by the
  // bindings' lists: those cross into JavaScript once per number (K400: 313
  // ms against 5).
  get graph() {
    this.#graph ??= frozenGraph(listsOf(this.adjacencyArrays()));
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
    return throwIfError(guarded(this.#owner, () => this.#live().tableFile(this.#owner.memoryLimit)));
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

export const abortedError = () =>
  new CatMouseError(
    'this solver stopped after an abort inside its WebAssembly instance (see the solver.aborted error it gave); call createSolver() again',
    { code: 'solver.aborted' },
  );
export const disposedError = () =>
  new CatMouseError('this solver has been disposed (its wasm memory released); call createSolver() again', { code: 'solver.disposed' });
