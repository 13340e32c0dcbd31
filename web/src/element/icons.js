// The tokens and the hole, drawn on a canvas: a coloured disc with a white
// face (round ears for the mouse, pointed ears for the cat) and a name tag.
// The same palette as styles.js: tokens, value marks, edges and node rings at
// least 3:1 against the board (#fafbfc), white tag text at least 4.5:1 on its
// tag (catInk: the cat's orange is too light for small white text).
export const COLORS = {
  mouse: '#3f63e0',
  cat: '#d2670f',
  catInk: '#a85006',
  // Two cats: cat B is darker and square, and both are named by their tags
  // (Cat A, Cat B), so they are told apart by shape and words, not colour alone.
  cat2: '#8a4a12',
  hole: '#1d2330',
  win: '#12914f',
  draw: '#a87a00',
  loss: '#d83a3a',
  edge: '#8590a3',
  node: '#ffffff',
  nodeRing: '#7f8a9e',
  text: '#222938',
  board: '#fafbfc',
  focus: '#2f51c8', // the element's --focus: selection and the keyboard's node in edit mode
  // a LeetCode 1728 grid's squares: walls dark (and crossed), the floor light
  wall: '#2b3140',
  wallCross: '#545c6e',
  floor: '#eef1f5',
  cellId: '#4a5366',
};

function face(ctx, x, y, r, who, ink = COLORS[who]) {
  ctx.fillStyle = '#fff';
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
export const tagColor = (who) => (who === 'cat' ? COLORS.catInk : COLORS[who]);

// The disc of a token, or cat B's rounded square.
function tokenShape(ctx, x, y, r, who) {
  ctx.beginPath();
  if (who === 'cat2') ctx.roundRect(x - r, y - r, 2 * r, 2 * r, r * 0.3);
  else ctx.arc(x, y, r, 0, Math.PI * 2);
}

// who: 'mouse' | 'cat' | 'cat2' (cat B); name: the tag's word (tokenName).
export function drawToken(ctx, x, y, r, who, { label = true, node, lifted = false, tagAbove = false, name = tokenName(who) } = {}) {
  ctx.save();
  ctx.shadowColor = 'rgba(20, 25, 40, 0.35)';
  ctx.shadowBlur = lifted ? 14 : 6;
  ctx.shadowOffsetY = lifted ? 4 : 1.5;
  ctx.fillStyle = COLORS[who];
  tokenShape(ctx, x, y, r, who);
  ctx.fill();
  ctx.restore();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = Math.max(1.5, r * 0.12);
  tokenShape(ctx, x, y, r, who);
  ctx.stroke();
  face(ctx, x, y, r, who === 'cat2' ? 'cat' : who, COLORS[who]);
  if (label) nameTag(ctx, x, tagAbove ? y - r - 20 : y + r + 4, `${name}${node === undefined ? '' : ` · ${node}`}`, tagColor(who));
}

export function nameTag(ctx, x, top, text, color) {
  ctx.font = '600 11px system-ui, sans-serif';
  const w = ctx.measureText(text).width + 10;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, top, w, 16, 8);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, top + 8.5);
}

export function drawHole(ctx, x, y, r) {
  const g = ctx.createRadialGradient(x, y - r * 0.2, r * 0.1, x, y, r * 1.05);
  g.addColorStop(0, '#000');
  g.addColorStop(0.75, '#232a3a');
  g.addColorStop(1, '#4a5367');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#8d6e4c';
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
