// The tokens and the hole, drawn on a canvas: a coloured disc with a white
// face (round ears for the mouse, pointed ears for the cat) and a name tag.
// The colours come from the element's theme (theme.js: readPalette), passed
// in as `palette`; COLORS is the light theme, the default. Tokens, value
// marks, edges and node rings at least 3:1 against the board, white tag text
// at least 4.5:1 on its tag (catDeep: the cat's orange is too light for
// small white text). Two cats: cat B is darker and square, and both are
// named by their tags (Cat A, Cat B), so they are told apart by shape and
// words, not colour alone.
import { LIGHT, mix, withAlpha } from '../shell/theme.js';

export const COLORS = LIGHT;

function face(ctx, x, y, r, who, ink, palette) {
  ctx.fillStyle = palette.onFill;
  ctx.beginPath();
  if (who === 'mouse') {
    ctx.arc(x - r * 0.42, y - r * 0.38, r * 0.3, 0, Math.PI * 2);
    ctx.arc(x + r * 0.42, y - r * 0.38, r * 0.3, 0, Math.PI * 2);
  } else {
    ctx.moveTo(x - r * 0.58, y - r * 0.05);
    ctx.lineTo(x - r * 0.5, y - r * 0.72);
    ctx.lineTo(x - r * 0.12, y - r * 0.38);
    ctx.moveTo(x + r * 0.58, y - r * 0.05);
    ctx.lineTo(x + r * 0.5, y - r * 0.72);
    ctx.lineTo(x + r * 0.12, y - r * 0.38);
  }
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y + r * 0.08, r * 0.46, 0, Math.PI * 2);
  ctx.fill();
  // eyes and nose
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.arc(x - r * 0.17, y + r * 0.02, r * 0.07, 0, Math.PI * 2);
  ctx.arc(x + r * 0.17, y + r * 0.02, r * 0.07, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y + r * 0.22, r * 0.06, 0, Math.PI * 2);
  ctx.fill();
  if (who === 'cat') {
    ctx.strokeStyle = ink;
    ctx.lineWidth = Math.max(0.8, r * 0.05);
    ctx.beginPath();
    for (const side of [-1, 1]) {
      ctx.moveTo(x + side * r * 0.12, y + r * 0.26);
      ctx.lineTo(x + side * r * 0.42, y + r * 0.18);
      ctx.moveTo(x + side * r * 0.12, y + r * 0.3);
      ctx.lineTo(x + side * r * 0.42, y + r * 0.34);
    }
    ctx.stroke();
  }
}

// A token's name on the board: 'Mouse', 'Cat', and with two cats (the
// scene's twoCats) 'Cat A' and 'Cat B' (who 'cat2').
export const tokenName = (who, twoCats = false) => (who === 'mouse' ? 'Mouse' : who === 'cat2' ? 'Cat B' : twoCats ? 'Cat A' : 'Cat');
// The colour of a token's name tag (white text on it, at least 4.5:1).
export const tagColor = (who, palette = COLORS) => (who === 'cat' ? palette.catDeep : palette[who]);

// The disc of a token, or cat B's rounded square.
function tokenShape(ctx, x, y, r, who) {
  ctx.beginPath();
  if (who === 'cat2') ctx.roundRect(x - r, y - r, 2 * r, 2 * r, r * 0.3);
  else ctx.arc(x, y, r, 0, Math.PI * 2);
}

// who: 'mouse' | 'cat' | 'cat2' (cat B); name: the tag's word (tokenName).
export function drawToken(
  ctx,
  x,
  y,
  r,
  who,
  { label = true, node, lifted = false, tagAbove = false, name = tokenName(who), palette = COLORS } = {},
) {
  ctx.save();
  ctx.shadowColor = withAlpha(palette.shadow, 0.35);
  ctx.shadowBlur = lifted ? 14 : 6;
  ctx.shadowOffsetY = lifted ? 4 : 1.5;
  ctx.fillStyle = palette[who];
  tokenShape(ctx, x, y, r, who);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = palette.onFill;
  ctx.lineWidth = Math.max(1.5, r * 0.12);
  tokenShape(ctx, x, y, r, who);
  ctx.stroke();
  face(ctx, x, y, r, who === 'cat2' ? 'cat' : who, palette[who], palette);
  if (label)
    nameTag(
      ctx,
      x,
      tagAbove ? y - r - 20 : y + r + 4,
      `${name}${node === undefined ? '' : ` · ${node}`}`,
      tagColor(who, palette),
      palette.onFill,
    );
}

// A rounded tag of `color` with `ink` words on it.
export function nameTag(ctx, x, top, text, color, ink = COLORS.onFill) {
  ctx.font = '600 11px system-ui, sans-serif';
  const w = ctx.measureText(text).width + 10;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, top, w, 16, 8);
  ctx.fill();
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, top + 8.5);
}

// The pit: darkest at its centre, lighter to its edge, and a rim (the rim
// is what stands 3:1 off a dark board).
export const holeStops = (palette) => [
  [0, mix(palette.hole, '#000000', 0.1)],
  [0.75, palette.hole],
  [1, mix(palette.hole, '#ffffff', 0.78)],
];

export function drawHole(ctx, x, y, r, palette = COLORS) {
  const g = ctx.createRadialGradient(x, y - r * 0.2, r * 0.1, x, y, r * 1.05);
  for (const [at, colour] of holeStops(palette)) g.addColorStop(at, colour);
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = palette.holeRim;
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.stroke();
}

// A ring around a node: the loop of a draw, the hinted moves, a drag's
// target, the node a move-list row points at and edit mode's marks differ
// only in colour, width and dash. The dash is reset after, so no later
// stroke inherits it.
export function ring(ctx, x, y, r, { color, width, dash = [] }) {
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.setLineDash(dash);
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
}
