// How many threads a solver gets. The threaded module (dist/
// catmouse-core-threads.*, Emscripten pthreads) needs memory shared between
// threads: a cross-origin isolated page or worker (COOP/COEP headers), or
// Node. Elsewhere, or when asked for 1, the single-thread module runs, with
// no error: an embedder who cannot isolate sees no change.
import { CatMouseError } from './errors.js';
import { shown } from './shown.js';

// The threaded module starts this many workers at most (wasm/wasm.cmake's
// PTHREAD_POOL_SIZE and the core's CATMOUSE_POOL_MAX say the same).
export const MAX_THREADS = 8;

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

// Can this context run the threaded module?
export function threadsAllowed() {
  if (typeof SharedArrayBuffer !== 'function' || typeof WebAssembly?.Memory !== 'function') return false;
  return isNode || globalThis.crossOriginIsolated === true;
}

// The cores this context reports (the pool's size follows the same count).
export function coreCount(cores = globalThis.navigator?.hardwareConcurrency) {
  return Math.min(MAX_THREADS, Math.max(1, Number.isInteger(cores) ? cores : 1));
}

// createSolver's threads option: undefined (every core, up to 8, where
// allowed) or a whole number from 1; the threads a solve will use.
export function threadsFor(requested, { allowed = threadsAllowed(), cores = coreCount() } = {}) {
  if (requested !== undefined && !(Number.isInteger(requested) && requested >= 1)) {
    throw new CatMouseError(`threads must be a whole number from 1 (1: the single-thread module), got ${shown(requested)}`, {
      code: 'argument.type',
    });
  }
  if (!allowed) return 1;
  return Math.min(requested ?? cores, cores);
}
