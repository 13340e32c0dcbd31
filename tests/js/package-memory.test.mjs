// The package's wasm memory: solve/dispose cycles do not grow the heap, a
// bigger solve grows it and dispose frees it, a graph too large and a
// maxMemory cap are refused with what they need, an onProgress that throws leaks nothing.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError, graph6Text } from 'catmouse';
import { EXAMPLE_2, REGRESSIONS, cycle } from './helpers.mjs';

const solver = await createSolver();

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
  const ring = cycle(1500);
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

test('an onProgress that throws stops the solve, rethrows its error and leaks nothing', () => {
  const ring = cycle(300);
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
