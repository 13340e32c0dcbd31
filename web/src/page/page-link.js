// The link of the page's board: the URL's hash, and Copy link.
//
// The link holds the board on screen with the moment shown, or, once the
// element has checked a new board and is solving it (cat-mouse-solving),
// that board at its start: never a form that is broken or not yet checked,
// and never a board that is gone. It follows the board at once: the graph
// is packed while the solve runs, so the URL holds a new board before its
// solve ends (a large solve used to leave the previous board in the URL for
// seconds), and a solve that does not land (cancelled, refused) puts the
// board on screen back. Copy link writes the clipboard in the click's own
// task, within its user activation: the link as it stands, or, while a new
// graph is still being packed, the promise of it (a ClipboardItem).
import { makeHash, hashNow } from './hash.js';

// The link is written in a task of its own, not in the verdict's (a
// 10,000-node or a complete graph's link took 100-200 ms there under load).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

export class PageLink {
  #game;
  #saving = Promise.resolve();
  #solving = null; // the board being solved (its checks passed), or null
  // Called with each hash written (the page tells its own writes from a hash typed or Back).
  onWritten = () => {};

  constructor(game) {
    this.#game = game;
    // A solve that did not land (cancelled, or refused after its checks):
    // the board on screen is the link again.
    game.addEventListener('cat-mouse-busy', ({ detail }) => {
      if (detail.busy || !this.#solving) return;
      this.#solving = null;
      this.save();
    });
  }

  // The board the link holds, and its moment (a board being solved: its start).
  get board() {
    return this.#solving ?? this.#game.shown;
  }

  get moment() {
    return this.#solving ? null : this.#game.moment;
  }

  // The element checked a new board and is solving it: the link holds it now.
  solving(board, options) {
    this.#solving = board;
    return this.save(options);
  }

  // The board solved: the link holds the board on screen (the caller saves it with its moment).
  solved() {
    this.#solving = null;
  }

  // Writes the hash (a new history entry with push). Saves run one after
  // another (packing a graph is asynchronous), each reading the board when
  // its turn comes.
  save({ push = false } = {}) {
    this.#saving = this.#saving.then(nextTask).then(async () => {
      const board = this.board;
      if (!board) return;
      const hash = await makeHash(board, this.moment);
      if (hash === location.hash) return;
      this.onWritten(hash);
      if (push) history.pushState(null, '', hash);
      else history.replaceState(null, '', hash);
    }).catch((error) => console.warn('the link could not be written', error));
    return this.#saving;
  }

  // The link's URL: a string now, or a promise of it while the board's graph is still being packed.
  href() {
    const base = location.href.split('#')[0];
    const board = this.board;
    if (!board) return location.href;
    const now = hashNow(board, this.moment);
    return now !== null ? base + now : makeHash(board, this.moment).then((hash) => base + hash);
  }

  // Copies the link: call it in the click's task (the clipboard asks for
  // the click's user activation). Resolves once written.
  copy() {
    const link = this.href();
    this.save();
    const clipboard = navigator.clipboard;
    if (typeof link === 'string') return clipboard.writeText(link);
    if (typeof ClipboardItem === 'function') {
      return clipboard.write([new ClipboardItem({ 'text/plain': link.then((text) => new Blob([text], { type: 'text/plain' })) })]);
    }
    return link.then((text) => clipboard.writeText(text));
  }
}
