import 'catmouse/element';
import { createSolverWorker } from 'catmouse/worker';

// The boards solve on their own; this is the solver without a board.
async function solveInWorker() {
  const worker = createSolverWorker();
  const game = await worker.solve([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]);
  document.querySelector('#worker-result').value = String(game.outcome); // 0: a draw
  worker.terminate();
}
solveInWorker();
