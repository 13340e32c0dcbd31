// The value chart's drawing: its geometry and the SVG parts one build makes
// (the scale, the tinted areas, a repeat's bracket, the points, the key).
// The view (value-chart.js) keeps the state and the interaction.
const SVG = 'http://www.w3.org/2000/svg';
const heightFor = (width) => (width >= 700 ? 190 : 150); // the drawing, in CSS pixels
const GUTTER = 78; // the side labels on the left
const TOP = 14;
const BOTTOM = 24; // the move numbers

export function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  parent?.append(node);
  return node;
}

export const html = (tag, cls, text = '') => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text) node.textContent = text;
  return node;
};

// A marker's outline: triangle up for a mouse win, down for a cat win, a diamond for a draw.
export function markerPath(side, x, y, r) {
  if (side === 'mouse') return `M${x},${y - r * 1.15}L${x + r},${y + r * 0.75}L${x - r},${y + r * 0.75}Z`;
  if (side === 'cat') return `M${x},${y + r * 1.15}L${x + r},${y - r * 0.75}L${x - r},${y - r * 0.75}Z`;
  return `M${x},${y - r}L${x + r},${y}L${x},${y + r}L${x - r},${y}Z`;
}

// Where a chart of count points `width` wide puts things: the plot, the axis, a point's x and y, the markers' size.
export function chartGeometry(width, count) {
  const height = heightFor(width);
  const plot = { left: GUTTER, right: width - 14, top: TOP, bottom: height - BOTTOM };
  const mid = (plot.top + plot.bottom) / 2;
  const half = (plot.bottom - plot.top) / 2 - 8;
  const last = Math.max(1, count - 1);
  const step = (plot.right - plot.left) / last;
  const x = (p) => (count === 1 ? (plot.left + plot.right) / 2 : plot.left + p.index * step);
  const y = (p) => mid - p.y * half;
  const r = Math.max(2.5, Math.min(6, step * 0.42));
  return { height, plot, mid, half, step: count === 1 ? plot.right - plot.left : step, x, y, r };
}

// The caption: the title and the readout the view keeps up to date.
export function chartHead(titleId, playing) {
  const head = html('figcaption', 'vc-head');
  const title = html('span', 'vc-title', playing ? 'Your game so far: value after each move' : 'Value after each move');
  title.id = titleId;
  const readout = html('span', 'vc-readout');
  readout.setAttribute('aria-hidden', 'true');
  head.append(title, readout);
  return { head, readout };
}

// Move numbers worth printing under the axis: the start, the end, and round steps between.
function ticks(last, width) {
  const room = Math.max(1, Math.floor(width / 34));
  const step =
    [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000].find((s) => last / s <= room) ?? Math.ceil(last / room);
  const out = [];
  for (let i = 0; i <= last; i += step) out.push(i);
  if (out.at(-1) !== last) {
    if (last - out.at(-1) < step / 2 && out.length > 1) out.pop();
    out.push(last);
  }
  return out;
}

// The side labels, the axis and its grid lines, and the move numbers under it.
export function drawScale(svg, g, points) {
  const { plot, mid } = g;
  const labels = el('g', { class: 'vc-labels', 'aria-hidden': 'true' }, svg);
  el('text', { x: GUTTER - 10, y: plot.top + 10, 'text-anchor': 'end', class: 'vc-side mouse' }, labels).textContent = 'mouse wins ▲';
  el('text', { x: GUTTER - 10, y: mid + 4, 'text-anchor': 'end', class: 'vc-side draw' }, labels).textContent = 'draw ◆';
  el('text', { x: GUTTER - 10, y: plot.bottom - 3, 'text-anchor': 'end', class: 'vc-side cat' }, labels).textContent = 'cat wins ▼';
  el('line', { x1: plot.left - 4, x2: plot.right + 4, y1: mid, y2: mid, class: 'vc-axis' }, labels);
  el('line', { x1: plot.left - 4, x2: plot.right + 4, y1: mid - g.half, y2: mid - g.half, class: 'vc-grid' }, labels);
  el('line', { x1: plot.left - 4, x2: plot.right + 4, y1: mid + g.half, y2: mid + g.half, class: 'vc-grid' }, labels);
  drawMoveNumbers(labels, g, points);
}

function drawMoveNumbers(labels, g, points) {
  const { plot } = g;
  const last = points.length - 1;
  let printed = -Infinity; // the right edge of the last move number printed
  for (const t of ticks(last, plot.right - plot.left)) {
    const tx = g.x(points[t]);
    const label = t === 0 ? 'start' : String(t);
    const w = label.length * 6.5;
    const left = t === 0 ? tx : t === last ? tx - w : tx - w / 2;
    if (left < printed + 6 && t !== last) continue;
    printed = left + w;
    el('line', { x1: tx, x2: tx, y1: plot.bottom + 1, y2: plot.bottom + 5, class: 'vc-tick' }, labels);
    el(
      'text',
      {
        x: tx,
        y: g.height - 5,
        'text-anchor': t === 0 && points.length > 1 ? 'start' : t === last && points.length > 1 ? 'end' : 'middle',
        class: 'vc-num',
      },
      labels,
    ).textContent = label;
  }
}

// The column under the pointer and the current move's line, placed later by the view.
export function drawCursor(svg, g) {
  const { plot } = g;
  const hoverBand = el(
    'rect',
    {
      class: 'vc-hover',
      y: plot.top - 6,
      height: plot.bottom - plot.top + 12,
      width: 0,
      rx: 4,
      visibility: 'hidden',
      'aria-hidden': 'true',
    },
    svg,
  );
  const cursorLine = el('line', { class: 'vc-cursor', y1: plot.top - 6, y2: plot.bottom + 2, 'aria-hidden': 'true' }, svg);
  return { hoverBand, cursorLine };
}

// The areas between the line and the axis (a tint, the markers carry the meaning), the line, and its jumps.
export function drawAreas(svg, g, points, width, key) {
  const { mid, height } = g;
  const line = points.map((p) => `${g.x(p).toFixed(1)},${g.y(p).toFixed(1)}`);
  const clipTop = `vc-clip-top-${key}`;
  const clipBottom = `vc-clip-bottom-${key}`;
  const defs = el('defs', {}, svg);
  el('rect', { x: 0, y: 0, width, height: mid }, el('clipPath', { id: clipTop }, defs));
  el('rect', { x: 0, y: mid, width, height: height - mid }, el('clipPath', { id: clipBottom }, defs));
  if (points.length <= 1) return;
  const area = `M${g.x(points[0])},${mid}L${line.join('L')}L${g.x(points.at(-1))},${mid}Z`;
  el('path', { d: area, class: 'vc-area mouse', 'clip-path': `url(#${clipTop})`, 'aria-hidden': 'true' }, svg);
  el('path', { d: area, class: 'vc-area cat', 'clip-path': `url(#${clipBottom})`, 'aria-hidden': 'true' }, svg);
  el('polyline', { points: line.join(' '), class: 'vc-line', 'aria-hidden': 'true' }, svg);
  // A move that threw value away: its segment drawn thick and red, and a ✗.
  for (const p of points) {
    if (!p.change) continue;
    const a = points[p.index - 1];
    el('line', { x1: g.x(a), y1: g.y(a), x2: g.x(p), y2: g.y(p), class: 'vc-jump', 'aria-hidden': 'true' }, svg);
  }
}

// A line that ends by repeating a position (repeat, from repeatSpan): a bracket over the loop.
export function drawLoop(svg, g, points, repeat) {
  if (!repeat || points.length <= 1) return;
  const { plot, mid } = g;
  const x1 = g.x(points[repeat.from]);
  const x2 = g.x(points[repeat.to]);
  const loop = el('g', { class: 'vc-loop', 'aria-hidden': 'true' }, svg);
  const label = `↻ move ${repeat.to} repeats ${repeat.from === 0 ? 'the start' : `move ${repeat.from}`}`;
  const half = label.length * 3.1; // about half its width at 11px
  const cx = Math.max(plot.left + half, Math.min(plot.right - half, (x1 + x2) / 2));
  // Above the line where it is clear of it, else below it, so the label and the bracket never cross it.
  const { above, below } = loopPlace(points, g, Math.min(x1, cx - half), Math.max(x2, cx + half), mid, plot);
  if (above !== null || below === null) {
    const yb = above ?? Math.max(plot.top + 9, mid - 16);
    el('path', { d: `M${x1},${yb + 6}V${yb}H${x2}V${yb + 6}`, class: 'vc-loop-line' }, loop);
    el('text', { x: cx, y: yb - 4, 'text-anchor': 'middle', class: 'vc-loop-text' }, loop).textContent = label;
  } else {
    el('path', { d: `M${x1},${below - 6}V${below}H${x2}V${below - 6}`, class: 'vc-loop-line' }, loop);
    el('text', { x: cx, y: below + 14, 'text-anchor': 'middle', class: 'vc-loop-text' }, loop).textContent = label;
  }
}

// Where the loop's bracket can run clear of the line between x from and to
// (its points, their markers, the segments that cross the span): above, the
// bracket's y with its label over it, or below, with its label under it;
// null where there is no room (the label about 15 px tall, the legs 6).
function loopPlace(points, g, from, to, mid, plot) {
  let top = Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < points.length; i++) {
    const x = g.x(points[i]);
    const before = i > 0 ? g.x(points[i - 1]) : x;
    const after = i < points.length - 1 ? g.x(points[i + 1]) : x;
    if (after < from || before > to) continue; // neither it nor a segment from it reaches the span
    top = Math.min(top, g.y(points[i]) - g.r);
    bottom = Math.max(bottom, g.y(points[i]) + g.r);
  }
  const above = Math.min(mid - 16, top - 10);
  const below = Math.max(mid + 16, bottom + 10);
  return { above: above - 15 >= plot.top - 8 ? above : null, below: below + 17 <= plot.bottom ? below : null };
}

// The points: one button each (its marker, labelled by labelOf(point)), one
// tab stop among them, and a ✗ beside each move that threw value away.
// Returns the buttons.
export function drawPoints(svg, g, points, labelOf) {
  const layer = el('g', { class: 'vc-points' }, svg);
  const marks = el('g', { class: 'vc-marks', 'aria-hidden': 'true' }, svg);
  return points.map((p) => {
    if (p.change) drawWorse(marks, g, p, points.length);
    return el(
      'path',
      {
        class: `vc-pt ${p.side}${p.by === 'you' ? ' you' : ''}${p.change ? ' worse' : ''}`,
        d: markerPath(p.side, g.x(p), g.y(p), g.r),
        role: 'button',
        tabindex: -1,
        'data-index': p.index,
        'aria-label': labelOf(p),
      },
      layer,
    );
  });
}

// A ✗ beside the marker, on the side the line leaves clear: toward the axis
// (a win goes on away from it), clear of the cursor line.
function drawWorse(marks, g, p, count) {
  const x = g.x(p);
  const y = g.y(p);
  const right = p.index < count - 1 || count === 1;
  const up = p.side !== 'mouse';
  el(
    'text',
    {
      class: 'vc-x',
      'data-index': p.index,
      x: right ? x + g.r + 2 : x - g.r - 2,
      y: up ? y - g.r - 2 : y + g.r + 11,
      'text-anchor': right ? 'start' : 'end',
    },
    marks,
  ).textContent = '✗';
}

// The key: every mark in words, and what height means.
export function chartKey(id, points, playing) {
  const key = html('p', 'vc-key');
  key.id = id;
  const item = (glyph, cls, text) => {
    const span = html('span', `vc-k ${cls}`);
    span.append(html('b', 'vc-glyph', glyph), document.createTextNode(` ${text}`));
    return span;
  };
  key.append(
    item('▲', 'mouse', 'mouse wins'),
    item('▼', 'cat', 'cat wins'),
    item('◆', 'draw', 'draw'),
    html('span', 'vc-k', 'taller: the end is nearer'),
  );
  if (playing || points.some((p) => p.by === 'you')) key.append(item('△', 'you', playing ? 'your move (hollow)' : 'your what-if (hollow)'));
  if (points.some((p) => p.change)) key.append(item('✗', 'worse', 'worse than best play'));
  key.append(html('span', 'vc-help', 'Click a point, or use ← → and Enter, to go to that move.'));
  return key;
}
