// Hostile values and text through the package, the worker and the npm CLI
// (issue 13): each gives a CatMouseError with a code and a place, or exit 2
// with a message; never a crash, a plain Error or a quietly wrong answer.
// Here: hostile graph text and values (encodings, BigInt, NaN, getters,
// proxies, huge lists, isolated nodes) and positions outside the graph.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_2, runNative, runNpmCli } from './helpers.mjs';
import { refused } from './refused.mjs';

const solver = await createSolver();

test('a lone UTF-16 surrogate in graph text is refused at its place, not read as a different graph', async () => {
  // The surrogate used to swallow the newline after it, and with it the edge 2-3.
  const text = '0 1\n1 2\uD83D\n2 3\n';
  const where = { line: 2, column: 4 };
  assert.throws(() => solver.solve(text), refused('parse.bad-encoding', where));
  assert.throws(() => solver.validate(text), refused('parse.bad-encoding', where));
  assert.throws(() => solver.solve('[[1],[0,2],[1]]\uDC00'), refused('parse.bad-encoding', { line: 1, column: 16 }));
  // A whole pair is a character like any other: the parser names it.
  assert.throws(() => solver.solve('0 1\n1 2\uD83D\uDC2D\n'), refused('parse.unexpected-token', { line: 2, column: 4 }));
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.solve(text), refused('parse.bad-encoding', where));
  } finally {
    worker.terminate();
  }
});

test('EXAMPLE_2 still solves from text and from arrays', () => {
  assert.equal(solver.solve(JSON.stringify(EXAMPLE_2)).outcome, 1);
  assert.equal(solver.solve(EXAMPLE_2).outcome, 1);
  assert.equal(solver.solve('# ünïcödé 🐭\n0 1\n0 3\n2 3\n').outcome, 1);
});

test('BigInt, NaN, Infinity and boxed numbers in an adjacency list are named with their row and index', () => {
  const cases = [
    [[[1n, 3], [0], [3], [0, 2]], 'graph[0][0]', '1n (a BigInt)'],
    [[[1, 3], [NaN], [3], [0, 2]], 'graph[1][0]', 'NaN'],
    [[[1, 3], [0], [3], [0, Infinity]], 'graph[3][1]', 'Infinity'],
    [[[1, new Number(3)], [0], [3], [0, 2]], 'graph[0][1]', 'a boxed number'],
    [[[1, 3], [0], 7, [0, 2]], 'graph[2]', '7'],
  ];
  for (const [graph, place, what] of cases) {
    for (const call of [() => solver.solve(graph), () => solver.validate(graph)]) {
      assert.throws(call, (error) => {
        refused('argument.type')(error);
        assert.ok(error.message.startsWith(`${place} must be`), error.message);
        assert.ok(error.message.includes(what), error.message);
        return true;
      });
    }
  }
});

test('typed arrays are taken as adjacency rows (and as the list of rows)', () => {
  const rows = [Int32Array.of(1, 3), Uint16Array.of(0), Uint8Array.of(3), Float64Array.of(0, 2)];
  const game = solver.solve(rows);
  assert.deepEqual([game.outcome, game.plies, game.graph], [1, 1, EXAMPLE_2]);
  assert.throws(() => solver.solve([Int32Array.of(1, 3), Float64Array.of(0.5), [3], [0, 2]]), refused('argument.type'));
  assert.throws(() => solver.solve([Int32Array.of(1, 3), BigInt64Array.of(0n), [3], [0, 2]]), refused('argument.type'));
});

test('table().index and tableView().index refuse positions outside the graph', () => {
  const game = solver.solve(EXAMPLE_2);
  for (const table of [game.table(), game.tableView()]) {
    assert.equal(table.index({ mouse: 1, cat: 2, turn: 'cat' }), 4 * 4 + 1 * 4 + 2);
    assert.throws(() => table.index({ mouse: 4, cat: 0 }), refused('argument.type'));
    assert.throws(() => table.index({ mouse: 0, cat: -1 }), refused('argument.type'));
    assert.throws(() => table.index({ mouse: 1.5, cat: 2 }), refused('argument.type'));
    assert.throws(() => table.index({ mouse: 1, cat: 2, turn: 'dog' }), refused('argument.type'));
  }
  game.dispose();
});

test('the node limit is checked before the work: a list of 30,001 rows fails before any row is read', () => {
  // Counting reads instead of timing them: a loaded machine makes times say nothing.
  const rows = [];
  let read = 0;
  for (let i = 0; i < 30001; i++) Object.defineProperty(rows, i, { get: () => (read++, [1, 2]), enumerable: true });
  assert.throws(() => solver.validate(rows), refused('graph.too-large'));
  assert.equal(read, 0, 'no row was read before the node count was refused');
  // The same getters under the limit are read: the count above is not vacuous.
  const fewer = rows.slice(0, 0);
  for (let i = 0; i < 10; i++) Object.defineProperty(fewer, i, { get: () => (read++, [1, 2]), enumerable: true });
  assert.throws(() => solver.validate(fewer), refused('graph.self-loop'));
  assert.ok(read > 0);
});

test('a getter or Proxy in the input that throws on a second read leaks no wasm memory: each value is read once, before wasm runs', () => {
  // 0.1.0 read rows again inside the bindings: a throw there unwound through
  // C++ frames and leaked what they held (72 bytes a call).
  const onceOnly = (target) => {
    const reads = new Map();
    return new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string' && /^[0-9]+$/.test(key)) {
          reads.set(key, (reads.get(key) ?? 0) + 1);
          if (reads.get(key) > 1) throw new Error(`graph value ${key} read twice`);
        }
        return Reflect.get(object, key, receiver);
      },
    });
  };
  const hostile = () => onceOnly([onceOnly([1, 3]), onceOnly([0]), onceOnly([3]), onceOnly([0, 2])]);
  const before = solver.heapBytesInUse();
  for (let k = 0; k < 20; k++) {
    solver.validate(hostile());
    const game = solver.solve(hostile());
    assert.equal(game.outcome, 1);
    game.dispose();
    // A getter that always throws is refused before wasm runs, as the caller's own error.
    const throwing = [[1, 3], [0], [3], [0, 2]];
    Object.defineProperty(throwing, 2, {
      get() {
        throw new RangeError('hostile getter');
      },
    });
    assert.throws(() => solver.validate(throwing), RangeError);
    assert.throws(
      () =>
        solver.solve([
          [1, 3],
          [0],
          new Proxy([3], {
            get() {
              throw new RangeError('hostile proxy');
            },
          }),
          [0, 2],
        ]),
      RangeError,
    );
  }
  assert.equal(solver.heapBytesInUse(), before);
});

test('a 30 MB adjacency list is refused at its first id beyond the limit, not after reading it all', () => {
  // The place of the error is where the core stopped reading (it returns at
  // its first error); 0.1.0 read every id, then said graph.node-out-of-range.
  const head = '[[1,3],[0],[3],[0,2,';
  const text = `${head}30000${',30001'.repeat(5_000_000)}]]`;
  assert.ok(text.length > 30_000_000);
  for (const call of [() => solver.validate(text), () => solver.solve(text), () => solver.parse(text)]) {
    assert.throws(call, (error) => {
      refused('graph.too-large')(error);
      assert.deepEqual([error.line, error.column], [1, head.length + 1]);
      return true;
    });
  }
  // A node listing more ids than any node of a 30,000-node graph can have: refused at the 30,000th.
  const row = `[[${'1,'.repeat(100_000)}1],[0]]`;
  assert.throws(
    () => solver.validate(row),
    (error) => {
      refused('graph.too-large')(error);
      assert.equal(error.column, 3 + 2 * 29_999);
      return true;
    },
  );
});

test('nodes without edges are refused by name unless allowIsolated, in every surface', async () => {
  const gap = '0 1\n1 5\n0 5\n';
  assert.throws(() => solver.validate(gap), { code: 'graph.isolated-node', message: /^nodes 2, 3 and 4 have no edges/ });
  assert.throws(() => solver.solve([[1, 3], [0], [3], [0, 2], []]), { code: 'graph.isolated-node', message: /^node 4 has no edges/ });
  assert.equal(solver.solve(gap, { allowIsolated: true }).nodeCount, 6);
  // allowed, they are still named: a warning with the error's code (the page's import note says it)
  const allowed = solver.solve(gap, { allowIsolated: true });
  assert.deepEqual(
    allowed.warnings.filter((w) => w.code === 'graph.isolated-node').map((w) => w.message),
    ['nodes 2, 3 and 4 have no edges: a token there cannot move (a gap in the node ids?)'],
  );
  assert.deepEqual(solver.solve('0 1\n1 2\n', { allowIsolated: true }).warnings, [], 'no warning when every node has an edge');
  assert.deepEqual(
    solver.solve('0 -> 1\n1 -> 2\n2 -> 0\n0 -> 3\n', { allowIsolated: true }).warnings,
    [],
    'a node arcs only enter is not isolated',
  );
  assert.throws(() => solver.validate(gap, { allowIsolated: 1 }), {
    code: 'argument.type',
    message: /^options\.allowIsolated must be true or false/,
  });
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.solve(gap), { code: 'graph.isolated-node' });
    const fromWorker = await worker.solve(gap, { allowIsolated: true });
    assert.equal(fromWorker.nodeCount, 6);
    assert.deepEqual(
      fromWorker.warnings.map((w) => w.code),
      ['graph.isolated-node'],
    );
    // A start on the solved graph is checked as a start only: its nodes without edges were allowed.
    assert.equal((await worker.play({ mouse: 3, cat: 1 })).start.mouse, 3);
  } finally {
    worker.terminate();
  }
  for (const run of [runNative, runNpmCli]) {
    assert.equal(run(['solve'], gap).status, 2);
    assert.match(run(['solve'], gap).stderr, /^catmouse: nodes 2, 3 and 4 have no edges .*--allow-isolated/);
    assert.equal(run(['table', '--allow-isolated'], gap).status, 0);
    // allowed, still named on stderr as a warning (the message game.warnings carries)
    assert.equal(
      run(['solve', '--allow-isolated'], gap).stderr,
      'catmouse: warning: nodes 2, 3 and 4 have no edges: a token there cannot move (a gap in the node ids?)\n',
    );
  }
});
