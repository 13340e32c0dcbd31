// The one style sheet the element's shadow root adopts: its own styles and
// those of every view it mounts.
import { STYLES } from './styles.js';
import { LEARN_STYLES } from '../learn/styles-learn.js';
import { VALUE_CHART_STYLES } from '../learn/value-chart.js';
import { DRAW_VIEW_STYLES } from '../learn/draw-view.js';
import { VALUE_MAP_STYLES } from '../value-map/value-map-view.js';
import { SOLVE_STEPS_STYLES } from '../learn/solve-steps-view.js';
import { FOLD_STYLES } from '../learn/folds.js';
import { RESTORE_STYLES } from '../flow/restore-view.js';
import { lazySheet } from './dom.js';

// Made with the first board, not at import: a server that renders the page
// (Docusaurus, Next.js) imports this module in Node, where there is no CSSStyleSheet.
export const boardSheet = lazySheet(
  STYLES + LEARN_STYLES + VALUE_CHART_STYLES + DRAW_VIEW_STYLES + VALUE_MAP_STYLES + SOLVE_STEPS_STYLES + FOLD_STYLES + RESTORE_STYLES,
);
