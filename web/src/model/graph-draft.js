// Drawing the graph on the board (the board's edit mode), as plain
// JavaScript state with intents (no DOM): what is selected, which node has
// the keyboard's focus, the edits made (each one undo step) and the words
// that say what happened. Each edit becomes new graph text (graph-edit.js)
// and a start whose node ids follow the graph; the element hands them to the
// core like typed text, and the board redraws once the core has read them.
//
// The graph drawn on is `base`: the board's graph, or the last edit's while
// the core reads it. After an edit the core refuses (fewer nodes than the
// rules allow, say), drawing waits until Undo or the text is fixed: the board
// still shows the last graph the core accepted, so clicks would name nodes of
// a graph the text no longer has.
import { editGraph, writeEdit } from './graph-edit.js';

const TOKENS = { mouse: 'the mouse', cat: 'the cat' };

// A start with every hole: { mouse, cat, holes (ascending), hole (the
// smallest, as the package's game.hole) }. A start given with only `hole` has
// that one hole.
export function startWithHoles(start) {
  const holes = [...new Set(start.holes ?? [start.hole])].sort((a, b) => a - b);
  return { ...start, holes, hole: holes[0] };
}

export class GraphDraft {
  // { text, format, graph, start: { mouse, cat, hole, holes } } or null before a board solved.
  base = null;
  selected = null; // { node } | { edge: [a, b] } | null
  focus = null; // the node the keyboard is on, or null
  broken = false; // the last edit's text was refused by the core
  message = null; // what the last intent did or why it was refused: { kind: 'info' | 'refused', text }
  // Why the text cannot be drawn on now, or null: the owner's check (the
  // element: its graph text is not the board's, say an error being fixed,
  // which an edit written from the board's graph would overwrite).
  guard = () => null;
  #undo = [];
  #redo = [];
  #listeners = new Set();

  on(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // reason: 'edit' (detail: { text, format, start, note, edit, shift }), 'select', 'focus', 'refused', 'sync'.
  #emit(reason, detail = null) {
    for (const listener of this.#listeners) listener(reason, this, detail);
  }

  get canUndo() {
    return this.#undo.length > 0;
  }

  get canRedo() {
    return this.#redo.length > 0;
  }

  get nodeCount() {
    return this.base?.graph.length ?? 0;
  }

  // ---- what the core said

  // A board solved: its text, the format the core read, its graph and start.
  // The text of the last edit keeps the undo steps; any other text (typing,
  // an example, a link, Back) starts afresh.
  sync({ text, format, graph, start }) {
    start = startWithHoles(start);
    const ours = this.base && this.base.text === text && String(this.base.start.holes) === String(start.holes);
    this.base = { text, format, graph, start };
    this.broken = false;
    if (!ours) {
      this.#undo = [];
      this.#redo = [];
      this.selected = null;
      this.message = null;
    }
    if (this.focus !== null && this.focus >= graph.length) this.focus = graph.length ? graph.length - 1 : null;
    if (this.selected?.node >= graph.length || this.selected?.edge?.some((x) => x >= graph.length)) this.selected = null;
    this.#emit('sync');
  }

  // The core refused a text: if it is the last edit's, drawing waits for Undo.
  refused(text) {
    if (this.base?.text !== text) return;
    this.broken = true;
    this.#emit('sync');
  }

  // A start set elsewhere (a token dragged): deletions keep it in step.
  setStart(start) {
    if (this.base) this.base = { ...this.base, start: { ...this.base.start, ...start } };
  }

  // ---- selection and focus

  // A click on a node (or Enter on the focused one): selects it, or, with
  // another node selected, connects the two (disconnects them if connected).
  clickNode(node) {
    if (!this.#usable()) return;
    this.focus = node;
    const picked = this.selected?.node;
    if (picked === node) return this.#select(null, `Node ${node} is no longer selected.`);
    if (picked !== undefined) {
      this.selected = null;
      return this.#edit({ kind: 'toggle', a: picked, b: node });
    }
    this.#select(
      { node },
      `Node ${node} selected. Choose another node to connect it (or disconnect it, if connected), or Delete to delete it.`,
    );
  }

  clickEdge(a, b) {
    if (!this.#usable()) return;
    const [x, y] = a < b ? [a, b] : [b, a];
    if (this.selected?.edge && this.selected.edge[0] === x && this.selected.edge[1] === y)
      return this.#select(null, `The edge ${x}–${y} is no longer selected.`);
    this.#select({ edge: [x, y] }, `The edge ${x}–${y} selected. Delete deletes it.`);
  }

  clear() {
    if (this.selected) this.#select(null, 'Nothing selected.');
  }

  #select(selected, text) {
    this.selected = selected;
    this.message = { kind: 'info', text };
    this.#emit('select');
  }

  // Moves the keyboard's focus delta nodes on in id order (wrapping), or to `node`.
  moveFocus(delta) {
    const n = this.nodeCount;
    if (!n) return;
    this.focusNode(this.focus === null ? (delta > 0 ? 0 : n - 1) : (((this.focus + delta) % n) + n) % n);
  }

  focusNode(node) {
    if (node === null || node < 0 || node >= this.nodeCount) return;
    this.focus = node;
    this.message = { kind: 'info', text: this.describe(node) };
    this.#emit('focus');
  }

  // A node in words: its id, what stands on it, its neighbours, whether it is selected.
  describe(node) {
    const { graph, start } = this.base;
    const on = [];
    if (start.holes.includes(node)) on.push(start.holes.length === 1 ? 'the hole' : 'a hole');
    for (const who of ['mouse', 'cat']) if (start[who] === node) on.push(TOKENS[who]);
    const row = graph[node];
    const next = row.length ? `next to ${row.length === 1 ? 'node' : 'nodes'} ${[...row].sort((a, b) => a - b).join(', ')}` : 'no edges';
    const picked = this.selected?.node;
    const tail =
      picked === node
        ? ', selected'
        : picked !== undefined
          ? `. Enter ${row.includes(picked) ? 'disconnects it from' : 'connects it to'} node ${picked}`
          : '';
    return `Node ${node}${on.length ? ` (${on.join(', ')})` : ''}, ${next}${tail}.`;
  }

  // ---- edits

  addNode() {
    if (!this.#usable()) return;
    this.selected = null;
    this.#edit({ kind: 'add' });
  }

  // Deletes what is selected, else the node with the keyboard's focus.
  remove() {
    if (!this.#usable()) return;
    const target = this.selected ?? (this.focus !== null ? { node: this.focus } : null);
    if (!target) return this.#refuse('Select a node or an edge to delete first.');
    if (target.edge) {
      this.selected = null;
      return this.#edit({ kind: 'delete-edge', a: target.edge[0], b: target.edge[1] });
    }
    const { node } = target;
    const { start } = this.base;
    // A game needs a hole: the last one stays until another is chosen. One of
    // several goes with its node (the edit's words say which holes are left).
    if (start.holes.length === 1 && start.hole === node)
      return this.#refuse(`Node ${node} is the hole: choose another hole first, then delete it.`);
    for (const who of ['mouse', 'cat']) {
      if (start[who] === node)
        return this.#refuse(`Node ${node} holds ${TOKENS[who]}: drag ${TOKENS[who]} to another node first, then delete it.`);
    }
    this.selected = null;
    this.#edit({ kind: 'delete-node', node });
  }

  undo() {
    this.#travel(this.#undo, this.#redo, 'Undone');
  }

  redo() {
    this.#travel(this.#redo, this.#undo, 'Redone');
  }

  // Each step holds the state to go back to, the edit between the two states
  // and the size of the graph before it (to say where each node goes).
  #travel(from, to, verb) {
    if (!from.length) return;
    const why = this.guard();
    if (why) return this.#refuse(why);
    const step = from.pop();
    to.push({ base: this.base, words: step.words, edit: step.edit, count: step.count });
    const shift = placeShift(step.edit, step.count, verb === 'Undone');
    this.base = step.base;
    this.broken = false;
    this.selected = null;
    if (this.focus !== null && this.focus >= this.nodeCount) this.focus = this.nodeCount ? this.nodeCount - 1 : null;
    this.message = { kind: 'info', text: `${verb}: ${lower(step.words)}` };
    const { text, format, start } = this.base;
    this.#emit('edit', { text, format, start, note: null, edit: { kind: verb === 'Undone' ? 'undo' : 'redo' }, shift });
  }

  #usable() {
    if (!this.base) return false;
    const why = this.guard();
    if (why) {
      this.#refuse(why);
      return false;
    }
    if (!this.broken) return true;
    this.#refuse('The core refused the last edit (the Graph text says why): undo it, or fix the text, to go on drawing.');
    return false;
  }

  #refuse(text) {
    this.message = { kind: 'refused', text };
    this.#emit('refused');
  }

  #edit(edit) {
    const before = this.base;
    const after = editGraph(before.graph, edit);
    const written = writeEdit(before, edit, after);
    const start = movedStart(before.start, after.shift);
    const words = [editWords(edit, before.graph, after.graph), startWords(edit, before.start, start)].filter(Boolean).join(' ');
    this.#undo.push({ base: before, words, edit, count: before.graph.length });
    this.#redo = [];
    this.base = { text: written.text, format: written.format, graph: after.graph, start };
    if (edit.kind === 'add') this.focus = after.graph.length - 1;
    else if (this.focus !== null) this.focus = after.shift(this.focus) ?? Math.min(this.focus, after.graph.length - 1);
    if (this.focus !== null && this.focus < 0) this.focus = null;
    this.message = { kind: 'info', text: written.note ? `${words} ${written.note}` : words };
    this.#emit('edit', { text: written.text, format: written.format, start, note: written.note, edit, shift: after.shift });
  }
}

// Where each node id goes when an edit is undone (back) or redone (null: the node goes away).
function placeShift(edit, countBefore, back) {
  if (edit.kind === 'add') return (id) => (back && id === countBefore ? null : id);
  if (edit.kind !== 'delete-node') return (id) => id;
  const { node } = edit;
  if (back) return (id) => (id >= node ? id + 1 : id);
  return (id) => (id === node ? null : id > node ? id - 1 : id);
}

// The start after an edit: each token and hole follows its node; a hole
// whose node went is no longer a hole (remove() keeps the last one).
function movedStart(start, shift) {
  const holes = start.holes.map(shift).filter((id) => id !== null && id !== undefined);
  return { ...start, mouse: shift(start.mouse), cat: shift(start.cat), holes, hole: holes[0] };
}

// What an edit did to the holes and the starts, in a sentence ('' if nothing).
function startWords(edit, before, after) {
  const parts = [];
  const gone = edit.kind === 'delete-node' && before.holes.includes(edit.node);
  if (gone || String(before.holes) !== String(after.holes)) {
    const list = after.holes.length === 1 ? `the hole is node ${after.holes[0]}` : `the holes are nodes ${listText(after.holes)}`;
    parts.push(gone ? `Node ${edit.node} was a hole: now ${list}` : `Now ${list}`);
  }
  for (const who of ['mouse', 'cat']) {
    if (before[who] !== after[who]) parts.push(`${TOKENS[who]} starts on node ${after[who]}`);
  }
  if (!parts.length) return '';
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const listText = (ids) => (ids.length === 1 ? String(ids[0]) : `${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}`);

// What an edit did, in a sentence.
function editWords(edit, before, after) {
  if (edit.kind === 'add') return `Added node ${after.length - 1}, with no edges yet.`;
  if (edit.kind === 'toggle')
    return before[edit.a].includes(edit.b) ? `Disconnected nodes ${edit.a} and ${edit.b}.` : `Connected nodes ${edit.a} and ${edit.b}.`;
  if (edit.kind === 'delete-edge') return `Deleted the edge ${edit.a}–${edit.b}.`;
  const { node } = edit;
  const last = before.length - 1;
  const moved =
    node === last
      ? ''
      : node === last - 1
        ? ` Node ${last} is now node ${last - 1}.`
        : ` Nodes ${node + 1}–${last} are now ${node}–${last - 1}.`;
  return `Deleted node ${node}.${moved}`;
}

const lower = (text) => text.charAt(0).toLowerCase() + text.slice(1);
