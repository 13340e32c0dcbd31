// The package's API exactly as users import it: `import { createSolver } from 'catmouse'`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError, graph6Text } from 'catmouse';
import { spawnSync } from 'node:child_process';
import { EXAMPLE_1, EXAMPLE_2, REGRESSIONS, nativeCli, runNative } from './helpers.mjs';

const solver = await createSolver();

function nativeSolve(graph, args = []) {
  const out = runNative(['solve', ...args], typeof graph === 'string' ? graph : JSON.stringify(graph));
  assert.equal(out.status, 0, out.stderr);
  return JSON.parse(out.stdout);
}

test('catMouseGame answers LeetCode examples with LeetCode codes', () => {
  assert.equal(solver.catMouseGame(EXAMPLE_1), 0);
  assert.equal(solver.catMouseGame(EXAMPLE_2), 1);
});

test('solve: outcome, winner, plies and line for the examples', () => {
  const draw = solver.solve(EXAMPLE_1);
  assert.equal(draw.outcome, 0);
  assert.equal(draw.winner, 'draw');
  assert.equal(draw.plies, null);
  const last = draw.line.at(-1);
  assert.equal(
    draw.line.filter((p) => p.mouse === last.mouse && p.cat === last.cat && p.turn === last.turn).length,
    2,
    'a drawn line ends on its first repeat',
  );
  draw.dispose();

  const win = solver.solve(EXAMPLE_2);
  assert.deepEqual({ outcome: win.outcome, winner: win.winner, plies: win.plies }, { outcome: 1, winner: 'mouse', plies: 1 });
  assert.deepEqual(win.line, [
    { mouse: 1, cat: 2, turn: 'mouse' },
    { mouse: 0, cat: 2, turn: 'cat' },
  ]);
  win.dispose();
});

test('regression graphs: exact outcome, plies, and the same line, moves and values as the native build', () => {
  for (const { graph, outcome, plies } of REGRESSIONS) {
    const game = solver.solve(graph);
    assert.equal(game.outcome, outcome);
    assert.equal(game.plies, plies);
    const native = nativeSolve(graph);
    assert.deepEqual({ outcome: game.outcome, winner: game.winner, plies: game.plies, line: game.line }, native);
    // Each step of the line is the best move, and values count down by one.
    game.line.slice(0, -1).forEach((p, i) => {
      const next = game.line[i + 1];
      const best = game.moves(p)[0];
      assert.equal(best.to, p.turn === 'mouse' ? next.mouse : next.cat);
      assert.deepEqual(game.value(next), { outcome, plies: plies - i - 1 });
      // Since 0.2.0 a move's plies count from the mover's side: the best move
      // says what the position it is played from is worth (was plies - i - 1).
      assert.equal(best.plies, plies - i);
      assert.deepEqual({ outcome: best.outcome, plies: best.plies }, game.value(p));
    });
    const end = game.line.at(-1);
    assert.equal(end.mouse, end.cat, 'the cat ends on the mouse');
    game.dispose();
  }
});

test('moves are best first for the side to move', () => {
  const game = solver.solve(REGRESSIONS[0].graph);
  // The mouse loses anyway; it delays longest by going to 6 (lowest id of the two 24s).
  // Plies count from the mover's side since 0.2.0 (the README's "to: 6,
  // plies: 23 vs the game's 24" off-by-one): the best move says 24, as the start does.
  const start = { mouse: 1, cat: 2, turn: 'mouse' };
  assert.deepEqual(game.moves(start), [
    { to: 6, outcome: 2, plies: 24 },
    { to: 9, outcome: 2, plies: 24 },
    { to: 4, outcome: 2, plies: 4 },
    { to: 2, outcome: 2, plies: 1 },
  ]);
  assert.equal(game.moves(start)[0].plies, game.plies);
  // Each entry is the value of the position the move leads to, one ply further from the end.
  for (const move of game.moves(start)) {
    const { outcome, plies } = game.value({ mouse: move.to, cat: 2, turn: 'cat' });
    assert.deepEqual({ outcome, plies: plies + 1 }, { outcome: move.outcome, plies: move.plies });
  }
  game.dispose();
});

test('options: starts, hole and who moves first', () => {
  const path = '0 1\n1 2\n2 3\n';
  const catFirst = solver.solve(path, { first: 'cat' });
  assert.deepEqual([catFirst.winner, catFirst.plies], ['cat', 1]);
  assert.deepEqual(catFirst.start, { mouse: 1, cat: 2, turn: 'cat' });
  catFirst.dispose();
  const moved = solver.solve(path, { mouse: 3, cat: 1, hole: 2 });
  assert.deepEqual([moved.winner, moved.plies], ['mouse', 1]);
  const { outcome, winner, plies, line } = moved;
  assert.deepEqual({ outcome, winner, plies, line }, nativeSolve(path, ['--mouse', '3', '--cat', '1', '--hole', '2']));
  moved.dispose();
});

test('table: every state copied out, matching value()', () => {
  const game = solver.solve(REGRESSIONS[1].graph, { hole: 0 });
  const table = game.table();
  assert.equal(table.outcome.length, 2 * 10 * 10);
  assert.ok(table.outcome instanceof Uint8Array && table.remoteness instanceof Int32Array);
  for (const turn of ['mouse', 'cat']) {
    for (let m = 0; m < 10; m++) {
      for (let c = 1; c < 10; c++) {
        const i = table.index({ mouse: m, cat: c, turn });
        const v = game.value({ mouse: m, cat: c, turn });
        assert.equal(table.outcome[i], v.outcome);
        assert.equal(table.remoteness[i], v.plies ?? -1);
      }
      assert.equal(table.outcome[table.index({ mouse: m, cat: 0, turn })], 3, 'the cat on the hole is not a position');
    }
  }
  game.dispose();
  assert.equal(table.outcome.length, 200, 'the table outlives the game');
});

test('every error is a CatMouseError with the core message, and the solver keeps working', () => {
  const cases = [
    ['[[1,3],[0],[3 0,2]]', {}, "line 1, column 15: expected ',' or ']' but found '0'", 1, 15],
    [
      '[[1],[0,2],[1,3],[2,5]]',
      {},
      'line 1, column 21: node 3 lists 5, which is not a node of this 4-node graph (ids run from 0 to 3)',
      1,
      21,
    ],
    ['0 1\n1 1\n', {}, 'line 2, column 1: node 1 is joined to itself: remove the self-loop', 2, 1],
    [
      '',
      {},
      'the input is empty: give a JSON adjacency list like [[1,3],[0],[3],[0,2]], an edge list with one edge per line like 0 1, a graph6 or sparse6 string, or a catmouse game file ({"graph": ...})',
    ],
    [[[1], [0]], {}, 'the graph has 2 nodes; a game needs at least 3 (the hole, the mouse and the cat)'],
    [[[1], [0, 2], []], {}, "node 1 lists 2, but node 2 does not list 1 (the graph must be undirected: add 1 to node 2's list)"],
    [[[1, 1], [0], [0]], {}, 'node 0 lists 1 twice: remove one'],
    [[[1], [0], [7]], {}, 'node 2 lists 7, which is not a node of this 3-node graph (ids run from 0 to 2)'],
    [[[1], [0], [1.5]], {}, 'graph[2][0] must be a node id (a whole number), got 1.5'],
    [[[1], 'x', [0]], {}, 'graph[1] must be an array of node ids, got "x"'],
    [EXAMPLE_2, { cat: 0 }, 'the cat cannot start on the hole (node 0): pick another cat start or hole'],
    [EXAMPLE_2, { mouse: 2 }, 'the mouse and the cat cannot start on the same node (2): pick different starts'],
    [EXAMPLE_2, { hole: 9 }, 'the hole: node 9 is not a node of this 4-node graph (ids run from 0 to 3)'],
    [EXAMPLE_2, { first: 'dog' }, `options.first must be 'mouse' or 'cat', got "dog"`],
    [
      EXAMPLE_2,
      { mice: 1 },
      "unknown option 'mice' (the options are mouse, cat, cat2, hole, first, holes, catOnHole, pass, directed, catJump, mouseJump, turnLimit, visited, onlyApplicable, allowIsolated, format, maxSeconds, onProgress)",
    ],
    [EXAMPLE_2, { mouse: -1 }, 'options.mouse must be a node id (a whole number from 0), got -1'],
    [
      42,
      {},
      'graph must be an adjacency list (number[][]) or text (an adjacency list, edge list, graph6, sparse6, a JSON game file or a LeetCode 1728 grid)',
    ],
  ];
  for (const [graph, options, message, line, column] of cases) {
    const sameError = (error) => {
      assert.ok(error instanceof CatMouseError && error instanceof Error);
      assert.equal(error.name, 'CatMouseError');
      assert.equal(error.message, message);
      assert.equal(error.line, line);
      assert.equal(error.column, column);
      return true;
    };
    assert.throws(() => solver.validate(graph, options), sameError, 'validate() refuses what solve() refuses');
    assert.throws(() => solver.solve(graph, options), sameError);
    assert.equal(solver.catMouseGame(EXAMPLE_2), 1, 'still usable after an error');
  }
});

test('rules errors name the options they are about; graph errors do not', () => {
  const optionsOf = (graph, options) => {
    try {
      solver.solve(graph, options);
    } catch (error) {
      return error.options;
    }
    return 'solved';
  };
  assert.deepEqual(optionsOf(EXAMPLE_2, { cat: 0 }), ['cat', 'hole']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { mouse: 2 }), ['mouse', 'cat']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { hole: 9 }), ['hole']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { first: 'dog' }), ['first']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { mouse: -1 }), ['mouse']);
  assert.equal(optionsOf('[[1],[0]]', {}), undefined);
});

test('ids beyond 32 bits are refused by the wrapper, not wrapped around', () => {
  assert.throws(() => solver.solve([[1], [0, 2 ** 32 + 2], [1]]), {
    name: 'CatMouseError',
    message: 'graph[1][1] must be a node id (a whole number), got 4294967298',
  });
});

test('queries on bad positions and on disposed games throw CatMouseError', () => {
  const game = solver.solve(EXAMPLE_2);
  assert.throws(() => game.value({ mouse: 1, cat: 0, turn: 'cat' }), {
    name: 'CatMouseError',
    message: 'the cat cannot stand on the hole (node 0), so this is not a position',
  });
  assert.throws(() => game.moves({ mouse: 9, cat: 2 }), {
    message: "the mouse's node 9 is not a node of this 4-node graph (ids run from 0 to 3)",
  });
  assert.throws(() => game.lineFrom({ mouse: 1, cat: 2, turn: 'dog' }), {
    message: `the side to move must be 'mouse' or 'cat', got "dog"`,
  });
  game.dispose();
  assert.equal(game.disposed, true);
  assert.throws(() => game.value({ mouse: 1, cat: 2 }), { message: 'this game has been disposed; solve the graph again to query it' });
  game.dispose(); // a second dispose is harmless
});

test('progress is reported and can cancel a solve', () => {
  const graph = Array.from({ length: 300 }, (_, i) => [(i + 299) % 300, (i + 1) % 300]);
  const seen = [];
  const game = solver.solve(graph, { onProgress: (p) => seen.push(p) });
  assert.ok(seen.length >= 2);
  assert.deepEqual(seen.at(-1), { decided: 2 * 300 * 300, total: 2 * 300 * 300 });
  assert.ok(seen.every((p, i) => i === 0 || p.decided >= seen[i - 1].decided));
  game.dispose();
  assert.throws(() => solver.solve(graph, { onProgress: () => false }), {
    name: 'CancelledError',
    code: 'cancelled',
    message: 'the solve was cancelled',
  });
  assert.equal(solver.catMouseGame(EXAMPLE_2), 1);
});

test('10,000 solve/dispose cycles do not grow the wasm heap', () => {
  for (let i = 0; i < 100; i++) solver.solve(REGRESSIONS[0].graph).dispose();
  const memory = solver.memoryBytes();
  const inUse = solver.heapBytesInUse();
  const live = solver.solve(REGRESSIONS[0].graph);
  assert.ok(solver.heapBytesInUse() >= inUse + 400, 'a live game holds its table (2 * 10 * 10 * 2 bytes)');
  live.dispose();
  assert.equal(solver.heapBytesInUse(), inUse, 'dispose gives it back');
  for (let i = 0; i < 10000; i++) {
    const game = solver.solve(i % 2 ? REGRESSIONS[0].graph : '0 1\n1 2\n2 3\n3 0\n');
    game.moves({ mouse: 1, cat: 2, turn: 'mouse' });
    game.table();
    game.dispose();
    if (i % 1000 === 0) assert.throws(() => solver.solve('[[1]'), CatMouseError);
  }
  assert.equal(solver.heapBytesInUse(), inUse, 'no byte leaked');
  assert.equal(solver.memoryBytes(), memory, 'the heap did not grow');
});

test('a solve that needs more memory grows the heap, and dispose frees it for reuse', () => {
  const ring = Array.from({ length: 1500 }, (_, i) => [(i + 1499) % 1500, (i + 1) % 1500]);
  const inUse = solver.heapBytesInUse();
  const game = solver.solve(ring);
  assert.ok(solver.memoryBytes() >= 2 * 1500 * 1500 * 4);
  game.dispose();
  const grown = solver.memoryBytes();
  assert.equal(solver.heapBytesInUse(), inUse);
  solver.solve(ring).dispose();
  assert.equal(solver.memoryBytes(), grown, 'the second solve reuses the freed memory');
});

test('a graph too large for wasm memory gets a message naming what it needs, never an abort', () => {
  // 28,000 and 30,000 nodes: about 4.1 and 4.7 GB at 2.75 bytes a position, over wasm32's 4 GB
  // (20,000 nodes, 2.2 GB, solve: see BENCHMARKS.md).
  for (const n of [28000, 30000]) {
    const table = Math.ceil((2 * n * n * 2) / 2 ** 20); // 16-bit entries (core/src/table_words.hpp)
    // Sparse graphs made by a gap in the ids: allowIsolated says the isolated nodes are meant.
    assert.throws(
      () => solver.solve(`0 1\n1 2\n2 ${n - 1}\n`, { allowIsolated: true }),
      (error) => {
        assert.equal(error.name, 'CatMouseError');
        assert.equal(error.code, 'limits.memory');
        const match = error.message.match(
          /^this (\d+)-node graph needs about (\d+) MB of memory to solve \(a table of (\d+) MB\), more than WebAssembly can have here \(4096 MB in all\); the native catmouse command line solves it$/,
        );
        assert.ok(match, error.message);
        assert.deepEqual([Number(match[1]), Number(match[3])], [n, table]);
        // The bit-parallel solve's peak: the table and 12 bit matrices of n^2 bits, 1.375x the table.
        assert.ok(Number(match[2]) > table * 1.37 && Number(match[2]) < table * 1.4, `${match[2]} MB for a ${table} MB table`);
        return true;
      },
    );
  }
  assert.equal(solver.catMouseGame(EXAMPLE_2), 1);
  assert.ok(solver.heapBytesInUse() >= 0);
});

test('a table in several blocks of wasm memory equals the native table byte for byte', () => {
  // 2 * 2,200^2 = 9,680,000 entries of 2 bytes: two 16 MB blocks of the core's table
  // (core/src/table.cpp), so entries on both sides of a block boundary are read.
  const n = 2200;
  const graph = Array.from({ length: n }, (_, i) =>
    [...new Set([(i + n - 1) % n, (i + 1) % n, (i * 7 + 3) % n, ...(i % 7 === 3 ? [(i - 3) / 7] : [])])]
      .filter((j) => j !== i)
      .sort((a, b) => a - b),
  );
  for (let a = 0; a < n; a++) for (const b of graph[a]) if (!graph[b].includes(a)) graph[b].push(a);
  graph.forEach((list) => list.sort((a, b) => a - b));
  const game = solver.solve(graph, { hole: 5 });
  const bytes = game.tableFile();
  game.dispose();
  const out = spawnSync(nativeCli, ['table', '--binary', '--hole', '5'], { input: JSON.stringify(graph), maxBuffer: 1 << 27 });
  assert.equal(out.status, 0, String(out.stderr));
  assert.equal(bytes.length, 24 + 4 * 2 * n * n + 4);
  assert.ok(Buffer.from(bytes).equals(out.stdout), 'the wasm and native tables differ');
});

test('an onProgress that throws stops the solve, rethrows its error and leaks nothing', () => {
  const ring = Array.from({ length: 300 }, (_, i) => [(i + 299) % 300, (i + 1) % 300]);
  const inUse = solver.heapBytesInUse();
  for (let i = 0; i < 3; i++) {
    assert.throws(
      () =>
        solver.solve(ring, {
          onProgress: () => {
            throw new RangeError('stop here');
          },
        }),
      { name: 'RangeError', message: 'stop here' },
    );
  }
  assert.equal(solver.heapBytesInUse(), inUse);
  assert.equal(solver.catMouseGame(EXAMPLE_2), 1);
});

test('sparse arrays are reported by index, not crashed on', () => {
  // eslint-disable-next-line no-sparse-arrays
  assert.throws(() => solver.solve([[1, 3], , [3], [0, 2]]), {
    name: 'CatMouseError',
    message: 'graph[1] must be an array of node ids, got undefined',
  });
});

test('reading is inside maxMemory: a text over it is refused before encoding (limits.input), graph6 before its rows are allocated (limits.memory)', async () => {
  const complete = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => j).filter((j) => j !== i));
  const k1000 = graph6Text(complete(1000)); // 83 KB of text, 2 MB of rows (2 bytes an entry, 2 entries an edge)
  const capped = await createSolver({ maxMemory: 2 ** 20 });
  for (const call of [() => capped.validate(k1000), () => capped.solve(k1000), () => capped.parse(k1000)]) {
    assert.throws(call, {
      name: 'CatMouseError',
      code: 'limits.memory',
      message: 'this graph6 graph (1000 nodes, 499500 edges) needs about 2.0 MB to read, more than the memory limit of 1.0 MB',
    });
  }
  assert.throws(() => capped.validate('0 1\n'.repeat(300_000)), {
    code: 'limits.input',
    message:
      'the text is at least 1200000 bytes, more than maxMemory (1 MB): createSolver({ maxMemory }) sets the limit (a text counts against it: it is held in memory while it is read)',
  });
  // UTF-8 longer than the UTF-16 length: counted in bytes once encoded.
  assert.throws(() => capped.parse('#' + 'é'.repeat(600_000) + '\n0 1\n'), {
    code: 'limits.input',
    message: /^the text is 1200006 bytes, more than maxMemory/,
  });
  // Without maxMemory the limit is 256 MB; the solver stays usable after a refusal.
  const free = await createSolver();
  assert.equal(free.parse(k1000).graph.length, 1000);
  assert.equal(capped.solve(EXAMPLE_2).outcome, 1);
});

test('maxMemory caps a solve with a message naming what it needs, and smaller graphs still solve', async () => {
  const capped = await createSolver({ maxMemory: 64 * 2 ** 20 });
  // 85 MB: the bit-parallel solve's peak (core/src/solve/pull_push.cpp): the table (64,000,000
  // bytes of 16-bit entries), 12 bit matrices of 4,000 rows of 63 words (24,192,000), moves, flags
  // and scratch (about 190,000) and the rules' graph (16,028): about 88,400,000 bytes, 84.3 MiB.
  assert.throws(() => capped.solve('0 1\n1 2\n2 3999\n', { allowIsolated: true }), {
    name: 'CatMouseError',
    code: 'limits.memory',
    message: 'this 4000-node graph needs about 85 MB of memory to solve (a table of 62 MB), more than the memory limit of 64 MB',
  });
  assert.equal(capped.solve('0 1\n1 2\n2 1999\n', { allowIsolated: true }).nodeCount, 2000);
  await assert.rejects(createSolver({ maxMemory: -1 }), {
    name: 'CatMouseError',
    message: 'maxMemory must be a whole number of bytes from 1 to 9007199254740991, got -1',
  });
});

test('validate() accepts what solve() accepts, without allocating a table', () => {
  const inUse = solver.heapBytesInUse();
  assert.equal(solver.validate(REGRESSIONS[0].graph), undefined);
  assert.equal(solver.validate('0 1\n1 2\n2 3\n', { first: 'cat', hole: 3, mouse: 2, cat: 1 }), undefined);
  assert.equal(solver.validate(`0 1\n1 2\n2 29999\n`, { allowIsolated: true }), undefined, 'too large to solve in wasm is not invalid');
  assert.equal(solver.heapBytesInUse(), inUse);
});

test('table() over several decode chunks equals the native table entry for entry', () => {
  // 2 * 800² = 1,280,000 entries: more than one chunk of the core's decoder.
  const n = 800;
  const graph = Array.from({ length: n }, (_, i) =>
    [...new Set([(i + n - 1) % n, (i + 1) % n, (i + 7) % n, (i + n - 7) % n])].sort((a, b) => a - b),
  );
  const game = solver.solve(graph, { hole: 3 });
  const table = game.table();
  game.dispose();
  const out = spawnSync(nativeCli, ['table', '--hole', '3'], { input: JSON.stringify(graph), encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(out.status, 0, out.stderr);
  const native = JSON.parse(out.stdout);
  assert.equal(table.outcome.length, 2 * n * n);
  assert.ok(
    table.outcome.every((o, i) => o === native.outcome[i]),
    'outcomes differ',
  );
  assert.ok(
    table.remoteness.every((r, i) => r === native.remoteness[i]),
    'remoteness differs',
  );
});

test('ending() says why a position ends the game, as the core rules decide', () => {
  const game = solver.solve('[[1,2],[0],[0]]', { first: 'cat' });
  assert.equal(game.ending({ mouse: 0, cat: 2, turn: 'cat' }), 'hole');
  assert.equal(game.ending({ mouse: 1, cat: 1, turn: 'mouse' }), 'caught');
  assert.equal(game.ending({ mouse: 1, cat: 2, turn: 'cat' }), 'stuck'); // the cat's only neighbour is the hole
  assert.equal(game.ending({ mouse: 2, cat: 1, turn: 'mouse' }), null);
  assert.throws(() => game.ending({ mouse: 1, cat: 0, turn: 'mouse' }), { code: 'position.cat-on-hole' });
  game.dispose();
});

test('tableView() reads the same entries as table() without copying them all', () => {
  const n = 60; // 7,200 entries: two chunks of the view
  const graph = Array.from({ length: n }, (_, i) =>
    [...new Set([(i + n - 1) % n, (i + 1) % n, (i + 5) % n, (i + n - 5) % n])].sort((a, b) => a - b),
  );
  const game = solver.solve(graph);
  const table = game.table();
  const view = game.tableView();
  assert.equal(view.size, table.outcome.length);
  assert.equal(view.index({ mouse: 3, cat: 7, turn: 'cat' }), table.index({ mouse: 3, cat: 7, turn: 'cat' }));
  for (let i = view.size - 1; i >= 0; i -= 97) {
    // backwards and sparse: chunks reload as needed
    assert.equal(view.outcome(i), table.outcome[i]);
    assert.equal(view.remoteness(i), table.remoteness[i]);
  }
  for (let i = 0; i < view.size; i++) {
    if (view.outcome(i) !== table.outcome[i] || view.remoteness(i) !== table.remoteness[i]) assert.fail(`entry ${i} differs`);
  }
  assert.throws(() => view.outcome(view.size), { code: 'argument.type' });
  const inUse = solver.heapBytesInUse();
  view.outcome(0);
  assert.equal(solver.heapBytesInUse(), inUse, 'a view keeps no wasm memory');
  game.dispose();
  assert.throws(() => view.outcome(view.size - 1), { code: 'game.disposed' });
});

test('tableFile() and readTable() round-trip, and read what the native CLI writes', () => {
  const game = solver.solve(REGRESSIONS[0].graph, { hole: 0 });
  const bytes = game.tableFile();
  const table = game.table();
  game.dispose();
  const read = solver.readTable(bytes);
  assert.deepEqual({ ...read, index: null }, { ...table, index: null });
  const native = spawnSync(nativeCli, ['table', '--binary'], { input: JSON.stringify(REGRESSIONS[0].graph), maxBuffer: 1 << 24 });
  assert.equal(native.status, 0);
  assert.deepEqual(new Uint8Array(native.stdout), bytes);
  const newer = bytes.slice();
  newer[8] = 3;
  assert.throws(() => solver.readTable(newer), { code: 'table.unsupported-version' });
  assert.throws(() => solver.readTable(bytes.subarray(0, 30)), { code: 'table.bad-file' });
  assert.throws(() => solver.readTable('CMTABLE'), { code: 'argument.type' });
});

// CRC-32 a bit at a time (docs/table-format.md): the zip and PNG one.
const crc32 = (bytes) => {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
};

test('tableFile() refuses the games its format cannot hold, which readTable() would refuse: several holes, a cat that may stand on a hole, a grid', () => {
  const square = [
    [1, 3],
    [0, 2],
    [1, 3],
    [0, 2],
  ];
  for (const [graph, options, says] of [
    [square, { holes: [0, 2], mouse: 1, cat: 3 }, /several holes/],
    [square, { catOnHole: 'guards', mouse: 1, cat: 3 }, /a cat that may stand on its hole/],
    [square, { catOnHole: 'wins', mouse: 1, cat: 3 }, /a cat that may stand on its hole/],
    ['grid = ["M.C...F"], catJump = 1, mouseJump = 3', {}, /a cat that may stand on its hole/],
  ]) {
    const game = solver.solve(graph, options);
    assert.throws(() => game.tableFile(), { code: 'table.unsupported-variant', message: says }, JSON.stringify(options));
    assert.ok(game.table().outcome.length > 0, 'table() still gives the values');
    game.dispose();
  }
  for (const options of [{ pass: true }, { directed: true }]) {
    const game = solver.solve(square, options);
    const bytes = game.tableFile();
    assert.deepEqual({ ...solver.readTable(bytes), index: null }, { ...game.table(), index: null }, JSON.stringify(options));
    game.dispose();
  }
});

test('readTable() checks the CRC-32 of a version 2 file and the entries of both versions, naming an impossible one', () => {
  const game = solver.solve(REGRESSIONS[0].graph, { hole: 0 });
  const bytes = game.tableFile();
  const table = game.table();
  game.dispose();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  assert.equal(view.getUint32(8, true), 2);
  assert.equal(view.getUint32(bytes.length - 4, true), crc32(bytes.subarray(0, bytes.length - 4)));
  for (const bit of [0, 7]) {
    for (const at of [24, 24 + 4 * 17 + 2, bytes.length - 1]) {
      const flipped = bytes.slice();
      flipped[at] ^= 1 << bit;
      assert.throws(() => solver.readTable(flipped), { code: 'table.bad-checksum', message: /damaged/ }, `byte ${at} bit ${bit}`);
    }
  }
  // Version 1 (catmouse 0.2.0): the same without the checksum, still read.
  const old = bytes.slice(0, bytes.length - 4);
  new DataView(old.buffer).setUint32(8, 1, true);
  assert.deepEqual({ ...solver.readTable(old), index: null }, { ...table, index: null });
  // It has no checksum, so the entries are what stands guard: a remoteness of 2^30 - 1 is refused by index.
  const n = REGRESSIONS[0].graph.length;
  const i = table.index({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.ok(table.outcome[i] === 1 || table.outcome[i] === 2, 'a decided entry');
  const impossible = old.slice();
  new DataView(impossible.buffer).setUint32(24 + 4 * i, ((table.outcome[i] << 30) | 0x3fffffff) >>> 0, true);
  assert.throws(() => solver.readTable(impossible), {
    code: 'table.bad-file',
    message: new RegExp(
      `entry ${i} \\(mouse 1, cat 2, the mouse to move\\) holds (mouse|cat) wins in 1073741823, but a line to the end passes no position twice, and the game has ${2 * n * (n - 1)} positions`,
    ),
  });
});
