// A board pre-rendered at build time (issue 41, item 4): the Markdown plugins
// and `catmouse render` write a static board (graph, verdict, line) inside
// the tag. Unless it autoplays, such a board starts nothing (no worker, no
// .wasm) until the reader asks: its shadow root shows the static board
// through a slot, with a button to explore it; a press on the button (or
// autoplay set, or a new graph or rule given by a script) starts the board,
// and the keyboard focus goes to it. (catmouse/prerendered's button, in the
// light DOM, is in a slot named catmouse-loader that this shadow root does
// not show.)
import { h } from './dom.js';
import { EXPLORE_TEXT, LOADER_SLOT, STATIC_BOARD } from './prerendered-contract.js';

const PRESSED_EARLY = `:scope > [slot="${LOADER_SLOT}"][data-pressed]`;

export class PrerenderedWait {
  #element;
  #wait; // the slot and the button, shown while waiting
  #game; // the live board, hidden meanwhile
  #start = null; // what to do on the reader's press, while waiting
  #started = false;

  constructor(element, root, game) {
    this.#element = element;
    this.#game = game;
    const button = h('button', { type: 'button', part: 'button explore', class: 'explore' }, EXPLORE_TEXT);
    button.addEventListener('click', () => this.start({ focus: true }));
    this.#wait = h('div', { class: 'prerendered', hidden: true }, h('slot'), button);
    root.append(this.#wait);
  }

  // Does this board wait for the reader (pre-rendered, not autoplaying, not started yet)?
  get applies() {
    return this.#start !== null || (!this.#started && !this.#element.autoplay && !!this.#element.querySelector(STATIC_BOARD));
  }

  get waiting() {
    return this.#start !== null;
  }

  // Shows the static board and its button; start() runs once the reader asks
  // (at once if the reader pressed catmouse/prerendered's button before the
  // element was defined: web/src/fences/prerendered-loader.js).
  wait(start) {
    this.#start = start;
    this.#wait.hidden = false;
    this.#game.hidden = true;
    if (this.#element.querySelector(PRESSED_EARLY)) this.start({ focus: true });
  }

  // The board goes live: the static board gives way to it (focus: the reader pressed the button).
  start({ focus = false } = {}) {
    const start = this.#start;
    this.#started = true;
    if (!start) return;
    this.#start = null;
    this.#wait.hidden = true;
    this.#game.hidden = false;
    start();
    if (focus) this.#game.querySelector('canvas')?.focus();
  }
}
