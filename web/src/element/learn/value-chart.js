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
import {
  chartGeometry,
  chartHead,
  chartKey,
  drawAreas,
  drawCursor,
  drawLoop,
  drawPoints,
  drawScale,
  el,
  html,
  markerPath,
} from './value-chart-draw.js';

let uid = 0;

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

  #build(session, width) {
    const timeline = session.timeline;
    // A step not yet given the game so far is a pending point (history-steps.js), never the fresh board's value.
    const ready = (entry) => valuesReady(entry, session);
    const points = chartPoints(timeline, ready);
    this.#points = points;
    this.#built = { timeline, mode: session.mode, width, ready };
    const g = chartGeometry(width, points.length);
    this.#geo = g;
    const playing = session.mode === 'play';
    const { head, readout } = chartHead(this.#ids.title, playing);
    this.#readoutNode = readout;
    const svg = el('svg', {
      class: 'vc-svg',
      width,
      height: g.height,
      viewBox: `0 0 ${width} ${g.height}`,
      role: 'group',
      'aria-label': chartSummary(timeline, ready),
      'aria-describedby': this.#ids.key,
      tabindex: -1,
    });
    drawScale(svg, g, points);
    ({ hoverBand: this.#hoverBand, cursorLine: this.#cursorLine } = drawCursor(svg, g));
    drawAreas(svg, g, points, width, this.#ids.key);
    drawLoop(svg, g, points, repeatSpan(timeline));
    // A click anywhere in a point's column counts (see #indexAt).
    this.#nodes = drawPoints(svg, g, points, (p) => pointLabel(timeline, p.index, p.change, ready));
    this.#ring = el('circle', { class: 'vc-ring', r: g.r + 5, cx: -99, cy: -99, 'aria-hidden': 'true' }, svg);
    this.#cursorMark = el('path', { class: 'vc-now', 'aria-hidden': 'true' }, svg);
    this.#listen(svg);
    const figure = html('figure', 'vc');
    figure.append(head, svg, chartKey(this.#ids.key, points, playing));
    this.#root.replaceChildren(figure);
  }

  #listen(svg) {
    svg.addEventListener('click', (e) => this.#click(e));
    svg.addEventListener('pointermove', (e) => this.#hoverAt(e));
    svg.addEventListener('pointerleave', () => this.#setHover(null));
    svg.addEventListener('keydown', (e) => this.#key(e));
    svg.addEventListener('focusin', (e) => {
      const i = Number(e.target.closest?.('.vc-pt')?.dataset.index);
      if (Number.isInteger(i)) this.#setFocus(i, false);
    });
    svg.addEventListener('focusout', () => this.#readout());
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
