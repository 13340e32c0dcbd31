// The board's buttons that need no module of their own: first, back, play,
// forward, last and the step slider; undo, redo, hint, speed, cancel,
// replay perfect; the zoom buttons; Share (a host with the share attribute). Each sends one intent.
// host: { session, player, board, user(intent), setSpeed(value), cancel() }.
// Share, beside the controls or in a game's end (game-render.js): the host
// page shares the board its own way (the page: its share panel).
export function shareEvent(root, from) {
  root.host.dispatchEvent(new CustomEvent('cat-mouse-share', { bubbles: true, composed: true, detail: { from } }));
}
// Does the host ask for the Share buttons (its share attribute)?
export const shares = (node) => !!node.getRootNode().host?.hasAttribute('share');

export function wireTransport($, root, host) {
  const { session, player, board, user } = host;
  $.first.onclick = () => user(() => session.goTo(0));
  $.back.onclick = () => user(() => session.step(-1));
  $.play.onclick = () => player.toggle();
  $.forward.onclick = () => user(() => session.step(1));
  $.last.onclick = () => user(() => session.goTo(session.last));
  $.step.oninput = () => user(() => session.goTo(Number($.step.value)));
  $.undo.onclick = () => user(() => session.undo());
  $.redo.onclick = () => user(() => session.redo());
  $.hint.onclick = () => session.showHint();
  $.share.onclick = () => shareEvent(root, 'controls');
  $.speed.onchange = () => host.setSpeed($.speed.value);
  $.cancel.onclick = () => host.cancel();
  $.replayPerfect.onclick = () => user(() => session.replayPerfect());
  root.querySelector('.zoom').onclick = (e) => {
    const zoom = e.target.closest('button')?.dataset.zoom;
    if (zoom === 'in') board.zoom(1.4);
    else if (zoom === 'out') board.zoom(1 / 1.4);
    else if (zoom === 'fit') board.fit();
  };
}
