// The exact cells of an overview value map, without a DOM. Above 2,000
// nodes the worker sends blocks of cells with their counts; the view then
// asks for windows of exact cells (what is zoomed into, the focused cell),
// keeps the newest few, and reads a cell from the first window that holds
// it. One request at a time; a window that failed is not asked again; an
// answer for a map no longer shown is dropped. The view
// (../element/value-map/value-map-view.js) draws them.
import { cellIndex, windowCovers, windowFor } from './value-map.js';

export const FETCH_CELLS = 1 << 18; // an overview fetches exact cells once this few show
export const FOCUS_PAD = 16;
export const KEEP_WINDOWS = 6;

export class MapWindows {
  #fetchWindow;
  #picture;
  #arrived;
  #failedNow;
  #map = null;
  #windows = []; // exact windows of an overview map, newest first: { map, bitmap }
  #fetching = false;
  #failed = null;

  // fetchWindow(turn, window): the worker's valueMap(turn, { window }), or
  // null (no exact cells); picture(win): what the view draws a window from
  // (its bitmap); arrived(): a window came; failed(error): a request failed.
  constructor({ fetchWindow = null, picture = () => null, arrived = () => {}, failed = () => {} } = {}) {
    this.#fetchWindow = fetchWindow;
    this.#picture = picture;
    this.#arrived = arrived;
    this.#failedNow = failed;
  }

  // A new map shown (or none): the windows of the last one go.
  reset(map) {
    this.#map = map;
    this.#windows = [];
    this.#failed = null;
  }

  get canFetch() {
    return !!this.#fetchWindow;
  }

  get fetching() {
    return this.#fetching;
  }

  // The windows held, newest first: { map, bitmap }.
  get list() {
    return this.#windows;
  }

  // The planes that hold a cell exactly: the full map, or a fetched window.
  exactMap(mouse, cat) {
    const map = this.#map;
    if (!map) return null;
    if (!map.overview) return map;
    for (const w of this.#windows) if (cellIndex(w.map, mouse, cat) >= 0) return w.map;
    return null;
  }

  // Asks for a window's exact cells; `then` runs once they are here.
  request(window, then = null) {
    const map = this.#map;
    if (!map?.overview || !this.#fetchWindow) return;
    const key = JSON.stringify([map.turn, window]);
    if (this.#failed === key) return;
    this.#fetching = true;
    Promise.resolve()
      .then(() => this.#fetchWindow(map.turn, window))
      .then(
        (win) => {
          this.#fetching = false;
          if (this.#map !== map || !win?.window) return;
          this.#windows.unshift({ map: win, bitmap: this.#picture(win) });
          this.#windows.length = Math.min(this.#windows.length, KEEP_WINDOWS);
          then?.();
          this.#arrived();
        },
        (error) => {
          this.#fetching = false;
          if (this.#map !== map) return;
          this.#failed = key;
          this.#failedNow(error);
        },
      );
  }

  // After a frame: when an overview is zoomed in far enough (cells of at
  // least a pixel), fetch the cells on screen (rows, cols: { first, last }).
  want(rows, cols, cell) {
    const map = this.#map;
    if (!map?.overview || this.#fetching || cell < 1) return;
    if (this.#windows.some((w) => windowCovers(w.map.window, rows, cols))) return;
    const pad = Math.ceil(Math.max(rows.last - rows.first, cols.last - cols.first) / 2);
    const window = windowFor(rows, cols, map.nodeCount, { pad, maxCells: FETCH_CELLS });
    if (window) this.request(window);
  }

  // The cells around one (the focused cell), then `then`.
  around(row, col, then) {
    const at = { first: row, last: row };
    const atCol = { first: col, last: col };
    this.request(windowFor(at, atCol, this.#map.nodeCount, { pad: FOCUS_PAD }), then);
  }

  // The windows' pictures again (a new theme).
  repaint() {
    for (const w of this.#windows) w.bitmap = this.#picture(w.map);
  }
}
