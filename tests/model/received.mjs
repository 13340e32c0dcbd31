// The worker's snapshot as a board receives it: the flat graph it carries
// (`adjacency`) and the `graph` lists the client makes from it when first read
// (wasm/src/graph-pack.js), without a thread between.
import { snapshot as posted } from '../../wasm/src/worker-service.js';
import { unpackGraph } from '../../wasm/src/graph-pack.js';

export const snapshot = (...args) => unpackGraph(posted(...args));
