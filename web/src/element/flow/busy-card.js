// The busy card over the board while a solve runs: shown once the solve
// has lasted BUSY_DELAY_MS (a quick one never flashes it), with its
// progress, elapsed time and estimate (model/solve-clock.js).
import { tick, reading, clockText } from '../../model/solve-clock.js';
import { thousands } from '../../words/numbers.js';

export const BUSY_DELAY_MS = 200;

export class BusyCard {
  #$; // { busy, busyText, progress }
  #req; // the element's SolveRequests: which solve runs
  #dispatch;
  #busyTimer = 0;
  #clockTimer = 0; // while the busy card shows: its elapsed time, every second

  constructor($, requests, dispatch) {
    this.#$ = $;
    this.#req = requests;
    this.#dispatch = dispatch;
  }

  // A solve began: the card shows if it still runs after BUSY_DELAY_MS.
  started(seq) {
    clearTimeout(this.#busyTimer);
    this.#busyTimer = setTimeout(() => this.#showBusy(seq), BUSY_DELAY_MS);
  }

  ended() {
    clearTimeout(this.#busyTimer);
    clearInterval(this.#clockTimer);
    this.#$.busy.hidden = true;
  }

  #showBusy(seq) {
    if (this.#req.solving?.seq !== seq) return;
    this.#$.busy.hidden = false;
    this.#busyText();
    this.#$.progress.removeAttribute('value');
    clearInterval(this.#clockTimer);
    this.#clockTimer = setInterval(() => this.#busyText(), 1000);
    this.#event('cat-mouse-busy', { busy: true });
  }

  progress({ total, fraction }) {
    const solving = this.#req.solving;
    if (!solving) return;
    solving.clock = tick(solving.clock, { now: performance.now(), fraction });
    solving.total = total;
    solving.fraction = fraction;
    this.#$.progress.value = fraction;
    // Its words only while the card shows (#showBusy writes them then): the
    // first number formatted costs 15 ms (60 on a slow phone) that a quick
    // solve would spend before its answer is read.
    if (!this.#$.busy.hidden) this.#busyText();
  }

  // "Solving 200,000,000 positions… 42% · 12 s, about 30 s left" (model/solve-clock.js).
  #busyText() {
    const solving = this.#req.solving;
    if (!solving) return;
    const clock = clockText(reading(solving.clock, performance.now()));
    this.#$.busyText.textContent = solving.total
      ? `Solving ${thousands(solving.total)} positions… ${Math.floor(solving.fraction * 100)}% · ${clock}`
      : `Solving… ${clock}`;
  }

  #event(name, detail) {
    this.#dispatch(name, detail);
  }
}
