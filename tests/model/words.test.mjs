// Every value the board words says its unit, counts singular and plural
// right, never "in 0 moves", and no space comes before a colon: checked over
// all the strings the board can produce for a few graphs (the position
// line, what is heard, the verdicts, every move's value and its feedback,
// the endings, the chart, the draw explanation, the value map's cells and
// counts), at every step of the optimal line, of what-ifs and of games played.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, solver, random, EXAMPLE_1, EXAMPLE_2, REGRESSIONS } from './support.mjs';
import { gameOracle } from './oracle.mjs';
import { heardAfter, positionLine, stepFacts } from '../../web/src/words/step-words.js';
import { headingText, verdictText } from '../../web/src/words/describe.js';
import { judgeMove } from '../../web/src/model/computer.js';
import { moveValueText, outcomeWords } from '../../web/src/model/values.js';
import { chartSummary, pointLabel, valueWords } from '../../web/src/model/chart.js';
import { explainDraw } from '../../web/src/model/draw.js';
import { drawWords, plainText, saidText } from '../../web/src/words/draw-words.js';
import { cellText, countWords } from '../../web/src/model/value-map.js';

// The grammar every string must keep; returns the problems found.
function problems(text) {
  const found = [];
  for (const [, n, word] of text.matchAll(/\b(\d[\d,]*) (moves?|starts?|positions?|puzzles?)\b/g)) {
    const one = n === '1';
    if (one !== !word.endsWith('s')) found.push(`"${n} ${word}"`);
  }
  if (/\bin 0\b/.test(text)) found.push('"in 0"');
  if (/ [:;,.](\s|$)/.test(text)) found.push('a space before punctuation');
  if (/\b(?:in|for) \d+\b(?! (moves?|starts?)\b)/.test(text)) found.push('a count without its unit');
  if (/\bloss in\b/.test(text)) found.push('a short value ("loss in 4")');
  if (/ {2}|undefined|NaN|null|\[object/.test(text)) found.push('a broken string');
  return found;
}

// Every string a session can show or say right now.
function stringsOf(session) {
  const game = session.game;
  const out = [];
  const entry = session.entry;
  const facts = stepFacts(session, game);
  out.push(positionLine(facts), heardAfter('cursor', session, game), headingText(session.standing), verdictText(session.timeline[0].value));
  out.push(outcomeWords(entry.value), valueWords(entry.value), pointLabel(session.timeline, session.cursor));
  if (session.message) out.push(session.message.text);
  for (const move of entry.moves) {
    out.push(moveValueText(move), judgeMove(entry.position.turn, entry.moves, move, game).text);
  }
  const why = explainDraw(session.timeline, session.cursor);
  const words = why && drawWords(why, session.timeline, session.cursor);
  if (words) for (const { parts } of words.paragraphs) out.push(plainText(parts), saidText(parts));
  return out;
}

const GRAPHS = [
  ['LeetCode example 1', EXAMPLE_1],
  ['LeetCode example 2', EXAMPLE_2],
  ['regression 1', REGRESSIONS[0].graph],
  ['regression 2', REGRESSIONS[1].graph],
];

for (const [name, graph] of GRAPHS) {
  test(`${name}: every string the board produces keeps the grammar`, async () => {
    const seen = new Set();
    const check = (session) => {
      for (const text of stringsOf(session)) {
        if (!text || seen.has(text)) continue;
        seen.add(text);
        assert.deepEqual(problems(text), [], text);
      }
    };
    // The optimal line, step by step, and a what-if of every move at every step.
    const { session, game } = sessionFor(graph);
    check(session);
    session.goTo(session.last);
    check(session);
    assert.deepEqual(problems(chartSummary(session.timeline).text ?? ''), []);
    const steps = session.last;
    for (let i = 0; i <= steps; i++) {
      for (let k = 0; k < 6; k++) {
        const { session: whatIf } = sessionFor(graph);
        whatIf.goTo(i);
        const moves = whatIf.entry.moves;
        if (!moves[k]) break;
        await whatIf.choose(moves[k].to);
        for (let j = 0; j <= whatIf.last; j++) {
          whatIf.goTo(j);
          check(whatIf);
        }
      }
    }
    // Games played, as either side, with mistakes.
    for (const human of ['mouse', 'cat']) {
      const { session: play } = sessionFor(graph, {}, { random: random(human.length) });
      const rand = random(17);
      const said = [];
      play.on((reason) => said.push(heardAfter(reason, play, play.game)));
      await play.startPlay({ human, mistakeChance: 0.5 });
      for (let guard = 0; guard < 200 && !play.play.over; guard++) {
        check(play);
        await play.choose(play.entry.moves[Math.floor(rand() * play.entry.moves.length)].to);
      }
      check(play);
      for (const text of said) assert.deepEqual(problems(text), [], text);
    }
    // The value map's cells and counts.
    const map = await gameOracle(game, solver).valueMap('mouse');
    for (let mouse = 0; mouse < game.nodeCount; mouse++)
      for (let cat = 0; cat < game.nodeCount; cat++) assert.deepEqual(problems(cellText(map, mouse, cat)), []);
    for (const [count, share] of [
      [1, '40%'],
      [12, '<1%'],
      [3993111, '>99%'],
      [0, null],
    ])
      assert.deepEqual(problems(countWords('Mouse wins', count, share)), []);
    assert.ok(seen.size > 5, `${seen.size} strings`);
  });
}

test('the counts are read with words; a value at the end of a game is "now"', () => {
  assert.equal(countWords('Mouse wins', 12, '40%'), 'Mouse wins: 12 starts, 40%');
  assert.equal(countWords('Mouse wins', 3993111, '>99%'), 'Mouse wins: 3,993,111 starts, over 99%');
  assert.equal(countWords('Draws', 1, '<1%'), 'Draws: 1 start, under 1%');
  assert.equal(outcomeWords({ outcome: 1, plies: 0 }), 'the mouse wins now');
  assert.equal(moveValueText({ to: 0, outcome: 1, plies: 1 }), 'mouse wins now');
  assert.equal(moveValueText({ to: 3, outcome: 2, plies: 2 }), 'cat wins in 1 move');
  assert.deepEqual(problems('Mouse to 3 : draw'), ['a space before punctuation']);
  assert.deepEqual(problems('loss in 4'), ['a count without its unit', 'a short value ("loss in 4")']);
  assert.deepEqual(problems('wins in 1 moves'), ['"1 moves"']);
});

test("a move's value is the same number, from the same side, before and after it is played", async () => {
  for (const [, graph] of GRAPHS) {
    const { session } = sessionFor(graph);
    for (const move of session.entry.moves) {
      const { session: s } = sessionFor(graph);
      const before = moveValueText(move);
      await s.choose(move.to);
      const line = positionLine(stepFacts(s, s.game));
      // What the chip said is what the position line says once played (or the game ended there).
      if (stepFacts(s, s.game).ending === null)
        assert.ok(line.endsWith(`the ${before}`) || (before === 'draw' && line.endsWith('a draw')), `${before} | ${line}`);
    }
  }
});
