// The value of a move told by shape as well as colour (WCAG 1.4.1): a disc in
// the value's colour with a white glyph, ✓ win, = draw, ✗ loss. One set of
// glyph paths serves the board (canvas), the legend and the move chips (CSS),
// so the three always match.
import { COLORS } from './icons.js';

// Strokes in a 16×16 box, centred on (8, 8).
export const GLYPHS = {
  win: 'M4.3 8.4l2.5 2.6 4.9-5.6',
  draw: 'M4.5 6.2h7M4.5 9.8h7',
  loss: 'M5 5l6 6M11 5l-6 6',
};

export const GLYPH_TEXT = { win: '✓', draw: '=', loss: '✗' };

const paths = {};
const path = (kind) => (paths[kind] ??= new Path2D(GLYPHS[kind]));

// A mark of radius r centred on (x, y), ringed in the board's colour so it
// stands off edges and nodes it overlaps; the glyph in palette.onFill.
export function drawValueMark(ctx, x, y, r, kind, color, palette = COLORS) {
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = palette.board;
  ctx.lineWidth = Math.max(1.5, r * 0.22);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.strokeStyle = palette.onFill;
  const k = r / 8;
  ctx.translate(x - 8 * k, y - 8 * k);
  ctx.scale(k, k);
  ctx.lineWidth = 2.1;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke(path(kind));
  ctx.restore();
}

// One mark per legal move, on the upper right of the node it goes to (the
// node's id stays readable); screen(node) gives its [x, y], r is the node
// radius, palette the element's colours (theme.js).
export function drawValueMarks(ctx, options, screen, r, palette = COLORS) {
  const mr = Math.min(10, Math.max(7, r * 0.6));
  const d = (r + mr * 0.35) * 0.72;
  for (const { to, kind } of options) {
    if (!GLYPHS[kind]) continue; // a move without its value (the values hidden): no mark
    const [x, y] = screen(to);
    drawValueMark(ctx, x + d, y - d, mr, kind, palette[kind], palette);
  }
}

const glyphImage = (kind) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="${GLYPHS[kind]}" fill="none" stroke="#fff" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
  )}")`;

// The same mark in CSS: the disc is the background colour (so --win/--draw/
// --loss retheme it), the glyph an image on top (white: an image cannot
// read a custom property, docs/theming.md). .bar (the legend's key) and
// the chips and keys of the move list carry it; the glyph is an image, so a
// screen reader reads only the words next to it ("win in 3").
export const MARK_STYLES = `
.bar, .chip::before, .k::before, .choice::before, .verdict::before {
  background-repeat: no-repeat; background-position: center; background-size: 100% 100%;
}
.bar { width: 14px; height: 14px; border-radius: 50%; flex: none; }
.chip::before, .k::before, .choice::before {
  content: ""; display: inline-block; width: 1.05em; height: 1.05em; border-radius: 50%;
  vertical-align: -.17em; margin-right: .3em;
}
${['win', 'draw', 'loss'].map((kind) => `.bar.${kind}, .chip.${kind}::before, .k.${kind}::before, .choice.${kind}::before { background-color: var(--${kind}); background-image: ${glyphImage(kind)}; }`).join('\n')}
`;
