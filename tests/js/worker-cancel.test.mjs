// `catmouse/worker`: stopping a solve in flight, by cancel() or by an
// onProgress that throws; what game answers afterwards.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolverWorker, CancelledError } from 'catmouse/worker';
import { EXAMPLE_2, REGRESSIONS, ring } from './helpers.mjs';

test('cancel stops a running solve; the worker then solves again', async () => {
  const worker = createSolverWorker();
  let sawProgress;
  const progressed = new Promise((resolve) => (sawProgress = resolve));
  const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
  await progressed;
  worker.cancel();
  await assert.rejects(big, (error) => error instanceof CancelledError && error.name === 'CancelledError');
  const small = await worker.solve(EXAMPLE_2);
  assert.equal(small.outcome, 1);
  worker.terminate();
});

test('after a cancel, refused input brings the game before the cancel back for play(); accepted input replaces it', async () => {
  const worker = createSolverWorker();
  await worker.solve(REGRESSIONS[0].graph);
  for (const next of ['[[1,3],[0],[3 0,2]]', EXAMPLE_2]) {
    let sawProgress;
    const progressed = new Promise((resolve) => (sawProgress = resolve));
    const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
    await progressed;
    worker.cancel();
    await assert.rejects(big, CancelledError);
    if (next === EXAMPLE_2) {
      assert.equal((await worker.solve(next)).nodeCount, 4);
      assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).nodeCount, 4, 'the new game answers');
    } else {
      await assert.rejects(worker.solve(next), { name: 'CatMouseError', line: 1, column: 15 });
      const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
      assert.deepEqual([again.nodeCount, again.winner, again.plies], [10, 'cat', 24], 'the game before the cancel answers');
    }
  }
  worker.terminate();
});

test('an onProgress that throws rejects the solve with what it threw; the process and the last game live on', async () => {
  const worker = createSolverWorker();
  await worker.solve(EXAMPLE_2);
  const boom = new Error('boom');
  await assert.rejects(
    worker.solve(
      ring(2000),
      {},
      {
        onProgress() {
          throw boom;
        },
      },
    ),
    (error) => error === boom,
  );
  assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).nodeCount, 4, 'the game before stays');
  worker.terminate();
});

// Issue 42, item 5: the game brought back after a cancel is the graph the
// caller gave, not its array as it is now (a caller that reuses its arrays
// got another game's answers: a draw became "mouse wins in 1").
test('after a cancel, the game brought back is the graph as given, though the caller changed its array since', async () => {
  const worker = createSolverWorker();
  const graph = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]; // LeetCode 913 example 1: a draw
  assert.equal((await worker.solve(graph)).outcome, 0);
  // The same arrays, now with the edge 0-1: a game the mouse wins in 1 (still
  // a valid graph, so 0.2.0's restore solved it and answered that game).
  graph[0].push(1);
  graph[1].push(0);
  let sawProgress;
  const progressed = new Promise((resolve) => (sawProgress = resolve));
  const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
  await progressed;
  worker.cancel();
  await assert.rejects(big, CancelledError);
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.deepEqual([again.nodeCount, again.outcome], [6, 0], 'still the draw it was given');
  worker.terminate();
});

test('valueMap refuses a fullUpTo or maxBlocks that is not a whole number in range, with argument.type', async () => {
  const worker = createSolverWorker();
  await worker.solve(EXAMPLE_2);
  for (const maxBlocks of [0, NaN, 'x', -5, 1e9, 2.5])
    await assert.rejects(worker.valueMap('mouse', { maxBlocks }), {
      code: 'argument.type',
      message: /maxBlocks takes a whole number from 1 to 1,024/,
    });
  await assert.rejects(worker.valueMap('mouse', { fullUpTo: 1e9 }), { code: 'argument.type', message: /fullUpTo/ });
  assert.equal((await worker.valueMap('mouse', { maxBlocks: 4 })).nodeCount, 4, 'a good one still answers');
  worker.terminate();
});
