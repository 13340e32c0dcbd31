// dist/cat-mouse-game.js: the element, its solver worker and its layout
// worker in one ES module, for a page that copies one file (and the .wasm
// beside it) and loads it with <script type="module">. Started as a worker
// (by itself), it is the worker its name asks for; in a page, it registers
// <cat-mouse-game> with this file as both workers.
import { startSolverThread } from 'catmouse/worker-thread';
import { createSolverWorker as createWorker } from 'catmouse/worker';
import { startLayoutThread } from '../layout/layout-thread.js';
import { solverAssets, useOneFile } from './assets.js';

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
const element = inWorker ? null : await import('./cat-mouse-game.js');

export const CatMouseGame = element?.CatMouseGame;
export const setBasePath = element?.setBasePath;
export const getBasePath = element?.getBasePath;
export { CatMouseError, CancelledError } from 'catmouse/worker';

// catmouse/worker's createSolverWorker, with this file as the worker script.
export const createSolverWorker = (options = {}) => createWorker({ ...solverAssets(), ...options });
