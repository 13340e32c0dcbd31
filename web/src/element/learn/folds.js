// The folds of a compact board (the `compact` attribute: a narrow screen
// where more follows the board, such as the page's editor on a phone): the
// move list and the explanations (why a draw, the value chart) each sit
// behind a disclosure button, closed until opened, so what follows the board
// is a short scroll away instead of a thousand pixels down. Without
// `compact` the buttons are not shown and nothing folds.
//
// Whether a fold is open is view state (like a <details>), kept in the DOM:
// the button's aria-expanded and the .folded class of the part it opens.
// Buttons, not <details>: the move list must stay a flex child of its column
// in the side-by-side layout, which a <details> wrapper would break.
import { h } from '../shell/dom.js';

// The button that opens or closes its parent part; `controls` are the ids it shows.
export const foldButton = (controls) =>
  h('button', { type: 'button', class: 'fold', 'aria-expanded': 'false', 'aria-controls': controls }, h('span', { class: 'fold-label' }));

export class Folds {
  #moves;
  #insight;
  #explain;

  // root: the shadow root; onToggle(): a fold opened or closed (the element
  // renders again, so the move list scrolls its current row into view).
  constructor(root, onToggle) {
    this.#moves = root.querySelector('.movebox > .fold');
    this.#insight = root.querySelector('.insight > .fold');
    this.#explain = root.querySelector('.explain');
    for (const button of [this.#moves, this.#insight]) {
      button.addEventListener('click', () => {
        const open = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(open));
        button.parentElement.classList.toggle('folded', !open);
        onToggle();
      });
    }
    this.render(null);
  }

  // The labels say what is inside; run after the views that fill the parts.
  render(session) {
    const moves = session?.last ?? 0;
    label(this.#moves, moves ? `Move list · ${moves} ${moves === 1 ? 'move' : 'moves'}` : 'Move list');
    label(this.#insight, this.#explain.childElementCount ? 'Why it is a draw · the value chart' : 'The value after each move');
  }
}

function label(button, text) {
  const span = button.firstChild;
  if (span.textContent !== text) span.textContent = text;
}

export const FOLD_STYLES = `
.fold { display: none; }
:host([compact]) .fold {
  display: flex; align-items: center; justify-content: start; gap: 8px; width: 100%;
  padding: 4px 0; margin: 0; border: 0; border-radius: 4px; background: none; text-align: left; font-weight: 600;
}
:host([compact]) .fold:hover:not(:disabled) { background: none; text-decoration: underline; }
/* The same triangle as a <summary>'s (the value map's), turned when open. */
.fold::before {
  content: ""; flex: none; width: 0; height: 0; border-style: solid; border-width: 5px 0 5px 8px;
  border-color: transparent transparent transparent currentColor; transition: transform .15s;
}
.fold[aria-expanded=true]::before { transform: rotate(90deg); }
:host([compact]) .folded > :not(.fold) { display: none !important; }
:host([compact]) .insight.folded { padding-block: 6px; }
.insight > .fold { flex-basis: 100%; }
@media (prefers-reduced-motion: reduce) { .fold::before { transition: none; } }
`;
