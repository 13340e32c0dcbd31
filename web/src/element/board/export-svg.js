// The board as an SVG file, drawn from the same picture the canvas paints
// (Board.picture(): screen positions, tokens, move values), with the legend
// below it; and the PNG, that SVG rasterised on a canvas. Same palette and
// value glyphs as the canvas (icons.js, value-marks.js), in the colours the
// board shows (picture.palette, the element's theme; the light one without it).
import { COLORS, holeStops, tagColor, tokenName } from './icons.js';
import { GLYPHS } from './value-marks.js';

const LEGEND_HEIGHT = 34;
const FONT = 'system-ui, -apple-system, Segoe UI, sans-serif';
const n1 = (v) => Math.round(v * 10) / 10;
const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const circle = (at, r, attrs) => `<circle cx="${n1(at[0])}" cy="${n1(at[1])}" r="${n1(r)}" ${attrs}/>`;
const line = (a, b, attrs) => `<line x1="${n1(a[0])}" y1="${n1(a[1])}" x2="${n1(b[0])}" y2="${n1(b[1])}" ${attrs}/>`;

function mark(x, y, r, kind, P) {
  const k = r / 8;
  return (
    `<g>${circle([x, y], r, `fill="${P[kind]}" stroke="${P.board}" stroke-width="${n1(Math.max(1.5, r * 0.22))}"`)}` +
    `<path d="${GLYPHS[kind]}" transform="translate(${n1(x - 8 * k)} ${n1(y - 8 * k)}) scale(${n1(k * 100) / 100})" fill="none" stroke="${P.onFill}" stroke-width="2.1" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

function tag(x, top, text, color, ink) {
  const w = text.length * 6.4 + 10;
  return (
    `<g><rect x="${n1(x - w / 2)}" y="${n1(top)}" width="${n1(w)}" height="16" rx="8" fill="${color}"/>` +
    `<text x="${n1(x)}" y="${n1(top + 12)}" text-anchor="middle" font-family="${FONT}" font-size="11" font-weight="600" fill="${ink}">${escape(text)}</text></g>`
  );
}

function token({ who, name: word, at: [x, y], node, place = node, tagAbove }, r, P) {
  const ears =
    who === 'mouse'
      ? circle([x - r * 0.42, y - r * 0.38], r * 0.3, `fill="${P.onFill}"`) +
        circle([x + r * 0.42, y - r * 0.38], r * 0.3, `fill="${P.onFill}"`)
      : `<path d="M${n1(x - r * 0.58)} ${n1(y - r * 0.05)}L${n1(x - r * 0.5)} ${n1(y - r * 0.72)}L${n1(x - r * 0.12)} ${n1(y - r * 0.38)}ZM${n1(x + r * 0.58)} ${n1(y - r * 0.05)}L${n1(x + r * 0.5)} ${n1(y - r * 0.72)}L${n1(x + r * 0.12)} ${n1(y - r * 0.38)}Z" fill="${P.onFill}"/>`;
  const eyes =
    circle([x - r * 0.17, y + r * 0.02], r * 0.07, `fill="${P[who]}"`) + circle([x + r * 0.17, y + r * 0.02], r * 0.07, `fill="${P[who]}"`);
  // place: the node's id, or a grid's cell "(1,2)" as the board's tag shows it
  const name = `${word ?? tokenName(who)} · ${place}`;
  // cat B is a rounded square, as on the board (icons.js)
  const body =
    who === 'cat2'
      ? `<rect x="${n1(x - r)}" y="${n1(y - r)}" width="${n1(2 * r)}" height="${n1(2 * r)}" rx="${n1(r * 0.3)}" fill="${P[who]}" stroke="${P.onFill}" stroke-width="${n1(Math.max(1.5, r * 0.12))}"/>`
      : circle([x, y], r, `fill="${P[who]}" stroke="${P.onFill}" stroke-width="${n1(Math.max(1.5, r * 0.12))}"`);
  return (
    `<g aria-label="${name}">${body}${ears}` +
    `${circle([x, y + r * 0.08], r * 0.46, `fill="${P.onFill}"`)}${eyes}` +
    `${tag(x, tagAbove ? y - r - 20 : y + r + 4, name, tagColor(who, P), P.onFill)}</g>`
  );
}

// A wall's square: dark, and crossed, so it does not rest on colour alone (board.js, #drawCells).
function wall([x, y], side, P) {
  const a = side * 0.3;
  return (
    `<rect x="${n1(x - side / 2)}" y="${n1(y - side / 2)}" width="${n1(side)}" height="${n1(side)}" fill="${P.wall}"/>` +
    `<path d="M${n1(x - a)} ${n1(y - a)}L${n1(x + a)} ${n1(y + a)}M${n1(x + a)} ${n1(y - a)}L${n1(x - a)} ${n1(y + a)}" stroke="${P.wallCross}" stroke-width="1.5"/>`
  );
}

// A LeetCode 1728 grid's squares, its food and its cells' ids, as the board paints them.
function gridCells({ side, ids, cells, walls, wallImage, food }, P) {
  const out = [];
  // a giant board zoomed out: its walls as the board's bitmap (one pixel a cell), under the open cells
  if (wallImage)
    out.push(
      `<image href="${wallImage.href}" x="${n1(wallImage.x)}" y="${n1(wallImage.y)}" width="${n1(wallImage.width)}" height="${n1(wallImage.height)}" preserveAspectRatio="none" style="image-rendering:pixelated"/>`,
    );
  const floor = cells
    .map(
      ({ at: [x, y] }) =>
        `<rect x="${n1(x - side / 2 + 0.5)}" y="${n1(y - side / 2 + 0.5)}" width="${n1(side - 1)}" height="${n1(side - 1)}"/>`,
    )
    .join('');
  out.push(`<g fill="${P.floor}" stroke="${P.nodeRing}" stroke-width="1">${floor}</g>`);
  out.push(`<g aria-label="Walls">${walls.map((at) => wall(at, side, P)).join('')}</g>`);
  const foodR = Math.max(side * 0.26, 5);
  out.push(
    `<g aria-label="Food">${circle([food[0], food[1] - side * 0.1], foodR, `fill="url(#hole)" stroke="${P.holeRim}" stroke-width="${n1(Math.max(1.5, foodR * 0.16))}"`)}` +
      `<text x="${n1(food[0])}" y="${n1(food[1] + side / 2 - 4)}" text-anchor="middle" font-family="${FONT}" font-size="${Math.round(Math.min(13, Math.max(9, side * 0.2)))}" font-weight="700" fill="${P.text}">food</text></g>`,
  );
  if (ids) {
    const size = Math.round(Math.min(12, Math.max(9, side * 0.2)));
    const labels = cells
      .filter(({ at }) => at[0] !== food[0] || at[1] !== food[1])
      .map(({ id, at: [x, y] }) => `<text x="${n1(x - side / 2 + 3)}" y="${n1(y - side / 2 + 2 + size * 0.85)}">${id}</text>`)
      .join('');
    out.push(`<g font-family="${FONT}" font-size="${size}" font-weight="600" fill="${P.cellId}">${labels}</g>`);
  }
  return out.join('\n');
}

// The legend's keys, in the order of the element's legend (a grid's: its food and walls).
function legend(picture, top, width, P) {
  const two = picture.tokens.some((t) => t.who === 'cat2');
  const keys = [
    ['mouse', 'Mouse'],
    ['cat', two ? 'Cat A' : 'Cat'],
    ...(two ? [['cat2', 'Cat B']] : []),
    ['hole', picture.grid ? 'Food' : 'Hole'],
  ];
  if (picture.grid) keys.push(['wall', 'Wall']);
  // Options without a value (the values hidden) are drawn in the focus colour.
  const valued = picture.options.some((o) => ['win', 'draw', 'loss'].includes(o.kind));
  if (valued) keys.push(['win', 'win'], ['draw', 'draw'], ['loss', 'loss for the side to move']);
  else if (picture.options.length) keys.push(['focus', 'a move (value hidden)']);
  let x = 14;
  const y = top + LEGEND_HEIGHT / 2;
  const items = keys.map(([kind, label]) => {
    const key = ['win', 'draw', 'loss'].includes(kind)
      ? mark(x + 7, y, 7, kind, P)
      : kind === 'wall'
        ? wall([x + 7, y], 12, P)
        : kind === 'focus' // a move without its value: a line, as drawn
          ? line([x, y], [x + 14, y], `stroke="${P.focus}" stroke-width="5" stroke-linecap="round"`)
          : circle([x + 7, y], 6, `fill="${P[kind]}"`);
    const item = `${key}<text x="${x + 18}" y="${y + 4}" font-family="${FONT}" font-size="12" fill="${P.text}">${escape(label)}</text>`;
    x += 26 + label.length * 6.6;
    return item;
  });
  return `<g aria-label="Legend"><rect x="0" y="${top}" width="${n1(width)}" height="${LEGEND_HEIGHT}" fill="${P.bg}" stroke="${P.nodeRing}" stroke-width="0.5"/>${items.join('')}</g>`;
}

// picture: Board.picture(); title: what the board shows (the verdict and position), for the file's <title>.
// Each part is a list of lines, drawn in the canvas's order.
export function boardSvg(picture, { title = 'Cat and mouse' } = {}) {
  const { width, height } = picture;
  const P = picture.palette ?? COLORS;
  const out = [
    ...svgHead(picture, title, P),
    ...(picture.grid ? [gridCells(picture.grid, P)] : []),
    ...edgeLines(picture, P),
    ...trailLines(picture, P),
    ...optionLines(picture, P),
    ...(picture.grid ? [] : nodeDiscs(picture, P)), // a grid's cells are its nodes (drawn above, with the food)
    ...ringLines(picture, P),
    ...(picture.labelled && !picture.grid ? [nodeLabels(picture, P)] : []),
    ...picture.tokens.map((t) => token(t, picture.tokenRadius, P)),
    ...optionMarks(picture, P),
    legend(picture, height, width, P),
    '</svg>',
  ];
  return `${out.join('\n')}\n`;
}

// The file's opening: its size (the legend below the board), title, the hole's gradient and the board's ground.
function svgHead({ width, height }, title, P) {
  const stops = holeStops(P)
    .map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n1(width)}" height="${n1(height + LEGEND_HEIGHT)}" viewBox="0 0 ${n1(width)} ${n1(height + LEGEND_HEIGHT)}" role="img">`,
    `<title>${escape(title)}</title>`,
    `<defs><radialGradient id="hole" cx="50%" cy="40%" r="55%">${stops}</radialGradient></defs>`,
    `<rect width="100%" height="100%" fill="${P.board}"/>`,
  ];
}

// The edges, and a directed graph's arrowheads, as the board draws them (board.js, arrowHead).
function edgeLines(picture, P) {
  const out = [];
  const edges = picture.links.map(([a, b]) => `M${n1(a[0])} ${n1(a[1])}L${n1(b[0])} ${n1(b[1])}`).join('');
  if (edges) out.push(`<path d="${edges}" fill="none" stroke="${P.edge}" stroke-width="${n1(picture.edgeWidth)}" stroke-linecap="round"/>`);
  const { gap, size } = picture.arrow;
  const heads = (picture.arcs ?? []).map(([from, to]) => arrowPath(from, to, gap, size)).join('');
  if (heads) out.push(`<path d="${heads}" fill="${P.edge}"/>`);
  return out;
}

// The trail of the last moves, fading with age.
function trailLines({ trail, nodeRadius: r }, P) {
  return trail.map(({ who, from, to }, i) => {
    const opacity = 0.15 + 0.35 * ((i + 1) / trail.length);
    return line(
      from,
      to,
      `stroke="${P[who]}" stroke-opacity="${n1(opacity * 100) / 100}" stroke-width="${n1(Math.min(6, Math.max(2, r * 0.45)))}" stroke-dasharray="6 5" stroke-linecap="round"`,
    );
  });
}

// The mover's options: a line to each target, coloured by its value.
function optionLines({ options, nodeRadius: r }, P) {
  return options.map(({ kind, from, to }) => {
    if (from[0] === to[0] && from[1] === to[1]) {
      // Passing: a loop above the node, as on the board.
      const loop = Math.max(r, 8) * 0.9;
      return circle(
        [to[0], to[1] - Math.max(r, 8) - loop * 0.6],
        loop,
        `fill="none" stroke="${P[kind] ?? P.focus}" stroke-width="${n1(Math.min(8, Math.max(3, r * 0.55)))}"`,
      );
    }
    return line(from, to, `stroke="${P[kind] ?? P.focus}" stroke-width="${n1(Math.min(8, Math.max(3, r * 0.55)))}" stroke-linecap="round"`);
  });
}

const isHoleOf = (picture) => (n) => (picture.holes ?? [picture.hole]).includes(n.id);

// A graph's nodes: discs, and the holes drawn larger, in the hole's gradient.
function nodeDiscs(picture, P) {
  const r = picture.nodeRadius;
  const isHole = isHoleOf(picture);
  const ring = picture.nodes.length > 1500 ? 0.8 : Math.min(2, Math.max(1, r * 0.12));
  const discs = picture.nodes
    .filter((n) => !isHole(n))
    .map((n) => circle(n.at, r, ''))
    .join('');
  const holeR = Math.max(r * 1.15, 7);
  return [
    `<g fill="${P.node}" stroke="${P.nodeRing}" stroke-width="${n1(ring)}">${discs}</g>`,
    ...picture.nodes
      .filter(isHole)
      .map((hole) => circle(hole.at, holeR, `fill="url(#hole)" stroke="${P.holeRim}" stroke-width="${n1(Math.max(1.5, holeR * 0.16))}"`)),
  ];
}

// The rings: a draw's loop (dotted) and the hint (double).
function ringLines({ cycle, hint, nodeRadius: r }, P) {
  const out = [];
  for (const at of cycle)
    out.push(circle(at, Math.max(r, 8) + 4, `fill="none" stroke="${P.draw}" stroke-width="2" stroke-dasharray="2 3"`));
  for (const at of hint)
    for (const extra of [5, 10]) out.push(circle(at, Math.max(r, 8) + extra, `fill="none" stroke="${P.win}" stroke-width="3"`));
  return out;
}

// A graph's node ids, over the nodes.
function nodeLabels(picture, P) {
  const r = picture.nodeRadius;
  const isHole = isHoleOf(picture);
  const size = Math.round(Math.min(15, Math.max(9, r * 0.9)));
  const labels = picture.nodes
    .map((n) => `<text x="${n1(n.at[0])}" y="${n1(n.at[1] + size * 0.36)}"${isHole(n) ? ` fill="${P.holeLabel}"` : ''}>${n.id}</text>`)
    .join('');
  return `<g font-family="${FONT}" font-size="${size}" font-weight="600" text-anchor="middle" fill="${P.text}">${labels}</g>`;
}

// Each option's value glyph, at its target's top right.
function optionMarks({ options, nodeRadius: r }, P) {
  const mr = Math.min(10, Math.max(7, r * 0.6));
  const d = (r + mr * 0.35) * 0.72;
  return options.filter(({ kind }) => GLYPHS[kind]).map(({ kind, to }) => mark(to[0] + d, to[1] - d, mr, kind, P));
}

// The SVG rasterised at `scale` device pixels per CSS pixel: a PNG Blob.
export async function svgToPng(svg, { scale = 2 } = {}) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(image.naturalWidth * scale);
    canvas.height = Math.round(image.naturalHeight * scale);
    const ctx = canvas.getContext('2d');
    ctx.scale(scale, scale);
    ctx.drawImage(image, 0, 0);
    return await new Promise((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}

// The path of a filled arrowhead at `to`, `gap` short of it, pointing from `from` (board.js, arrowHead).
function arrowPath(from, to, gap, size) {
  const dx = to[0] - from[0],
    dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length < gap + size) return '';
  const ux = dx / length,
    uy = dy / length;
  const tip = [to[0] - ux * gap, to[1] - uy * gap];
  const base = [tip[0] - ux * size, tip[1] - uy * size];
  const left = [base[0] - uy * size * 0.5, base[1] + ux * size * 0.5];
  const right = [base[0] + uy * size * 0.5, base[1] - ux * size * 0.5];
  return `M${n1(tip[0])} ${n1(tip[1])}L${n1(left[0])} ${n1(left[1])}L${n1(right[0])} ${n1(right[1])}Z`;
}
