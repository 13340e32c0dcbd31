// dist/cat-mouse-game.js: the element behind one URL, for a page with no
// build step that loads it with <script type="module"> (from a CDN, or dist/
// copied beside the page). This entry is small and imports nothing at once:
// in a page it loads the element (one-file-page.js, which starts the
// package's own worker scripts beside it, dist/worker-thread.js and
// dist/layout-worker.js); the rest comes from dist/chunks/, each piece when
// it is needed (esbuild's code splitting, scripts/build-package.mjs): the
// panels a board does not show yet load on first use (learn/lazy-panel.js).
// Started as a worker (as earlier versions started it: a page may still
// point a workerUrl at it), it loads the worker its name asks for, never the
// element.

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

// Not evaluated in a worker (it defines an HTMLElement). Without it the
// module fails, saying where the element should have come from and what to do
// (a copy of this one file without the folder it came in, say).
const page = inWorker
  ? null
  : await import('./one-file-page.js').catch((error) => {
      throw new Error(
        `catmouse: cat-mouse-game.js could not load the element from the chunks/ folder beside it (${error?.message ?? error}); serve the whole dist/ folder it came in`,
        { cause: error },
      );
    });

export const CatMouseGame = page?.CatMouseGame;
export const setBasePath = page?.setBasePath;
export const getBasePath = page?.getBasePath;
export const CatMouseError = page?.CatMouseError;
export const CancelledError = page?.CancelledError;

// catmouse/worker's createSolverWorker, with the worker script and the .wasm beside this file.
export const createSolverWorker = (options = {}) => page.createSolverWorker({ ...page.solverAssets(), ...options });
