// Entry of dist/autoload.js: the element (the one-file build beside it, not
// bundled again), then every fence on the page upgraded once it is parsed.
import './cat-mouse-game.js';
import { upgradeFences } from './autoload.js';

export { upgradeFences };
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeFences(), { once: true });
else upgradeFences();
