// The value chart's facts (model/chart.js) against the package's table:
// where the points sit, which moves threw value away, and the words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, random, randomGraph, EXAMPLE_1, REGRESSIONS } from './support.mjs';
import { chartPoints, chartSummary, pointLabel, valueChanges, runs } from '../../web/src/model/chart.js';
import { isOver } from '../../web/src/model/session.js';

const CODE = { mouse: 1, cat: 2 };

// The table's verdict on the move into entry i: the best value the mover
// could have reached from the entry before, as [kind rank, remoteness] where
// larger is better for the mover.
function score(who, { outcome, plies }) {
  if (outcome === 0) return [1, 0];
  return outcome === CODE[who] ? [2, -plies] : [0, plies];
}
const better = (a, b) => a[0] - b[0] || a[1] - b[1];

test('points: mouse wins up, cat wins down, draws on the axis, taller as the end nears', () => {
  const { session, game } = sessionFor(REGRESSIONS[0].graph);
  const points = chartPoints(session.timeline);
  assert.equal(points.length, 25);
  points.forEach((p, i) => {
    const { mouse, cat, turn } = session.timeline[i].position;
    const v = game.value({ mouse, cat, turn });
    assert.equal(p.side, ['draw', 'mouse', 'cat'][v.outcome]);
    assert.equal(p.plies, v.plies);
    assert.ok(p.y < 0, 'a cat win hangs below the axis');
    assert.equal(p.x, i / 24);
    if (i > 0) assert.ok(p.level > points[i - 1].level, 'one move nearer the end, taller');
  });
  assert.equal(points[24].level, 1, 'the end is full height');
  assert.ok(points[0].level >= 0.2, 'the slowest win is off the axis');
  assert.deepEqual(
    points.map((p) => p.change),
    Array(25).fill(null),
    'optimal play changes nothing',
  );

  const draw = chartPoints(sessionFor(EXAMPLE_1).session.timeline);
  assert.deepEqual(
    draw.map((p) => [p.side, p.y]),
    Array(6).fill(['draw', 0]),
  );
});

test('value changes are exactly the moves the table says were worse than best play', async () => {
  const rand = random(41);
  let games = 0;
  let flagged = 0;
  for (let g = 0; g < 40; g++) {
    let pair;
    try {
      pair = sessionFor(randomGraph(rand, 5 + (g % 9), 0.35), {}, { random: random(g) });
    } catch {
      continue;
    }
    const { session, game } = pair;
    // A game of random moves for both sides, the person playing the mouse
    // against a computer that errs half the time.
    await session.startPlay({ human: 'mouse', mistakeChance: 0.5 });
    for (let k = 0; k < 30 && !session.play.over; k++) {
      const moves = session.entry.moves;
      if (!moves.length || isOver(session.entry)) break;
      await session.choose(moves[Math.floor(rand() * moves.length)].to);
    }
    games++;
    const timeline = session.timeline;
    const changes = valueChanges(timeline);
    for (let i = 1; i < timeline.length; i++) {
      const before = timeline[i - 1].position;
      const who = before.turn;
      const moves = game.moves({ mouse: before.mouse, cat: before.cat, turn: who });
      const best = moves
        .map((m) => score(who, m))
        .sort(better)
        .at(-1);
      // A move back to a position played ends the game, a draw by the rules, whatever the table says of the position.
      const repeats = timeline.slice(0, i).some((e) => JSON.stringify(e.position) === JSON.stringify(timeline[i].position));
      const taken = repeats ? { to: timeline[i].move.to, outcome: 0, plies: null } : moves.find((m) => m.to === timeline[i].move.to);
      const worse = better(score(who, taken), best) < 0;
      const change = changes.find((c) => c.index === i);
      assert.equal(!!change, worse, `move ${i} flagged iff the table has a better move`);
      if (change) {
        flagged++;
        assert.equal(change.who, who);
        assert.equal(change.by, timeline[i].by);
        assert.deepEqual(
          change.after,
          repeats
            ? { outcome: 0, plies: null }
            : game.value({ mouse: timeline[i].position.mouse, cat: timeline[i].position.cat, turn: timeline[i].position.turn }),
        );
        const v = game.value({ mouse: before.mouse, cat: before.cat, turn: who });
        assert.equal(change.best.outcome, v.outcome);
        if (v.outcome !== 0) assert.equal(change.best.plies, v.plies - 1);
        const kind = taken.outcome === v.outcome ? (taken.outcome === CODE[who] ? 'slower' : 'sooner') : 'outcome';
        assert.equal(change.kind, kind);
        assert.match(pointLabel(timeline, i), /✗ worse than best play/);
      } else {
        assert.doesNotMatch(pointLabel(timeline, i), /✗/);
      }
    }
    game.dispose();
  }
  assert.ok(games > 20 && flagged > 10, `${games} games, ${flagged} worse moves`);
});

test('the summary says the value throughout in words', async () => {
  const { session } = sessionFor(REGRESSIONS[0].graph);
  assert.equal(chartSummary(session.timeline), 'Value after each move (24 moves): the cat wins throughout, from 24 moves down to 0.');
  assert.equal(
    chartSummary(sessionFor(EXAMPLE_1).session.timeline),
    'Value after each move (5 moves): a draw throughout. The position after move 5 repeats the one after move 1.',
  );
  assert.equal(pointLabel(session.timeline, 0), 'The start: the cat wins in 24 moves.');
  assert.equal(
    pointLabel(session.timeline, 24),
    `Move 24, the cat from ${session.timeline[24].move.from} to ${session.timeline[24].move.to}: the cat has won.`,
  );

  // Example 1 in play: the person (mouse) walks to node 1 and loses.
  const play = sessionFor(EXAMPLE_1, {}, { random: random(1) }).session;
  await play.startPlay({ human: 'mouse' });
  await play.choose(3);
  await play.choose(1);
  await play.choose(3);
  assert.ok(play.play.over);
  assert.deepEqual(
    runs(play.timeline).map((r) => [r.from, r.to, r.outcome]),
    [
      [0, 2, 0],
      [3, 5, 2],
    ],
  );
  assert.equal(
    chartSummary(play.timeline),
    'Value after each move (5 moves): from the start to move 2, a draw; from move 3 to move 5, the cat wins from 2 moves down to 0.' +
      ' The value changed for the worse once: at move 3 (you, the mouse from 3 to 1): a cat win in 2 moves instead of a draw.',
  );
  assert.equal(
    pointLabel(play.timeline, 3),
    'Move 3, the mouse from 3 to 1 (you): the cat wins in 2 moves. ✗ worse than best play: a cat win in 2 moves instead of a draw.',
  );
  assert.equal(pointLabel(play.timeline, 4), 'Move 4, the cat from 5 to 3 (computer): the cat wins in 1 move.');
  // The jump is big: a quick loss is far from the axis.
  const points = chartPoints(play.timeline);
  assert.equal(points[2].y, 0);
  assert.ok(points[3].y < -0.8);
});
