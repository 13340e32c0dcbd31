// The board's pointer: pressing, dragging (a token to a new start, a node
// to a new place, the view to pan), clicking (a node, a token, in edit mode
// an edge or empty space), hovering (a node's name) and the wheel's zoom.
// board.js draws what it holds (drag, hover, pointer) and hears its clicks.
import { clamp, panned } from './camera.js';

export class BoardInput {
  #board;
  #host; // the board's own state: { canvas, view(), setView(view), layout, ... } (board.js)
  drag = null; // { kind: 'token' | 'node' | 'pan', x, y, x0, y0, view, who?, node?, edge?, target? } while pressed
  hover = null; // the node under the pointer: its id is shown
  pointer = null; // where the pointer is over the board (edit mode draws a line to it from the selected node)

  constructor(board, host) {
    this.#board = board;
    this.#host = host;
    const canvas = host.canvas;
    canvas.addEventListener('pointerdown', (e) => this.#down(e));
    canvas.addEventListener('pointermove', (e) => this.#move(e));
    canvas.addEventListener('pointerup', (e) => this.#up(e));
    canvas.addEventListener('pointercancel', (e) => this.#up(e));
    canvas.addEventListener('pointerleave', () => {
      this.pointer = null;
      if (this.#editing) this.#board.redraw();
      if (this.hover === null) return;
      this.hover = null;
      this.#board.redraw();
    });
    canvas.addEventListener('dblclick', () => this.#board.fit(true));
    canvas.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
  }

  get #canvas() {
    return this.#host.canvas;
  }
  get #view() {
    return this.#host.view();
  }
  set #view(view) {
    this.#host.setView(view);
  }
  set #autoFit(on) {
    this.#host.setAutoFit(on);
  }
  get #drawable() {
    return this.#host.drawable();
  }
  get #layout() {
    return this.#host.layout;
  }
  get #scene() {
    return this.#board.scene;
  }
  get #who() {
    return this.#host.who();
  }
  get #editing() {
    return this.#board.editing;
  }
  get #edges() {
    return this.#host.edges();
  }
  get #grid() {
    return this.#board.grid;
  }
  #screen(node) {
    return this.#board.nodeOnScreen(node);
  }
  #tokens() {
    return this.#host.tokens();
  }
  #tokenRadius() {
    return this.#host.tokenRadius();
  }
  #nodeRadius() {
    return this.#host.nodeRadius();
  }
  #zoomAt(sx, sy, factor) {
    return this.#board.zoomAt(sx, sy, factor);
  }

  // The edge under a screen point (within a few pixels of its line), or null.
  #edgeAt(sx, sy) {
    if (this.#edges.length > 5000) return null;
    let best = null,
      bestD = 6;
    for (const { source, target } of this.#edges) {
      const [ax, ay] = this.#screen(source.id),
        [bx, by] = this.#screen(target.id);
      const dx = bx - ax,
        dy = by - ay,
        len = dx * dx + dy * dy;
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
    this.drag = { ...hit, x: sx, y: sy, x0: sx, y0: sy, view: { ...this.#view } };
    this.#canvas.style.cursor = 'grabbing';
    if (hit.kind === 'token') this.#board.redraw();
  }

  #move(e) {
    const [sx, sy] = this.#point(e);
    const drag = this.drag;
    if (!drag) {
      const hit = this.#hit(sx, sy);
      // while drawing, empty space is where a click adds a node, an edge what a click selects
      this.#canvas.style.cursor = hit.kind !== 'pan' ? 'grab' : this.#editing ? (hit.edge ? 'pointer' : 'crosshair') : 'default';
      this.pointer = [sx, sy];
      if (this.#editing && this.#scene?.edit?.selected?.node !== undefined) this.#board.redraw();
      const hover = hit.kind === 'node' ? hit.node.id : null;
      if (hover !== this.hover) {
        this.hover = hover;
        this.#board.redraw();
      }
      return;
    }
    drag.x = sx;
    drag.y = sy;
    const { k, x, y } = this.#view;
    if (drag.kind === 'token') {
      const node = this.#layout.find((sx - x) / k, (sy - y) / k, Math.max(this.#tokenRadius() * 1.6, 24) / k);
      drag.target = node?.id;
      this.#board.redraw();
    } else if (drag.kind === 'node' && !this.#grid) {
      // a grid's cells stay put
      this.#autoFit = false;
      this.#layout.pin(drag.node, (sx - x) / k, (sy - y) / k);
      this.#board.redraw();
    } else {
      this.#view = panned(drag.view, sx - drag.x0, sy - drag.y0);
      if (Math.hypot(sx - drag.x0, sy - drag.y0) > 3) this.#autoFit = false;
      this.#board.redraw();
    }
  }

  #up(e) {
    const drag = this.drag;
    if (!drag) return;
    this.drag = null;
    this.#canvas.style.cursor = 'default';
    const still = e.type === 'pointerup' && Math.hypot(drag.x - drag.x0, drag.y - drag.y0) < 5;
    if (drag.kind === 'node') {
      // in edit mode a node stays where it is dropped
      if ((!this.#editing || still) && !this.#grid) this.#layout.pin(drag.node, null, null);
      if (still) this.#board.onNodeClick(drag.node.id);
    } else if (drag.kind === 'token' && still) {
      this.#board.onNodeClick(this.#scene[drag.who]); // a click on a token is a click on its node (the mover's own: a pass)
    } else if (drag.kind === 'token' && drag.target !== undefined && e.type === 'pointerup') {
      this.#board.onTokenDrop(drag.who, drag.target);
    } else if (drag.kind === 'pan' && this.#editing && still) {
      if (drag.edge) this.#board.onEdgeClick(...drag.edge);
      else this.#board.onEmptyClick(...this.#board.toLayout(drag.x, drag.y));
    }
    this.#board.redraw();
  }

  #wheel(e) {
    // Zoom with the wheel once the board has focus (or with Ctrl), so that
    // scrolling a page past an embedded board still scrolls the page.
    if (
      !e.ctrlKey &&
      document.activeElement !== this.#canvas.getRootNode().host &&
      this.#canvas.getRootNode().activeElement !== this.#canvas
    )
      return;
    e.preventDefault();
    const [sx, sy] = this.#point(e);
    this.#zoomAt(sx, sy, Math.exp(-e.deltaY * 0.0015));
  }
}
