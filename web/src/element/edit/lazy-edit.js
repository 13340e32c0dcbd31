// Edit mode on first use. The "Edit graph" toggle and the board's name are
// here, in every board; edit mode itself (edit-mode.js, its bar
// edit-view.js, the draft model/graph-draft.js) is a chunk of the one-file
// build loaded at the first press (or el.editing = true), its fetch started
// when the toggle is hovered or focused, as lazy-panel.js loads the panels:
// an autoplay board never fetches it. Until then the draft's state (the
// board's graph and start, a refused text) is kept as the calls that made
// it, replayed into the draft once it is made. A chunk that cannot load
// leaves the toggle off and says why in the alert (panel.unavailable).
import { h } from '../shell/dom.js';
import { boardLabel } from '../../words/step-words.js';
import { PANEL_UNAVAILABLE } from '../learn/lazy-panel.js';

// The toggle's rules (the bar's are edit-view.js's, with its code).
export const EDIT_TOGGLE_STYLES = `
.edit-toggle {
  position: absolute; top: 10px; right: 48px; height: 30px; padding: 0 10px; font-size: 13px; font-weight: 600;
  display: none;
}
:host([controls]) .edit-toggle { display: inline-grid; }
.edit-toggle[aria-pressed=true] { background: var(--focus); border-color: var(--focus); color: var(--on-focus); }
.edit-toggle[aria-pressed=true]:hover:not(:disabled) { background: color-mix(in srgb, var(--focus) 80%, var(--ink)); border-color: color-mix(in srgb, var(--focus) 80%, var(--ink)); }
`;

const CLOSED_VIEW = { height: 0, render() {} }; // the bar before edit mode is loaded: none

export class LazyEdit {
  #root;
  #host; // { element, $, board, session, player, announcer, result(), render() } (edit-mode.js's)
  #toggle;
  #mode = null; // edit mode, once loaded (edit-mode.js)
  #loading = null;
  #wanted = false; // edit mode asked for while its code comes
  #calls = []; // the draft's state since the last sync, as calls to replay into it

  constructor(root, host) {
    this.#root = root;
    this.#host = host;
    this.#toggle = h(
      'button',
      { type: 'button', class: 'edit-toggle', 'aria-pressed': 'false', title: 'Draw the graph: add, connect, delete and move nodes' },
      'Edit graph',
    );
    this.#toggle.onclick = () => this.setEditing(!(this.#mode ? this.#mode.editing : this.#wanted));
    // a pointer on its way to the toggle, or the keyboard on it: the code starts coming before the press
    for (const event of ['pointerenter', 'focus']) this.#toggle.addEventListener(event, () => this.#load().catch(() => {}), { once: true });
    root.querySelector('.stage .zoom').before(this.#toggle);
  }

  get editing() {
    return this.#mode?.editing ?? false;
  }
  // The graph drawn in edit mode (model/graph-draft.js); null until edit mode is first opened.
  get draft() {
    return this.#mode?.draft ?? null;
  }
  get view() {
    return this.#mode?.view ?? CLOSED_VIEW;
  }

  setEditing(on) {
    if (this.#mode) return this.#mode.setEditing(on);
    this.#wanted = on;
    this.#toggle.setAttribute('aria-pressed', String(on)); // pressed at once; the bar follows its code
    if (on)
      this.#open().then(
        (mode) => {
          if (this.#wanted) mode.setEditing(true);
          this.#wanted = false;
        },
        (error) => {
          this.#wanted = false;
          this.#toggle.setAttribute('aria-pressed', 'false');
          this.#host.$.alert.textContent = `Edit mode could not load (${PANEL_UNAVAILABLE}): ${String(error?.message ?? error).slice(0, 300)}. Check the connection and reload the page; a site that serves catmouse itself needs the chunks/ folder beside cat-mouse-game.js.`;
        },
      );
  }

  // The board's name: the graph and the keys, those of edit mode while it is on.
  labelBoard() {
    const result = this.#host.result();
    if (!result) return;
    const label = boardLabel(result);
    this.#host.$.canvas.setAttribute(
      'aria-label',
      this.editing
        ? `${label.replace(/ Space plays.*$/, '')} Editing: N adds a node, the arrow keys go from node to node, Enter selects a node and then connects it to the next one chosen, Delete deletes.`
        : label,
    );
  }

  // The board's graph for the draft: state() gives sync()'s argument (graph-draft.js), asked only once the draft is made.
  sync(state) {
    if (this.#mode) return this.#mode.draft.sync(state());
    this.#calls = [(draft) => draft.sync(state())];
  }
  setStart(start) {
    this.#call((draft) => draft.setStart(start));
  }
  refused(text) {
    this.#call((draft) => draft.refused(text));
  }
  #call(call) {
    if (this.#mode) call(this.#mode.draft);
    else this.#calls.push(call);
  }

  addNodeAt(x, y) {
    this.#mode?.addNodeAt(x, y);
  }
  // The keys of edit mode (only while it is on); true if the key was used.
  editKey(e, target, onControl) {
    return !!this.#mode?.editKey(e, target, onControl);
  }

  // Edit mode's code (a hover or focus on the toggle fetches it); rejects if it cannot come (a new press tries again).
  #load() {
    this.#loading ??= import('./edit-mode.js').catch((error) => {
      this.#loading = null;
      throw error;
    });
    return this.#loading;
  }

  // Edit mode, made at its first opening once its code has come.
  async #open() {
    const { EditMode } = await this.#load();
    if (this.#mode) return this.#mode;
    const mode = new EditMode(this.#root, this.#host, { toggle: this.#toggle, labelBoard: () => this.labelBoard() });
    for (const call of this.#calls) call(mode.draft);
    this.#calls = [];
    this.#mode = mode;
    return mode;
  }
}
