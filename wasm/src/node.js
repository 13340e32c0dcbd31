// Node entry: Emscripten 3.1.6's ES module output cannot load its own .wasm
// in Node, so we read the bytes and hand them over. The threaded module
// runs on every core (up to 8) with its workers over worker_threads.
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import createCatMouseModule from '../../dist/catmouse-core.mjs';
import { wrapModule } from './api.js';
import { solverOptions, startModule } from './solver-options.js';
import { coreCount, threadsFor } from './threads.js';
import { THREADED_WASM, startThreaded, threadedFactory } from './threaded.js';
import { withWebWorker } from './node-web-worker.js';

export { CatMouseError, CancelledError } from './errors.js';
export { GAME_OPTIONS } from './options.js';
export { GRAPH_FORMATS, adjacencyText, edgeListText, graph6Text, sparse6Text, gameJson, lineText, writeGraph } from './formats.js';

const dist = new URL('../../dist/', import.meta.url);
const wasmUrl = new URL('catmouse-core.wasm', dist);

async function startThreadedHere(moduleOptions, threads) {
  const factory = await threadedFactory(dist);
  const wasmBinary = factory && (await readFile(new URL(THREADED_WASM, dist)).catch(() => null));
  if (!wasmBinary) return null;
  return withWebWorker(() => startThreaded(factory, { ...moduleOptions, wasmBinary }, threads, dist));
}

export async function createSolver(options = {}) {
  const { memoryLimit, moduleOptions, threads: requested } = solverOptions(options);
  const threads = threadsFor(requested, { cores: coreCount(availableParallelism()) });
  // Bytes or a loader of the caller's are the single-thread module's.
  const own =
    moduleOptions.wasmBinary === undefined && moduleOptions.instantiateWasm === undefined && moduleOptions.locateFile === undefined;
  if (threads > 1 && own) {
    const threaded = await startThreadedHere(moduleOptions, threads);
    if (threaded) return wrapModule(threaded, memoryLimit, threads);
  }
  const start = async (hooks) => createCatMouseModule({ ...hooks, wasmBinary: hooks.wasmBinary ?? (await readFile(wasmUrl)) });
  return wrapModule(await startModule(start, moduleOptions), memoryLimit, 1);
}
