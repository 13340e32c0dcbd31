// The session model in Node, checked against the solved table of the npm
// package (game.value, game.lineFrom) position by position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cycle, sessionFor, solver, random, randomGraph, REGRESSIONS, EXAMPLE_1 } from './support.mjs';
import { isOver } from '../../web/src/model/session.js';

const REGRESSION = REGRESSIONS[0].graph;
const pos = ({ mouse, cat, turn }) => ({ mouse, cat, turn });

// Every entry's value is the table's, each move is legal from the entry
// before, and the entries after `from` are the optimal line from there.
function assertTimelineTrue(session, game, from = 0) {
  const seen = new Set();
  session.timeline.forEach((entry, i) => {
    const key = JSON.stringify(entry.position);
    const repeated = seen.has(key);
    seen.add(key);
    if (repeated) {
      // A game over is over: a position played before ends the timeline, a draw with no move to make.
      assert.equal(i, session.last, `a repeated position at ${i} ends the timeline`);
      assert.deepEqual([entry.value, entry.moves], [{ outcome: 0, plies: null }, []], `the repetition at ${i}`);
      return;
    }
    assert.deepEqual(
      entry.value,
      game.value({ mouse: entry.position.mouse, cat: entry.position.cat, turn: entry.position.turn }),
      `value at ${i}`,
    );
    assert.deepEqual(
      entry.moves,
      game.moves({ mouse: entry.position.mouse, cat: entry.position.cat, turn: entry.position.turn }),
      `moves at ${i}`,
    );
    if (i > 0) {
      const before = session.timeline[i - 1].position,
        mover = before.turn;
      assert.ok(
        session.timeline[i - 1].moves.some((m) => m.to === entry.move.to),
        `move into ${i} is legal`,
      );
      assert.deepEqual(
        entry.position,
        {
          mouse: mover === 'mouse' ? entry.move.to : before.mouse,
          cat: mover === 'cat' ? entry.move.to : before.cat,
          turn: mover === 'mouse' ? 'cat' : 'mouse',
        },
        `move into ${i}`,
      );
    }
  });
  const p = session.timeline[from].position;
  // The optimal line from the branch, up to the first position the game had played (the game ends there).
  const played = new Set(session.timeline.slice(0, from).map((e) => JSON.stringify(pos(e.position))));
  const line = game.lineFrom(p);
  const repeat = line.findIndex((q) => played.has(JSON.stringify(q)));
  assert.deepEqual(
    session.timeline.slice(from).map((e) => pos(e.position)),
    repeat < 0 ? line : line.slice(0, repeat + 1),
  );
}

test('load: the timeline is the optimal line with the table values', () => {
  const { session, game } = sessionFor(REGRESSION);
  assert.equal(session.mode, 'replay');
  assert.equal(session.last, REGRESSIONS[0].plies);
  assertTimelineTrue(session, game);
});

test('what if: a move off the line branches, the rest is optimal from there, Back and Undo return', async () => {
  const { session, game } = sessionFor(REGRESSION);
  const original = session.timeline.map((e) => pos(e.position));
  const start = session.entry;
  const offLine = start.moves.at(-1).to; // the worst move for the mouse
  assert.notEqual(offLine, session.timeline[1].move.to);
  await session.choose(offLine);
  assert.equal(session.cursor, 1);
  assert.equal(session.entry.move.to, offLine);
  assert.equal(session.entry.by, 'you');
  assertTimelineTrue(session, game, 1);
  assert.match(session.message.text, /What if: the mouse goes from 1 to 2/);
  session.step(-1);
  assert.equal(session.cursor, 0);
  assert.equal(session.timeline[1].move.to, offLine, 'Back keeps the branch');
  session.undo();
  assert.deepEqual(
    session.timeline.map((e) => pos(e.position)),
    original,
  );
  assert.equal(session.cursor, 0);
  session.redo();
  assert.equal(session.timeline[1].move.to, offLine);
  assert.equal(session.cursor, 0, 'redo returns to where undo was pressed');
});

test('what if on random graphs: any sequence of chosen moves keeps the timeline true to the table', async () => {
  const rand = random(913);
  for (let g = 0; g < 25; g++) {
    const n = 5 + Math.floor(rand() * 10);
    const graph = randomGraph(rand, n, 0.35);
    if (graph[2].length === 0 && graph[1].length === 0) continue;
    const { session, game } = sessionFor(graph);
    for (let k = 0; k < 6 && session.entry.moves.length && !isOver(session.entry); k++) {
      const moves = session.entry.moves;
      await session.choose(moves[Math.floor(rand() * moves.length)].to);
      // A move already on the line only steps; the line is optimal from the last branch.
      const branch = session.timeline.findLastIndex((e) => e.by === 'you');
      assertTimelineTrue(session, game, Math.max(0, branch));
    }
    game.dispose();
  }
});

test('a move that is not legal is refused with the reason, and nothing changes', async () => {
  const { session } = sessionFor(EXAMPLE_1);
  const before = session.timeline;
  await session.choose(5); // the mouse is on 1, whose only neighbour is 3
  assert.equal(session.timeline, before);
  assert.equal(session.message.kind, 'refused');
  assert.match(session.message.text, /Node 5 is not next to the mouse's node 1: a move goes along an edge/);
  await session.choose(1);
  assert.match(session.message.text, /already on node 1, and nobody may pass/);
  // The cat on 2 is next to the hole 0 but may not enter it.
  await session.choose(3);
  assert.equal(session.position.turn, 'cat');
  await session.choose(0);
  assert.match(session.message.text, /The cat may not move to node 0, the hole/);
});

test("the game's start (session.game) stays through a restart in play; a drag makes a new one, and Undo gives the old back", async () => {
  const { session, game } = sessionFor(EXAMPLE_1);
  const start = (s) => ({ start: pos(s.game.start), outcome: s.game.outcome, plies: s.game.plies });
  const solved = { start: pos(game.start), ...game.value(game.start) };
  assert.deepEqual(start(session), solved);
  // In play, 1 to 3, the cat's 2 to 5, then 3 to 1 loses: restarted there, the timeline starts at a cat win.
  await session.startPlay({ human: 'mouse' });
  await session.choose(3);
  await session.choose(1);
  await session.startPlay({ human: 'mouse' });
  assert.equal(session.timeline[0].value.outcome, 2);
  assert.deepEqual(start(session), solved, 'a restart is not a new start of the game');
  session.stopPlay();
  // A token dropped: mouse 5 wins in 1.
  assert.equal(await session.setPosition({ mouse: 5, cat: 1 }), true);
  assert.deepEqual(start(session), { start: { mouse: 5, cat: 1, turn: 'mouse' }, outcome: 1, plies: 1 });
  session.undo();
  assert.deepEqual(start(session), solved);
  session.redo();
  assert.equal(session.game.outcome, 1);
});

test('a drag sets a new position with the same side to move; a position the rules refuse gets the options message', async () => {
  const { session, game } = sessionFor(REGRESSION);
  session.goTo(3);
  const turn = session.position.turn;
  assert.equal(await session.setPosition({ mouse: 4, cat: 7 }), true);
  assert.deepEqual(pos(session.position), { mouse: 4, cat: 7, turn });
  assertTimelineTrue(session, game);
  // Both tokens on one node: refused exactly as the options fields refuse it.
  assert.equal(await session.setPosition({ mouse: 7, cat: 7 }), false);
  const optionsError = (mouse, cat) => {
    try {
      solver.validate(REGRESSION, { mouse, cat, first: turn });
    } catch (error) {
      return error.message;
    }
    return null;
  };
  assert.equal(session.message.kind, 'refused');
  assert.equal(session.message.text.toLowerCase(), optionsError(7, 7).toLowerCase());
  assert.deepEqual(pos(session.position), { mouse: 4, cat: 7, turn }, 'the refused drag changed nothing');
  assert.equal(await session.setPosition({ mouse: 4, cat: 0 }), false);
  assert.equal(session.message.text.toLowerCase(), optionsError(4, 0).toLowerCase());
});

test('hint: the best moves of the position shown', () => {
  const { session } = sessionFor(REGRESSION);
  session.showHint();
  const best = session.entry.moves.filter((m) => m.outcome === session.entry.moves[0].outcome && m.plies === session.entry.moves[0].plies);
  assert.deepEqual(
    session.hint,
    best.map((m) => m.to),
  );
  assert.match(session.message.text, /Hint: the best moves? (is|are) to node/);
});

test('the moment round-trips: path, ply and mode rebuild the same timeline', async () => {
  const { session } = sessionFor(REGRESSION);
  await session.choose(session.entry.moves[1].to);
  await session.choose(session.entry.moves.at(-1).to);
  session.step(1);
  const moment = session.moment;
  assert.deepEqual(moment.path, [session.timeline[1].move.to, session.timeline[2].move.to]);
  const { session: other } = sessionFor(REGRESSION);
  assert.equal(await other.restore(moment), true);
  assert.deepEqual(
    other.timeline.map((e) => pos(e.position)),
    session.timeline.map((e) => pos(e.position)),
  );
  assert.equal(other.cursor, session.cursor);
  // A path with an illegal move stops before it and says so.
  const { session: third } = sessionFor(REGRESSION);
  await third.restore({ path: [moment.path[0], 99] });
  assert.match(third.message.text, /move 2 \(to node 99\) is not a legal move/);
});

test('a moment replays in one request to the solver (a 2,000-move path too), with restoring set meanwhile', async () => {
  const { gameOracle } = await import('./oracle.mjs');
  const { snapshot } = await import('./received.mjs');
  const { Session } = await import('../../web/src/model/session.js');
  const { longGame } = await import('../fixtures/graphs.mjs');
  const { graph, path } = longGame(2000); // (no position repeats: a game over is over, and this one is not)
  const game = solver.solve(graph);
  const asked = [];
  const oracle = Object.fromEntries(
    Object.entries(gameOracle(game, solver)).map(([name, ask]) => [
      name,
      (...args) => {
        asked.push(name);
        return ask(...args);
      },
    ]),
  );
  const session = new Session();
  session.load(snapshot(game), oracle);
  const seen = [];
  session.on((reason) => seen.push([reason, session.restoring]));
  const done = session.restore({ path, ply: 1500 });
  assert.deepEqual(session.restoring, { ply: 1500, moves: 2000, fromLoad: true }, 'the board can say it is getting there');
  assert.equal(await done, true);
  await session.settled;
  assert.deepEqual(asked, ['follow'], 'one request for the whole path (this oracle answers without a history: nothing is settled)');
  assert.equal(session.restoring, null);
  assert.deepEqual(
    seen.map(([reason]) => reason),
    ['restoring', 'restore'],
  );
  assert.equal(session.cursor, 1500);
  assert.equal(session.timeline.length > 2000, true);
  assert.ok(session.timeline.slice(1, 2001).every((e, i) => e.by === 'you' && e.move.to === path[i]));
  assert.ok(session.timeline.slice(2001).every((e) => e.by === 'line'));
  assert.deepEqual(session.moment, { mode: 'replay', path, ply: 1500 });
  assertTimelineTrue(session, game, 2000);
  // a moment restored later (Back to another moment) is not from a board just loaded
  const again = session.restore({ path: path.slice(0, 4), ply: 2 });
  assert.equal(session.restoring.fromLoad, false);
  await again;
  assert.equal(session.cursor, 2);
  // in play mode the timeline is the path alone, each move by the side that made it
  const other = new Session();
  other.load(snapshot(game), gameOracle(game, solver));
  assert.equal(await other.restore({ mode: 'play', path: path.slice(0, 6), ply: 6, human: 'mouse' }), true);
  assert.deepEqual(
    other.timeline.map((e) => e.by),
    ['start', 'you', 'computer', 'you', 'computer', 'you', 'computer'],
  );
});

test('a game over is over: a link whose moves go on after a repetition stops there and says so, in replay and in play (issues 42 and 43)', async () => {
  const { gameOracle } = await import('./oracle.mjs');
  const { snapshot } = await import('./received.mjs');
  const { Session } = await import('../../web/src/model/session.js');
  const game = solver.solve(cycle(12), { mouse: 6, cat: 3 });
  // The mouse 6 to 7, the cat 3 to 2, and back: move 4 repeats the start; the link goes on for 16 more.
  const path = Array.from({ length: 20 }, (_, i) => [7, 2, 6, 3][i % 4]);
  for (const mode of ['replay', 'play']) {
    const session = new Session();
    session.load(snapshot(game), gameOracle(game, solver));
    assert.equal(await session.restore({ mode, path, ply: 12 }), true);
    assert.equal(session.last, 4, `${mode}: the timeline ends at the repetition`);
    assert.equal(session.cursor, 4, `${mode}: the cursor at the end, not past it`);
    assert.deepEqual([session.entry.value, session.entry.moves], [{ outcome: 0, plies: null }, []], `${mode}: a draw, no move to make`);
    assert.deepEqual(session.message, {
      kind: 'refused',
      text: "The game ended at move 4: it repeats the start, a draw by the rules. The link's 16 later moves cannot be played, so the board stops there.",
    });
    if (mode === 'play') assert.deepEqual(session.play.over, { outcome: 0, reason: 'repeat', repeats: 0 });
    await session.choose(7);
    assert.equal(session.last, 4, `${mode}: no move after the end`);
    assert.deepEqual(session.moment.path, path.slice(0, 4), `${mode}: the link written again stops at the end`);
  }
  game.dispose();
});

test("after a what-if the heading says plainly that its value is the start's; undone, the game's verdict again", async () => {
  const { headingText, verdictText } = await import('../../web/src/words/describe.js');
  const { session, game } = sessionFor(REGRESSION);
  const start = game.value({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.equal(headingText(session.standing), verdictText(start));
  await session.choose(session.entry.moves.at(-1).to); // the worst move for the mouse
  const heading = headingText(session.standing);
  assert.equal(heading, `From the start: ${start.outcome === 0 ? 'a draw with best play' : verdictText(start)}`);
  session.goTo(session.last);
  assert.equal(headingText(session.standing), heading, 'the same at every step of the what-if line');
  session.undo();
  assert.equal(headingText(session.standing), verdictText(start), 'undone: the optimal line, the verdict');
  game.dispose();
});

test('the verdict on your last move in short lines: the move and its verdict, then the note on the values given the history', async () => {
  const { feedbackLines } = await import('../../web/src/words/session-words.js');
  const judged = 'Holds out longest: every move loses, and the cat wins in 1 move from here.';
  const note = 'The mouse wins in 6 moves on a fresh board, but this repeats the start: a draw now.';
  assert.deepEqual(feedbackLines({ judged, text: `Your move from 4 to 6: ${judged} ${note}` }), [`Your move from 4 to 6: ${judged}`, note]);
  assert.deepEqual(feedbackLines({ judged, text: `Your move from 4 to 6: ${judged}` }), [`Your move from 4 to 6: ${judged}`]);
  assert.deepEqual(feedbackLines(null), []);
});
