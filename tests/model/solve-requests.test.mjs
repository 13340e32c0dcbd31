// The board's requests to its solver (web/src/model/solve-requests.js):
// which answer counts, cancels, refusals and stale text, without a browser.
import test from 'node:test';
import assert from 'node:assert/strict';
import { CancelledError, CatMouseError } from 'catmouse/worker';
import { SolveRequests } from '../../web/src/model/solve-requests.js';

// A call answered (or failed) when the test says.
function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { call: () => promise, resolve, reject };
}

// The callbacks of run(), recording what they were told.
function recorder() {
  const seen = [];
  return {
    seen,
    on: {
      started: (ticket) => seen.push(['started', ticket.seq]),
      result: (result) => seen.push(['result', result.name]),
      cancelled: (current) => seen.push(['cancelled', current]),
      failed: (error) => seen.push(['failed', error.message]),
      ended: () => seen.push(['ended']),
    },
  };
}

const source = (graph) => ({ graph, mouse: 1, cat: 2, hole: 0, first: 'mouse' });

test('a solve answered: the worker holds its game and the board shows its source', async () => {
  const req = new SolveRequests({ now: () => 0 });
  const { seen, on } = recorder();
  const a = deferred();
  const done = req.run(a.call, { solving: true, key: 'A', source: source('A') }, on);
  assert.ok(req.solving, 'a solve runs');
  a.resolve({ name: 'a' });
  await done;
  assert.deepEqual(seen, [['started', 1], ['result', 'a'], ['ended']]);
  assert.equal(req.solving, null);
  assert.equal(req.solvedKey, 'A');
  assert.equal(req.shown.graph, 'A');
  assert.equal(req.shown.mouse, 1);
});

test('a grid answer keeps only the options that apply to a grid', async () => {
  const req = new SolveRequests();
  const { on } = recorder();
  await req.run(async () => ({ name: 'g', grid: { rows: 2 } }), { solving: true, key: 'G', source: source('M.\n.C') }, on);
  assert.equal(req.shown.graph, 'M.\n.C');
  assert.equal(req.shown.mouse, undefined, "a grid's board places the mouse itself");
});

test('a new request supersedes the old: the old answer is dropped, whenever it comes', async () => {
  const req = new SolveRequests();
  const first = recorder();
  const second = recorder();
  const a = deferred();
  const b = deferred();
  const one = req.run(a.call, { solving: true, key: 'A', source: source('A') }, first.on);
  const two = req.run(b.call, { solving: true, key: 'B', source: source('B') }, second.on);
  b.resolve({ name: 'b' });
  await two;
  a.resolve({ name: 'a' }); // the old answer arrives last
  await one;
  assert.deepEqual(first.seen, [['started', 1]], "the superseded request shows nothing, and its end is not the board's");
  assert.deepEqual(second.seen, [['started', 2], ['result', 'b'], ['ended']]);
  assert.equal(req.solvedKey, 'B');
  assert.equal(req.shown.graph, 'B');
});

test("a superseded request's error is dropped too", async () => {
  const req = new SolveRequests();
  const first = recorder();
  const a = deferred();
  const one = req.run(a.call, { solving: true, key: 'A', source: source('A') }, first.on);
  await req.run(async () => ({ name: 'b' }), { solving: false, key: 'B', source: source('B') }, recorder().on);
  a.reject(new CatMouseError('bad', { code: 'parse.syntax' }));
  await one;
  // (a question is not a solve: the solve it superseded still ends the busy state)
  assert.deepEqual(first.seen, [['started', 1], ['ended']]);
  assert.equal(req.shown.graph, 'B');
});

test('forget(): an answer still to come is for nobody', async () => {
  const req = new SolveRequests();
  const { seen, on } = recorder();
  const a = deferred();
  const done = req.run(a.call, { solving: true, key: 'A', source: source('A') }, on);
  req.forget();
  a.resolve({ name: 'a' });
  await done;
  assert.deepEqual(seen, [['started', 1], ['ended']]);
  assert.equal(req.solvedKey, null);
  assert.equal(req.shown, null);
});

test('cancel: the running solve is marked, its text becomes stale, the worker holds no game', async () => {
  const req = new SolveRequests();
  assert.equal(req.cancel(), false, 'nothing to cancel');
  req.solvedKey = 'OLD';
  const { seen, on } = recorder();
  const a = deferred();
  const done = req.run(a.call, { solving: true, key: 'A', source: source('A') }, on);
  assert.equal(req.cancel(), true);
  assert.equal(req.solving.cancelled, true);
  a.reject(new CancelledError());
  await done;
  assert.deepEqual(seen, [['started', 1], ['cancelled', true], ['ended']]);
  assert.equal(req.stale, 'A');
  assert.equal(req.solvedKey, null);
});

test('a cancel of a superseded solve is told, not current, and leaves no stale text', async () => {
  const req = new SolveRequests();
  const first = recorder();
  const a = deferred();
  const one = req.run(a.call, { solving: true, key: 'A', source: source('A') }, first.on);
  const b = deferred();
  const two = req.run(b.call, { solving: true, key: 'B', source: source('B') }, recorder().on);
  a.reject(new CancelledError());
  await one;
  assert.deepEqual(first.seen, [
    ['started', 1],
    ['cancelled', false],
  ]);
  assert.equal(req.stale, null);
  b.resolve({ name: 'b' });
  await two;
});

test('an error the checks refused makes the text stale; other errors only lose the game', async () => {
  const req = new SolveRequests();
  const refusal = new CatMouseError('not a graph', { code: 'parse.syntax' });
  req.refused(refusal);
  const { seen, on } = recorder();
  req.solvedKey = 'OLD';
  await req.run(
    async () => {
      throw refusal;
    },
    { solving: true, key: 'A', source: source('A') },
    on,
  );
  assert.deepEqual(seen, [['started', 1], ['failed', 'not a graph'], ['ended']]);
  assert.equal(req.stale, 'A');
  assert.equal(req.solvedKey, 'OLD', 'a refusal leaves the worker its game');

  const other = recorder();
  await req.run(
    async () => {
      throw new CatMouseError('out of memory', { code: 'limits.memory' });
    },
    { solving: true, key: 'B', source: source('B') },
    other.on,
  );
  assert.deepEqual(other.seen, [['started', 2], ['failed', 'out of memory'], ['ended']]);
  assert.equal(req.stale, 'A', 'only refused text is stale');
  assert.equal(req.solvedKey, null);
});

test("a question in the worker's game (not a solve) has no busy state and keeps the key", async () => {
  const req = new SolveRequests();
  req.solvedKey = 'A';
  const { seen, on } = recorder();
  await req.run(async () => ({ name: 'p' }), { solving: false, key: 'A', source: source('A') }, on);
  assert.deepEqual(seen, [['result', 'p']]);
  assert.equal(req.solving, null);
  assert.equal(req.solvedKey, 'A');
});

test('restore: a board whose worker lost its game is solved again, then held', async () => {
  const req = new SolveRequests();
  assert.equal(req.lost(), null, 'nothing shown, nothing lost');
  await req.run(async () => ({ name: 'a' }), { solving: true, key: 'A', source: source('A') }, recorder().on);
  assert.equal(req.lost(), null, 'the worker holds the game shown');
  req.solvedKey = null; // a new worker
  assert.equal(req.lost().graph, 'A');
  req.regained('A');
  assert.equal(req.solvedKey, 'A');
  assert.equal(req.lost(), null);
});

test('plan: a start change asks the game held, the board on screen for stale text, else a solve', async () => {
  const req = new SolveRequests();
  assert.equal(req.plan('play', 'A', false), 'solve', 'nothing held yet');
  await req.run(async () => ({ name: 'a' }), { solving: true, key: 'A', source: source('A') }, recorder().on);
  assert.equal(req.plan('play', 'A', false), 'play');
  assert.equal(req.plan('play', 'A', true), 'in-step');
  assert.equal(req.plan('solve', 'A', false), 'solve');
  assert.equal(req.plan('play', 'B', false), 'solve');
  req.stale = 'B';
  assert.equal(req.plan('play', 'B', false), 'on-screen');
  assert.equal(req.plan('play', 'B', true), 'shown');
  assert.equal(req.plan('solve', 'B', false), 'solve');
  // while a solve runs, a start is not asked of the old game
  const a = deferred();
  const done = req.run(a.call, { solving: true, key: 'C', source: source('C') }, recorder().on);
  assert.equal(req.plan('play', 'A', false), 'solve');
  a.resolve({ name: 'c' });
  await done;
});

test('queued and held requests: a solve absorbs a start, and each is taken once', () => {
  const req = new SolveRequests();
  req.queue('play');
  assert.equal(req.queued, 'play');
  req.queue('solve');
  req.queue('play');
  assert.equal(req.take(), 'solve');
  assert.equal(req.take(), null);
  req.hold('play');
  assert.equal(req.held, 'play');
  req.hold('solve');
  assert.equal(req.release(), 'solve');
  assert.equal(req.held, null);
});
