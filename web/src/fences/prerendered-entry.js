// Entry of dist/prerendered.js: every pre-rendered board on the page gets its
// button once the page is parsed (the element, ./cat-mouse-game.js, is loaded
// on the first press, not bundled here).
import { upgradePrerendered } from './prerendered-loader.js';

export { upgradePrerendered };
// (imported on a server that renders pages, where there is no document, it does nothing)
if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradePrerendered(), { once: true });
  else upgradePrerendered();
}
