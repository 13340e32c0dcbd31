// The examples menu: LeetCode's two examples, hand-picked small games, and
// generated graphs for size (a grid, random sparse graphs up to 10,000 nodes).
import { EXAMPLE_NAMES } from '../words/page-words.js';

// A small deterministic random generator, so an example is the same every time.
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 48271) >>> 0) % 2147483647;
    return s / 2147483647;
  };
}

// A random spanning tree plus extra random edges (average degree about 4),
// with node ids shuffled; as an edge list, one edge per line.
export function sparseGraph(n, seed) {
  const rnd = random(seed);
  const ids = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const seen = new Set();
  const edges = [];
  const add = (a, b) => {
    if (a === b) return;
    const key = a < b ? a * n + b : b * n + a;
    if (seen.has(key)) return;
    seen.add(key);
    edges.push(a < b ? [a, b] : [b, a]);
  };
  for (let i = 1; i < n; i++) add(ids[i], ids[Math.floor(rnd() * i)]);
  while (edges.length < 2 * n - 1) add(Math.floor(rnd() * n), Math.floor(rnd() * n));
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return `# ${n} nodes, ${edges.length} edges: a random tree plus random extra edges\n${edges.map(([a, b]) => `${a} ${b}`).join('\n')}\n`;
}

export function gridGraph(w, h) {
  const lines = [`# a ${w}×${h} grid; node r*${w}+c`];
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const id = r * w + c;
      if (c + 1 < w) lines.push(`${id} ${id + 1}`);
      if (r + 1 < h) lines.push(`${id} ${id + w}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

// Each example's names (label, plain, title) are the page's words (words/page-words.js).
const named = (id) => ({ id, ...EXAMPLE_NAMES[id] });
export const EXAMPLES = [
  { ...named('leetcode-1'), text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' },
  { ...named('leetcode-2'), text: '[[1,3],[0],[3],[0,2]]' },
  {
    ...named('mouse-run'),
    text: '[[3],[4],[5],[0,6],[1,5,6],[2,4],[3,4]]',
  },
  {
    ...named('cat-corner'),
    text: '[[3,6],[5],[3],[0,2,6],[5,6],[1,4],[0,3,4]]',
  },
  {
    ...named('beyond-2n'),
    text: '[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]',
  },
  {
    ...named('ring'),
    text: '# one edge per line: "a b", "a-b" or "a,b"\n0 3\n3 4\n4 1\n1 5\n5 2\n2 6\n6 0\n3 6\n4 5\n',
  },
  // LeetCode 1728 ("Cat and Mouse II") grids: the board places the pieces, the text gives the jumps.
  {
    ...named('leetcode-1728-1'),
    text: 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2',
  },
  {
    ...named('leetcode-1728-2'),
    text: 'grid = ["M.C...F"], catJump = 1, mouseJump = 4',
  },
  {
    ...named('leetcode-1728-3'),
    text: 'grid = ["M.C...F"], catJump = 1, mouseJump = 3',
  },
  {
    ...named('leetcode-1728-maze'),
    text: 'grid = ["C#......","M..####.","###.....","....####",".####...","......#.","#######.","F......."], catJump = 1, mouseJump = 1',
  },
  {
    ...named('grid'),
    make: () => gridGraph(8, 8),
    options: { mouse: 9, cat: 54, hole: 63 },
  },
  { ...named('sparse-200'), make: () => sparseGraph(200, 1) },
  { ...named('sparse-2000'), make: () => sparseGraph(2000, 9) },
  {
    ...named('sparse-10000'),
    make: () => sparseGraph(10000, 13),
  },
];

// Generated once: the menu also looks up which example a restored link shows.
const made = new Map();
export const exampleText = (example) => example.text ?? made.get(example.id) ?? made.set(example.id, example.make()).get(example.id);
