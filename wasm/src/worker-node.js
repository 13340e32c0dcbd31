// `catmouse/worker` in Node: the same API over worker_threads.
import { Worker } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Engine, INTERIM, SolverWorker, sharedEngine } from './worker-client.js';
import { engineKey, workerAssets } from './worker-options.js';
import { CatMouseError } from './errors.js';
import { quoted } from './shown.js';

export { CatMouseError, CancelledError } from './errors.js';
// The browser's worker starter, for code shared with the browser (the
// element imports it); Node has no Worker, so it is undefined here.
export const CatMouseWorker = undefined;

// Workers inherit the parent's flags, and refuse to start with those that
// are the whole process's (--max-old-space-size, --stack-size, --expose-gc:
// V8 applies them to the thread anyway) or make no sense for a file
// (--input-type, from `node -e` scripts). Node names no list of the flags a
// worker takes, so: the parent's flags when Node accepts them, none when it
// says they are invalid (by its error code).
function startThread(url) {
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
  try {
    return new Worker(url, { execArgv });
  } catch (error) {
    if (error?.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    return new Worker(url, { execArgv: [] });
  }
}

// A worker_threads thread as the engine uses it.
function spawner(url) {
  return () => {
    const worker = startThread(url);
    // An idle solver worker must not keep the process alive; a busy one must.
    let inFlight = 0;
    let ended = false;
    worker.unref();
    return {
      post: (message) => {
        worker.postMessage(message); // throws before anything is in flight if the message cannot be sent
        if (message.type !== 'init' && inFlight++ === 0) worker.ref();
      },
      onMessage: (handler) =>
        worker.on('message', (message) => {
          if (!INTERIM.has(message.type) && --inFlight === 0) worker.unref();
          handler(message);
        }),
      onError: (handler) => {
        worker.on('error', handler);
        // A thread that ends on its own (process.exit in it, say) fails what it was asked.
        worker.on('exit', (code) => ended || handler(new Error(`the solver thread exited (code ${code})`)));
      },
      terminate: () => {
        ended = true;
        void worker.terminate();
      },
    };
  };
}

// The .wasm's bytes from a file: URL (Node's threads are given the bytes).
function wasmBytes(url) {
  try {
    return new Uint8Array(readFileSync(new URL(url)));
  } catch (error) {
    throw Object.assign(
      new CatMouseError(`cannot read the solver's WebAssembly from ${quoted(url)}: ${quoted(error.message)}`, {
        code: 'worker.unavailable',
      }),
      { url },
    );
  }
}

// options as in browsers: { workerUrl, wasmUrl, locateFile, wasmBinary, shared }.
export function createSolverWorker(options = {}) {
  const { workerUrl, wasmUrl, wasmBinary, shared } = workerAssets(
    options,
    'worker-thread-node.js',
    pathToFileURL(`${process.cwd()}/`).href,
  );
  const url = workerUrl ?? new URL('./worker-thread-node.js', import.meta.url);
  const init = { wasmBinary: wasmBinary ?? (wasmUrl ? wasmBytes(wasmUrl) : undefined) };
  if (!shared) return new SolverWorker(spawner(url), init);
  const key = engineKey(workerUrl, wasmUrl, options.wasmBinary);
  return new SolverWorker({ shared: () => sharedEngine(key, (unlist) => new Engine(spawner(url), { init, onEmpty: unlist })) });
}
