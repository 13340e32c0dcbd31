// The draw explanation and the value map's facts, against independent counts
// from the package's table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, solver, random, randomGraph, EXAMPLE_1 } from './support.mjs';
import { gameOracle } from './oracle.mjs';
import { explainDraw } from '../../web/src/model/draw.js';
import { cellText, nodeOrder, summarize } from '../../web/src/model/value-map.js';

const mine = (turn) => (turn === 'mouse' ? 1 : 2);
const theirs = (turn) => (turn === 'mouse' ? 2 : 1);

test('a draw is explained by facts the table confirms', async () => {
  const rand = random(5);
  let drawn = 0;
  for (let g = 0; g < 60; g++) {
    const graph = g === 0 ? EXAMPLE_1 : randomGraph(rand, 6 + (g % 8), 0.35);
    let pair;
    try {
      pair = sessionFor(graph);
    } catch {
      continue; // a random graph the rules refuse (the cat's start isolated from nothing, say)
    }
    const { session, game } = pair;
    for (let cursor = 0; cursor < session.timeline.length; cursor++) {
      const why = explainDraw(session.timeline, cursor);
      const { mouse, cat, turn } = session.timeline[cursor].position;
      const value = game.value({ mouse, cat, turn });
      if (value.outcome !== 0) {
        assert.equal(why, null);
        continue;
      }
      drawn++;
      // A position played before ends the game there: no move to keep or lose (the rules, not the table).
      const repeated = session.timeline
        .slice(0, cursor)
        .some((e) => JSON.stringify(e.position) === JSON.stringify(session.timeline[cursor].position));
      const moves = repeated ? [] : game.moves({ mouse, cat, turn });
      assert.deepEqual(
        why.keep.map((m) => m.to),
        moves.filter((m) => m.outcome === 0).map((m) => m.to),
      );
      assert.deepEqual(
        why.lose.map((m) => m.to),
        moves.filter((m) => m.outcome === theirs(turn)).map((m) => m.to),
      );
      assert.ok(!moves.some((m) => m.outcome === mine(turn)), 'no winning move from a drawn position');
      // The cycle: a loop of drawn positions joined by legal moves, which
      // the line from here reaches (or is already in).
      const { positions } = why.cycle;
      assert.ok(positions.length >= 3);
      assert.deepEqual(positions[0], positions.at(-1));
      positions.forEach((p, i) => {
        assert.equal(game.value(p).outcome, 0);
        if (i > 0) {
          const b = positions[i - 1];
          assert.ok(game.moves(b).some((m) => m.to === p[b.turn] && m.outcome === 0));
        }
      });
      assert.ok(why.cycle.from <= cursor || session.timeline.slice(cursor, why.cycle.from + 1).length > 0);
      const line = game.lineFrom({ mouse, cat, turn });
      // Safe exactly when no position on the line has a losing move for its mover.
      const anyTrap = line.slice(0, -1).some((p) => game.moves(p).some((m) => m.outcome === theirs(p.turn)));
      assert.equal(why.kind, anyTrap ? 'tense' : 'safe');
      for (const trap of why.avoid) assert.notEqual(trap.who, turn);
    }
    game.dispose();
  }
  assert.ok(drawn > 20, `${drawn} drawn positions checked`);
});

test('the value map counts agree with an independent count over the table', async () => {
  const rand = random(17);
  for (let g = 0; g < 30; g++) {
    const graph = randomGraph(rand, 4 + (g % 12), 0.3);
    let pair;
    try {
      pair = sessionFor(graph);
    } catch {
      continue;
    }
    const { game } = pair;
    const oracle = gameOracle(game, solver);
    for (const turn of ['mouse', 'cat']) {
      const map = await oracle.valueMap(turn);
      const facts = summarize(map);
      const table = game.table();
      const counts = { mouse: 0, cat: 0, draw: 0, over: 0 };
      let longest = 0;
      const hist = new Map();
      for (let m = 0; m < game.nodeCount; m++) {
        for (let c = 0; c < game.nodeCount; c++) {
          const i = table.index({ mouse: m, cat: c, turn });
          const o = table.outcome[i];
          const r = table.remoteness[i];
          if (o === 3) continue;
          if (o === 0) counts.draw++;
          else if (r === 0) counts.over++;
          else {
            counts[o === 1 ? 'mouse' : 'cat']++;
            longest = Math.max(longest, r);
            hist.set(r, (hist.get(r) ?? 0) + 1);
          }
        }
      }
      assert.deepEqual(facts.counts, counts);
      assert.equal(facts.longest?.plies ?? 0, longest);
      if (facts.longest) assert.equal(game.value({ mouse: facts.longest.mouse, cat: facts.longest.cat, turn }).plies, longest);
      assert.equal(facts.byRemoteness.length, longest);
      facts.byRemoteness.forEach((count, k) => assert.equal(count, hist.get(k + 1) ?? 0));
    }
    game.dispose();
  }
});

test('map cells read as words; rows can be ordered by distance from the hole', async () => {
  const { game } = sessionFor(EXAMPLE_1);
  const map = await gameOracle(game, solver).valueMap('mouse');
  assert.equal(cellText(map, 1, 2), 'mouse 1, cat 2: a draw');
  assert.equal(cellText(map, 3, 0), 'mouse 3, cat 0: not a position (the cat may never stand on the hole)');
  assert.equal(cellText(map, 4, 4), 'mouse 4, cat 4: the cat has won before any move');
  const v = game.value({ mouse: 4, cat: 3, turn: 'mouse' });
  assert.equal(
    cellText(map, 4, 3),
    `mouse 4, cat 3: ${v.outcome === 0 ? 'a draw' : `the ${v.outcome === 1 ? 'mouse' : 'cat'} wins in ${v.plies} move${v.plies === 1 ? '' : 's'}`}`,
  );
  // Example 1: the hole 0 touches 2 and 5; 3 and 4 are two steps away; 1 three.
  assert.deepEqual(nodeOrder(EXAMPLE_1, 0, 'distance'), [0, 2, 5, 3, 4, 1]);
  assert.deepEqual(nodeOrder(EXAMPLE_1, 0, 'id'), [0, 1, 2, 3, 4, 5]);
  // Several holes: the distance to the nearest; a directed graph: along the arcs, towards a hole.
  assert.deepEqual(nodeOrder(EXAMPLE_1, [0, 4], 'distance'), [0, 4, 2, 3, 5, 1]);
  assert.deepEqual(nodeOrder([[1], [2], [0]], 0, 'distance'), [0, 2, 1]);
});

test('a map cell the cat may not stand on names its hole when there are several', async () => {
  const holes = [0, 4];
  const { game } = sessionFor(EXAMPLE_1, { holes });
  const map = await gameOracle(game, solver).valueMap('mouse');
  for (const hole of holes) {
    assert.equal(
      cellText(map, 3, hole, holes),
      `mouse 3, cat ${hole}: not a position (node ${hole} is a hole, where the cat may never stand; the holes are nodes 0 and 4)`,
    );
  }
  // a cell that is a position says nothing of holes
  assert.doesNotMatch(cellText(map, 3, 2, holes), /hole/);
  // one hole: "the hole", as before
  assert.equal(cellText(map, 3, 0, [0]), 'mouse 3, cat 0: not a position (the cat may never stand on the hole)');
});
