// The threaded module (dist/catmouse-core-threads.mjs, .wasm, .worker.js:
// Emscripten pthreads), loaded at run time from the folder that holds the
// package's files, never bundled: an app's bundler would have to follow
// Emscripten's pthread worker and the module it imports again. A folder
// without those files (an app that copied only catmouse-core.wasm) gets the
// single-thread module, without an error.
import { startModule } from './solver-options.js';
import { PTHREAD_WORKER, pthreadWorkerUrl } from './policy-worker.js';

export const THREADED_GLUE = 'catmouse-core-threads.mjs';
export const THREADED_WASM = 'catmouse-core-threads.wasm';

// Emscripten says this once when a solve waits on the thread that called it
// (Node's main thread, or a page's): the solve is meant to block it.
const BLOCKING = /^Blocking on the main thread/;

// The threaded module's factory from `folder` (a URL ending in /), or null.
export async function threadedFactory(folder) {
  try {
    const url = new URL(THREADED_GLUE, folder).href;
    return (await import(/* webpackIgnore: true */ /* @vite-ignore */ url)).default;
  } catch {
    return null;
  }
}

// Starts the threaded module from `folder` with a pool for `threads` threads
// (the calling one and threads - 1 workers: wasm/wasm.cmake's
// PTHREAD_POOL_SIZE). Its files are found where the caller's locateFile
// says, or in folder; in a browser, the pool's worker script through the
// catmouse policy (policy-worker.js), which a page that enforces Trusted
// Types requires (Emscripten's own new Worker(url) is refused there).
export function startThreaded(factory, moduleOptions, threads, folder) {
  const printErr = moduleOptions.printErr ?? ((text) => BLOCKING.test(text) || console.warn(text));
  const options = { ...moduleOptions, printErr, threadPool: threads - 1 };
  if (globalThis.trustedTypes && folder) {
    const own = moduleOptions.locateFile ?? ((name) => new URL(name, folder).href);
    options.locateFile = (name, prefix) =>
      name === PTHREAD_WORKER ? pthreadWorkerUrl(new URL('./', new URL(own(name, prefix), folder))) : own(name, prefix);
  }
  return startModule(factory, options);
}
