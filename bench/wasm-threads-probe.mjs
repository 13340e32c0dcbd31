// By hand (not part of npm run bench): the threaded module on one thread and
// on two against the single-thread module, on the graphs a native bench run
// wrote (--write-graphs DIR), to tell the threaded build's own cost from the
// second thread's gain.   node bench/wasm-threads-probe.mjs DIR [name ...]
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readFile } from 'node:fs/promises';
import { createSolver } from '../wasm/src/node.js';
import { wrapModule } from '../wasm/src/api.js';
import { THREADED_WASM, startThreaded, threadedFactory } from '../wasm/src/threaded.js';
import { withWebWorker } from '../wasm/src/node-web-worker.js';

const [dir, ...names] = process.argv.slice(2);
const dist = new URL('../dist/', import.meta.url);
const factory = await threadedFactory(dist);
const wasmBinary = await readFile(new URL(THREADED_WASM, dist));
const instance = await withWebWorker(() => startThreaded(factory, { wasmBinary }, 2));
const threadedOne = wrapModule(instance, 0, 1);
const threadedTwo = wrapModule(instance, 0, 2);
const plain = await createSolver({ threads: 1 });
const best = (solver, adjacency, runs) => {
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    solver.solve(adjacency, { allowIsolated: true }).dispose();
    least = Math.min(least, performance.now() - t0);
  }
  return least / 1000;
};
const files = readdirSync(dir).filter((f) => f.endsWith('.txt') && (!names.length || names.some((n) => f.startsWith(n))));
for (const file of files) {
  const first = plain.solve(readFileSync(join(dir, file), 'utf8'), { allowIsolated: true }); // the edge list, read as wasm.mjs does
  const adjacency = first.graph;
  first.dispose();
  const runs = Number(process.env.RUNS ?? 3);
  const p = best(plain, adjacency, runs);
  const t1 = best(threadedOne, adjacency, runs);
  const t2 = best(threadedTwo, adjacency, runs);
  console.log(
    `${file}: plain ${p.toFixed(3)} s, threaded on 1 ${t1.toFixed(3)} s (${(t1 / p).toFixed(2)}× plain), on 2 ${t2.toFixed(3)} s: ${(p / t2).toFixed(2)}× plain, ${(t1 / t2).toFixed(2)}× its own one thread`,
  );
}
process.exit(0);
