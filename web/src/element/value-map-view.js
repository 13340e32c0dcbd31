// The value map: every mouse start (rows) × cat start (columns) for one side
// to move, drawn to a canvas so 2,000 nodes (4,000,000 cells) stay usable.
// Each cell tells its outcome by a pattern and a letter as well as colour
// (M solid: mouse wins; C hatched: cat wins; = dotted: draw; · pale: decided
// before any move; × grey: not a position). One tab stop: arrows move a focus
// cell, read out through a polite live region; Enter or Space, or a click,
// picks that pair of starts. Beside it: the counts, the longest win and a
// histogram of wins by remoteness.
//
//   const view = new ValueMapView(container, { onPick(mouse, cat, turn), onLoad(position) });
//   view.show(map, { graph, hole, start: { mouse, cat } });
//   view.clear('The value map is drawn for graphs up to 2,000 nodes');
//
// Above 2,000 nodes the worker sends an overview (blocks of cells with their
// counts, and the summary) instead of the planes; the view then asks
// fetchWindow(turn, { row0, col0, rows, cols }) (the worker's valueMap(turn,
// { window })) for the exact cells of what is zoomed into, and of the
// focused cell, so reading and picking work cell by cell everywhere.
//
// The view keeps only view state (zoom, scroll, focused cell, order). It
// renders inside the element's shadow root: VALUE_MAP_STYLES go into that
// stylesheet; colours come from the element's theme (theme.js), read again
// when it changes.
import { readPalette, watchTheme } from './theme.js';
import {
  CELL_MARK, CELL_WORDS, cellKind, cellText, summarize, nodeOrder, histogram,
  moveFocus, cellAtPoint, cellOrigin, visibleSpan, scrollToShow, fitCell, labelStep,
  cellIndex, blockAt, blockText, majorityKind, windowFor, windowCovers,
} from '../model/value-map.js';
import { outcomeWords } from '../model/values.js';
import { CELL_KINDS, cellKindIndex } from 'catmouse/rules';

const KINDS = CELL_KINDS;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const MAX_CELL = 64;
const START_CELL = 48; // small graphs: cells no bigger than this at first
const PATTERN_CELL = 6; // below this (CSS px) cells are plain colour, from a bitmap
const LETTER_CELL = 17; // letters from this size
const NUMBER_CELL = 34; // the remoteness under the letter from this size
const LABEL_FONT = 11;
const SIDE_WIDTH = 250; // the summary beside the grid from SIDE_BY_SIDE pixels
const GAP = 24;
const SIDE_BY_SIDE = 640;
const MAIN_MIN = 330;
const FETCH_CELLS = 1 << 18; // an overview fetches exact cells once this few show
const FOCUS_PAD = 16;
const KEEP_WINDOWS = 6;
let serial = 0;

export const VALUE_MAP_STYLES = `
.vm { display: flex; flex-direction: column; gap: 10px; padding-top: 6px; }
.vm-empty { margin: 0; padding: 18px 12px; text-align: center; color: var(--muted); background: var(--surface); border-radius: 10px; }
.vm-body { display: flex; flex-wrap: wrap; gap: 16px 24px; align-items: flex-start; }
.vm-main { flex: 0 1 auto; width: 100%; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 6px; }
.vm-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; font-size: .9em; color: var(--muted); }
.vm-bar label { display: flex; align-items: center; gap: 6px; }
.vm-zoom { display: flex; gap: 4px; }
.vm-zoom button { height: 30px; min-width: 30px; padding: 0 8px; font-size: .95em; }
.vm-caption { margin: 0; font-size: .88em; color: var(--muted); }
.vm-caption b { color: var(--ink); font-weight: 600; }
.vm-stage { position: relative; }
.vm-grid { overflow: auto; max-width: 100%; width: fit-content; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); touch-action: pan-x pan-y; outline: none; }
.vm-grid:focus-visible { outline: 3px solid var(--ink); outline-offset: 2px; }
.vm-grid.panning { cursor: grabbing; }
.vm-space { position: relative; }
.vm-grid canvas { position: sticky; top: 0; left: 0; display: block; width: auto; height: auto; cursor: pointer; touch-action: pan-x pan-y; }
.vm-grid canvas:focus-visible { box-shadow: none; }
.vm-tip { position: absolute; z-index: 2; pointer-events: none; max-width: 240px; padding: 4px 8px; border-radius: 6px; background: var(--ink); color: var(--on-ink); font-size: .8em; line-height: 1.3; box-shadow: 0 4px 14px color-mix(in srgb, var(--shadow) 20%, transparent); }
.vm-readout { margin: 0; min-height: 1.45em; font-size: .9em; font-variant-numeric: tabular-nums; color: var(--ink); }
.vm-readout:empty::before { content: "Hover or focus a cell to read it; click it (or press Enter) to start there."; color: var(--muted); }
.vm-side { flex: 1 1 250px; min-width: 0; max-width: 380px; display: flex; flex-direction: column; gap: 12px; font-size: .92em; }
.vm-side h3 { margin: 0 0 4px; font-size: .95em; }
.vm-counts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: auto 1fr auto; gap: 4px 8px; align-items: center; }
.vm-counts li { display: contents; }
.vm-counts .n { text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
.vm-counts .pct { color: var(--muted); font-weight: 400; font-size: .9em; margin-left: 4px; }
.vm-sw { width: 20px; height: 20px; border-radius: 4px; display: inline-grid; place-items: center; font-size: 12px; font-weight: 700; line-height: 1; box-sizing: border-box; flex: none; }
.vm-sw.mouse { background: var(--mouse); color: var(--on-fill); }
.vm-sw.cat, .vm-sw.draw { text-shadow: 0 0 2px var(--bg), 0 0 2px var(--bg), 0 0 3px var(--bg); }
.vm-sw.cat { color: var(--ink); background: repeating-linear-gradient(135deg, var(--cat) 0 3px, color-mix(in srgb, var(--cat) 45%, var(--bg)) 3px 5.5px); }
.vm-sw.draw { color: var(--ink); background: radial-gradient(circle, color-mix(in srgb, var(--draw) 80%, var(--ink)) 1px, transparent 1.6px) 0 0 / 5px 5px, color-mix(in srgb, var(--draw) 22%, var(--bg)); }
.vm-sw.over { color: var(--muted); background: color-mix(in srgb, var(--line) 35%, var(--bg)); border: 1px solid var(--line); font-size: 16px; }
.vm-sw.none { color: var(--muted); background: color-mix(in srgb, var(--muted) 22%, var(--bg)); }
.vm-sw.start { background: var(--bg); border: 1px solid var(--line); }
.vm-sw.start::after { content: ""; width: 12px; height: 12px; border-radius: 50%; border: 2.5px solid var(--ink); box-sizing: border-box; }
.vm-sw.focus { background: var(--bg); border: 3px solid var(--ink); box-shadow: inset 0 0 0 1.5px var(--bg); }
.vm-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: .85em; color: var(--muted); }
.vm-legend li { display: flex; align-items: center; gap: 6px; }
.vm-longest { margin: 0; display: flex; flex-direction: column; align-items: flex-start; gap: 6px; }
.vm-longest button { padding: 5px 12px; font-size: .95em; }
.vm-hist { margin: 0; }
.vm-hist svg { display: block; width: 100%; height: auto; max-height: 150px; fill: none; overflow: visible; }
.vm-hist figcaption { font-size: .85em; color: var(--muted); margin-top: 2px; }
.vm-hist .bar-mouse { fill: var(--mouse); }
.vm-hist text { fill: var(--muted); font-size: 10px; font-family: inherit; }
.vm-hist .axis { stroke: var(--line); stroke-width: 1; }
.vm .visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

const el = (tag, props = {}, children = []) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('aria-') || key === 'role' || key === 'for' || key === 'id' || key === 'tabindex') node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) node.append(child);
  return node;
};
const swatch = (kind, mark = CELL_MARK[kind] ?? '') => el('span', { class: `vm-sw ${kind}`, 'aria-hidden': 'true', text: mark });
const SVG = 'http://www.w3.org/2000/svg';
const svgEl = (tag, attrs = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
};
const number = (n) => n.toLocaleString('en-US');
const percent = (count, total) => {
  const p = (100 * count) / total;
  return count > 0 && p < 1 ? '<1%' : count < total && p > 99 ? '>99%' : `${Math.round(p)}%`;
};

// Which game a map belongs to: the same graph (by content) and hole keep the
// zoom, order and scroll.
function graphKey(graph, hole, n) {
  let h = 2166136261;
  const add = (v) => (h = Math.imul(h ^ v, 16777619));
  for (const next of graph ?? []) {
    add(next.length + 7919);
    for (const v of next) add(v);
  }
  return `${n}:${hole}:${h >>> 0}`;
}

// Colours: the theme's, resolved (theme.js), as [r, g, b].
function parseColour(s) {
  if (s.startsWith('#')) return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16));
  const m = s.match(/[\d.]+/g);
  return m ? m.slice(0, 3).map(Number) : [128, 128, 128];
}
const mix = (a, b, t) => a.map((v, i) => Math.round(v * t + b[i] * (1 - t)));
const css = ([r, g, b], alpha = 1) => (alpha === 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`);

export class ValueMapView {
  #onPick;
  #onLoad;
  #map = null;
  #graph = null;
  #gameKey = '';
  #hole = 0;
  #start = null;
  #order = 'id';
  #rows = []; // node ids in display order
  #index = []; // node id -> display index
  #cell = START_CELL;
  #fit = START_CELL;
  #focus = { row: 0, col: 0 };
  #hover = null;
  #bitmap = null; // one pixel per cell, display order
  #colours = null;
  #patterns = null;
  #frame = 0;
  #drawn = [];
  #pan = null;
  #panned = false;
  #viewW = 0;
  #viewH = 0;
  #summary = null;
  #els;
  #fetchWindow;
  #windows = []; // exact windows of an overview map, newest first: { map, bitmap }
  #fetching = false;
  #failed = null;

  constructor(container, { onPick = () => {}, onLoad = () => {}, fetchWindow = null } = {}) {
    this.#onPick = onPick;
    this.#onLoad = onLoad;
    this.#fetchWindow = fetchWindow;
    const id = `vm${++serial}`;
    const e = {};
    e.empty = el('p', { class: 'vm-empty', hidden: true });
    e.order = el('select', { id: `${id}-order` }, [
      el('option', { value: 'id', text: 'by node id' }),
      el('option', { value: 'distance', text: 'by distance to a hole' }),
    ]);
    e.zoomOut = el('button', { type: 'button', text: '−', 'aria-label': 'Zoom out', title: 'Zoom out (−)' });
    e.zoomIn = el('button', { type: 'button', text: '+', 'aria-label': 'Zoom in', title: 'Zoom in (+)' });
    e.fitButton = el('button', { type: 'button', text: 'Fit', 'aria-label': 'Fit the whole map', title: 'Fit the whole map (0)' });
    e.caption = el('p', { class: 'vm-caption' });
    e.canvas = el('canvas', { 'aria-hidden': 'true' });
    e.space = el('div', { class: 'vm-space' }, [e.canvas]);
    e.help = el('p', { class: 'visually-hidden', id: `${id}-help`, text: 'Arrow keys move between cells: up and down change the mouse start, left and right the cat start. Home and End go to the ends of a row, with Control to the corners; Page Up and Page Down jump. Enter or Space starts the game there. Plus and minus zoom.' });
    e.grid = el('div', { id: `${id}-grid`, class: 'vm-grid', role: 'application', tabindex: '0', 'aria-describedby': `${id}-help` }, [e.space]);
    e.tip = el('div', { class: 'vm-tip', hidden: true, 'aria-hidden': 'true' });
    e.readout = el('p', { class: 'vm-readout' });
    e.live = el('p', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
    e.counts = el('ul', { class: 'vm-counts', 'aria-label': 'Starts by outcome' });
    e.longestText = el('span');
    e.load = el('button', { type: 'button', text: 'Load the longest win' });
    e.longest = el('p', { class: 'vm-longest' }, [e.longestText, e.load]);
    e.histSvg = svgEl('svg', { 'aria-hidden': 'true', focusable: 'false' });
    e.histTable = el('table', { class: 'visually-hidden' });
    e.histCaption = el('figcaption');
    e.hist = el('figure', { class: 'vm-hist' }, [e.histSvg, e.histCaption, e.histTable]);
    e.legend = el('ul', { class: 'vm-legend', 'aria-label': 'Legend' }, [
      ...KINDS.map((kind) => el('li', {}, [swatch(kind), CELL_WORDS[kind]])),
      el('li', {}, [swatch('start', ''), 'current start']),
      el('li', {}, [swatch('focus', ''), 'keyboard focus']),
    ]);
    e.main = el('div', { class: 'vm-main' }, [
      el('div', { class: 'vm-bar' }, [
        el('label', { for: `${id}-order` }, ['Order', e.order]),
        el('div', { class: 'vm-zoom', role: 'group', 'aria-label': 'Zoom' }, [e.zoomOut, e.zoomIn, e.fitButton]),
      ]),
      e.caption,
      el('div', { class: 'vm-stage' }, [e.grid, e.tip]),
      e.readout,
      e.legend,
    ]);
    e.side = el('div', { class: 'vm-side' }, [
      el('section', { 'aria-label': 'Summary' }, [el('h3', { text: 'Starts' }), e.counts]),
      e.longest,
      e.hist,
    ]);
    e.body = el('div', { class: 'vm-body' }, [e.main, e.side]);
    e.root = el('div', { class: 'vm' }, [e.empty, e.body, e.help, e.live]);
    container.append(e.root);
    this.#els = e;

    e.order.addEventListener('change', () => this.#setOrder(e.order.value));
    e.zoomIn.addEventListener('click', () => this.#zoom(2));
    e.zoomOut.addEventListener('click', () => this.#zoom(0.5));
    e.fitButton.addEventListener('click', () => this.#zoom(0));
    e.load.addEventListener('click', () => this.#summary?.longest && this.#onLoad({ ...this.#summary.longest }));
    e.grid.addEventListener('scroll', () => this.#schedule());
    e.grid.addEventListener('keydown', (event) => this.#key(event));
    e.grid.addEventListener('focus', () => {
      this.#announce();
      this.#schedule();
    });
    e.grid.addEventListener('blur', () => this.#schedule());
    e.canvas.addEventListener('pointermove', (event) => this.#pointerMove(event));
    e.canvas.addEventListener('pointerleave', () => this.#setHover(null));
    e.canvas.addEventListener('pointerdown', (event) => this.#pointerDown(event));
    e.canvas.addEventListener('click', (event) => this.#click(event));
    e.canvas.addEventListener('wheel', (event) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      this.#zoom(event.deltaY < 0 ? 2 : 0.5, this.#pointCell(event));
    }, { passive: false });
    let width = 0;
    this.#resizer = new ResizeObserver(() => {
      if (e.body.clientWidth === width) return;
      width = e.body.clientWidth;
      this.#resize();
    });
    this.#resizer.observe(e.body);
    watchTheme(container, this);
    this.clear('');
  }

  #resizer;

  // Draws the map of one side to move; keeps zoom, order and focus when the
  // graph is the same (a new start, say).
  show(map, { graph, hole = map.hole, start = null } = {}) {
    const key = graphKey(graph, hole, map.nodeCount);
    const same = this.#map && this.#gameKey === key;
    this.#gameKey = key;
    if (same && (map === this.#map || ((map.outcome ?? map.overview) === (this.#map.outcome ?? this.#map.overview) && map.turn === this.#map.turn))) {
      // The same map with another start: ring it, nothing else changes.
      this.#start = start;
      this.#draw();
      return;
    }
    const keepFocus = same; // the other side to move: the same cell stays focused
    this.#map = map;
    this.#windows = [];
    this.#failed = null;
    this.#graph = graph ?? null;
    this.#hole = hole;
    this.#start = start;
    const e = this.#els;
    e.empty.hidden = true;
    e.body.hidden = false;
    this.#colours = this.#readColours();
    this.#patterns = null;
    this.#arrange();
    if (!same) {
      this.#fit = this.#fitCell();
      this.#cell = Math.min(this.#fit, START_CELL);
    }
    if (!keepFocus && start) this.#focus = { row: this.#index[start.mouse], col: this.#index[start.cat] };
    this.#focus.row = Math.min(this.#focus.row, map.nodeCount - 1);
    this.#focus.col = Math.min(this.#focus.col, map.nodeCount - 1);
    this.#summarize();
    this.#layout();
    if (!same && start) this.#reveal(this.#focus);
  }

  clear(message) {
    const e = this.#els;
    this.#map = null;
    this.#bitmap = null;
    this.#windows = [];
    this.#hover = null;
    e.body.hidden = true;
    e.empty.hidden = !message;
    e.empty.textContent = message;
    e.tip.hidden = true;
  }

  // For tests and embedders: the cell under a point in client coordinates
  // ({ mouse, cat } or null), where a cell's centre is on screen, view state.
  cellAt(clientX, clientY) {
    const rect = this.#els.canvas.getBoundingClientRect();
    const hit = this.#hit(clientX - rect.left, clientY - rect.top);
    return hit && { mouse: this.#rows[hit.row], cat: this.#rows[hit.col] };
  }

  cellCenter(mouse, cat) {
    const rect = this.#els.canvas.getBoundingClientRect();
    const o = cellOrigin(this.#index[mouse], this.#index[cat], this.#geometry());
    return { x: rect.left + o.x + this.#cell / 2, y: rect.top + o.y + this.#cell / 2 };
  }

  // Scrolls a cell into view (tests, and after a pick from elsewhere).
  reveal(mouse, cat) {
    this.#reveal({ row: this.#index[mouse], col: this.#index[cat] });
    this.#draw();
  }

  get state() {
    const f = this.#focus;
    return {
      cell: this.#cell,
      fit: this.#fit,
      order: this.#order,
      rows: [...this.#rows],
      focus: this.#map ? { mouse: this.#rows[f.row], cat: this.#rows[f.col] } : null,
      letters: this.#cell >= LETTER_CELL,
      // An overview (graphs over 2,000 nodes): its block size and the exact windows held.
      overview: this.#map?.overview ? { block: this.#map.overview.block, blocks: this.#map.overview.blocks } : null,
      windows: this.#windows.map((w) => ({ ...w.map.window })),
      exact: this.#map ? Boolean(this.#exactMap(this.#rows[f.row], this.#rows[f.col])) : false,
      patterns: this.#cell >= PATTERN_CELL,
      // What the last frame wrote in cells: { mouse, cat, mark } (when letters show).
      drawn: this.#drawn.map((d) => ({ ...d })),
    };
  }

  // ---- arrangement -------------------------------------------------------

  #setOrder(order) {
    if (!this.#map) return;
    const focused = { mouse: this.#rows[this.#focus.row], cat: this.#rows[this.#focus.col] };
    this.#order = order;
    this.#els.order.value = order;
    this.#arrange();
    this.#focus = { row: this.#index[focused.mouse], col: this.#index[focused.cat] };
    this.#reveal(this.#focus);
    this.#draw();
  }

  #arrange() {
    const map = this.#map;
    const n = map.nodeCount;
    const graph = this.#graph ?? Array.from({ length: n }, () => []);
    // An overview's blocks and windows are in node id order.
    if (map.overview) this.#order = 'id';
    this.#rows = nodeOrder(graph, this.#hole, this.#order);
    this.#index = new Int32Array(n);
    this.#rows.forEach((node, i) => (this.#index[node] = i));
    this.#els.order.value = this.#order;
    this.#els.order.disabled = !this.#graph || Boolean(map.overview);
    this.#bitmap = map.overview ? this.#overviewBitmap(map) : this.#planeBitmap(map);
    const turn = map.turn === 'cat' ? 'the cat' : 'the mouse';
    this.#els.caption.replaceChildren();
    this.#els.caption.append(
      el('b', { text: `${map.turn === 'cat' ? 'Cat' : 'Mouse'} moves first.` }),
      ` Rows: where the mouse starts; columns: where the cat starts (${[].concat(this.#hole).length === 1 ? 'hole' : 'holes'} ${[].concat(this.#hole).join(', ')}).`,
      ...(map.overview && map.overview.block > 1 ? [` Zoomed out, each block of ${map.overview.block} × ${map.overview.block} starts shows its commonest outcome (hover or focus for its counts); zoom in for exact cells.`] : []),
    );
    this.#els.grid.setAttribute('aria-label', `Value map, ${turn} to move: ${n} mouse starts by ${n} cat starts`);
  }

  // Packed RGBA per kind, in KINDS order.
  #packedColours() {
    const c = this.#colours;
    const fill = { mouse: c.mouse, cat: c.cat, draw: c.drawFill, over: c.over, none: c.none };
    return new Uint32Array(KINDS.map((kind) => {
      const [r, g, b] = fill[kind];
      return new Uint32Array(new Uint8ClampedArray([r, g, b, 255]).buffer)[0];
    }));
  }

  // One pixel per block, the colour of its commonest kind.
  #overviewBitmap(map) {
    const { blocks, counts } = map.overview;
    const packed = this.#packedColours();
    const canvas = Object.assign(document.createElement('canvas'), { width: blocks, height: blocks });
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(blocks, blocks);
    const pixels = new Uint32Array(image.data.buffer);
    for (let p = 0; p < blocks * blocks; p++) {
      let best = 0;
      for (let k = 1; k < 5; k++) if (counts[p * 5 + k] > counts[p * 5 + best]) best = k;
      pixels[p] = packed[best];
    }
    ctx.putImageData(image, 0, 0);
    return canvas;
  }

  // One pixel per cell of a window (node id order).
  #windowBitmap(win) {
    const { rows, cols } = win.window;
    const packed = this.#packedColours();
    const canvas = Object.assign(document.createElement('canvas'), { width: cols, height: rows });
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(cols, rows);
    const pixels = new Uint32Array(image.data.buffer);
    const { outcome, remoteness } = win;
    for (let p = 0; p < rows * cols; p++) {
      const o = outcome[p];
      pixels[p] = packed[cellKindIndex(o, remoteness[p])];
    }
    ctx.putImageData(image, 0, 0);
    return canvas;
  }

  #planeBitmap(map) {
    const n = map.nodeCount;
    // One pixel per cell, for cells too small for patterns.
    const c = this.#colours;
    const fill = { mouse: c.mouse, cat: c.cat, draw: c.drawFill, over: c.over, none: c.none };
    // Packed RGBA per kind, in the order of the codes below.
    const packed = new Uint32Array(KINDS.map((kind) => {
      const [r, g, b] = fill[kind];
      return new Uint32Array(new Uint8ClampedArray([r, g, b, 255]).buffer)[0];
    }));
    const canvas = this.#bitmap?.width === n ? this.#bitmap : Object.assign(document.createElement('canvas'), { width: n, height: n });
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(n, n);
    const pixels = new Uint32Array(image.data.buffer);
    const { outcome, remoteness } = map;
    const rows = this.#rows;
    // Codes: 0 mouse wins, 1 cat wins, 2 draw, 3 over before any move, 4 not a position.
    for (let r = 0, p = 0; r < n; r++) {
      const base = rows[r] * n;
      for (let col = 0; col < n; col++, p++) {
        const i = base + rows[col];
        const o = outcome[i];
        pixels[p] = packed[cellKindIndex(o, remoteness[i])];
      }
    }
    ctx.putImageData(image, 0, 0);
    return canvas;
  }

  // ---- exact cells of an overview ----------------------------------------

  // The planes that hold a cell exactly: the full map, or a fetched window.
  #exactMap(mouse, cat) {
    const map = this.#map;
    if (!map) return null;
    if (!map.overview) return map;
    for (const w of this.#windows) if (cellIndex(w.map, mouse, cat) >= 0) return w.map;
    return null;
  }

  // Asks for a window's exact cells; `then` runs once they are here.
  #request(window, then = null) {
    const map = this.#map;
    if (!map?.overview || !this.#fetchWindow) return;
    const key = JSON.stringify([map.turn, window]);
    if (this.#failed === key) return;
    this.#fetching = true;
    Promise.resolve()
      .then(() => this.#fetchWindow(map.turn, window))
      .then((win) => {
        this.#fetching = false;
        if (this.#map !== map || !win?.window) return;
        this.#windows.unshift({ map: win, bitmap: this.#windowBitmap(win) });
        this.#windows.length = Math.min(this.#windows.length, KEEP_WINDOWS);
        then?.();
        this.#draw();
      }, (error) => {
        this.#fetching = false;
        if (this.#map !== map) return;
        this.#failed = key;
        this.#els.readout.textContent = `Could not read these cells: ${error?.message ?? error}`;
      });
  }

  // After a frame: when an overview is zoomed in far enough, fetch the cells on screen.
  #want(rows, cols) {
    const map = this.#map;
    if (!map?.overview || this.#fetching || this.#cell < 1) return;
    if (this.#windows.some((w) => windowCovers(w.map.window, rows, cols))) return;
    const pad = Math.ceil(Math.max(rows.last - rows.first, cols.last - cols.first) / 2);
    const window = windowFor(rows, cols, map.nodeCount, { pad, maxCells: FETCH_CELLS });
    if (window) this.#request(window);
  }

  // The theme's colours (theme.js) as [r, g, b]; the tints mix into the
  // panel's colour (bg), so a dark theme's map is dark too.
  #readColours() {
    const p = readPalette(this.#els.root);
    const get = (key) => parseColour(p[key]);
    const mouse = get('mouse');
    const cat = get('cat');
    const draw = get('draw');
    const ink = get('ink');
    const muted = get('muted');
    const line = get('line');
    const bg = get('bg');
    return {
      mouse, cat, draw, ink, muted, line, bg,
      onFill: get('onFill'),
      catLight: mix(cat, bg, 0.45),
      drawFill: mix(draw, bg, 0.22),
      drawDot: mix(draw, ink, 0.8),
      over: mix(line, bg, 0.35),
      none: mix(muted, bg, 0.22),
    };
  }

  // Reads the theme's colours again and, if they changed, redraws (watchTheme, theme.js).
  refreshTheme() {
    if (!this.#map) return; // the next map reads them
    const colours = this.#readColours();
    if (JSON.stringify(colours) === JSON.stringify(this.#colours)) return; // (a big map's bitmaps are costly)
    this.#colours = colours;
    this.#patterns = null;
    for (const w of this.#windows) w.bitmap = this.#windowBitmap(w.map);
    this.#arrange();
    this.#summarize();
    this.#draw();
  }

  #summarize() {
    const map = this.#map;
    const e = this.#els;
    const facts = map.summary ?? summarize(map);
    this.#summary = facts;
    const total = facts.counts.mouse + facts.counts.cat + facts.counts.draw + facts.counts.over;
    const none = map.nodeCount * map.nodeCount - total;
    e.counts.replaceChildren(
      ...[['mouse', 'Mouse wins', facts.counts.mouse], ['cat', 'Cat wins', facts.counts.cat], ['draw', 'Draws', facts.counts.draw], ['over', 'Decided before any move', facts.counts.over], ['none', 'Not a position', none]]
        .map(([kind, words, count]) => el('li', {}, [
          swatch(kind),
          el('span', { class: 'what', text: words }),
          el('span', { class: 'n' }, [number(count), ...(kind !== 'none' && total ? [el('span', { class: 'pct', text: percent(count, total) })] : [])]),
        ])),
    );
    e.counts.dataset.total = total;
    if (facts.longest) {
      const { mouse, cat, plies, outcome } = facts.longest;
      e.longestText.textContent = `Longest win: mouse ${mouse}, cat ${cat}: ${outcomeWords({ outcome, plies })}.`;
      e.load.hidden = false;
    } else {
      e.longestText.textContent = 'No start is won: every start is a draw or over at once.';
      e.load.hidden = true;
    }
    this.#histogram(facts);
  }

  #histogram(facts) {
    const e = this.#els;
    const bars = histogram(facts, 40);
    e.hist.hidden = bars.length === 0;
    if (!bars.length) return;
    const W = 240;
    const H = 96;
    const top = 12;
    const bottom = 16;
    const max = Math.max(...bars.map((b) => b.mouse + b.cat));
    const bw = W / bars.length;
    const gap = bw > 4 ? Math.min(2, bw * 0.2) : 0;
    const scale = (H - top - bottom) / max;
    const svg = e.histSvg;
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    const hatchId = `${this.#els.grid.id}-hatch`;
    const hatch = svgEl('pattern', { id: hatchId, patternUnits: 'userSpaceOnUse', width: 5, height: 5, patternTransform: 'rotate(45)' });
    const c = this.#colours;
    hatch.append(svgEl('rect', { width: 5, height: 5, fill: css(c.catLight) }), svgEl('rect', { width: 3, height: 5, fill: css(c.cat) }));
    const parts = [svgEl('defs'), svgEl('line', { class: 'axis', x1: 0, x2: W, y1: H - bottom + 0.5, y2: H - bottom + 0.5 })];
    parts[0].append(hatch);
    bars.forEach((bar, i) => {
      const x = i * bw + gap / 2;
      const hm = bar.mouse * scale;
      const hc = bar.cat * scale;
      const base = H - bottom;
      if (hm) parts.push(svgEl('rect', { class: 'bar-mouse', x, width: bw - gap, y: base - hm, height: hm }));
      if (hc) parts.push(svgEl('rect', { class: 'bar-cat', fill: `url(#${hatchId})`, x, width: bw - gap, y: base - hm - hc, height: hc }));
    });
    const label = (bar) => (bar.from === bar.to ? `${bar.from}` : `${bar.from}–${bar.to}`);
    const tickEvery = Math.ceil(bars.length / 8);
    bars.forEach((bar, i) => {
      const last = i === bars.length - 1;
      if (i % tickEvery === 0 || (last && i % tickEvery > tickEvery / 2)) {
        const t = svgEl('text', { x: i * bw + bw / 2, y: H - 3, 'text-anchor': 'middle' });
        t.textContent = bar.from;
        parts.push(t);
      }
    });
    const maxLabel = svgEl('text', { x: 0, y: 8 });
    maxLabel.textContent = `${number(max)} ${max === 1 ? 'start' : 'starts'}`;
    parts.push(maxLabel);
    svg.replaceChildren(...parts);
    const unit = bars[0].to > bars[0].from ? ` (bars of ${bars[0].to - bars[0].from + 1} lengths)` : '';
    e.histCaption.textContent = `Won starts by moves to the end${unit}: mouse wins solid, cat wins hatched.`;
    const head = el('tr', {}, [el('th', { scope: 'col', text: 'Moves to the end' }), el('th', { scope: 'col', text: 'Mouse wins' }), el('th', { scope: 'col', text: 'Cat wins' })]);
    e.histTable.replaceChildren(
      el('caption', { text: 'Won starts by moves to the end' }),
      el('thead', {}, [head]),
      el('tbody', {}, bars.map((bar) => el('tr', {}, [el('th', { scope: 'row', text: label(bar) }), el('td', { text: number(bar.mouse) }), el('td', { text: number(bar.cat) })]))),
    );
  }

  // ---- geometry ----------------------------------------------------------

  #header() {
    if (!this.#map) return 24;
    const digits = String(this.#map.nodeCount - 1).length;
    return Math.max(22, digits * 7 + 10);
  }

  #geometry() {
    return { size: this.#map.nodeCount, cell: this.#cell, header: this.#header(), scrollX: this.#els.grid.scrollLeft, scrollY: this.#els.grid.scrollTop };
  }

  #maxHeight() {
    return Math.round(Math.min(640, Math.max(260, window.innerHeight * 0.7)));
  }

  // The room for the grid: beside the summary when the view is wide enough.
  #room() {
    const width = this.#els.body.clientWidth || this.#els.root.clientWidth || 320;
    return width >= SIDE_BY_SIDE ? { width: width - SIDE_WIDTH - GAP, side: true } : { width, side: false };
  }

  #fitCell() {
    const width = Math.max(120, this.#room().width - 2);
    return fitCell(this.#map.nodeCount, width, this.#maxHeight() - 2, this.#header(), MAX_CELL);
  }

  #resize() {
    if (!this.#map) return;
    const fit = this.#fitCell();
    const wasFit = Math.abs(this.#cell - Math.min(this.#fit, START_CELL)) < 1e-6;
    this.#fit = fit;
    if (wasFit) this.#cell = Math.min(fit, START_CELL);
    this.#layout();
    if (this.#hasFocus()) {
      this.#reveal(this.#focus);
      this.#draw();
    }
  }

  // Sizes the scrolled space and the sticky canvas, then draws.
  #layout() {
    if (!this.#map) return;
    const e = this.#els;
    const header = this.#header();
    const total = Math.ceil(header + this.#map.nodeCount * this.#cell);
    const maxH = this.#maxHeight();
    const room = this.#room();
    e.grid.style.maxHeight = `${maxH}px`;
    e.space.style.width = `${total}px`;
    e.space.style.height = `${total}px`;
    e.main.style.width = room.side ? `${Math.max(MAIN_MIN, Math.min(room.width, total + 2 + (total + 2 > maxH ? 16 : 0)))}px` : '';
    // The drawing is the visible part of the grid (scroll bars take room).
    e.canvas.style.width = e.canvas.style.height = '0px';
    this.#viewW = Math.max(0, Math.min(total, e.grid.clientWidth));
    this.#viewH = Math.max(0, Math.min(total, e.grid.clientHeight));
    const dpr = window.devicePixelRatio || 1;
    e.canvas.width = Math.round(this.#viewW * dpr);
    e.canvas.height = Math.round(this.#viewH * dpr);
    e.canvas.style.width = `${this.#viewW}px`;
    e.canvas.style.height = `${this.#viewH}px`;
    // The canvas is in the space's flow: keep the space exactly the grid.
    e.canvas.style.marginBottom = `-${this.#viewH}px`;
    e.zoomIn.disabled = this.#cell >= MAX_CELL;
    e.zoomOut.disabled = this.#cell <= Math.min(this.#fit, START_CELL) + 1e-9;
    e.fitButton.disabled = e.zoomOut.disabled;
    this.#draw();
  }

  #zoom(factor, anchor = null) {
    if (!this.#map) return;
    const e = this.#els;
    const old = this.#cell;
    const least = Math.min(this.#fit, START_CELL);
    let cell = factor === 0 ? least : old * factor;
    if (factor > 1 && old < least * 1.01 && least < 4) cell = Math.max(cell, Math.min(4, MAX_CELL)); // from a fit of specks, straight to visible cells
    cell = Math.max(least, Math.min(MAX_CELL, cell));
    if (cell === old) return;
    // Keep a cell still: the one under the pointer, else the focused cell if shown, else the centre.
    const g = this.#geometry();
    const target = anchor ?? this.#focus;
    const o = cellOrigin(target.row, target.col, g);
    const inside = o.x >= g.header - old && o.x < this.#viewW && o.y >= g.header - old && o.y < this.#viewH;
    let ax;
    let ay;
    let gx;
    let gy;
    if (inside) {
      ax = o.x + old / 2;
      ay = o.y + old / 2;
      gx = target.col + 0.5;
      gy = target.row + 0.5;
    } else {
      ax = (g.header + this.#viewW) / 2;
      ay = (g.header + this.#viewH) / 2;
      gx = (ax - g.header + g.scrollX) / old;
      gy = (ay - g.header + g.scrollY) / old;
    }
    this.#cell = cell;
    this.#layout();
    e.grid.scrollLeft = Math.max(0, gx * cell - (ax - g.header));
    e.grid.scrollTop = Math.max(0, gy * cell - (ay - g.header));
    this.#draw();
  }

  #reveal({ row, col }) {
    const g = this.#geometry();
    const grid = this.#els.grid;
    grid.scrollTop = scrollToShow(row, g.scrollY, this.#viewH, g, 8);
    grid.scrollLeft = scrollToShow(col, g.scrollX, this.#viewW, g, 8);
  }

  #hit(x, y) {
    if (!this.#map) return null;
    return cellAtPoint(x, y, this.#geometry());
  }

  #pointCell(event) {
    const rect = this.#els.canvas.getBoundingClientRect();
    return this.#hit(event.clientX - rect.left, event.clientY - rect.top);
  }

  // ---- input -------------------------------------------------------------

  #key(event) {
    if (!this.#map || event.altKey) return;
    if (event.key === '+' || event.key === '=') return this.#consume(event, () => this.#zoom(2));
    if (event.key === '-' || event.key === '_') return this.#consume(event, () => this.#zoom(0.5));
    if (event.key === '0') return this.#consume(event, () => this.#zoom(0));
    if (event.key === 'Enter' || event.key === ' ') return this.#consume(event, () => this.#pick(this.#focus));
    const page = Math.max(1, Math.floor((this.#viewH - this.#header()) / this.#cell) - 1);
    const next = moveFocus(this.#focus, event.key, { size: this.#map.nodeCount, page, ctrl: event.ctrlKey || event.metaKey });
    if (!next) return;
    this.#consume(event, () => {
      this.#focus = next;
      this.#reveal(next);
      this.#announce();
      this.#draw();
    });
  }

  #consume(event, action) {
    event.preventDefault();
    event.stopPropagation();
    action();
  }

  #hasFocus() {
    return this.#els.root.getRootNode().activeElement === this.#els.grid;
  }

  #text({ row, col }) {
    const mouse = this.#rows[row];
    const cat = this.#rows[col];
    const exact = this.#exactMap(mouse, cat);
    return exact ? cellText(exact, mouse, cat, this.#hole) : blockText(blockAt(this.#map, mouse, cat));
  }

  #announce() {
    if (!this.#map) return;
    const focus = { ...this.#focus };
    const mouse = this.#rows[focus.row];
    const cat = this.#rows[focus.col];
    if (!this.#exactMap(mouse, cat) && this.#fetchWindow) {
      // An overview's cell not fetched yet: its block for now, the cell's
      // own value (announced) once its window is here.
      this.#els.readout.textContent = `${this.#text(focus)} (reading mouse ${mouse}, cat ${cat}…)`;
      const at = { first: focus.row, last: focus.row };
      const atCol = { first: focus.col, last: focus.col };
      this.#request(windowFor(at, atCol, this.#map.nodeCount, { pad: FOCUS_PAD }), () => {
        if (this.#focus.row === focus.row && this.#focus.col === focus.col) this.#announce();
      });
      return;
    }
    const text = this.#text(focus);
    this.#els.live.textContent = text;
    this.#els.readout.textContent = text;
  }

  #pick({ row, col }) {
    const mouse = this.#rows[row];
    const cat = this.#rows[col];
    this.#focus = { row, col };
    this.#els.readout.textContent = this.#text({ row, col });
    this.#draw();
    this.#onPick(mouse, cat, this.#map.turn);
  }

  #setHover(hit) {
    const same = hit === this.#hover || (hit && this.#hover && hit.row === this.#hover.row && hit.col === this.#hover.col);
    if (same) return;
    this.#hover = hit;
    const tip = this.#els.tip;
    if (!hit) {
      tip.hidden = true;
      if (this.#map && !this.#hasFocus()) this.#els.readout.textContent = '';
      else if (this.#map) this.#els.readout.textContent = this.#text(this.#focus);
    } else {
      const text = this.#text(hit);
      this.#els.readout.textContent = text;
      tip.textContent = text;
      tip.hidden = false;
    }
    this.#schedule();
  }

  #pointerMove(event) {
    if (this.#pan) {
      const dx = event.clientX - this.#pan.x;
      const dy = event.clientY - this.#pan.y;
      if (!this.#panned && Math.hypot(dx, dy) > 5) {
        this.#panned = true;
        this.#els.grid.classList.add('panning');
      }
      if (this.#panned) {
        this.#els.grid.scrollLeft = this.#pan.left - dx;
        this.#els.grid.scrollTop = this.#pan.top - dy;
      }
      return;
    }
    if (event.pointerType !== 'mouse') return;
    const hit = this.#pointCell(event);
    this.#setHover(hit);
    if (hit) {
      const stage = this.#els.tip.parentElement.getBoundingClientRect();
      const tip = this.#els.tip;
      const x = event.clientX - stage.left + 14;
      const y = event.clientY - stage.top + 16;
      tip.style.left = `${Math.max(0, Math.min(x, stage.width - tip.offsetWidth - 4))}px`;
      tip.style.top = `${y}px`;
    }
  }

  #pointerDown(event) {
    this.#panned = false;
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const grid = this.#els.grid;
    if (grid.scrollWidth <= grid.clientWidth && grid.scrollHeight <= grid.clientHeight) return;
    this.#pan = { x: event.clientX, y: event.clientY, left: grid.scrollLeft, top: grid.scrollTop };
    this.#els.canvas.setPointerCapture?.(event.pointerId);
    const end = () => {
      this.#pan = null;
      grid.classList.remove('panning');
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  }

  #click(event) {
    if (this.#panned) {
      this.#panned = false;
      return;
    }
    const hit = this.#pointCell(event);
    if (!hit) return;
    this.#els.grid.focus({ preventScroll: true });
    this.#pick(hit);
  }

  // ---- drawing -----------------------------------------------------------

  #schedule() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  }

  #patternsFor(ctx) {
    if (this.#patterns?.ctx === ctx) return this.#patterns;
    const c = this.#colours;
    const dpr = window.devicePixelRatio || 1;
    const tile = (size, paint) => {
      const t = document.createElement('canvas');
      t.width = t.height = Math.round(size * dpr);
      const g = t.getContext('2d');
      g.scale(dpr, dpr);
      paint(g);
      const pattern = ctx.createPattern(t, 'repeat');
      pattern.setTransform(new DOMMatrix().scale(1 / dpr));
      return pattern;
    };
    // Hatching: orange stripes at 45° on a lighter orange.
    const hatch = tile(6, (g) => {
      g.fillStyle = css(c.catLight);
      g.fillRect(0, 0, 6, 6);
      g.strokeStyle = css(c.cat);
      g.lineWidth = 2.6;
      g.beginPath();
      for (const k of [-6, 0, 6]) {
        g.moveTo(k, 6);
        g.lineTo(k + 6, 0);
      }
      g.stroke();
    });
    // Dots on a light yellow.
    const dots = tile(5, (g) => {
      g.fillStyle = css(c.drawFill);
      g.fillRect(0, 0, 5, 5);
      g.fillStyle = css(c.drawDot);
      g.beginPath();
      g.arc(2.5, 2.5, 0.85, 0, Math.PI * 2);
      g.fill();
    });
    this.#patterns = { ctx, hatch, dots };
    return this.#patterns;
  }

  #draw() {
    const e = this.#els;
    const map = this.#map;
    if (!map || !this.#colours) return;
    const ctx = e.canvas.getContext('2d');
    const dpr = window.devicePixelRatio || 1;
    const W = this.#viewW;
    const H = this.#viewH;
    const c = this.#colours;
    const g = this.#geometry();
    const { cell, header, scrollX, scrollY } = g;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, W, H);
    ctx.fillStyle = css(c.bg);
    ctx.fillRect(0, 0, W, H);
    const rows = visibleSpan(scrollY, H, g);
    const cols = visibleSpan(scrollX, W, g);
    this.#drawn = [];
    ctx.save();
    ctx.beginPath();
    ctx.rect(header, header, W - header, H - header);
    ctx.clip();
    if (cell < PATTERN_CELL) {
      // Specks: the one-pixel-per-cell bitmap, scaled without smoothing.
      ctx.imageSmoothingEnabled = false;
      const sw = cols.last - cols.first + 1;
      const sh = rows.last - rows.first + 1;
      const o = cellOrigin(rows.first, cols.first, g);
      if (map.overview) {
        const { block } = map.overview;
        const br = Math.floor(rows.first / block);
        const bc = Math.floor(cols.first / block);
        const bh = Math.floor(rows.last / block) - br + 1;
        const bw = Math.floor(cols.last / block) - bc + 1;
        const ob = cellOrigin(br * block, bc * block, g);
        if (bw > 0 && bh > 0) ctx.drawImage(this.#bitmap, bc, br, bw, bh, ob.x, ob.y, bw * block * cell, bh * block * cell);
        for (const w of [...this.#windows].reverse()) {
          const { row0, col0, rows: wr, cols: wc } = w.map.window;
          const ow = cellOrigin(row0, col0, g);
          ctx.drawImage(w.bitmap, ow.x, ow.y, wc * cell, wr * cell);
        }
      } else if (sw > 0 && sh > 0) ctx.drawImage(this.#bitmap, cols.first, rows.first, sw, sh, o.x, o.y, sw * cell, sh * cell);
    } else {
      const { hatch, dots } = this.#patternsFor(ctx);
      const gapPx = cell >= 10 ? 1 : 0;
      const fills = { mouse: css(c.mouse), cat: hatch, draw: dots, over: css(c.over), none: css(c.none) };
      const letters = cell >= LETTER_CELL;
      const numbers = cell >= NUMBER_CELL;
      const big = Math.round(Math.min(22, cell * (numbers ? 0.42 : 0.55)));
      for (let r = rows.first; r <= rows.last; r++) {
        const mouse = this.#rows[r];
        for (let col = cols.first; col <= cols.last; col++) {
          const cat = this.#rows[col];
          const exact = this.#exactMap(mouse, cat);
          const kind = exact ? cellKind(exact, mouse, cat) : majorityKind(blockAt(map, mouse, cat).counts);
          const x = header + col * cell - scrollX;
          const y = header + r * cell - scrollY;
          const s = cell - gapPx;
          ctx.fillStyle = fills[kind];
          ctx.fillRect(x, y, s, s);
          if (kind === 'none') {
            // A cross.
            const m = Math.max(2, s * 0.28);
            ctx.strokeStyle = css(c.muted);
            ctx.lineWidth = Math.max(1, Math.min(2, s / 12));
            ctx.beginPath();
            ctx.moveTo(x + m, y + m);
            ctx.lineTo(x + s - m, y + s - m);
            ctx.moveTo(x + s - m, y + m);
            ctx.lineTo(x + m, y + s - m);
            ctx.stroke();
          } else if (kind === 'over' && !letters) {
            ctx.fillStyle = css(c.muted);
            ctx.beginPath();
            ctx.arc(x + s / 2, y + s / 2, Math.max(0.8, s * 0.12), 0, Math.PI * 2);
            ctx.fill();
          }
          if (letters && exact && kind !== 'none') {
            const mark = CELL_MARK[kind];
            const plies = kind === 'mouse' || kind === 'cat' ? exact.remoteness[cellIndex(exact, mouse, cat)] : null;
            ctx.fillStyle = kind === 'mouse' ? css(c.onFill) : kind === 'over' ? css(c.muted) : css(c.ink);
            ctx.textAlign = 'center';
            ctx.textBaseline = 'middle';
            if (kind === 'cat' || kind === 'draw') {
              // A plate under the letter so the pattern does not cut through it.
              ctx.fillStyle = css(c.bg, kind === 'cat' ? 0.78 : 0.6);
              const pw = big * 0.95;
              const ph = numbers ? big * 1.9 : big * 1.05;
              ctx.beginPath();
              ctx.roundRect(x + s / 2 - pw / 2, y + s / 2 - ph / 2, pw, ph, 3);
              ctx.fill();
              ctx.fillStyle = css(c.ink);
            }
            ctx.font = `700 ${kind === 'over' ? Math.round(big * 1.3) : big}px ${FONT}`;
            if (numbers && plies) {
              ctx.fillText(mark, x + s / 2, y + s / 2 - big * 0.42);
              ctx.font = `600 ${Math.round(big * 0.72)}px ${FONT}`;
              ctx.fillText(String(plies), x + s / 2, y + s / 2 + big * 0.5);
            } else {
              ctx.fillText(mark, x + s / 2, y + s / 2 + 1);
            }
            this.#drawn.push({ mouse, cat, mark, plies });
          }
        }
      }
    }
    // The current start: a ring.
    const start = this.#start;
    if (start && this.#index[start.mouse] !== undefined) {
      const o = cellOrigin(this.#index[start.mouse], this.#index[start.cat], g);
      const size = Math.max(cell, 10);
      const cx = o.x + cell / 2;
      const cy = o.y + cell / 2;
      const radius = Math.max(5, size * 0.46);
      ctx.lineWidth = 4.5;
      ctx.strokeStyle = css(c.bg);
      ctx.beginPath();
      ctx.arc(cx, cy, radius, 0, Math.PI * 2);
      ctx.stroke();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = css(c.ink);
      ctx.stroke();
    }
    // The hovered cell: a thin outline; the focused cell (while the map has
    // the focus): a thick one, white inside so it shows on every fill.
    const outline = ({ row, col }, width) => {
      const o = cellOrigin(row, col, g);
      const size = Math.max(cell, 6);
      const x = o.x + cell / 2 - size / 2;
      const y = o.y + cell / 2 - size / 2;
      ctx.lineWidth = width + 2;
      ctx.strokeStyle = css(c.bg);
      ctx.strokeRect(x - width / 2, y - width / 2, size + width, size + width);
      ctx.lineWidth = width;
      ctx.strokeStyle = css(c.ink);
      ctx.strokeRect(x - width / 2 - 1, y - width / 2 - 1, size + width + 2, size + width + 2);
    };
    if (this.#hover) outline(this.#hover, 1.5);
    const focused = this.#hasFocus();
    if (focused) outline(this.#focus, 3);
    ctx.restore();
    this.#drawHeaders(ctx, g, rows, cols, W, H, focused);
    this.#want(rows, cols);
  }

  #drawHeaders(ctx, g, rows, cols, W, H, focused) {
    const c = this.#colours;
    const { cell, header, scrollX, scrollY } = g;
    ctx.fillStyle = css(c.bg);
    ctx.fillRect(0, 0, W, header);
    ctx.fillRect(0, 0, header, H);
    ctx.strokeStyle = css(c.line);
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(header - 0.5, 0);
    ctx.lineTo(header - 0.5, H);
    ctx.moveTo(0, header - 0.5);
    ctx.lineTo(W, header - 0.5);
    ctx.stroke();
    ctx.textBaseline = 'middle';
    const digits = String(this.#map.nodeCount - 1).length;
    const labelWidth = digits * LABEL_FONT * 0.62 + 4;
    const stepY = labelStep(cell, LABEL_FONT);
    const stepX = labelStep(cell, labelWidth);
    // Strong labels: the focused, hovered and starting row and column. The
    // plain labels give them room.
    const strong = (axis) => {
      const list = [];
      if (focused) list.push(axis === 'row' ? this.#focus.row : this.#focus.col);
      if (this.#hover) list.push(axis === 'row' ? this.#hover.row : this.#hover.col);
      if (this.#start) list.push(this.#index[axis === 'row' ? this.#start.mouse : this.#start.cat]);
      return list;
    };
    // The hole's labels are underlined: where the mouse wins and the cat may not go.
    const label = (index, x, y, bold) => {
      const node = this.#rows[index];
      const text = String(node);
      ctx.font = `${bold ? 700 : 500} ${LABEL_FONT}px ${FONT}`;
      const w = ctx.measureText(text).width;
      if (bold) {
        // Keep a bold label whole at the edge of the header.
        if (ctx.textAlign === 'center') x = Math.min(Math.max(x, header + w / 2 + 3), this.#viewW - w / 2 - 3);
        else y = Math.min(Math.max(y, header + LABEL_FONT / 2 + 2), this.#viewH - LABEL_FONT / 2 - 2);
      }
      const left = ctx.textAlign === 'center' ? x - w / 2 : x - w;
      if (bold) {
        ctx.fillStyle = css(c.bg);
        ctx.fillRect(left - 3, y - LABEL_FONT / 2 - 1, w + 6, LABEL_FONT + 3);
      }
      ctx.fillStyle = bold ? css(c.ink) : css(c.muted);
      ctx.fillText(text, x, y);
      if ([].concat(this.#hole).includes(node)) ctx.fillRect(left, y + 6, w, 1);
    };
    const axis = (span, step, room, place, which) => {
      // Focus first, then hover, then the start: one bold label where they crowd.
      const bold = [];
      for (const b of strong(which)) if (!bold.some((k) => Math.abs(k - b) * cell < room)) bold.push(b);
      for (let i = span.first; i <= span.last; i++) {
        if (i % step !== 0 || bold.some((b) => Math.abs(b - i) * cell < room)) continue;
        label(i, ...place(i), false);
      }
      for (const b of bold) if (b >= span.first && b <= span.last) label(b, ...place(b), true);
    };
    ctx.save();
    ctx.beginPath();
    ctx.rect(header, 0, W - header, header);
    ctx.clip();
    ctx.textAlign = 'center';
    axis(cols, stepX, labelWidth + 2, (i) => [header + i * cell - scrollX + cell / 2, header / 2], 'col');
    ctx.restore();
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, header, header, H - header);
    ctx.clip();
    ctx.textAlign = 'right';
    axis(rows, stepY, LABEL_FONT + 2, (i) => [header - 5, header + i * cell - scrollY + cell / 2], 'row');
    ctx.restore();
  }
}
