// <cat-mouse-game>: the board, the verdict and the optimal line of the
// cat-and-mouse game on a graph, solved exactly in a Web Worker.
//
//   <script type="module" src="cat-mouse-game.js"></script>
//   <cat-mouse-game graph="[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]" autoplay controls></cat-mouse-game>
//
// Attributes (each reflected by a property): graph, mouse, cat, hole, first,
// autoplay, controls, move-list, speed, no-alert, keyboard="document".
// Events: cat-mouse-solved (detail: the result), cat-mouse-error (detail:
// { message, line, column, options }), cat-mouse-start (detail: { mouse, cat }), cat-mouse-busy.
import { createSolverWorker, CatMouseError, CancelledError } from '../../../wasm/src/worker.js';
import { Board } from './board.js';
import { Player } from './player.js';
import { TEMPLATE, ICONS } from './template.js';
import { STYLES } from './styles.js';
import { WINNER, endText, positionText, repeatIndex, valueFor, verdictText } from './describe.js';
import { renderMoveList, markCurrent } from './move-list.js';
import { failureText } from './failure.js';
import { A11yView } from './a11y-view.js';
import { boardLabel } from './step-words.js';

const BUSY_DELAY_MS = 200;
const SPEEDS = [0.5, 1, 2, 4, 8];
const TRAIL = 6;
const sheet = new CSSStyleSheet();
sheet.replaceSync(STYLES);

// Space and Enter activate these themselves (open a <summary>, follow a link, press a button).
const ACTIVATES = 'summary, a[href], button, input, select, textarea, [role=button], [contenteditable]';

const isTyping = (target) => target instanceof HTMLElement
  && (target.isContentEditable || target.matches('textarea, select, input:not([type=range]):not([type=button]):not([type=checkbox]):not([type=radio])'));

export class CatMouseGame extends HTMLElement {
  static observedAttributes = ['graph', 'mouse', 'cat', 'hole', 'first', 'speed', 'keyboard', 'move-list', 'autoplay'];

  #root;
  #$ = {};
  #board;
  #player;
  #a11y; // the live region, the keyboard hint, the autoplay Pause
  #worker = null;
  #result = null;
  #shown = null; // { graph, mouse, cat, hole, first } of the board on screen
  #solvedKey = null; // graph text + hole of the game the worker holds
  #seq = 0;
  #solving = null; // { started } while a solve runs
  #queued = null;
  #list = null;
  #busyTimer = 0;
  #keyTarget = null;
  #onKey = (e) => this.#key(e);

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [sheet];
    this.#root.innerHTML = TEMPLATE;
    const q = (s) => this.#root.querySelector(s);
    this.#$ = {
      canvas: q('canvas'), verdict: q('.verdict'), position: q('.position'), note: q('.note'), alert: q('.alert'),
      first: q('.first'), back: q('.back'), play: q('.play'), forward: q('.forward'), last: q('.last'),
      step: q('.step'), stepOut: q('.step-out'), speed: q('.speed'), list: q('.movelist'),
      busy: q('.busy'), empty: q('.empty'), busyText: q('.busy-text'), progress: q('progress'), cancel: q('.cancel'),
    };
    this.#board = new Board(this.#$.canvas);
    const legend = q('.legend');
    this.#board.bottomInset = () => legend.offsetHeight + 8; // the fit keeps the drawing above the legend
    this.#board.onTokenDrop = (who, node) => this.#dropToken(who, node);
    this.#board.dropRefusal = (who, node) => this.#dropRefusal(who, node);
    this.#player = new Player(() => this.#render());
    this.#a11y = new A11yView(this.#root, () => this.#player.toggle());
    this.#player.onEnd = () => {
      if (this.autoplay) setTimeout(() => this.autoplay && !this.#player.playing && this.#player.index === this.#player.last && this.#player.play(), 1800);
    };
    const $ = this.#$;
    $.first.onclick = () => this.#player.jump(0);
    $.back.onclick = () => this.#player.step(-1);
    $.play.onclick = () => this.#player.toggle();
    $.forward.onclick = () => this.#player.step(1);
    $.last.onclick = () => this.#player.jump(this.#player.last);
    $.step.oninput = () => this.#player.jump(Number($.step.value));
    $.speed.onchange = () => this.setAttribute('speed', $.speed.value);
    $.cancel.onclick = () => this.cancel();
    this.#root.querySelector('.zoom').onclick = (e) => {
      const zoom = e.target.closest('button')?.dataset.zoom;
      if (zoom === 'in') this.#board.zoom(1.4);
      else if (zoom === 'out') this.#board.zoom(1 / 1.4);
      else if (zoom === 'fit') this.#board.fit();
    };
    this.#render();
  }

  connectedCallback() {
    this.#listenKeys();
    if (this.graph && !this.#result && !this.#queued) this.#queue('solve');
  }

  disconnectedCallback() {
    this.#keyTarget?.removeEventListener('keydown', this.#onKey);
    this.#keyTarget = null;
    this.#player.pause();
  }

  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (name === 'graph' || name === 'hole') this.#queue('solve');
    else if (name === 'mouse' || name === 'cat' || name === 'first') this.#queue('play');
    else if (name === 'speed') {
      const speed = this.speed;
      this.#player.setSpeed(speed);
      if (this.#$.speed.value !== String(speed)) this.#$.speed.value = String(speed);
    } else if (name === 'keyboard') this.#listenKeys();
    else if (name === 'autoplay') {
      if (this.autoplay && this.#result) this.#player.play();
    } else if (name === 'move-list' && this.#result) {
      this.#renderList();
      this.#render();
    }
  }

  // ---- properties reflecting attributes
  get graph() { return this.getAttribute('graph') ?? ''; }
  set graph(v) { this.setAttribute('graph', typeof v === 'string' ? v : JSON.stringify(v)); }
  get mouse() { return this.#int('mouse', 1); }
  set mouse(v) { this.setAttribute('mouse', String(v)); }
  get cat() { return this.#int('cat', 2); }
  set cat(v) { this.setAttribute('cat', String(v)); }
  get hole() { return this.#int('hole', 0); }
  set hole(v) { this.setAttribute('hole', String(v)); }
  get first() { return this.getAttribute('first') === 'cat' ? 'cat' : 'mouse'; }
  set first(v) { this.setAttribute('first', v); }
  get autoplay() { return this.hasAttribute('autoplay'); }
  set autoplay(v) { this.toggleAttribute('autoplay', !!v); }
  get controls() { return this.hasAttribute('controls'); }
  set controls(v) { this.toggleAttribute('controls', !!v); }
  get moveList() { return this.hasAttribute('move-list'); }
  set moveList(v) { this.toggleAttribute('move-list', !!v); }
  get noAlert() { return this.hasAttribute('no-alert'); }
  set noAlert(v) { this.toggleAttribute('no-alert', !!v); }
  get speed() { return SPEEDS.includes(Number(this.getAttribute('speed'))) ? Number(this.getAttribute('speed')) : 1; }
  set speed(v) { this.setAttribute('speed', String(v)); }
  // 'document': the keys work anywhere on the page; otherwise only with the focus in the element.
  get keyboard() { return this.getAttribute('keyboard') === 'document' ? 'document' : 'element'; }
  set keyboard(v) { this.setAttribute('keyboard', v); }

  // ---- read-only state
  get result() { return this.#result; }
  // The graph text and options of the board on screen (the last that solved),
  // which may differ from the attributes while they are bad or solving.
  get shown() { return this.#shown && { ...this.#shown }; }
  get step() { return this.#player.index; }
  get position() { return this.#player.line[this.#player.index] ?? null; }
  get busy() { return !!this.#solving; }
  get gliding() { return !!this.#player.glide; }
  // Where node n is drawn, in CSS pixels from the board's top left corner.
  boardPoint(n) { return this.#board.nodeOnScreen(n); }
  // What the board draws besides the graph: { labelSize, nodeRadius, highlight, hover }.
  get boardState() { return this.#board.state; }
  get layoutRunning() { return this.#board.layoutRunning; }

  #int(name, fallback) {
    const raw = this.getAttribute(name);
    if (raw === null || raw.trim() === '') return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : NaN;
  }

  // Stops a running solve; the last good board stays.
  cancel() {
    if (!this.#solving) return;
    this.#worker?.cancel();
  }

  play() { this.#player.play(); }
  pause() { this.#player.pause(); }

  // Several attribute changes in one task make one request.
  #queue(kind) {
    const first = !this.#queued;
    this.#queued = this.#queued === 'solve' || kind === 'solve' ? 'solve' : 'play';
    if (first) queueMicrotask(() => {
      const what = this.#queued;
      this.#queued = null;
      if (this.isConnected) this.#update(what);
      else this.#queued = what;
    });
  }

  #options() {
    return { mouse: this.mouse, cat: this.cat, hole: this.hole, first: this.first };
  }

  async #update(kind) {
    this.#worker ??= createSolverWorker();
    const graph = this.graph;
    const options = this.#options();
    const key = `${options.hole}\u0000${graph}`;
    const bad = Object.entries(options).find(([, v]) => Number.isNaN(v));
    if (bad) return this.#fail(new CatMouseError(`the ${bad[0]} must be a node id (a whole number from 0)`, { options: [bad[0]] }));
    const source = { graph, ...options };
    if (kind === 'play' && key === this.#solvedKey && !this.#solving) return this.#request(() => this.#worker.play({ mouse: options.mouse, cat: options.cat, turn: options.first }), false, key, source);
    // A long solve still running is for text that is gone: stop it.
    if (this.#solving && performance.now() - this.#solving.started > BUSY_DELAY_MS) this.#worker.cancel();
    this.#solvedKey = null;
    return this.#request(() => this.#worker.solve(graph, options, { onProgress: (p) => this.#progress(p) }), true, key, source);
  }

  async #request(call, solving, key, source) {
    const seq = ++this.#seq;
    const state = { started: performance.now(), seq };
    if (solving) {
      this.#solving = state;
      clearTimeout(this.#busyTimer);
      this.#busyTimer = setTimeout(() => this.#showBusy(seq), BUSY_DELAY_MS);
    }
    try {
      const result = await call();
      if (seq !== this.#seq) return;
      if (solving) this.#solvedKey = key;
      this.#shown = source;
      this.#apply(result);
    } catch (error) {
      if (seq !== this.#seq && !(error instanceof CancelledError)) return;
      if (error instanceof CancelledError) {
        if (seq === this.#seq) this.#note(this.#result ? 'Solve cancelled: the board shows the last solved graph.' : 'Solve cancelled.');
        this.#solvedKey = null;
      } else {
        if (solving) this.#solvedKey = null;
        this.#fail(error);
      }
    } finally {
      if (this.#solving === state) {
        this.#solving = null;
        clearTimeout(this.#busyTimer);
        this.#$.busy.hidden = true;
        this.#event('cat-mouse-busy', { busy: false });
      }
    }
  }

  #showBusy(seq) {
    if (this.#solving?.seq !== seq) return;
    this.#$.busy.hidden = false;
    this.#$.busyText.textContent = 'Solving…';
    this.#$.progress.removeAttribute('value');
    this.#event('cat-mouse-busy', { busy: true });
  }

  #progress({ total, fraction }) {
    const $ = this.#$;
    $.progress.value = fraction;
    $.busyText.textContent = `Solving ${total.toLocaleString('en')} positions… ${Math.floor(fraction * 100)}%`;
  }

  #fail(error) {
    let message = error.message;
    if (!(error instanceof CatMouseError) || /worker failed/.test(message)) {
      // The thread may be unusable: start a fresh one next time.
      this.#worker?.cancel();
      this.#solvedKey = null;
      message = failureText(error);
    }
    // role=alert speaks every rewrite, even of the same words: write only a new message
    if (!this.hasAttribute('no-alert') && this.#$.alert.textContent !== message) this.#$.alert.textContent = message;
    this.#$.empty.hidden = !!this.#result; // nothing solved yet: no blank board with a stray dot
    this.#note(null);
    this.#event('cat-mouse-error', { message, line: error.line, column: error.column, options: error.options });
  }

  #note(text) {
    this.#$.note.hidden = !text;
    this.#$.note.textContent = text ?? '';
  }

  #apply(result) {
    this.#result = result;
    this.#$.empty.hidden = true;
    this.#$.alert.textContent = '';
    this.#note(null);
    this.#board.setGraph(result.graph, result.hole);
    const $ = this.#$;
    $.verdict.textContent = verdictText(result);
    $.verdict.className = `verdict ${WINNER[result.outcome]}`;
    $.step.max = String(result.line.length - 1);
    $.canvas.setAttribute('aria-label', boardLabel(result));
    this.#renderList();
    this.#player.load(result.line, { play: this.autoplay });
    this.#event('cat-mouse-solved', result);
  }

  #renderList() {
    const result = this.#result;
    this.#list = this.moveList ? renderMoveList(this.#$.list, result, (i) => this.#player.jump(i), (node) => this.#board.highlight(node)) : null;
    if (!this.#list) this.#$.list.replaceChildren();
  }

  #render() {
    const $ = this.#$;
    const p = this.#player;
    const result = this.#result;
    const line = p.line;
    const last = p.last;
    const focused = this.#root.activeElement;
    for (const b of [$.first, $.back]) b.disabled = !result || p.index === 0;
    for (const b of [$.forward, $.last]) b.disabled = !result || p.index >= last;
    $.play.disabled = !result || last === 0;
    // A focused button that just disabled itself (First, Last, the end of
    // the line) would drop the focus to <body>: hand it to Play instead.
    if (focused instanceof HTMLButtonElement && focused.disabled) ($.play.disabled ? $.canvas : $.play).focus();
    // Only when it changes: rewriting the icon every animation frame replaced
    // the node under the pointer between mousedown and mouseup, and the
    // browser then dropped the click (Pause pressed mid-glide did nothing).
    const playLabel = p.playing ? 'Pause' : 'Play';
    if ($.play.getAttribute('aria-label') !== playLabel) {
      $.play.setAttribute('aria-label', playLabel);
      $.play.title = `${playLabel} (Space)`;
      $.play.innerHTML = p.playing ? ICONS.pause : ICONS.play;
    }
    $.step.value = String(p.index);
    $.step.setAttribute('aria-valuetext', `move ${p.index} of ${last}`);
    $.stepOut.textContent = `${p.index} / ${last}`;
    this.#a11y.render(result, p.index, p.playing);
    if (!result) return;
    const pos = line[p.index];
    const where = p.index === 0 ? 'Start' : `Move ${p.index} of ${last}`;
    $.position.textContent = p.index === last && (last > 0 || result.outcome !== 0)
      ? `${where}: ${endText(result)}`
      : `${where}: ${positionText(pos, result.hole)}`;
    const trail = [];
    for (let i = Math.max(1, p.index - TRAIL + 1); i <= p.index; i++) {
      const who = line[i - 1].turn;
      if (p.glide && i === p.index) continue;
      trail.push({ who, from: line[i - 1][who], to: line[i][who] });
    }
    const options = result.moves[p.index]?.map((m) => ({ to: m.to, kind: valueFor(pos.turn, m).kind })) ?? [];
    this.#board.setScene({ mouse: pos.mouse, cat: pos.cat, turn: pos.turn, glide: p.glide, options, trail });
    markCurrent(this.#list?.isConnected ? this.#list : null, p.index, p.index === last ? repeatIndex(result) : -1);
  }

  // Why the rules forbid who to start on node, or null.
  #dropRefusal(who, node) {
    const pos = this.position;
    if (!pos || !this.#result) return null;
    const other = who === 'mouse' ? 'cat' : 'mouse';
    if (node === this.#result.hole) return who === 'cat' ? 'The cat may never enter the hole' : 'The mouse cannot start in the hole';
    if (node === pos[other]) return `The ${who} cannot start on the ${other}`;
    return null;
  }

  // Dropping a token on a node makes it the new start (a query, no solve);
  // a drop the rules forbid is refused with a hint, the start unchanged.
  #dropToken(who, node) {
    const pos = this.position;
    if (!pos || pos[who] === node) return;
    const refused = this.#dropRefusal(who, node);
    if (refused) return this.#note(`${refused}: the ${who} stays on ${pos[who]}.`);
    const start = { mouse: pos.mouse, cat: pos.cat, [who]: node };
    this.setAttribute('mouse', String(start.mouse));
    this.setAttribute('cat', String(start.cat));
    this.#event('cat-mouse-start', start);
  }

  #listenKeys() {
    this.#keyTarget?.removeEventListener('keydown', this.#onKey);
    this.#keyTarget = this.getAttribute('keyboard') === 'document' ? document : this;
    if (this.isConnected) this.#keyTarget.addEventListener('keydown', this.#onKey);
  }

  // Space, ←/→, Home/End, but never while typing or on a focused control
  // that uses the key itself.
  #key(e) {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || !this.#result) return;
    const target = e.composedPath()[0];
    if (isTyping(target)) return;
    const onRange = target instanceof HTMLInputElement && target.type === 'range';
    const activates = target instanceof Element && !!target.closest(ACTIVATES);
    const p = this.#player;
    const keys = {
      ' ': () => p.toggle(),
      ArrowLeft: () => p.step(-1),
      ArrowRight: () => p.step(1),
      Home: () => p.jump(0),
      End: () => p.jump(p.last),
    };
    if (!(e.key in keys)) return;
    if (onRange && e.key !== ' ') return; // the range handles its own keys
    if (activates && !onRange && e.key === ' ') return;
    e.preventDefault();
    keys[e.key]();
  }

  #event(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('cat-mouse-game')) customElements.define('cat-mouse-game', CatMouseGame);
