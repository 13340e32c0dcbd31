// The one API shape of 0.2.0 (CHANGELOG.md): positions are objects in every
// query, a move's plies count from the mover's side, graph is a frozen
// property, and a solver can be disposed to get its wasm memory back. Each
// test here fails on 0.1.0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_1, EXAMPLE_2, REGRESSIONS } from './helpers.mjs';

const solver = await createSolver();

test('every query takes one position object; the old separate arguments are refused with the new form, never misread', () => {
  const game = solver.solve(EXAMPLE_1);
  try {
    const position = { mouse: 3, cat: 4, turn: 'cat' };
    for (const call of ['value', 'moves', 'lineFrom', 'ending']) {
      game[call](position); // answers
      assert.deepEqual(
        game[call]({ mouse: 3, cat: 4 }),
        game[call]({ mouse: 3, cat: 4, turn: 'mouse' }),
        `${call}: turn defaults to the mouse`,
      );
      assert.throws(
        () => game[call](3, 4, 'cat'),
        (e) => e instanceof CatMouseError && e.code === 'argument.type' && e.message.includes(`${call}({ mouse: 3, cat: 4, turn: "cat" })`),
        call,
      );
      assert.throws(() => game[call](3), { code: 'argument.type' }, call);
      assert.throws(() => game[call](position, 'cat'), { code: 'argument.type' }, call);
      assert.throws(() => game[call](null), { code: 'argument.type' }, call);
      assert.throws(() => game[call]({ mouse: '3', cat: 4 }), { code: 'argument.type' }, call);
    }
    for (const table of [game.table(), game.tableView()]) {
      assert.equal(table.index(position), (game.nodeCount + 3) * game.nodeCount + 4);
      assert.throws(() => table.index(3, 4, 'cat'), { code: 'argument.type' });
    }
  } finally {
    game.dispose();
  }
});

test("a move's plies count from the mover's side: the best move says what the position is worth", () => {
  // The README's start: 0.1.0 said "to: 6, plies: 23" while the game said 24.
  const game = solver.solve(REGRESSIONS[0].graph);
  try {
    const [best] = game.moves(game.start);
    assert.deepEqual({ to: best.to, plies: best.plies }, { to: 6, plies: 24 });
    assert.equal(best.plies, game.plies);
    // On every position of the table: a move's plies = the value after it + 1, and the best move's = the value here.
    const n = game.nodeCount;
    for (let mouse = 1; mouse < n; mouse++) {
      for (let cat = 1; cat < n; cat++) {
        for (const turn of ['mouse', 'cat']) {
          const here = { mouse, cat, turn };
          const moves = game.moves(here);
          if (!moves.length) continue;
          for (const move of moves) {
            const after = game.value({ ...here, [turn]: move.to, turn: turn === 'mouse' ? 'cat' : 'mouse' });
            assert.deepEqual(
              { outcome: move.outcome, plies: move.plies },
              { outcome: after.outcome, plies: after.plies === null ? null : after.plies + 1 },
            );
          }
          assert.deepEqual({ outcome: moves[0].outcome, plies: moves[0].plies }, game.value(here));
        }
      }
    }
  } finally {
    game.dispose();
  }
});

test('graph is a property everywhere: a frozen sorted adjacency list, the same array at every read', async () => {
  const game = solver.solve('0 3\n0 1\n2 3\n');
  try {
    assert.equal(typeof game.graph, 'object');
    assert.deepEqual(game.graph, EXAMPLE_2);
    assert.equal(game.graph, game.graph);
    assert.ok(Object.isFrozen(game.graph) && game.graph.every(Object.isFrozen));
    assert.throws(() => game.graph[0].push(9), TypeError);
  } finally {
    game.dispose();
  }
  const worker = createSolverWorker();
  try {
    const result = await worker.solve(EXAMPLE_2);
    assert.deepEqual(result.graph, EXAMPLE_2); // a property of the worker's result too
    const played = await worker.play({ mouse: 3, cat: 2 }); // positions are objects there too, turn optional
    assert.deepEqual(played.start, { mouse: 3, cat: 2, turn: 'mouse' });
    assert.equal(played.moves[0][0].plies, played.plies, "the worker's moves use the mover's count too");
  } finally {
    worker.terminate();
  }
});

test('solver.dispose() lets the wasm memory go; the solver and its games then say solver.disposed', async () => {
  const own = await createSolver();
  const game = own.solve(EXAMPLE_2);
  assert.equal(own.disposed, false);
  own.dispose();
  own.dispose(); // twice is fine
  assert.equal(own.disposed, true);
  assert.equal(game.disposed, true);
  for (const call of [
    () => own.solve(EXAMPLE_2),
    () => own.validate(EXAMPLE_2),
    () => own.parse('0 1'),
    () => own.memoryBytes(),
    () => own.heapBytesInUse(),
    () => own.catMouseGame(EXAMPLE_2),
    () => game.value(game.start),
    () => game.graph,
    () => game.table(),
  ]) {
    assert.throws(call, (e) => e instanceof CatMouseError && e.code === 'solver.disposed' && /createSolver\(\)/.test(e.message));
  }
  game.dispose(); // disposing a game of a disposed solver is fine
  // A fresh solver starts small again, whatever the old one grew to.
  const fresh = await createSolver();
  assert.equal(fresh.solve(EXAMPLE_2).outcome, 1);
});
