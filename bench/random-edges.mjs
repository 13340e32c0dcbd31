// The benchmark scripts' random graphs as edge lists, the same on every run
// (xorshift seeded 913): a random tree (connected) plus, for sparse, as many
// random edges again, or, for dense, each other pair an edge with
// probability 1/2. { text, edges } with one "a b" line per edge.
export function randomEdgeList(n, { dense = false } = {}) {
  let seed = 913;
  const rand = (k) => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) % k;
  };
  const seen = new Set();
  const lines = [];
  const add = (a, b) => {
    if (a === b) return;
    const key = a < b ? `${a} ${b}` : `${b} ${a}`;
    if (!seen.has(key)) {
      seen.add(key);
      lines.push(key);
    }
  };
  for (let i = 1; i < n; i++) add(i, rand(i));
  if (dense) {
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rand(2)) add(a, b);
  } else {
    while (lines.length < 2 * n - 1) add(rand(n), rand(n));
  }
  return { text: `${lines.join('\n')}\n`, edges: lines.length };
}
