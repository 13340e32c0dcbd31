// The board's edit mode, as seen: the "Edit graph" toggle on the board, and
// while it is on, a bar of buttons (add a node, delete, undo, redo, done), the
// instructions for the mouse and the keyboard, and what the last edit did.
// It renders from the GraphDraft (model/graph-draft.js); the element
// turns clicks and keys into the draft's intents. Words are spoken by the
// element's one polite live region, not from here.
import { h, icon, lazySheet } from '../shell/dom.js';

// (The toggle's rules are in the board's sheet: lazy-edit.js.)
const CSS = `
.edit-panel {
  position: absolute; left: 10px; right: 10px; bottom: 8px; margin: 0; padding: 8px 10px;
  background: color-mix(in srgb, var(--bg) 94%, transparent); border: 1px solid var(--line); border-radius: 10px;
  font-size: 12.5px; color: var(--ink); display: flex; flex-direction: column; gap: 6px;
  box-shadow: 0 4px 14px color-mix(in srgb, var(--shadow) 8%, transparent);
}
.edit-bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.edit-bar button { height: 30px; padding: 0 10px; gap: 4px; grid-auto-flow: column; font-size: 13px; }
.edit-bar button svg { width: 16px; height: 16px; fill: currentColor; }
.edit-bar .edit-title { font-weight: 700; margin-right: 4px; }
.edit-help { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 2px 14px; color: var(--muted); }
.edit-help b { color: var(--ink); font-weight: 600; }
.edit-how summary { cursor: pointer; color: var(--ink); font-weight: 600; width: fit-content; }
.edit-how[open] summary { margin-bottom: 4px; }
.edit-how > * + * { margin-top: 4px; }
.edit-status { margin: 0; min-height: 1.3em; font-weight: 600; }
.edit-status.refused { color: var(--loss-ink); }
:host(.editing) .legend { display: none; }
`;
const sheet = lazySheet(CSS);

const HELP = [
  ['Click empty space', 'add a node'],
  ['Click a node, then another', 'connect them (or disconnect)'],
  ['Click a node or an edge, then Delete', 'delete it: nodes above a deleted one move down an id'],
  ['Drag a node', 'move it'],
  ['Drag the mouse or the cat', 'set the start'],
];
const KEYS =
  'Keys on the board: N add a node · ← → next node · Enter select, then connect · Delete delete · Shift+arrows move · Esc deselect · Ctrl+Z undo';

export class EditView {
  #toggle;
  #panel;
  #how;
  #stage;
  #shown = false;
  #status;
  #buttons;

  // root: the shadow root; toggle: the "Edit graph" button (lazy-edit.js, which wires its press);
  // actions: { toggle, add, remove, undo, redo, resized (the panel's height changed) }.
  constructor(root, toggle, actions) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet()];
    const stage = root.querySelector('.stage');
    this.#stage = stage;
    const button = (cls, label, onclick, ...children) => {
      const b = h('button', { type: 'button', class: cls }, ...children, label);
      b.onclick = onclick;
      return b;
    };
    this.#toggle = toggle;
    this.#buttons = {
      add: button('edit-add', 'Add node', actions.add, icon('plus')),
      remove: button('edit-delete', 'Delete', actions.remove),
      undo: button('edit-undo', 'Undo edit', actions.undo, icon('undo')),
      redo: button('edit-redo', 'Redo edit', actions.redo, icon('redo')),
      done: button('edit-done', 'Done', actions.toggle),
    };
    this.#buttons.undo.title = 'Undo the last edit (Ctrl+Z)';
    this.#buttons.redo.title = 'Redo (Ctrl+Shift+Z)';
    this.#status = h('p', { class: 'edit-status' });
    this.#panel = h(
      'div',
      { class: 'edit-panel', role: 'group', 'aria-label': 'Edit the graph', hidden: true },
      h('div', { class: 'edit-bar' }, h('span', { class: 'edit-title' }, 'Editing the graph'), ...Object.values(this.#buttons)),
      (this.#how = h(
        'details',
        { class: 'edit-how' },
        h('summary', {}, 'How to draw'),
        h('ul', { class: 'edit-help' }, ...HELP.map(([what, does]) => h('li', {}, h('b', {}, what), `: ${does}`))),
        h('p', { class: 'edit-help keys' }, KEYS),
      )),
      this.#status,
    );
    this.#how.addEventListener('toggle', () => actions.resized());
    stage.append(this.#panel);
  }

  // The panel's height, for the board's fit (it covers the bottom of the board).
  get height() {
    return this.#panel.hidden ? 0 : this.#panel.offsetHeight;
  }

  render(editing, draft) {
    this.#toggle.setAttribute('aria-pressed', String(editing));
    this.#panel.hidden = !editing;
    // the instructions show on a board tall enough to leave room to draw; a phone has them one tap away
    if (editing && !this.#shown) this.#how.open = this.#stage.clientHeight >= 560;
    this.#shown = editing;
    if (!editing) return;
    const buttons = this.#buttons;
    buttons.undo.disabled = !draft.canUndo;
    buttons.redo.disabled = !draft.canRedo;
    buttons.add.disabled = !draft.base;
    const target = draft.selected ?? (draft.focus !== null ? { node: draft.focus } : null);
    buttons.remove.disabled = !target;
    buttons.remove.textContent = target?.edge
      ? `Delete edge ${target.edge[0]}–${target.edge[1]}`
      : target
        ? `Delete node ${target.node}`
        : 'Delete';
    const message = draft.message;
    this.#status.textContent = message?.text ?? 'Nothing selected.';
    this.#status.className = `edit-status ${message?.kind ?? ''}`;
  }
}
