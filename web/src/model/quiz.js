// The quiz: "find the best move" puzzles drawn from the solved game (the
// package's game.puzzles(), worker.puzzles(): positions where exactly one
// move keeps a win or a draw for the side to move), asked one at a time,
// easiest first, with the values hidden until the person answers; a score;
// and after an answer the position the chosen move leads to, whose optimal
// line the board plays for "show me why". Plain JavaScript, no DOM.
import { plural, valueAfter } from './values.js';
import { nodeShort } from '../words/place-words.js';
import { after } from 'catmouse/rules';

// A puzzle, as the package gives it: { position: { mouse, cat, turn },
// answer (the node), outcome (0 draw, 1 mouse, 2 cat), plies (to the end
// under best play, null for a draw), tempting (the other moves), depth,
// difficulty }.
export class Quiz {
  #puzzles;
  #at = 0;
  #answers = []; // per puzzle asked: { to, right } once answered
  #earlier; // a restored quiz's score before its first puzzle asked here (a link's): { right, answered }

  // puzzle, right, answered: a quiz opened at that puzzle (its index: a
  // link's, as the moment gives it), the score of the puzzles before it as counts.
  constructor(puzzles, { puzzle = 0, right = 0, answered = 0 } = {}) {
    if (!Array.isArray(puzzles)) throw new TypeError('a quiz needs the list of puzzles');
    this.#puzzles = puzzles;
    this.#at = Math.max(0, Math.min(puzzles.length, puzzle));
    answered = Math.max(0, Math.min(this.#at, answered));
    this.#earlier = { right: Math.max(0, Math.min(answered, right)), answered };
  }

  get size() {
    return this.#puzzles.length;
  }

  // The index of the puzzle asked (size once every puzzle is done).
  get index() {
    return this.#at;
  }

  get puzzle() {
    return this.#puzzles[this.#at] ?? null;
  }

  get finished() {
    return this.#at >= this.#puzzles.length;
  }

  // The current puzzle's answer { to, right, why } once given, else null.
  get answered() {
    return this.#answers[this.#at] ?? null;
  }

  // Values stay hidden until the puzzle on screen is answered.
  get valuesHidden() {
    return !this.finished && this.answered === null;
  }

  get score() {
    const given = this.#answers.filter(Boolean);
    const right = this.#earlier.right + given.filter((a) => a.right).length;
    return { right, answered: this.#earlier.answered + given.length, total: this.size };
  }

  // The person's move to node `to` (a legal move of the puzzle's position:
  // the board only offers those). The first answer counts; `why` is the
  // position the move leads to, whose line shows what follows.
  answer(to) {
    const puzzle = this.puzzle;
    if (!puzzle) throw new Error('the quiz is over: there is no puzzle to answer');
    if (this.answered) return this.answered;
    const record = { to, right: to === puzzle.answer, why: after(puzzle.position, to) };
    this.#answers[this.#at] = record;
    return record;
  }

  // On to the next puzzle (answered or skipped); null when none is left.
  next() {
    if (!this.finished) this.#at += 1;
    return this.puzzle;
  }

  // Where the quiz stands, for a link: the puzzle asked (its index), the
  // score before it, and the move given to it (null before an answer).
  get moment() {
    const { right, answered } = this.score;
    const here = this.answered;
    const before = here ? { right: right - (here.right ? 1 : 0), answered: answered - 1 } : { right, answered };
    return { puzzle: this.#at, ...before, answer: here ? here.to : null };
  }
}

const SIDE = { 1: 'mouse', 2: 'cat' };

// "Puzzle 3 of 12 · Score 2/2" (the score: right of answered).
export function progressText(quiz) {
  const { right, answered } = quiz.score;
  return `Puzzle ${Math.min(quiz.index + 1, quiz.size)} of ${quiz.size} · Score ${right}/${answered}`;
}

// The same for the live region (no "·" or "/" read as symbols): "Puzzle 3 of 12, score 2 of 2 right."
export function progressWords(quiz) {
  const { right, answered } = quiz.score;
  return `Puzzle ${Math.min(quiz.index + 1, quiz.size)} of ${quiz.size}, score ${right} of ${answered} right.`;
}

// The prompt, the position in words and the goal, never the value: "The
// mouse to move (mouse on 3, cat on 4): find the one move that keeps the
// win." game: the solved game, so a grid names cells.
export function promptText(puzzle, game = null) {
  const { mouse, cat, turn } = puzzle.position;
  const goal = puzzle.outcome === 0 ? 'keeps the draw' : 'keeps the win';
  return `The ${turn} to move (mouse on ${nodeShort(game, mouse)}, cat on ${nodeShort(game, cat)}): find the one move that ${goal}.${REACH_NOTES[puzzle.reachable] ?? ''}`;
}

// Whether the game's start leads to the puzzle, as the package answers it
// (puzzle.reachable, searched by the core under the game's rules, grids
// too): a puzzle it never leads to says so, and one of a game too big to
// search says that this is not known. Nothing when the start leads there.
const REACH_NOTES = {
  false: " The game's start never leads here: no line of play from it reaches this position.",
  null: " Whether the game's start leads here is not known: the game is too big to search.",
};

// Why a game has no puzzles, in a plain sentence.
export const NO_PUZZLES =
  'This game has no puzzles: no position has exactly one good move (one move that keeps the win or the draw while every other move gives it away).';

// "Mouse to move and win." / "Cat to move and hold the draw."
export function questionText(puzzle) {
  const side = puzzle.position.turn;
  const goal = puzzle.outcome === 0 ? 'hold the draw' : 'win';
  const others = plural(puzzle.tempting, 'other move');
  return `${side === 'mouse' ? 'Mouse' : 'Cat'} to move and ${goal}: one move does it, ${others} ${puzzle.tempting === 1 ? 'does' : 'do'} not.`;
}

// A move's value counted from the position it leads to, as the board shows
// that position once the answer is given (the position line, the chips):
// "the mouse wins in 4 moves from there", "the cat wins now" (the move
// ends the game), "a draw". One frame of reference for every number.
function thereText(move) {
  const { outcome, plies } = valueAfter(move);
  if (outcome === 0) return 'a draw';
  return plies === 0 ? `the ${SIDE[outcome]} wins now` : `the ${SIDE[outcome]} wins in ${plural(plies, 'move')} from there`;
}

// What the puzzle's answer keeps, from the position it leads to.
const keptText = (puzzle) => thereText(puzzle);

// The feedback for an answer. moveValue: the chosen move's value as the
// position's move list gives it ({ outcome, plies }, plies counted from the
// mover's side, this move included), so a wrong move's cost is stated too;
// every count is said from the position the move leads to (thereText).
// game: the solved game, so a grid names cells.
export function feedbackText(puzzle, record, moveValue, game = null) {
  const kept = keptText(puzzle);
  // A grid's or a passing game's move may stay put: "staying on (2,0)".
  const stays = (node) => node === puzzle.position[puzzle.position.turn];
  const to = stays(record.to) ? `staying on ${nodeShort(game, record.to)}` : nodeShort(game, record.to);
  const answer = stays(puzzle.answer) ? `to stay on ${nodeShort(game, puzzle.answer)}` : nodeShort(game, puzzle.answer);
  if (record.right) return `Right: ${to} is the only move that keeps it: ${kept}.`;
  // Only the answer keeps the value: another move of a win draws or loses, of a draw loses.
  const what = !moveValue ? 'gives it away' : moveValue.outcome === 0 ? 'only draws' : `loses: ${thereText(moveValue)}`;
  return `Not this one: ${to} ${what}. The move was ${answer}: ${kept}.`;
}

export function scoreText({ right, answered, total }) {
  return `${right} of ${plural(answered, 'puzzle')} right (${total} in this quiz)`;
}
