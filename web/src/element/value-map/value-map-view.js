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
// The view keeps only view state (zoom, scroll, order; the focused and
// hovered cells are its input's). It renders inside the element's shadow
// root: VALUE_MAP_STYLES (value-map-styles.js) go into that stylesheet;
// colours come from the element's theme (theme.js), read again when it
// changes. The keys, the pointer and what the focused cell is heard as are
// value-map-input.js, the painting value-map-paint.js, the summary and
// histogram value-map-summary.js, the exact windows of an overview
// model/value-map-windows.js, the zoom and sizes model/value-map-zoom.js,
// dragging to pan value-map-pan.js.
import { watchTheme } from '../shell/theme.js';
import { nodeOrder, cellAtPoint, cellOrigin, scrollToShow, fitCell } from '../../model/value-map.js';
import { MapWindows } from '../../model/value-map-windows.js';
import {
  MAX_CELL,
  START_CELL,
  graphKey,
  headerSize,
  keepStill,
  leastCell,
  mainWidth,
  room,
  zoomedCell,
} from '../../model/value-map-zoom.js';
import { MapInput } from './value-map-input.js';
import { mapElements, readColours, writeCaption } from './value-map-dom.js';
import { showSummary } from './value-map-summary.js';
import { LETTER_CELL, PATTERN_CELL, overviewBitmap, paintMap, planeBitmap, windowBitmap } from './value-map-paint.js';
import { VALUE_MAP_STYLES } from './value-map-styles.js';

export { VALUE_MAP_STYLES };

let serial = 0;

export class ValueMapView {
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
  #bitmap = null; // one pixel per cell, display order
  #colours = null;
  #patterns = null;
  #frame = 0;
  #drawn = [];
  #input; // the keys and the pointer, with the focused and hovered cells (value-map-input.js)
  #viewW = 0;
  #viewH = 0;
  #summary = null;
  #els;
  #windows; // the exact cells of an overview map (model/value-map-windows.js)

  constructor(container, { onPick = () => {}, onLoad = () => {}, fetchWindow = null } = {}) {
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
    this.#input = new MapInput(e, {
      map: () => this.#map,
      node: (index) => this.#rows[index],
      hole: () => this.#hole,
      windows: this.#windows,
      // The rows Page Up and Page Down move: a screenful less one.
      page: () => Math.max(1, Math.floor((this.#viewH - this.#header()) / this.#cell) - 1),
      zoom: (factor, anchor) => this.#zoom(factor, anchor),
      reveal: (cell) => this.#reveal(cell),
      draw: () => this.#draw(),
      schedule: () => this.#schedule(),
      pointCell: (event) => this.#pointCell(event),
      onPick,
    });

    e.order.addEventListener('change', () => this.#setOrder(e.order.value));
    e.zoomIn.addEventListener('click', () => this.#zoom(2));
    e.zoomOut.addEventListener('click', () => this.#zoom(0.5));
    e.fitButton.addEventListener('click', () => this.#zoom(0));
    e.load.addEventListener('click', () => this.#summary?.longest && this.#onLoad({ ...this.#summary.longest }));
    e.grid.addEventListener('scroll', () => this.#schedule());
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
  #shown = 0; // maps arranged and summarised in full (a new start on the same map is not one)

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
    this.#shown++;
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
    const input = this.#input;
    if (!keepFocus && start) input.focus = { row: this.#index[start.mouse], col: this.#index[start.cat] };
    input.focus.row = Math.min(input.focus.row, map.nodeCount - 1);
    input.focus.col = Math.min(input.focus.col, map.nodeCount - 1);
    this.#summary = showSummary(this.#els, map, this.#colours);
    this.#layout();
    if (!same && start) this.#reveal(this.#input.focus);
  }

  clear(message) {
    const e = this.#els;
    this.#map = null;
    this.#bitmap = null;
    this.#windows.reset(null);
    this.#input.hover = null;
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
    const f = this.#input.focus;
    return {
      cell: this.#cell,
      fit: this.#fit,
      order: this.#order,
      rows: [...this.#rows],
      focus: this.#map ? { mouse: this.#rows[f.row], cat: this.#rows[f.col] } : null,
      letters: this.#cell >= LETTER_CELL,
      shown: this.#shown,
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
    const { row, col } = this.#input.focus;
    const focused = { mouse: this.#rows[row], cat: this.#rows[col] };
    this.#order = order;
    this.#els.order.value = order;
    this.#arrange();
    this.#input.focus = { row: this.#index[focused.mouse], col: this.#index[focused.cat] };
    this.#reveal(this.#input.focus);
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
    writeCaption(this.#els.caption, map, this.#hole);
    const turn = map.turn === 'cat' ? 'the cat' : 'the mouse';
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
    return headerSize(this.#map ? this.#map.nodeCount : null);
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
    return room(this.#els.body.clientWidth || this.#els.root.clientWidth || 320);
  }

  #fitCell() {
    const width = Math.max(120, this.#room().width - 2);
    return fitCell(this.#map.nodeCount, width, this.#maxHeight() - 2, this.#header(), MAX_CELL);
  }

  #resize() {
    if (!this.#map) return;
    const fit = this.#fitCell();
    const wasFit = Math.abs(this.#cell - leastCell(this.#fit)) < 1e-6;
    this.#fit = fit;
    if (wasFit) this.#cell = leastCell(fit);
    this.#layout();
    if (this.#input.hasFocus()) {
      this.#reveal(this.#input.focus);
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
    e.main.style.width = mainWidth(room, total, maxH);
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
    e.zoomOut.disabled = this.#cell <= leastCell(this.#fit) + 1e-9;
    e.fitButton.disabled = e.zoomOut.disabled;
    this.#draw();
  }

  #zoom(factor, anchor = null) {
    if (!this.#map) return;
    const cell = zoomedCell(this.#cell, this.#fit, factor);
    if (cell === this.#cell) return;
    // Keep a cell still: the one under the pointer, else the focused cell if shown, else the centre.
    const scroll = keepStill(this.#geometry(), cell, anchor ?? this.#input.focus, this.#viewW, this.#viewH);
    this.#cell = cell;
    this.#layout();
    this.#els.grid.scrollLeft = scroll.left;
    this.#els.grid.scrollTop = scroll.top;
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

  // ---- drawing -----------------------------------------------------------

  #schedule() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  }

  #draw() {
    const map = this.#map;
    if (!map || !this.#colours) return;
    const focused = this.#input.hasFocus();
    const painted = paintMap(this.#els.canvas, this.#geometry(), {
      map,
      viewW: this.#viewW,
      viewH: this.#viewH,
      colours: this.#colours,
      patterns: this.#patterns,
      bitmap: this.#bitmap,
      windows: this.#windows,
      order: this.#rows,
      index: this.#index,
      hole: this.#hole,
      start: this.#start,
      hover: this.#input.hover,
      focus: focused ? this.#input.focus : null,
    });
    this.#patterns = painted.patterns;
    this.#drawn = painted.drawn;
    this.#windows.want(painted.rows, painted.cols, this.#cell);
  }
}
