// The pleasant API over the embind module: argument checks, real Errors,
// plain objects, and deterministic freeing of wasm memory.
import { CatMouseError } from './errors.js';

const TURNS = ['mouse', 'cat'];
const OPTION_NAMES = ['mouse', 'cat', 'hole', 'first', 'onProgress'];
export const WINNERS = ['draw', 'mouse', 'cat'];
const NOT_A_POSITION = 3;
const INT32_MAX = 0x7fffffff;  // embind converts ids to C++ int: larger ones would wrap

const shown = (value) => JSON.stringify(value) ?? String(value);

function checkNode(what, value, details) {
  if (!Number.isInteger(value) || value < 0 || value > INT32_MAX) {
    throw new CatMouseError(`${what} must be a node id (a whole number from 0), got ${shown(value)}`, details);
  }
}

function checkTurn(turn) {
  if (!TURNS.includes(turn)) throw new CatMouseError(`the side to move must be 'mouse' or 'cat', got ${shown(turn)}`);
}

function rulesOf(options) {
  if (options === null || typeof options !== 'object') throw new CatMouseError('options must be an object like { mouse: 1, cat: 2, hole: 0, first: "mouse" }');
  for (const key of Object.keys(options)) {
    if (!OPTION_NAMES.includes(key)) throw new CatMouseError(`unknown option '${key}' (the options are ${OPTION_NAMES.join(', ')})`);
  }
  const { mouse = 1, cat = 2, hole = 0, first = 'mouse', onProgress } = options;
  checkNode('options.mouse', mouse, { options: ['mouse'] });
  checkNode('options.cat', cat, { options: ['cat'] });
  checkNode('options.hole', hole, { options: ['hole'] });
  if (!TURNS.includes(first)) throw new CatMouseError(`options.first must be 'mouse' or 'cat', got ${shown(first)}`, { options: ['first'] });
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new CatMouseError('options.onProgress must be a function');
  return { mouse, cat, hole, first, onProgress };
}

// number[][] must hold 32-bit integers, reported by index; what they mean
// (ids in range, undirected, ...) the core checks, with the same messages as
// for text. Indexed loops, not forEach: forEach skips the holes of sparse arrays.
function checkAdjacency(graph) {
  for (let node = 0; node < graph.length; node++) {
    const list = graph[node];
    if (!Array.isArray(list)) throw new CatMouseError(`graph[${node}] must be an array of node ids, got ${shown(list)}`);
    for (let i = 0; i < list.length; i++) {
      const id = list[i];
      if (!Number.isInteger(id) || Math.abs(id) > INT32_MAX) {
        throw new CatMouseError(`graph[${node}][${i}] must be a node id (a whole number), got ${shown(id)}`);
      }
    }
  }
}

function throwIfError(result) {
  if (result && result.error) throw new CatMouseError(result.error.message, result.error);
  return result;
}

const finalizer = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((handle) => handle.delete()) : null;

class Game {
  #handle;

  constructor(handle, rules) {
    this.#handle = handle;
    finalizer?.register(this, handle, this);
    this.nodeCount = handle.nodeCount();
    this.hole = handle.hole();
    this.start = { mouse: rules.mouse, cat: rules.cat, turn: rules.first };
    const value = this.value(rules.mouse, rules.cat, rules.first);
    this.outcome = value.outcome;
    this.winner = WINNERS[value.outcome];
    this.plies = value.plies;
    this.line = this.lineFrom(rules.mouse, rules.cat, rules.first);
  }

  #live() {
    if (!this.#handle) throw new CatMouseError('this game has been disposed; solve the graph again to query it');
    return this.#handle;
  }

  #position(mouse, cat, turn) {
    checkNode('mouse', mouse);
    checkNode('cat', cat);
    checkTurn(turn);
    return [mouse, cat, turn];
  }

  value(mouse, cat, turn = 'mouse') {
    return throwIfError(this.#live().value(...this.#position(mouse, cat, turn)));
  }

  moves(mouse, cat, turn = 'mouse') {
    return throwIfError(this.#live().moves(...this.#position(mouse, cat, turn)));
  }

  lineFrom(mouse, cat, turn = 'mouse') {
    return throwIfError(this.#live().line(...this.#position(mouse, cat, turn)));
  }

  graph() {
    return this.#live().adjacency();
  }

  table() {
    const words = this.#live().words();  // a view into wasm memory: copy at once
    const n = this.nodeCount;
    const outcome = new Uint8Array(words.length);
    const remoteness = new Int32Array(words.length);
    for (let s = 0; s < words.length; s++) {
      const w = words[s];
      outcome[s] = w >>> 30;
      remoteness[s] = outcome[s] === 0 || outcome[s] === NOT_A_POSITION ? -1 : w & 0x3fffffff;
    }
    return {
      nodeCount: n,
      hole: this.hole,
      outcome,
      remoteness,
      index: (mouse, cat, turn = 'mouse') => ((turn === 'cat' ? n : 0) + mouse) * n + cat,
    };
  }

  get disposed() {
    return this.#handle === null;
  }

  dispose() {
    if (!this.#handle) return;
    finalizer?.unregister(this);
    this.#handle.delete();
    this.#handle = null;
  }
}

// `using game = solver.solve(...)` where the runtime has explicit resource management.
if (typeof Symbol.dispose === 'symbol') {
  Game.prototype[Symbol.dispose] = Game.prototype.dispose;
}

// Wraps an instantiated embind module into the public solver object.
// maxMemory (bytes, optional) caps what one solve may reserve.
export function wrapModule(module, { maxMemory } = {}) {
  if (maxMemory !== undefined && !(Number.isFinite(maxMemory) && maxMemory > 0)) {
    throw new CatMouseError(`maxMemory must be a positive number of bytes, got ${shown(maxMemory)}`);
  }
  const memoryLimit = maxMemory ?? 0;
  // The wrapper's own checks, shared by solve() and validate(): the options,
  // and the graph's JavaScript types (the core checks the rest).
  function prepare(graph, options) {
    const rules = rulesOf(options);
    if (Array.isArray(graph)) checkAdjacency(graph);
    else if (typeof graph !== 'string') {
      throw new CatMouseError('graph must be an adjacency list (number[][]) or text (JSON adjacency list or edge list)');
    }
    return rules;
  }

  function solve(graph, options = {}) {
    const rules = prepare(graph, options);
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
    const handle = module.solveGame(graph, rules.mouse, rules.cat, rules.hole, rules.first, memoryLimit, progress);
    const error = handle.error();
    if (error) {
      handle.delete();
      throw progressError ?? new CatMouseError(error.message, error);
    }
    return new Game(handle, rules);
  }

  // Throws the CatMouseError solve() would throw for bad input, without solving.
  function validate(graph, options = {}) {
    const rules = prepare(graph, options);
    const error = module.checkGame(graph, rules.mouse, rules.cat, rules.hole, rules.first);
    if (error) throw new CatMouseError(error.message, error);
  }

  return {
    solve,
    validate,
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
      return module.HEAP8.length;
    },
    // Bytes of that memory currently allocated (games not yet disposed, mostly).
    heapBytesInUse() {
      return module.heapBytesInUse();
    },
    maxNodes: module.maxNodes,
    runCli(args, read) {
      return module.runCli(args, read);
    },
  };
}

export { CatMouseError };
