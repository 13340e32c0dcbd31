// The `visited` option (a game's history: positions that are draws if
// reached again) through the package, the worker and the checks. The values
// it gives are checked against an exhaustive search of the game with its
// history in tests/model/history-values.test.mjs; here: what it takes, what
// it refuses (code, message naming the index, options) and that every way in
// hands it to the core.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_1 } from './helpers.mjs';

const solver = await createSolver();

// The issue's game: the mouse wins in 5 from the start; after 1 to 4, the
// cat's 2 to 9, and the mouse's 4 back to 1 (a win in 7 on a fresh board),
// the cat's only move (9 to 2) recreates the start.
const ISSUE = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];
const PLAYED = [
  { mouse: 1, cat: 2, turn: 'mouse' },
  { mouse: 4, cat: 2, turn: 'cat' },
  { mouse: 4, cat: 9, turn: 'mouse' },
  { mouse: 1, cat: 9, turn: 'cat' },
];

test('visited positions are draws if reached again: the issue game, where going back to the start ends in a draw', () => {
  const fresh = solver.solve(ISSUE);
  const game = solver.solve(ISSUE, { visited: PLAYED });
  assert.deepEqual(fresh.value({ mouse: 1, cat: 2 }), { outcome: 1, plies: 5 });
  assert.deepEqual(fresh.moves({ mouse: 1, cat: 9, turn: 'cat' }), [{ to: 2, outcome: 1, plies: 6 }]);
  // A visited position is a drawn ending: its value is a draw and it has no moves.
  assert.deepEqual(game.value({ mouse: 1, cat: 2 }), { outcome: 0, plies: null });
  assert.deepEqual(game.moves({ mouse: 1, cat: 9, turn: 'cat' }), []);
  assert.equal(game.ending({ mouse: 1, cat: 2 }), null, 'a draw by repetition is not one of the endings before a move');
  // Positions never visited keep their own values where no repetition matters.
  assert.deepEqual(game.value({ mouse: 6, cat: 9, turn: 'cat' }), { outcome: 1, plies: 2 });
  assert.equal(game.outcome, 0, "the start is visited: the game's own value is a draw");
  fresh.dispose();
  game.dispose();
});

test('an empty history is the game without one, table for table; turn defaults to the mouse; repeats are kept once', () => {
  const plain = solver.solve(EXAMPLE_1);
  const empty = solver.solve(EXAMPLE_1, { visited: [] });
  assert.deepEqual(empty.table().outcome, plain.table().outcome);
  assert.deepEqual(empty.table().remoteness, plain.table().remoteness);
  const once = solver.solve(ISSUE, { visited: [{ mouse: 1, cat: 2 }] });
  const twice = solver.solve(ISSUE, {
    visited: [
      { mouse: 1, cat: 2, turn: 'mouse' },
      { mouse: 1, cat: 2 },
    ],
  });
  assert.deepEqual(twice.table().outcome, once.table().outcome);
  assert.deepEqual(once.value({ mouse: 1, cat: 2, turn: 'mouse' }), { outcome: 0, plies: null });
  assert.deepEqual(once.value({ mouse: 1, cat: 2, turn: 'cat' }), solver.solve(ISSUE).value({ mouse: 1, cat: 2, turn: 'cat' }));
  for (const game of [plain, empty, once, twice]) game.dispose();
});

test('bad visited positions are refused by solve() and validate() with a stable code, the index and the option', () => {
  const cases = [
    [[{ mouse: 1, cat: 2 }, 7], 'argument.type', /^options\.visited\[1\] must be a position like/],
    ['1,2', 'argument.type', /^options\.visited must be an array of positions/],
    [[{ mouse: 1, cat: 2, turn: 'dog' }], 'argument.type', /^options\.visited\[0\]: the side to move must be/],
    [[{ mouse: -1, cat: 2 }], 'argument.type', /^options\.visited\[0\]: mouse must be a node id/],
    [
      [
        { mouse: 1, cat: 2 },
        { mouse: 1, cat: 12 },
      ],
      'position.node-out-of-range',
      /^visited\[1\]: the cat's node 12 is not a node/,
    ],
    [[{ mouse: 3, cat: 0, turn: 'cat' }], 'position.cat-on-hole', /^visited\[0\]: the cat cannot stand on the hole \(node 0\)/],
  ];
  for (const [visited, code, message] of cases) {
    for (const call of [solver.solve, solver.validate]) {
      assert.throws(
        () => call(ISSUE, { visited }),
        (e) => e instanceof CatMouseError && e.code === code && message.test(e.message) && e.options?.[0] === 'visited',
        `${JSON.stringify(visited)} (${call.name})`,
      );
    }
  }
  // With the cat allowed on holes, the same position is one of the game.
  const guards = solver.solve(ISSUE, { catOnHole: 'guards', visited: [{ mouse: 3, cat: 0, turn: 'cat' }] });
  assert.deepEqual(guards.value({ mouse: 3, cat: 0, turn: 'cat' }), { outcome: 0, plies: null });
  guards.dispose();
});

test('two cats take no history: rules.visited-two-cats, naming both options', () => {
  for (const call of [solver.solve, solver.validate]) {
    assert.throws(() => call(ISSUE, { cat2: 3, visited: [] }), { code: 'rules.visited-two-cats', options: ['visited', 'cat2'] });
  }
});

test("a grid's game takes a history too: its positions are the open cells' node ids", () => {
  const text = 'grid = ["M.C...F"], catJump = 1, mouseJump = 2';
  const fresh = solver.solve(text);
  const start = fresh.start;
  const game = solver.solve(text, { visited: [start] });
  assert.deepEqual(game.value(start), { outcome: 0, plies: null });
  assert.notDeepEqual(fresh.value(start), { outcome: 0, plies: null });
  fresh.dispose();
  game.dispose();
});

test('the worker hands visited to the core: its snapshot is the game given the history, and it refuses as solve() does', async () => {
  const worker = createSolverWorker();
  try {
    const game = await worker.solve(ISSUE, { mouse: 1, cat: 9, first: 'cat', visited: PLAYED });
    assert.equal(game.outcome, 0);
    await assert.rejects(worker.solve(ISSUE, { visited: [{ mouse: 1, cat: 12 }] }), {
      code: 'position.node-out-of-range',
      options: ['visited'],
    });
    await assert.rejects(worker.validate(ISSUE, { visited: [{ mouse: 1, cat: 12 }] }), { code: 'position.node-out-of-range' });
  } finally {
    worker.terminate();
  }
});
