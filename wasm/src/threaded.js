// The threaded module (dist/catmouse-core-threads.mjs, .wasm, .worker.js:
// Emscripten pthreads), loaded at run time from the folder that holds the
// package's files, never bundled: an app's bundler would have to follow
// Emscripten's pthread worker and the module it imports again. A folder
// without those files (an app that copied only catmouse-core.wasm) gets the
// single-thread module, without an error.
import { startModule } from './solver-options.js';

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

// Starts the threaded module with a pool for `threads` threads (the calling
// one and threads - 1 workers: wasm/wasm.cmake's PTHREAD_POOL_SIZE).
export function startThreaded(factory, moduleOptions, threads) {
  const printErr = moduleOptions.printErr ?? ((text) => BLOCKING.test(text) || console.warn(text));
  return startModule(factory, { ...moduleOptions, printErr, threadPool: threads - 1 });
}
