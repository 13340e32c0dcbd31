// What the element does as it joins the page, as it leaves it, and as a
// person's (or a script's) attribute changes: cat-mouse-game.js's
// connectedCallback, disconnectedCallback and attributeChangedCallback,
// over its parts (host: { keys, req, flow, player, board, prerendered, own,
// $, result(), render() }).
import { RULE_OPTIONS } from './start-text.js';
import { changesTable, tableKey } from 'catmouse/rules';

export function connected(el, { keys, req, flow, result }) {
  keys.listen();
  // What changed while the board was away is sent now; a board whose
  // attributes name another game than the one on screen solves it.
  if (req.queued) flow.queue(req.queued);
  else if (el.graph && (!result() || (req.shown && tableKey(el.graph, flow.options()) !== tableKey(req.shown.graph, req.shown))))
    flow.queue('solve');
}

export function disconnected(el, { keys, player, req, flow, board }) {
  keys.stop();
  player.pause();
  // Removed from the page (not moved within it: a move reconnects at once),
  // the board stops its solve and frees its game in the shared worker.
  setTimeout(() => {
    if (el.isConnected) return;
    req.forget(); // an answer still to come is for nobody (and does not make the text stale)
    flow.dropWorker();
    board.close();
  });
}

export function attributeChanged(el, name, before, after, { own, prerendered, flow, player, keys, $, result, render }) {
  // The element's own writes (own: reflect.js OwnAttributes) are not a person's change.
  if (before === after || own.writing) return;
  const rule = RULE_OPTIONS.find((o) => o.attribute === name);
  // A script's new graph or rule, or autoplay, starts a pre-rendered board: its static board no longer holds.
  if ((before !== null && (name === 'graph' || rule)) || (name === 'autoplay' && el.autoplay)) prerendered.start();
  if (name === 'graph' || (rule && changesTable(rule, before, after))) flow.queue('solve');
  else if (rule) flow.queue('play');
  else if (name === 'speed') {
    const speed = el.speed;
    player.setSpeed(speed);
    if ($.speed.value !== String(speed)) $.speed.value = String(speed);
  } else if (name === 'keyboard') keys.listen();
  else if (name === 'autoplay') {
    if (el.autoplay && result()) player.play();
  } else if (name === 'move-list' && result()) {
    render();
  } else if (name === 'base-path' || name === 'own-worker') {
    // Another worker from now on: the game on screen is solved again
    // there when next asked (the flow's oracle); a board with none yet tries now.
    flow.dropWorker();
    if (el.graph && !result()) flow.queue('solve');
  }
}
