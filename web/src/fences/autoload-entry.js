// Entry of dist/autoload.js: the element (the one-file build beside it, not
// bundled again), then every fence on the page upgraded once it is parsed.
import './cat-mouse-game.js';
import { upgradeFences } from './autoload.js';

export { upgradeFences };
// (imported on a server that renders pages, where there is no document, it does nothing)
if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeFences(), { once: true });
  else upgradeFences();
}
