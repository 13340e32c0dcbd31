// What a screen reader hears (step-words.js heardAfter) is built from the
// same facts as the text on screen (stepFacts, positionLine): true at every
// step of played games, for every ending and kind of move, on both sides,
// and each verdict said once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, random, randomGraph, EXAMPLE_1, EXAMPLE_2, REGRESSIONS } from './support.mjs';
import { heardAfter, positionLine, stepFacts } from '../../web/src/words/step-words.js';
import { outcomeWords, capital } from '../../web/src/model/values.js';
import { isOver } from 'catmouse/rules';
import { snapshot } from './received.mjs';
import { explainDraw } from '../../web/src/model/draw.js';
import { headingText } from '../../web/src/words/describe.js';

// Every change of a session, with what is heard and shown right then.
function listen(session) {
  const said = [];
  session.on((reason) => {
    const heard = heardAfter(reason, session, session.game);
    const facts = session.entry ? stepFacts(session, session.game) : null;
    said.push({
      reason,
      heard,
      facts,
      shown: facts && positionLine(facts),
      entry: session.entry,
      play: session.play && { ...session.play },
    });
  });
  return said;
}

// What must hold of every announcement, whatever the game.
function checkTrue({ reason, heard, facts, shown, entry }) {
  if (!heard) return;
  assert.doesNotMatch(heard, /→|·/, `plain words: ${heard}`);
  if (reason === 'refused' || reason === 'hint' || reason === 'pending') return;
  // The ending heard is the ending shown, and only where the game ends.
  if (facts.ending) {
    assert.ok(heard.includes(facts.ending), `the ending shown is heard: ${heard}`);
    assert.ok(shown.includes(facts.ending));
  } else {
    assert.doesNotMatch(
      heard,
      /cannot move|no safe move|steps onto|reaches .* and wins|catches the mouse|Draw: /,
      `no ending where the game goes on: ${heard}`,
    );
    if (facts.index > 0 && entry.by !== 'you') assert.ok(heard.includes(capital(outcomeWords(facts.value))), heard);
    if (facts.index > 0) assert.ok(shown.endsWith(outcomeWords(facts.value)), shown);
  }
  if (/cannot move/.test(heard)) assert.ok(isOver(entry.value) && entry.end === 'stuck');
}

async function playWhole(graph, { human, mistakeChance, seed }) {
  const { session } = sessionFor(graph, {}, { random: random(seed) });
  const said = listen(session);
  const rand = random(seed + 7);
  await session.startPlay({ human, mistakeChance });
  for (let guard = 0; guard < 300 && !session.play.over; guard++) {
    const moves = session.entry.moves;
    await session.choose(moves[Math.floor(rand() * moves.length)].to);
  }
  return { session, said };
}

test('in play, every step is heard true, the verdict on a move once, as the mouse and as the cat', async () => {
  const rand = random(11);
  const graphs = [EXAMPLE_1, EXAMPLE_2, ...REGRESSIONS.map((r) => r.graph)];
  for (let i = 0; i < 12; i++) graphs.push(randomGraph(rand, 6 + (i % 5), 0.4));
  const verdicts = { mouse: new Set(), cat: new Set() };
  const endings = new Set();
  let games = 0;
  for (const [g, graph] of graphs.entries()) {
    for (const human of ['mouse', 'cat']) {
      let played;
      try {
        played = await playWhole(graph, { human, mistakeChance: 0.5, seed: g * 2 + (human === 'cat' ? 1 : 0) });
      } catch (error) {
        if (/rules|start|isolated|edges/i.test(error.message)) continue; // a random graph the rules refuse
        throw error;
      }
      games++;
      const { session, said } = played;
      assert.ok(session.play.over, 'the game ended');
      for (const one of said) checkTrue(one);
      const moves = said.filter((s) => s.reason === 'move' && s.heard);
      for (const one of moves) {
        if (one.entry.by === 'you') {
          const judged = one.play.feedback.judged;
          verdicts[human].add(one.play.feedback.verdict);
          assert.equal(one.heard.split(judged).length, 2, `the verdict once: ${one.heard}`);
          assert.match(one.heard, /^Your move: (mouse|cat) (from \d+ to \d+|stays on \d+)/);
        } else {
          assert.match(one.heard, /^The computer moves the (mouse|cat) /);
          assert.doesNotMatch(one.heard, /Your move/, 'the verdict on the move before is not said again');
        }
      }
      // The end is the verdict's to say (a status region), once; the last step says why it ended.
      // At a start already over the heading keeps the game's verdict, so the live region says it.
      const last = said.filter((s) => s.heard).at(-1);
      const heading = headingText(session.standing);
      assert.ok(last.facts.ending && last.heard.includes(`${last.facts.ending}.`), last.heard);
      if (session.last > 0) {
        assert.doesNotMatch(last.heard, /Game over/, `the live region leaves the end to the verdict: ${last.heard}`);
        assert.ok(last.heard.endsWith(`${last.facts.ending}.`), last.heard);
        assert.match(heading, /^Game over: (Mouse won|Cat won|a draw)$/);
      } else {
        assert.match(heading, /^(Mouse|Cat) wins before any move$/);
        assert.match(last.heard, /\. Game over: (you win!|the computer wins\.)$/);
      }
      const end = session.play.over.reason === 'repeat' ? 'repeat' : session.entry.end;
      endings.add(end);
    }
  }
  assert.ok(games >= 20);
  for (const side of ['mouse', 'cat'])
    assert.deepEqual([...verdicts[side]].sort(), ['best', 'kept', 'worse'], `${side}: every kind of move`);
  for (const end of ['hole', 'caught', 'repeat']) assert.ok(endings.has(end), `a game ended by ${end}: ${[...endings]}`);
});

test('a game played from a start already over says "Game over" in the live region, since the heading keeps the verdict', async () => {
  // The mouse on 1 has only node 2, where the cat is: the line is one move long.
  const { session } = sessionFor([[2], [2], [0, 1]], { mouse: 1, cat: 2, hole: 0 });
  session.goTo(session.last);
  await session.startPlay({ human: 'mouse' });
  assert.equal(session.last, 0);
  assert.ok(session.play.over, 'the game is over at its start');
  assert.equal(headingText(session.standing), 'Cat wins before any move');
  const heard = heardAfter('play', session, session.game);
  assert.match(
    heard,
    /^A game against the computer: you play the mouse\. Start\. Mouse on 2, cat on 2, cat to move\. The cat catches the mouse on node 2 and wins\. Game over: the computer wins\.$/,
  );
  assert.equal(heard.split('Game over').length, 2, 'once');
});

test('LeetCode example 2 in play: the mouse wins in 1, and nothing says it cannot move', async () => {
  const { session } = sessionFor(EXAMPLE_2);
  const said = listen(session);
  await session.startPlay({ human: 'mouse' });
  const heard = heardAfter('play', session, session.game);
  assert.equal(heard, 'A game against the computer: you play the mouse. Start. Mouse on 1, cat on 2, mouse to move.');
  await session.choose(0);
  const move = said.find((s) => s.reason === 'move');
  assert.equal(
    move.heard,
    'Your move: mouse from 1 to 0, the hole. Best move: the mouse wins now. Mouse on 0, the hole, cat on 2, cat to move. The mouse reaches the hole (node 0) and wins.',
  );
  assert.doesNotMatch(move.heard, /cannot move/);
});

test('the mouse stepping onto the cat with a safe move at hand is not "no safe move"; with none it is', async () => {
  // The mouse on 1 may go to 3 (safe) or 2 (the cat).
  const { session } = sessionFor([[2], [2, 3], [0, 1, 3], [1, 2]], { mouse: 1, cat: 2, hole: 0 });
  await session.choose(2);
  const shown = positionLine(stepFacts(session, session.game));
  assert.equal(shown, 'Move 1 of 1: The mouse steps onto the cat on node 2: the cat wins');
  assert.match(heardAfter('branch', session, session.game), /The mouse steps onto the cat on node 2: the cat wins\.$/);
  // The same move played against the computer: the verdict and the ending, heard once each.
  const { session: play } = sessionFor([[2], [2, 3], [0, 1, 3], [1, 2]], { mouse: 1, cat: 2, hole: 0 });
  await play.startPlay({ human: 'mouse' });
  await play.choose(2);
  const heard = heardAfter('move', play, play.game);
  assert.match(heard, /^Your move: mouse from 1 to 2\. Still lost, but sooner: the cat wins now; node 3 would have held out for 1 move\. /);
  assert.match(heard, /The mouse steps onto the cat on node 2: the cat wins\.$/);
  assert.doesNotMatch(heard, /no safe move/);
  // The mouse on 1 has only node 2, where the cat is.
  const { session: forced } = sessionFor([[2], [2], [0, 1]], { mouse: 1, cat: 2, hole: 0 });
  await forced.choose(2);
  assert.equal(
    positionLine(stepFacts(forced, forced.game)),
    'Move 1 of 1: The mouse has no safe move and must step onto the cat on node 2: the cat wins',
  );
  assert.equal(stepFacts(forced, forced.game).endingHow, 'The mouse has no safe move and must step onto the cat on node 2');
});

test('every ending is heard as shown: the hole, caught, stuck, a repeat, the cat on the hole, two cats', async () => {
  const cases = [
    { graph: EXAMPLE_2, options: {}, ending: /^The mouse reaches the hole \(node 0\) and wins$/ },
    { graph: REGRESSIONS[0].graph, options: {}, ending: /^The cat catches the mouse on node \d+ and wins$/ },
    {
      graph: EXAMPLE_1,
      options: {},
      ending: /^Draw: this position repeats the one (at the start|after move \d+), so the game would cycle forever$/,
    },
    { graph: [[2], [], [0]], options: { mouse: 1, cat: 2 }, ending: /^The mouse cannot move \(node 1 has no edges\) and loses$/ },
    {
      graph: [[1, 2], [0], [0]],
      options: { mouse: 1, cat: 2, first: 'cat', catOnHole: 'wins' },
      ending: /^The cat reaches the hole \(node 0\) first and wins$/,
    },
    // Two cats: the one that ends it is named, and the cats win or lose together.
    {
      graph: [[1], [0, 2, 3], [1, 3], [1, 2, 4], [3, 5], [4]],
      options: { mouse: 4, cat: 2, cat2: 5 },
      ending: /^Cat A catches the mouse on node 3 and the cats win$/,
    },
    {
      graph: [[1], [0, 2], [1, 3], [2, 4], [3]],
      options: { mouse: 3, cat: 2, cat2: 4 },
      ending: /^The mouse has no safe move and must step onto cat A on node 2: the cats win$/,
    },
    {
      graph: [[1], [0], [], []],
      options: { mouse: 1, cat: 2, cat2: 3, first: 'cat', allowIsolated: true },
      ending: /^The cats have no legal joint move and lose$/,
    },
  ];
  for (const { graph, options, ending } of cases) {
    const { session } = sessionFor(graph, options);
    session.goTo(session.last);
    const facts = stepFacts(session, session.game);
    assert.match(facts.ending, ending);
    // Without its winner (a start already over, whose verdict says it): the same words up to "and wins".
    const withoutWinner = facts.ending.replace(/( and (wins|loses|lose|the cats win)|: the (cat|cats) wins?)$/, '');
    assert.equal(facts.endingHow, withoutWinner);
    assert.ok(facts.ending.startsWith('Draw') || withoutWinner !== facts.ending, `a winner to leave out: ${facts.ending}`);
    const heard = heardAfter('cursor', session, session.game);
    assert.ok(heard.endsWith(`${facts.ending}.`), heard);
    assert.ok(positionLine(facts).endsWith(facts.ending));
    // a step before the end has no ending, heard or shown
    if (session.last > 0) {
      session.goTo(session.last - 1);
      assert.equal(stepFacts(session, session.game).ending, null);
      assert.doesNotMatch(heardAfter('cursor', session, session.game), /wins\.$|loses\.$|forever\.$/);
    }
  }
});

test('a repeat in a game played is a draw, heard and shown, whatever the table said of the position', async () => {
  // The example of issue 24: the mouse 1 → 4, then 4 → 1; the cat's only reply recreates the start.
  const graph = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];
  const { session } = sessionFor(graph, { mouse: 1, cat: 2 });
  await session.startPlay({ human: 'mouse' });
  await session.choose(4);
  await session.choose(1);
  assert.equal(session.play.over?.reason, 'repeat');
  const facts = stepFacts(session, session.game);
  assert.match(facts.ending, /^Draw: this position repeats the one at the start/);
  assert.match(
    heardAfter('move', session, session.game),
    /Draw: this position repeats the one at the start, so the game would cycle forever\.$/,
  );
});

// The element hands these words its solved result, whose outcome is the solve's start's: a token
// dropped since leaves it as it was. What is heard follows the line on screen all the same.
test("after a token dropped, the line's last step is heard and its draw explained as shown, not as the solved start", async () => {
  // Example 1 from mouse 1, cat 3: the mouse must step onto the cat. The cat dropped on 2: a draw.
  const catWin = sessionFor(EXAMPLE_1, { mouse: 1, cat: 3 });
  const catWinResult = snapshot(catWin.game);
  assert.equal(catWinResult.outcome, 2);
  assert.ok(await catWin.session.setPosition({ mouse: 1, cat: 2 }));
  catWin.session.goTo(catWin.session.last);
  const loop = stepFacts(catWin.session, catWinResult);
  assert.match(loop.ending, /^Draw: this position repeats the one after move 1, so the game would cycle forever$/);
  assert.ok(heardAfter('cursor', catWin.session, catWinResult).endsWith(`${loop.ending}.`));
  assert.ok(explainDraw(catWin.session.timeline, catWin.session.cursor), 'the draw on screen is explained');
  await catWin.session.settled; // (its steps settle in this game: before it is freed)
  catWin.game.dispose();

  // Example 1 from its drawn start; the mouse dropped on 5 reaches the hole at once.
  const drawn = sessionFor(EXAMPLE_1);
  const drawResult = snapshot(drawn.game);
  assert.equal(drawResult.outcome, 0);
  assert.ok(await drawn.session.setPosition({ mouse: 5, cat: 2 }));
  drawn.session.goTo(drawn.session.last);
  const hole = stepFacts(drawn.session, drawResult);
  assert.equal(hole.ending, 'The mouse reaches the hole (node 0) and wins');
  assert.equal(
    heardAfter('cursor', drawn.session, drawResult),
    'Move 1 of 1: mouse from 5 to 0, the hole. Mouse on 0, the hole, cat on 2, cat to move. The mouse reaches the hole (node 0) and wins.',
  );
  assert.equal(explainDraw(drawn.session.timeline, drawn.session.cursor), null, 'no draw explained for a win');
  await drawn.session.settled;
  drawn.game.dispose();
});

test('a new start (a drop, a value-map pick) is heard: where the tokens stand, as its line shows, without the verdict the status says', async () => {
  const { session, game } = sessionFor(EXAMPLE_1);
  const said = listen(session);
  assert.ok(await session.setPosition({ mouse: 4, cat: 2 }));
  const set = said.filter((s) => s.reason === 'set');
  assert.equal(set.length, 1);
  checkTrue(set[0]);
  assert.equal(set[0].heard, 'Start. Mouse on 4, cat on 2, mouse to move.');
  assert.equal(set[0].shown, 'Start: mouse on 4, cat on 2 · mouse to move');
  assert.doesNotMatch(set[0].heard, /wins|Draw/, "the value is the status region's to say");
  // a start the rules refuse says the refusal, and no place
  const before = said.length;
  assert.equal(await session.setPosition({ mouse: 2, cat: 2 }), false);
  const heard = said.slice(before).map((s) => s.heard);
  assert.deepEqual(heard, ['The mouse and the cat cannot start on the same node (2): pick different starts']);
  await session.settled;
  game.dispose();
});

// A start already over (the mouse on a node without edges): the verdict, a
// status region, says "Cat wins before any move" when it changes to it, so
// the live region says why the game ends without saying the winner again;
// where the verdict stays as it was (another start over the same way), the
// live region says the winner too.
test('an ending is heard with its winner only where the verdict has not just said it: a start already over, a game played', async () => {
  const { session, game } = sessionFor([[1], [0, 2], [1, 3], [2], []], { allowIsolated: true });
  assert.ok(await session.setPosition({ mouse: 4, cat: 2 }));
  assert.equal(headingText(session.standing), 'Cat wins before any move');
  const facts = stepFacts(session, session.game);
  assert.equal(facts.ending, 'The mouse cannot move (node 4 has no edges) and loses');
  assert.equal(facts.endingHow, 'The mouse cannot move (node 4 has no edges)');
  assert.equal(
    heardAfter('set', session, session.game, { verdictSpoken: true }),
    'Start. Mouse on 4, cat on 2, mouse to move. The mouse cannot move (node 4 has no edges).',
  );
  assert.equal(
    heardAfter('set', session, session.game),
    'Start. Mouse on 4, cat on 2, mouse to move. The mouse cannot move (node 4 has no edges) and loses.',
  );
  // Past the start too: the ending keeps its winner unless the verdict has just said it (in play, "Game over: Cat won").
  assert.ok(await session.setPosition({ mouse: 1, cat: 3, turn: 'cat' }));
  session.goTo(session.last);
  assert.match(heardAfter('cursor', session, session.game), /The mouse reaches the hole \(node 0\) and wins\.$/);
  assert.match(heardAfter('cursor', session, session.game, { verdictSpoken: true }), /The mouse reaches the hole \(node 0\)\.$/);
  await session.settled;
  game.dispose();
});
