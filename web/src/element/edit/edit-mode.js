// Edit mode: the graph drawn by hand on the board. Clicks and keys become
// intents of the GraphDraft (model/graph-draft.js); each edit leaves the
// element as a cancelable cat-mouse-edit, and unless a page takes it the
// element sets its own attributes to the drawn graph.
import { GraphDraft } from '../../model/graph-draft.js';
import { EditView } from './edit-view.js';

export class EditMode {
  #draft = new GraphDraft(); // the graph drawn by hand in edit mode
  #editing = false;
  #editView;
  #host; // { element, $, board, player, session, announcer, result(), render() }
  #labelBoard; // the board's name, which says the keys of edit mode while it is on (lazy-edit.js)

  // toggle: the "Edit graph" button (lazy-edit.js, which loads this module on its first press).
  constructor(root, host, { toggle, labelBoard }) {
    this.#host = host;
    this.#labelBoard = labelBoard;
    this.#editView = new EditView(root, toggle, {
      toggle: () => this.setEditing(!this.#editing),
      add: () => this.addNodeAt(null),
      remove: () => this.#draft.remove(),
      undo: () => this.#draft.undo(),
      redo: () => this.#draft.redo(),
      resized: () => this.#editing && this.#board.fit(),
    });
    this.#draft.on((reason, draft, detail) => this.#drafted(reason, detail));
    // An edit is written from the board's graph: a graph text that is not the
    // board's (an error being fixed, a text still solving) would be lost.
    this.#draft.guard = () =>
      this.#draft.base && !this.#draft.broken && this.#element.graph !== this.#draft.base.text
        ? 'The graph text is not the one on the board (it has an error, or is still being solved): fix it, or wait for it to solve, before drawing.'
        : null;
  }

  get draft() {
    return this.#draft;
  }
  get editing() {
    return this.#editing;
  }
  get view() {
    return this.#editView;
  }

  get #element() {
    return this.#host.element;
  }
  get #$() {
    return this.#host.$;
  }
  get #board() {
    return this.#host.board;
  }
  get #player() {
    return this.#host.player;
  }
  get #session() {
    return this.#host.session;
  }
  get #announcer() {
    return this.#host.announcer;
  }
  get #result() {
    return this.#host.result();
  }
  #render() {
    this.#host.render();
  }

  setEditing(on) {
    if (on === this.#editing) return;
    this.#player.pause();
    if (on && this.#session.mode === 'play') {
      for (const radio of this.#$.modes) radio.checked = radio.value === 'replay';
      this.#session.stopPlay();
    }
    this.#editing = on;
    this.#element.classList.toggle('editing', on);
    this.#board.editing = on;
    this.#draft.clear();
    this.#labelBoard();
    this.#render();
    this.#board.fit();
    this.#announcer.say(
      on
        ? 'Editing the graph. Click empty space to add a node, a node then another to connect them. On the board: N adds a node, the arrow keys go from node to node, Enter selects and connects, Delete deletes.'
        : 'Editing done.',
    );
    if (on) this.#$.canvas.focus({ preventScroll: true });
  }

  // A new node at (x, y) in layout coordinates, or beside the node in focus.
  addNodeAt(x, y = null) {
    const draft = this.#draft;
    if (!draft.base) return;
    if (x === null) {
      const near = draft.focus ?? 0;
      const [sx, sy] = this.#board.nodeOnScreen(near);
      const { w, h } = this.#board.size;
      // beside the focused node, kept on the board
      const at = draft.nodeCount ? [Math.min(w - 60, sx + 60), Math.max(40, Math.min(h - 120, sy - 40))] : [w / 2, h / 2];
      [x, y] = this.#board.toLayout(...at);
    }
    this.#pendingPlace = { x, y };
    draft.addNode();
    this.#pendingPlace = null;
  }

  #pendingPlace = null;

  #drafted(reason, detail) {
    const draft = this.#draft;
    if (reason === 'edit') {
      const { edit, shift, text, start } = detail;
      const n = draft.nodeCount;
      if (edit.kind === 'add') this.#board.keepPlaces((id) => id, this.#pendingPlace && { id: n - 1, ...this.#pendingPlace });
      else this.#board.keepPlaces(shift);
      const change = { graph: text, mouse: start.mouse, cat: start.cat, hole: start.hole, holes: [...start.holes], note: detail.note };
      const taken = this.#element.dispatchEvent(
        new CustomEvent('cat-mouse-edit', { detail: change, bubbles: true, composed: true, cancelable: true }),
      );
      if (taken) {
        // nobody else keeps the text: the element takes the drawn graph
        // itself, with every hole (a holes attribute if it had one or needs one)
        if (start.holes.length > 1 || this.#element.hasAttribute('holes')) {
          this.#element.removeAttribute('hole');
          this.#element.setAttribute('holes', start.holes.join(', '));
        } else this.#element.setAttribute('hole', String(start.hole));
        this.#element.setAttribute('mouse', String(start.mouse));
        this.#element.setAttribute('cat', String(start.cat));
        this.#element.setAttribute('graph', text);
      }
    }
    if (reason !== 'sync' || this.#editing) this.#render();
    if (reason !== 'sync' && draft.message) this.#announcer.say(draft.message.text);
  }

  // The keys of edit mode; true if the key was used.
  editKey(e, target, onControl) {
    const draft = this.#draft;
    const key = e.key;
    if (e.ctrlKey || e.metaKey) {
      const k = key.toLowerCase();
      if (k === 'z' || k === 'y') {
        if (k === 'y' || e.shiftKey) draft.redo();
        else draft.undo();
        return true;
      }
      return false;
    }
    if (onControl) return false; // a button, a field: its own keys
    if (key === 'Escape') return (draft.clear(), true);
    if (key === 'n' || key === 'N' || key === '+') return (this.addNodeAt(null), true);
    if (key === 'Delete' || key === 'Backspace') return (draft.remove(), true);
    if (key.startsWith('Arrow')) {
      if (e.shiftKey && draft.focus !== null) {
        const step = 20;
        const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[key];
        this.#board.nudge(draft.focus, ...d);
        return true;
      }
      draft.moveFocus(key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1);
      return true;
    }
    if ((key === 'Enter' || key === ' ') && draft.focus !== null) return (draft.clickNode(draft.focus), true);
    if (key === ' ') return true; // no playback while drawing
    return false;
  }
}
