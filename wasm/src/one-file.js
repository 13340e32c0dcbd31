// dist/cat-mouse-game.js: the element, its solver worker and its layout
// worker in one ES module, for a page that copies one file (and the .wasm
// beside it) and loads it with <script type="module">. Started as a worker
// (by itself), it is the worker its name asks for; in a page, it registers
// <cat-mouse-game> with this file as both workers.
import { startSolverThread } from './worker-thread.js';
import { createSolverWorker as createWorker } from './worker.js';
import { startLayoutThread } from '../../web/src/element/layout-thread.js';
import { solverAssets, useOneFile } from '../../web/src/element/assets.js';

// Where it runs: a worker it started, a page, or neither (a server that
// renders pages imports it in Node: it then starts nothing).
const inWorker = typeof globalThis.WorkerGlobalScope === 'function' && globalThis instanceof globalThis.WorkerGlobalScope;
if (inWorker) {
  if (self.name === 'catmouse-layout') startLayoutThread();
  else startSolverThread();
} else if (typeof document !== 'undefined') {
  useOneFile(import.meta.url);
}

// Not evaluated in a worker (it defines an HTMLElement); bundled into this file all the same.
const element = inWorker ? null : await import('../../web/src/element/cat-mouse-game.js');

export const CatMouseGame = element?.CatMouseGame;
export const setBasePath = element?.setBasePath;
export const getBasePath = element?.getBasePath;
export { CatMouseError, CancelledError } from './errors.js';

// catmouse/worker's createSolverWorker, with this file as the worker script.
export const createSolverWorker = (options = {}) => createWorker({ ...solverAssets(), ...options });
