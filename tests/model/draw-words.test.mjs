// The draw explained in words (words/draw-words.js): the facts each sentence
// states are read back out of the words and checked against the package's
// table, on example 1 and on every drawn position of random graphs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, random, randomGraph, EXAMPLE_1 } from './support.mjs';
import { explainDraw } from '../../web/src/model/draw.js';
import { drawWords, plainText, saidText, loopPath, orList } from '../../web/src/words/draw-words.js';

const CODE = { mouse: 1, cat: 2 };
const other = (side) => (side === 'mouse' ? 'cat' : 'mouse');
const nodes = (text) => text.split(/, | or /).map(Number);
const paragraph = (words, key) => plainText(words.paragraphs.find((p) => p.key === key).parts);

test('orList and loopPath', () => {
  assert.equal(orList([3]), '3');
  assert.equal(orList([3, 4]), '3 or 4');
  assert.equal(orList([1, 3, 4]), '1, 3 or 4');
  const cycle = [
    { mouse: 3, cat: 2 },
    { mouse: 3, cat: 5 },
    { mouse: 4, cat: 5 },
    { mouse: 4, cat: 2 },
    { mouse: 3, cat: 2 },
  ];
  assert.deepEqual(loopPath(cycle, 'mouse'), [3, 4, 3]);
  assert.deepEqual(loopPath(cycle, 'cat'), [2, 5, 2]);
});

test('example 1, two moves in: the words a person reads', () => {
  const { session } = sessionFor(EXAMPLE_1);
  const words = drawWords(explainDraw(session.timeline, 2), session.timeline, 2);
  assert.equal(words.title, 'Why it is a draw');
  assert.equal(words.kind, 'tense');
  assert.equal(
    paragraph(words, 'cycle'),
    'From move 1 the game loops: the mouse goes 3 to 4 to 3 while the cat goes 2 to 5 to 2. The position after move 5 repeats the one after move 1, and a repeated position is a draw.',
  );
  // Plain words, no arrow glyph, for the eye and for a screen reader alike.
  assert.equal(
    saidText(words.paragraphs.find((p) => p.key === 'cycle').parts),
    'From move 1 the game loops: the mouse goes 3 to 4 to 3 while the cat goes 2 to 5 to 2. The position after move 5 repeats the one after move 1, and a repeated position is a draw.',
  );
  assert.equal(
    paragraph(words, 'moves'),
    'The mouse, to move, keeps the draw only by going to 4; going to 1 loses (the cat wins in 3 moves), and going to 5, onto the cat, loses at once.',
  );
  assert.equal(
    paragraph(words, 'avoid'),
    // (move 5 repeats move 1: the game ends there, nothing is left to avoid or forced)
    'The cat must avoid: after move 3 (mouse 4, cat 5), going to 3 (the mouse wins in 4 moves).',
  );
  assert.equal(
    paragraph(words, 'kind'),
    'A tense draw: one wrong move loses. Forced: after move 2 the mouse must go to 4; after move 3 the cat must go to 2; after move 4 the mouse must go to 3.',
  );
  // The positions named are links to those moves.
  const jumps = words.paragraphs.find((p) => p.key === 'cycle').parts.filter((p) => p.jump !== undefined);
  assert.deepEqual(jumps, [
    { text: 'move 5', jump: 5 },
    { text: 'move 1', jump: 1 },
  ]);
  // Not a draw: no words.
  assert.equal(drawWords(null, session.timeline, 0), null);
});

test('every sentence states facts the table confirms, on every drawn position of random graphs', () => {
  const rand = random(2024);
  let checked = 0;
  let safe = 0;
  let named = 0; // positions of the other side's slips read back
  let forcedRead = 0;
  for (let g = 0; g < 140; g++) {
    let pair;
    try {
      pair = sessionFor(g === 0 ? EXAMPLE_1 : randomGraph(rand, 5 + (g % 10), 0.3));
    } catch {
      continue;
    }
    const { session, game } = pair;
    const timeline = session.timeline;
    for (let cursor = 0; cursor < timeline.length; cursor++) {
      const why = explainDraw(timeline, cursor);
      const words = drawWords(why, timeline, cursor);
      const { mouse, cat, turn } = timeline[cursor].position;
      if (game.value({ mouse, cat, turn }).outcome !== 0) {
        assert.equal(words, null);
        continue;
      }
      checked++;
      const them = other(turn);
      const moves = game.moves({ mouse, cat, turn });

      // The loop: "From move F the game loops: the mouse goes a to b to a while
      // the cat goes c to d to c. The position after move T repeats the one after move F".
      const loop = paragraph(words, 'cycle');
      const m = loop.match(
        /^From (?:move (\d+)|the start) the game loops: the mouse goes ([\d to]+) while the cat goes ([\d to]+)\. The position after move (\d+) repeats the one (?:after move (\d+)|at the start), and a repeated position is a draw\.$/,
      );
      assert.ok(m, loop);
      const from = Number(m[1] ?? 0);
      const to = Number(m[4]);
      assert.equal(Number(m[5] ?? 0), from);
      assert.ok(to > from);
      const repeated = timeline[to].position;
      assert.deepEqual({ ...timeline[from].position }, { ...repeated }, 'the same position twice');
      const walk = timeline.slice(from, to + 1).map((e) => e.position);
      for (let i = 1; i < walk.length; i++) {
        const b = walk[i - 1];
        assert.equal(game.value(b).outcome, 0, 'every position of the loop is drawn');
        assert.ok(
          game.moves(b).some((mv) => mv.to === walk[i][b.turn]),
          'joined by legal moves',
        );
      }
      assert.deepEqual(m[2].split(' to ').map(Number), loopPath(walk, 'mouse'));
      assert.deepEqual(m[3].split(' to ').map(Number), loopPath(walk, 'cat'));

      // The side to move: keeping moves and losing ones, each with how fast it loses.
      const said = paragraph(words, 'moves');
      if (timeline[cursor].moves.length === 0) {
        // A position played before: the game is over there.
        assert.equal(said, 'The game ends here: this position was played before, and a repeated position is a draw.');
        assert.ok(
          timeline.slice(0, cursor).some((e) => JSON.stringify(e.position) === JSON.stringify(timeline[cursor].position)),
          'a repetition',
        );
        continue;
      }
      const keeps = moves.filter((mv) => mv.outcome === 0).map((mv) => mv.to);
      const loses = moves.filter((mv) => mv.outcome === CODE[them]);
      assert.ok(said.startsWith(`The ${turn}, to move, `) || said.startsWith(`Every move of the ${turn}, to move,`), said);
      const keep =
        said.match(/keeps the draw(?: only)? by going to ([\d, or]+?)[;.]/) ??
        said.match(/has one move, to (\d+), and it keeps the draw/) ??
        said.match(/keeps the draw: going to ([\d, or]+)\./);
      assert.ok(keep, said);
      assert.deepEqual(nodes(keep[1]), keeps);
      const told = new Map();
      for (const l of said.matchAll(
        /going to ([\d, or]+?)(?:, onto the cat,)? loses(?: \(the (mouse|cat) wins in (\d+) moves?\)| at once)/g,
      )) {
        if (l[2]) assert.equal(l[2], them, 'the other side wins');
        for (const n of nodes(l[1])) told.set(n, l[3] ? Number(l[3]) : 1);
      }
      assert.deepEqual([...told.keys()].sort(), loses.map((mv) => mv.to).sort(), said);
      // A move's plies count the move itself since 0.2.0 (they were the plies after it, + 1 here).
      for (const mv of loses) assert.equal(told.get(mv.to), mv.plies, `the loss in moves counts the losing move: ${said}`);
      if (said.includes('onto the cat')) assert.equal(turn, 'mouse');

      // The other side: each named position is on the line or its loop, the
      // other side moves there, and each named move loses that fast.
      const avoid = paragraph(words, 'avoid');
      if (avoid.endsWith('has no losing move along this line.')) {
        assert.equal(why.avoid.length, 0);
      } else {
        assert.ok(avoid.startsWith(`The ${them} must avoid: `), avoid);
        for (const a of avoid.matchAll(
          /(?:after move (\d+)|the start) \(mouse (\d+), cat (\d+)\), going to ((?:\d+ \([^)]*\)(?:, | or )?)+)/g,
        )) {
          named++;
          const index = Number(a[1] ?? 0);
          const p = timeline[index].position;
          assert.deepEqual([p.mouse, p.cat, p.turn], [Number(a[2]), Number(a[3]), them]);
          const theirs = game.moves({ mouse: p.mouse, cat: p.cat, turn: them });
          for (const b of a[4].matchAll(/(\d+) \((?:the (mouse|cat) wins in (\d+) moves?|loses at once)\)/g)) {
            const mv = theirs.find((x) => x.to === Number(b[1]));
            assert.equal(mv.outcome, CODE[turn], 'a losing move for the other side');
            assert.equal(b[3] ? Number(b[3]) : 1, mv.plies); // the move's own count (0.2.0: was mv.plies + 1)
          }
        }
      }

      // Safe exactly when no position on the line from here has a losing move.
      const line = game.lineFrom({ mouse, cat, turn });
      const trap = line.slice(0, -1).some((p) => game.moves(p).some((mv) => mv.outcome === CODE[other(p.turn)]));
      const kind = paragraph(words, 'kind');
      if (trap) {
        assert.match(kind, /^A tense draw: one wrong move loses\./);
        for (const f of kind.matchAll(/(?:after move (\d+)|at the start) the (mouse|cat) must go to (\d+)/g)) {
          forcedRead++;
          const p = timeline[Number(f[1] ?? 0)].position;
          assert.equal(p.turn, f[2]);
          const options = game.moves(p);
          assert.deepEqual(
            options.filter((mv) => mv.outcome === 0).map((mv) => mv.to),
            [Number(f[3])],
            'the only drawing move',
          );
          assert.ok(
            options.some((mv) => mv.outcome === CODE[other(p.turn)]),
            'and a losing one exists',
          );
        }
      } else {
        safe++;
        assert.match(kind, /^A safe draw/);
      }
    }
    game.dispose();
  }
  assert.ok(
    checked > 40 && safe > 0 && named > 20 && forcedRead > 20,
    `${checked} drawn positions, ${safe} safe, ${named} slips, ${forcedRead} forced moves read back`,
  );
});

test('in a game in play, the person to move is not told the answer; before a repeat there is no loop yet', async () => {
  const { session } = sessionFor(EXAMPLE_1, {}, { random: random(3) });
  await session.startPlay({ human: 'mouse' });
  await session.choose(3);
  assert.equal(session.cursor, 2);
  assert.equal(session.position.turn, 'mouse');
  const why = explainDraw(session.timeline, 2);
  assert.equal(why.cycle, null, 'no position has repeated yet');
  const hidden = drawWords(why, session.timeline, 2, { hideMover: true });
  assert.equal(
    paragraph(hidden, 'cycle'),
    'Neither side can force a win from here: with best play by both, a position repeats, and a repeated position is a draw.',
  );
  assert.equal(paragraph(hidden, 'moves'), 'Your move (the mouse): 1 move keeps the draw and 2 lose. A hint shows the best.');
  assert.doesNotMatch(paragraph(hidden, 'kind'), /mouse must go to 4/);
  // Shown (the same position, not the person's move to make): the answer in full.
  const shown = drawWords(why, session.timeline, 2);
  assert.match(
    paragraph(shown, 'moves'),
    /keeps the draw only by going to 4; going to 1 loses \(the cat wins in 3 moves\), and going to 5, onto the cat, loses at once\./,
  );
  assert.match(paragraph(shown, 'kind'), /after move 2 the mouse must go to 4/);
});

test('in a game that went on past the draw, only drawn positions are named as slips or forced moves', async () => {
  const rand = random(77);
  let seen = 0;
  for (let g = 0; g < 60; g++) {
    let pair;
    try {
      pair = sessionFor(randomGraph(rand, 6 + (g % 8), 0.35), {}, { random: random(g) });
    } catch {
      continue;
    }
    const { session, game } = pair;
    if (session.timeline[0].value.outcome !== 0) continue;
    await session.startPlay({ human: 'mouse', mistakeChance: 1 });
    for (let k = 0; k < 20 && !session.play.over; k++) {
      const moves = session.entry.moves;
      if (!moves.length) break;
      await session.choose(moves.at(-1).to); // the person's worst move
    }
    const timeline = session.timeline;
    for (let cursor = 0; cursor < timeline.length; cursor++) {
      const words = drawWords(explainDraw(timeline, cursor), timeline, cursor);
      if (!words) continue;
      seen++;
      const text = words.paragraphs.map((p) => plainText(p.parts)).join(' ');
      for (const m of text.matchAll(/after move (\d+)/g)) {
        const p = timeline[Number(m[1])].position;
        if (words.paragraphs.find((x) => x.key === 'cycle').parts.some((part) => part.jump === Number(m[1]))) continue;
        assert.equal(game.value(p).outcome, 0, `move ${m[1]} named in "${text}" is a drawn position`);
      }
    }
    game.dispose();
  }
  assert.ok(seen > 5, `${seen} drawn positions in played games`);
});
