// The views beside the board that teach: the move list, the moves from the
// position shown, the value chart, the draw explanation (which rings a
// draw's loop on the board), the folds that label them, a link's moment on
// its way, the value map's panel and how it is solved (step by step). Each
// renders from the session and sends intents through the element
// (cat-mouse-game.js). The value map and the steps are closed panels: their
// code loads on their first opening, the chart's and the draw
// explanation's with the first line the board shows, and the move list's
// at its first render (lazy-panel.js).
import { MovesHere } from './moves-here.js';
import { Folds } from './folds.js';
import { RestoreView } from '../flow/restore-view.js';
import { LazyPanel, adoptSheet, afterFirstLine, detailsPanel } from './lazy-panel.js';

// host: { session, board, flow (solve-flow.js), req (model/solve-requests.js),
// result(), user(intent), render(), onCycle(cycle): the draw view's loop }.
// Returns { moveList, movesHere, views (each with render(session)), map }.
export function learnViews($, root, host) {
  const { session, board, user } = host;
  // The move list shows only with the move-list attribute: its code loads at its first render.
  const moves = new LazyPanel($.list, 'The move list', () =>
    import('./move-list.js').then(({ MoveList, moveListSheet }) => {
      adoptSheet(root, moveListSheet()); // its rows' styles come with it
      return new MoveList($.list, {
        onGo: (i) => user(() => session.goTo(i)),
        onChoose: (i, to, to2) =>
          user(async () => {
            session.goTo(i);
            await session.choose(to, to2);
          }),
        onHover: (node) => board.highlight(node),
      });
    }),
  );
  const moveList = { render: (shown) => (moves.view ? moves.view.render(shown) : moves.open().then((view) => view && host.render())) };
  const movesHere = new MovesHere($.here, {
    onChoose: (to, to2) => user(() => session.choose(to, to2)),
    onHover: (node) => board.highlight(node),
    onFocusLost: () => ($.replayPerfect.hidden ? $.restart : $.replayPerfect).focus(),
  });
  const steps = new LazyPanel($.stepsPanel.querySelector('.steps'), 'The steps', () =>
    import('./solve-steps-panel.js').then((m) =>
      m.makeSolveSteps($.stepsPanel, root, { session, result: host.result, oracle: () => host.flow.oracle() }),
    ),
  );
  const renderSteps = detailsPanel($.stepsPanel, steps, (view) => view.render(session), host.render);
  const insight = new LazyPanel($.chart, 'The value chart', () => import('./insight-views.js').then((m) => m.makeInsight($, root, host)));
  const views = [
    afterFirstLine(insight, host.render), // the chart and the draw explanation
    new Folds(root, host.render), // after the views it labels
    new RestoreView(root), // a link's moment on its way
    { render: renderSteps }, // how it is solved
  ];
  const mapPanel = new LazyPanel($.map, 'The value map', () =>
    import('../value-map/value-map-panel.js').then((m) => m.makeMapPanel($, root, host)),
  );
  const map = { show: detailsPanel($.mapPanel, mapPanel, (view) => view.show(), host.render) };
  return { moveList, movesHere, views, map };
}
