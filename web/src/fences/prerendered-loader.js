// catmouse/prerendered (dist/prerendered.js): the light way onto a page whose
// boards were pre-rendered at build time (the Markdown plugins, `catmouse
// render`). These few KiB put an "Explore this board" button under each
// static board and load the element (./cat-mouse-game.js beside it, then its
// .wasm) only when a reader presses one, or at once for a board that is not
// pre-rendered or autoplays. The button sits in a slot the element does not
// show: once the element is defined, the boards not pressed wait behind its
// own button (web/src/element/shell/prerendered.js), and the one pressed starts.
import { EXPLORE_TEXT, LOADER_SLOT, STATIC_BOARD } from '../element/shell/prerendered-contract.js';

let loading = null;
const loadElement = () => (loading ??= import('./cat-mouse-game.js'));

// Gives each pre-rendered board under `root` its button, or loads the element
// at once where a board needs it. Returns the boards that wait for a press.
export function upgradePrerendered(root = document) {
  if (customElements.get('cat-mouse-game')) return []; // the element is here already: its boards wait on their own
  const waiting = [];
  for (const board of root.querySelectorAll('cat-mouse-game')) {
    if (!board.querySelector(STATIC_BOARD) || board.hasAttribute('autoplay')) {
      loadElement();
      continue;
    }
    waiting.push(board);
    if (board.querySelector(`:scope > [slot="${LOADER_SLOT}"]`)) continue;
    const button = Object.assign(document.createElement('button'), { type: 'button', slot: LOADER_SLOT, textContent: EXPLORE_TEXT });
    button.className = 'catmouse-explore'; // (a page may style it; by default a target of 44 px, WCAG 2.5.8, set through the CSSOM, which a CSP allows)
    Object.assign(button.style, { minHeight: '44px', padding: '8px 16px', marginTop: '8px', font: 'inherit', cursor: 'pointer' });
    button.addEventListener(
      'click',
      () => {
        button.dataset.pressed = '';
        button.textContent = 'Loading the board…';
        loadElement().catch((error) => {
          button.textContent = `The board could not load: ${String(error?.message ?? error).slice(0, 200)}`;
          button.setAttribute('role', 'alert');
        });
      },
      { once: true },
    );
    board.append(button);
  }
  return waiting;
}
