// The value map's panel, made on its first opening (learn-views.js imports
// this module then: lazy-panel.js): the map's view, its panel and its styles.
import { ValueMapView } from './value-map-view.js';
import { MapPanel } from './map-panel.js';
import { VALUE_MAP_STYLES } from './value-map-styles.js';
import { lazySheet } from '../shell/dom.js';
import { adoptSheet } from '../learn/lazy-panel.js';

const sheet = lazySheet(VALUE_MAP_STYLES);

// host: learn-views.js's (session, flow, req, result(), user(intent)).
export function makeMapPanel($, root, host) {
  adoptSheet(root, sheet());
  const { session, user } = host;
  const mapView = new ValueMapView($.map, {
    onPick: (mouse, cat) => user(() => session.setPosition({ mouse, cat, turn: map.turn ?? 'mouse' })),
    onLoad: (position) => user(() => session.setPosition(position)),
    // Above 2,000 nodes the map is an overview: exact cells a window at a time.
    fetchWindow: (turn, window) => host.flow.oracle().valueMap(turn, { window }),
  });
  const map = new MapPanel($.mapPanel, mapView, {
    session,
    result: host.result,
    solvedKey: () => host.req.solvedKey,
    oracle: () => host.flow.oracle(),
  });
  return map;
}
