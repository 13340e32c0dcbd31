// The worker's answers carry the core's facts of their line (snapshot's
// `facts`: game.lineFacts), and the words that say why a line ends
// (describe.js: endText, drawRepeatIndex) read them; without them (a
// board's timeline, which joins several answers) catmouse/rules answers in
// JavaScript. Both must say the same, on random games, one cat and two.
import test from 'node:test';
import assert from 'node:assert/strict';
import { solver, random, randomGraph } from './support.mjs';
import { snapshot } from './received.mjs';
import { drawRepeatIndex, endText } from '../../web/src/words/describe.js';

test("a snapshot's facts are the core's lineFacts of its line, and the words say the same with them or without", () => {
  const rand = random(77);
  let draws = 0;
  let checked = 0;
  for (let round = 0; round < 60; round++) {
    const n = 7 + Math.floor(rand() * 8);
    const two = round % 3 === 0;
    const game = solver.solve(randomGraph(rand, n, 0.25), { allowIsolated: true, ...(two ? { cat2: 3 } : {}) });
    for (let k = 0; k < 6; k++) {
      const start = { mouse: 1 + Math.floor(rand() * (n - 1)), cat: 1 + Math.floor(rand() * (n - 1)), turn: k % 2 ? 'cat' : 'mouse' };
      if (two) start.cat2 = 3;
      let shot;
      try {
        shot = snapshot(game, start);
      } catch {
        continue; // (not a position of the game)
      }
      assert.deepEqual(shot.facts, game.lineFacts(shot.line));
      const without = { ...shot, facts: null };
      assert.equal(drawRepeatIndex(shot), drawRepeatIndex(without));
      assert.equal(endText(shot), endText(without));
      if (shot.outcome === 0) draws++;
      checked++;
    }
    game.dispose();
  }
  assert.ok(checked > 150 && draws > 10, `${checked} lines, ${draws} draws`);
});
