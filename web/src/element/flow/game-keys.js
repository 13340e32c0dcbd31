// The board's keys: Space, ←/→, Home/End, P, Ctrl+Z / Ctrl+Shift+Z, a node's
// number then Enter (moves the side to move there, as a click on the node), and
// in edit mode those of the drawing (edit-mode.js), on the element or, with
// keyboard="document", anywhere on the page, never while typing.
// Space and Enter activate these themselves (open a <summary>, follow a link, press a button).
const ACTIVATES = 'summary, a[href], button, input, select, textarea, [role=button], [contenteditable]';

const TYPED_FOR = 3000; // ms a typed digit waits for the next one or for Enter

const isTyping = (target) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.matches('textarea, select, input:not([type=range]):not([type=button]):not([type=checkbox]):not([type=radio])'));
// Outside the board (keyboard="document"), also the ARIA widgets that take
// letters and arrows (a page's own editor or combobox, say), and another
// element's closed shadow root, whose inside a key event does not show: its
// input would lose its keys (N, Delete, Space) to the board.
const TYPING_ROLES =
  '[role=textbox], [role=searchbox], [role=combobox], [role=spinbutton], [role=slider], [role=grid], [role=listbox], [role=menu], [role=tree]';
const typesElsewhere = (target) =>
  target instanceof HTMLElement && (!!target.closest(TYPING_ROLES) || (target.localName.includes('-') && !target.shadowRoot));

export class GameKeys {
  #host; // { element, session, player, edit, announcer, result(), user(intent), mayPass(), nodeClick(node) }
  #keyTarget = null;
  #onKey = (e) => this.#key(e);
  #typed = ''; // the digits of a node's number typed so far
  #typedAt = 0;

  constructor(host) {
    this.#host = host;
  }

  get #element() {
    return this.#host.element;
  }
  get #session() {
    return this.#host.session;
  }
  get #player() {
    return this.#host.player;
  }
  get #edit() {
    return this.#host.edit;
  }
  get #announcer() {
    return this.#host.announcer;
  }
  get #result() {
    return this.#host.result();
  }
  #user(intent) {
    return this.#host.user(intent);
  }
  #mayPass() {
    return this.#host.mayPass();
  }
  // Why the side to move may not go to `node`, said: the session's words (move-refusal.js).
  #sayRefusal(node) {
    const why = this.#session.refusal(node);
    if (why) this.#announcer.say(`${why[0].toUpperCase()}${why.slice(1)}.`);
  }

  #nodeClick(node) {
    return this.#host.nodeClick(node);
  }

  listen() {
    this.#keyTarget?.removeEventListener('keydown', this.#onKey);
    this.#keyTarget = this.#element.getAttribute('keyboard') === 'document' ? document : this.#element;
    if (this.#element.isConnected) this.#keyTarget.addEventListener('keydown', this.#onKey);
  }

  // Space, ←/→, Home/End, Ctrl+Z / Ctrl+Shift+Z, but never while typing or on
  // a focused control that uses the key itself.
  #key(e) {
    if (e.defaultPrevented || e.altKey || !this.#result) return;
    const path = e.composedPath();
    const target = path[0];
    if (isTyping(target) || (!path.includes(this.#element) && typesElsewhere(target))) return;
    const session = this.#session;
    const onRange = target instanceof HTMLInputElement && target.type === 'range';
    const activates = target instanceof Element && !!target.closest(ACTIVATES);
    if (this.#edit.editing && this.#edit.editKey(e, target, activates || onRange)) return e.preventDefault();
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      return this.#user(() => (e.shiftKey ? session.redo() : session.undo()));
    }
    if (e.ctrlKey || e.metaKey) return;
    if (this.#typedKey(e, target)) return e.preventDefault();
    const keys = {
      ' ': () => this.#player.toggle(),
      ArrowLeft: () => this.#user(() => session.step(-1)),
      ArrowRight: () => this.#user(() => session.step(1)),
      Home: () => this.#user(() => session.goTo(0)),
      End: () => this.#user(() => session.goTo(session.last)),
      // P: the side to move stays (a pass), as a click on its own token does;
      // where the rules refuse it, the session says why (move-refusal.js).
      p: () =>
        this.#mayPass()
          ? this.#nodeClick(session.position[session.position.turn])
          : this.#sayRefusal(session.position[session.position.turn]),
    };
    keys.P = keys.p;
    if (!(e.key in keys)) return;
    if (onRange && e.key !== ' ') return; // the range handles its own keys
    // Radios, selects and fields move through their own options with the arrows.
    if (e.key !== ' ' && target instanceof Element && target.matches('input, select')) return;
    if (activates && !onRange && e.key === ' ') return;
    e.preventDefault();
    keys[e.key]();
  }

  // A move typed as a node's number: digits, then Enter plays it (the same
  // intent as a click on that node: an illegal one is refused with the
  // reason); Backspace takes a digit back, Escape drops the number. Digits
  // older than TYPED_FOR ms start a new number. True when the key was used.
  #typedKey(e, target) {
    const now = performance.now();
    if (now - this.#typedAt > TYPED_FOR) this.#typed = '';
    if (/^[0-9]$/.test(e.key) && !(target instanceof Element && target.matches('input, select'))) {
      this.#typed = `${this.#typed}${e.key}`.replace(/^0+(?=\d)/, '');
      this.#typedAt = now;
      const node = Number(this.#typed);
      const count = this.#result.nodeCount;
      this.#announcer.say(
        node < count ? `Node ${node}: Enter moves there.` : `There is no node ${node}: the nodes are 0 to ${count - 1}. Escape clears.`,
      );
      return true;
    }
    if (!this.#typed) return false;
    if (e.key === 'Backspace') {
      this.#typed = this.#typed.slice(0, -1);
      this.#typedAt = now;
      this.#announcer.say(this.#typed ? `Node ${this.#typed}` : 'Cleared');
      return true;
    }
    if (e.key === 'Escape') {
      this.#typed = '';
      this.#announcer.say('Cleared');
      return true;
    }
    if (e.key === 'Enter') {
      const node = Number(this.#typed);
      this.#typed = '';
      const position = this.#session.position;
      if (node >= this.#result.nodeCount) this.#announcer.say(`There is no node ${node}.`);
      else if (position && !this.#session.pending && node === position[position.turn] && !this.#mayPass()) this.#sayRefusal(node);
      else this.#nodeClick(node);
      return true;
    }
    return false;
  }

  // The element left the page: no keys until it is back.
  stop() {
    this.#keyTarget?.removeEventListener('keydown', this.#onKey);
    this.#keyTarget = null;
  }
}
