// The solver's Web Worker script. The package ships it bundled into one
// self-contained file (dist/worker-thread.js: no imports a bundler would
// have to follow); its first message says where the .wasm is.
import { createSolver } from './browser.js';
import { serve } from './worker-service.js';
import { compileWasm, fetchWasm, notCatmouse } from './load-errors.js';
import { threadsFor } from './threads.js';
import { THREADED_WASM, startThreaded, threadedFactory } from './threaded.js';
import { wrapModule } from './api.js';
import { HANDOVER, WASM_FILE, lightUrlOf } from './light-handover.js';

// start(hooks) with Emscripten instantiating the compiled module through
// our hook (a missing or refused file was reported with its URL before
// this); an instantiation that fails rejects.
// A module that is WebAssembly but not this catmouse's solver (another
// program's, another version's) is refused with its URL: it asks for imports
// the glue does not give, or the glue does not find its exports (which used
// to throw inside the worker and leave the board solving for ever).
const fromCompiled = (module, start, where) =>
  new Promise((resolve, reject) => {
    const foreign = (reason) => reject(notCatmouse(where, reason));
    start({
      instantiateWasm: (imports, receive) => {
        const missing = WebAssembly.Module.imports(module).find(({ module: from, name }) => !(imports[from] && name in imports[from]));
        if (missing) foreign(`it asks for ${missing.module}.${missing.name}, which the solver's script does not give`);
        else
          WebAssembly.instantiate(module, imports)
            .then((instance) => receive(instance, module))
            .catch((error) => foreign(String(error?.message ?? error)));
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
    return wrapModule(await fromCompiled(module, (hooks) => startThreaded(factory, hooks, threads, folder), THREADED_WASM), 0, threads);
  } catch {
    return null;
  }
}

// The single-thread module from its bytes; `where` names them in errors.
async function loadSingle(bytes, where) {
  const module = await compileWasm(bytes, where);
  return fromCompiled(module, (hooks) => createSolver({ ...hooks, threads: 1 }), where);
}

// The light module (no two-cat solve, grid game or grid stencil, table
// files, command line or readers of formats but the JSON adjacency list:
// half the bytes before a board's first verdict) where it sits beside
// catmouse-core.wasm in the package's own folder (not renamed by a
// bundler); null where the server says it is not there (404: a folder
// copied before it existed), and any other failure to fetch or start it is
// reported as the full module's would be. The same glue runs it. Its
// upgrade() starts the full module, which the worker service asks when the
// light one answers solver.needs-full.
// fromPage: the page's response for it, where the page fetched it (light-handover.js).
async function loadLight(url, fromPage) {
  const light = lightUrlOf(url);
  if (!light) return null;
  const bytes = await fetchWasm(light, fromPage(light)).catch((error) => {
    if (error?.status === 404) return null;
    throw error;
  });
  if (!bytes) return null;
  const solver = await loadSingle(bytes, light);
  solver.upgrade = async () => loadSingle(await fetchWasm(url), url);
  return solver;
}

// The .wasm is fetched here, not by Emscripten's loader, so a missing or
// refused file is reported with its URL, its HTTP status and what to do.
// lightHanded: the light module's URL where the page fetches it for this
// worker; light: false where the request the worker was made for needs the
// full module (light-handover.js, lightMayAnswer), which then starts alone.
async function load({ wasmUrl, wasmBinary, lightHanded, light = true }, handover) {
  const url = String(wasmUrl ?? new URL(WASM_FILE, import.meta.url));
  if (!wasmBinary) {
    const fromPage = (lightUrl) => (lightUrl === lightHanded ? handover.response() : null);
    const started = (await loadThreaded(url)) ?? (light ? await loadLight(url, fromPage) : null);
    if (started) return started;
  }
  return loadSingle(wasmBinary ?? (await fetchWasm(url)), wasmBinary ? 'the wasmBinary given' : url);
}

// The light module the page fetched for this worker (light-handover.js):
// take(message) keeps it (true) or leaves the message to the service;
// response() is the page's response as fetch() gives one (what fetchWasm
// reads), or null where the page's fetch failed and the worker fetches it.
// It is given out once, so the bytes go once compiled (a restart after an
// abort fetches the file again).
function pageHandover() {
  let receive;
  let handed = new Promise((resolve) => (receive = resolve));
  return {
    take(message) {
      if (message?.type !== HANDOVER) return false;
      const { failed, status, statusText, contentType, bytes } = message;
      const ok = status >= 200 && status < 300;
      receive(
        failed ? null : { ok, status, statusText, headers: new Headers({ 'content-type': contentType }), arrayBuffer: async () => bytes },
      );
      return true;
    },
    response() {
      const once = handed;
      handed = Promise.resolve(null);
      return once;
    },
  };
}

export function startSolverThread(scope = self) {
  const handover = pageHandover();
  const handle = serve(
    (init) => load(init, handover),
    (message, transfer) => scope.postMessage(message, transfer ?? []),
  );
  scope.addEventListener('message', (event) => handover.take(event.data) || handle(event.data));
}
