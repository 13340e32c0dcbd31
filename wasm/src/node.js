// Node entry: Emscripten 3.1.6's ES module output cannot load its own .wasm
// in Node, so we read the bytes and hand them over.
import { readFile } from 'node:fs/promises';
import createCatMouseModule from '../../dist/catmouse-core.mjs';
import { wrapModule } from './api.js';
import { solverOptions, startModule } from './solver-options.js';

export { CatMouseError, CancelledError } from './errors.js';
export { GAME_OPTIONS } from './options.js';
export { GRAPH_FORMATS, adjacencyText, edgeListText, graph6Text, sparse6Text, gameJson, lineText, writeGraph } from './formats.js';

const wasmUrl = new URL('../../dist/catmouse-core.wasm', import.meta.url);

export async function createSolver(options = {}) {
  const { memoryLimit, moduleOptions } = solverOptions(options);
  const start = async (hooks) => createCatMouseModule({ ...hooks, wasmBinary: hooks.wasmBinary ?? (await readFile(wasmUrl)) });
  return wrapModule(await startModule(start, moduleOptions), memoryLimit);
}
