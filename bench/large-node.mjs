// node bench/large-node.mjs [N] [--write FILE]: solves a sparse N-node graph (default 20,000; a random tree
// plus as many random edges again, xorshift seeded 913) in the npm package under Node and prints the time,
// the progress reports and the wasm memory. --write FILE also writes the graph as an edge list, for the
// native CLI (`/usr/bin/time -v build/native/catmouse solve FILE`). BENCHMARKS.md, "20,000 nodes".
import { writeFileSync } from 'node:fs';
import { createSolver } from '../wasm/src/node.js';
import { randomEdgeList } from './random-edges.mjs';

const n = Number(process.argv[2] ?? 20000);
const writeAt = process.argv.indexOf('--write');
const { text, edges } = randomEdgeList(n);
if (writeAt > 0) writeFileSync(process.argv[writeAt + 1], text);
const solver = await createSolver();
let reports = 0;
const start = Date.now();
const game = solver.solve(text, {
  onProgress: () => {
    reports++;
  },
});
const seconds = (Date.now() - start) / 1000;
console.log(
  JSON.stringify({
    n,
    edges,
    seconds,
    reports,
    start: game.value({ mouse: 1, cat: 2 }),
    wasmMemoryMB: Math.round(solver.memoryBytes() / 2 ** 20),
    rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
  }),
);
game.dispose();
