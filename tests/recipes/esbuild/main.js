import { setBasePath } from 'catmouse/element';
import { createSolverWorker } from 'catmouse/worker';

// Where build.mjs copied catmouse's files (beside this bundle): set before
// the first board solves.
const catmouseFiles = new URL('./catmouse/', import.meta.url);
setBasePath(catmouseFiles.href);

// The boards solve on their own; this is the solver without a board, told
// where the same files are.
async function solveInWorker() {
  const worker = createSolverWorker({
    workerUrl: new URL('worker-thread.js', catmouseFiles),
    wasmUrl: new URL('catmouse-core.wasm', catmouseFiles),
  });
  const game = await worker.solve([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]);
  document.querySelector('#worker-result').value = String(game.outcome); // 0: a draw
  worker.terminate();
}
solveInWorker();
