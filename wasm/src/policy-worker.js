// Every worker catmouse starts (the solver's, the layout's) starts here:
//
// - From a script on another origin (a CDN), through a same-origin blob:
//   module that imports it: browsers start workers only from the page's own
//   origin (pdf.js, Ace and PyScript do the same). The script must be served
//   with CORS, as CDNs do; a page whose CSP has no blob: in worker-src is
//   told so (load-errors.js).
// - On a page that enforces Trusted Types (require-trusted-types-for
//   'script'), through a policy named "catmouse" that the page's
//   `trusted-types` directive can allow. The policy is this module's alone
//   and hands no TrustedScriptURL out. It mints a URL only for one of the
//   package's own worker files, at the moment that worker starts:
//   - the packaged solver worker, started here (packagedSolverWorker) from
//     the literal bundlers rewrite, whatever name a bundler gives the file;
//   - a URL whose file is one of OWN_WORKER_FILES (as base-path, the
//     one-file build or a CDN puts it, or as Vite, Rollup or Next.js rename
//     it: worker-thread-C1X0.js, layout-worker.03g0q8.js);
//   - the threaded module's pthread worker (pthreadWorkerUrl).
//   Any other URL given to CatMouseWorker (a page's own workerUrl) goes to
//   the browser as it is: under enforced Trusted Types it must be the page's
//   own TrustedScriptURL, else the browser refuses it.
let policy = null;
let minting = null; // the one URL the policy passes, while a worker starts
const blobs = new Map(); // script URL -> the blob: module that imports it

function trusted(href) {
  const types = globalThis.trustedTypes;
  if (!types?.createPolicy || types.isScriptURL?.(href)) return href;
  policy ??= types.createPolicy('catmouse', {
    createScriptURL: (asked) => {
      if (asked !== minting) throw new TypeError(`catmouse's Trusted Types policy passes only the worker it is starting, not ${asked}`);
      return asked;
    },
  });
  minting = href;
  try {
    return policy.createScriptURL(href);
  } finally {
    minting = null;
  }
}

// The threaded module's pthread worker (dist/catmouse-core-threads.worker.mjs)
// in `folder`, the one the package resolved for it: Emscripten's glue starts
// its pool with new Worker(locateFile(name)), so under Trusted Types the name
// it asks for gets a TrustedScriptURL from the policy (threaded.js), and
// only that file's: any other name is refused.
export const PTHREAD_WORKER = 'catmouse-core-threads.worker.mjs';
export function pthreadWorkerUrl(folder) {
  return trusted(new URL(PTHREAD_WORKER, folder).href);
}

const pageUrl = () => globalThis.document?.baseURI ?? globalThis.location?.href;

// Whether `href` is on another origin than the page's (blob: and data: never are).
export function isCrossOrigin(href) {
  const origin = globalThis.location?.origin;
  if (!origin || origin === 'null') return false;
  const url = new URL(href, pageUrl());
  return /^https?:$/.test(url.protocol) && url.origin !== origin;
}

// The URL a worker starts from: the script's own, or for one on another
// origin a blob: module that imports it (its import.meta.url stays the
// script's own, so it finds the files beside it).
export function workerSource(url) {
  if (globalThis.trustedTypes?.isScriptURL?.(url)) return url; // the page's own TrustedScriptURL
  const href = new URL(String(url), pageUrl()).href;
  if (!isCrossOrigin(href)) return href;
  if (!blobs.has(href)) blobs.set(href, URL.createObjectURL(new Blob([`import ${JSON.stringify(href)};\n`], { type: 'text/javascript' })));
  return blobs.get(href);
}

// The package's worker files, by the names dist/ gives them (the one-file
// build, cat-mouse-game.js, is its own worker).
export const OWN_WORKER_FILES = ['worker-thread.js', 'layout-worker.js', 'cat-mouse-game.js'];
// Such a name as bundlers rename it: a hash after a dash or a dot.
const OWN_WORKER_NAME = /^(worker-thread|layout-worker|cat-mouse-game)(?:[-.][A-Za-z0-9_-]+)?\.m?js$/;

export function isOwnWorkerFile(url) {
  if (globalThis.trustedTypes?.isScriptURL?.(url)) return false;
  let parsed;
  try {
    parsed = new URL(String(url), pageUrl());
  } catch {
    return false;
  }
  return /^https?:$/.test(parsed.protocol) && OWN_WORKER_NAME.test(parsed.pathname.split('/').pop());
}

let startingPackaged = false; // inside packagedSolverWorker(): its URL is the package's, whatever its name

// A module Worker for catmouse's own worker scripts. Written as a class so
// that a call site can shadow Worker with it and keep the literal
// `new Worker(new URL('…', import.meta.url), …)` that bundlers look for.
export const CatMouseWorker =
  globalThis.Worker &&
  class CatMouseWorker extends globalThis.Worker {
    constructor(url, options) {
      const own = startingPackaged || isOwnWorkerFile(url);
      const source = workerSource(url);
      super(own ? trusted(source) : source, options);
    }
  };

// The package's own solver worker, written the way bundlers find it: Vite
// bundles it as a worker; webpack 5 (which takes the local Worker for
// another class) copies it as an asset under a hash for a name, which works
// too because the file is self-contained. Here, beside the policy, so that
// only this start passes whatever name the bundler gave it.
export function packagedSolverWorker() {
  const Worker = CatMouseWorker;
  startingPackaged = true;
  try {
    return new Worker(new URL('../../dist/worker-thread.js', import.meta.url), { type: 'module', name: 'catmouse-solver' }); // a literal: Vite 5 (VitePress 1) refuses a name it cannot read statically
  } finally {
    startingPackaged = false;
  }
}
