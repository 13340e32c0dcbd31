// The views beside the board that teach: the move list, the moves from the
// position shown, the value chart, the draw explanation (which rings a
// draw's loop on the board), the folds that label them, a link's moment on
// its way, the value map's panel and how it is solved (step by step). Each
// renders from the session and sends intents through the element
// (cat-mouse-game.js).
import { MoveList } from './move-list.js';
import { MovesHere } from './moves-here.js';
import { ValueChart } from './value-chart.js';
import { DrawView } from './draw-view.js';
import { ValueMapView } from '../value-map/value-map-view.js';
import { MapPanel } from '../value-map/map-panel.js';
import { Folds } from './folds.js';
import { RestoreView } from '../flow/restore-view.js';
import { SolveStepsView } from './solve-steps-view.js';

// host: { session, board, flow (solve-flow.js), req (model/solve-requests.js),
// result(), user(intent), render(), onCycle(cycle): the draw view's loop }.
// Returns { moveList, movesHere, views (each with render(session)), map }.
export function learnViews($, root, host) {
  const { session, board, user } = host;
  const moveList = new MoveList($.list, {
    onGo: (i) => user(() => session.goTo(i)),
    onChoose: (i, to, to2) =>
      user(async () => {
        session.goTo(i);
        await session.choose(to, to2);
      }),
    onHover: (node) => board.highlight(node),
  });
  const movesHere = new MovesHere($.here, {
    onChoose: (to, to2) => user(() => session.choose(to, to2)),
    onHover: (node) => board.highlight(node),
    onFocusLost: () => ($.replayPerfect.hidden ? $.restart : $.replayPerfect).focus(),
  });
  const views = [
    new ValueChart($.chart, { onJump: (i) => user(() => session.goTo(i)) }),
    new DrawView($.explain, { onJump: (i) => user(() => session.goTo(i)), onHighlight: host.onCycle }),
    new Folds(root, host.render), // after the views it labels
    new RestoreView(root), // a link's moment on its way
    new SolveStepsView($.stepsPanel, { session, result: host.result, oracle: () => host.flow.oracle() }), // how it is solved
  ];
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
  return { moveList, movesHere, views, map };
}
