// The examples menu: LeetCode's two examples, hand-picked small games, and
// generated graphs for size (a grid, random sparse graphs up to 10,000 nodes).

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

// Labels are short enough to read whole in the closed menu (about 32 characters).
// A label that names the game's value has a plain one too, shown while the
// board hides its values (example-names.js); a title that names it goes then.
export const EXAMPLES = [
  { id: 'leetcode-1', label: 'LeetCode 1 (draw)', plain: 'LeetCode 1', text: '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]' },
  { id: 'leetcode-2', label: 'LeetCode 2 (mouse in 1)', plain: 'LeetCode 2', text: '[[1,3],[0],[3],[0,2]]' },
  {
    id: 'mouse-run',
    label: 'Mouse wins in 7: a detour',
    plain: 'Seven nodes',
    title: 'Mouse wins in 7 moves: the long way round',
    text: '[[3],[4],[5],[0,6],[1,5,6],[2,4],[3,4]]',
  },
  {
    id: 'cat-corner',
    label: 'Cat wins in 9: cornered',
    plain: 'Seven nodes, another',
    text: '[[3,6],[5],[3],[0,2,6],[5,6],[1,4],[0,3,4]]',
  },
  {
    id: 'beyond-2n',
    label: 'Cat in 24: a 2n-cutoff trap',
    plain: 'Ten nodes',
    title: 'Cat wins in 24 moves: what solutions with a 2n move cutoff call a draw',
    text: '[[8],[2,4,6,9],[1,7,8],[5,7,8,9],[1,6],[3,7,9],[1,4,7],[2,3,5,6],[0,2,3,9],[1,3,5,8]]',
  },
  {
    id: 'ring',
    label: 'Edge list: a ring (draw)',
    plain: 'Edge list: a ring',
    title: 'An edge list: a ring with two chords (a draw)',
    text: '# one edge per line: "a b", "a-b" or "a,b"\n0 3\n3 4\n4 1\n1 5\n5 2\n2 6\n6 0\n3 6\n4 5\n',
  },
  // LeetCode 1728 ("Cat and Mouse II") grids: the board places the pieces, the text gives the jumps.
  {
    id: 'leetcode-1728-1',
    label: 'LeetCode 1728: 1 (grid)',
    title: 'LeetCode 1728 example 1: the mouse wins (true)',
    text: 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2',
  },
  {
    id: 'leetcode-1728-2',
    label: 'LeetCode 1728: 2 (grid)',
    title: 'LeetCode 1728 example 2: the mouse wins (true)',
    text: 'grid = ["M.C...F"], catJump = 1, mouseJump = 4',
  },
  {
    id: 'leetcode-1728-3',
    label: 'LeetCode 1728: 3 (grid)',
    title: 'LeetCode 1728 example 3: the cat wins (false)',
    text: 'grid = ["M.C...F"], catJump = 1, mouseJump = 3',
  },
  {
    id: 'leetcode-1728-maze',
    label: 'LeetCode 1728: a hard maze',
    title: "A maze reported on LeetCode's feedback tracker: the mouse wins in 75 moves, past the 70-some-move cap of accepted solutions",
    text: 'grid = ["C#......","M..####.","###.....","....####",".####...","......#.","#######.","F......."], catJump = 1, mouseJump = 1',
  },
  {
    id: 'grid',
    label: 'Grid 8 × 8 (cat wins in 22)',
    plain: 'Grid 8 × 8',
    make: () => gridGraph(8, 8),
    options: { mouse: 9, cat: 54, hole: 63 },
  },
  { id: 'sparse-200', label: 'Random graph, 200 nodes', make: () => sparseGraph(200, 1) },
  { id: 'sparse-2000', label: 'Random graph, 2,000 nodes', make: () => sparseGraph(2000, 9) },
  {
    id: 'sparse-10000',
    label: 'Random graph, 10,000 (slow)',
    title: 'A random sparse graph of 10,000 nodes: it solves for a while',
    make: () => sparseGraph(10000, 13),
  },
];

// Generated once: the menu also looks up which example a restored link shows.
const made = new Map();
export const exampleText = (example) => example.text ?? made.get(example.id) ?? made.set(example.id, example.make()).get(example.id);
