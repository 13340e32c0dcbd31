// The board's requests to its solver, as state without a DOM: which request
// is the current one (a newer one supersedes it, and its answer is dropped),
// the solve running and its cancel, the game the worker holds, text that is
// stale (refused by its checks, or its solve cancelled: never solved again by
// a start change), the board on screen, and the requests waiting (attribute
// changes of one task, a change held while a game is played). The element
// (../element/shell/cat-mouse-game.js) runs the requests and shows their outcome.
import { CancelledError } from 'catmouse/worker';
import { optionsFor } from 'catmouse/rules';
import { startClock } from './solve-clock.js';

// A solve absorbs a play: the new table comes with its own start.
const merged = (a, b) => (a === 'solve' || b === 'solve' ? 'solve' : 'play');

export class SolveRequests {
  #seq = 0;
  #refusals = new WeakSet(); // the checks' errors about the graph text (the worker's game is intact)
  #now;
  solving = null; // { started, seq, clock, cancelled, total, fraction } while a solve runs
  solvedKey = null; // graph text + hole of the game the worker holds
  stale = null; // graph text + hole that failed its checks or whose solve was cancelled: never solved by a start change
  shown = null; // { graph, mouse, cat, hole, first } of the board on screen
  errorShown = false; // an error was reported since the board last solved
  queued = null; // 'solve' or 'play', to send once the task's changes are in
  held = null; // a solve or start waiting for the person to end the game in play
  playWaits = false; // Play was chosen during a solve: start once it is done

  constructor({ now = () => performance.now() } = {}) {
    this.#now = now;
  }

  // The current request's number: an answer to an older one is for nobody.
  get seq() {
    return this.#seq;
  }

  queue(kind) {
    this.queued = merged(this.queued, kind);
  }

  // The queued request, taken to be sent.
  take() {
    const what = this.queued;
    this.queued = null;
    return what;
  }

  hold(kind) {
    this.held = merged(this.held, kind);
  }

  // The held request, taken (to be sent, or dropped when the game goes on).
  release() {
    const kind = this.held;
    this.held = null;
    return kind;
  }

  // The checks refused the graph text itself (not a rules field): a solve
  // that ends with this error leaves its text stale.
  refused(error) {
    this.#refusals.add(error);
  }

  // Answers still to come are for nobody (and do not make their text stale).
  forget() {
    this.#seq++;
  }

  // Marks the running solve cancelled; false if none runs.
  cancel() {
    if (!this.solving) return false;
    this.solving.cancelled = true;
    return true;
  }

  // The board on screen, when the worker no longer holds its game (a new
  // worker, a failed thread): the session's next question solves it again.
  lost() {
    return !this.solvedKey && this.shown ? this.shown : null;
  }

  regained(key) {
    this.solvedKey = key;
  }

  // What a request of kind for the game key does: 'solve' the text;
  // 'play' a new start in the worker's game; 'in-step' when the board
  // already shows that start; for stale text, a start 'on-screen' (asked
  // of the board's own game) or 'shown' already.
  plan(kind, key, startShown) {
    if (kind === 'play' && key === this.stale && this.shown) return startShown ? 'shown' : 'on-screen';
    if (kind === 'play' && key === this.solvedKey && !this.solving) return startShown ? 'in-step' : 'play';
    return 'solve';
  }

  // Runs call() as the current request: a solve (solving) of the game key
  // from source ({ graph, ...options }), or a question in the worker's game.
  // on.started(ticket) when a solve begins, on.result(result) for the
  // current request's answer, on.cancelled(current) after a cancel,
  // on.failed(error) for any other error of the current request,
  // on.ended() once the solve is over, whatever its outcome.
  async run(call, { solving = false, key, source }, on) {
    const seq = ++this.#seq;
    const state = { started: this.#now(), seq };
    state.clock = startClock(state.started);
    if (solving) {
      this.solving = state;
      on.started?.(state);
    }
    try {
      const result = await call();
      if (seq !== this.#seq) return;
      if (solving) this.solvedKey = key;
      // (the text and options as they apply to the game the core read: a grid's, else a graph's)
      this.shown = optionsFor(source, !!result?.grid);
      on.result(result);
    } catch (error) {
      if (seq !== this.#seq && !(error instanceof CancelledError)) return;
      if (error instanceof CancelledError) {
        on.cancelled(seq === this.#seq);
        this.solvedKey = null;
        if (solving && seq === this.#seq) this.stale = key;
      } else {
        if (solving && this.#refusals.has(error)) this.stale = key;
        else if (solving) this.solvedKey = null;
        on.failed(error);
      }
    } finally {
      if (this.solving === state) {
        this.solving = null;
        on.ended?.();
      }
    }
  }
}
