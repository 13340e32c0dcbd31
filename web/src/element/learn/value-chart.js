// The value chart: the value of the position after each move of the
// timeline, mouse wins up, cat wins down, draws on the axis, taller = the end
// is nearer. The current move is marked; every point is a button (one tab
// stop, arrow keys move between points, Enter or Space jumps there, a click
// anywhere in a column jumps to that move). In play mode it is the game so
// far, so a move that threw value away shows as a jump, marked ✗.
//
// A view of the session: it keeps only view state (its width, which point
// has the keyboard focus, which one the pointer is over).
import { chartPoints, chartSummary, pointLabel, repeatSpan, valueWords } from '../../model/chart.js';
import { valuesReady } from '../../model/history-steps.js';

const SVG = 'http://www.w3.org/2000/svg';
const heightFor = (width) => (width >= 700 ? 190 : 150); // the drawing, in CSS pixels
const GUTTER = 78; // the side labels on the left
const TOP = 14;
const BOTTOM = 24; // the move numbers
let uid = 0;

function el(name, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  parent?.append(node);
  return node;
}

const html = (tag, cls, text = '') => {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text) node.textContent = text;
  return node;
};

// A marker's outline: triangle up for a mouse win, down for a cat win, a diamond for a draw.
function markerPath(side, x, y, r) {
  if (side === 'mouse') return `M${x},${y - r * 1.15}L${x + r},${y + r * 0.75}L${x - r},${y + r * 0.75}Z`;
  if (side === 'cat') return `M${x},${y + r * 1.15}L${x + r},${y - r * 0.75}L${x - r},${y - r * 0.75}Z`;
  return `M${x},${y - r}L${x + r},${y}L${x},${y + r}L${x - r},${y}Z`;
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

export class ValueChart {
  #root;
  #onJump;
  #width = 0;
  #session = null;
  #built = null; // { timeline, mode, width }: what the drawing shows
  #points = []; // chartPoints of the drawing
  #nodes = []; // the point buttons
  #focus = 0; // the point that takes the keyboard focus (roving tab stop)
  #hover = null;
  #ids;
  #observer = null;
  #readoutNode = null;
  #hoverBand = null;
  #cursorLine = null;
  #cursorMark = null;
  #geo = null;
  #ring = null; // the keyboard focus, round the focused point
  #cursor = 0;

  constructor(container, { onJump = () => {} } = {}) {
    this.#root = container;
    this.#onJump = onJump;
    const id = ++uid;
    this.#ids = { title: `vc-title-${id}`, key: `vc-key-${id}` };
    if (typeof ResizeObserver === 'function') {
      this.#observer = new ResizeObserver(() => {
        const width = Math.round(this.#root.clientWidth);
        if (width && width !== this.#width && this.#session) this.render(this.#session);
      });
      this.#observer.observe(container);
    }
  }

  render(session) {
    this.#session = session;
    const timeline = session?.timeline ?? [];
    if (!timeline.length) {
      this.#root.replaceChildren();
      this.#built = null;
      return;
    }
    const width = Math.max(240, Math.round(this.#root.clientWidth || 360));
    const built = this.#built;
    if (!built || built.timeline !== timeline || built.mode !== session.mode || built.width !== width) {
      const hadFocus = this.#hasFocus();
      if (!built || built.timeline !== timeline) this.#focus = Math.min(session.cursor, timeline.length - 1);
      this.#width = width;
      this.#build(session, width);
      if (hadFocus) this.#nodes[Math.min(this.#focus, this.#nodes.length - 1)]?.focus();
    }
    this.#mark(session);
  }

  #hasFocus() {
    const active = this.#root.getRootNode?.()?.activeElement;
    return !!active && this.#root.contains(active);
  }

  // ---- drawing

  #geometry(count) {
    const height = heightFor(this.#width);
    const plot = { left: GUTTER, right: this.#width - 14, top: TOP, bottom: height - BOTTOM };
    const mid = (plot.top + plot.bottom) / 2;
    const half = (plot.bottom - plot.top) / 2 - 8;
    const last = Math.max(1, count - 1);
    const step = (plot.right - plot.left) / last;
    const x = (p) => (count === 1 ? (plot.left + plot.right) / 2 : plot.left + p.index * step);
    const y = (p) => mid - p.y * half;
    const r = Math.max(2.5, Math.min(6, step * 0.42));
    return { height, plot, mid, half, step: count === 1 ? plot.right - plot.left : step, x, y, r };
  }

  #build(session, width) {
    const timeline = session.timeline;
    // A step not yet given the game so far is a pending point (history-steps.js), never the fresh board's value.
    const ready = (entry) => valuesReady(entry, session);
    const points = chartPoints(timeline, ready);
    this.#points = points;
    this.#built = { timeline, mode: session.mode, width, ready };
    const g = this.#geometry(points.length);
    const { plot, mid, height } = g;
    const playing = session.mode === 'play';

    const figure = html('figure', 'vc');
    const head = html('figcaption', 'vc-head');
    const title = html('span', 'vc-title', playing ? 'Your game so far: value after each move' : 'Value after each move');
    title.id = this.#ids.title;
    this.#readoutNode = html('span', 'vc-readout');
    this.#readoutNode.setAttribute('aria-hidden', 'true');
    head.append(title, this.#readoutNode);

    const svg = el('svg', {
      class: 'vc-svg',
      width,
      height: height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'group',
      'aria-label': chartSummary(timeline, ready),
      'aria-describedby': this.#ids.key,
      tabindex: -1,
    });
    // Side labels and the axis.
    const labels = el('g', { class: 'vc-labels', 'aria-hidden': 'true' }, svg);
    el('text', { x: GUTTER - 10, y: plot.top + 10, 'text-anchor': 'end', class: 'vc-side mouse' }, labels).textContent = 'mouse wins ▲';
    el('text', { x: GUTTER - 10, y: mid + 4, 'text-anchor': 'end', class: 'vc-side draw' }, labels).textContent = 'draw ◆';
    el('text', { x: GUTTER - 10, y: plot.bottom - 3, 'text-anchor': 'end', class: 'vc-side cat' }, labels).textContent = 'cat wins ▼';
    el('line', { x1: plot.left - 4, x2: plot.right + 4, y1: mid, y2: mid, class: 'vc-axis' }, labels);
    el('line', { x1: plot.left - 4, x2: plot.right + 4, y1: mid - g.half, y2: mid - g.half, class: 'vc-grid' }, labels);
    el('line', { x1: plot.left - 4, x2: plot.right + 4, y1: mid + g.half, y2: mid + g.half, class: 'vc-grid' }, labels);
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
          y: height - 5,
          'text-anchor': t === 0 && points.length > 1 ? 'start' : t === last && points.length > 1 ? 'end' : 'middle',
          class: 'vc-num',
        },
        labels,
      ).textContent = label;
    }

    // The column under the pointer and the current move.
    this.#hoverBand = el(
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
    this.#cursorLine = el('line', { class: 'vc-cursor', y1: plot.top - 6, y2: plot.bottom + 2, 'aria-hidden': 'true' }, svg);

    // The areas between the line and the axis (a tint, the markers carry the meaning).
    const line = points.map((p) => `${g.x(p).toFixed(1)},${g.y(p).toFixed(1)}`);
    const clipTop = `vc-clip-top-${this.#ids.key}`;
    const clipBottom = `vc-clip-bottom-${this.#ids.key}`;
    const defs = el('defs', {}, svg);
    el('rect', { x: 0, y: 0, width, height: mid }, el('clipPath', { id: clipTop }, defs));
    el('rect', { x: 0, y: mid, width, height: height - mid }, el('clipPath', { id: clipBottom }, defs));
    if (points.length > 1) {
      const area = `M${g.x(points[0])},${mid}L${line.join('L')}L${g.x(points[last])},${mid}Z`;
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

    // A line that ends by repeating a position: a bracket over the loop.
    const repeat = repeatSpan(timeline);
    if (repeat && points.length > 1) {
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

    // The points: one button each (its marker), one tab stop among them. A
    // click anywhere in a point's column counts (see #indexAt).
    const layer = el('g', { class: 'vc-points' }, svg);
    const marks = el('g', { class: 'vc-marks', 'aria-hidden': 'true' }, svg);
    this.#nodes = points.map((p) => {
      const x = g.x(p);
      const y = g.y(p);
      if (p.change) {
        // Beside the marker, on the side the line leaves clear: toward the
        // axis (a win goes on away from it), clear of the cursor line.
        const right = p.index < points.length - 1 || points.length === 1;
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
      return el(
        'path',
        {
          class: `vc-pt ${p.side}${p.by === 'you' ? ' you' : ''}${p.change ? ' worse' : ''}`,
          d: markerPath(p.side, x, y, g.r),
          role: 'button',
          tabindex: -1,
          'data-index': p.index,
          'aria-label': pointLabel(timeline, p.index, p.change, ready),
        },
        layer,
      );
    });
    this.#ring = el('circle', { class: 'vc-ring', r: g.r + 5, cx: -99, cy: -99, 'aria-hidden': 'true' }, svg);
    this.#cursorMark = el('path', { class: 'vc-now', 'aria-hidden': 'true' }, svg);
    this.#geo = g;

    svg.addEventListener('click', (e) => this.#click(e));
    svg.addEventListener('pointermove', (e) => this.#hoverAt(e));
    svg.addEventListener('pointerleave', () => this.#setHover(null));
    svg.addEventListener('keydown', (e) => this.#key(e));
    svg.addEventListener('focusin', (e) => {
      const i = Number(e.target.closest?.('.vc-pt')?.dataset.index);
      if (Number.isInteger(i)) this.#setFocus(i, false);
    });
    svg.addEventListener('focusout', () => this.#readout());

    // The key: every mark in words, and what height means.
    const key = html('p', 'vc-key');
    key.id = this.#ids.key;
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
    if (playing || points.some((p) => p.by === 'you'))
      key.append(item('△', 'you', playing ? 'your move (hollow)' : 'your what-if (hollow)'));
    if (points.some((p) => p.change)) key.append(item('✗', 'worse', 'worse than best play'));
    const help = html('span', 'vc-help', 'Click a point, or use ← → and Enter, to go to that move.');
    key.append(help);

    figure.append(head, svg, key);
    this.#root.replaceChildren(figure);
  }

  // ---- the current move and the focus

  #mark(session) {
    const g = this.#geo;
    const cursor = Math.min(session.cursor, this.#points.length - 1);
    const p = this.#points[cursor];
    const x = g.x(p);
    this.#cursorLine.setAttribute('x1', x);
    this.#cursorLine.setAttribute('x2', x);
    const r = g.r + 3.5;
    this.#cursorMark.setAttribute('d', markerPath(p.side, x, g.y(p), r));
    this.#cursorMark.setAttribute('class', `vc-now ${p.side}`);
    // Only the points that change are touched (autoplay renders every step).
    this.#root.querySelectorAll('.vc-pt[aria-current]').forEach((node) => node.removeAttribute('aria-current'));
    this.#nodes[cursor].setAttribute('aria-current', 'step');
    this.#cursor = cursor;
    if (!this.#hasFocus()) this.#focus = cursor;
    this.#root.querySelectorAll('.vc-pt[tabindex="0"]').forEach((node) => node.setAttribute('tabindex', '-1'));
    this.#nodes[this.#focus].setAttribute('tabindex', '0');
    this.#placeRing();
    this.#readout();
  }

  #placeRing() {
    const p = this.#points[this.#focus];
    if (!p || !this.#ring) return;
    this.#ring.setAttribute('cx', this.#geo.x(p));
    this.#ring.setAttribute('cy', this.#geo.y(p));
  }

  #setFocus(i, move = true) {
    const to = Math.max(0, Math.min(this.#nodes.length - 1, i));
    this.#nodes[this.#focus]?.setAttribute('tabindex', '-1');
    this.#focus = to;
    this.#nodes[to].setAttribute('tabindex', '0');
    this.#placeRing();
    if (move) this.#nodes[to].focus();
    this.#readout();
  }

  #key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const i = this.#focus;
    const keys = {
      ArrowLeft: () => this.#setFocus(i - 1),
      ArrowDown: () => this.#setFocus(i - 1),
      ArrowRight: () => this.#setFocus(i + 1),
      ArrowUp: () => this.#setFocus(i + 1),
      PageUp: () => this.#setFocus(i - 10),
      PageDown: () => this.#setFocus(i + 10),
      Home: () => this.#setFocus(0),
      End: () => this.#setFocus(this.#nodes.length - 1),
      Enter: () => this.#onJump(i),
      ' ': () => this.#onJump(i),
    };
    if (!(e.key in keys)) return;
    e.preventDefault(); // the element's own ← → Home End Space act on the board
    keys[e.key]();
  }

  #indexAt(e) {
    const rect = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - rect.left) / rect.width) * this.#width;
    const g = this.#geo;
    if (x < g.plot.left - g.step / 2 - 4 && this.#points.length > 1) return null;
    const i = this.#points.length === 1 ? 0 : Math.round((x - g.plot.left) / g.step);
    return Math.max(0, Math.min(this.#points.length - 1, i));
  }

  #click(e) {
    const i = this.#indexAt(e);
    if (i === null) return;
    this.#setFocus(i, false);
    this.#onJump(i);
  }

  #hoverAt(e) {
    this.#setHover(this.#indexAt(e));
  }

  #setHover(i) {
    this.#hover = i;
    const g = this.#geo;
    if (i === null || !this.#points[i]) this.#hoverBand.setAttribute('visibility', 'hidden');
    else {
      const x = g.x(this.#points[i]);
      const w = Math.max(8, Math.min(g.step, 28));
      this.#hoverBand.setAttribute('x', x - w / 2);
      this.#hoverBand.setAttribute('width', w);
      this.#hoverBand.setAttribute('visibility', 'visible');
    }
    this.#readout();
  }

  // The line over the chart: the point under the pointer or with the focus, else the current move.
  #readout() {
    if (!this.#readoutNode || !this.#built) return;
    const timeline = this.#built.timeline;
    const shown = this.#hover ?? (this.#hasFocus() ? this.#focus : this.#cursor);
    const entry = timeline[shown];
    if (!entry) return;
    const now = shown === this.#cursor ? ' (now)' : '';
    const p = this.#points[shown];
    this.#readoutNode.textContent = `${shown === 0 ? 'Start' : `Move ${shown}`}${now}: ${this.#built.ready(entry) ? valueWords(entry.value) : 'value being worked out'}${p.change ? ' ✗' : ''}`;
    this.#readoutNode.className = `vc-readout ${p.side}`;
  }
}

export const VALUE_CHART_STYLES = `
.vc { margin: 0; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.vc-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 2px 12px; }
.vc-title { font-weight: 600; font-size: .92em; }
.vc-readout { font-size: .85em; color: var(--ink); font-variant-numeric: tabular-nums; }
.vc-svg { display: block; width: 100%; height: auto; overflow: visible; touch-action: manipulation; cursor: pointer; font-family: inherit; }
.vc-side { font-size: 11px; fill: var(--muted); }
.vc-num { font-size: 11px; fill: var(--muted); font-variant-numeric: tabular-nums; }
.vc-axis { stroke: var(--muted); stroke-width: 1; }
.vc-grid { stroke: var(--line); stroke-width: 1; stroke-dasharray: 2 3; }
.vc-tick { stroke: var(--muted); }
.vc-hover { fill: color-mix(in srgb, var(--ink) 7%, transparent); }
.vc-cursor { stroke: var(--ink); stroke-width: 1.5; stroke-dasharray: 3 2; }
.vc-area { stroke: none; }
.vc-area.mouse { fill: color-mix(in srgb, var(--mouse) 13%, transparent); }
.vc-area.cat { fill: color-mix(in srgb, var(--cat) 16%, transparent); }
.vc-line { fill: none; stroke: var(--muted); stroke-width: 1.5; stroke-linejoin: round; }
.vc-jump { stroke: var(--loss); stroke-width: 3; stroke-linecap: round; }
.vc-pt { stroke-width: 1.25; stroke-linejoin: round; outline: none; }
.vc-pt.mouse { fill: var(--mouse); stroke: color-mix(in srgb, var(--mouse) 65%, var(--ink)); }
.vc-pt.cat { fill: var(--cat); stroke: color-mix(in srgb, var(--cat) 60%, var(--ink)); }
.vc-pt.draw { fill: var(--draw); stroke: color-mix(in srgb, var(--draw) 55%, var(--ink)); }
.vc-pt.pending { fill: var(--bg); stroke: var(--muted, var(--ink)); stroke-dasharray: 2 2; }
.vc-pt.you { fill: var(--bg); stroke-width: 2.25; }
.vc-x { font-size: 14px; paint-order: stroke; stroke: var(--bg); stroke-width: 3px; font-weight: 700; fill: var(--loss); pointer-events: none; }
.vc-ring { fill: none; stroke: var(--ink); stroke-width: 2.5; visibility: hidden; pointer-events: none; }
.vc-svg:has(.vc-pt:focus-visible) .vc-ring { visibility: visible; }
.vc-loop-line { fill: none; stroke: color-mix(in srgb, var(--draw) 55%, var(--ink)); stroke-width: 1.5; }
.vc-loop-text { font-size: 11px; fill: var(--ink); paint-order: stroke; stroke: var(--bg); stroke-width: 4px; stroke-linejoin: round; }
.vc-now { fill: none; stroke: var(--ink); stroke-width: 2; pointer-events: none; }
.vc-key { margin: 0; display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: .8em; color: var(--muted); }
.vc-k { white-space: nowrap; }
.vc-glyph { font-weight: 700; }
.vc-k.mouse .vc-glyph { color: var(--mouse-ink); } .vc-k.cat .vc-glyph { color: color-mix(in srgb, var(--cat) 60%, var(--ink)); }
.vc-k.draw .vc-glyph { color: color-mix(in srgb, var(--draw) 55%, var(--ink)); } .vc-k.worse .vc-glyph { color: color-mix(in srgb, var(--loss) 75%, var(--ink)); }
.vc-help { flex-basis: 100%; }
`;

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
