// A DOM element from its tag, its properties and its children, for views
// that build small lists by hand; the controls' icons and the value marks.
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

// The same from attributes (as HTML writes them: 'aria-label', 'data-zoom',
// true for a boolean attribute), for building markup without an HTML
// string (Trusted Types refuse those).
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) node.setAttribute(name, '');
    else if (value !== false && value != null) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

// A constructed style sheet made on first use, not at import: a server that
// renders pages (Docusaurus, Next.js) imports the element in Node, which has
// no CSSStyleSheet. Returns () => the sheet.
export function lazySheet(css) {
  let sheet = null;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}

// The icons of the controls (template.js, game-render.js, a11y-view.js, edit-view.js).
const SVG = 'http://www.w3.org/2000/svg';
const PATHS = {
  first: 'M6 5h2v14H6zM20 5v14L9 12z',
  back: 'M18 5v14L7 12z',
  play: 'M7 4.5v15L19.5 12z',
  pause: 'M6.5 5h4v14h-4zM13.5 5h4v14h-4z',
  forward: 'M6 5v14l11-7z',
  last: 'M16 5h2v14h-2zM4 5v14l11-7z',
  plus: 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z',
  minus: 'M5 11h14v2H5z',
  fit: 'M4 4h6v2H6v4H4zM14 4h6v6h-2V6h-4zM4 14h2v4h4v2H4zM18 14h2v6h-6v-2h4z',
  undo: 'M9 7V3L2 10l7 7v-4.1c4.5 0 7.8 1.4 10.2 4.6C18.3 13 15.8 8.1 9 7z',
  redo: 'M15 7V3l7 7-7 7v-4.1c-4.5 0-7.8 1.4-10.2 4.6C5.7 13 8.2 8.1 15 7z',
};

// A decorative <svg> (hidden from screen readers and from Tab), to draw in.
function decorativeSvg(viewBox) {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  return svg;
}

// A fresh <svg> for the named icon (each use needs its own node).
export function icon(name) {
  const svg = decorativeSvg('0 0 24 24');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', PATHS[name]);
  svg.append(path);
  return svg;
}

// The value marks' glyphs: strokes in a 16×16 box, centred on (8, 8). Here, not
// in board/value-marks.js, so the panels loaded on first use that draw marks
// take them from the chunk they share with the element already.
export const GLYPHS = {
  win: 'M4.3 8.4l2.5 2.6 4.9-5.6',
  draw: 'M4.5 6.2h7M4.5 9.8h7',
  loss: 'M5 5l6 6M11 5l-6 6',
};

// The value mark (board/value-marks.js: ✓ win, = draw, ✗ loss on a disc) as an
// element, for the legend and the chips: an inline <svg>
// in the shadow DOM, not an image or a CSS url(), so a page whose
// Content-Security-Policy refuses data: images (img-src) still shows it, and
// its disc and glyph read --win/--draw/--loss and --on-fill as the board's do.
// Decoration (aria-hidden): a screen reader reads the words next to it ("win
// in 3"). A kind without a mark (a value pending) gets the same blank space,
// so a chip keeps its width when its value comes. className: more classes.
export function valueMark(kind, className = '') {
  const svg = decorativeSvg('0 0 16 16');
  svg.setAttribute('class', `mark ${kind}${className ? ` ${className}` : ''}`);
  if (GLYPHS[kind]) {
    const disc = document.createElementNS(SVG, 'circle');
    disc.setAttribute('cx', '8');
    disc.setAttribute('cy', '8');
    disc.setAttribute('r', '8');
    const glyph = document.createElementNS(SVG, 'path');
    glyph.setAttribute('d', GLYPHS[kind]);
    svg.append(disc, glyph);
  }
  return svg;
}
