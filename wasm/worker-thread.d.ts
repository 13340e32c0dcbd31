// catmouse/worker-thread: the solver's side of catmouse/worker, for a worker
// script of your own (dist/worker-thread.js is this, started).

/** Answers catmouse/worker's messages in this worker (scope: its global, `self` by default). */
export function startSolverThread(scope?: unknown): void;
