// While a link's moment (its path and ply) is being replayed on a board
// just loaded (the session's `restoring`), the board says so instead of
// showing the start it is about to leave: an opaque card over the board, "Opening the link at move 1,500…",
// and the position line says the same. The replay is one request to the
// solver (follow), so this lasts as long as that answer takes.
import { h } from '../shell/dom.js';
import { thousands } from '../../words/numbers.js';

export const RESTORE_STYLES = `
.restoring { position: absolute; inset: 0; display: grid; place-items: center; background: var(--cm-board-bg, var(--board)); }
.restoring[hidden] { display: none; }
.restoring p { margin: 0; background: var(--bg); border: 1px solid var(--line); border-radius: 12px; padding: 16px 20px; }
`;

export class RestoreView {
  #card;
  #text;
  #stage;
  #position;

  constructor(root) {
    this.#stage = root.querySelector('.stage');
    this.#position = root.querySelector('.position');
    // Not a live region: the board keeps one (the verdict, which page
    // scripts and ::part(verdict) find as the first role=status), and the
    // stage is aria-busy meanwhile.
    this.#text = h('p');
    this.#card = h('div', { class: 'restoring', hidden: true }, this.#text);
    this.#stage.append(this.#card);
  }

  // The words for a moment on its way: at its ply, or at the start when it only holds moves.
  static text({ ply, moves }) {
    if (ply > 0) return `Opening the link at move ${thousands(ply)}…`;
    return `Opening the link's ${thousands(moves)} move${moves === 1 ? '' : 's'}…`;
  }

  // Only over a board just loaded (a link opening): Back and Forward to
  // another moment keep the moment shown until the next one is there.
  render(session) {
    const restoring = session.restoring?.fromLoad ? session.restoring : null;
    this.#card.hidden = !restoring;
    this.#stage.toggleAttribute('aria-busy', !!restoring);
    if (!restoring) return;
    const text = RestoreView.text(restoring);
    if (this.#text.textContent !== text) this.#text.textContent = text;
    this.#position.textContent = text;
  }
}
