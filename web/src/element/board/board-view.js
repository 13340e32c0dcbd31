// Where the board looks: the view ({ k, x, y }: zoom and offset), whether it
// still fits the graph by itself (autoFit: until the reader zooms, pans or
// drags a node), the canvas's size, and the glide that follows the tokens.
// camera.js holds the maths; board.js asks this for the view and draws.
import { fitArea, fitted, following, zoomedAt } from './camera.js';
import { ViewGlide } from './view-glide.js';

export class BoardView {
  view = { k: 1, x: 0, y: 0 };
  autoFit = true;
  size = { w: 0, h: 0, dpr: 1 };
  #glide = new ViewGlide(); // the view following the tokens (follow)
  #redraw;

  constructor(redraw) {
    this.#redraw = redraw;
  }

  // Reads the canvas's size after it resized and sizes its pixels to match.
  resize(canvas) {
    const rect = canvas.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    this.size = { w: rect.width, h: rect.height, dpr };
    canvas.width = Math.round(rect.width * dpr);
    canvas.height = Math.round(rect.height * dpr);
  }

  // The screen pixels at the bottom kept clear: the legend (`inset`, however
  // many lines it wraps to) and the tokens' name tags (below a token).
  #bottom(inset) {
    return Math.max(58, inset + 26);
  }

  // Fits box(aw, ah) (the layout's area to show, given the free screen area
  // aw × ah) with `pad` around it, zoomed in at most `most`. Screen margins
  // keep the drawing clear of the zoom buttons (right), the legend and the
  // tokens' name tags (bottom: inset is what the legend covers).
  fit(box, pad, most, inset) {
    const margin = { left: 24, right: 52, top: 30, bottom: this.#bottom(inset) };
    const { aw, ah } = fitArea(this.size, margin);
    this.view = fitted(box(aw, ah), this.size, margin, pad, most);
  }

  // Zoomed in on a big graph, the view follows the tokens: when one nears
  // the edge of the board (or leaves it), the view glides to keep both in
  // sight (centred between them; on the one that moved if they are far apart).
  // m, c: the mouse and the cat on screen; mover: the one that just moved.
  follow(m, c, mover, inset) {
    const bottom = this.size.h - this.#bottom(inset);
    const to = following(this.view, this.size, bottom, m, c, mover);
    if (to)
      this.#glide.run({ ...this.view }, to, (view) => {
        this.view = view;
        this.#redraw();
      });
  }

  // Zooms by factor about the screen point (sx, sy) (the wheel, the buttons).
  zoomAt(sx, sy, factor) {
    this.view = zoomedAt(this.view, sx, sy, factor);
    this.autoFit = false;
    this.#redraw();
  }
}
