// Browser (and bundler) entry: the .wasm is found next to this package's
// module through new URL(..., import.meta.url), which bundlers understand.
import createCatMouseModule from '../../dist/catmouse-core.mjs';
import { wrapModule } from './api.js';
import { solverOptions, startModule } from './solver-options.js';

export { CatMouseError, CancelledError } from './errors.js';
export { GAME_OPTIONS } from './options.js';
export { GRAPH_FORMATS, adjacencyText, edgeListText, graph6Text, sparse6Text, gameJson, lineText, writeGraph } from './formats.js';

// options: { wasmBinary?, locateFile?: (name) => url, maxMemory?: bytes one solve may reserve }
export async function createSolver(options = {}) {
  const { memoryLimit, moduleOptions } = solverOptions(options);
  return wrapModule(await startModule(createCatMouseModule, moduleOptions), memoryLimit);
}
