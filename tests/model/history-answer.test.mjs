// The session's answer given the game's history (web/src/model/history-answer.js):
// its value is history-values.js's (checked against an exhaustive search in
// history-values.test.mjs), its line never passes a repeated position, its
// moves are the values given the history, and it keeps the history-free
// value to say where they differ. The ask here is the package in this
// thread, as the board's worker would answer.
import test from 'node:test';
import { historyAsk as asker } from './history-oracle.mjs';
import assert from 'node:assert/strict';
import { random, randomGraph } from './support.mjs';
import { historyAnswer, historyApplies, HISTORY_NODE_LIMIT } from '../../web/src/model/history-answer.js';
import { historyValues, visitedOf } from '../../web/src/model/history-values.js';

const key = (p) => `${p.turn} ${p.mouse} ${p.cat}`;

const ISSUE = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];

test("the issue's game: after the mouse's 1 to 4 and back, the answer is a draw whose line ends on the start, and it says the fresh value", async () => {
  const { free, ask, dispose } = asker(ISSUE);
  const history = [
    { mouse: 1, cat: 2, turn: 'mouse' },
    { mouse: 4, cat: 2, turn: 'cat' },
    { mouse: 4, cat: 9, turn: 'mouse' },
  ];
  const position = { mouse: 1, cat: 9, turn: 'cat' };
  const answer = await historyAnswer(free(position), position, history, ask);
  assert.equal(answer.outcome, 0);
  assert.equal(answer.plies, null);
  assert.deepEqual(answer.line, [position, history[0]], 'the line stops at the repeated start');
  assert.deepEqual(answer.moves[0], [{ to: 2, outcome: 0, plies: null }]);
  assert.deepEqual(answer.fresh, { outcome: 1, plies: 6, moves: [{ to: 2, outcome: 1, plies: 6 }] });
  assert.equal(answer.differs, true);
  // One move earlier the history changes nothing the mouse can use: 4 to 6 still wins.
  const before = { mouse: 4, cat: 9, turn: 'mouse' };
  const earlier = await historyAnswer(free(before), before, history.slice(0, 2), ask);
  assert.deepEqual([earlier.outcome, earlier.plies], [1, 3]);
  assert.equal(earlier.differs, true, "the mouse's 1 is a draw now (it repeats the start), though the best move keeps its value");
  assert.deepEqual(
    earlier.moves[0].find((m) => m.to === 1),
    { to: 1, outcome: 0, plies: null },
  );
  dispose();
});

test("a position already played (the cat's 9 to 2 recreating the start): a draw that ends there, not the fresh board's mouse win", async () => {
  const { free, ask, dispose } = asker(ISSUE);
  const history = [
    { mouse: 1, cat: 2, turn: 'mouse' },
    { mouse: 4, cat: 2, turn: 'cat' },
    { mouse: 4, cat: 9, turn: 'mouse' },
    { mouse: 1, cat: 9, turn: 'cat' },
  ];
  const position = { mouse: 1, cat: 2, turn: 'mouse' };
  const fresh = free(position);
  assert.equal(fresh.outcome, 1, 'a fresh board says the mouse wins from the start');
  const answer = await historyAnswer(fresh, position, history, ask);
  assert.deepEqual([answer.outcome, answer.plies, answer.line, answer.end], [0, null, [position], null]);
  assert.equal(answer.fresh, undefined, 'no "on a fresh board" note: the game is over');
  dispose();
});

test('at the start of a game the start itself is played (a move back to it repeats); where the game is over, the history-free answer', async () => {
  const { free, ask, drawn, dispose } = asker(ISSUE);
  const start = { mouse: 1, cat: 2, turn: 'mouse' };
  const fresh = free(start);
  const answer = await historyAnswer(fresh, start, [], ask);
  assert.deepEqual(drawn().start, start);
  assert.deepEqual(
    [answer.outcome, answer.plies, answer.given],
    [fresh.outcome, fresh.plies, true],
    "a position's own value never changes by its being played",
  );
  const want = historyValues([start], fresh.moves[0], (q) => drawn().value(q));
  assert.deepEqual(answer.moves[0], want.moves);
  const caught = { mouse: 5, cat: 5, turn: 'mouse' };
  const over = free(caught);
  assert.deepEqual(await historyAnswer(over, caught, [start], ask), { ...over, given: true });
  dispose();
});

test('random games: the answer is the values given the history, and its line never passes a position already played', async () => {
  const rand = random(2424);
  let checked = 0;
  for (let round = 0; round < 40; round++) {
    const n = 6 + Math.floor(rand() * 10);
    const graph = randomGraph(rand, n, 0.35);
    const { free, ask, base, drawn, dispose } = asker(graph, { pass: round % 4 === 0 });
    const start = base.start;
    const line = [start];
    for (let ply = 0; ply < 12; ply++) {
      const position = line.at(-1);
      const moves = base.moves(position);
      if (moves.length === 0) break;
      const answer = await historyAnswer(free(position), position, line.slice(0, -1), ask);
      if (line.length > 1) {
        const want = historyValues(line, moves, (q) => drawn().value(q));
        assert.deepEqual([answer.outcome, answer.plies], [want.outcome, want.plies]);
        assert.deepEqual(answer.moves[0], want.moves);
        const played = new Set(line.map(key));
        answer.line.slice(1, -1).forEach((p) => assert.ok(!played.has(key(p)), `the line passes ${key(p)}, already played`));
        assert.equal(new Set(answer.line.map(key)).size >= answer.line.length - 1, true, 'the line repeats at most at its end');
        assert.equal(answer.moves.length, answer.line.length);
        checked++;
      }
      const next = moves[Math.floor(rand() * moves.length)];
      const after = position.turn === 'mouse' ? { ...position, mouse: next.to, turn: 'cat' } : { ...position, cat: next.to, turn: 'mouse' };
      if (line.some((p) => key(p) === key(after))) break;
      line.push(after);
    }
    dispose();
  }
  assert.ok(checked > 100, `${checked} positions`);
  assert.ok(visitedOf([{ mouse: 1, cat: 2, turn: 'mouse' }]).length === 1);
});

test('the board gives values given the history up to 2,000 nodes with one cat, and says they are history-free above', () => {
  assert.equal(HISTORY_NODE_LIMIT, 2000);
  assert.equal(historyApplies(2000, false), true);
  assert.equal(historyApplies(2001, false), false);
  assert.equal(historyApplies(10, true), false);
});
