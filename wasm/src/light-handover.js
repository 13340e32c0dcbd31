// The light module's bytes, fetched by the page while the solver's worker
// starts, and handed to the worker.
//
// A worker's thread starts only when the page's thread is free, and a
// board's first render keeps it busy: on a slow phone the worker asked for
// the .wasm 200 ms after it was made, then waited for all of it. The page
// asks for it as it makes the worker instead, and posts the bytes (moved,
// not copied) once they have come. The worker (worker-thread.js) checks
// them as if it had fetched them itself (load-errors.js, fetchWasm), and
// fetches the file itself if the page's fetch failed (it reports why, with
// the URL). This is the page's side, and what both sides share.
export const WASM_FILE = 'catmouse-core.wasm';
const LIGHT_WASM = 'catmouse-core-lite.wasm';
export const HANDOVER = 'light-wasm'; // the message's type (worker-thread.js takes it)

// The light module beside the full one at `wasmUrl`, where the worker starts
// it (worker-thread.js, loadLight): only beside the package's own file name
// (not one a bundler renamed); else null.
export function lightUrlOf(wasmUrl) {
  if (typeof wasmUrl !== 'string' || !wasmUrl.endsWith(`/${WASM_FILE}`)) return null;
  return new URL(LIGHT_WASM, wasmUrl).href;
}

// The light module the page fetches for a worker whose `init` ({ wasmUrl,
// wasmBinary }) this is, or null: none where bytes are given, or where the
// worker may start the threaded module instead (a cross-origin isolated
// page: threads.js, which the page's first script does without).
export const lightToHand = ({ wasmUrl, wasmBinary }) => (wasmBinary || globalThis.crossOriginIsolated ? null : lightUrlOf(wasmUrl));

// Whether the light module may answer a thread's first request: a hint that
// spares the light module's bytes where it surely cannot (two cats, and the
// texts core/src/import.cpp's detect() gives another reader than the JSON
// adjacency list's: a game file, a grid, sparse6 or graph6 by their marks or
// as one word of graph6's characters, an edge list), so such a board fetches
// the full module alone. Only a hint: where it says yes and the light module
// cannot (a grid-shaped graph for the stencil, say), the light module answers
// solver.needs-full and the worker starts the full one, as before;
// tests/js/lite-module.test.mjs holds it to the light module's answers.
const OTHER_READER = /^(?:\{|\[\s*"|[:;&>#0-9]|grid)/;
const GRAPH6_WORD = /^[?-~]+\s*$/; // graph6's characters are '?' to '~'
export function lightMayAnswer(message) {
  const { graph, options } = message ?? {};
  if (options?.cat2 !== undefined && options.cat2 !== null) return false;
  if (options?.format !== undefined && options.format !== 'auto' && options.format !== 'adjacency') return false;
  if (typeof graph !== 'string') return true;
  const text = graph.trimStart();
  return !OTHER_READER.test(text) && !(GRAPH6_WORD.test(text) && !text.startsWith('['));
}

// Fetches `url` and posts it to `worker`; abort() stops the fetch (the
// worker ended before the bytes came).
export function handLight(worker, url) {
  const stop = new AbortController();
  const post = (message, transfer = []) => worker.postMessage({ type: HANDOVER, ...message }, transfer);
  fetch(url, { credentials: 'same-origin', signal: stop.signal })
    .then(async (response) => {
      const bytes = await response.arrayBuffer();
      const { status, statusText } = response;
      post({ status, statusText, contentType: response.headers.get('content-type') ?? '', bytes }, [bytes]);
    })
    .catch(() => {
      if (!stop.signal.aborted) post({ failed: true });
    });
  return { abort: () => stop.abort() };
}
