// Two cats through the package (options.cat2, rules.hpp "Two cats"): the
// answer, the line and every move equal the native command line's (an
// independent build) on random games; the shape of positions and moves; the
// worker and the npm command line; the limits with the MB they need.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_1, cycle, random, randomGraph, runNative, runNpmCli } from './helpers.mjs';

const solver = await createSolver();

function nativeSolve(graph, { mouse, cat, cat2, first = 'mouse', hole = 0, catOnHole = 'barred', pass = false }) {
  const args = [
    'solve',
    '--allow-isolated',
    '--mouse',
    String(mouse),
    '--cat',
    String(cat),
    '--cat2',
    String(cat2),
    '--hole',
    String(hole),
    '--first',
    first,
    '--cat-on-hole',
    catOnHole,
  ];
  if (pass) args.push('--pass');
  const run = runNative(args, JSON.stringify(graph));
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

// Random games with three distinct starts off the hole, each cat-on-hole rule, passing or not.
function* randomCases(seed, count) {
  const rand = random(seed);
  for (let i = 0; i < count; i++) {
    const n = 5 + Math.floor(rand() * 10);
    const graph = randomGraph(rand, n, 0.2 + rand() * 0.4);
    const [mouse, cat, cat2] = [1, 2, 3 + Math.floor(rand() * (n - 3))];
    yield {
      graph,
      options: {
        mouse,
        cat,
        cat2,
        hole: 0,
        allowIsolated: true,
        first: rand() < 0.5 ? 'mouse' : 'cat',
        catOnHole: ['barred', 'guards', 'wins'][Math.floor(rand() * 3)],
        pass: rand() < 0.5,
      },
    };
  }
}

test('the package equals the native command line on random two-cat games: value, plies, line, moves', () => {
  let decided = 0;
  for (const { graph, options } of randomCases(2024, 40)) {
    const native = nativeSolve(graph, options);
    const game = solver.solve(graph, options);
    try {
      assert.equal(game.twoCats, true);
      assert.deepEqual(game.start, { mouse: options.mouse, cat: options.cat, cat2: options.cat2, turn: options.first });
      assert.equal(game.outcome, native.outcome);
      assert.equal(game.plies, native.plies);
      assert.deepEqual(game.line, native.line);
      if (game.plies !== null) decided++;
      // Along the line: the best move leads to the next position and says the position's value.
      for (let k = 0; k + 1 < game.line.length; k++) {
        const at = game.line[k];
        const next = game.line[k + 1];
        const [best] = game.moves(at);
        const value = game.value(at);
        assert.equal(best.outcome, value.outcome);
        assert.equal(best.plies, value.plies);
        if (at.turn === 'mouse') {
          assert.equal(best.to, next.mouse);
          assert.equal(best.to2, undefined);
        } else {
          assert.deepEqual([best.to, best.to2], [next.cat, next.cat2]);
        }
      }
      const end = game.ending(game.line.at(-1));
      assert.equal(end === null, game.plies === null);
    } finally {
      game.dispose();
    }
  }
  assert.ok(decided > 5, 'some games are won');
});

test('a game file with cat2 is a two-cat game; one-cat games are unchanged', () => {
  const file = JSON.stringify({ graph: EXAMPLE_1, mouse: 1, cat: 2, cat2: 4 });
  const game = solver.solve(file);
  const native = nativeSolve(EXAMPLE_1, { mouse: 1, cat: 2, cat2: 4 });
  assert.equal(game.twoCats, true);
  assert.deepEqual(game.line, native.line);
  assert.equal(game.winner, 'cat');
  assert.equal(solver.parse(file).rules.cat2, 4);
  // A query without cat2 is refused, never read as a one-cat position.
  assert.throws(
    () => game.value({ mouse: 1, cat: 2 }),
    (e) => e instanceof CatMouseError && e.code === 'argument.type' && /cat2/.test(e.message),
  );
  assert.throws(() => game.value({ mouse: 1, cat: 2, cat2: 9 }), { code: 'position.node-out-of-range' });
  game.dispose();
  const one = solver.solve(EXAMPLE_1);
  assert.equal(one.twoCats, false);
  assert.deepEqual(one.start, { mouse: 1, cat: 2, turn: 'mouse' });
  assert.ok(one.line.every((p) => !('cat2' in p)));
  one.dispose();
});

test('bad starts name both options and the node', () => {
  assert.throws(
    () => solver.solve(EXAMPLE_1, { cat2: 2 }),
    (e) => e.code === 'rules.same-cat-start' && e.options.join() === 'cat,cat2' && /\(2\)/.test(e.message),
  );
  assert.throws(
    () => solver.solve(EXAMPLE_1, { cat2: 1 }),
    (e) => e.code === 'rules.same-start' && e.options.join() === 'mouse,cat2',
  );
  assert.throws(
    () => solver.solve(EXAMPLE_1, { cat2: 0 }),
    (e) => e.code === 'rules.cat-on-hole' && e.options.join() === 'cat2,hole' && /node 0/.test(e.message),
  );
  assert.throws(
    () => solver.validate(EXAMPLE_1, { cat2: 6 }),
    (e) => e.code === 'rules.node-out-of-range' && e.options.join() === 'cat2',
  );
  assert.throws(() => solver.solve(EXAMPLE_1, { cat2: '3' }), { code: 'argument.type' });
});

test('the memory limits: above 400 nodes, and over createSolver({ maxMemory }), with the MB needed', async () => {
  // validate() refuses what solve() refuses, with the same words (issue 42, item 7).
  for (const call of [() => solver.solve(cycle(401), { cat2: 5 }), () => solver.validate(cycle(401), { cat2: 5 })])
    assert.throws(
      call,
      (e) =>
        e.code === 'limits.memory' &&
        /^two cats are solved on graphs of at most 400 nodes, and this one has 401 \(64642002 positions/.test(e.message) &&
        !/MB/.test(e.message),
    );
  const small = await createSolver({ maxMemory: 1 << 20 });
  assert.throws(
    () => small.solve(cycle(60), { cat2: 5 }),
    (e) =>
      e.code === 'limits.memory' &&
      /60-node graph need about 1\.3 MB/.test(e.message) &&
      /more than the memory limit of 1\.0 MB/.test(e.message),
  );
  // The same graph with one cat fits the same limit.
  small.solve(cycle(60)).dispose();
  small.dispose();
});

test('the command line asks the same limits for two cats: maxMemory refuses before allocating, with the MB needed', async () => {
  const input = new TextEncoder().encode(JSON.stringify(cycle(60)));
  const small = await createSolver({ maxMemory: 1 << 20 });
  const run = (args) => {
    let out = '';
    const before = small.memoryBytes();
    const result = small.runCli(
      args,
      () => input,
      (bytes) => {
        out += new TextDecoder().decode(bytes);
        return '';
      },
    );
    return { ...result, out, grew: small.memoryBytes() - before };
  };
  const two = run(['solve', '--cat2', '5']);
  assert.equal(two.status, 2);
  assert.equal(two.out, '');
  // The message of limits.memory, as solve() gives it (the code is solve()'s; the command line prints the message).
  let thrown;
  try {
    small.solve(cycle(60), { cat2: 5 });
  } catch (error) {
    thrown = error;
  }
  assert.equal(thrown.code, 'limits.memory');
  assert.equal(two.stderr, `catmouse: ${thrown.message}\n`);
  assert.match(two.stderr, /two cats on this 60-node graph need about 1\.3 MB .*more than the memory limit of 1\.0 MB/);
  assert.equal(two.grew, 0); // refused before the heap grew for it
  // One cat fits the same limit through the same check.
  const one = run(['solve']);
  assert.equal(one.status, 0, one.stderr);
  assert.match(one.out, /"winner"/);
  // With no limit the two-cat game solves.
  const free = solver.runCli(
    ['solve', '--cat2', '5'],
    () => input,
    () => '',
  );
  assert.equal(free.status, 0, free.stderr);
  small.dispose();
});

// The largest size the JS tests run (about 3.4 M entries, a few seconds); 400 nodes, the limit, is
// bench/two-cats.mjs (BENCHMARKS.md, "Two cats"): about 20 s of CPU in Node, 562 MB of wasm memory.
test('a 150-node two-cat game solves in the package as natively: the start, its line and the moves along it', () => {
  const rand = random(150);
  const n = 150;
  const graph = Array.from({ length: n }, () => []);
  const edges = new Set();
  const add = (a, b) => {
    const key = `${Math.min(a, b)} ${Math.max(a, b)}`;
    if (a !== b && !edges.has(key)) {
      edges.add(key);
      graph[a].push(b);
      graph[b].push(a);
    }
  };
  for (let a = 1; a < n; a++) add(a, Math.floor(rand() * a));
  while (edges.size < 2 * n) add(Math.floor(rand() * n), Math.floor(rand() * n));
  graph.forEach((list) => list.sort((x, y) => x - y));
  const options = { mouse: 75, cat: 20, cat2: 140, hole: 0 };
  const game = solver.solve(graph, options);
  try {
    const native = nativeSolve(graph, options);
    const value = game.value(game.start);
    assert.equal(value.outcome, native.outcome);
    assert.equal(value.plies ?? null, native.plies);
    assert.deepEqual(game.line, native.line);
    // Cats A and B swapped share an entry: the same value either way round.
    for (const p of native.line) assert.deepEqual(game.value({ ...p, cat: p.cat2, cat2: p.cat }), game.value(p));
  } finally {
    game.dispose();
  }
});

test('progress reaches onProgress, and returning false cancels', () => {
  const calls = [];
  const game = solver.solve(randomGraph(random(5), 30, 0.2), {
    cat2: 3,
    allowIsolated: true,
    onProgress: (p) => {
      calls.push(p);
    },
  });
  assert.ok(calls.length > 1);
  assert.ok(calls.every(({ decided, total }) => decided <= total));
  game.dispose();
  assert.throws(() => solver.solve(randomGraph(random(5), 30, 0.2), { cat2: 3, allowIsolated: true, onProgress: () => false }), {
    code: 'cancelled',
  });
});

// A clique of k nodes and a path of t more from its last node.
function cliqueAndTail(k, t) {
  const rows = Array.from({ length: k + t }, (_, a) => (a < k ? [...Array(k).keys()].filter((b) => b !== a) : []));
  for (let a = k - 1; a < k + t - 1; a++) {
    rows[a].push(a + 1);
    rows[a + 1].push(a);
  }
  return rows;
}

test('a clique with a long tail: maxSeconds refuses what the estimate cannot promise, and progress rises with the work', () => {
  // K200 and a 200-node tail took 38.8 s here, estimated at 5 s: maxSeconds 12 took it (issue 42, item 7).
  assert.throws(
    () => solver.validate(cliqueAndTail(200, 200), { cat2: 3, maxSeconds: 12 }),
    (e) =>
      e.code === 'limits.time' &&
      /would take about [0-9]+ seconds/.test(e.message) &&
      Number(/about ([0-9]+) seconds/.exec(e.message)[1]) >= 40,
  );
  // K110 and a 40-node tail: about 80 levels after a few thick ones. Progress said 99 % for a third of its reports.
  const calls = [];
  const game = solver.solve(cliqueAndTail(110, 40), { cat2: 3, maxSeconds: 0, onProgress: (p) => void calls.push(p) });
  game.dispose();
  const total = calls.at(-1).total;
  assert.ok(calls.length >= 20, `${calls.length} reports`);
  assert.ok(
    calls.every((p, i) => p.total === total && (i === 0 || p.decided >= calls[i - 1].decided)),
    'monotone',
  );
  assert.equal(calls.at(-1).decided, total);
  assert.equal(calls.filter((p) => p.decided === total).length, 1, 'the whole only at the end');
  const high = calls.filter((p) => p.decided * 100 >= total * 99).length;
  assert.ok(high * 10 <= calls.length, `${high} of ${calls.length} reports at 99 % or more`); // was a third
  // Spread out: every tenth of the bar below the last report but one has a report.
  const tenths = new Set(calls.map((p) => Math.floor((p.decided * 10) / total)));
  assert.ok(tenths.size >= Math.floor((calls.at(-2).decided * 10) / total), [...tenths].join());
});

test('the npm command line prints what the native one does', () => {
  const args = ['solve', '--cat2', '4'];
  const npm = runNpmCli(args, JSON.stringify(EXAMPLE_1));
  const native = runNative(args, JSON.stringify(EXAMPLE_1));
  assert.equal(npm.status, 0, npm.stderr);
  assert.equal(npm.stdout, native.stdout);
  const grid = runNpmCli(args, 'grid = ["M.C...F"], catJump = 1, mouseJump = 4');
  assert.equal(grid.status, 2);
  assert.match(grid.stderr, /one cat/);
});

test('the worker solves two cats, plays from a start with cat2 and checks it', async () => {
  const worker = createSolverWorker();
  try {
    const result = await worker.solve(EXAMPLE_1, { cat2: 4 });
    const native = nativeSolve(EXAMPLE_1, { mouse: 1, cat: 2, cat2: 4 });
    assert.equal(result.twoCats, true);
    assert.deepEqual(result.line, native.line);
    assert.equal(result.moves.length, result.line.length);
    const other = await worker.play({ mouse: 3, cat: 2, cat2: 5, turn: 'cat' });
    assert.deepEqual(other.line, nativeSolve(EXAMPLE_1, { mouse: 3, cat: 2, cat2: 5, first: 'cat' }).line);
    await assert.rejects(worker.play({ mouse: 3, cat: 2, cat2: 2 }), { code: 'rules.same-cat-start' });
  } finally {
    worker.terminate();
  }
});

test('the exports write both cats: the game file reads back as the same game, the line as text names both', async () => {
  const { gameJson, lineText } = await import('catmouse');
  const game = solver.solve(EXAMPLE_1, { cat2: 4 });
  try {
    const file = gameJson(game);
    assert.match(file, /"cat2": 4/);
    const again = solver.solve(file);
    assert.deepEqual(again.line, game.line);
    again.dispose();
    const text = lineText(game);
    assert.match(text, /the cats on 2 and 4/);
    assert.match(text, /2\. cats: 2 → 4, 4 → 3/);
  } finally {
    game.dispose();
  }
});

test('the line as text says which cat ends the game', async () => {
  const { lineText } = await import('catmouse');
  const game = solver.solve(EXAMPLE_1, { cat2: 4 });
  try {
    // The line ends with cat B (4 → 3) on the mouse's node 3, cat A on 4.
    assert.deepEqual(game.line.at(-1), { mouse: 3, cat: 4, cat2: 3, turn: 'mouse' });
    assert.match(lineText(game), /the second cat catches the mouse on node 3\.$/m);
  } finally {
    game.dispose();
  }
});
