// The cost of a two-cat solve up front, through the package: a game
// estimated to take longer than maxSeconds (default 300) is refused with
// limits.time before anything is allocated, by solve(), validate(), the
// worker and the npm command line (--max-seconds), the message giving the
// estimate and how to raise the limit; raised, the refusal goes away (K400
// is never solved here; every game of up to 400 nodes is under the
// default, and K400, pulled from its first level, is estimated at seconds,
// so it is refused under a lowered limit, 5 s); and a two-cat solve's
// progress moves with its work (two_cat_cost.hpp).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError, GAME_OPTIONS } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { runNpmCli } from './helpers.mjs';

const solver = await createSolver();

// The complete graph on n nodes.
const complete = (n) => Array.from({ length: n }, (_, a) => Array.from({ length: n - 1 }, (_, k) => (k < a ? k : k + 1)));
const K400 = complete(400);
const TWO_CATS = { mouse: 1, cat: 2, cat2: 3 };
const LOWERED = 5; // seconds: under K400's estimate, about 15 s in WebAssembly
const TWO_CATS_LOWERED = { ...TWO_CATS, maxSeconds: LOWERED };
const DAYS = 24 * 3600;
// The schema's default, which the core applies when the option is left out.
const DEFAULT_SECONDS = GAME_OPTIONS.find((o) => o.name === 'maxSeconds').default;

function isTimeLimit(error) {
  assert.ok(error instanceof CatMouseError, `${error?.name}: ${error?.message}`);
  assert.equal(error.code, 'limits.time', error.message);
  assert.match(
    error.message,
    /^two cats on this 400-node graph would take about \d+ seconds to solve in WebAssembly \(estimated from the degrees: 64 million entries set up and expanded, and up to 6 levels pulled a word at a time, [\d.]+ billion word operations\)/,
  );
  assert.match(
    error.message,
    new RegExp(
      `about 4\\d\\d MB of memory, more than the time limit of ${LOWERED} s: raise maxSeconds \\(--max-seconds N on the command line; 0 for no limit\\)`,
    ),
  );
  return true;
}

test('two cats on K400 are refused by solve() and validate() past a lowered limit with limits.time and the estimate; by default, raised or lifted, validate() takes them', () => {
  assert.throws(() => solver.validate(K400, TWO_CATS_LOWERED), isTimeLimit);
  assert.throws(() => solver.solve(K400, TWO_CATS_LOWERED), isTimeLimit);
  assert.equal(DEFAULT_SECONDS, 300);
  solver.validate(K400, TWO_CATS);
  solver.validate(K400, { ...TWO_CATS, maxSeconds: 10 * DAYS });
  solver.validate(K400, { ...TWO_CATS, maxSeconds: 0 });
  // One cat on K400 is quick: the limit does not apply.
  solver.validate(K400, { mouse: 1, cat: 2, maxSeconds: 1 });
  const oneCat = solver.solve(K400, { mouse: 1, cat: 2, maxSeconds: 1 });
  oneCat.dispose();
});

test('a lowered maxSeconds refuses a smaller two-cat game, and the default solves it', () => {
  const k120 = complete(120);
  assert.throws(
    () => solver.validate(k120, { ...TWO_CATS, maxSeconds: 1 }),
    (error) => error.code === 'limits.time' && /more than the time limit of 1 s/.test(error.message),
  );
  solver.validate(k120, TWO_CATS);
  const small = solver.solve(complete(12), { ...TWO_CATS, maxSeconds: 1 });
  assert.equal(small.twoCats, true);
  small.dispose();
});

test('a maxSeconds set on Object.prototype does not set the limit', () => {
  Object.prototype.maxSeconds = LOWERED; // eslint-disable-line no-extend-native
  try {
    solver.validate(K400, TWO_CATS);
  } finally {
    delete Object.prototype.maxSeconds;
  }
});

test('maxSeconds takes a whole number of seconds, as the schema says', () => {
  for (const bad of [-1, 1.5, '60', true]) {
    assert.throws(() => solver.validate(K400, { ...TWO_CATS, maxSeconds: bad }), { code: 'argument.type' }, String(bad));
  }
});

test('a two-cat solve reports progress that rises with its work, by many steps, to the total', () => {
  const calls = [];
  const game = solver.solve(complete(40), {
    ...TWO_CATS,
    onProgress: (progress) => {
      calls.push(progress);
    },
  });
  const total = 40 * 40 * 41;
  game.dispose();
  assert.ok(calls.length >= 10, `${calls.length} reports`);
  for (const [k, { decided, total: t }] of calls.entries()) {
    assert.equal(t, total);
    assert.ok(decided >= 0 && decided <= total, String(decided));
    if (k > 0) assert.ok(decided >= calls[k - 1].decided, `report ${k}: ${decided} after ${calls[k - 1].decided}`);
  }
  assert.equal(calls.at(-1).decided, total);
  const between = new Set(calls.map((c) => c.decided).filter((d) => d > 0 && d < total));
  assert.ok(between.size >= 10, `${between.size} distinct shares between 0 and the total`);
});

test('the worker refuses K400 two cats past a lowered limit with limits.time, and validates them with maxSeconds raised', async () => {
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.validate(K400, TWO_CATS_LOWERED), isTimeLimit);
    await assert.rejects(worker.solve(K400, TWO_CATS_LOWERED), isTimeLimit);
    await worker.validate(K400, { ...TWO_CATS, maxSeconds: 10 * DAYS });
  } finally {
    worker.terminate();
  }
});

test('the npm command line refuses K400 two cats with the estimate; --max-seconds lowers and lifts the limit', () => {
  const k400 = runNpmCli(['solve', '--cat2', '3', '--max-seconds', String(LOWERED)], JSON.stringify(K400));
  assert.equal(k400.status, 2);
  assert.match(k400.stderr, /^catmouse: two cats on this 400-node graph would take about \d+ seconds to solve in WebAssembly/);
  assert.match(k400.stderr, /raise maxSeconds \(--max-seconds N on the command line; 0 for no limit\)/);
  const lowered = runNpmCli(['solve', '--cat2', '3', '--max-seconds', '1'], JSON.stringify(complete(120)));
  assert.equal(lowered.status, 2);
  assert.match(lowered.stderr, /more than the time limit of 1 s/);
  const lifted = runNpmCli(['solve', '--cat2', '4', '--max-seconds=0'], JSON.stringify(complete(8)));
  assert.equal(lifted.status, 0, lifted.stderr);
  assert.equal(JSON.parse(lifted.stdout).line[0].cat2, 4);
});
