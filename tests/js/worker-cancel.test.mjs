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
