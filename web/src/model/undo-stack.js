// The session's undo and redo (of what-ifs, drags and moves in play): two
// stacks of snapshots { timeline, cursor, play }, and nothing else.
export class UndoStack {
  #undo = [];
  #redo = [];

  get canUndo() {
    return this.#undo.length > 0;
  }

  get canRedo() {
    return this.#redo.length > 0;
  }

  clear() {
    this.#undo = [];
    this.#redo = [];
  }

  // A change is made: `snapshot` is what it changes.
  remember(snapshot) {
    this.#undo.push(snapshot);
    this.#redo = [];
  }

  // The change just remembered did not happen after all.
  forget() {
    this.#undo.pop();
  }

  // The snapshot to go back to, `now` kept for redo (null: nothing to undo).
  undo(now) {
    if (!this.#undo.length) return null;
    this.#redo.push(now);
    return this.#undo.pop();
  }

  // The snapshot to go forward to, `now` kept for undo (null: nothing to redo).
  redo(now) {
    if (!this.#redo.length) return null;
    this.#undo.push(now);
    return this.#redo.pop();
  }
}
