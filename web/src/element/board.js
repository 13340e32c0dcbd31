// The board: the graph on a canvas (fast enough for 10,000 nodes), with the
// tokens, the values of the legal moves, dragging, panning and zooming.
import { Layout } from './layout.js';
import { drawHole, drawToken, nameTag, ring, tokenName } from './icons.js';
import { readPalette, watchTheme } from './theme.js';
import { nodeShort } from '../model/rule-words.js';
import { drawValueMarks } from './value-marks.js';
import { heavy, spread } from './forces.js';
import { Layers, ITEM_WEIGHT, nextTask } from './layers.js';
import { CELL, GridPainter, sameGrid } from './grid-paint.js';

const LABELLED = 300;
// Drawing is budgeted by edges: up to DRAW_EDGES every edge is drawn (a
// 10,000-node sparse graph has 20,000); a denser graph draws SIMPLE_EDGES of
// them, spread evenly and faded, and says so. Nodes, tokens and the moves
// from the position shown are always drawn in full.
const DRAW_EDGES = 24000;
const SIMPLE_EDGES = 3000;
const MIN_LABELLED_RADIUS = 8.5;
const SMALL_FIT = 40; // up to this many nodes the fit may zoom in to 2.4
const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));

// The same graph with every arc made an edge: what the layout places (a
// directed graph's picture is its undirected one, with arrowheads).
const undirected = (adjacency) => {
  const lists = adjacency.map((list) => new Set(list));
  adjacency.forEach((list, a) => list.forEach((b) => lists[b]?.add(a)));
  return lists.map((set) => [...set].sort((x, y) => x - y));
};
// The same adjacency lists, compared in place: a JSON.stringify of both sides
// built two strings of a megabyte for a dense graph on the page's thread.
const sameLists = (a, b) => a === b || (a.length === b.length && a.every((list, i) => list.length === b[i].length && list.every((v, j) => v === b[i][j])));
const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

// An arrowhead's size for a node radius r (screen px): about the radius, so
// it reads at laptop width (at least 6 px, at most 17); the SVG export draws
// the same (picture().arrow).
export const arrowSize = (r) => clamp(r * 0.8, 6, 17);
// How far short of the node's centre the tip stops: clear of its ring.
export const arrowGap = (r) => Math.max(r, 3) + 2;

// A filled arrowhead at `to`, `gap` pixels short of its centre, pointing from `from`.
export function arrowHead(ctx, from, to, gap, size) {
  const dx = to[0] - from[0], dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length < gap + size) return;
  const ux = dx / length, uy = dy / length;
  const tipX = to[0] - ux * gap, tipY = to[1] - uy * gap;
  const baseX = tipX - ux * size, baseY = tipY - uy * size;
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(baseX - uy * size * 0.5, baseY + ux * size * 0.5);
  ctx.lineTo(baseX + uy * size * 0.5, baseY - ux * size * 0.5);
  ctx.closePath();
  ctx.fill();
}

export class Board {
  #canvas;
  #ctx;
  #layout;
  #adjacency = [];
  #hole = 0;
  // A LeetCode 1728 grid ({ rows, columns, cells, walls, food }) or null:
  // its nodes sit on their cells, walls are dark squares, no edges are drawn
  // (a move is a straight jump along a row or a column).
  #grid = null;
  #gridPaint = null; // its squares (grid-paint.js)
  #holes = new Set([0]);
  #directed = false;
  #adjacencySet = null; // a directed graph's arcs, a * n + b: which way each drawn edge goes
  #scene = null;
  #view = { k: 1, x: 0, y: 0 };
  #autoFit = true;
  #size = { w: 0, h: 0, dpr: 1 };
  #frame = 0;
  #drag = null;
  #hover = null; // the node under the pointer: its id is shown
  #highlight = null; // a node picked elsewhere (a move chip): ringed
  #edges = []; // the edges drawn: all, or an even sample of a dense graph's
  // A big graph's edges and nodes, drawn in slices between frames (layers.js).
  #layers = new Layers(() => this.redraw());
  onTokenDrop = () => {};
  onNodeClick = () => {}; // a node clicked (pressed and released without dragging)
  // Edit mode (the graph is drawn by hand): clicks on empty space and on
  // edges are reported, a dragged node stays where it is dropped, and the
  // layout holds still (no forces move what the person placed).
  onEmptyClick = () => {}; // (x, y) in layout coordinates
  onEdgeClick = () => {}; // (a, b)
  #editing = false;
  #pointer = null; // where the pointer is over the board (edit mode draws a line to it from the selected node)
  // Why who may not start on node (a sentence), or null: refused targets are ringed red.
  dropRefusal = () => null;
  bottomInset = () => 34; // screen pixels at the bottom that something covers (the legend)
  labelSize = 0; // the font size of the node ids in the last drawing (0: none); for tests
  lineShown = 0; // the line's nodes stood out in the last drawing (a big graph, the rest faded); for tests
  // Called with { drawn, total } edges after each new graph (drawn < total: simplified).
  onEdges = () => {};

  // () => the layout worker's URL, or undefined for the package's own (the board's base-path).
  set layoutWorkerUrl(url) { this.#layout.workerUrl = url; }

  // The colours drawn, from the element's theme (theme.js): read from its
  // computed style when first needed and again when the theme may have
  // changed (the colour scheme, the element's style, class or theme, a
  // `cat-mouse-theme` event).
  #palette = null;
  get #c() {
    if (this.#palette) return this.#palette;
    const palette = readPalette(this.#canvas);
    if (this.#canvas.isConnected) this.#palette = palette; // detached, it is only the defaults
    return palette;
  }

  // Reads the theme's colours again and redraws if they changed.
  refreshTheme() {
    const before = this.#palette;
    this.#palette = null;
    if (!before || JSON.stringify(before) !== JSON.stringify(this.#c)) this.redraw();
  }

  // For tests and tools: the colours the board draws with now.
  get palette() {
    return this.#c;
  }

  constructor(canvas) {
    this.#canvas = canvas;
    this.#ctx = canvas.getContext('2d');
    watchTheme(canvas, this);
    this.#layout = new Layout(() => {
      // while drawing, the view holds still: a new node stays under the pointer that put it there
      if (this.#autoFit && !this.#editing) this.fit(false);
      // A big graph's new positions are drawn once their layers are ready
      // (the layers then ask for the frame): a frame per message from the
      // layout worker was a frame, and a commit of the whole canvas, every few ms.
      if (this.#layered && this.#size.w) this.#wantLayers();
      else this.redraw();
    });
    new ResizeObserver(() => this.#resize()).observe(canvas);
    canvas.addEventListener('pointerdown', (e) => this.#down(e));
    canvas.addEventListener('pointermove', (e) => this.#move(e));
    canvas.addEventListener('pointerup', (e) => this.#up(e));
    canvas.addEventListener('pointercancel', (e) => this.#up(e));
    canvas.addEventListener('pointerleave', () => {
      this.#pointer = null;
      if (this.#editing) this.redraw();
      if (this.#hover === null) return;
      this.#hover = null;
      this.redraw();
    });
    canvas.addEventListener('dblclick', () => this.fit(true));
    canvas.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
  }

  get editing() {
    return this.#editing;
  }

  set editing(on) {
    this.#editing = !!on;
    this.#layout.frozen = this.#editing;
    this.redraw();
  }

  // Where the nodes of the next graph go, for an edit: each node keeps its
  // place under its new id (shift(id) → new id, or null if deleted); a new
  // node goes to `add` ({ id, x, y } in layout coordinates) or beside a neighbour.
  keepPlaces(shift, add = null) {
    this.#layout.keepPlaces(shift, add);
  }

  // Moves a node by (dx, dy) screen pixels (the keyboard's way to drag).
  nudge(node, dx, dy) {
    const n = this.#layout.nodes[node];
    if (!n) return;
    const { k } = this.#view;
    this.#autoFit = false;
    this.#layout.pin(n, n.x + dx / k, n.y + dy / k);
    this.redraw();
  }

  // Screen point → layout coordinates.
  toLayout(sx, sy) {
    const { k, x, y } = this.#view;
    return [(sx - x) / k, (sy - y) / k];
  }

  get size() {
    return { w: this.#size.w, h: this.#size.h };
  }

  get layoutRunning() {
    return this.#layout.running;
  }

  get nodeCount() {
    return this.#adjacency.length;
  }

  // World radius of a node: small graphs get big, labelled nodes.
  get #radius() {
    return this.#adjacency.length > 300 ? 6 : 15;
  }

  get grid() {
    return this.#grid;
  }

  // holes: every hole (the smallest is `hole`); directed: the lists are arcs,
  // drawn with arrowheads; grid: a LeetCode 1728 board (its nodes on their cells).
  setGraph(adjacency, hole, { holes = [hole], directed = false, grid = null } = {}) {
    const same = sameLists(adjacency, this.#adjacency) && directed === this.#directed && sameGrid(grid, this.#grid);
    this.#hole = hole;
    this.#holes = new Set(holes);
    if (!same && grid) {
      this.#pending = null;
      this.#adjacency = adjacency;
      this.#directed = false;
      this.#adjacencySet = null;
      this.#grid = grid;
      this.#gridPaint = new GridPainter(grid);
      this.#layers.clear();
      this.#layout.place(adjacency, grid.cells.map(({ row, col }) => ({ x: col * CELL, y: row * CELL })));
      this.#edges = [];
      this.onEdges({ drawn: 0, total: 0 });
      this.#autoFit = true;
    } else if (!same) {
      this.#grid = null;
      this.#gridPaint = null;
      this.#adjacency = adjacency;
      this.#directed = directed;
      this.#layers.clear();
      const n = adjacency.length;
      const lay = () => {
        this.#adjacencySet = directed ? new Set(adjacency.flatMap((list, a) => list.map((b) => a * n + b))) : null;
        this.#layout.setGraph(directed ? undirected(adjacency) : adjacency);
        const links = this.#layout.links;
        this.#edges = links.length > DRAW_EDGES ? spread(links, SIMPLE_EDGES) : links;
        this.onEdges({ drawn: this.#edges.length, total: links.length });
        this.#autoFit = true;
      };
      // A big graph (what lays out in the worker) is laid out in a task of
      // its own, after the one that shows the verdict: its links, degrees
      // and the worker's message are O(edges) (80,000 for a complete graph
      // on 400 nodes), and the verdict's task also loads the session and
      // renders the text. Nothing of the board is drawn meanwhile (the old
      // graph's nodes are not this one's).
      const ends = adjacency.reduce((sum, list) => sum + list.length, 0);
      if (heavy(n, ends / 2)) {
        const mine = (this.#pending = {});
        nextTask(() => {
          if (this.#pending !== mine) return; // another graph came first
          this.#pending = null;
          lay();
          this.redraw();
        });
      } else {
        this.#pending = null;
        lay();
      }
    }
    this.redraw();
  }

  // A big graph's layout waits for its own task (setGraph); for tests: was
  // the last graph's deferred, and is it still waiting?
  #pending = null;
  get pending() {
    return !!this.#pending;
  }

  // Can the board be drawn (its graph laid out and placed)?
  get #drawable() {
    return !this.#pending && this.#layout.placed;
  }

  // scene: { mouse, cat, cat2 (cat B, two cats only), turn, glide: { who, from, to, t, from2?, to2? } | null,
  //   options: [{ to, kind }], from (the node the options leave: the mover's, cat B's once cat A's is picked),
  //   trail: [{ who ('mouse' | 'cat' | 'cat2'), from, to }], hint: [node], cycle: [node] }
  get scene() {
    return this.#scene;
  }

  setScene(scene) {
    const before = this.#scene;
    this.#scene = scene;
    if (before && (before.mouse !== scene.mouse || before.cat !== scene.cat || before.cat2 !== scene.cat2)) this.#follow();
    this.redraw();
  }

  // Zoomed in on a big graph, the view follows the tokens: when one nears
  // the edge of the board (or leaves it), the view glides to keep both in
  // sight (centred between them; on the one that moved if they are far apart).
  #follow() {
    const s = this.#scene;
    if (this.#autoFit || !this.#drawable || !s || !this.#layout.nodes[s.mouse] || !this.#layout.nodes[s.cat]) return;
    const { w, h } = this.#size;
    const margin = 60;
    const bottom = h - Math.max(58, this.bottomInset() + 26);
    const inside = ([x, y]) => x > margin && x < w - margin && y > margin && y < bottom;
    const m = this.#screen(s.mouse), c = this.#screen(s.cat);
    if (inside(m) && inside(c)) return;
    const both = Math.abs(m[0] - c[0]) < w - 2 * margin && Math.abs(m[1] - c[1]) < bottom - 2 * margin;
    const mover = s.turn === 'mouse' ? c : m; // the token that just moved (the other side is to move now)
    const [tx, ty] = both ? [(m[0] + c[0]) / 2, (m[1] + c[1]) / 2] : mover;
    const to = { ...this.#view, x: this.#view.x + w / 2 - tx, y: this.#view.y + bottom / 2 - ty };
    this.#glideView(to);
  }

  #glideView(to) {
    const from = { ...this.#view };
    const start = performance.now();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    cancelAnimationFrame(this.#viewFrame);
    const step = () => {
      const t = reduce ? 1 : Math.min(1, (performance.now() - start) / 350);
      const e = ease(t);
      this.#view = { k: from.k, x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e };
      this.redraw();
      if (t < 1) this.#viewFrame = requestAnimationFrame(step);
    };
    step();
  }

  #viewFrame = 0;

  zoom(factor) {
    const { w, h } = this.#size;
    this.#zoomAt(w / 2, h / 2, factor);
  }

  fit(redraw = true) {
    const nodes = this.#layout.nodes;
    if (!nodes.length || !this.#size.w || !this.#drawable) return;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const n of nodes) {
      x0 = Math.min(x0, n.x); y0 = Math.min(y0, n.y); x1 = Math.max(x1, n.x); y1 = Math.max(y1, n.y);
    }
    // Screen margins keep the drawing clear of the zoom buttons (right),
    // the legend (bottom, however many lines it wraps to) and the tokens'
    // name tags (below a token).
    const margin = { left: 24, right: 52, top: 30, bottom: Math.max(58, this.bottomInset() + 26) };
    const { w, h } = this.#size;
    const aw = Math.max(40, w - margin.left - margin.right), ah = Math.max(40, h - margin.top - margin.bottom);
    // a grid: its board, or a giant one's open region (grid-paint.js)
    if (this.#grid) [x0, y0, x1, y1] = this.#gridPaint.fitBox(aw, ah);
    const pad = this.#grid ? CELL / 2 : this.#radius;
    // A small graph may zoom in further: its nodes keep their size (the
    // radius stops at 22 px), so the zoom only spreads them, and a token on
    // one node stays clear of the next.
    const k = clamp(Math.min(aw / (x1 - x0 + 2 * pad), ah / (y1 - y0 + 2 * pad)), 0.02, this.#grid ? 2.2 : nodes.length <= SMALL_FIT ? 2.4 : 1.6);
    this.#view = { k, x: margin.left + aw / 2 - ((x0 + x1) / 2) * k, y: margin.top + ah / 2 - ((y0 + y1) / 2) * k };
    if (redraw) {
      this.#autoFit = true;
      this.redraw();
    }
  }

  redraw() {
    if (!this.#frame) this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  }

  #resize() {
    const rect = this.#canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    this.#size = { w: rect.width, h: rect.height, dpr };
    this.#canvas.width = Math.round(rect.width * dpr);
    this.#canvas.height = Math.round(rect.height * dpr);
    if (this.#autoFit) this.fit(false);
    this.#draw();
  }

  #screen(node) {
    const n = this.#layout.nodes[node];
    return n ? [n.x * this.#view.k + this.#view.x, n.y * this.#view.k + this.#view.y] : [0, 0];
  }

  // Up to LABELLED nodes every id stays readable: the node is drawn at
  // least big enough to hold a 9 px label, however far the fit zooms out.
  #nodeRadius() {
    const r = clamp(this.#radius * this.#view.k, 1.6, 22);
    return this.#labelled ? Math.max(r, MIN_LABELLED_RADIUS) : r;
  }

  get #labelled() {
    return this.#adjacency.length <= LABELLED;
  }

  // Rings node (or nothing for null), e.g. the target of a hovered move.
  highlight(node) {
    if (this.#highlight === node) return;
    this.#highlight = node;
    this.redraw();
  }

  #tokenRadius() {
    return Math.max(this.#nodeRadius() * 1.2, 11);
  }

  // The tokens on the board: the mouse, the cat, and cat B in a two-cat game.
  get #who() {
    return this.#scene?.cat2 === undefined ? ['mouse', 'cat'] : ['mouse', 'cat', 'cat2'];
  }

  // Where each token stands on screen, gliding along its edge (both cats on their joint move).
  #tokens() {
    const s = this.#scene;
    if (!s || !this.#layout.nodes.length) return null;
    const at = Object.fromEntries(this.#who.map((who) => [who, this.#screen(s[who])]));
    const glide = (who, from, to) => {
      if (from === undefined || from === to) return;
      const a = this.#screen(from), b = this.#screen(to), t = ease(s.glide.t);
      at[who] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    };
    if (s.glide) {
      glide(s.glide.who, s.glide.from, s.glide.to);
      if (at.cat2) glide('cat2', s.glide.from2, s.glide.to2);
    }
    if (this.#drag?.kind === 'token') at[this.#drag.who] = [this.#drag.x, this.#drag.y];
    const d = this.#tokenRadius() * 0.55;
    if (Math.hypot(at.mouse[0] - at.cat[0], at.mouse[1] - at.cat[1]) < 4) {
      at.together = true;
      at.mouse = [at.mouse[0] - d, at.mouse[1]];
      at.cat = [at.cat[0] + d, at.cat[1]];
    }
    // Cat B on the node of another token: beside it, lower, so both show.
    if (at.cat2 && ['mouse', 'cat'].some((who) => Math.hypot(at.cat2[0] - at[who][0], at.cat2[1] - at[who][1]) < 2 * d)) {
      at.cat2 = [at.cat2[0] + d, at.cat2[1] + 2 * d];
    }
    return at;
  }

  #draw() {
    const ctx = this.#ctx;
    const { w, h, dpr } = this.#size;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const nodes = this.#layout.nodes;
    if (!nodes.length || !this.#drawable) return;
    const { k, x: tx, y: ty } = this.#view;
    const r = this.#nodeRadius();
    const big = nodes.length > 1500;

    if (this.#grid) this.#gridPaint.draw(ctx, this.#view, this.#size, this.#c);
    // edges
    ctx.lineCap = 'round';
    ctx.strokeStyle = this.#c.edge;
    ctx.lineWidth = clamp(2 * k, 0.4, 2.5);
    const simplified = this.#edges.length < this.#layout.links.length;
    // A big graph with a line to show: the rest fades, so the line's nodes and the tokens stand out.
    const focus = !this.#labelled && this.#scene?.line?.length && !this.#editing ? this.#scene.line : null;
    const edgeAlpha = focus ? (simplified ? 0.18 : 0.35) : simplified ? 0.3 : 1;
    const layered = this.#layered;
    if (layered) {
      this.#wantLayers();
      this.#layers.composite(ctx, 'edges', this.#view, dpr, edgeAlpha);
    } else {
      ctx.globalAlpha = edgeAlpha;
      ctx.beginPath();
      for (const { source: a, target: b } of this.#edges) {
        ctx.moveTo(a.x * k + tx, a.y * k + ty);
        ctx.lineTo(b.x * k + tx, b.y * k + ty);
      }
      ctx.stroke();
      // A directed graph: an arrowhead at the head of each arc, clear of the node.
      if (this.#directed) {
        ctx.fillStyle = this.#c.edge;
        for (const [from, to] of this.#arcsDrawn()) arrowHead(ctx, this.#screen(from), this.#screen(to), arrowGap(r), arrowSize(r));
      }
    }
    ctx.globalAlpha = 1;

    const s = this.#scene;
    const edit = this.#editing ? s?.edit : null;
    if (edit?.selected?.edge) {
      const [a, b] = edit.selected.edge.map((id) => this.#screen(id));
      ctx.strokeStyle = this.#c.focus;
      ctx.lineWidth = clamp(r * 0.5, 4, 8);
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.stroke();
    }
    // the recent path of each token, fading
    if (s?.trail) {
      s.trail.forEach(({ who, from, to }, i) => {
        const [ax, ay] = this.#screen(from), [bx, by] = this.#screen(to);
        ctx.globalAlpha = 0.15 + 0.35 * ((i + 1) / s.trail.length);
        ctx.strokeStyle = this.#c[who];
        ctx.lineWidth = clamp(r * 0.45, 2, 6);
        ctx.setLineDash([6, 5]);
        ctx.beginPath();
        ctx.moveTo(ax, ay);
        ctx.lineTo(bx, by);
        ctx.stroke();
      });
      ctx.setLineDash([]);
      ctx.globalAlpha = 1;
    }
    // every legal move of the side to move, coloured by its value for it
    if (s?.options && !s.glide) {
      const mover = s.from ?? s[s.turn];
      const from = this.#screen(mover);
      for (const option of s.options) {
        const [bx, by] = this.#screen(option.to);
        ctx.strokeStyle = this.#c[option.kind];
        ctx.lineWidth = clamp(r * 0.55, 3, 8);
        ctx.beginPath();
        if (option.to === mover) {
          // Passing (staying put): a loop above the node.
          const loop = Math.max(r, 8) * 0.9;
          ctx.arc(bx, by - Math.max(r, 8) - loop * 0.6, loop, 0, Math.PI * 2);
        } else {
          ctx.moveTo(from[0], from[1]);
          ctx.lineTo(bx, by);
        }
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
    }

    // nodes
    if (layered) {
      this.#layers.composite(ctx, 'nodes', this.#view, dpr, focus ? 0.45 : 1);
    } else {
      if (focus) ctx.globalAlpha = 0.45;
      this.#paintNodes(ctx, nodes, (n) => n.x * k + tx, (n) => n.y * k + ty, r, big);
      ctx.globalAlpha = 1;
    }
    this.lineShown = focus ? focus.length : 0;
    if (focus) this.#drawLineNodes(focus, r);
    if (this.#grid) {
      const [hx, hy] = this.#screen(this.#hole);
      const side = CELL * k; // the icon a little up, the word under it, both inside the cell
      drawHole(ctx, hx, hy - side * 0.1, Math.max(side * 0.26, 5), this.#c);
      this.#foodLabel(hx, hy);
    } else {
      for (const hole of this.#holes) {
        if (!nodes[hole]) continue;
        const [hx, hy] = this.#screen(hole);
        drawHole(ctx, hx, hy, Math.max(r * 1.15, 7), this.#c);
      }
    }
    if (this.#drag?.kind === 'token' && this.#drag.target !== undefined) {
      const [x, y] = this.#screen(this.#drag.target);
      const refused = this.dropRefusal(this.#drag.who, this.#drag.target);
      const rr = Math.max(r, 8) + 5;
      ring(ctx, x, y, rr, { color: refused ? this.#c.loss : this.#c[this.#drag.who], width: 3 });
      if (refused) { // a "no entry" stroke across the ring
        ctx.beginPath();
        ctx.moveTo(x - rr * 0.7, y - rr * 0.7);
        ctx.lineTo(x + rr * 0.7, y + rr * 0.7);
        ctx.stroke();
      }
      if (refused) nameTag(ctx, x, y + rr + 4, refused, this.#c.loss, this.#c.onFill);
    }
    // The nodes of the loop a draw repeats (dotted), and the hinted best moves (double ring).
    for (const node of s?.cycle ?? []) {
      if (!nodes[node]) continue;
      ring(ctx, ...this.#screen(node), Math.max(r, 8) + 4, { color: this.#c.draw, width: 2, dash: [2, 3] });
    }
    for (const node of s?.hint ?? []) {
      if (!nodes[node]) continue;
      const [x, y] = this.#screen(node);
      for (const extra of [5, 10]) ring(ctx, x, y, Math.max(r, 8) + extra, { color: this.#c.win, width: 3 });
    }
    if (this.#highlight !== null && this.#highlight !== undefined && nodes[this.#highlight]) {
      ring(ctx, ...this.#screen(this.#highlight), Math.max(r, 8) + 6, { color: this.#c.text, width: 2.5, dash: [4, 3] });
    }
    if (edit) this.#drawEditMarks(edit, r);
    this.labelSize = 0;
    const onLine = focus && new Set(focus);
    if (this.#grid) {
      this.#cellIds();
    } else if (r >= 8) {
      this.labelSize = Math.round(clamp(r * 0.9, 9, 15));
      ctx.font = `600 ${this.labelSize}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      for (const n of nodes) {
        const x = n.x * k + tx, y = n.y * k + ty;
        if (x < -r || y < -r || x > w + r || y > h + r) continue;
        ctx.fillStyle = this.#holes.has(n.id) ? this.#c.holeLabel : this.#c.text;
        // zoomed in on a big graph, the ids off the line fade with their nodes
        ctx.globalAlpha = onLine && !onLine.has(n.id) && !this.#holes.has(n.id) ? 0.45 : 1;
        ctx.fillText(String(n.id), x, y + 0.5);
      }
      ctx.globalAlpha = 1;
    }
    const at = this.#tokens();
    if (at) {
      const tr = this.#tokenRadius();
      const lifted = (who) => this.#drag?.kind === 'token' && this.#drag.who === who;
      const order = s.glide?.who === 'mouse' || lifted('mouse') ? [...this.#who.filter((w) => w !== 'mouse'), 'mouse'] : this.#who;
      const two = s.cat2 !== undefined;
      for (const who of order) {
        const moving = lifted(who) || (s.glide?.who === who && s.glide.from !== s.glide.to) || (who === 'cat2' && s.glide?.from2 !== undefined && s.glide.from2 !== s.glide.to2);
        // A grid's token names its cell, "(1,2)", as the move list does.
        const node = moving ? undefined : nodeShort({ grid: this.#grid }, s[who]);
        drawToken(ctx, at[who][0], at[who][1], tr, who, { lifted: lifted(who), node, tagAbove: at.together && who === 'cat', name: tokenName(who, two), palette: this.#c });
      }
    }
    // ✓ = ✗ beside each option, over the tokens so none is hidden (not by colour alone)
    if (s?.options && !s.glide) drawValueMarks(ctx, s.options, (node) => this.#screen(node), r, this.#c);
    // The id of the node under the pointer, readable at any size.
    if (this.#hover !== null && nodes[this.#hover] && !this.#drag) {
      const [x, y] = this.#screen(this.#hover);
      nameTag(ctx, x, y - Math.max(r, 6) - 20, this.#nodeName(this.#hover), this.#c.tag, this.#c.onFill);
    }
  }

  // The nodes (minus the holes, drawn on their own) as one path: filled,
  // and ringed once they are more than a few pixels across.
  #paintNodes(ctx, nodes, sx, sy, r, big) {
    const { w, h } = this.#size;
    ctx.fillStyle = this.#c.node;
    ctx.strokeStyle = this.#c.nodeRing;
    ctx.lineWidth = big ? 0.8 : clamp(r * 0.12, 1, 2);
    ctx.beginPath();
    const dots = r <= 2.5; // a few pixels: squares look the same and draw far faster than arcs
    for (const n of nodes) {
      if (this.#holes.has(n.id) || this.#grid) continue; // a grid's cells are its nodes
      const x = sx(n), y = sy(n);
      if (x < -r || y < -r || x > w + r || y > h + r) continue;
      if (dots) {
        ctx.rect(x - r, y - r, 2 * r, 2 * r);
        continue;
      }
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fill();
    if (r > 2.5) ctx.stroke();
  }

  // A big graph (what lays out in the worker) draws its edges and nodes
  // through layers.js; a grid's cells are drawn directly.
  get #layered() {
    return !this.#grid && heavy(this.#layout.nodes.length, this.#layout.links.length);
  }

  // Asks for the edges and nodes as they stand now (positions, view, size):
  // the same strokes as the direct drawing, in slices bounded by count and
  // by cost (layers.js), from a copy of the positions (the worker's next ones may come
  // in between two slices). Drawn at full strength: the board fades them
  // when it composites, as one layer (as one path did).
  #wantLayers() {
    const nodes = this.#layout.nodes;
    const r = this.#nodeRadius(), big = nodes.length > 1500;
    const { k, x: tx, y: ty } = this.#view;
    const { w, h, dpr } = this.#size;
    let sumX = 0, sumY = 0;
    nodes.forEach((n, i) => {
      sumX += n.x * (i + 1);
      sumY += n.y * (i + 1);
    });
    const { edge, node, nodeRing } = this.#c; // a new theme draws them again
    const key = `${nodes.length} ${sumX} ${sumY} ${k} ${tx} ${ty} ${w} ${h} ${dpr} ${[...this.#holes]} ${edge} ${node} ${nodeRing}`;
    this.#layers.want(key, () => {
      const at = new Float64Array(nodes.length * 2);
      nodes.forEach((n, i) => {
        at[2 * i] = n.x * k + tx;
        at[2 * i + 1] = n.y * k + ty;
      });
      const ends = new Int32Array(this.#edges.length * 2);
      this.#edges.forEach(({ source, target }, i) => {
        ends[2 * i] = source.id;
        ends[2 * i + 1] = target.id;
      });
      const arcs = this.#directed ? this.#arcsDrawn() : [];
      const point = (id) => [at[2 * id], at[2 * id + 1]];
      const edge = this.#c.edge;
      const start = (ctx) => {
        ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        ctx.lineCap = 'round';
        ctx.strokeStyle = edge;
        ctx.fillStyle = edge;
        ctx.lineWidth = clamp(2 * k, 0.4, 2.5);
      };
      // an edge weighs its length on screen (what rasterising it costs), layers.js
      const length = (i) => Math.hypot(at[2 * ends[2 * i]] - at[2 * ends[2 * i + 1]], at[2 * ends[2 * i] + 1] - at[2 * ends[2 * i + 1] + 1]) + 1;
      const parts = [
        { layer: 'edges', count: ends.length / 2, weight: length, draw: (ctx, _, from, to) => {
          start(ctx);
          ctx.beginPath();
          for (let i = from; i < to; i++) {
            const a = ends[2 * i], b = ends[2 * i + 1];
            ctx.moveTo(at[2 * a], at[2 * a + 1]);
            ctx.lineTo(at[2 * b], at[2 * b + 1]);
          }
          ctx.stroke();
        } },
        { layer: 'edges', count: arcs.length, weight: () => ITEM_WEIGHT, draw: (ctx, _, from, to) => {
          start(ctx);
          for (const [a, b] of arcs.slice(from, to)) arrowHead(ctx, point(a), point(b), arrowGap(r), arrowSize(r));
        } },
        { layer: 'nodes', count: nodes.length, weight: () => ITEM_WEIGHT, draw: (_, ctx, from, to) => {
          ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
          this.#paintNodes(ctx, nodes.slice(from, to), (n) => at[2 * n.id], (n) => at[2 * n.id + 1], r, big);
        } },
      ];
      return { view: { k, x: tx, y: ty }, width: this.#canvas.width, height: this.#canvas.height, parts };
    });
  }

  // "node 3", or on a grid "node 3, cell (1,2)" (row, column from 0, as LeetCode's grid[row][col]).
  #nodeName(node) {
    const cell = this.#grid?.cells[node];
    const where = cell ? `, cell (${cell.row},${cell.col})` : '';
    return `node ${node}${where}${this.#holes.has(node) ? (this.#grid ? ' (the food)' : ' (a hole)') : ''}`;
  }

  // "food" under the hole's icon: the grid names it as LeetCode does.
  #foodLabel(x, y) {
    const ctx = this.#ctx;
    const side = CELL * this.#view.k;
    ctx.font = `700 ${Math.round(clamp(side * 0.2, 9, 13))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'bottom';
    ctx.fillStyle = this.#c.text;
    ctx.fillText('food', x, y + side / 2 - 2);
  }

  // Each open cell's node id, small in its top-left corner (the tokens stand in the middle).
  #cellIds() {
    const ctx = this.#ctx;
    const { k, x: tx, y: ty } = this.#view;
    const side = CELL * k;
    if (side < 26) return;
    this.labelSize = Math.round(clamp(side * 0.2, 9, 12));
    ctx.font = `600 ${this.labelSize}px system-ui, sans-serif`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillStyle = this.#c.cellId;
    for (const n of this.#layout.nodes) {
      if (n.id === this.#hole) continue;
      ctx.fillText(String(n.id), n.x * k + tx - side / 2 + 3, n.y * k + ty - side / 2 + 2);
    }
  }

  // The nodes the line visits, on a big graph: full strength, big enough
  // for their ids (the rest of the graph is faded behind them).
  #drawLineNodes(line, r) {
    const ctx = this.#ctx;
    const { w, h } = this.#size;
    const nodes = this.#layout.nodes;
    const lr = Math.max(r, 9);
    ctx.fillStyle = this.#c.node;
    ctx.strokeStyle = this.#c.text;
    ctx.lineWidth = 1.5;
    ctx.font = '600 10px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const id of line) {
      if (!nodes[id] || id === this.#hole) continue;
      const [x, y] = this.#screen(id);
      if (x < -lr || y < -lr || x > w + lr || y > h + lr) continue;
      ctx.beginPath();
      ctx.arc(x, y, lr, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = this.#c.text;
      ctx.fillText(String(id), x, y + 0.5);
      ctx.fillStyle = this.#c.node;
    }
  }

  // The selected node (a solid ring) and the keyboard's node (a dashed ring
  // and its name), in the focus colour.
  #drawEditMarks(edit, r) {
    const ctx = this.#ctx;
    const nodes = this.#layout.nodes;
    if (edit.selected?.node !== undefined && nodes[edit.selected.node]) {
      const [x, y] = this.#screen(edit.selected.node);
      if (this.#pointer && !this.#drag) { // the edge a click on another node would make
        ctx.strokeStyle = this.#c.focus;
        ctx.lineWidth = 2;
        ctx.setLineDash([6, 5]);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(...this.#pointer);
        ctx.stroke();
        ctx.setLineDash([]);
      }
      ring(ctx, x, y, Math.max(r, 8) + 5, { color: this.#c.focus, width: 4 });
    }
    if (edit.focus !== null && edit.focus !== undefined && nodes[edit.focus]) {
      const [x, y] = this.#screen(edit.focus);
      ring(ctx, x, y, Math.max(r, 8) + 10, { color: this.#c.focus, width: 2.5, dash: [5, 3] });
      if (this.#hover !== edit.focus) nameTag(ctx, x, y - Math.max(r, 6) - 26, `node ${edit.focus}`, this.#c.focus, this.#c.bg);
    }
  }

  // The arcs of a directed graph among the edges drawn: [from, to] node ids.
  #arcsDrawn() {
    const n = this.#adjacency.length;
    const arcs = [];
    for (const { source: a, target: b } of this.#edges) {
      if (this.#adjacencySet.has(a.id * n + b.id)) arcs.push([a.id, b.id]);
      if (this.#adjacencySet.has(b.id * n + a.id)) arcs.push([b.id, a.id]);
    }
    return arcs;
  }

  // The edge under a screen point (within a few pixels of its line), or null.
  #edgeAt(sx, sy) {
    if (this.#edges.length > 5000) return null;
    let best = null, bestD = 6;
    for (const { source, target } of this.#edges) {
      const [ax, ay] = this.#screen(source.id), [bx, by] = this.#screen(target.id);
      const dx = bx - ax, dy = by - ay, len = dx * dx + dy * dy;
      const t = len ? clamp(((sx - ax) * dx + (sy - ay) * dy) / len, 0, 1) : 0;
      const d = Math.hypot(sx - ax - t * dx, sy - ay - t * dy);
      if (d < bestD) {
        bestD = d;
        best = [source.id, target.id];
      }
    }
    return best;
  }

  #point(e) {
    const rect = this.#canvas.getBoundingClientRect();
    return [e.clientX - rect.left, e.clientY - rect.top];
  }

  #hit(sx, sy) {
    const at = this.#tokens();
    const tr = this.#tokenRadius() + 3;
    if (at && !this.#scene.locked) {
      for (const who of [...this.#who].reverse()) if (Math.hypot(sx - at[who][0], sy - at[who][1]) <= tr) return { kind: 'token', who };
    }
    const { k, x, y } = this.#view;
    const node = this.#layout.find((sx - x) / k, (sy - y) / k, Math.max(this.#nodeRadius() + 4, 6) / k);
    if (node) return { kind: 'node', node };
    const edge = this.#editing ? this.#edgeAt(sx, sy) : null;
    if (edge) return { kind: 'pan', edge };
    return { kind: 'pan' };
  }

  #down(e) {
    if (e.button !== 0 || !this.#drawable) return;
    const [sx, sy] = this.#point(e);
    this.#canvas.setPointerCapture(e.pointerId);
    const hit = this.#hit(sx, sy);
    this.#drag = { ...hit, x: sx, y: sy, x0: sx, y0: sy, view: { ...this.#view } };
    this.#canvas.style.cursor = 'grabbing';
    if (hit.kind === 'token') this.redraw();
  }

  #move(e) {
    const [sx, sy] = this.#point(e);
    const drag = this.#drag;
    if (!drag) {
      const hit = this.#hit(sx, sy);
      // while drawing, empty space is where a click adds a node, an edge what a click selects
      this.#canvas.style.cursor = hit.kind !== 'pan' ? 'grab' : this.#editing ? (hit.edge ? 'pointer' : 'crosshair') : 'default';
      this.#pointer = [sx, sy];
      if (this.#editing && this.#scene?.edit?.selected?.node !== undefined) this.redraw();
      const hover = hit.kind === 'node' ? hit.node.id : null;
      if (hover !== this.#hover) {
        this.#hover = hover;
        this.redraw();
      }
      return;
    }
    drag.x = sx;
    drag.y = sy;
    const { k, x, y } = this.#view;
    if (drag.kind === 'token') {
      const node = this.#layout.find((sx - x) / k, (sy - y) / k, Math.max(this.#tokenRadius() * 1.6, 24) / k);
      drag.target = node?.id;
      this.redraw();
    } else if (drag.kind === 'node' && !this.#grid) { // a grid's cells stay put
      this.#autoFit = false;
      this.#layout.pin(drag.node, (sx - x) / k, (sy - y) / k);
      this.redraw();
    } else {
      this.#view = { ...drag.view, x: drag.view.x + sx - drag.x0, y: drag.view.y + sy - drag.y0 };
      if (Math.hypot(sx - drag.x0, sy - drag.y0) > 3) this.#autoFit = false;
      this.redraw();
    }
  }

  #up(e) {
    const drag = this.#drag;
    if (!drag) return;
    this.#drag = null;
    this.#canvas.style.cursor = 'default';
    const still = e.type === 'pointerup' && Math.hypot(drag.x - drag.x0, drag.y - drag.y0) < 5;
    if (drag.kind === 'node') {
      // in edit mode a node stays where it is dropped
      if ((!this.#editing || still) && !this.#grid) this.#layout.pin(drag.node, null, null);
      if (still) this.onNodeClick(drag.node.id);
    } else if (drag.kind === 'token' && still) {
      this.onNodeClick(this.#scene[drag.who]); // a click on a token is a click on its node (the mover's own: a pass)
    } else if (drag.kind === 'token' && drag.target !== undefined && e.type === 'pointerup') {
      this.onTokenDrop(drag.who, drag.target);
    } else if (drag.kind === 'pan' && this.#editing && still) {
      if (drag.edge) this.onEdgeClick(...drag.edge);
      else this.onEmptyClick(...this.toLayout(drag.x, drag.y));
    }
    this.redraw();
  }

  #wheel(e) {
    // Zoom with the wheel once the board has focus (or with Ctrl), so that
    // scrolling a page past an embedded board still scrolls the page.
    if (!e.ctrlKey && document.activeElement !== this.#canvas.getRootNode().host && this.#canvas.getRootNode().activeElement !== this.#canvas) return;
    e.preventDefault();
    const [sx, sy] = this.#point(e);
    this.#zoomAt(sx, sy, Math.exp(-e.deltaY * 0.0015));
  }

  #zoomAt(sx, sy, factor) {
    const v = this.#view;
    const k = clamp(v.k * factor, 0.01, 12);
    this.#view = { k, x: sx - ((sx - v.x) * k) / v.k, y: sy - ((sy - v.y) * k) / v.k };
    this.#autoFit = false;
    this.redraw();
  }

  // For tests and tools: where a node is drawn, in CSS pixels of the canvas.
  nodeOnScreen(node) {
    return this.#screen(node);
  }

  // The drawing as data, in CSS pixels of the canvas as it stands (for the
  // SVG and PNG export, export-svg.js): what #draw() paints, minus the
  // pointer's own marks (hover tag, drag ring).
  picture() {
    const s = this.#scene;
    const at = (node) => this.#screen(node);
    const tokens = this.#tokens();
    return {
      palette: this.#c, // the colours as shown (the export draws with them)
      width: this.#size.w,
      height: this.#size.h,
      hole: this.#hole,
      holes: [...this.#holes],
      arcs: this.#directed ? this.#arcsDrawn().map(([a, b]) => [at(a), at(b)]) : [],
      nodeRadius: this.#nodeRadius(),
      tokenRadius: this.#tokenRadius(),
      arrow: { gap: arrowGap(this.#nodeRadius()), size: arrowSize(this.#nodeRadius()) },
      edgeWidth: clamp(2 * this.#view.k, 0.4, 2.5),
      labelled: this.#nodeRadius() >= 8,
      nodes: this.#layout.nodes.map((n) => ({ id: n.id, at: at(n.id) })),
      // a grid draws its cells, not the jumps between them
      links: this.#grid ? [] : this.#layout.links.map(({ source, target }) => [at(source.id), at(target.id)]),
      grid: this.#gridPicture(),
      trail: (s?.trail ?? []).map(({ who, from, to }) => ({ who, from: at(from), to: at(to) })),
      options: s?.options && !s.glide ? s.options.map(({ to, kind }) => ({ kind, from: at(s.from ?? s[s.turn]), to: at(to) })) : [],
      cycle: (s?.cycle ?? []).map(at),
      hint: (s?.hint ?? []).map(at),
      tokens: tokens && s ? this.#who.map((who) => ({ who, name: tokenName(who, s.cat2 !== undefined), at: tokens[who], node: s[who], place: nodeShort({ grid: this.#grid }, s[who]), tagAbove: !!tokens.together && who === 'cat' })) : [],
    };
  }

  // A grid's squares as grid-paint.js paints them, in CSS pixels: each cell's
  // centre (open cells with their node id), the walls' on screen (or their
  // image, wallImage, when many show), the food's; side: a square's side;
  // ids: whether #cellIds() writes the ids.
  #gridPicture() {
    if (!this.#grid) return null;
    const { k, x: tx, y: ty } = this.#view;
    const centre = ({ row, col }) => [col * CELL * k + tx, row * CELL * k + ty];
    const side = CELL * k;
    return {
      side,
      ids: side >= 26,
      cells: this.#grid.cells.map((cell, id) => ({ id, at: centre(cell) })),
      ...this.#gridPaint.walls(this.#view, this.#size, this.#c), // those on screen (an image of them when many)
      food: this.#screen(this.#hole),
    };
  }

  // For tests and tools: what the last drawing showed besides the graph.
  get state() {
    return { palette: this.#c, tokens: this.#scene ? this.#who : [], labelSize: this.labelSize, nodeRadius: this.#nodeRadius(), tokenRadius: this.#tokenRadius(), arrowSize: this.#directed ? arrowSize(this.#nodeRadius()) : null, highlight: this.#highlight, hover: this.#hover, lineShown: this.lineShown, layerSlices: this.#layered ? this.#layers.sliceLog : null, pending: this.pending, placedIn: this.#layout.placedIn, zoom: this.#view.k, grid: this.#grid ? { rows: this.#grid.rows, columns: this.#grid.columns, side: CELL * this.#view.k, openSide: this.#gridPaint.openSide, bitmap: this.#gridPaint.bitmapDrawn } : null };
  }
}
