import { readFileSync } from 'node:fs';
import { createSolver } from 'catmouse';
const mods = { base: '/work/main/dist/catmouse-core-lite.wasm', full: '/work/main/dist/catmouse-core.wasm', rg: '/tmp/oz/lite-o3.wasm' };
const solvers = {};
for (const [k, f] of Object.entries(mods)) solvers[k] = await createSolver({ wasmBinary: readFileSync(f), threads: 1 });
let s = 12345;
const r = () => {
  s = (s * 48271) % 2147483647;
  return s / 2147483647;
};
function adj(n, extra) {
  const g = Array.from({ length: n }, () => new Set());
  for (let i = 1; i < n; i++) {
    const j = Math.floor(r() * i);
    g[i].add(j);
    g[j].add(i);
  }
  for (let k = 0; k < extra; k++) {
    const a = Math.floor(r() * n),
      b = Math.floor(r() * n);
    if (a !== b) {
      g[a].add(b);
      g[b].add(a);
    }
  }
  return JSON.stringify(g.map((x) => [...x]));
}
for (const [name, text] of [
  ['sparse 3000', adj(3000, 3000)],
  ['dense 400', adj(400, 30000)],
  ['small 60', adj(60, 60)],
]) {
  const times = Object.fromEntries(Object.keys(mods).map((k) => [k, []]));
  for (let i = 0; i < 7; i++)
    for (const k of Object.keys(mods)) {
      const t = performance.now();
      const g = solvers[k].solve(text);
      times[k].push(performance.now() - t);
      g.dispose();
    }
  const med = (a) => a.sort((x, y) => x - y)[3].toFixed(1);
  console.log(
    name,
    Object.entries(times)
      .map(([k, v]) => k + ' ' + med(v) + ' ms')
      .join(', '),
  );
}
