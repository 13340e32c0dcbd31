// `catmouse/worker`: solving off the main thread.
import type {
  Adjacency,
  AdjacencyArrays,
  Ending,
  Variant,
  GameOptions,
  GraphFormat,
  GraphInput,
  GridInfo,
  ImportWarning,
  LineFacts,
  Move,
  Puzzle,
  Outcome,
  ParsedText,
  Position,
  PositionQuery,
  TextFormat,
  TurnLimitAnswer,
  TurnLimitDifferences,
  Winner,
} from './index.js';

export { CatMouseError, CancelledError } from './index.js';

export interface WorkerProgress {
  decided: number;
  total: number;
  /** decided / total, from 0 to 1. */
  fraction: number;
}

/** A solved game seen from one start, as plain data. */
export interface WorkerGame {
  nodeCount: number;
  /** The smallest hole. */
  hole: number;
  holes: readonly number[];
  variant: Variant;
  /** A two-cat game: start, line and positions carry cat2 (see Game.twoCats). */
  twoCats: boolean;
  /** The graph as a sorted adjacency list, made from `adjacency` when first read. */
  graph: Adjacency;
  /** The graph flat, as it crossed from the worker (transferred): node a's neighbours, ascending, are `targets[offsets[a] .. offsets[a + 1])`. */
  adjacency: AdjacencyArrays;
  start: Position;
  outcome: Outcome;
  winner: Winner;
  plies: number | null;
  line: Position[];
  /** For each position of the line, every legal move, best first for the side to move; plies from the mover's side (see Move). */
  moves: Move[][];
  /** Why the line's last position ends the game; null for a drawn line (it ends on a repeat). */
  end: Ending | null;
  /** The core's facts of the line (Game.lineFacts): where it repeats, where and how it ends; null for a LeetCode 1728 grid. */
  facts: LineFacts | null;
  /** The format the text was read as; null for number[][]. */
  format: GraphFormat | null;
  warnings: ImportWarning[];
  /** The answer a pasted LeetCode example states (its "Output: 0" line); null without one. */
  expectedOutput: Outcome | null;
  /** A LeetCode 1728 grid only: its board, the turn limit's answer and where it differs (as Game has them). */
  grid?: GridInfo;
  turnLimit?: TurnLimitAnswer;
  differences?: TurnLimitDifferences;
}

/** Every position's value with one side to move, indexed `mouse * nodeCount + cat` (graphs up to 2,000 nodes, or `fullUpTo`). */
export interface WorkerValueMap {
  nodeCount: number;
  hole: number;
  turn: 'mouse' | 'cat';
  outcome: Uint8Array;
  remoteness: Int32Array;
}

/** The rows and columns of a value map window: mouse starts row0 … row0 + rows - 1, cat starts col0 … col0 + cols - 1. */
export interface WorkerMapWindowRect {
  row0: number;
  col0: number;
  rows: number;
  cols: number;
}

/** The exact cells of one window, indexed `(mouse - row0) * cols + (cat - col0)`. */
export interface WorkerValueMapWindow extends WorkerValueMap {
  window: WorkerMapWindowRect;
}

/** The summary of a map: starts by outcome, the longest win, won starts by remoteness (index r - 1: won in r moves). */
export interface WorkerValueMapSummary {
  counts: { mouse: number; cat: number; draw: number; over: number };
  longest: (Position & { outcome: Outcome; plies: number }) | null;
  byRemoteness: number[];
  bySide: { mouse: number[]; cat: number[] };
}

/** A large graph's map down-sampled: blocks × blocks blocks of block × block cells (the last row and column may be short), with the summary. */
export interface WorkerValueMapOverview {
  nodeCount: number;
  hole: number;
  turn: 'mouse' | 'cat';
  overview: {
    block: number;
    blocks: number;
    /** Per block, five counts: mouse wins, cat wins, draws, decided before any move, not a position, at `(blockRow * blocks + blockCol) * 5 + k`. */
    counts: Uint8Array | Uint16Array | Uint32Array;
  };
  summary: WorkerValueMapSummary;
}

export interface WorkerValueMapOptions {
  /** The exact cells of this window only (at most 2^20 cells, else limits.value-map). */
  window?: WorkerMapWindowRect | null;
  /** Full planes up to this many nodes, an overview above (default 2,000). */
  fullUpTo?: number;
  /** The overview's most blocks a side (default 1,024). */
  maxBlocks?: number;
}

export interface SolverWorker {
  /** Solves in the worker. Every call returns a promise: bad input and bad arguments (values that cannot be sent to a thread, such as functions, included) reject it with CatMouseError; cancel() rejects it with CancelledError. */
  solve(
    graph: GraphInput,
    options?: Omit<GameOptions, 'onProgress'>,
    /** onChecked: called once the checks (validate()'s) have passed and the solve begins; a rejection before it is the input refused. One request to the worker either way. */
    handlers?: { onProgress?: (progress: WorkerProgress) => void; onChecked?: () => void },
  ): Promise<WorkerGame>;
  /** The checks of solve() (parse, limits, rules) without solving; the last solved game stays. Rejects with the CatMouseError solve() would give. */
  validate(graph: GraphInput, options?: Omit<GameOptions, 'onProgress'>): Promise<true>;
  /** Reads text as solver.parse() does (the format, the graph, a game file's rules, warnings), without checking rules or solving; the last solved game stays. */
  parse(text: string, options?: { format?: TextFormat; directed?: boolean }): Promise<ParsedText>;
  /** The last solved game from another start, without solving again. The start must pass the same rules checks as the options of solve(). */
  play(start: PositionQuery): Promise<WorkerGame>;
  /** The last solved game seen from any position of its table (no start rules: the mouse may stand on the cat or in the hole). */
  position(position: PositionQuery): Promise<WorkerGame>;
  /** The last solved game from `start` (any position of its table) along `path`, the moves chosen (each the mover's node, or `[to, to2]` for the two cats' joint move), then optimal play: one request for the whole path. The line is the path's positions followed by the optimal line from the last; `played` is how many of the path's moves were legal (the path is followed up to the first move that is not, or that would leave a position where the game is over). Rejects with argument.type for a path that is not such an array. */
  follow(start: PositionQuery, path: readonly (number | readonly [number, number])[]): Promise<WorkerGame & { played: number }>;
  /** game.lineFacts() of the last solved game: where a line of positions (the game so far) repeats and where it ends, and which cat ended it. Rejects as lineFacts() throws, and with worker.no-game before a solve. */
  lineFacts(positions: readonly PositionQuery[]): Promise<LineFacts>;
  /** game.puzzles() of the last solved game: the quiz's "find the best move" puzzles, easiest first. Rejects as puzzles() throws, and with worker.no-game before a solve. */
  puzzles(options?: { count?: number; side?: 'mouse' | 'cat' }): Promise<Puzzle[]>;
  /** Every position's value with `turn` to move in the last solved game, indexed `mouse * nodeCount + cat` (graphs up to 2,000 nodes); above, an overview computed in one pass in the worker. Outcome 3 marks the cat on the hole; remoteness is -1 for draws. */
  valueMap(turn?: 'mouse' | 'cat', options?: WorkerValueMapOptions & { window?: null }): Promise<WorkerValueMap | WorkerValueMapOverview>;
  /** The exact cells of one window of the map, for any graph size. Rejects with limits.value-map above 2^20 cells, argument.type outside the grid. */
  valueMap(turn: 'mouse' | 'cat', options: WorkerValueMapOptions & { window: WorkerMapWindowRect }): Promise<WorkerValueMapWindow>;
  /** Stops this worker's oldest pending solve (its promise rejects with CancelledError): a queued one is dropped unsent; a running one ends the thread, and the next thread gets every game back, so play(), position(), valueMap() and other requests (this worker's, and those of other workers sharing the thread) still answer. Does nothing when no solve of this worker's is pending. */
  cancel(): void;
  /** Ends this worker: every pending promise rejects with CancelledError and its game is gone (a later request starts anew). A worker of its own ends its thread and all its memory; a shared one frees its game, and the thread ends with the last worker sharing it. */
  terminate(): void;
}

export interface SolverWorkerOptions {
  /** The worker script (catmouse's dist/worker-thread.js, copied somewhere the page serves; or the one-file build dist/cat-mouse-game.js). Default: the package's own, found by bundlers through new URL(…, import.meta.url). A TrustedScriptURL is used as it is. */
  workerUrl?: string | URL | TrustedScriptURLLike;
  /** Where `catmouse-core.wasm` is. Default: the package's own (bundlers copy it), else beside the worker script. */
  wasmUrl?: string | URL;
  /** Where each file is, by name ('worker-thread.js', 'catmouse-core.wasm'), for workerUrl and wasmUrl left out. */
  locateFile?: (name: string) => string | URL;
  /** The module's bytes, when you load them yourself (copied to the thread). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  /** Share the page's one thread (one wasm instance) with every other shared worker for the same files; each keeps its own game. Default false: a thread of its own. */
  shared?: boolean;
}

/** What the page's Trusted Types give for new Worker() (no DOM lib needed to name it). */
export interface TrustedScriptURLLike {
  toString(): string;
}

export function createSolverWorker(options?: SolverWorkerOptions): SolverWorker;

/**
 * A module Worker for catmouse's own worker scripts (the element starts its layout worker with it):
 * where the page enforces Trusted Types, through the `catmouse` policy, which mints only the URL of
 * one of the package's worker files (`worker-thread.js`, `layout-worker.js`, `cat-mouse-game.js`, also
 * as bundlers rename them) at the moment it starts, and hands none out; any other URL goes to the
 * browser as given (under Trusted Types it must be the page's own TrustedScriptURL). For a script on
 * another origin (a CDN), it starts from a same-origin blob: module that imports it. Undefined where
 * there is no Worker (Node).
 */
export const CatMouseWorker:
  { new (url: string | URL | TrustedScriptURLLike, options?: { type?: 'module'; name?: string }): WorkerLike } | undefined;

/** The part of a browser Worker that catmouse uses (no DOM lib needed to name it). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: string, listener: (event: any) => void): void;
  terminate(): void;
}
