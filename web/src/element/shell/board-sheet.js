// The style sheet the element's shadow root adopts: its own styles and
// those of every view it mounts at once. A panel loaded on first use
// (lazy-panel.js) adds its own sheet when it comes, and the loading state's
// rules are here.
import { STYLES } from './styles.js';
import { LEARN_STYLES, STEPS_PANEL_STYLES } from '../learn/styles-learn.js';

import { LAZY_PANEL_STYLES } from '../learn/lazy-panel.js';
import { FOLD_STYLES } from '../learn/folds.js';
import { RESTORE_STYLES } from '../flow/restore-view.js';
import { EDIT_TOGGLE_STYLES } from '../edit/lazy-edit.js';
import { lazySheet } from './dom.js';

// Made with the first board, not at import: a server that renders the page
// (Docusaurus, Next.js) imports this module in Node, where there is no CSSStyleSheet.
export const boardSheet = lazySheet(
  STYLES + LEARN_STYLES + STEPS_PANEL_STYLES + LAZY_PANEL_STYLES + FOLD_STYLES + RESTORE_STYLES + EDIT_TOGGLE_STYLES,
);
