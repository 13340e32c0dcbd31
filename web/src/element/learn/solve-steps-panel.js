// "How it is solved", made on its panel's first opening (learn-views.js
// imports this module then: lazy-panel.js): the view and its styles.
import { SolveStepsView } from './solve-steps-view.js';
import { SOLVE_STEPS_STYLES } from './solve-steps-styles.js';
import { lazySheet } from '../shell/dom.js';
import { adoptSheet } from './lazy-panel.js';

const sheet = lazySheet(SOLVE_STEPS_STYLES);

// host: { session, result(), oracle() }.
export function makeSolveSteps(panel, root, host) {
  adoptSheet(root, sheet());
  return new SolveStepsView(panel, host);
}
