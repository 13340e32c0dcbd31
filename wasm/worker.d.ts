// `catmouse/worker`: solving off the main thread.
import type { Adjacency, Ending, Variant, GameOptions, GraphFormat, GraphInput, GridInfo, ImportWarning, Move, Outcome, ParsedText, Position, PositionQuery, TextFormat, TurnLimitAnswer, TurnLimitDifferences, Winner } from './index.js';

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
  /** The graph as a sorted adjacency list. */
  graph: Adjacency;
  start: Position;
  outcome: Outcome;
  winner: Winner;
  plies: number | null;
  line: Position[];
  /** For each position of the line, every legal move, best first for the side to move; plies from the mover's side (see Move). */
  moves: Move[][];
  /** Why the line's last position ends the game; null for a drawn line (it ends on a repeat). */
  end: Ending | null;
  /** The format the text was read as; null for number[][]. */
  format: GraphFormat | null;
  warnings: ImportWarning[];
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
  solve(graph: GraphInput, options?: Omit<GameOptions, 'onProgress'>, handlers?: { onProgress?: (progress: WorkerProgress) => void }): Promise<WorkerGame>;
  /** The checks of solve() (parse, limits, rules) without solving; the last solved game stays. Rejects with the CatMouseError solve() would give. */
  validate(graph: GraphInput, options?: Omit<GameOptions, 'onProgress'>): Promise<true>;
  /** Reads text as solver.parse() does (the format, the graph, a game file's rules, warnings), without checking rules or solving; the last solved game stays. */
  parse(text: string, options?: { format?: TextFormat; directed?: boolean }): Promise<ParsedText>;
  /** The last solved game from another start, without solving again. The start must pass the same rules checks as the options of solve(). */
  play(start: PositionQuery): Promise<WorkerGame>;
  /** The last solved game seen from any position of its table (no start rules: the mouse may stand on the cat or in the hole). */
  position(position: PositionQuery): Promise<WorkerGame>;
  /** Every position's value with `turn` to move in the last solved game, indexed `mouse * nodeCount + cat` (graphs up to 2,000 nodes); above, an overview computed in one pass in the worker. Outcome 3 marks the cat on the hole; remoteness is -1 for draws. */
  valueMap(turn?: 'mouse' | 'cat', options?: WorkerValueMapOptions & { window?: null }): Promise<WorkerValueMap | WorkerValueMapOverview>;
  /** The exact cells of one window of the map, for any graph size. Rejects with limits.value-map above 2^20 cells, argument.type outside the grid. */
  valueMap(turn: 'mouse' | 'cat', options: WorkerValueMapOptions & { window: WorkerMapWindowRect }): Promise<WorkerValueMapWindow>;
  /** Stops the solve in flight (its promise rejects with CancelledError) by ending the thread; the next thread solves the last good game again, so play(), position(), valueMap() and requests queued behind the cancelled solve still answer. Does nothing when no solve is pending. */
  cancel(): void;
  /** Ends the thread: every pending promise rejects with CancelledError and the game is gone, with all the thread's memory (the worker's equivalent of solver.dispose(); the next request starts a new thread). */
  terminate(): void;
}

export function createSolverWorker(): SolverWorker;
