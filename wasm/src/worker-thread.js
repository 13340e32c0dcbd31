// The solver's Web Worker script. The package ships it bundled into one
// self-contained file (dist/worker-thread.js: no imports a bundler would
// have to follow); its first message says where the .wasm is.
import { createSolver } from './browser.js';
import { serve } from './worker-service.js';
import { compileWasm, fetchWasm } from './load-errors.js';

// The .wasm is fetched here, not by Emscripten's loader, so a missing or
// refused file is reported with its URL, its HTTP status and what to do.
async function load({ wasmUrl, wasmBinary }) {
  const url = String(wasmUrl ?? new URL('catmouse-core.wasm', import.meta.url));
  const bytes = wasmBinary ?? (await fetchWasm(url));
  const module = await compileWasm(bytes, wasmBinary ? 'the wasmBinary given' : url);
  return new Promise((resolve, reject) => {
    createSolver({
      instantiateWasm: (imports, receive) => {
        WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), reject);
        return {};
      },
    }).then(resolve, reject);
  });
}

export function startSolverThread(scope = self) {
  const handle = serve(load, (message, transfer) => scope.postMessage(message, transfer ?? []));
  scope.addEventListener('message', (event) => handle(event.data));
}
