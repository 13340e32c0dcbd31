import { useEffect, useState } from 'react';
import { CancelledError, createSolverWorker } from 'catmouse/worker';

// The boards solve on their own; this is the solver without a board.
export default function SolveInWorker() {
  const [outcome, setOutcome] = useState('');
  useEffect(() => {
    const worker = createSolverWorker();
    worker.solve([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]).then(
      (game) => setOutcome(String(game.outcome)), // 0: a draw
      (error) => error instanceof CancelledError || setOutcome(error.message),
    );
    // Leaving the page ends the worker (a solve still running rejects with CancelledError).
    return () => worker.terminate();
  }, []);
  return (
    <p>
      Solved in a worker: outcome <output id="worker-result">{outcome}</output>
    </p>
  );
}
