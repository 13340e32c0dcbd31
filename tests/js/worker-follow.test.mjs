// `catmouse/worker`: follow(start, path) plays a whole path in one request.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolverWorker } from 'catmouse/worker';
import { REGRESSIONS, cycle } from './helpers.mjs';

test('follow(start, path) plays a whole path in one request: the positions and moves position() gives step by step, then optimal play', async () => {
  const worker = createSolverWorker();
  const { graph } = REGRESSIONS[0];
  const game = await worker.solve(graph);
  // a what-if (the second-best move) and best play after it, as a person's path makes it
  const path = [];
  let here = game.start;
  let answer = game;
  for (let i = 0; i < 3 && answer.moves[0].length; i++) {
    const move = answer.moves[0][i === 0 ? 1 : 0];
    path.push(move.to);
    here = { ...here, [here.turn]: move.to, turn: here.turn === 'mouse' ? 'cat' : 'mouse' };
    answer = await worker.position(here);
  }
  const followed = await worker.follow(game.start, path);
  assert.equal(followed.played, path.length);
  assert.deepEqual(followed.start, game.start);
  assert.deepEqual([followed.outcome, followed.plies], [game.outcome, game.plies]);
  assert.deepEqual(followed.line.slice(path.length), answer.line, 'after the path: the optimal line from where it ends');
  assert.deepEqual(followed.moves.slice(path.length), answer.moves);
  assert.deepEqual(
    followed.line.slice(1, path.length + 1).map((p, i) => p[i % 2 === 0 ? 'mouse' : 'cat']),
    path,
  );
  for (let i = 0; i <= path.length; i++)
    assert.deepEqual(followed.moves[i], (await worker.position(followed.line[i])).moves[0], `moves at ${i}`);
  assert.equal(followed.end, answer.end);

  // an illegal move: followed up to it; no moves: the optimal line
  assert.ok(path.length >= 2, `a path of ${path.length} moves`);
  const stopped = await worker.follow(game.start, [path[0], 99, 5]);
  assert.equal(stopped.played, 1);
  assert.deepEqual(stopped.line.slice(1), (await worker.position(stopped.line[1])).line);
  const none = await worker.follow(game.start, []);
  assert.deepEqual([none.played, none.line, none.moves], [0, game.line, game.moves]);
  // bad arguments say what a path is; a position the table does not have is refused
  await assert.rejects(worker.follow(game.start, '6.7'), { name: 'CatMouseError', code: 'argument.type' });
  await assert.rejects(worker.follow(game.start, [6, 1.5]), { code: 'argument.type', message: /path\[1\] must be a node/ });
  await assert.rejects(worker.follow(game.start, [[6]]), { code: 'argument.type' });
  await assert.rejects(worker.follow(null, []), { code: 'argument.type' });
  worker.terminate();

  const fresh = createSolverWorker();
  await assert.rejects(fresh.follow({ mouse: 1, cat: 2 }, []), { code: 'worker.no-game' });
  fresh.terminate();
});

test("follow() takes a 2,000-move path in one answer, ends a path at a finished position, and takes the two cats' joint moves", async () => {
  const worker = createSolverWorker();
  await worker.solve(cycle(12), { mouse: 6, cat: 3 });
  const path = Array.from({ length: 2000 }, (_, i) => (i % 4 === 0 ? 7 : i % 4 === 1 ? 2 : i % 4 === 2 ? 6 : 3));
  const followed = await worker.follow({ mouse: 6, cat: 3, turn: 'mouse' }, path);
  assert.equal(followed.played, 2000);
  assert.deepEqual(followed.line[2000], { mouse: 6, cat: 3, turn: 'mouse' });
  assert.equal(followed.moves.length, followed.line.length);
  // the mouse reaches the hole: nothing is played after it
  const home = await worker.follow({ mouse: 2, cat: 6, turn: 'mouse' }, [1, 5, 0, 4, 11]);
  assert.equal(home.played, 3);
  assert.deepEqual(home.line.at(-1), { mouse: 0, cat: 5, turn: 'cat' });
  assert.equal(home.end, 'hole');
  worker.terminate();

  const cats = createSolverWorker();
  const game = await cats.solve(cycle(12), { mouse: 6, cat: 3, cat2: 9, first: 'cat' });
  const joint = game.moves[0].at(-1);
  const both = await cats.follow(game.start, [[joint.to, joint.to2]]);
  assert.equal(both.played, 1);
  assert.deepEqual(both.line[1], { mouse: 6, cat: joint.to, cat2: joint.to2, turn: 'mouse' });
  assert.equal((await cats.follow(game.start, [joint.to])).played, 0, 'one node where the joint move is due is not a move');
  cats.terminate();
});
