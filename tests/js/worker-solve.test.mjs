// `catmouse/worker`: solving off the main thread with progress, moves and
// play() from another start, parse() and validate() without solving.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolverWorker, CatMouseError } from 'catmouse/worker';
import { EXAMPLE_2, REGRESSIONS, ring, runNative } from './helpers.mjs';

test('a solve in the worker reports progress and returns the game from its start', async () => {
  const worker = createSolverWorker();
  const events = [];
  const game = await worker.solve(ring(600), {}, { onProgress: (p) => events.push(p) });
  assert.ok(events.length >= 2, `progress events: ${events.length}`);
  assert.ok(events.every((e) => e.total === 2 * 600 * 600 && e.fraction >= 0 && e.fraction <= 1));
  assert.deepEqual(events.at(-1), { decided: 720000, total: 720000, fraction: 1 });
  const native = JSON.parse(runNative(['solve'], JSON.stringify(ring(600))).stdout);
  assert.deepEqual({ outcome: game.outcome, winner: game.winner, plies: game.plies, line: game.line }, native);
  assert.equal(game.moves.length, game.line.length);
  assert.equal(game.end, native.winner === 'draw' ? null : game.winner === 'mouse' ? 'hole' : 'caught');
  worker.terminate();
});

test('moves along the line and play() from another start', async () => {
  const worker = createSolverWorker();
  const { graph, plies } = REGRESSIONS[0];
  const game = await worker.solve(graph);
  assert.equal(game.plies, plies);
  assert.deepEqual(
    game.moves[0].map((m) => m.to),
    [6, 9, 4, 2],
  );
  const other = await worker.play({ mouse: 4, cat: 3, turn: 'cat' });
  const native = JSON.parse(runNative(['solve', '--mouse', '4', '--cat', '3', '--first', 'cat'], JSON.stringify(graph)).stdout);
  assert.deepEqual(
    { outcome: other.outcome, plies: other.plies, line: other.line },
    { outcome: native.outcome, plies: native.plies, line: native.line },
  );
  await assert.rejects(worker.play({ mouse: 1, cat: 0, turn: 'mouse' }), { name: 'CatMouseError' });
  worker.terminate();
});

test("parse() reads as the package does (a game file's rules as the core read them), without solving; the last game stays", async () => {
  const { createSolver } = await import('../../wasm/src/node.js');
  const solver = await createSolver();
  const worker = createSolverWorker();
  const game = await worker.solve(EXAMPLE_2);
  const file = '{"graph": [[1,3],[0,2],[1,3],[0,2]], "mouse": 3, "cat": 1, "holes": [0, 2], "catOnHole": "guards", "first": "cat"}';
  const read = await worker.parse(file);
  assert.deepEqual(read, JSON.parse(JSON.stringify(solver.parse(file))), 'the same as the package');
  assert.equal(read.format, 'json');
  assert.deepEqual(read.rules, { mouse: 3, cat: 1, first: 'cat', holes: [0, 2], catOnHole: 'guards' });
  assert.equal((await worker.parse('0 -> 1\n1 -> 2\n2 -> 0\n')).directed, true);
  await assert.rejects(worker.parse('{"graph": [[1],[0]], "mouse": "x"}'), { name: 'CatMouseError' });
  await assert.rejects(worker.parse(42), { code: 'argument.type' });
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.equal(again.outcome, game.outcome);
  worker.terminate();
});

test('validate() checks like solve() without solving, and the last game stays queryable', async () => {
  const worker = createSolverWorker();
  const game = await worker.solve(EXAMPLE_2);
  assert.equal(await worker.validate('[[1,2],[0],[0]]', { mouse: 1, cat: 2 }), true);
  await assert.rejects(
    worker.validate('[[1,2],[0] 3]'),
    (error) => error instanceof CatMouseError && error.code.startsWith('parse.') && error.line === 1,
  );
  await assert.rejects(worker.validate(EXAMPLE_2, { mouse: 3, cat: 3 }), { name: 'CatMouseError', code: 'rules.same-start' });
  // the game solved before the refusals still answers
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.deepEqual({ outcome: again.outcome, plies: again.plies }, { outcome: game.outcome, plies: game.plies });
  worker.terminate();
});

// Issue 45: a solve is one request and one answer. The board asked validate()
// and then solve() (two requests, the text checked three times); now the
// solve's own answer says whether the checks refused the text, and
// onChecked() says when they passed, before the solve's progress and result.
test('a solve is one request: the checks refuse in its answer, or onChecked comes before its progress and result', async () => {
  const { serve } = await import('../../wasm/src/worker-service.js');
  const { createSolver } = await import('../../wasm/src/node.js');
  const posted = [];
  const solver = await createSolver();
  // The text is read once: the solve's own checks, not validate() and then solve() again.
  let validated = 0;
  const validate = solver.validate;
  solver.validate = (...args) => (validated++, validate(...args));
  const handle = serve(Promise.resolve(solver), (message) => posted.push(message));
  await handle({ id: 1, type: 'solve', graph: ring(60), options: {} });
  assert.equal(validated, 0, 'no validate() before the solve');
  const kinds = posted.map((m) => m.type).filter((type, i, all) => type !== all[i - 1]);
  assert.deepEqual(kinds, ['checked', 'progress', 'result'], 'the checks passed, then the solve');
  posted.length = 0;
  await handle({ id: 2, type: 'solve', graph: '[[1,2],[0] 3]', options: {} });
  assert.deepEqual(
    posted.map((m) => [m.id, m.type, m.error?.code.startsWith('parse.'), m.error?.line]),
    [[2, 'error', true, 1]],
    'refused text: its error, with its place, and nothing else',
  );
  assert.equal(validated, 0, 'refused in the solve itself');
  // The game before the refusal stays (the last game goes only once the checks pass).
  await handle({ id: 3, type: 'play', start: { mouse: 2, cat: 3 } });
  validated = 0; // (play() checks its start with validate())
  assert.equal(posted.at(-1).type, 'result', 'the ring solved first still answers');
  // Two cats: what a two-cat solve refuses before it starts (its time, here) is a refusal too, before checked.
  posted.length = 0;
  const k400 = Array.from({ length: 400 }, (_, a) => Array.from({ length: 400 }, (_, b) => b).filter((b) => b !== a));
  await handle({ id: 4, type: 'solve', graph: k400, options: { mouse: 1, cat: 2, cat2: 3, maxSeconds: 2 } });
  assert.deepEqual(
    posted.map((m) => [m.type, m.error?.code]),
    [['error', 'limits.time']],
  );
  assert.equal(validated, 0);

  // The client: one message to the thread per solve, onChecked once and only for text that passes.
  const worker = createSolverWorker();
  const seen = [];
  const game = await worker.solve(EXAMPLE_2, {}, { onChecked: () => seen.push('checked'), onProgress: () => seen.push('progress') });
  assert.equal(seen[0], 'checked');
  assert.equal(seen.filter((s) => s === 'checked').length, 1);
  assert.equal(typeof game.outcome, 'number');
  const refused = [];
  await assert.rejects(worker.solve(EXAMPLE_2, { mouse: 3, cat: 3 }, { onChecked: () => refused.push('checked') }), {
    code: 'rules.same-start',
  });
  assert.deepEqual(refused, [], 'no onChecked for refused input');
  await assert.rejects(worker.solve(EXAMPLE_2, {}, { onChecked: 1 }), { code: 'argument.type', message: /onChecked must be a function/ });
  worker.terminate();
});
