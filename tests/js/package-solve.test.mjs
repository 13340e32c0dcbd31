// The package's API exactly as users import it (`import { createSolver } from 'catmouse'`):
// solving, its answers (outcome, line, moves, options) against the native build,
// progress and cancel, validate() and ending().
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { EXAMPLE_1, EXAMPLE_2, REGRESSIONS, cycle, runNative } from './helpers.mjs';

const solver = await createSolver();

function nativeSolve(graph, args = []) {
  const out = runNative(['solve', ...args], typeof graph === 'string' ? graph : JSON.stringify(graph));
  assert.equal(out.status, 0, out.stderr);
  return JSON.parse(out.stdout);
}

test('catMouseGame answers LeetCode examples with LeetCode codes', () => {
  assert.equal(solver.catMouseGame(EXAMPLE_1), 0);
  assert.equal(solver.catMouseGame(EXAMPLE_2), 1);
});

test('solve: outcome, winner, plies and line for the examples', () => {
  const draw = solver.solve(EXAMPLE_1);
  assert.equal(draw.outcome, 0);
  assert.equal(draw.winner, 'draw');
  assert.equal(draw.plies, null);
  const last = draw.line.at(-1);
  assert.equal(
    draw.line.filter((p) => p.mouse === last.mouse && p.cat === last.cat && p.turn === last.turn).length,
    2,
    'a drawn line ends on its first repeat',
  );
  draw.dispose();

  const win = solver.solve(EXAMPLE_2);
  assert.deepEqual({ outcome: win.outcome, winner: win.winner, plies: win.plies }, { outcome: 1, winner: 'mouse', plies: 1 });
  assert.deepEqual(win.line, [
    { mouse: 1, cat: 2, turn: 'mouse' },
    { mouse: 0, cat: 2, turn: 'cat' },
  ]);
  win.dispose();
});

test('regression graphs: exact outcome, plies, and the same line, moves and values as the native build', () => {
  for (const { graph, outcome, plies } of REGRESSIONS) {
    const game = solver.solve(graph);
    assert.equal(game.outcome, outcome);
    assert.equal(game.plies, plies);
    const native = nativeSolve(graph);
    assert.deepEqual({ outcome: game.outcome, winner: game.winner, plies: game.plies, line: game.line }, native);
    // Each step of the line is the best move, and values count down by one.
    game.line.slice(0, -1).forEach((p, i) => {
      const next = game.line[i + 1];
      const best = game.moves(p)[0];
      assert.equal(best.to, p.turn === 'mouse' ? next.mouse : next.cat);
      assert.deepEqual(game.value(next), { outcome, plies: plies - i - 1 });
      // Since 0.2.0 a move's plies count from the mover's side: the best move
      // says what the position it is played from is worth (was plies - i - 1).
      assert.equal(best.plies, plies - i);
      assert.deepEqual({ outcome: best.outcome, plies: best.plies }, game.value(p));
    });
    const end = game.line.at(-1);
    assert.equal(end.mouse, end.cat, 'the cat ends on the mouse');
    game.dispose();
  }
});

test('moves are best first for the side to move', () => {
  const game = solver.solve(REGRESSIONS[0].graph);
  // The mouse loses anyway; it delays longest by going to 6 (lowest id of the two 24s).
  // Plies count from the mover's side since 0.2.0 (the README's "to: 6,
  // plies: 23 vs the game's 24" off-by-one): the best move says 24, as the start does.
  const start = { mouse: 1, cat: 2, turn: 'mouse' };
  assert.deepEqual(game.moves(start), [
    { to: 6, outcome: 2, plies: 24 },
    { to: 9, outcome: 2, plies: 24 },
    { to: 4, outcome: 2, plies: 4 },
    { to: 2, outcome: 2, plies: 1 },
  ]);
  assert.equal(game.moves(start)[0].plies, game.plies);
  // Each entry is the value of the position the move leads to, one ply further from the end.
  for (const move of game.moves(start)) {
    const { outcome, plies } = game.value({ mouse: move.to, cat: 2, turn: 'cat' });
    assert.deepEqual({ outcome, plies: plies + 1 }, { outcome: move.outcome, plies: move.plies });
  }
  game.dispose();
});

test('options: starts, hole and who moves first', () => {
  const path = '0 1\n1 2\n2 3\n';
  const catFirst = solver.solve(path, { first: 'cat' });
  assert.deepEqual([catFirst.winner, catFirst.plies], ['cat', 1]);
  assert.deepEqual(catFirst.start, { mouse: 1, cat: 2, turn: 'cat' });
  catFirst.dispose();
  const moved = solver.solve(path, { mouse: 3, cat: 1, hole: 2 });
  assert.deepEqual([moved.winner, moved.plies], ['mouse', 1]);
  const { outcome, winner, plies, line } = moved;
  assert.deepEqual({ outcome, winner, plies, line }, nativeSolve(path, ['--mouse', '3', '--cat', '1', '--hole', '2']));
  moved.dispose();
});

test('progress is reported and can cancel a solve', () => {
  const graph = cycle(300);
  const seen = [];
  const game = solver.solve(graph, { onProgress: (p) => seen.push(p) });
  assert.ok(seen.length >= 2);
  assert.deepEqual(seen.at(-1), { decided: 2 * 300 * 300, total: 2 * 300 * 300 });
  assert.ok(seen.every((p, i) => i === 0 || p.decided >= seen[i - 1].decided));
  game.dispose();
  assert.throws(() => solver.solve(graph, { onProgress: () => false }), {
    name: 'CancelledError',
    code: 'cancelled',
    message: 'the solve was cancelled',
  });
  assert.equal(solver.catMouseGame(EXAMPLE_2), 1);
});

test('validate() accepts what solve() accepts, without allocating a table', () => {
  const inUse = solver.heapBytesInUse();
  assert.equal(solver.validate(REGRESSIONS[0].graph), undefined);
  assert.equal(solver.validate('0 1\n1 2\n2 3\n', { first: 'cat', hole: 3, mouse: 2, cat: 1 }), undefined);
  assert.equal(solver.validate(`0 1\n1 2\n2 29999\n`, { allowIsolated: true }), undefined, 'too large to solve in wasm is not invalid');
  assert.equal(solver.heapBytesInUse(), inUse);
});

test('ending() says why a position ends the game, as the core rules decide', () => {
  const game = solver.solve('[[1,2],[0],[0]]', { first: 'cat' });
  assert.equal(game.ending({ mouse: 0, cat: 2, turn: 'cat' }), 'hole');
  assert.equal(game.ending({ mouse: 1, cat: 1, turn: 'mouse' }), 'caught');
  assert.equal(game.ending({ mouse: 1, cat: 2, turn: 'cat' }), 'stuck'); // the cat's only neighbour is the hole
  assert.equal(game.ending({ mouse: 2, cat: 1, turn: 'mouse' }), null);
  assert.throws(() => game.ending({ mouse: 1, cat: 0, turn: 'mouse' }), { code: 'position.cat-on-hole' });
  game.dispose();
});
