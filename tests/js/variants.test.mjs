// Issue 14's variants through the package: the options of the schema reach
// the core (directed, holes, catOnHole, pass), the game says which variant it
// is, the exports write it back, the worker and the npm command line take
// it, and every answer equals the native command line's (an independent
// build: its table is compared state for state).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError, gameJson, edgeListText, writeGraph, lineText } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { random, randomGraph, runNative, runNpmCli } from './helpers.mjs';

const solver = await createSolver();

// A random digraph on n nodes: each ordered pair an arc with probability p.
function randomDigraph(rand, n, p) {
  const graph = Array.from({ length: n }, () => []);
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && rand() < p) graph[a].push(b);
  return graph;
}

const arcsText = (graph) => graph.flatMap((list, a) => list.map((b) => `${a} -> ${b}`)).join('\n') + '\n';

// Distinct random holes (1 to 3) on n nodes.
function randomHoles(rand, n) {
  const count = 1 + Math.floor(rand() * Math.min(3, n - 2));
  const holes = new Set();
  while (holes.size < count) holes.add(Math.floor(rand() * n));
  return [...holes];
}

// The native CLI's flags for the options. Random graphs may have nodes
// without edges on purpose: --allow-isolated (allowIsolated) keeps them.
function flags({ holes, catOnHole, pass, directed }) {
  const out = ['--allow-isolated'];
  if (holes) out.push('--holes', holes.join(','));
  if (catOnHole) out.push('--cat-on-hole', catOnHole);
  if (pass) out.push('--pass');
  if (directed) out.push('--directed');
  return out;
}

function nativeTable(text, options) {
  const run = runNative(['table', ...flags(options)], text);
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

// Random variants: directed or not (an adjacency list with the option
// directed), 1-3 holes, each cat-on-hole rule, passing or not.
function* randomCases(seed, count) {
  const rand = random(seed);
  for (let i = 0; i < count; i++) {
    const n = 4 + Math.floor(rand() * 9);
    const directed = rand() < 0.5;
    const graph = directed ? randomDigraph(rand, n, 0.15 + rand() * 0.3) : randomGraph(rand, n, 0.2 + rand() * 0.4);
    const options = {
      holes: randomHoles(rand, n),
      catOnHole: ['barred', 'guards', 'wins'][Math.floor(rand() * 3)],
      pass: rand() < 0.5,
    };
    yield { i, n, graph, directed, options };
  }
}

test("every variant: the package's table equals the native command line's, state for state", () => {
  let compared = 0;
  for (const { i, graph, directed, options } of randomCases(1414, 120)) {
    const input = { ...options, directed, allowIsolated: true };
    const native = nativeTable(JSON.stringify(graph), input);
    const n = graph.length;
    // a start that no rule refuses: two nodes that are no holes
    const free = [...Array(n).keys()].filter((v) => !options.holes.includes(v));
    if (free.length < 2) continue;
    const game = solver.solve(graph, { ...input, mouse: free[0], cat: free[1] });
    try {
      const table = game.table();
      assert.deepEqual(Array.from(table.outcome), native.outcome, `case ${i}: outcomes differ`);
      assert.deepEqual(Array.from(table.remoteness), native.remoteness, `case ${i}: remoteness differs`);
      assert.deepEqual(game.variant, {
        directed,
        holes: [...options.holes].sort((a, b) => a - b),
        catOnHole: options.catOnHole,
        pass: options.pass,
      });
      assert.deepEqual(game.holes, game.variant.holes);
      assert.equal(game.hole, Math.min(...options.holes));
      compared++;
    } finally {
      game.dispose();
    }
  }
  assert.ok(compared > 80, `compared ${compared}`);
});

test('a directed graph given as arcs (->) is directed without the option, and equals the native table', () => {
  const rand = random(7);
  let compared = 0;
  for (let i = 0; i < 30; i++) {
    const graph = randomDigraph(rand, 6, 0.3);
    // the edge list's node count is its largest id plus one: keep node 5 on an arc
    if (!graph[5].length && !graph.some((l) => l.includes(5))) graph[5].push(0);
    const text = arcsText(graph);
    const native = nativeTable(text, {});
    const game = solver.solve(text, { mouse: 1, cat: 2, allowIsolated: true });
    try {
      assert.equal(game.variant.directed, true);
      assert.deepEqual(Array.from(game.table().outcome), native.outcome, `case ${i}`);
      compared++;
    } finally {
      game.dispose();
    }
  }
  assert.equal(compared, 30);
});

test('the solve command agrees too, and the npm command line takes the same variant flags', () => {
  const graph = [[1, 5], [2], [3, 0], [4], [0], [2]];
  const options = { holes: [0, 4], catOnHole: 'guards', pass: true, directed: true };
  const args = ['solve', '--mouse', '2', '--cat', '5', ...flags(options)];
  const native = runNative(args, JSON.stringify(graph));
  const npm = runNpmCli(args, JSON.stringify(graph));
  assert.equal(native.status, 0, native.stderr);
  assert.equal(npm.status, 0, npm.stderr);
  assert.equal(npm.stdout, native.stdout);
  const game = solver.solve(graph, { ...options, mouse: 2, cat: 5 });
  try {
    const said = JSON.parse(native.stdout);
    assert.deepEqual(
      { outcome: game.outcome, plies: game.plies, line: game.line },
      { outcome: said.outcome, plies: said.plies, line: said.line },
    );
  } finally {
    game.dispose();
  }
});

test('hole is the one-hole shorthand of holes: both given is refused naming both, from the API and the command lines', () => {
  const graph = [[1, 2], [0, 2], [0, 1, 3], [2]];
  assert.throws(
    () => solver.validate(graph, { hole: 3, holes: [0, 3] }),
    (e) =>
      e instanceof CatMouseError && e.code === 'rules.conflicting-options' && e.options.includes('hole') && e.options.includes('holes'),
  );
  assert.throws(() => solver.solve(graph, { hole: 0, holes: [0] }), { code: 'rules.conflicting-options' });
  for (const run of [runNative, runNpmCli]) {
    const out = run(['solve', '--hole', '3', '--holes', '0,3'], JSON.stringify(graph));
    assert.notEqual(out.status, 0);
    assert.match(out.stderr, /hole/);
  }
  // Each alone: the same game.
  const one = solver.solve(graph, { hole: 3, mouse: 1, cat: 0 });
  const set = solver.solve(graph, { holes: [3], mouse: 1, cat: 0 });
  try {
    assert.deepEqual(Array.from(one.table().outcome), Array.from(set.table().outcome));
    assert.deepEqual(one.holes, [3]);
  } finally {
    one.dispose();
    set.dispose();
  }
});

test("the variant options' codes are reachable from JavaScript", () => {
  const graph = [[1, 2], [0, 2], [0, 1, 3], [2]];
  const code = (fn) => {
    try {
      fn();
    } catch (error) {
      assert.ok(error instanceof CatMouseError, error.message);
      return error.code;
    }
    return null;
  };
  assert.equal(
    code(() => solver.validate(graph, { holes: [0, 0] })),
    'rules.duplicate-hole',
  );
  assert.equal(
    code(() => solver.validate(graph, { holes: [0, 9] })),
    'rules.node-out-of-range',
  );
  assert.equal(
    code(() => solver.validate(graph, { holes: [0, 2] })),
    'rules.cat-on-hole',
  );
  assert.equal(
    code(() => solver.validate('C~', { directed: true })),
    'rules.conflicting-options',
  );
  assert.equal(
    code(() => solver.validate(graph, { holes: [] })),
    'argument.type',
  );
  assert.equal(
    code(() => solver.validate(graph, { holes: 3 })),
    'argument.type',
  );
  assert.equal(
    code(() => solver.validate(graph, { catOnHole: 'sometimes' })),
    'argument.type',
  );
  assert.equal(
    code(() => solver.validate(graph, { pass: 'yes' })),
    'argument.type',
  );
  assert.equal(
    code(() => solver.validate(graph, { directed: 1 })),
    'argument.type',
  );
  // A directed graph's adjacency list need not be symmetric; read undirected it is refused.
  assert.equal(
    code(() => solver.validate([[1], [2], [0]])),
    'graph.not-undirected',
  );
  assert.equal(
    code(() => solver.validate([[1], [2], [0]], { directed: true, mouse: 1, cat: 2 })),
    null,
  );
  // A node with an arc in but none out is a dead end, not a node without edges; one with neither is.
  assert.equal(
    code(() => solver.validate('0 -> 1\n1 -> 2\n2 -> 0\n2 -> 3\n')),
    null,
  );
  assert.equal(
    code(() => solver.validate([[1], [2], [0], []], { directed: true })),
    'graph.isolated-node',
  );
});

test('gameJson, edgeListText and writeGraph write the variant, and reading them back gives the same game', () => {
  for (const { i, graph, directed, options } of randomCases(99, 40)) {
    const free = [...Array(graph.length).keys()].filter((v) => !options.holes.includes(v));
    if (free.length < 2) continue;
    const input = { ...options, directed, mouse: free[0], cat: free[1], allowIsolated: true };
    const game = solver.solve(graph, input);
    const again = solver.solve(gameJson(game), { allowIsolated: true });
    try {
      assert.deepEqual(again.variant, game.variant, `case ${i}`);
      assert.deepEqual(again.start, game.start);
      assert.deepEqual(Array.from(again.table().outcome), Array.from(game.table().outcome), `case ${i}`);
      // The graph alone, in each format that can hold it.
      let edges = null;
      try {
        edges = edgeListText(game.graph, { directed });
      } catch (error) {
        assert.equal(error.code, 'export.not-representable');
      }
      if (edges !== null) {
        const parsed = solver.parse(edges);
        assert.equal(parsed.directed, directed, `case ${i}: ${edges}`);
        assert.deepEqual(
          parsed.graph,
          game.graph.map((l) => [...l]),
        );
        if (directed) assert.match(edges, /->/);
      }
      assert.deepEqual(solver.parse(writeGraph(game.graph, 'json', { directed })).directed, directed);
      assert.deepEqual(
        solver.parse(writeGraph(game.graph, 'adjacency'), { directed }).graph,
        game.graph.map((l) => [...l]),
      );
      if (directed) assert.throws(() => writeGraph(game.graph, 'graph6', { directed }), { code: 'export.not-representable' });
    } finally {
      game.dispose();
      again.dispose();
    }
  }
});

test('lineText says the variant: every hole, and a pass as "stays on"', () => {
  // A path 0-1-2-3 with holes 0 and 3, passing allowed: the cat on 2 ...
  const graph = [[1], [0, 2], [1, 3], [2]];
  const game = solver.solve(graph, { holes: [0, 3], pass: true, mouse: 1, cat: 2, first: 'cat' });
  try {
    const text = lineText(game);
    assert.match(text, /the holes are 0 and 3/);
    assert.match(text, /either may stay put/);
    const passes = game.line.some((p, k) => k > 0 && game.line[k - 1][game.line[k - 1].turn] === p[game.line[k - 1].turn]);
    assert.equal(/stays on/.test(text), passes);
  } finally {
    game.dispose();
  }
});

test('the worker takes the variant options and answers as the package does', async () => {
  const worker = createSolverWorker();
  try {
    const graph = [[1, 5], [2], [3, 0], [4], [0], [2]];
    const options = { holes: [0, 4], catOnHole: 'wins', pass: true, directed: true, mouse: 2, cat: 5 };
    const result = await worker.solve(graph, options);
    const game = solver.solve(graph, options);
    try {
      assert.deepEqual(result.variant, game.variant);
      assert.deepEqual(result.holes, [0, 4]);
      assert.deepEqual(
        { outcome: result.outcome, plies: result.plies, line: result.line },
        { outcome: game.outcome, plies: game.plies, line: game.line },
      );
      // play() checks a start by the game's own variant: a cat start on hole 4 is refused as such.
      await assert.rejects(worker.play({ mouse: 2, cat: 4 }), (e) => e.code === 'rules.cat-on-hole' && e.options.includes('holes'));
      const other = await worker.play({ mouse: 3, cat: 1, turn: 'cat' });
      const value = game.value({ mouse: 3, cat: 1, turn: 'cat' });
      assert.deepEqual({ outcome: other.outcome, plies: other.plies }, value);
    } finally {
      game.dispose();
    }
    await assert.rejects(worker.solve(graph, { hole: 1, holes: [0, 4] }), { code: 'rules.conflicting-options' });
  } finally {
    worker.terminate();
  }
});
