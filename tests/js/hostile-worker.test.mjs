// Hostile values and text through the package, the worker and the npm CLI
// (issue 13): each gives a CatMouseError with a code and a place, or exit 2
// with a message; never a crash, a plain Error or a quietly wrong answer.
// Here: catmouse/worker given bad arguments, a cancel among queued requests,
// and a Node started with flags a worker thread cannot take.
import test from 'node:test';
import assert from 'node:assert/strict';
import { CancelledError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { spawnSync } from 'node:child_process';
import { EXAMPLE_2, ring, root } from './helpers.mjs';
import { refused } from './refused.mjs';

test('catmouse/worker works in a Node started with flags a worker thread cannot take', () => {
  const script = [
    "import { createSolverWorker } from 'catmouse/worker';",
    'const worker = createSolverWorker();',
    'const game = await worker.solve([[1,3],[0],[3],[0,2]]);',
    'console.log(game.winner);',
    'worker.terminate();',
  ].join('\n');
  for (const flags of [['--max-old-space-size=512'], ['--stack-size=2000', '--expose-gc'], ['--max-semi-space-size=64']]) {
    const child = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30000,
    });
    assert.equal(child.status, 0, `${flags.join(' ')}: ${child.stderr}`);
    assert.equal(child.stdout.trim(), 'mouse', flags.join(' '));
  }
});

test('cancel stops only the solve in flight: the previous game stays, queued requests still answer', async () => {
  const worker = createSolverWorker();
  try {
    await worker.solve(EXAMPLE_2);
    let sawProgress;
    const progressed = new Promise((resolve) => (sawProgress = resolve));
    const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
    const queued = worker.play({ mouse: 3, cat: 2, turn: 'mouse' });
    await progressed;
    worker.cancel();
    await assert.rejects(big, (error) => error instanceof CancelledError && error.code === 'cancelled');
    // The play() queued behind the cancelled solve is answered, from the game there is.
    const answer = await queued;
    assert.deepEqual([answer.nodeCount, answer.outcome, answer.start], [4, 1, { mouse: 3, cat: 2, turn: 'mouse' }]);
    assert.equal((await worker.play({ mouse: 1, cat: 2, turn: 'mouse' })).plies, 1);
    assert.equal((await worker.valueMap('mouse')).nodeCount, 4);
    // terminate() ends everything: afterwards there is no game until a solve.
    worker.terminate();
    await assert.rejects(worker.play({ mouse: 1, cat: 2, turn: 'mouse' }), refused('worker.no-game'));
  } finally {
    worker.terminate();
  }
});

// Every call on the worker returns a promise; bad arguments reject it with a
// CatMouseError and a code, never a synchronous throw or a TypeError.
async function rejectsWith(code, call) {
  let promise;
  assert.doesNotThrow(() => {
    promise = call();
  }, 'threw synchronously');
  assert.ok(promise instanceof Promise);
  await assert.rejects(promise, refused(code));
}

test('bad arguments to the worker reject with CatMouseError and a code', async () => {
  const worker = createSolverWorker();
  try {
    await worker.solve(EXAMPLE_2);
    await rejectsWith('argument.type', () => worker.play(null));
    await rejectsWith('argument.type', () => worker.play());
    await rejectsWith('argument.type', () => worker.play(7));
    await rejectsWith('argument.type', () => worker.position(null));
    await rejectsWith('argument.type', () => worker.position({ mouse: 1, cat: 2, turn: 'dog' }));
    await rejectsWith('argument.type', () => worker.solve(EXAMPLE_2, {}, null));
    await rejectsWith('argument.type', () => worker.solve(EXAMPLE_2, {}, { onProgress: 5 }));
    await rejectsWith('argument.type', () => worker.solve(EXAMPLE_2, { mouse: () => 1 }));
    await rejectsWith('argument.type', () => worker.valueMap('mouse', null));
    await rejectsWith('argument.type', () => worker.valueMap('dog'));
    // The last game is still there after all of that.
    assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).outcome, 1);
  } finally {
    worker.terminate();
  }
});

test('a BigInt in a value map window or turn is an argument.type, not a failed worker', async () => {
  const worker = createSolverWorker();
  try {
    await worker.solve(EXAMPLE_2);
    await rejectsWith('argument.type', () => worker.valueMap('mouse', { window: { row0: 0n, col0: 0, rows: 1, cols: 1 } }));
    await rejectsWith('argument.type', () => worker.valueMap(1n));
  } finally {
    worker.terminate();
  }
});
