// The browser-side numbers, measured in Node: the wasm solver against
// baseline (b), a careful pure-JavaScript solver, in the same process, on the
// graphs the native benchmark writes (--write-graphs DIR).
// usage: node bench/wasm.mjs DIR [--min-time SECONDS]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createSolver } from '../wasm/src/node.js';
import { csrOf, solveBaseline } from './js-baseline.mjs';

const args = process.argv.slice(2);
const dir = args[0];
const minTime = Number(args[args.indexOf('--min-time') + 1] || 1);
if (!dir) {
  console.error('usage: node bench/wasm.mjs DIR [--min-time SECONDS]');
  process.exit(2);
}

function adjacencyOf(edgeList) {
  const edges = edgeList.trim().split('\n').map((line) => line.split(' ').map(Number));
  const n = Math.max(...edges.flat()) + 1;
  const adjacency = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adjacency[a].push(b);
    adjacency[b].push(a);
  }
  return adjacency;
}

// Fastest of repeated runs until minTime seconds have passed (at least one).
function fastest(run) {
  let best = Infinity;
  let result;
  const start = performance.now();
  do {
    const t0 = performance.now();
    result = run();
    best = Math.min(best, (performance.now() - t0) / 1000);
  } while ((performance.now() - start) / 1000 < minTime);
  return { seconds: best, result };
}

const order = (name) => {
  const [family, n] = name.replace('.txt', '').split('-');
  return [family, Number(n)];
};
const files = readdirSync(dir).filter((f) => f.endsWith('.txt')).sort((a, b) => {
  const [fa, na] = order(a);
  const [fb, nb] = order(b);
  return fa === fb ? na - nb : fa.localeCompare(fb);
});

const format = (s) => (s < 1 ? `${(s * 1000).toFixed(1)} ms` : `${s.toFixed(2)} s`);
console.log('wasm (Node, one thread) against baseline (b), pure JavaScript, same process; hole = node 0');
console.log('wasm memory: growth of the module\'s linear memory during the first solve of a fresh instance');
console.log('| graph | n | states | wasm | wasm B/state | JS baseline | JS B/state | wasm speed-up over JS |');
console.log('|---|--:|--:|--:|--:|--:|--:|--:|');
let mismatches = 0;
for (const file of files) {
  const [family, n] = order(file);
  const adjacency = adjacencyOf(readFileSync(join(dir, file), 'utf8'));
  const states = 2 * n * n;

  const solver = await createSolver();
  const before = solver.memoryBytes();
  solver.solve(adjacency).dispose();
  const wasmBytes = (solver.memoryBytes() - before) / states;
  const wasm = fastest(() => {
    const game = solver.solve(adjacency);
    const table = game.table();
    game.dispose();
    return table;
  });
  const wasmSolveOnly = fastest(() => solver.solve(adjacency).dispose());

  const csr = csrOf(adjacency);
  const js = fastest(() => solveBaseline(csr, 0));
  const jsBytes = 13; // Uint8 outcome + Int32 remoteness, counter and queue slot per state

  const ours = wasm.result;
  const theirs = js.result;
  for (let s = 0; s < states; s++) {
    const o = ours.outcome[s];
    if (o !== theirs.outcome[s] || ((o === 1 || o === 2) && ours.remoteness[s] !== theirs.remoteness[s])) {
      console.log(`\n*** MISMATCH on ${file} at state ${s} ***\n`);
      mismatches++;
      break;
    }
  }
  console.log(`| ${family} | ${n} | ${states.toLocaleString('en')} | ${format(wasmSolveOnly.seconds)} | ${wasmBytes.toFixed(2)} | ${format(js.seconds)} | ${jsBytes} | ${(js.seconds / wasmSolveOnly.seconds).toFixed(2)}× |`);
}
if (mismatches) process.exit(1);
console.log('\nall positions agree between the wasm solver and the JavaScript baseline (outcome and remoteness)');
