// A moment (a link, a browser history entry) restores exactly what was on
// screen: mode, side, strength, the game so far, the step and the status
// line; the computer never moves on a restore.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, random, EXAMPLE_1, EXAMPLE_2, REGRESSIONS } from './support.mjs';

// What the board shows from a session, as plain data to compare.
const shown = (s) => ({
  mode: s.mode,
  human: s.play?.human,
  mistakeChance: s.play?.mistakeChance,
  over: s.play?.over ?? null,
  cursor: s.cursor,
  timeline: s.timeline.map((e) => ({ ...e.position, by: e.by })),
  message: s.message?.text ?? null,
  computerWaits: s.computerWaits,
});

// Lets every pending promise and timer of a session run (a computer move would land here).
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

// Plays a whole game with random moves of the person, recording each
// moment the page pushes to the browser's history (a move, the start) with
// what was on screen then.
async function playRecorded(graph, { human, mistakeChance, seed }) {
  const { session } = sessionFor(graph, {}, { random: random(seed) });
  const rand = random(seed + 1);
  const moments = [];
  session.on((reason) => {
    if (reason === 'play' || reason === 'move') moments.push({ moment: structuredClone(session.moment), shown: shown(session) });
  });
  await session.startPlay({ human, mistakeChance });
  for (let guard = 0; guard < 200 && !session.play.over; guard++) {
    const moves = session.entry.moves;
    await session.choose(moves[Math.floor(rand() * moves.length)].to);
  }
  assert.ok(session.play.over, 'the game ended');
  return { session, moments };
}

async function restoredFrom(graph, moment) {
  const { session } = sessionFor(graph, {}, { random: random(99) });
  let moved = 0;
  session.on((reason) => reason === 'move' && moved++);
  assert.equal(await session.restore(moment), true);
  await settle();
  assert.equal(moved, 0, 'the computer does not move on a restore');
  return session;
}

for (const [name, graph] of [
  ['LeetCode example 1', EXAMPLE_1],
  ['LeetCode example 2', EXAMPLE_2],
  ['a regression graph', REGRESSIONS[0].graph],
]) {
  for (const human of ['mouse', 'cat']) {
    test(`${name}, playing the ${human}: every moment of a played game restores what was on screen`, async () => {
      const { session, moments } = await playRecorded(graph, { human, mistakeChance: 0.4, seed: human === 'cat' ? 3 : 5 });
      assert.ok(moments.length >= 2);
      for (const { moment, shown: was } of moments) {
        const restored = await restoredFrom(graph, moment);
        // (the computer was thinking when a person's move was recorded: restored, it waits instead)
        assert.deepEqual({ ...shown(restored), computerWaits: false }, { ...was, computerWaits: false }, JSON.stringify(moment));
        assert.equal(restored.computerWaits, restored.position.turn !== human && !restored.play.over);
      }
      // Every step of the finished game, as the step controls show it.
      for (let ply = 0; ply <= session.last; ply++) {
        session.goTo(ply);
        const restored = await restoredFrom(graph, session.moment);
        assert.deepEqual(shown(restored), shown(session), `ply ${ply}`);
      }
    });
  }
}

test('a play link at a step before the last (side=cat, path=3.5.4, ply=2) shows that step and moves nothing', async () => {
  const { session, game } = sessionFor(EXAMPLE_1, {}, { random: random(1) });
  assert.equal(await session.restore({ mode: 'play', path: [3, 5, 4], ply: 2, human: 'cat', mistakeChance: 0 }), true);
  await settle();
  assert.equal(session.mode, 'play');
  assert.equal(session.play.human, 'cat');
  assert.equal(session.cursor, 2);
  assert.equal(session.last, 3, 'the game so far, no move added');
  assert.deepEqual(
    session.timeline.map((e) => e.by),
    ['start', 'computer', 'you', 'computer'],
  );
  // every move follows an edge
  for (let i = 1; i <= session.last; i++) {
    const { who, from, to } = session.timeline[i].move;
    assert.ok(game.graph[from].includes(to), `${who} ${from} → ${to} follows an edge`);
  }
  assert.equal(session.play.over, null);
  assert.equal(session.computerWaits, false, 'the cursor is not at the last position');
  session.goTo(session.last);
  assert.equal(session.humanToMove, true, "the person's turn at the last position");
});

test("a game restored at the computer's turn waits for resume(), which plays one move", async () => {
  const { session } = sessionFor(EXAMPLE_1, {}, { random: random(1) });
  // the mouse moves first: the person plays the cat, the computer's move is due at the start
  await session.restore({ mode: 'play', path: [], ply: 0, human: 'cat', mistakeChance: 0 });
  await settle();
  assert.equal(session.last, 0);
  assert.equal(session.computerWaits, true);
  assert.equal(session.humanToMove, false);
  await session.resume();
  assert.equal(session.last, 1);
  assert.equal(session.timeline[1].by, 'computer');
  assert.equal(session.computerWaits, false);
  assert.equal(session.humanToMove, true);
  assert.match(session.message.text, /^The computer moves the mouse from \d+ to \d+\.$/);
});

test('a replay moment restores its what-if message, and undo shows the message of the timeline it returns to', async () => {
  const { session } = sessionFor(REGRESSIONS[0].graph);
  await session.choose(session.entry.moves[1].to);
  const first = session.message.text;
  await session.choose(session.entry.moves.at(-1).to);
  const restored = await restoredFrom(REGRESSIONS[0].graph, session.moment);
  assert.deepEqual(shown(restored), shown(session));
  session.undo();
  assert.equal(session.message.text, first);
  session.undo();
  assert.equal(session.message, null);
});
