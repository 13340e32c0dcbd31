// node bench/large-node.mjs [N] [--write FILE]: solves a sparse N-node graph (default 20,000; a random tree
// plus as many random edges again, xorshift seeded 913) in the npm package under Node and prints the time,
// the progress reports and the wasm memory. --write FILE also writes the graph as an edge list, for the
// native CLI (`/usr/bin/time -v build/native/catmouse solve FILE`). BENCHMARKS.md, "20,000 nodes".
import { writeFileSync } from 'node:fs';
import { createSolver } from '../wasm/src/node.js';

const n = Number(process.argv[2] ?? 20000);
const writeAt = process.argv.indexOf('--write');
let seed = 913;
const rand = (k) => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) % k; };
const edges = new Set();
const lines = [];
const add = (a, b) => { if (a === b) return; const key = a < b ? `${a} ${b}` : `${b} ${a}`; if (!edges.has(key)) { edges.add(key); lines.push(key); } };
for (let i = 1; i < n; i++) add(i, rand(i));
while (lines.length < 2 * n - 1) add(rand(n), rand(n));
const text = `${lines.join('\n')}\n`;
if (writeAt > 0) writeFileSync(process.argv[writeAt + 1], text);
const solver = await createSolver();
let reports = 0;
const start = Date.now();
const game = solver.solve(text, { onProgress: () => { reports++; } });
const seconds = (Date.now() - start) / 1000;
console.log(JSON.stringify({ n, edges: lines.length, seconds, reports, start: game.value({ mouse: 1, cat: 2 }), wasmMemoryMB: Math.round(solver.memoryBytes() / 2 ** 20), rssMB: Math.round(process.memoryUsage().rss / 2 ** 20) }));
game.dispose();
