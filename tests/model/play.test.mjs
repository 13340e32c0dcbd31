// Play against the computer, with a seeded random source, checked against the table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor, random, randomGraph, REGRESSIONS, EXAMPLE_1 } from './support.mjs';
import { chooseComputerMove, judgeMove } from '../../web/src/model/computer.js';
import { valueFor } from '../../web/src/model/values.js';

const REGRESSION = REGRESSIONS[0].graph;

// How the position's value looks to `side`, from the table: +big for a win
// (sooner is better), 0 for a draw, -big for a loss (later is better).
function score(game, { mouse, cat, turn }, side) {
  const { outcome, plies } = game.value({ mouse, cat, turn });
  if (outcome === 0) return 0;
  const mine = outcome === (side === 'mouse' ? 1 : 2);
  return mine ? 1e6 - plies : -1e6 + plies;
}

// Plays a whole game: the person picks uniformly random legal moves.
async function playGame(session, rand) {
  for (let guard = 0; guard < 500 && !session.play.over; guard++) {
    assert.equal(session.humanToMove, true, "after the computer answers, it is the person's turn");
    const moves = session.entry.moves;
    await session.choose(moves[Math.floor(rand() * moves.length)].to);
  }
  assert.ok(session.play.over, 'the game ended');
}

test('the perfect computer never gives away value, as either side, and games end by the rules', async () => {
  const rand = random(7);
  for (const human of ['mouse', 'cat']) {
    for (let g = 0; g < 20; g++) {
      const { session, game } = sessionFor(REGRESSION, {}, { random: rand });
      await session.startPlay({ human, mistakeChance: 0 });
      await playGame(session, rand);
      const computer = human === 'mouse' ? 'cat' : 'mouse';
      session.timeline.forEach((entry, i) => {
        if (entry.by !== 'computer') return;
        const before = session.timeline[i - 1].position;
        assert.equal(before.turn, computer);
        const kept = score(game, entry.position, computer);
        const best = Math.max(
          ...game
            .moves(before)
            .map((m) =>
              score(
                game,
                { mouse: before.turn === 'mouse' ? m.to : before.mouse, cat: before.turn === 'cat' ? m.to : before.cat, turn: human },
                computer,
              ),
            ),
        );
        assert.equal(kept, best, `computer move ${i} is a best move`);
      });
      // The end is the rules' result: a decided position, or a repeat (a draw).
      const { over } = session.play;
      const end = session.timeline.at(-1).position;
      if (over.reason === 'repeat') {
        assert.equal(over.outcome, 0);
        const first = session.timeline[over.repeats].position;
        assert.deepEqual(first, end);
      } else {
        assert.ok(end.mouse === game.hole || end.mouse === end.cat || game.moves(end).length === 0);
        assert.equal(over.outcome, game.value(end).outcome);
      }
      game.dispose();
    }
  }
});

test('the weaker computer takes a worse move as often as the slider says, within tolerance', () => {
  const rand = random(11);
  const { session, game } = sessionFor(REGRESSION);
  // Every position where the side to move has a worse move than its best.
  const choices = [];
  for (let mouse = 0; mouse < game.nodeCount; mouse++) {
    for (let cat = 1; cat < game.nodeCount; cat++) {
      for (const turn of ['mouse', 'cat']) {
        if (mouse === cat || mouse === game.hole) continue;
        const moves = game.moves({ mouse, cat, turn });
        const first = valueFor(turn, moves[0] ?? {});
        if (moves.some((m) => valueFor(turn, m).kind !== first.kind || valueFor(turn, m).moves !== first.moves))
          choices.push({ turn, moves });
      }
    }
  }
  assert.ok(choices.length > 50);
  for (const chance of [0, 0.25, 0.6, 1]) {
    let mistakes = 0;
    const trials = 4000;
    for (let t = 0; t < trials; t++) {
      const { turn, moves } = choices[t % choices.length];
      const chosen = chooseComputerMove(turn, moves, chance, rand);
      const best = valueFor(turn, moves[0]);
      const got = valueFor(turn, chosen);
      if (got.kind !== best.kind || got.moves !== best.moves) mistakes++;
    }
    assert.ok(Math.abs(mistakes / trials - chance) < 0.03, `chance ${chance}: ${mistakes / trials}`);
  }
  assert.equal(session.mode, 'replay');
});

test("after a person's move the board says whether it kept the value and what it threw away", async () => {
  const { session, game } = sessionFor(REGRESSION, {}, { random: random(3) });
  await session.startPlay({ human: 'mouse' });
  // From the start the cat wins in 24 whatever the mouse does; node 4 loses fastest.
  const moves = session.entry.moves;
  await session.choose(moves.at(-1).to);
  const feedback = session.play.feedback;
  assert.equal(feedback.verdict, 'kept');
  // The words count from the position after the move; a move's plies count
  // the move itself since 0.2.0, hence the - 1 (the words did not change).
  assert.match(
    feedback.text,
    new RegExp(
      `^Your move from 1 to ${moves.at(-1).to}: Still lost, but sooner: the cat wins ${moves.at(-1).plies === 1 ? 'now' : `in ${moves.at(-1).plies - 1} moves`}; node ${moves[0].to} would have held out for ${moves[0].plies - 1} moves`,
    ),
  );
  // In a drawn position, a losing move is named as such, with the drawing alternative.
  const draw = sessionFor(EXAMPLE_1, {}, { random: random(5) });
  const g = draw.game;
  let spot = null;
  for (let mouse = 1; mouse < g.nodeCount && !spot; mouse++) {
    for (let cat = 1; cat < g.nodeCount && !spot; cat++) {
      if (mouse === cat || g.value({ mouse, cat, turn: 'mouse' }).outcome !== 0) continue;
      const moves = g.moves({ mouse, cat, turn: 'mouse' });
      if (moves.some((m) => m.outcome === 2)) spot = { mouse, cat, moves };
    }
  }
  assert.ok(spot, 'example 1 has a drawn position with a losing mouse move');
  await draw.session.setPosition({ mouse: spot.mouse, cat: spot.cat });
  await draw.session.startPlay({ human: 'mouse' });
  const losing = spot.moves.find((m) => m.outcome === 2);
  await draw.session.choose(losing.to);
  assert.equal(draw.session.play.feedback.verdict, 'worse');
  const after = losing.plies - 1; // from the position after the move (a move's plies count the move since 0.2.0)
  assert.equal(
    draw.session.play.feedback.text,
    `Your move from ${spot.mouse} to ${losing.to}: ${after === 0 ? 'That move loses at once' : `That move lets the cat win in ${after} move${after === 1 ? '' : 's'}`}; node ${spot.moves[0].to} would have drawn.`,
  );
  game.dispose();
});

test("undo takes back the person's move and the computer's answer; redo puts them back", async () => {
  const { session } = sessionFor(REGRESSION, {}, { random: random(9) });
  await session.startPlay({ human: 'mouse' });
  await session.choose(session.entry.moves[0].to);
  assert.equal(session.last, 2);
  session.undo();
  assert.equal(session.last, 0);
  assert.equal(session.humanToMove, true);
  session.redo();
  assert.equal(session.last, 2);
  // Clicks out of turn are refused with the reason.
  session.goTo(1);
  await session.choose(7);
  assert.match(session.message.text, /Go to the last position to move/);
});

test('playing the cat: the computer moves first as the mouse; restart from any position', async () => {
  const rand = random(21);
  for (let g = 0; g < 15; g++) {
    const graph = randomGraph(rand, 8, 0.4);
    if (!graph[1].length || !graph[2].length) continue;
    let pair;
    try {
      pair = sessionFor(graph, {}, { random: rand });
    } catch {
      continue;
    }
    const { session, game } = pair;
    await session.startPlay({ human: 'cat' });
    if (!session.play.over) assert.equal(session.timeline[1]?.by, 'computer');
    await playGame(session, rand);
    session.goTo(0);
    await session.startPlay({ human: 'mouse', mistakeChance: 0.5 });
    assert.equal(session.mode, 'play');
    await playGame(session, rand);
    await session.replayPerfect();
    assert.equal(session.mode, 'replay');
    const s = session.timeline[0].position;
    assert.deepEqual(
      session.timeline.map((e) => ({ mouse: e.position.mouse, cat: e.position.cat, turn: e.position.turn })),
      game.lineFrom(s),
    );
    game.dispose();
  }
});

test("in play the heading follows the position reached: who can force a win from there, then the end; replay shows the game's verdict", async () => {
  const { headingText, verdictText } = await import('../../web/src/words/describe.js');
  const rand = random(11);
  let swings = 0;
  for (let g = 0; g < 40; g++) {
    const { session, game } = sessionFor(g % 2 ? REGRESSION : randomGraph(rand, 8, 0.35), {}, { random: rand });
    const start = game.value({ mouse: 1, cat: 2, turn: 'mouse' });
    assert.equal(headingText(session.standing), verdictText(start), 'replay: the verdict of the game');
    await session.startPlay({ human: g % 4 < 2 ? 'mouse' : 'cat', mistakeChance: 0 });
    if (session.cursor === 0) assert.equal(headingText(session.standing), verdictText(start), 'play, before any move: the same');
    while (!session.play.over) {
      const moves = session.entry.moves;
      if (!moves.length) break;
      await session.choose(moves[Math.floor(rand() * moves.length)].to);
      const here = game.value(session.position); // the table's value, not the session's
      const heading = headingText(session.standing);
      if (session.play.over) {
        assert.match(heading, /^Game over: /);
        assert.match(heading, session.play.over.outcome === 0 ? /a draw/ : session.play.over.outcome === 1 ? /Mouse won/ : /Cat won/);
      } else {
        assert.equal(
          heading,
          here.outcome === 0 ? 'From here: a draw with best play' : `From here: ${here.outcome === 1 ? 'Mouse' : 'Cat'} can force a win`,
        );
        if (here.outcome !== start.outcome) swings++;
      }
    }
    // stepping back to the start in play shows the game's verdict again
    session.goTo(0);
    assert.equal(headingText(session.standing), verdictText(start));
    session.stopPlay();
    // back in replay with the game played on screen: the start's verdict, said to be the start's
    const played = session.timeline.some((e) => e.by === 'you' || e.by === 'computer');
    const verdict = played ? `From the start: ${start.outcome === 0 ? 'a draw with best play' : verdictText(start)}` : verdictText(start);
    assert.equal(headingText(session.standing), verdict, "back in replay: the verdict of the game, said to be the start's");
    game.dispose();
  }
  assert.ok(swings > 0, 'some random move changed who wins (else this test proves nothing)');
});

test('a pass in play is your move staying put, said so, and answered by the computer', async () => {
  const { session, game } = sessionFor(EXAMPLE_1, { pass: true });
  await session.startPlay({ human: 'mouse' });
  const start = session.position;
  await session.choose(start.mouse);
  assert.deepEqual(session.timeline[1].move, { who: 'mouse', from: start.mouse, to: start.mouse });
  assert.match(session.play.feedback.text, new RegExp(`^Your move \\(you stay on ${start.mouse}\\): `));
  assert.ok(session.last >= 2 || session.play.over, 'the computer answers');
  game.dispose();
});

test('the feedback on a grid game names the better move by its cell, as the move list does', async () => {
  const cells = Array.from({ length: 9 }, (_, id) => ({ row: Math.floor(id / 3), col: id % 3 }));
  // From the mover's side: moving to 4 wins, moving to 7 loses.
  const moves = [
    { to: 4, outcome: 1, plies: 3 },
    { to: 7, outcome: 2, plies: 2 },
  ];
  const onGrid = judgeMove('mouse', moves, moves[1], { grid: { cells } });
  assert.equal(onGrid.verdict, 'worse');
  // (counted from the position the move leads to, as every value the board gives: 3 plies, this move and 2)
  assert.match(onGrid.text, /; cell \(1,1\) would have won in 2 moves\.$/);
  const onGraph = judgeMove('mouse', moves, moves[1]);
  assert.match(onGraph.text, /; node 4 would have won in 2 moves\.$/);
});

test('when every move loses, the best of them is called what it is: the one that holds out longest, never "Best move"', () => {
  // The mouse to move, every move a loss (the mover's plies count this move too).
  const losses = [
    { to: 3, outcome: 2, plies: 6 },
    { to: 5, outcome: 2, plies: 4 },
    { to: 1, outcome: 2, plies: 2 },
  ];
  const longest = judgeMove('mouse', losses, losses[0]);
  assert.equal(longest.verdict, 'best');
  assert.equal(longest.text, 'Holds out longest: every move loses, and the cat wins in 5 moves from here.');
  assert.match(judgeMove('mouse', losses, losses[2]).text, /^Still lost, but sooner: /);
  const same = [
    { to: 3, outcome: 2, plies: 2 },
    { to: 5, outcome: 2, plies: 2 },
  ];
  assert.equal(judgeMove('mouse', same, same[1]).text, 'Every move loses as soon: the cat wins in 1 move from here.');
  const only = [{ to: 3, outcome: 2, plies: 1 }];
  assert.equal(judgeMove('mouse', only, only[0]).text, 'The only move, and it loses: the cat wins now.');
  // A win or a draw kept is still the best move.
  const win = [
    { to: 4, outcome: 1, plies: 3 },
    { to: 7, outcome: 2, plies: 2 },
  ];
  assert.equal(judgeMove('mouse', win, win[0]).text, 'Best move: the mouse wins in 2 moves from here.');
  for (const moves of [losses, same, only]) for (const m of moves) assert.doesNotMatch(judgeMove('mouse', moves, m).text, /Best move/);
});

test('a token dropped in play starts the game again there: the person moves, or the computer answers; it ends only by the rules', async () => {
  // Example 1, mouse 4 and cat 2 (a draw): before, a drop in play put the whole optimal line on the
  // timeline and ended the game at once by that line's repeat, the cursor at its start, nobody to move.
  for (const [human, turn] of [
    ['mouse', 'mouse'],
    ['cat', 'mouse'],
    ['mouse', 'cat'],
    ['cat', 'cat'],
  ]) {
    const { session, game } = sessionFor(EXAMPLE_1);
    await session.startPlay({ human });
    assert.ok(await session.setPosition({ mouse: 4, cat: 2, turn }));
    assert.equal(session.mode, 'play');
    assert.deepEqual(session.timeline[0].position, { mouse: 4, cat: 2, turn });
    if (human === turn) {
      assert.equal(session.play.over, null, `${human} with the ${turn} to move: not over`);
      assert.equal(session.last, 0, 'only the start is played');
      assert.equal(session.humanToMove, true);
    } else {
      assert.equal(session.last, 1, 'the computer answered');
      assert.equal(session.timeline[1].by, 'computer');
      // (the cat on 2 catches the mouse on 4 at once: over by the rules, at the position reached)
      if (session.play.over) assert.deepEqual(session.play.over, { outcome: session.entry.value.outcome, reason: 'end' });
      else assert.equal(session.humanToMove, true);
    }
    // and the game goes on to an end by the rules
    for (let guard = 0; guard < 100 && !session.play.over; guard++) await session.choose(session.entry.moves[0].to);
    assert.ok(session.play.over);
    await session.settled;
    game.dispose();
  }
});
