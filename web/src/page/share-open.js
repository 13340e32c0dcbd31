// The board's Share buttons (the element's share attribute: one beside its
// controls, one at a game's end) fire cat-mouse-share: the page brings its
// share panel (Copy link, Embed in another site, then Export with the board
// as a picture) into view and puts the focus on Copy link.
export function openShareOnRequest(game, panel, first) {
  game.addEventListener('cat-mouse-share', () => {
    first.focus({ preventScroll: true });
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  });
}
