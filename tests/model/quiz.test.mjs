// The quiz model (web/src/model/quiz.js): one puzzle at a time, values
// hidden until answered, the first answer counts, a score, and the words;
// the package's puzzles checked by an independent brute force; a puzzle on
// the session (session.showPuzzle); valuesHidden (model/values-hidden.js), the one answer every view asks.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  Quiz,
  questionText,
  feedbackText,
  scoreText,
  progressText,
  progressWords,
  promptText,
  NO_PUZZLES,
} from '../../web/src/model/quiz.js';
import { valuesHidden } from '../../web/src/model/values-hidden.js';
import { Session } from '../../web/src/model/session.js';
import { TWO_PARTS } from '../fixtures/graphs.mjs';
import { solver, sessionFor, randomGraph, random, EXAMPLE_1 } from './support.mjs';

const WIN = { position: { mouse: 3, cat: 5, turn: 'mouse' }, answer: 4, outcome: 1, plies: 5, tempting: 2, depth: 5, difficulty: 7 };
const DRAW = { position: { mouse: 1, cat: 2, turn: 'cat' }, answer: 6, outcome: 0, plies: null, tempting: 1, depth: 4, difficulty: 5 };

test('a quiz asks each puzzle in turn, hides values until it is answered, and counts the first answer', () => {
  const quiz = new Quiz([WIN, DRAW]);
  assert.equal(quiz.size, 2);
  assert.equal(quiz.puzzle, WIN);
  assert.equal(quiz.valuesHidden, true);
  const wrong = quiz.answer(2);
  assert.deepEqual(wrong, { to: 2, right: false, why: { mouse: 2, cat: 5, turn: 'cat' } });
  assert.equal(quiz.valuesHidden, false);
  assert.equal(quiz.answer(4), wrong, 'a second answer does not change the first');
  assert.deepEqual(quiz.score, { right: 0, answered: 1, total: 2 });
  assert.equal(quiz.next(), DRAW);
  assert.equal(quiz.valuesHidden, true);
  const right = quiz.answer(6);
  assert.deepEqual(right, { to: 6, right: true, why: { mouse: 1, cat: 6, turn: 'mouse' } });
  assert.deepEqual(quiz.score, { right: 1, answered: 2, total: 2 });
  assert.equal(quiz.next(), null);
  assert.equal(quiz.finished, true);
  assert.equal(quiz.valuesHidden, false);
  assert.throws(() => quiz.answer(1), /the quiz is over/);
});

test('a skipped puzzle is not counted', () => {
  const quiz = new Quiz([WIN, DRAW]);
  quiz.next();
  quiz.answer(6);
  assert.deepEqual(quiz.score, { right: 1, answered: 1, total: 2 });
});

test("the quiz says the goal, never the value, before the answer; after it, the value with its unit, counted from the position the move leads to (the board's frame)", () => {
  assert.equal(questionText(WIN), 'Mouse to move and win: one move does it, 2 other moves do not.');
  assert.equal(questionText(DRAW), 'Cat to move and hold the draw: one move does it, 1 other move does not.');
  assert.doesNotMatch(questionText(WIN), /\d+ moves? to|in \d/);
  assert.equal(feedbackText(WIN, { to: 4, right: true }), 'Right: 4 is the only move that keeps it: the mouse wins in 4 moves from there.');
  assert.equal(
    feedbackText(WIN, { to: 2, right: false }, { outcome: 0, plies: null }),
    'Not this one: 2 only draws. The move was 4: the mouse wins in 4 moves from there.',
  );
  assert.equal(
    feedbackText(WIN, { to: 1, right: false }, { outcome: 2, plies: 1 }),
    'Not this one: 1 loses: the cat wins now. The move was 4: the mouse wins in 4 moves from there.',
  );
  assert.equal(
    feedbackText(DRAW, { to: 0, right: false }, { outcome: 1, plies: 3 }),
    'Not this one: 0 loses: the mouse wins in 2 moves from there. The move was 6: a draw.',
  );
  assert.equal(scoreText({ right: 1, answered: 1, total: 10 }), '1 of 1 puzzle right (10 in this quiz)');
  assert.equal(scoreText({ right: 2, answered: 3, total: 10 }), '2 of 3 puzzles right (10 in this quiz)');
});

// ---- the quiz with the package's puzzles, on the session

// An independent brute force of LeetCode 913's rules (hole 0, the cat never
// on it, the mouse wins in the hole, the cat on the mouse): the values by
// fixed point, with no remoteness and nothing of the package. 1 mouse, 2 cat, 0 draw.
function bruteValues(graph) {
  const n = graph.length;
  const value = new Map();
  const key = (m, c, t) => `${m},${c},${t}`;
  const moves = (m, c, t) => (t === 'mouse' ? graph[m] : graph[c].filter((x) => x !== 0));
  const terminal = (m, c) => (m === 0 ? 1 : m === c ? 2 : null);
  for (let changed = true; changed;) {
    changed = false;
    for (let m = 0; m < n; m++)
      for (let c = 1; c < n; c++)
        for (const t of ['mouse', 'cat']) {
          if (value.has(key(m, c, t))) continue;
          const end = terminal(m, c);
          let v = end;
          if (v === null) {
            const mine = t === 'mouse' ? 1 : 2;
            const next = moves(m, c, t).map((to) => {
              const [m2, c2] = t === 'mouse' ? [to, c] : [m, to];
              return terminal(m2, c2) ?? value.get(key(m2, c2, t === 'mouse' ? 'cat' : 'mouse')) ?? null;
            });
            if (next.includes(mine)) v = mine;
            else if (next.length > 0 && next.every((x) => x === 3 - mine)) v = 3 - mine;
            else if (next.length === 0) v = 3 - mine;
          }
          if (v !== null) {
            value.set(key(m, c, t), v);
            changed = true;
          }
        }
  }
  return (m, c, t) => terminal(m, c) ?? value.get(key(m, c, t)) ?? 0;
}

test("each puzzle's answer is the one move that keeps its value, by an independent brute force", () => {
  const rand = random(913);
  const graphs = [EXAMPLE_1, ...Array.from({ length: 6 }, () => randomGraph(rand, 7 + Math.floor(rand() * 5), 0.35))];
  let checked = 0;
  for (const graph of graphs) {
    const game = solver.solve(graph, { allowIsolated: true });
    const brute = bruteValues(game.graph);
    for (const p of game.puzzles({ count: 8 })) {
      const { mouse, cat, turn } = p.position;
      assert.equal(brute(mouse, cat, turn), p.outcome, JSON.stringify(p));
      // The mover's worth of a value: 2 its win, 1 a draw, 0 a loss.
      const worth = (v) => (v === 0 ? 1 : v === (turn === 'mouse' ? 1 : 2) ? 2 : 0);
      const targets = turn === 'mouse' ? game.graph[mouse] : game.graph[cat].filter((x) => x !== 0);
      const keeping = targets.filter((to) =>
        turn === 'mouse' ? worth(brute(to, cat, 'cat')) === worth(p.outcome) : worth(brute(mouse, to, 'mouse')) === worth(p.outcome),
      );
      assert.deepEqual(keeping, [p.answer], JSON.stringify(p));
      assert.equal(p.tempting, targets.length - 1);
      // A right answer in the quiz, and every other move a wrong one.
      const quiz = new Quiz([p]);
      assert.equal(quiz.answer(p.answer).right, true);
      for (const other of targets.filter((to) => to !== p.answer)) assert.equal(new Quiz([p]).answer(other).right, false);
      checked++;
    }
    game.dispose();
  }
  assert.ok(checked >= 15, `${checked} puzzles checked`);
});

test('a puzzle on the session: its position alone, values for the views to hide, a move is the answer and the line after it the why; leaving returns to the game', async () => {
  const { session, game } = sessionFor(EXAMPLE_1);
  const start = session.timeline[0].position;
  const [first] = game.puzzles({ count: 12 });
  assert.deepEqual(first.position, { mouse: 4, cat: 2, turn: 'mouse' });
  const reasons = [];
  session.on((reason) => reasons.push(reason));
  assert.equal(await session.showPuzzle(first.position), true);
  assert.equal(session.mode, 'quiz');
  assert.equal(session.timeline.length, 1, 'no line after the puzzle: it would give the answer away');
  assert.deepEqual(session.position, first.position);
  assert.deepEqual(session.entry.moves.map((m) => m.to).sort(), [2, 3]);
  assert.deepEqual(reasons, ['quiz']);
  const quiz = new Quiz([first]);
  assert.equal(valuesHidden(session, { quiz }), true);
  // A wrong move: the line after it is the refutation (here the cat at once).
  await session.choose(2);
  assert.equal(reasons.at(-1), 'branch');
  assert.deepEqual(session.timeline[1].move, { who: 'mouse', from: 4, to: 2 });
  assert.equal(session.timeline[1].value.outcome, 2);
  const record = quiz.answer(session.timeline[1].move.to);
  assert.equal(record.right, false);
  assert.equal(valuesHidden(session, { quiz }), false);
  const chosen = session.timeline[0].moves.find((m) => m.to === 2);
  assert.equal(feedbackText(first, record, chosen), 'Not this one: 2 loses: the cat wins now. The move was 3: a draw.');
  // A link's moment while in the quiz is read from the game's start, not the puzzle.
  assert.equal(await session.restore({ mode: 'replay', path: [], ply: 0 }), true);
  assert.equal(session.mode, 'replay');
  assert.deepEqual(session.timeline[0].position, start);
  // Again, and back to Watch: the game's own timeline.
  await session.showPuzzle(first.position);
  session.stopPlay();
  assert.equal(session.mode, 'replay');
  assert.deepEqual(session.timeline[0].position, start);
  game.dispose();
});

test('values hidden: the quiz before its answer (and while its puzzles load), play with the switch until the game is over, never in Watch', () => {
  const quiz = new Quiz([WIN]);
  assert.equal(valuesHidden({ mode: 'quiz' }, { quiz }), true);
  assert.equal(valuesHidden({ mode: 'quiz' }, {}), true, 'puzzles loading');
  quiz.answer(4);
  assert.equal(valuesHidden({ mode: 'quiz' }, { quiz }), false);
  assert.equal(valuesHidden({ mode: 'play', play: { over: null } }, { hide: true }), true);
  assert.equal(valuesHidden({ mode: 'play', play: { over: null } }, { hide: false }), false);
  assert.equal(valuesHidden({ mode: 'play', play: { over: { outcome: 2 } } }, { hide: true }), false, 'the game is over');
  assert.equal(valuesHidden({ mode: 'replay' }, { hide: true, quiz: new Quiz([WIN]) }), false);
  assert.equal(new Session().valuesHidden, false);
});

test("a quiz opened at a link's puzzle: the score before it, its moment, and the words", () => {
  const quiz = new Quiz([WIN, DRAW, WIN], { puzzle: 1, right: 1, answered: 1 });
  assert.equal(quiz.puzzle, DRAW);
  assert.deepEqual(quiz.score, { right: 1, answered: 1, total: 3 });
  assert.deepEqual(quiz.moment, { puzzle: 1, right: 1, answered: 1, answer: null });
  assert.equal(progressText(quiz), 'Puzzle 2 of 3 · Score 1/1');
  assert.equal(progressWords(quiz), 'Puzzle 2 of 3, score 1 of 1 right.');
  quiz.answer(0);
  // The moment keeps the score before the puzzle and the answer given: opened, it counts the answer again, once.
  assert.deepEqual(quiz.moment, { puzzle: 1, right: 1, answered: 1, answer: 0 });
  assert.deepEqual(quiz.score, { right: 1, answered: 2, total: 3 });
  const reopened = new Quiz([WIN, DRAW, WIN], quiz.moment);
  reopened.answer(quiz.moment.answer);
  assert.deepEqual(reopened.score, quiz.score);
  // Counts that cannot be are bounded: no more answered than puzzles before, no more right than answered.
  assert.deepEqual(new Quiz([WIN], { puzzle: 5, right: 9, answered: 7 }).score, { right: 1, answered: 1, total: 1 });
  assert.equal(new Quiz([WIN], { puzzle: 5 }).finished, true);
  assert.equal(promptText(WIN), 'The mouse to move (mouse on 3, cat on 5): find the one move that keeps the win.');
  assert.equal(promptText(DRAW), 'The cat to move (mouse on 1, cat on 2): find the one move that keeps the draw.');
  for (const text of [promptText(WIN), promptText(DRAW), progressText(quiz), progressWords(quiz), NO_PUZZLES]) {
    assert.doesNotMatch(text, /→/);
    assert.doesNotMatch(text, /in \d/, 'no value before the answer');
  }
  // A move that stays put (a grid's, passing) says so.
  const grid2 = { grid: { cells: { 5: { row: 2, col: 0 }, 6: { row: 2, col: 1 } } } };
  const stay = { position: { mouse: 6, cat: 5, turn: 'cat' }, answer: 6, outcome: 2, plies: 1, tempting: 1, depth: 1, difficulty: 2 };
  assert.equal(
    feedbackText(stay, { to: 5, right: false }, { outcome: 1, plies: 6 }, grid2),
    'Not this one: staying on (2,0) loses: the mouse wins in 5 moves from there. The move was (2,1): the cat wins now.',
  );
  assert.equal(
    feedbackText({ ...stay, answer: 5 }, { to: 5, right: true }, null, grid2),
    'Right: staying on (2,0) is the only move that keeps it: the cat wins now.',
  );
  assert.match(
    feedbackText({ ...stay, answer: 5 }, { to: 6, right: false }, { outcome: 1, plies: 2 }, grid2),
    /The move was to stay on \(2,0\)/,
  );
  // A grid's puzzle names cells.
  const grid = { grid: { cells: { 3: { row: 0, col: 3 }, 5: { row: 1, col: 1 } } } };
  assert.equal(promptText(WIN, grid), 'The mouse to move (mouse on (0,3), cat on (1,1)): find the one move that keeps the win.');
});

test("a puzzle the game's start never reaches is named as such, as the package says (a graph in pieces, a grid), and one it reaches is not", async () => {
  // Two parts: nodes 0-4 (the hole, the start) and 5-9, each a small game of its own.
  const graph = TWO_PARTS;
  // A wall keeps both players from the food's side.
  const grid = 'grid = ["M..#.....","...#.....","C..#....F"], catJump = 1, mouseJump = 1';
  for (const [input, options] of [
    [graph, { mouse: 1, cat: 2, hole: 0 }],
    [grid, {}],
  ]) {
    const game = solver.solve(input, options);
    const puzzles = game.puzzles({ count: 100 });
    const far = puzzles.filter((p) => p.reachable === false);
    const near = puzzles.filter((p) => p.reachable === true);
    assert.ok(far.length > 0 && near.length > 0, 'the package asks about both (else this test proves nothing)');
    const NOTE = " The game's start never leads here: no line of play from it reaches this position.";
    for (const p of far) assert.ok(promptText(p, game).endsWith(NOTE), promptText(p, game));
    for (const p of near) assert.match(promptText(p, game), /keeps the (win|draw)\.$/);
    game.dispose();
  }
  // A game too big for the core to search says that it does not know.
  assert.match(
    promptText({ ...WIN, reachable: null }),
    /Whether the game's start leads here is not known: the game is too big to search\.$/,
  );
});
