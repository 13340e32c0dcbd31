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
import { makeHash, makeShareHash, shareHashNow } from './hash.js';

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
  // moment: the moment of a change as it was then (cat-mouse-moment's), so
  // a move answered before its save runs (the computer's) still gets its own entry.
  save({ push = false, moment } = {}) {
    this.#saving = this.#saving
      .then(nextTask)
      .then(async () => {
        const board = this.board;
        if (!board) return;
        const now = this.#solving ? null : (moment ?? this.moment);
        const hash = await makeHash(board, now);
        // The link Copy link hands out, packed before the URL changes, so a
        // click that follows the URL finds it ready in its own task.
        await makeShareHash(board, now);
        if (hash === location.hash) return;
        this.onWritten(hash);
        if (push) history.pushState(null, '', hash);
        else history.replaceState(null, '', hash);
      })
      .catch((error) => console.warn('the link could not be written', error));
    return this.#saving;
  }

  // The link Copy link hands out: { href, exact, exactLength } now, or a
  // promise of it while the board's graph is still being packed. exact is
  // false when the address bar's exact link would be too long to share
  // (hash.js makeShareHash): the link then holds the graph, not the text.
  shared() {
    const base = location.href.split('#')[0];
    const board = this.board;
    if (!board) return { href: location.href, exact: true };
    const withBase = (link) => ({ href: base + link.hash, exact: link.exact, exactLength: link.exactLength });
    const now = shareHashNow(board, this.moment);
    return now !== null ? withBase(now) : makeShareHash(board, this.moment).then(withBase);
  }

  // Copies the link: call it in the click's task (the clipboard asks for
  // the click's user activation). Resolves to what was copied, { href,
  // exact, exactLength }, once written.
  copy() {
    const link = this.shared();
    this.save();
    const clipboard = navigator.clipboard;
    if (!(link instanceof Promise)) return clipboard.writeText(link.href).then(() => link);
    if (typeof ClipboardItem === 'function') {
      const written = clipboard.write([
        new ClipboardItem({ 'text/plain': link.then(({ href }) => new Blob([href], { type: 'text/plain' })) }),
      ]);
      return Promise.all([written, link]).then(([, copied]) => copied);
    }
    return link.then((copied) => clipboard.writeText(copied.href).then(() => copied));
  }
}
