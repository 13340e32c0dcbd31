// `catmouse/worker`: what it refuses (bad text, options that cannot reach the
// thread, a polluted Object.prototype) and how it goes on: the last game
// stays, and an idle worker lets Node exit.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolverWorker, CatMouseError } from 'catmouse/worker';
import { spawnSync } from 'node:child_process';
import { EXAMPLE_2, REGRESSIONS, root } from './helpers.mjs';

test('bad input rejects with CatMouseError carrying line and column', async () => {
  const worker = createSolverWorker();
  await assert.rejects(worker.solve('[[1,3],[0],[3 0,2]]'), (error) => {
    assert.ok(error instanceof CatMouseError);
    assert.equal(error.message, "line 1, column 15: expected ',' or ']' but found '0'");
    assert.deepEqual([error.line, error.column], [1, 15]);
    return true;
  });
  assert.equal((await worker.solve(EXAMPLE_2)).plies, 1);
  worker.terminate();
});

test('bad input leaves the last solved game in place for play()', async () => {
  const worker = createSolverWorker();
  await worker.solve(REGRESSIONS[0].graph);
  await assert.rejects(worker.solve('[[1,3],[0],[3 0,2]]'), { name: 'CatMouseError' });
  await assert.rejects(worker.solve(EXAMPLE_2, { cat: 0 }), { name: 'CatMouseError', options: ['cat', 'hole'] });
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.deepEqual([again.nodeCount, again.winner, again.plies], [10, 'cat', 24]);
  worker.terminate();
});

test('options that cannot reach the worker reject clearly, and an idle worker lets Node exit', async () => {
  const worker = createSolverWorker();
  await assert.rejects(worker.solve(EXAMPLE_2, { onProgress() {} }), {
    name: 'CatMouseError',
    message: 'pass onProgress to the worker in the third argument: worker.solve(graph, options, { onProgress })',
  });
  // Not sendable to the thread: a CatMouseError with a code, like every other bad argument.
  await assert.rejects(worker.solve(EXAMPLE_2, { mouse: () => 1 }), { name: 'CatMouseError', code: 'argument.type' });
  assert.equal((await worker.solve(EXAMPLE_2)).outcome, 1);
  worker.cancel(); // idle: nothing to stop, the last game stays
  assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).outcome, 1);
  worker.terminate();
});

test('a process with an idle worker still exits on its own', () => {
  const script = [
    "import { createSolverWorker } from 'catmouse/worker';",
    'const worker = createSolverWorker();',
    'const game = await worker.solve([[1,3],[0],[3],[0,2]]);',
    'await worker.solve([[1,3],[0],[3],[0,2]], { mouse: () => 1 }).catch(() => {});',
    'console.log(game.winner);',
  ].join('\n');
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 20000 });
  assert.equal(child.signal, null, 'the process had to be killed: the worker kept it alive');
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout.trim(), 'mouse');
});

test('a name set on Object.prototype is not an option: the worker solves as if it were not there', async () => {
  const worker = createSolverWorker();
  const plain = await worker.solve(EXAMPLE_2);
  const polluted = {
    mouse: 3,
    cat: 2,
    hole: 1,
    first: 'cat',
    holes: [0, 2],
    catOnHole: 'wins',
    pass: true,
    directed: true,
    cat2: 1,
    format: 'graph6',
  };
  try {
    Object.assign(Object.prototype, polluted);
    const game = await worker.solve(EXAMPLE_2);
    assert.deepEqual(
      [game.start, game.outcome, game.plies, game.variant, game.twoCats],
      [plain.start, plain.outcome, plain.plies, plain.variant, plain.twoCats],
    );
  } finally {
    for (const name of Object.keys(polluted)) delete Object.prototype[name];
  }
  worker.terminate();
});
