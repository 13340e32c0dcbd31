// `catmouse/worker`: solving off the main thread.
import type { Ending, GameOptions, GraphInput, Move, Outcome, Position, Winner } from './index.js';

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
  hole: number;
  /** The graph as a sorted adjacency list. */
  graph: number[][];
  start: Position;
  outcome: Outcome;
  winner: Winner;
  plies: number | null;
  line: Position[];
  /** For each position of the line, every legal move, best first for the side to move. */
  moves: Move[][];
  /** Why the line's last position ends the game; null for a drawn line (it ends on a repeat). */
  end: Ending | null;
}

export interface WorkerValueMap {
  nodeCount: number;
  hole: number;
  turn: 'mouse' | 'cat';
  outcome: Uint8Array;
  remoteness: Int32Array;
}

export interface SolverWorker {
  /** Solves in the worker. Rejects with CatMouseError for bad input, CancelledError after cancel(). */
  solve(graph: GraphInput, options?: Omit<GameOptions, 'onProgress'>, handlers?: { onProgress?: (progress: WorkerProgress) => void }): Promise<WorkerGame>;
  /** The last solved game from another start, without solving again. The start must pass the same rules checks as the options of solve(). */
  play(start: Position): Promise<WorkerGame>;
  /** The last solved game seen from any position of its table (no start rules: the mouse may stand on the cat or in the hole). */
  position(position: Position): Promise<WorkerGame>;
  /** Every position's value with `turn` to move in the last solved game, indexed `mouse * nodeCount + cat` (graphs up to 2,000 nodes). Outcome 3 marks the cat on the hole; remoteness is -1 for draws. */
  valueMap(turn?: 'mouse' | 'cat'): Promise<WorkerValueMap>;
  /** Stops the running solve by terminating the thread; the next call starts a new one. */
  cancel(): void;
  terminate(): void;
}

export function createSolverWorker(): SolverWorker;
