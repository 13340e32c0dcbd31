// The element's colours: one table of tokens. Each is a public custom
// property (--cm-mouse) that an author may set on the element, read through
// an internal one (--mouse) that every style and every drawing uses. The
// light defaults are the palette the element always had; the dark ones
// apply under prefers-color-scheme: dark (or theme="dark"; theme="light"
// keeps the light ones). Both meet WCAG 2.2 AA: text (the *-ink colours,
// ink, muted, label, cell-id) at least 4.5:1 on what it sits on, marks,
// tokens, edges, node rings and the focus ring at least 3:1 on the board
// and the panel (tests/web/a11y.test.mjs, tests/web/theme.test.mjs).
//
// The canvas drawings (board.js, icons.js, value-marks.js, value-map-view.js)
// and the SVG/PNG export never hold colours of their own: readPalette()
// resolves the internal properties from the element's computed style, and
// watchTheme() says when to read them again (docs/theming.md).

// [key, internal name, light, dark], each under what it colours (a comment,
// so the words stay out of the build); the public name is --cm-<internal name>.
const TABLE = [
  // surfaces and text
  // the panel: the background of the element, its buttons, cards and the value map
  ['bg', 'bg', '#ffffff', '#161a22'],
  // the board's colour (under --cm-board-bg's dots), the value marks' rims, the exported picture's background
  ['board', 'board', '#fafbfc', '#10131a'],
  // the dot grid of the board's default background
  ['boardDots', 'board-dots', '#dfe3ea', '#252b37'],
  // tinted panels: notes, messages, a hovered button
  ['surface', 'surface', '#f3f5f9', '#212734'],
  // text, the chart's cursor, and through --cm-accent the Play button
  ['ink', 'ink', '#1e2433', '#e4e8f0'],
  // secondary text: the legend, captions, labels
  ['muted', 'muted', '#5f6b80', '#a0aabb'],
  // hairlines: borders and dividers
  ['line', 'line', '#e3e6ec', '#2e3544'],
  // the border of the menus
  ['field', 'field', '#7f8a9e', '#7d879b'],
  // the focus ring, edit mode's selection and its keyboard node
  ['focus', 'focus', '#2f51c8', '#86a0ff'],
  // the shadows (used at 6 to 35% opacity)
  ['shadow', 'shadow', '#141e32', '#000000'],
  // the players
  // the mouse: its token, tag, trail, legend dot and chart points
  ['mouse', 'mouse', '#3f63e0', '#4a6ce8'],
  // the mouse as text: "Mouse" in the move list, the chart's key
  ['mouseInk', 'mouse-ink', '#3f63e0', '#93aaff'],
  // the cat: its token, trail, legend dot and chart points
  ['cat', 'cat', '#d2670f', '#d2670f'],
  // the cat as text
  ['catInk', 'cat-ink', '#a85006', '#f2a766'],
  // the cat's name tag and verdict badge (white words on it)
  ['catDeep', 'cat-deep', '#a85006', '#a85006'],
  // cat B (two cats): its square token and tag
  ['cat2', 'cat2', '#8a4a12', '#b0602a'],
  // the hole (and a grid's food): its pit
  ['hole', 'hole', '#1d2330', '#07090d'],
  // the hole's rim
  ['holeRim', 'hole-rim', '#8d6e4c', '#a88660'],
  // the hole's node id, written on the pit
  ['holeLabel', 'hole-label', '#f4e3c9', '#f4e3c9'],
  // values
  // a winning move: its mark, its line on the board, the hint rings
  ['win', 'win', '#12914f', '#12914f'],
  // a drawing move, a draw's loop
  ['draw', 'draw', '#a87a00', '#a87a00'],
  // a losing move, a refused drop, a mistake in the chart
  ['loss', 'loss', '#d83a3a', '#d83a3a'],
  // win as text
  ['winInk', 'win-ink', '#0c6b3b', '#5ad08f'],
  // draw as text
  ['drawInk', 'draw-ink', '#6f5200', '#e2bb4f'],
  // loss as text, errors
  ['lossInk', 'loss-ink', '#9b2222', '#ff8f8f'],
  // the tint behind win: chips, a good move's message
  ['winSoft', 'win-soft', '#ecfaf2', '#14291f'],
  // the tint behind draw: chips, the repeated row, the question before a new solve
  ['drawSoft', 'draw-soft', '#fff8e4', '#2a2514'],
  // the tint behind loss: chips, a mistake's message, errors
  ['lossSoft', 'loss-soft', '#fff0f0', '#2e1a1d'],
  // a draw's verdict badge (white sign on it)
  ['drawDeep', 'draw-deep', '#6f5200', '#8a6500'],
  // the graph
  // edges and arrowheads
  ['edge', 'edge', '#8590a3', '#6f7a8f'],
  // a node's disc
  ['node', 'node', '#ffffff', '#262c38'],
  // a node's ring, a grid cell's outline
  ['nodeRing', 'node-ring', '#7f8a9e', '#8c96aa'],
  // node ids, the food's word, the ring of a node a move points at
  ['text', 'label', '#222938', '#e8ebf2'],
  // the name tag of a hovered node (white words on it)
  ['tag', 'tag', '#222938', '#4a5368'],
  // on the coloured fills: the tokens' faces and outlines, the words on tags, the glyphs of value marks
  ['onFill', 'on-fill', '#ffffff', '#ffffff'],
  // a LeetCode 1728 grid
  // a grid's open squares
  ['floor', 'floor', '#eef1f5', '#1e232d'],
  // a grid's walls
  ['wall', 'wall', '#2b3140', '#687085'],
  // the cross on a wall (walls are not told by colour alone)
  ['wallCross', 'wall-cross', '#545c6e', '#2a303c'],
  // a grid square's node id
  ['cellId', 'cell-id', '#4a5366', '#a6afc1'],
];

export const TOKENS = Object.freeze(
  TABLE.map(([key, name, light, dark]) => Object.freeze({ key, name: `--cm-${name}`, internal: `--${name}`, light, dark })),
);
const byKey = (which) => Object.freeze(Object.fromEntries(TOKENS.map((t) => [t.key, t[which]])));
export const LIGHT = byKey('light');
export const DARK = byKey('dark');

// Colours that follow from the tokens (so a theme that sets the tokens gets
// them too): the text on the Play button and on the focus colour is the
// panel's colour, the accent defaults to the ink.
const DERIVED = `
  --accent: var(--cm-accent, var(--ink));
  --on-ink: var(--bg);
  --on-focus: var(--bg);`;

const declarations = (which) => TOKENS.map((t) => `${t.internal}: var(${t.name}, ${t[which]});`).join(' ');

// The :host rules: light by default, dark under prefers-color-scheme: dark
// unless theme="light", dark with theme="dark"; the form controls' own
// colour scheme to match (--cm-color-scheme for an author's theme).
export const THEME_STYLES = `
:host { ${declarations('light')}${DERIVED} color-scheme: var(--cm-color-scheme, light); }
@media (prefers-color-scheme: dark) { :host(:not([theme=light])) { ${declarations('dark')} color-scheme: var(--cm-color-scheme, dark); } }
:host([theme=dark]) { ${declarations('dark')} color-scheme: var(--cm-color-scheme, dark); }
`;

// Any CSS colour → '#rrggbb' or 'rgba(r, g, b, a)' as the canvas
// paints it (so color-mix(), oklch() and names work too); null if the
// canvas does not read it.
let probe = null;
export function resolveColour(value) {
  const text = String(value ?? '').trim();
  if (!text) return null;
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  probe.canvas.width = probe.canvas.height = 1;
  probe.clearRect(0, 0, 1, 1);
  // a value the canvas refuses leaves fillStyle as it was: two different
  // starting colours tell it from a real colour
  const read = (start) => {
    probe.fillStyle = start;
    probe.fillStyle = text;
    return probe.fillStyle;
  };
  if (read('#010203') !== read('#040506')) return null;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
  return a === 255
    ? `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`
    : `rgba(${r}, ${g}, ${b}, ${Math.round((a / 255) * 1000) / 1000})`;
}

// 'rgb(…)' / '#rrggbb' → [r, g, b].
export function rgb(colour) {
  const s = String(colour);
  if (s.startsWith('#')) return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16));
  const m = s.match(/[\d.]+/g);
  return m ? m.slice(0, 3).map(Number) : [128, 128, 128];
}

// The colour at opacity a, as 'rgba(…)'.
export const withAlpha = (colour, a) => `rgba(${rgb(colour).join(', ')}, ${a})`;

// a·t + b·(1 − t), as 'rgb(…)'.
export function mix(a, b, t) {
  const [x, y] = [rgb(a), rgb(b)];
  return `rgb(${x.map((v, i) => Math.round(v * t + y[i] * (1 - t))).join(', ')})`;
}

// The palette as the element shows it now: each token's colour resolved from
// the computed style of `node` (any node inside the shadow root), keyed as
// LIGHT is. `board` is the board's own background colour when
// --cm-board-bg paints one (what the marks are ringed in and the export is
// drawn on). A token the canvas cannot read keeps its light default.
export function readPalette(node) {
  const style = getComputedStyle(node);
  const palette = {};
  for (const t of TOKENS) palette[t.key] = resolveColour(style.getPropertyValue(t.internal)) ?? resolveColour(t.light);
  const stage = node.closest?.('.stage') ?? node.getRootNode?.().querySelector?.('.stage');
  if (stage) {
    const bg = resolveColour(getComputedStyle(stage).backgroundColor);
    if (bg && bg.startsWith('#')) palette.board = bg;
  }
  return Object.freeze(palette);
}

// Calls owner.refreshTheme() when the element's colours may have changed:
// the colour scheme (prefers-color-scheme), an attribute of the element
// (style, class, theme) or of <html> and <body> (where a page's theme switch
// usually lives), or a `cat-mouse-theme` event dispatched on the element
// (for a change those do not show, such as a new style sheet). Once a frame
// at most. The owner is held weakly: a board that is gone stops listening.
export function watchTheme(node, owner) {
  const host = node.getRootNode().host ?? node;
  const ref = new WeakRef(owner);
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  let queued = false;
  const observer = new MutationObserver(() => later());
  const stop = () => {
    dark.removeEventListener('change', later);
    observer.disconnect();
  };
  function later() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      const live = ref.deref();
      if (live) live.refreshTheme();
      else stop();
    });
  }
  dark.addEventListener('change', later);
  host.addEventListener('cat-mouse-theme', later);
  observer.observe(host, { attributes: true, attributeFilter: ['style', 'class', 'theme'] });
  for (const el of [document.documentElement, document.body]) if (el) observer.observe(el, { attributes: true });
}
