// The value map's panel: the map of the start's side to move, asked of the
// worker when the panel is open and the game or that side changed
// (a ValueMapView, value-map-view.js, draws it).

const TWO_CATS_MAP =
  'No value map for two cats: it draws one cat against the mouse, and a two-cat game has a position for every place of the mouse, cat A and cat B. The moves here and the move list give every joint move of the cats with its value.';
const capitalFirst = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export class MapPanel {
  #panel; // the <details> the map is in
  #mapView;
  #mapKey = null; // which game and side to move the map on screen shows
  #host; // { session, result(), solvedKey(), oracle() }

  constructor(panel, mapView, host) {
    this.#panel = panel;
    this.#mapView = mapView;
    this.#host = host;
    panel.addEventListener('toggle', () => this.show());
  }

  // The side to move of the map shown (a pick starts there), or undefined.
  get turn() {
    return this.#mapKey?.turn;
  }

  get #session() {
    return this.#host.session;
  }
  get #result() {
    return this.#host.result();
  }
  #oracle() {
    return this.#host.oracle();
  }

  // The value map of the start's side to move, fetched when the panel is
  // open and the game or that side changed; a new start only moves the ring.
  async show() {
    const session = this.#session;
    const start = session.timeline[0]?.position;
    if (!this.#panel.open || !start || !this.#result) return;
    // A two-cat game's positions are 2 n³ (mouse, cat A, cat B): the map's
    // n × n grid of mouse and cat has no place for cat B, and the package
    // keeps that table in the core (game.two-cats), so no map is drawn.
    if (this.#result.twoCats) {
      this.#mapKey = null;
      return this.#mapView.clear(TWO_CATS_MAP);
    }
    const key = { game: this.#host.solvedKey(), turn: start.turn };
    const ring = { mouse: start.mouse, cat: start.cat };
    const context = { graph: this.#result.graph, hole: this.#result.holes ?? this.#result.hole, start: ring };
    if (this.#mapKey && this.#mapKey.game === key.game && this.#mapKey.turn === key.turn && this.#mapKey.map) {
      return this.#mapView.show(this.#mapKey.map, context);
    }
    this.#mapKey = key;
    this.#mapView.clear('Reading every position…');
    try {
      const map = await this.#oracle().valueMap(start.turn);
      if (this.#mapKey !== key) return;
      key.map = map;
      this.#mapView.show(map, context);
    } catch (error) {
      if (this.#mapKey === key) {
        this.#mapKey = null;
        this.#mapView.clear(capitalFirst(error.message));
      }
    }
  }
}
