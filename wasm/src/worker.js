// `catmouse/worker` in browsers: solves in a module Web Worker.
//
// The worker and the .wasm are written as new Worker(new URL(..., import.meta.url))
// (in policy-worker.js, beside the Trusted Types policy) and
// new URL(..., import.meta.url), the forms Vite and webpack 5 find and
// bundle; dist/worker-thread.js is self-contained, so a bundler that copies
// it as a plain asset (or a page that copies dist/) works too.
import { Engine, SolverWorker, sharedEngine } from './worker-client.js';
import { CatMouseWorker, isCrossOrigin, packagedSolverWorker } from './policy-worker.js';
import { blobWorkerRefused, policyViolations } from './csp-reports.js';
import { CatMouseError } from './errors.js';
import { quoted } from './shown.js';
import { engineKey, workerAssets } from './worker-options.js';
import { handLight, lightMayAnswer, lightToHand } from './light-handover.js';

export { CatMouseError, CancelledError } from './errors.js';
export { CatMouseWorker };

const NAME = 'catmouse-solver';
const WORKER_FILE = 'worker-thread.js';

const packagedWasm = () => new URL('../../dist/catmouse-core.wasm', import.meta.url).href;

// A Worker as the engine uses it; a script that does not start is reported
// with its URL and why (load-errors.js, loaded then), not as "error".
// lightUrl: the light module the page fetches for it (light-handover.js),
// unless the request it is made for needs the full module (then its init
// says so, and the worker starts that one alone).
function spawner(workerUrl, lightUrl) {
  const violations = policyViolations();
  return (first) => {
    const light = lightMayAnswer(first);
    let worker;
    try {
      worker = workerUrl === undefined ? packagedSolverWorker() : new CatMouseWorker(workerUrl, { type: 'module', name: NAME });
    } catch (error) {
      const where = String(workerUrl ?? scriptUrlOf());
      const reason = String(error?.message ?? error);
      const refused = isCrossOrigin(where) && /security policy/i.test(reason);
      const message = refused
        ? `the solver could not start: ${blobWorkerRefused(where)}`
        : `cannot start the solver worker ${quoted(workerUrl ?? '')}: ${quoted(reason)}`.replace('  ', ' ');
      throw Object.assign(
        new CatMouseError(message, { code: 'worker.unavailable' }),
        { url: String(workerUrl ?? '') },
        refused ? { csp: 'worker-src' } : {},
      );
    }
    const url = String(workerUrl ?? '');
    // The light module, fetched now for the worker (light-handover.js), and
    // stopped once the worker ends or fails (a worker that cannot start
    // would otherwise cost its bytes at each try).
    const handed = light ? lightUrl : null;
    const handing = handed ? handLight(worker, handed) : null;
    return {
      init: { light, ...(handed ? { lightHanded: handed } : {}) },
      post: (message) => worker.postMessage(message),
      onMessage: (handler) => worker.addEventListener('message', (event) => handler(event.data)),
      onError: (handler) =>
        worker.addEventListener('error', (event) => {
          event.preventDefault();
          handing?.abort();
          // With an error or a message the script ran and threw (out of memory,
          // say); with neither, it did not load, and nothing says why: ask.
          if (event.error || event.message) return handler(event.error ?? new Error(event.message));
          const where = url || scriptUrlOf();
          // Why, asked of the server (load-errors.js: loaded only now, a chunk of the one-file build).
          import('./load-errors.js')
            .then(({ workerScriptProblem }) => workerScriptProblem(where, violations))
            .catch((error) => ({ message: `the worker script ${quoted(where)} did not load (${quoted(error?.message ?? error)})` }))
            .then(({ message, status, csp }) =>
              handler({ code: 'worker.unavailable', url: where, status, csp, message: `the solver could not start: ${message}` }),
            );
        }),
      terminate: () => {
        handing?.abort();
        worker.terminate();
      },
    };
  };
}

// Where the packaged worker should be (a bundler may have renamed it; no API
// gives a Worker's URL): beside the packaged .wasm. Not a new URL(…,
// import.meta.url) of its own: bundlers would copy the file again, and a
// template literal there makes webpack bundle all of dist/ (a context
// module; terser then fails on the one-file build's top-level await) and
// @web/rollup-plugin-import-meta-assets refuse to build.
const scriptUrlOf = () => new URL(WORKER_FILE, packagedWasm()).href;

// options: { workerUrl, wasmUrl, locateFile: (name) => url, wasmBinary,
// shared }. shared: true joins the page's engine for these files (one
// thread and one wasm instance for every board), each worker keeping its
// own game; without it, a thread of its own.
export function createSolverWorker(options = {}) {
  const { workerUrl, wasmUrl, wasmBinary, shared } = workerAssets(
    options,
    WORKER_FILE,
    globalThis.document?.baseURI ?? globalThis.location?.href,
  );
  // The .wasm: where asked; else beside a worker script the page gave; else the package's own.
  const init = { wasmUrl: wasmUrl ?? (wasmBinary || workerUrl !== undefined ? undefined : packagedWasm()), wasmBinary };
  const spawn = spawner(workerUrl, lightToHand(init));
  if (!shared) return new SolverWorker(spawn, init);
  const key = engineKey(workerUrl, init.wasmUrl, options.wasmBinary);
  return new SolverWorker({ shared: () => sharedEngine(key, (unlist) => new Engine(spawn, { init, onEmpty: unlist })) });
}
