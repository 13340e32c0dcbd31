// The session model with two cats (options.cat2): positions carry cat2
// everywhere, the cats' move is joint ({ to, to2 }), and every value, move
// list and line the session shows is the npm package's for that position
// (the package is checked against the native build and the reference in
// tests/js/two-cats.test.mjs and tests/core/two_cats_test.cpp).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, random, randomGraph, EXAMPLE_1 } from './support.mjs';
import { isJointTurn, isOver } from '../../web/src/model/session.js';
import { samePosition } from '../../web/src/model/values.js';
import { after } from '../../wasm/src/rules.js';

const two = (p) => ({ mouse: p.mouse, cat: p.cat, cat2: p.cat2, turn: p.turn });

// Every entry's value and moves are the table's, each move is legal from
// the entry before and leads to the entry's position, and the entries from
// `from` on are the optimal line from there.
function assertTimelineTrue(session, game, from = 0) {
  session.timeline.forEach((entry, i) => {
    assert.notEqual(entry.position.cat2, undefined, `cat2 at ${i}`);
    assert.deepEqual(entry.value, game.value(two(entry.position)), `value at ${i}`);
    assert.deepEqual(entry.moves, game.moves(two(entry.position)), `moves at ${i}`);
    if (i > 0) {
      const before = session.timeline[i - 1].position;
      const { to, to2 } = entry.move;
      assert.equal(to2 !== undefined, isJointTurn(before), `a joint move exactly on the cats' turn (${i})`);
      assert.ok(
        session.timeline[i - 1].moves.some((m) => m.to === to && m.to2 === to2),
        `move into ${i} is legal`,
      );
      assert.deepEqual(two(entry.position), two(after(before, to, to2)), `move into ${i}`);
    }
  });
  const p = session.timeline[from].position;
  assert.deepEqual(
    session.timeline.slice(from).map((e) => two(e.position)),
    game.lineFrom(two(p)),
  );
}

function* randomGames(seed, count) {
  const rand = random(seed);
  for (let i = 0; i < count; i++) {
    const n = 5 + Math.floor(rand() * 7);
    const graph = randomGraph(rand, n, 0.3 + rand() * 0.4);
    yield {
      graph,
      options: { mouse: 1, cat: 2, cat2: 3 + Math.floor(rand() * (n - 3)), first: rand() < 0.5 ? 'mouse' : 'cat', pass: rand() < 0.3 },
    };
  }
}

test("load: the timeline is the optimal two-cat line, each position with cat2, each value the table's", () => {
  let joint = 0;
  for (const { graph, options } of randomGames(7, 25)) {
    const { session, game } = sessionFor(graph, options);
    assert.equal(session.game.twoCats, true);
    assertTimelineTrue(session, game);
    joint += session.timeline.filter((e) => e.move?.to2 !== undefined).length;
  }
  assert.ok(joint > 0, 'some lines have a move of the cats');
});

test("what if: every joint move of the cats branches to the table's line; undo returns", async () => {
  let tried = 0;
  for (const { graph, options } of randomGames(11, 12)) {
    const { session, game } = sessionFor(graph, { ...options, first: 'cat' });
    const entry = session.entry;
    if (isOver(entry)) continue;
    const original = session.timeline.map((e) => two(e.position));
    for (const move of entry.moves) {
      session.goTo(0);
      await session.choose(move.to, move.to2);
      assert.equal(session.cursor, 1);
      assert.deepEqual(two(session.position), two(after(entry.position, move.to, move.to2)));
      assert.deepEqual(session.entry.move, {
        who: 'cat',
        from: entry.position.cat,
        to: move.to,
        from2: entry.position.cat2,
        to2: move.to2,
      });
      assertTimelineTrue(session, game, 1);
      tried++;
    }
    while (session.canUndo) session.undo();
    assert.deepEqual(
      session.timeline.map((e) => two(e.position)),
      original,
    );
  }
  assert.ok(tried > 10);
});

test("board clicks: cat A's node, then cat B's, make the joint move; a wrong node is refused with both cats named", async () => {
  const { session, game } = sessionFor(EXAMPLE_1, { mouse: 3, cat: 2, cat2: 4, first: 'cat' });
  const moves = session.entry.moves;
  const last = moves.at(-1);
  await session.choose(last.to);
  assert.equal(session.pending, last.to);
  assert.equal(session.cursor, 0, 'nothing moved yet');
  assert.match(session.message.text, /now pick cat B's node/);
  await session.choose(last.to2);
  assert.equal(session.pending, null);
  assert.equal(session.cursor, 1);
  assert.deepEqual(two(session.position), two(after(game.start, last.to, last.to2)));
  // cat A to a node it cannot reach: refused, nothing pending
  session.goTo(0);
  const unreachable = [...Array(6).keys()].find((v) => !moves.some((m) => m.to === v));
  await session.choose(unreachable);
  assert.equal(session.message.kind, 'refused');
  assert.match(session.message.text, /Cat A may not go to node/);
  assert.equal(session.pending, null);
  // cat B to a node it cannot reach with cat A's pick
  const a = moves[0].to;
  const badB = [...Array(6).keys()].find((v) => !moves.some((m) => m.to === a && m.to2 === v));
  await session.choose(a);
  await session.choose(badB);
  assert.equal(session.message.kind, 'refused');
  assert.match(session.message.text, /cat B may not go to node/);
  assert.equal(session.cursor, 0);
});

test("play: perfect play by both sides ends as the table says, the computer's cat moves are best", async () => {
  let games = 0;
  for (const { graph, options } of randomGames(23, 15)) {
    for (const human of ['mouse', 'cat']) {
      const { session, game } = sessionFor(graph, options, { random: random(5) });
      await session.startPlay({ human, mistakeChance: 0 });
      for (let guard = 0; guard < 200 && !session.play.over; guard++) {
        assert.ok(session.humanToMove);
        const best = session.entry.moves[0];
        await session.choose(best.to, best.to2);
      }
      assert.ok(session.play.over, 'the game ends');
      // Both sides playing best moves keep the start's value.
      assert.equal(session.play.over.outcome, game.outcome);
      session.timeline.forEach((entry, i) => {
        assert.deepEqual(entry.value, game.value(two(entry.position)), `value at ${i}`);
        if (i > 0) assert.equal(entry.value.outcome, game.outcome, `best moves keep the outcome (${i})`);
      });
      games++;
    }
  }
  assert.equal(games, 30);
});

test('a repeated two-cat position is a draw only when cat2 repeats too', () => {
  assert.equal(samePosition({ mouse: 1, cat: 2, cat2: 3, turn: 'mouse' }, { mouse: 1, cat: 2, cat2: 3, turn: 'mouse' }), true);
  assert.equal(samePosition({ mouse: 1, cat: 2, cat2: 3, turn: 'mouse' }, { mouse: 1, cat: 2, cat2: 4, turn: 'mouse' }), false);
});

test('setPosition keeps cat B where it is; a moment with joint moves restores', async () => {
  const { session, game } = sessionFor(EXAMPLE_1, { mouse: 3, cat: 2, cat2: 4, first: 'mouse' });
  assert.ok(await session.setPosition({ mouse: 1, cat: 2 }));
  assert.equal(session.position.cat2, 4);
  assertTimelineTrue(session, game);
  // a what-if at the cats' turn, then the moment's path holds it as [to, to2]
  const at = session.timeline.findIndex((e) => isJointTurn(e.position) && !isOver(e) && e.moves.length > 1);
  if (at >= 0) {
    session.goTo(at);
    const move = session.entry.moves.at(-1);
    await session.choose(move.to, move.to2);
    const moment = session.moment;
    assert.deepEqual(moment.path.at(-1), [move.to, move.to2]);
    const timeline = session.timeline.map((e) => two(e.position));
    session.goTo(0);
    assert.ok(await session.restore(moment));
    assert.deepEqual(
      session.timeline.map((e) => two(e.position)),
      timeline,
    );
    assertTimelineTrue(session, game, at + 1);
  }
});

test("a link path with a single node where the cats' joint move is due says how a joint move is written", async () => {
  const { session } = sessionFor(EXAMPLE_1, { mouse: 3, cat: 2, cat2: 4, first: 'cat' });
  const joint = session.entry.moves[0];
  await session.restore({ path: [joint.to] });
  assert.match(session.message.text, /move 1 \(to node \d+\) is not a legal move here.*written as cat A's node _ cat B's \(such as 4_6\)/);
  // A joint move that is not legal names both nodes, without the hint (it was written as one).
  const { session: other } = sessionFor(EXAMPLE_1, { mouse: 3, cat: 2, cat2: 4, first: 'cat' });
  await other.restore({ path: [[joint.to, joint.to]] });
  assert.match(other.message.text, /to node \d+ and \d+\) is not a legal move/);
  assert.doesNotMatch(other.message.text, /written as/);
});

test('a thread that fails while solving two cats says two cats may need more memory than the tab has', async () => {
  const { failureText } = await import('../../web/src/words/failure.js');
  const error = { code: 'worker.failed', message: 'Out of memory' };
  assert.match(failureText(error, { twoCats: true }), /Two cats on this graph may need more memory .* 977 MB at 400/);
  assert.doesNotMatch(failureText(error), /Two cats/);
});
