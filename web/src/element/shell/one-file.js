// dist/cat-mouse-game.js: the element behind one URL, for a page with no
// build step that loads it with <script type="module"> (from a CDN, or dist/
// copied beside the page). It holds the element, and starts the package's own
// worker scripts beside it (dist/worker-thread.js, dist/layout-worker.js);
// what it shares with the panels loaded on first use (learn/lazy-panel.js:
// the value map, how it is solved, the chart and the draw explanation) and
// those panels themselves are chunks in dist/chunks/ beside it (esbuild's
// code splitting, scripts/build-package.mjs), each fetched relative to the
// module that imports it. The element is imported, not loaded later, so it
// is defined before the page's load event, as it always was.
// Started as a worker (as earlier versions started it: a page may still point
// a workerUrl at it), it loads the worker its name asks for; the element's
// module is then evaluated without effect and its panels never fetched.
import './one-file-folder.js'; // first: the build's folder is the boards' base before the element is defined
import { CatMouseGame, getBasePath, setBasePath } from './cat-mouse-game.js';
import { createSolverWorker as createWorker, CatMouseError, CancelledError } from 'catmouse/worker';
import { solverAssets } from './assets.js';

// Where it runs: a worker, a page, or neither (a server that renders pages
// imports it in Node: it then starts nothing).
const inWorker = typeof globalThis.WorkerGlobalScope === 'function' && globalThis instanceof globalThis.WorkerGlobalScope;

// A worker listens from its first moment: the messages that arrive while its
// code loads are held, then handed to it in order. A chunk that cannot load
// is thrown outside the promise, so the page's Worker gets an error event
// (the solver's client reports it as worker.failed / worker.unavailable).
function startWhenLoaded(load) {
  const held = [];
  const hold = (event) => {
    event.stopImmediatePropagation();
    held.push(event);
  };
  self.addEventListener('message', hold);
  load().then(
    (start) => {
      self.removeEventListener('message', hold);
      start();
      for (const { data, ports } of held) self.dispatchEvent(new globalThis.MessageEvent('message', { data, ports: [...ports] }));
    },
    (error) =>
      setTimeout(() => {
        throw error;
      }),
  );
}

if (inWorker) {
  if (self.name === 'catmouse-layout') startWhenLoaded(() => import('../layout/layout-thread.js').then((m) => m.startLayoutThread));
  else startWhenLoaded(() => import('catmouse/worker-thread').then((m) => m.startSolverThread));
}

export { CatMouseGame, getBasePath, setBasePath, CatMouseError, CancelledError };

// catmouse/worker's createSolverWorker, with the worker script and the .wasm beside this file.
export const createSolverWorker = (options = {}) => createWorker({ ...solverAssets(), ...options });
