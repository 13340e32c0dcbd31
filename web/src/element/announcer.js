// The element's one polite live region (the .announce element): what a
// change a person cares about says, each text once; and what the board says
// besides (a refusal, edit mode), spoken even when it repeats.
import { stepText } from './step-words.js';

export class Announcer {
  #region;
  #session;
  #game; // () => the solved result on the board
  #lastAnnounced = '';

  constructor(region, session, result) {
    this.#region = region;
    this.#session = session;
    this.#game = result;
  }

  get #result() {
    return this.#game();
  }

  // One polite announcement per change a person cares about; never the same twice in a row.
  announce(reason) {
    const session = this.#session;
    const entry = session.entry;
    if (!entry) return;
    let text = '';
    if (reason === 'refused' || reason === 'hint' || reason === 'set' || reason === 'pending') text = session.message?.text ?? '';
    else if (reason === 'load')
      return; // the verdict's own status region says it
    else if (reason !== 'select' && reason !== 'strength' && reason !== 'thinking') {
      const timeline = session.timeline;
      const last = timeline.at(-1);
      text = stepText(
        {
          line: timeline.map((e) => e.position),
          hole: this.#result.hole,
          variant: this.#result.variant,
          graph: this.#result.graph,
          grid: this.#result.grid,
          outcome: last.value.outcome,
          end: last.end,
        },
        session.cursor,
      );
      if (session.message && (reason === 'move' || reason === 'branch')) text = `${session.message.text} ${text}`;
      if (session.mode === 'play' && session.play.over) text += ` ${this.overText()}`;
    }
    if (!text || text === this.#lastAnnounced) return;
    this.#lastAnnounced = text;
    this.#region.textContent = text;
  }

  // The end of a game played, from the person's side.
  overText() {
    const over = this.#session.play?.over;
    if (!over) return '';
    const human = this.#session.play.human;
    if (over.outcome === 0) return 'Game over: a position repeated, so it is a draw.';
    return over.outcome === (human === 'mouse' ? 1 : 2) ? 'Game over: you win!' : 'Game over: the computer wins.';
  }

  // Speaks through the element's one polite live region.
  say(text) {
    if (!text) return;
    // the same words twice in a row are spoken again (a second refusal)
    this.#lastAnnounced = text;
    this.#region.textContent = this.#region.textContent === text ? `${text}\u00a0` : text;
  }
}
