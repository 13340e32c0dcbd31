// Where a board's files come from: the solver's worker script and .wasm,
// and the layout worker. By default, the package's own (a bundler finds
// them through new URL(..., import.meta.url)); setBasePath() or a board's
// base-path attribute point them at a folder a page serves itself (a copy
// of node_modules/catmouse/dist/). The one-file build
// (dist/cat-mouse-game.js) names its own folder here (one-file-folder.js).
import { CatMouseError, shown } from 'catmouse/rules'; // (not catmouse/worker: the one-file build's entry, which is also the workers, would fetch the solver's client)

const WASM_FILE = 'catmouse-core.wasm';
const SOLVER_FILE = 'worker-thread.js';
const LAYOUT_FILE = 'layout-worker.js';
const config = { base: undefined };

// A folder's URL, resolved against the document, with its trailing slash.
// Only a string or URL that is an http(s) folder (or relative to the page)
// is taken, at once: a javascript: or data: URL, a number or an array would
// only fail later, at every board's solve, without a code. The message
// quotes at most 200 characters of what it was given.
function folder(url, what) {
  const valid = typeof url === 'string' || url instanceof URL;
  const text = valid ? String(url) : '';
  let href = null;
  try {
    href = text ? new URL(text, globalThis.document?.baseURI ?? globalThis.location?.href) : null;
  } catch {
    href = null;
  }
  if (!href || !/^https?:$/.test(href.protocol)) {
    const given = valid ? JSON.stringify(text.length > 200 ? `${text.slice(0, 199)}…` : text) : shown(url);
    throw new CatMouseError(
      `${what} must be the http(s) URL of the folder that holds catmouse-core.wasm and the worker scripts (or a folder relative to the page), got ${given}`,
      { code: 'argument.type' },
    );
  }
  return href.href.endsWith('/') ? href.href : `${href.href}/`;
}

export function setBasePath(url) {
  config.base = url === undefined || url === null ? undefined : folder(url, 'setBasePath(url)');
}

export function getBasePath() {
  return config.base;
}

// For the one-file build: the worker scripts and the .wasm are in its folder.
export function useFolder(url) {
  config.base = new URL('./', url).href;
}

// The options of createSolverWorker() for a board (base: its base-path
// attribute, else the page's): {} for the package's own files.
export function solverAssets(base) {
  const from = base ? folder(base, 'base-path') : config.base;
  return from ? { workerUrl: new URL(SOLVER_FILE, from).href, wasmUrl: new URL(WASM_FILE, from).href } : {};
}

// The layout worker's URL for a board, or undefined for the package's own.
export function layoutWorkerUrl(base) {
  const from = base ? folder(base, 'base-path') : config.base;
  return from ? new URL(LAYOUT_FILE, from).href : undefined;
}
