// When the page tries typed text, when it shows an error, and which edits get
// their own browser history entry. Plain logic with the clock passed in, so
// it is tested in Node (tests/page/).
//
// - The text is tried after a short typing pause (SOLVE_PAUSE_MS): valid
//   text solves promptly.
// - An error is shown only after a longer pause (ERROR_PAUSE_MS) since the
//   last keystroke, never while a line is half typed; a keystroke hides it.
// - A run of typing is one edit: its first solved text gets a new history
//   entry, later ones in the run replace it. The run ends when typing stops
//   for SETTLE_MS. Any other change (a rules field, an example, a token
//   dropped) is an edit of its own. Back then steps through edits.
export const SOLVE_PAUSE_MS = 300;
export const ERROR_PAUSE_MS = 1200;
export const SETTLE_MS = 1500;

export class EditPace {
  #lastInput = -Infinity;
  #run = 0; // the run of typing the last keystroke belongs to
  #entryRun = -1; // the run that has a history entry already (-1: none)

  // A keystroke (an input event) at `now` (ms).
  input(now) {
    if (now - this.#lastInput >= SETTLE_MS) this.#run++;
    this.#lastInput = now;
  }

  // How long after `now` an error found now may be shown (0: at once).
  errorDelay(now) {
    return Math.max(0, this.#lastInput + ERROR_PAUSE_MS - now);
  }

  // The history step for an edit that solved: 'push' a new entry or
  // 'replace' the current one. cause: 'typing' | 'change'.
  step(cause) {
    if (cause !== 'typing') {
      this.#entryRun = -1;
      return 'push';
    }
    if (this.#entryRun === this.#run) return 'replace';
    this.#entryRun = this.#run;
    return 'push';
  }

  // Something else took the current entry (a move on the board, Back): the
  // next solved typing starts a new one.
  leave() {
    this.#entryRun = -1;
  }
}
