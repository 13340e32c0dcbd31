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
// renders inside the element's shadow root: VALUE_MAP_STYLES
// (value-map-styles.js) go into that stylesheet; colours come from the
// element's theme (theme.js), read again when it changes. The painting is
// value-map-paint.js, the summary and histogram value-map-summary.js, the
// exact windows of an overview ../model/value-map-windows.js.
import { watchTheme } from './theme.js';
import {
  cellText,
  nodeOrder,
  moveFocus,
  cellAtPoint,
  cellOrigin,
  visibleSpan,
  scrollToShow,
  fitCell,
  blockAt,
  blockText,
} from '../model/value-map.js';
import { MapWindows } from '../model/value-map-windows.js';
import { css, el, mapElements, readColours } from './value-map-dom.js';
import { showSummary } from './value-map-summary.js';
import {
  LETTER_CELL,
  PATTERN_CELL,
  overviewBitmap,
  paintCells,
  paintHeaders,
  paintOutline,
  paintSpecks,
  paintStart,
  patternsFor,
  planeBitmap,
  windowBitmap,
} from './value-map-paint.js';
import { VALUE_MAP_STYLES } from './value-map-styles.js';

export { VALUE_MAP_STYLES };

const MAX_CELL = 64;
const START_CELL = 48; // small graphs: cells no bigger than this at first
const SIDE_WIDTH = 250; // the summary beside the grid from SIDE_BY_SIDE pixels
const GAP = 24;
const SIDE_BY_SIDE = 640;
const MAIN_MIN = 330;
let serial = 0;

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
  #windows; // the exact cells of an overview map (model/value-map-windows.js)

  constructor(container, { onPick = () => {}, onLoad = () => {}, fetchWindow = null } = {}) {
    this.#onPick = onPick;
    this.#onLoad = onLoad;
    this.#windows = new MapWindows({
      fetchWindow,
      picture: (win) => windowBitmap(win, this.#colours),
      arrived: () => this.#draw(),
      failed: (error) => (this.#els.readout.textContent = `Could not read these cells: ${error?.message ?? error}`),
    });
    const e = mapElements(`vm${++serial}`);
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
    e.canvas.addEventListener(
      'wheel',
      (event) => {
        if (!event.ctrlKey && !event.metaKey) return;
        event.preventDefault();
        this.#zoom(event.deltaY < 0 ? 2 : 0.5, this.#pointCell(event));
      },
      { passive: false },
    );
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
    if (
      same &&
      (map === this.#map || ((map.outcome ?? map.overview) === (this.#map.outcome ?? this.#map.overview) && map.turn === this.#map.turn))
    ) {
      // The same map with another start: ring it, nothing else changes.
      this.#start = start;
      this.#draw();
      return;
    }
    const keepFocus = same; // the other side to move: the same cell stays focused
    this.#map = map;
    this.#windows.reset(map);
    this.#graph = graph ?? null;
    this.#hole = hole;
    this.#start = start;
    const e = this.#els;
    e.empty.hidden = true;
    e.body.hidden = false;
    this.#colours = readColours(this.#els.root);
    this.#patterns = null;
    this.#arrange();
    if (!same) {
      this.#fit = this.#fitCell();
      this.#cell = Math.min(this.#fit, START_CELL);
    }
    if (!keepFocus && start) this.#focus = { row: this.#index[start.mouse], col: this.#index[start.cat] };
    this.#focus.row = Math.min(this.#focus.row, map.nodeCount - 1);
    this.#focus.col = Math.min(this.#focus.col, map.nodeCount - 1);
    this.#summary = showSummary(this.#els, map, this.#colours);
    this.#layout();
    if (!same && start) this.#reveal(this.#focus);
  }

  clear(message) {
    const e = this.#els;
    this.#map = null;
    this.#bitmap = null;
    this.#windows.reset(null);
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
      windows: this.#windows.list.map((w) => ({ ...w.map.window })),
      exact: this.#map ? Boolean(this.#windows.exactMap(this.#rows[f.row], this.#rows[f.col])) : false,
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
    this.#bitmap = map.overview ? overviewBitmap(map, this.#colours) : planeBitmap(map, this.#colours, this.#rows, this.#bitmap);
    const turn = map.turn === 'cat' ? 'the cat' : 'the mouse';
    this.#els.caption.replaceChildren();
    this.#els.caption.append(
      el('b', { text: `${map.turn === 'cat' ? 'Cat' : 'Mouse'} moves first.` }),
      ` Rows: where the mouse starts; columns: where the cat starts (${[].concat(this.#hole).length === 1 ? 'hole' : 'holes'} ${[].concat(this.#hole).join(', ')}).`,
      ...(map.overview && map.overview.block > 1
        ? [
            ` Zoomed out, each block of ${map.overview.block} × ${map.overview.block} starts shows its commonest outcome (hover or focus for its counts); zoom in for exact cells.`,
          ]
        : []),
    );
    this.#els.grid.setAttribute('aria-label', `Value map, ${turn} to move: ${n} mouse starts by ${n} cat starts`);
  }

  // Reads the theme's colours again and, if they changed, redraws (watchTheme, theme.js).
  refreshTheme() {
    if (!this.#map) return; // the next map reads them
    const colours = readColours(this.#els.root);
    if (JSON.stringify(colours) === JSON.stringify(this.#colours)) return; // (a big map's bitmaps are costly)
    this.#colours = colours;
    this.#patterns = null;
    this.#windows.repaint();
    this.#arrange();
    this.#summary = showSummary(this.#els, this.#map, this.#colours);
    this.#draw();
  }

  // ---- geometry ----------------------------------------------------------

  #header() {
    if (!this.#map) return 24;
    const digits = String(this.#map.nodeCount - 1).length;
    return Math.max(22, digits * 7 + 10);
  }

  #geometry() {
    return {
      size: this.#map.nodeCount,
      cell: this.#cell,
      header: this.#header(),
      scrollX: this.#els.grid.scrollLeft,
      scrollY: this.#els.grid.scrollTop,
    };
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
    const exact = this.#windows.exactMap(mouse, cat);
    return exact ? cellText(exact, mouse, cat, this.#hole) : blockText(blockAt(this.#map, mouse, cat));
  }

  #announce() {
    if (!this.#map) return;
    const focus = { ...this.#focus };
    const mouse = this.#rows[focus.row];
    const cat = this.#rows[focus.col];
    if (!this.#windows.exactMap(mouse, cat) && this.#windows.canFetch) {
      // An overview's cell not fetched yet: its block for now, the cell's
      // own value (announced) once its window is here.
      this.#els.readout.textContent = `${this.#text(focus)} (reading mouse ${mouse}, cat ${cat}…)`;
      this.#windows.around(focus.row, focus.col, () => {
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
    ctx.save();
    ctx.beginPath();
    ctx.rect(header, header, W - header, H - header);
    ctx.clip();
    if (cell < PATTERN_CELL) {
      paintSpecks(ctx, g, rows, cols, map, this.#bitmap, this.#windows.list);
      this.#drawn = [];
    } else {
      if (this.#patterns?.ctx !== ctx) this.#patterns = patternsFor(ctx, c);
      this.#drawn = paintCells(ctx, g, rows, cols, {
        map,
        order: this.#rows,
        exactMap: (mouse, cat) => this.#windows.exactMap(mouse, cat),
        patterns: this.#patterns,
        colours: c,
      });
    }
    const start = this.#start;
    if (start && this.#index[start.mouse] !== undefined) paintStart(ctx, g, this.#index[start.mouse], this.#index[start.cat], c);
    if (this.#hover) paintOutline(ctx, g, this.#hover, 1.5, c);
    const focused = this.#hasFocus();
    if (focused) paintOutline(ctx, g, this.#focus, 3, c);
    ctx.restore();
    paintHeaders(ctx, g, rows, cols, W, H, {
      colours: c,
      size: map.nodeCount,
      nodes: this.#rows,
      hole: this.#hole,
      viewW: this.#viewW,
      viewH: this.#viewH,
      // strong labels: the focused, hovered and starting row and column
      strong: (axis) => {
        const list = [];
        if (focused) list.push(axis === 'row' ? this.#focus.row : this.#focus.col);
        if (this.#hover) list.push(axis === 'row' ? this.#hover.row : this.#hover.col);
        if (this.#start) list.push(this.#index[axis === 'row' ? this.#start.mouse : this.#start.cat]);
        return list;
      },
    });
    this.#windows.want(rows, cols, this.#cell);
  }
}
