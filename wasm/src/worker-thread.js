// The solver's Web Worker script. The package ships it bundled into one
// self-contained file (dist/worker-thread.js: no imports a bundler would
// have to follow); its first message says where the .wasm is.
import { createSolver } from './browser.js';
import { serve } from './worker-service.js';
import { compileWasm, fetchWasm } from './load-errors.js';
import { threadsFor } from './threads.js';
import { THREADED_WASM, startThreaded, threadedFactory } from './threaded.js';
import { wrapModule } from './api.js';

const WASM_FILE = 'catmouse-core.wasm';

// start(hooks) with Emscripten instantiating the compiled module through
// our hook (a missing or refused file was reported with its URL before
// this); an instantiation that fails rejects.
const fromCompiled = (module, start) =>
  new Promise((resolve, reject) => {
    start({
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), reject);
        return {};
      },
    }).then(resolve, reject);
  });

// The threaded module where the worker is cross-origin isolated and its
// files are beside catmouse-core.wasm (the package's folder, a base-path,
// the one-file build's); null otherwise, and the single-thread one runs.
async function loadThreaded(wasmUrl) {
  const threads = threadsFor(undefined);
  if (threads < 2 || !wasmUrl.endsWith(`/${WASM_FILE}`)) return null;
  const folder = new URL('./', wasmUrl);
  const factory = await threadedFactory(folder);
  if (!factory) return null;
  try {
    const module = await compileWasm(await fetchWasm(new URL(THREADED_WASM, folder).href), THREADED_WASM);
    return wrapModule(await fromCompiled(module, (hooks) => startThreaded(factory, hooks, threads)), 0, threads);
  } catch {
    return null;
  }
}

// The .wasm is fetched here, not by Emscripten's loader, so a missing or
// refused file is reported with its URL, its HTTP status and what to do.
async function load({ wasmUrl, wasmBinary }) {
  const url = String(wasmUrl ?? new URL(WASM_FILE, import.meta.url));
  if (!wasmBinary) {
    const threaded = await loadThreaded(url);
    if (threaded) return threaded;
  }
  const bytes = wasmBinary ?? (await fetchWasm(url));
  const module = await compileWasm(bytes, wasmBinary ? 'the wasmBinary given' : url);
  return fromCompiled(module, (hooks) => createSolver({ ...hooks, threads: 1 }));
}

export function startSolverThread(scope = self) {
  const handle = serve(load, (message, transfer) => scope.postMessage(message, transfer ?? []));
  scope.addEventListener('message', (event) => handle(event.data));
}
