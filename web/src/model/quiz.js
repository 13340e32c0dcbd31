// The quiz: "find the best move" puzzles drawn from the solved game (the
// package's game.puzzles(), worker.puzzles(): positions where exactly one
// move keeps a win or a draw for the side to move), asked one at a time,
// easiest first, with the values hidden until the person answers; a score;
// and after an answer the position the chosen move leads to, whose optimal
// line the board plays for "show me why". Plain JavaScript, no DOM.
import { plural } from './values.js';
import { after } from 'catmouse/rules';

// A puzzle, as the package gives it: { position: { mouse, cat, turn },
// answer (the node), outcome (0 draw, 1 mouse, 2 cat), plies (to the end
// under best play, null for a draw), tempting (the other moves), depth,
// difficulty }.
export class Quiz {
  #puzzles;
  #at = 0;
  #answers = []; // per puzzle asked: { to, right } once answered

  constructor(puzzles) {
    if (!Array.isArray(puzzles)) throw new TypeError('a quiz needs the list of puzzles');
    this.#puzzles = puzzles;
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
    return { right: given.filter((a) => a.right).length, answered: given.length, total: this.size };
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
}

const SIDE = { 1: 'mouse', 2: 'cat' };

// "Mouse to move and win." / "Cat to move and hold the draw."
export function questionText(puzzle) {
  const side = puzzle.position.turn;
  const goal = puzzle.outcome === 0 ? 'hold the draw' : 'win';
  const others = plural(puzzle.tempting, 'other move');
  return `${side === 'mouse' ? 'Mouse' : 'Cat'} to move and ${goal}: one move does it, ${others} ${puzzle.tempting === 1 ? 'does' : 'do'} not.`;
}

// What the puzzle's answer keeps, from the mover's side: "the mouse wins in
// 5 moves" / "a draw".
function keptText(puzzle) {
  return puzzle.outcome === 0 ? 'a draw' : `the ${SIDE[puzzle.outcome]} wins in ${plural(puzzle.plies, 'move')}`;
}

// The feedback for an answer. moveValue: the chosen move's value as the
// position's move list gives it ({ outcome, plies }, plies counted from the
// mover's side, this move included), so a wrong move's cost is stated too.
export function feedbackText(puzzle, record, moveValue) {
  const kept = keptText(puzzle);
  if (record.right) return `Right: ${record.to} is the only move that keeps it, ${kept}.`;
  // Only the answer keeps the value: another move of a win draws or loses, of a draw loses.
  const what = !moveValue
    ? 'gives it away'
    : moveValue.outcome === 0
      ? 'only draws'
      : `loses: the ${SIDE[moveValue.outcome]} wins in ${plural(moveValue.plies, 'move')}`;
  return `Not this one: ${record.to} ${what}. The move was ${puzzle.answer}: ${kept}.`;
}

export function scoreText({ right, answered, total }) {
  return `${right} of ${plural(answered, 'puzzle')} right (${total} in this quiz)`;
}
