// The board's words about its solve: the alert (an error, once), the note,
// what an empty board says, and the legend's names for the game shown.
import { CatMouseError } from 'catmouse/worker';
import { failureText } from '../../words/failure.js';

// Errors after which the worker thread may be unusable: start a fresh one next time.
export const THREAD_TROUBLE = new Set(['worker.failed', 'worker.unavailable']);

export class StatusView {
  #$; // the element's parts: alert, note, empty
  #root;

  constructor($, root) {
    this.#$ = $;
    this.#root = root;
  }

  note(text) {
    this.#$.note.hidden = !text;
    this.#$.note.textContent = text ?? '';
  }

  // An error: its words (failure.js for the worker's own troubles) in the
  // alert unless noAlert, and on the board when nothing has solved yet, where
  // the error is then all the board shows (styles.js .no-board: no controls or
  // panels that could do nothing); returns the message.
  failed(error, { twoCats, noAlert, solved }) {
    let message = error.message;
    if (!(error instanceof CatMouseError) || THREAD_TROUBLE.has(error.code)) message = failureText(error, { twoCats });
    // role=alert speaks every rewrite, even of the same words: write only a new message
    if (!noAlert && this.#$.alert.textContent !== message) this.#$.alert.textContent = message;
    this.#$.empty.hidden = solved; // nothing solved yet: no blank board with a stray dot
    this.#game.classList.toggle('no-board', !solved);
    // Only the graph's own errors ask for the graph to be fixed.
    this.#$.empty.textContent =
      THREAD_TROUBLE.has(error.code) || !(error instanceof CatMouseError)
        ? 'The solver could not run: the message below says why.'
        : 'Fix the graph to see the board.';
    this.note(null);
    return message;
  }

  // A game solved: the error and the note go.
  solved() {
    this.#$.empty.hidden = true;
    this.#game.classList.remove('no-board');
    this.#$.alert.textContent = '';
    this.note(null);
  }

  get #game() {
    return this.#root.querySelector('.game');
  }

  legend(result) {
    // A grid's legend names its food and walls, as LeetCode 1728 does.
    this.#root.querySelector('.hole-word').textContent = result.grid ? 'Food' : 'Hole';
    this.#root.querySelector('.wall-key').hidden = !result.grid;
    // Two cats: the legend names cat A and cat B.
    this.#root.querySelector('.cat-word').textContent = result.twoCats ? 'Cat A' : 'Cat';
    this.#root.querySelector('.cat2-key').hidden = !result.twoCats;
  }
}
