// The element's one polite live region (the .announce element): what a
// change a person cares about says, each text once; and what the board says
// besides (a refusal, edit mode), spoken even when it repeats.
import { heardAfter, overWords } from '../../words/step-words.js';

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

  // One polite announcement per change a person cares about (step-words.js
  // heardAfter: the same facts as the text on screen); never the same twice in a row.
  // verdictSpoken: the render before changed the verdict (a status region) to name the ending's winner.
  announce(reason, { verdictSpoken = false } = {}) {
    const text = heardAfter(reason, this.#session, this.#result, { verdictSpoken });
    if (!text || text === this.#lastAnnounced) return;
    this.#lastAnnounced = text;
    this.#region.textContent = text;
  }

  // The end of a game played, from the person's side.
  overText() {
    return overWords(this.#session.play);
  }

  // Speaks through the element's one polite live region.
  say(text) {
    if (!text) return;
    // the same words twice in a row are spoken again (a second refusal)
    this.#lastAnnounced = text;
    this.#region.textContent = this.#region.textContent === text ? `${text}\u00a0` : text;
  }
}
