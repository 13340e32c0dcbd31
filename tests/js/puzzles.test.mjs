// game.puzzles() and worker.puzzles(): the quiz's "find the best move"
// puzzles as the package gives them. The core's search is checked against
// the independent reference in tests/puzzles_test.cpp; here each puzzle is
// checked against the game's own move list (exactly one move keeps the
// side's win or draw), and the options, the refusals and the worker.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError } from 'catmouse';
import { after } from 'catmouse/rules';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_1 } from './helpers.mjs';
import { TWO_PARTS } from '../fixtures/graphs.mjs';

const solver = await createSolver();
const SIDE = { mouse: 1, cat: 2 };

// A value's worth to the side to move: 2 a win, 1 a draw, 0 a loss.
const worth = (outcome, side) => (outcome === 0 ? 1 : outcome === SIDE[side] ? 2 : 0);

function checkPuzzles(game, puzzles) {
  for (const p of puzzles) {
    const value = game.value(p.position);
    assert.deepEqual({ outcome: p.outcome, plies: p.plies }, { outcome: value.outcome, plies: value.plies });
    const side = p.position.turn;
    assert.ok(worth(p.outcome, side) > 0, 'a puzzle keeps a win or a draw');
    const moves = game.moves(p.position);
    const keeping = moves.filter((m) => worth(m.outcome, side) === worth(p.outcome, side));
    assert.deepEqual(
      keeping.map((m) => m.to),
      [p.answer],
      JSON.stringify(p),
    );
    assert.equal(p.tempting, moves.length - 1);
    assert.equal(p.difficulty, p.depth + p.tempting);
  }
  for (let i = 1; i < puzzles.length; i++) assert.ok(puzzles[i - 1].difficulty <= puzzles[i].difficulty, 'easiest first');
}

test("each puzzle has exactly one move that keeps the side's value, easiest first, spread over the range", () => {
  const graph = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
  const game = solver.solve(graph);
  const all = game.puzzles({ count: 100000 });
  assert.ok(all.length > 3, `${all.length} puzzles`);
  checkPuzzles(game, all);
  const three = game.puzzles({ count: 3 });
  assert.equal(three.length, 3);
  assert.equal(three[0].difficulty, all[0].difficulty);
  assert.equal(three[2].difficulty, all.at(-1).difficulty);
  const cats = game.puzzles({ side: 'cat', count: 100000 });
  assert.ok(cats.every((p) => p.position.turn === 'cat'));
  assert.equal(cats.length, all.filter((p) => p.position.turn === 'cat').length);
  assert.equal(game.puzzles().length, Math.min(20, all.length), 'twenty by default');
  game.dispose();
});

test('puzzles() refuses bad options and two-cat games, and reads own options only', () => {
  const game = solver.solve(EXAMPLE_1);
  for (const options of [{ count: -1 }, { count: 1.5 }, { count: '3' }, { side: 'dog' }, null, 3]) {
    assert.throws(
      () => game.puzzles(options),
      (error) => error instanceof CatMouseError && error.code === 'argument.type',
      JSON.stringify(options),
    );
  }
  Object.prototype.count = 0; // eslint-disable-line no-extend-native
  try {
    assert.ok(game.puzzles({}).length > 0, 'Object.prototype.count is not an option');
  } finally {
    delete Object.prototype.count;
  }
  game.dispose();
  const twoCats = solver.solve(EXAMPLE_1, { cat2: 3 });
  assert.throws(() => twoCats.puzzles(), { code: 'game.two-cats' });
  twoCats.dispose();
});

test('worker.puzzles() answers as game.puzzles() does', async () => {
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.puzzles(), { code: 'worker.no-game' });
    await worker.solve(EXAMPLE_1);
    const game = solver.solve(EXAMPLE_1);
    assert.deepEqual(await worker.puzzles({ count: 5 }), game.puzzles({ count: 5 }));
    game.dispose();
  } finally {
    worker.terminate();
  }
});

// Every position a line of legal moves from the start reaches, searched
// through the game's own move lists (none from a finished position).
function reachedFrom(game) {
  const key = (p) => `${p.turn} ${p.mouse} ${p.cat}`;
  const seen = new Set([key(game.start)]);
  const stack = [game.start];
  while (stack.length) {
    const p = stack.pop();
    for (const move of game.moves(p)) {
      const next = after(p, move.to);
      if (!seen.has(key(next))) (seen.add(key(next)), stack.push(next));
    }
  }
  return (p) => seen.has(key(p));
}

test("each puzzle says whether the game's start leads to it: a graph in pieces, a bipartite graph's parity, a grid", () => {
  const games = [
    // Two parts: the start's (0-4, the hole) and another (5-9).
    solver.solve(TWO_PARTS, { mouse: 1, cat: 2, hole: 0 }),
    // One part, but a path's parity: the mouse to move always stands an odd distance from the cat.
    solver.solve([[1], [0, 2], [1, 3], [2, 4], [3, 5], [4, 6], [5]], { mouse: 3, cat: 6, hole: 0 }),
    // A grid whose wall keeps both players from the food's side.
    solver.solve('grid = ["M..#.....","...#.....","C..#....F"], catJump = 1, mouseJump = 1'),
  ];
  for (const game of games) {
    const reached = reachedFrom(game);
    const puzzles = game.puzzles({ count: 100000 });
    const counts = { true: 0, false: 0 };
    for (const p of puzzles) {
      assert.equal(p.reachable, reached(p.position), JSON.stringify(p));
      counts[p.reachable] += 1;
    }
    assert.ok(counts.false > 0 && counts.true > 0, `both answers tested (${JSON.stringify(counts)}, ${game.format})`);
    game.dispose();
  }
});
