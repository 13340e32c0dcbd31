// node bench/two-cats.mjs N [dense|sparse] [--write FILE] [--wasm]: a two-cat game (mouse 1, cat A 2, cat B 3,
// hole 0) on a random N-node graph, xorshift seeded 913: dense is each pair an edge with probability 1/2,
// sparse a random tree plus as many random edges again. --write FILE writes it as an edge list for the
// native CLI (`/usr/bin/time -v build/native/catmouse solve FILE --cat2 3`); --wasm solves it in the npm
// package under Node and prints the time and the wasm memory. BENCHMARKS.md, "Two cats".
import { writeFileSync } from 'node:fs';
import { createSolver } from '../wasm/src/node.js';
import { randomEdgeList } from './random-edges.mjs';

const n = Number(process.argv[2] ?? 100);
const dense = (process.argv[3] ?? 'dense') === 'dense';
const writeAt = process.argv.indexOf('--write');
const { text, edges } = randomEdgeList(n, { dense });
if (writeAt > 0) writeFileSync(process.argv[writeAt + 1], text);
if (process.argv.includes('--wasm')) {
  const solver = await createSolver();
  const start = Date.now();
  const game = solver.solve(text, { mouse: 1, cat: 2, cat2: 3, hole: 0, maxSeconds: 0 }); // measured, however long
  const seconds = (Date.now() - start) / 1000;
  console.log(
    JSON.stringify({
      n,
      edges,
      seconds,
      start: game.value(game.start),
      wasmMemoryMB: Math.round(solver.memoryBytes() / 2 ** 20),
      rssMB: Math.round(process.memoryUsage().rss / 2 ** 20),
    }),
  );
  game.dispose();
} else {
  console.log(JSON.stringify({ n, edges }));
}
