// The value of a move told by shape as well as colour (WCAG 1.4.1): a disc in
// the value's colour with a white glyph, ✓ win, = draw, ✗ loss. One set of
// glyph paths (dom.js GLYPHS) serves the board (canvas), the export, the legend
// and the move chips (inline SVG), so they always match.
import { COLORS } from './icons.js';
import { GLYPHS } from '../shell/dom.js';

// The glyphs' strokes (dom.js, beside the element that draws them too).
export { GLYPHS };

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

// The same mark as an element (the legend's, the chips'): dom.js valueMark, an
// inline <svg> whose disc and glyph these styles paint from the theme.
export const MARK_STYLES = `
svg.mark { display: inline-block; width: 1.05em; height: 1.05em; vertical-align: -.17em; margin-right: .3em; flex: none; overflow: visible; }
svg.mark.bar { width: 14px; height: 14px; margin: 0; vertical-align: baseline; }
svg.mark path { fill: none; stroke: var(--on-fill); stroke-width: 2.1; stroke-linecap: round; stroke-linejoin: round; }
${['win', 'draw', 'loss'].map((kind) => `svg.mark.${kind} circle { fill: var(--${kind}); }`).join('\n')}
`;
