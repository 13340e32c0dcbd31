// The board: the graph on a canvas (fast enough for 10,000 nodes), with the
// tokens, the values of the legal moves, dragging, panning and zooming. This
// file holds the graph and the scene; where it looks (the view, fitting,
// zooming, following the tokens) is board-view.js, its maths camera.js (the
// glide view-glide.js), the pointer board-input.js, the painting
// board-paint.js (a big graph's layers layer-parts.js), the graph and tokens as data board-graph.js and the
// export's data board-picture.js.
import { Layout } from '../layout/layout.js';
import { readPalette, watchTheme } from '../shell/theme.js';
import { heavy, spread } from '../layout/forces.js';
import { Layers, nextTask } from './layers.js';
import { CELL, GridPainter, sameGrid } from './grid-paint.js';
import { boxOf, clamp, toLayout, toScreen } from './camera.js';
import { BoardInput } from './board-input.js';
import { BoardView } from './board-view.js';
import { boardPicture } from './board-picture.js';
import { arcsAmong, edgeAlpha, layerKey, tokenPlaces } from './board-graph.js';
import { EMPTY_GRAPH, arcSet, nodeCount, sameGraph, undirected } from '../../model/flat-graph.js';
import {
  arrowGap,
  arrowHead,
  arrowSize,
  paintAllNodes,
  paintDropTarget,
  paintEdges,
  paintEditMarks,
  paintHoles,
  paintLabels,
  paintMoves,
  paintRings,
  paintTokens,
} from './board-paint.js';
import { layerParts } from './layer-parts.js';

export { arrowGap, arrowHead, arrowSize };

const LABELLED = 300;
// Drawing is budgeted by edges: up to DRAW_EDGES every edge is drawn (a
// 10,000-node sparse graph has 20,000); a denser graph draws SIMPLE_EDGES of
// them, spread evenly and faded, and says so. Nodes, tokens and the moves
// from the position shown are always drawn in full.
const DRAW_EDGES = 24000;
const SIMPLE_EDGES = 3000;
const MIN_LABELLED_RADIUS = 8.5;
const SMALL_FIT = 40; // up to this many nodes the fit may zoom in to 2.4

export class Board {
  #canvas;
  #ctx;
  #layout;
  #adjacency = EMPTY_GRAPH; // flat, as the worker sends it (model/flat-graph.js)
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
  #cam = new BoardView(() => this.redraw()); // where it looks: view, autoFit, size (board-view.js)
  #frame = 0;
  #input; // the pointer: drags, hover, clicks, the wheel (board-input.js)
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
  // Why who may not start on node (a sentence), or null: refused targets are ringed red.
  dropRefusal = () => null;
  bottomInset = () => 34; // screen pixels at the bottom that something covers (the legend)
  labelSize = 0; // the font size of the node ids in the last drawing (0: none); for tests
  lineShown = 0; // the line's nodes stood out in the last drawing (a big graph, the rest faded); for tests
  // Called with { drawn, total } edges after each new graph (drawn < total: simplified).
  onEdges = () => {};

  // () => the layout worker's URL, or undefined for the package's own (the board's base-path).
  set layoutWorkerUrl(url) {
    this.#layout.workerUrl = url;
  }

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
      if (this.#cam.autoFit && !this.#editing) this.fit(false);
      // A big graph's new positions are drawn once their layers are ready
      // (the layers then ask for the frame): a frame per message from the
      // layout worker was a frame, and a commit of the whole canvas, every few ms.
      if (this.#layered && this.#cam.size.w) this.#wantLayers();
      else this.redraw();
    });
    new ResizeObserver(() => this.#resize()).observe(canvas);
    this.#input = new BoardInput(this, {
      canvas,
      view: () => this.#cam.view,
      setView: (view) => (this.#cam.view = view),
      setAutoFit: (on) => (this.#cam.autoFit = on),
      drawable: () => this.#drawable,
      layout: this.#layout,
      who: () => this.#who,
      edges: () => this.#edges,
      tokens: () => this.#tokens(),
      tokenRadius: () => this.#tokenRadius(),
      nodeRadius: () => this.#nodeRadius(),
    });
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
    const { k } = this.#cam.view;
    this.#cam.autoFit = false;
    this.#layout.pin(n, n.x + dx / k, n.y + dy / k);
    this.redraw();
  }

  // Screen point → layout coordinates.
  toLayout(sx, sy) {
    return toLayout(this.#cam.view, sx, sy);
  }

  get size() {
    return { w: this.#cam.size.w, h: this.#cam.size.h };
  }

  // The board left the page: its layout stops and its layout worker ends.
  close() {
    this.#layout.close();
  }

  get layoutRunning() {
    return this.#layout.running;
  }

  get nodeCount() {
    return nodeCount(this.#adjacency);
  }

  // World radius of a node: small graphs get big, labelled nodes.
  get #radius() {
    return nodeCount(this.#adjacency) > 300 ? 6 : 15;
  }

  get grid() {
    return this.#grid;
  }

  // holes: every hole (the smallest is `hole`); directed: the lists are arcs,
  // drawn with arrowheads; grid: a LeetCode 1728 board (its nodes on their cells).
  // adjacency: the graph flat, { offsets, targets } (catmouse/worker's result.adjacency).
  setGraph(adjacency, hole, { holes = [hole], directed = false, grid = null } = {}) {
    const same = sameGraph(adjacency, this.#adjacency) && directed === this.#directed && sameGrid(grid, this.#grid);
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
      this.#layout.place(
        adjacency,
        grid.cells.map(({ row, col }) => ({ x: col * CELL, y: row * CELL })),
      );
      this.#edges = [];
      this.onEdges({ drawn: 0, total: 0 });
      this.#cam.autoFit = true;
    } else if (!same) {
      this.#grid = null;
      this.#gridPaint = null;
      this.#adjacency = adjacency;
      this.#directed = directed;
      this.#layers.clear();
      const n = nodeCount(adjacency);
      const lay = () => {
        this.#adjacencySet = directed ? arcSet(adjacency) : null;
        this.#layout.setGraph(directed ? undirected(adjacency) : adjacency);
        const links = this.#layout.links;
        this.#edges = links.length > DRAW_EDGES ? spread(links, SIMPLE_EDGES) : links;
        this.onEdges({ drawn: this.#edges.length, total: links.length });
        this.#cam.autoFit = true;
      };
      // A big graph (what lays out in the worker) is laid out in a task of
      // its own, after the one that shows the verdict: its links, degrees
      // and the worker's message are O(edges) (80,000 for a complete graph
      // on 400 nodes), and the verdict's task also loads the session and
      // renders the text. Nothing of the board is drawn meanwhile (the old
      // graph's nodes are not this one's).
      const ends = adjacency.targets.length;
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

  // Zoomed in on a big graph, the view follows the tokens (board-view.js).
  #follow() {
    const s = this.#scene;
    if (this.#cam.autoFit || !this.#drawable || !s || !this.#layout.nodes[s.mouse] || !this.#layout.nodes[s.cat]) return;
    const m = this.#screen(s.mouse),
      c = this.#screen(s.cat);
    const mover = s.turn === 'mouse' ? c : m; // the token that just moved (the other side is to move now)
    this.#cam.follow(m, c, mover, this.bottomInset());
  }

  zoom(factor) {
    const { w, h } = this.#cam.size;
    this.zoomAt(w / 2, h / 2, factor);
  }

  fit(redraw = true) {
    const nodes = this.#layout.nodes;
    if (!nodes.length || !this.#cam.size.w || !this.#drawable) return;
    // a grid: its board, or a giant one's open region (grid-paint.js)
    const box = (aw, ah) => (this.#grid ? this.#gridPaint.fitBox(aw, ah) : boxOf(nodes));
    const pad = this.#grid ? CELL / 2 : this.#radius;
    // A small graph may zoom in further: its nodes keep their size (the
    // radius stops at 22 px), so the zoom only spreads them, and a token on
    // one node stays clear of the next.
    this.#cam.fit(box, pad, this.#grid ? 2.2 : nodes.length <= SMALL_FIT ? 2.4 : 1.6, this.bottomInset());
    if (redraw) {
      this.#cam.autoFit = true;
      this.redraw();
    }
  }

  redraw() {
    if (!this.#frame)
      this.#frame = requestAnimationFrame(() => {
        this.#frame = 0;
        this.#draw();
      });
  }

  #resize() {
    this.#cam.resize(this.#canvas);
    if (this.#cam.autoFit) this.fit(false);
    this.#draw();
  }

  #screen(node) {
    const n = this.#layout.nodes[node];
    return n ? toScreen(this.#cam.view, n.x, n.y) : [0, 0];
  }

  // Up to LABELLED nodes every id stays readable: the node is drawn at
  // least big enough to hold a 9 px label, however far the fit zooms out.
  #nodeRadius() {
    const r = clamp(this.#radius * this.#cam.view.k, 1.6, 22);
    return this.#labelled ? Math.max(r, MIN_LABELLED_RADIUS) : r;
  }

  get #labelled() {
    return nodeCount(this.#adjacency) <= LABELLED;
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
    return tokenPlaces(s, this.#who, (node) => this.#screen(node), { drag: this.#input.drag, tokenRadius: this.#tokenRadius() });
  }

  // One frame of the board's state, for the painting (board-paint.js).
  #paintFrame(r) {
    return {
      ctx: this.#ctx,
      c: this.#c,
      nodes: this.#layout.nodes,
      view: this.#cam.view,
      size: this.#cam.size,
      r,
      screen: (node) => this.#screen(node),
      holes: this.#holes,
      hole: this.#hole,
      grid: this.#grid,
      scene: this.#scene,
      drag: this.#input.drag,
      hover: this.#input.hover,
      pointer: this.#input.pointer,
      highlight: this.#highlight,
    };
  }

  #draw() {
    const ctx = this.#ctx;
    const { w, h, dpr } = this.#cam.size;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, w, h);
    const nodes = this.#layout.nodes;
    if (!nodes.length || !this.#drawable) return;
    const r = this.#nodeRadius();
    const f = this.#paintFrame(r);
    if (this.#grid) this.#gridPaint.draw(ctx, this.#cam.view, this.#cam.size, this.#c);
    // A big graph with a line to show: the rest fades, so the line's nodes and the tokens stand out.
    const focus = !this.#labelled && this.#scene?.line?.length && !this.#editing ? this.#scene.line : null;
    const layered = this.#layered;
    if (layered) this.#wantLayers();
    const composite = (name) => layered && ((alpha) => this.#layers.composite(ctx, name, this.#cam.view, this.#cam.size.dpr, alpha));
    paintEdges(f, edgeAlpha(this.#edges.length < this.#layout.links.length, focus), {
      edges: this.#edges,
      arcs: this.#directed && (() => this.#arcsDrawn()),
      composite: composite('edges'),
    });
    const edit = this.#editing ? this.#scene?.edit : null;
    paintMoves(f, edit);
    paintAllNodes(f, focus, composite('nodes'));
    this.lineShown = focus ? focus.length : 0;
    paintHoles(f);
    paintDropTarget(f, this.dropRefusal);
    paintRings(f);
    if (edit) paintEditMarks(f, edit, r);
    this.labelSize = paintLabels(f, focus);
    paintTokens(f, this.#tokens(), this.#tokenRadius(), this.#who);
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
    const r = this.#nodeRadius(),
      big = nodes.length > 1500;
    const key = layerKey(nodes, this.#cam.view, this.#cam.size, this.#holes, this.#c); // a new theme draws them again
    const f = this.#paintFrame(r); // the positions and view as they stand now
    this.#layers.want(key, () => {
      const arcs = this.#directed ? this.#arcsDrawn() : [];
      return layerParts({ ...f, c: this.#c }, { edges: this.#edges, arcs, big, width: this.#canvas.width, height: this.#canvas.height });
    });
  }

  // The arcs of a directed graph among the edges drawn: [from, to] node ids.
  #arcsDrawn() {
    return arcsAmong(this.#edges, this.#adjacencySet, nodeCount(this.#adjacency));
  }

  // Zooms by factor about the screen point (sx, sy) (the wheel, the buttons).
  zoomAt(sx, sy, factor) {
    this.#cam.zoomAt(sx, sy, factor);
  }

  // For tests and tools: where a node is drawn, in CSS pixels of the canvas.
  nodeOnScreen(node) {
    return this.#screen(node);
  }

  // The drawing as data, for the SVG and PNG export (board-picture.js).
  picture() {
    return boardPicture(this.#paintFrame(this.#nodeRadius()), {
      tokens: this.#tokens(),
      tokenRadius: this.#tokenRadius(),
      whos: this.#who,
      links: this.#layout.links,
      arcs: this.#directed ? this.#arcsDrawn() : [],
      gridPaint: this.#gridPaint,
    });
  }

  // For tests and tools: what the last drawing showed besides the graph.
  get state() {
    return {
      palette: this.#c,
      tokens: this.#scene ? this.#who : [],
      labelSize: this.labelSize,
      nodeRadius: this.#nodeRadius(),
      tokenRadius: this.#tokenRadius(),
      arrowSize: this.#directed ? arrowSize(this.#nodeRadius()) : null,
      highlight: this.#highlight,
      hover: this.#input.hover,
      lineShown: this.lineShown,
      layerSlices: this.#layered ? this.#layers.sliceLog : null,
      pending: this.pending,
      placedIn: this.#layout.placedIn,
      zoom: this.#cam.view.k,
      grid: this.#grid ? this.#gridPaint.state(this.#cam.view.k) : null,
    };
  }
}
