// The value chart and the draw explanation, made when the board first has a
// line to show (learn-views.js imports this module then: lazy-panel.js), so
// their code is not fetched before the verdict: the views and their styles.
import { ValueChart, VALUE_CHART_STYLES } from './value-chart.js';
import { DrawView, DRAW_VIEW_STYLES } from './draw-view.js';
import { lazySheet } from '../shell/dom.js';
import { adoptSheet } from './lazy-panel.js';

const sheet = lazySheet(VALUE_CHART_STYLES + DRAW_VIEW_STYLES);

// host: learn-views.js's (session, user(intent), onCycle(cycle)). Returns the two views.
export function makeInsight($, root, host) {
  adoptSheet(root, sheet());
  const { session, user } = host;
  return [
    new ValueChart($.chart, { onJump: (i) => user(() => session.goTo(i)) }),
    new DrawView($.explain, { onJump: (i) => user(() => session.goTo(i)), onHighlight: host.onCycle }),
  ];
}
