// The quiz model (web/src/model/quiz.js): one puzzle at a time, values
// hidden until answered, the first answer counts, a score, and the words.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Quiz, questionText, feedbackText, scoreText } from '../../web/src/model/quiz.js';

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

test("the quiz says the goal, never the value, before the answer; after it, the value from the mover's side with its unit", () => {
  assert.equal(questionText(WIN), 'Mouse to move and win: one move does it, 2 other moves do not.');
  assert.equal(questionText(DRAW), 'Cat to move and hold the draw: one move does it, 1 other move does not.');
  assert.doesNotMatch(questionText(WIN), /\d+ moves? to|in \d/);
  assert.equal(feedbackText(WIN, { to: 4, right: true }), 'Right: 4 is the only move that keeps it, the mouse wins in 5 moves.');
  assert.equal(
    feedbackText(WIN, { to: 2, right: false }, { outcome: 0, plies: null }),
    'Not this one: 2 only draws. The move was 4: the mouse wins in 5 moves.',
  );
  assert.equal(
    feedbackText(WIN, { to: 1, right: false }, { outcome: 2, plies: 1 }),
    'Not this one: 1 loses: the cat wins in 1 move. The move was 4: the mouse wins in 5 moves.',
  );
  assert.equal(
    feedbackText(DRAW, { to: 0, right: false }, { outcome: 1, plies: 3 }),
    'Not this one: 0 loses: the mouse wins in 3 moves. The move was 6: a draw.',
  );
  assert.equal(scoreText({ right: 1, answered: 1, total: 10 }), '1 of 1 puzzle right (10 in this quiz)');
  assert.equal(scoreText({ right: 2, answered: 3, total: 10 }), '2 of 3 puzzles right (10 in this quiz)');
});
