// Where a board's files come from: the solver's worker script and .wasm,
// and the layout worker. By default, the package's own (a bundler finds
// them through new URL(..., import.meta.url)); setBasePath() or a board's
// base-path attribute point them at a folder a page serves itself (a copy
// of node_modules/catmouse/dist/). The one-file build
// (dist/cat-mouse-game.js) is its own worker: it names itself here.
import { CatMouseError } from 'catmouse/worker';

const WASM_FILE = 'catmouse-core.wasm';
const config = { base: undefined, solverFile: 'worker-thread.js', layoutFile: 'layout-worker.js' };

// A folder's URL, resolved against the document, with its trailing slash;
// worker.unavailable when it is none (the solver cannot be found there).
function folder(url, what) {
  const text = String(url);
  let href;
  try {
    href = new URL(text, globalThis.document?.baseURI ?? globalThis.location?.href).href;
  } catch {
    href = null;
  }
  if (!text || !href)
    throw new CatMouseError(
      `${what} must be the URL of the folder that holds catmouse-core.wasm and the worker scripts, got ${JSON.stringify(text)}`,
      { code: 'worker.unavailable' },
    );
  return href.endsWith('/') ? href : `${href}/`;
}

export function setBasePath(url) {
  config.base = url === undefined || url === null ? undefined : folder(url, 'setBasePath(url)');
}

export function getBasePath() {
  return config.base;
}

// For the one-file build: the workers are this very file, the .wasm beside it.
export function useOneFile(fileUrl) {
  const url = new URL(fileUrl);
  const name = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  config.base = new URL('./', url).href;
  config.solverFile = name;
  config.layoutFile = name;
}

// The options of createSolverWorker() for a board (base: its base-path
// attribute, else the page's): {} for the package's own files.
export function solverAssets(base) {
  const from = base ? folder(base, 'base-path') : config.base;
  return from ? { workerUrl: new URL(config.solverFile, from).href, wasmUrl: new URL(WASM_FILE, from).href } : {};
}

// The layout worker's URL for a board, or undefined for the package's own.
export function layoutWorkerUrl(base) {
  const from = base ? folder(base, 'base-path') : config.base;
  return from ? new URL(config.layoutFile, from).href : undefined;
}
