// The session with an oracle that answers given the game's history, as the
// board's does (web/src/element/flow/board-oracle.js with model/history-answer.js):
// in play and in what-if, the values, the feedback, the computer's move and
// the line are the game's as it stands, and the board says where they
// differ from a fresh board's. The issue's game: the mouse plays 1 to 4,
// the cat 2 to 9, the mouse 4 back to 1; the cat's only reply repeats the start.
import test from 'node:test';
import { historySession } from './history-oracle.mjs';
import assert from 'node:assert/strict';

const ISSUE = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];

test("play: the mouse's 4 back to 1 only draws, the board says why, and the cat's only reply ends the game by repetition", async () => {
  const { session } = historySession(ISSUE);
  await session.startPlay({ human: 'mouse' });
  await session.choose(4);
  assert.deepEqual(session.entry.position, { mouse: 4, cat: 9, turn: 'mouse' }, "the cat's only move, 2 to 9");
  assert.deepEqual(session.entry.value, { outcome: 1, plies: 3 });
  assert.deepEqual(
    session.entry.moves.find((m) => m.to === 1),
    { to: 1, outcome: 0, plies: null },
    'going back to 1 is a draw now',
  );
  await session.choose(1);
  assert.equal(session.play.over?.reason, 'repeat', 'the cat had to repeat the start');
  assert.equal(session.play.over.outcome, 0);
  const moved = session.timeline[3];
  assert.deepEqual(moved.value, { outcome: 0, plies: null }, 'the position after 4 to 1 is a draw given the history');
  assert.deepEqual(moved.fresh.outcome, 1);
  const text = session.message.text;
  // (counted from the position the move leads to, as every value the board gives)
  assert.match(text, /That move only draws; node 6 would have won in 2 moves\./);
  assert.match(text, /The mouse wins in 6 moves on a fresh board, but the cat's move to node 2 repeats the start: a draw now\./);
  assert.doesNotMatch(text, /Still a win/);
});

test('what-if: after 1 to 4, 2 to 9 and 4 to 1 the line shown stops at the repeated start, a draw', async () => {
  const { session } = historySession(ISSUE);
  await session.choose(4);
  await session.choose(9);
  await session.choose(1);
  const rest = session.timeline.slice(session.cursor).map((e) => e.position);
  assert.deepEqual(rest, [
    { mouse: 1, cat: 9, turn: 'cat' },
    { mouse: 1, cat: 2, turn: 'mouse' },
  ]);
  assert.deepEqual(session.entry.value, { outcome: 0, plies: null });
  assert.match(session.message.text, /but the cat's move to node 2 repeats the start: a draw now\./);
});

test("a restored what-if's status line says what the history changed, as the what-if said it when it was made", async () => {
  const made = historySession(ISSUE).session;
  for (const to of [4, 9, 1]) await made.choose(to);
  const said = made.message.text;
  assert.match(said, /but the cat's move to node 2 repeats the start: a draw now\./);
  const { session } = historySession(ISSUE);
  await session.restore({ mode: 'replay', path: [4, 9, 1], ply: 3 });
  await session.settled; // (the restored steps' values given the history: the note follows them)
  assert.equal(session.message.text, said);
  session.undo();
  session.redo();
  assert.equal(session.message?.text, said, 'and after an undo and a redo');
});
