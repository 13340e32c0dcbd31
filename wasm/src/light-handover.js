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
