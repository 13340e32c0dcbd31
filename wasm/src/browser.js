// Browser (and bundler) entry: the .wasm is found next to this package's
// module through new URL(..., import.meta.url), which bundlers understand.
// In a cross-origin isolated page the threaded module is used when its
// files are beside the package's (threaded.js); elsewhere one thread.
import createCatMouseModule from '../../dist/catmouse-core.mjs';
import { wrapModule } from './api.js';
import { solverOptions, startModule } from './solver-options.js';
import { threadsFor } from './threads.js';
import { startThreaded, threadedFactory } from './threaded.js';

export { CatMouseError, CancelledError } from './errors.js';
export { GAME_OPTIONS } from './options.js';
export { GRAPH_FORMATS, adjacencyText, edgeListText, graph6Text, sparse6Text, gameJson, lineText, writeGraph } from './formats.js';

// options: { wasmBinary?, locateFile?: (name) => url, maxMemory?: bytes one
// solve may reserve, threads?: 1 for one thread (default: every core, up to
// 8, where the page is cross-origin isolated), instantiateWasm? }
export async function createSolver(options = {}) {
  const { memoryLimit, moduleOptions, threads: requested } = solverOptions(options);
  const threads = threadsFor(requested);
  // Bytes or an instantiation of the caller's are the single-thread module's.
  const own = moduleOptions.wasmBinary === undefined && moduleOptions.instantiateWasm === undefined;
  if (threads > 1 && own) {
    const folder = moduleOptions.locateFile
      ? new URL('./', new URL(moduleOptions.locateFile('catmouse-core.wasm'), globalThis.location?.href))
      : new URL('../../dist/', import.meta.url);
    const factory = await threadedFactory(folder);
    if (factory) return wrapModule(await startThreaded(factory, moduleOptions, threads, folder), memoryLimit, threads);
  }
  return wrapModule(await startModule(createCatMouseModule, moduleOptions), memoryLimit, 1);
}
