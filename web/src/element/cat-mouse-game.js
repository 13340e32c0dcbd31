// <cat-mouse-game>: the board, the verdict and the optimal line of the
// cat-and-mouse game on a graph, solved exactly in a Web Worker; what-if
// moves, play against the computer, the value chart and map.
//
//   <script type="module" src="cat-mouse-game.js"></script>
//   <cat-mouse-game graph="[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]" autoplay controls></cat-mouse-game>
//
// Attributes (each reflected by a property): graph, mouse, cat, cat2 (a second cat), hole, first,
// autoplay, controls, move-list, speed, no-alert, keyboard="document",
// compact (the move list and the explanations fold, closed until opened: folds.js).
// Events: cat-mouse-solving (detail: { graph, ...options }, checked, now being solved),
// cat-mouse-solved (detail: the result), cat-mouse-error (detail:
// { message, line, column, options }), cat-mouse-start (detail: { mouse, cat, turn }),
// cat-mouse-busy, cat-mouse-moment (detail: { moment, reason }: what a person did),
// cat-mouse-edit (detail: { graph, mouse, cat, hole, holes, note }: the graph drawn
// in edit mode; cancelable: unless cancelled, the element takes it itself).
// Export: boardSvg() (the board as shown with its legend, SVG text), boardPng() (a PNG Blob).
//
// All game state lives in a Session (../model/session.js); this element
// renders from it and turns clicks and keys into its intents.
import { createSolverWorker, CatMouseError, CancelledError } from 'catmouse/worker';
import { getBasePath, layoutWorkerUrl, setBasePath, solverAssets } from './assets.js';
import { Session } from '../model/session.js';
import { outcomeWords } from '../model/values.js';
import { boardTargets } from '../model/targets.js';
import { Board } from './board.js';
import { Player } from './player.js';
import { buildTemplate, icon } from './template.js';
import { isOver, samePosition, shown } from 'catmouse/rules';
import { STYLES } from './styles.js';
import { LEARN_STYLES } from './styles-learn.js';
import { WINNER, endText, headingText, positionText } from './describe.js';
import { MoveList } from './move-list.js';
import { MovesHere } from './moves-here.js';
import { ValueChart, VALUE_CHART_STYLES } from './value-chart.js';
import { DrawView, DRAW_VIEW_STYLES } from './draw-view.js';
import { ValueMapView, VALUE_MAP_STYLES } from './value-map-view.js';
import { failureText } from './failure.js';
import { startProblem } from 'catmouse/rules';
import { A11yView } from './a11y-view.js';
import { boardLabel, stepText } from './step-words.js';
import { isLeetCodeGame } from 'catmouse/rules';
import { boardSvg, svgToPng } from './export-svg.js';
import { RULE_OPTIONS, readStartText, startTextProblem } from './start-text.js';
import { blankIsDefault, changesTable, optionNamed, optionText, optionsFor, ruleOptionsFrom, tableKey } from 'catmouse/rules';
import { OBSERVED_ATTRIBUTES } from './attributes.js';
import { Folds, FOLD_STYLES } from './folds.js';
import { GraphDraft } from '../model/graph-draft.js';
import { EditView } from './edit-view.js';
import { startClock, tick, reading, clockText } from '../model/solve-clock.js';
import { boardOracle } from './board-oracle.js';
import { RestoreView, RESTORE_STYLES } from './restore-view.js';

const BUSY_DELAY_MS = 200;
const COMPUTER_DELAY_MS = 550;
const SPEEDS = [0.5, 1, 2, 4, 8];
const TRAIL = 6;
// What a person did (worth a browser history entry), as opposed to playback.
const USER_REASONS = new Set(['branch', 'set', 'move', 'play', 'replay', 'undo', 'redo']);
// Errors after which the worker thread may be unusable: start a fresh one next time.
const THREAD_TROUBLE = new Set(['worker.failed', 'worker.unavailable']);
// The words for a refused token drop, by the rules' code.
const DROP_REFUSALS = {
  // Neither may start on a hole, whatever the variant lets the cat do later (Rules::checkStart).
  'rules.cat-on-hole': () => 'The cat cannot start on a hole',
  'rules.mouse-on-hole': () => 'The mouse cannot start on a hole',
  'rules.same-start': (who) => `The ${who} cannot start on the ${who === 'mouse' ? 'cat' : 'mouse'}`,
};
const GRID_DROP = 'A grid places the pieces: edit its text (M, C) to move them';
const sheet = new CSSStyleSheet();
sheet.replaceSync(STYLES + LEARN_STYLES + VALUE_CHART_STYLES + DRAW_VIEW_STYLES + VALUE_MAP_STYLES + FOLD_STYLES + RESTORE_STYLES);

// Space and Enter activate these themselves (open a <summary>, follow a link, press a button).
const ACTIVATES = 'summary, a[href], button, input, select, textarea, [role=button], [contenteditable]';

const isTyping = (target) => target instanceof HTMLElement
  && (target.isContentEditable || target.matches('textarea, select, input:not([type=range]):not([type=button]):not([type=checkbox]):not([type=radio])'));
// Outside the board (keyboard="document"), also the ARIA widgets that take
// letters and arrows (a page's own editor or combobox, say), and another
// element's closed shadow root, whose inside a key event does not show: its
// input would lose its keys (N, Delete, Space) to the board.
const TYPING_ROLES = '[role=textbox], [role=searchbox], [role=combobox], [role=spinbutton], [role=slider], [role=grid], [role=listbox], [role=menu], [role=tree]';
const typesElsewhere = (target) => target instanceof HTMLElement
  && (!!target.closest(TYPING_ROLES) || (target.localName.includes('-') && !target.shadowRoot));

// What the graph property takes: text, or an adjacency list (rows may be
// typed arrays); anything else (null, a number) is a mistake, not the text "null".
function graphText(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    try {
      return JSON.stringify(value.map((row) => (ArrayBuffer.isView(row) ? Array.from(row) : row)));
    } catch {
      // a BigInt or a cycle: the worker would refuse it anyway
    }
  }
  throw new CatMouseError(`graph must be text or an adjacency list (number[][]), got ${shown(value)}`, { code: 'argument.type' });
}

// What LeetCode returns for the game beside the exact verdict: 913's code
// for a graph; for a 1728 grid its boolean under the turn limit, and whether
// that differs from the exact answer (a draw or a slow mouse win is the cat's).
function leetcodeWords(result, start) {
  if (!result.grid && isLeetCodeGame(result)) {
    return { text: `LeetCode 913: ${start.outcome}`, label: `LeetCode 913's catMouseGame returns ${start.outcome}`, title: "What LeetCode 913's catMouseGame returns for this start: 0 draw, 1 mouse wins, 2 cat wins" };
  }
  if (!result.grid) { // LeetCode 913's answer only for its own game; a variant gets the same code, not the name
    return {
      text: `Outcome code: ${start.outcome}`,
      label: `Outcome code ${start.outcome} (0 draw, 1 mouse wins, 2 cat wins) under these variant rules`,
      title: 'The outcome code, as LeetCode 913 counts (0 draw, 1 mouse wins, 2 cat wins), of this variant of the game',
    };
  }
  const { turns, mouseWins, outcome } = result.turnLimit;
  const limit = turns.toLocaleString('en');
  const differs = outcome !== result.outcome;
  const why = result.outcome === 0 ? 'the exact game is a draw, which the turn rule gives the cat' : `the mouse needs ${result.plies} moves, more than ${limit}`;
  const text = `LeetCode 1728 (${limit} turns): ${mouseWins}${differs ? ` · differs from the exact answer: ${why}` : ''}`;
  return {
    text,
    differs,
    label: `LeetCode 1728's canMouseWin returns ${mouseWins} under its ${limit}-turn rule${differs ? `; that differs from the exact answer: ${why}` : ', as the exact answer says'}`,
    title: `What LeetCode 1728's canMouseWin returns: the mouse must reach the food within ${limit} turns (moves); catJump ${result.grid.catJump}, mouseJump ${result.grid.mouseJump}`,
  };
}

export { getBasePath, setBasePath };

export class CatMouseGame extends HTMLElement {
  static observedAttributes = OBSERVED_ATTRIBUTES;

  // A property for each rules attribute (mouse, cat, hole, first, ...),
  // named as the API's option: its
  // value as the schema reads it, the default when absent, and when the
  // text is none of its values, NaN for a node, else the text as written
  // (#attributeError reports it).
  static {
    for (const option of RULE_OPTIONS) {
      Object.defineProperty(this.prototype, option.name, {
        configurable: true,
        get() {
          const raw = this.getAttribute(option.attribute);
          // A boolean attribute written bare (<cat-mouse-game pass>) is true, as in HTML.
          if (raw === '' && option.type === 'boolean') return true;
          if (raw === null || (raw === '' && blankIsDefault(option))) return option.default;
          return readStartText(option.name, raw) ?? (option.type === 'node' ? NaN : raw);
        },
        set(value) {
          this.setAttribute(option.attribute, String(value));
        },
      });
    }
  }

  #root;
  #$ = {};
  #board;
  #player;
  #session = new Session({ computerDelayMs: COMPUTER_DELAY_MS });
  #draft = new GraphDraft(); // the graph drawn by hand in edit mode
  #editing = false;
  #editView;
  #a11y; // the keyboard hint on the board and the Pause of an autoplaying board without controls
  #worker = null;
  #result = null;
  #shown = null; // { graph, mouse, cat, hole, first } of the board on screen
  #solvedKey = null; // graph text + hole of the game the worker holds
  #stale = null; // graph text + hole that failed its checks or whose solve was cancelled: never solved by a start change
  #refusals = new WeakSet(); // the checks' errors about the graph text (the worker's game is intact)
  #errorShown = false; // an error was reported since the board last solved
  #seq = 0;
  #solving = null; // { started } while a solve runs
  #queued = null;
  #moveList;
  #movesHere;
  #mapView;
  #mapKey = null; // which game and side to move the map on screen shows
  #cycle = null; // the loop of a draw the board rings (the draw view decides)
  #views = new Set(); // views mounted from outside: each has render(session)
  #cursor = 0; // the cursor at the last render, to glide single steps
  #busyTimer = 0;
  #clockTimer = 0; // while the busy card shows: its elapsed time, every second
  #held = null; // a solve or start waiting for the person to end the game in play
  #playWaits = false; // Play was chosen during a solve: start once it is done
  #keyTarget = null;
  #lastAnnounced = '';
  #onKey = (e) => this.#key(e);

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [sheet];
    this.#root.append(buildTemplate());
    const q = (s) => this.#root.querySelector(s);
    this.#$ = {
      canvas: q('canvas'), verdict: q('.verdict'), leetcode: q('.leetcode'),
      position: q('.position'), note: q('.note'), message: q('.message'), alert: q('.alert'), announce: q('.announce'),
      first: q('.first'), back: q('.back'), play: q('.play'), forward: q('.forward'), last: q('.last'),
      undo: q('.undo'), redo: q('.redo'), hint: q('.hint-button'),
      step: q('.step'), stepOut: q('.step-out'), speed: q('.speed'), list: q('.movelist'),
      busy: q('.busy'), empty: q('.empty'), busyText: q('.busy-text'), progress: q('progress'), cancel: q('.cancel'),
      modes: [...this.#root.querySelectorAll('input[name=mode]')], playOptions: q('.play-options'),
      side: q('.play-side'), strength: q('.strength'), mistakes: q('.mistakes'), mistakesLabel: q('.mistakes-label'), mistakesOut: q('.mistakes-out'),
      ask: q('.ask'), discard: q('.discard'), keep: q('.keep'),
      restart: q('.restart'), replayPerfect: q('.replay-perfect'), here: q('.here'),
      explain: q('.explain'), chart: q('.chart'), mapPanel: q('.map-panel'), map: q('.map'),
    };
    const $ = this.#$;
    const session = this.#session;
    this.#board = new Board($.canvas);
    this.#board.layoutWorkerUrl = () => layoutWorkerUrl(this.basePath);
    const legend = q('.legend');
    this.#board.bottomInset = () => (this.#editing ? this.#editView.height : legend.offsetHeight) + 8; // the fit keeps the drawing above the legend
    this.#board.onTokenDrop = (who, node) => this.#dropToken(who, node);
    this.#board.onNodeClick = (node) => (this.#editing ? this.#draft.clickNode(node) : this.#nodeClick(node));
    this.#board.onEmptyClick = (x, y) => this.#addNodeAt(x, y);
    this.#board.onEdgeClick = (a, b) => this.#draft.clickEdge(a, b);
    this.#editView = new EditView(this.#root, {
      toggle: () => this.#setEditing(!this.#editing),
      add: () => this.#addNodeAt(null),
      remove: () => this.#draft.remove(),
      undo: () => this.#draft.undo(),
      redo: () => this.#draft.redo(),
      resized: () => this.#editing && this.#board.fit(),
    });
    this.#draft.on((reason, draft, detail) => this.#drafted(reason, detail));
    // An edit is written from the board's graph: a graph text that is not the
    // board's (an error being fixed, a text still solving) would be lost.
    this.#draft.guard = () => (this.#draft.base && !this.#draft.broken && this.graph !== this.#draft.base.text
      ? 'The graph text is not the one on the board (it has an error, or is still being solved): fix it, or wait for it to solve, before drawing.'
      : null);
    this.#board.dropRefusal = (who, node) => this.#dropRefusal(who, node);
    const boardNote = q('.board-note');
    this.#board.onEdges = ({ drawn, total }) => {
      boardNote.hidden = drawn === total;
      boardNote.textContent = drawn === total ? '' : `A dense graph: ${drawn.toLocaleString('en')} of its ${total.toLocaleString('en')} edges are drawn, faded. The moves from the position shown are all drawn.`;
    };
    this.#player = new Player(session, () => this.#render());
    this.#a11y = new A11yView(this.#root, () => this.#player.toggle());
    this.#player.onEnd = () => {
      if (this.autoplay) setTimeout(() => this.autoplay && !this.#player.playing && session.cursor === session.last && session.mode === 'replay' && this.#player.play(), 1800);
    };
    this.#moveList = new MoveList($.list, {
      onGo: (i) => this.#user(() => session.goTo(i)),
      onChoose: (i, to, to2) => this.#user(async () => {
        session.goTo(i);
        await session.choose(to, to2);
      }),
      onHover: (node) => this.#board.highlight(node),
    });
    this.#movesHere = new MovesHere($.here, {
      onChoose: (to, to2) => this.#user(() => session.choose(to, to2)),
      onHover: (node) => this.#board.highlight(node),
      onFocusLost: () => ($.replayPerfect.hidden ? $.restart : $.replayPerfect).focus(),
    });
    this.#views.add(new ValueChart($.chart, { onJump: (i) => this.#user(() => session.goTo(i)) }));
    this.#views.add(new DrawView($.explain, {
      onJump: (i) => this.#user(() => session.goTo(i)),
      onHighlight: (cycle) => {
        this.#cycle = cycle;
        this.#board.setScene({ ...this.#board.scene, cycle: this.#cycleNodes() });
      },
    }));
    this.#views.add(new Folds(this.#root, () => this.#render())); // after the views it labels
    this.#views.add(new RestoreView(this.#root)); // a link's moment on its way
    this.#mapView = new ValueMapView($.map, {
      onPick: (mouse, cat) => this.#user(() => session.setPosition({ mouse, cat, turn: this.#mapKey?.turn ?? 'mouse' })),
      onLoad: (position) => this.#user(() => session.setPosition(position)),
      // Above 2,000 nodes the map is an overview: exact cells a window at a time.
      fetchWindow: (turn, window) => this.#oracle().valueMap(turn, { window }),
    });
    $.mapPanel.addEventListener('toggle', () => this.#showMap());
    session.on((reason) => this.#changed(reason));

    $.first.onclick = () => this.#user(() => session.goTo(0));
    $.back.onclick = () => this.#user(() => session.step(-1));
    $.play.onclick = () => this.#player.toggle();
    $.forward.onclick = () => this.#user(() => session.step(1));
    $.last.onclick = () => this.#user(() => session.goTo(session.last));
    $.step.oninput = () => this.#user(() => session.goTo(Number($.step.value)));
    $.undo.onclick = () => this.#user(() => session.undo());
    $.redo.onclick = () => this.#user(() => session.redo());
    $.hint.onclick = () => session.showHint();
    $.speed.onchange = () => this.setAttribute('speed', $.speed.value);
    $.cancel.onclick = () => this.cancel();
    for (const radio of $.modes) radio.onchange = () => this.#setMode(radio.value);
    $.side.onchange = () => session.mode === 'play' && this.#startPlay();
    $.strength.onchange = () => {
      $.mistakesLabel.hidden = $.strength.value !== 'weaker';
      session.setStrength(this.#mistakeChance());
    };
    $.mistakes.oninput = () => {
      $.mistakesOut.textContent = `${$.mistakes.value}%`;
      $.mistakes.setAttribute('aria-valuetext', `${$.mistakes.value}% of its moves`);
      session.setStrength(this.#mistakeChance());
    };
    $.restart.onclick = () => this.#startPlay();
    $.discard.onclick = () => {
      $.ask.hidden = true;
      const kind = this.#held;
      this.#held = null;
      this.#update(kind, { discard: true });
    };
    $.keep.onclick = () => {
      $.ask.hidden = true;
      this.#held = null;
      this.#note('The game goes on: the board keeps its graph and rules until the game ends or you change them again.');
    };
    $.replayPerfect.onclick = () => this.#user(() => session.replayPerfect());
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
    // What changed while the board was away is sent now; a board whose
    // attributes name another game than the one on screen solves it.
    if (this.#queued) this.#queue(this.#queued);
    else if (this.graph && (!this.#result || (this.#shown && tableKey(this.graph, this.#options()) !== tableKey(this.#shown.graph, this.#shown)))) this.#queue('solve');
  }

  disconnectedCallback() {
    this.#keyTarget?.removeEventListener('keydown', this.#onKey);
    this.#keyTarget = null;
    this.#player.pause();
    // Removed from the page (not moved within it: a move reconnects at once),
    // the board stops its solve and frees its game in the shared worker.
    setTimeout(() => {
      if (this.isConnected) return;
      this.#seq++; // an answer still to come is for nobody (and does not make the text stale)
      this.#dropWorker();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    const rule = RULE_OPTIONS.find((o) => o.attribute === name);
    if (name === 'graph' || (rule && changesTable(rule, before, after))) this.#queue('solve');
    else if (rule) this.#queue('play');
    else if (name === 'speed') {
      const speed = this.speed;
      this.#player.setSpeed(speed);
      if (this.#$.speed.value !== String(speed)) this.#$.speed.value = String(speed);
    } else if (name === 'keyboard') this.#listenKeys();
    else if (name === 'autoplay') {
      if (this.autoplay && this.#result) this.#player.play();
    } else if (name === 'move-list' && this.#result) {
      this.#render();
    } else if (name === 'base-path' || name === 'own-worker') {
      // Another worker from now on: the game on screen is solved again
      // there when next asked (#oracle); a board with none yet tries now.
      this.#dropWorker();
      if (this.graph && !this.#result) this.#queue('solve');
    }
  }

  // ---- properties reflecting attributes
  get graph() { return this.getAttribute('graph') ?? ''; }
  set graph(v) { this.setAttribute('graph', graphText(v)); }
  // mouse, cat, hole, first: defined from the options schema (the static block above).
  get autoplay() { return this.hasAttribute('autoplay'); }
  set autoplay(v) { this.toggleAttribute('autoplay', !!v); }
  get controls() { return this.hasAttribute('controls'); }
  set controls(v) { this.toggleAttribute('controls', !!v); }
  get moveList() { return this.hasAttribute('move-list'); }
  set moveList(v) { this.toggleAttribute('move-list', !!v); }
  get compact() { return this.hasAttribute('compact'); }
  set compact(v) { this.toggleAttribute('compact', !!v); }
  get noAlert() { return this.hasAttribute('no-alert'); }
  set noAlert(v) { this.toggleAttribute('no-alert', !!v); }
  get speed() { return SPEEDS.includes(Number(this.getAttribute('speed'))) ? Number(this.getAttribute('speed')) : 1; }
  set speed(v) { this.setAttribute('speed', String(v)); }
  // 'document': the keys work anywhere on the page; otherwise only with the focus in the element.
  get keyboard() { return this.getAttribute('keyboard') === 'document' ? 'document' : 'element'; }
  set keyboard(v) { this.setAttribute('keyboard', v); }
  // The folder this board's worker script and .wasm are served from (else setBasePath()'s, else the package's own).
  get basePath() { return this.getAttribute('base-path') || undefined; }
  set basePath(v) {
    if (v === undefined || v === null || v === '') this.removeAttribute('base-path');
    else this.setAttribute('base-path', String(v));
  }
  // A solver worker of this board's own instead of the page's shared one.
  get ownWorker() { return this.hasAttribute('own-worker'); }
  set ownWorker(v) { this.toggleAttribute('own-worker', !!v); }
  // 'light' or 'dark' forces that palette; left out, the reader's prefers-color-scheme decides (theme.js).
  get theme() {
    const theme = this.getAttribute('theme');
    return theme === 'light' || theme === 'dark' ? theme : undefined;
  }
  set theme(v) {
    if (v === 'light' || v === 'dark') this.setAttribute('theme', v);
    else this.removeAttribute('theme');
  }

  // Reads text as the package's parse() does, in the board's worker, without
  // solving: { format, directed, graph, rules (a game file's), warnings }.
  // While a solve runs, the board's worker would read the text only after
  // it (a 10,000-node solve: 20 s or more, and a cancel first solves the
  // last good game again), and the page waits for the read before it hands
  // the text over (which cancels that solve): a worker of its own reads it,
  // ended when the solve does. A read is small; the board's game stays.
  readText(text) {
    try {
      this.#worker ??= this.#newWorker();
    } catch (error) {
      return Promise.reject(error);
    }
    if (!this.#solving) return this.#worker.parse(text);
    this.#reader ??= this.#newWorker({ own: true });
    return this.#reader.parse(text);
  }

  #reader = null; // reads text while the board's worker solves (readText)

  // The solve is over: the reader ends once the reads sent to it are
  // answered (its queue is in order: a last empty read answers after them).
  #endReader() {
    const reader = this.#reader;
    this.#reader = null;
    reader?.parse('').catch(() => {}).finally(() => reader.terminate());
  }

  // ---- read-only state
  get result() { return this.#result; }
  // The session: the state the board renders (timeline, cursor, mode, ...).
  get session() { return this.#session; }
  // The graph drawn in edit mode: selection, keyboard focus, undo steps.
  get draft() { return this.#draft; }
  get editing() { return this.#editing; }
  set editing(on) { this.#setEditing(!!on); }
  // The graph text and options of the board on screen (the last that solved),
  // which may differ from the attributes while they are bad or solving.
  get shown() { return this.#shown && { ...this.#shown }; }
  get step() { return this.#session.cursor; }
  get position() { return this.#session.position; }
  get busy() { return !!this.#solving; }
  get gliding() { return !!this.#player.glide; }
  // Where node n is drawn, in CSS pixels from the board's top left corner.
  boardPoint(n) { return this.#board.nodeOnScreen(n); }
  // What the board draws besides the graph: { labelSize, nodeRadius, highlight, hover }.
  get boardState() { return this.#board.state; }
  get layoutRunning() { return this.#board.layoutRunning; }
  // A moment of the game (mode, moves chosen, ply) for links; restore() replays one.
  get moment() { return this.#session.moment; }
  restore(moment) { return this.#session.restore(moment); }
  // The board as shown, legend included: an SVG file's text, or a PNG Blob
  // rasterised from it (export-svg.js); null before anything solved.
  boardSvg() {
    if (!this.#result) return null;
    const title = [this.#$.verdict.textContent, this.#$.position.textContent].filter(Boolean).join(' ');
    return boardSvg(this.#board.picture(), { title: title || 'Cat and mouse' });
  }
  async boardPng(options) {
    const svg = this.boardSvg();
    return svg && svgToPng(svg, options);
  }
  // The worker's thread, for views that ask it directly (the value map).
  get solverWorker() { return this.#worker; }
  // A view with render(session), re-rendered on every change (returns an unmount function).
  mountView(view) {
    this.#views.add(view);
    if (this.#session.entry) view.render(this.#session);
    return () => this.#views.delete(view);
  }

  // The first start attribute that cannot be read, as a CatMouseError for its field.
  #attributeError() {
    for (const { name, attribute } of RULE_OPTIONS) {
      const raw = this.getAttribute(attribute);
      const bare = raw === '' && blankIsDefault(optionNamed(name)); // a bare boolean is true; an empty list, or cat2, is the default
      const problem = raw === null || bare ? null : startTextProblem(name, raw);
      if (problem) return new CatMouseError(problem, { code: 'argument.type', options: [name] });
    }
    return null;
  }

  // Stops a running solve; the last good board stays.
  cancel() {
    if (!this.#solving) return;
    // The request may still be its checks (waiting behind another board's
    // solve in the shared worker): then its solve is never sent.
    this.#solving.cancelled = true;
    this.#worker?.cancel();
  }

  play() { this.#player.play(); }
  pause() { this.#player.pause(); }

  // Several attribute changes in one task make one request; while the
  // board is not in the page it waits (connectedCallback sends it).
  #queueScheduled = false;
  #queue(kind) {
    this.#queued = this.#queued === 'solve' || kind === 'solve' ? 'solve' : 'play';
    if (this.#queueScheduled) return;
    this.#queueScheduled = true;
    queueMicrotask(() => {
      this.#queueScheduled = false;
      if (!this.isConnected) return;
      const what = this.#queued;
      this.#queued = null;
      this.#update(what);
    });
  }

  // The rule options the attributes give; a hole attribute left out gives
  // way to a holes attribute (options.js, ruleOptionsFrom). Every attribute
  // goes, and the core leaves out those that do not apply to the kind of
  // game the text is (onlyApplicable; the schema's appliesToGrid,
  // appliesToGraph): a LeetCode 1728 grid's board places the mouse, the cat
  // and the food, and its rules are the problem's; a graph has no turn limit.
  #options() {
    const options = ruleOptionsFrom((o) => this[o.name], (o) => !!this.getAttribute(o.attribute));
    // A board takes nodes without edges (the package refuses them unless
    // asked): a graph drawn by hand starts with nodes and then joins them.
    // The page says which nodes have none (import-format.js).
    return { ...options, onlyApplicable: true, allowIsolated: true };
  }

  // The board's text and options as they apply to the game the core read
  // (result.grid: a grid's, else a graph's): what #shown, the link, holds.
  static #applied(source, result) {
    return optionsFor(source, !!result?.grid);
  }

  // Is the board on screen a grid, solved from this text?
  #showsGrid(graph) {
    return !!this.#result?.grid && this.#shown?.graph === graph;
  }

  // The board's solver: by default a share of the page's one thread (one
  // wasm instance for every board), its own with own-worker (or for the
  // reader, which must not wait behind the board's solve).
  #newWorker({ own = this.ownWorker } = {}) {
    return createSolverWorker({ ...solverAssets(this.basePath), shared: !own });
  }

  // The board lets go of its worker (its game is freed there); the next
  // request starts anew and the shown game is solved again when asked (#oracle).
  #dropWorker() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#solvedKey = null;
  }

  async #update(kind, { discard = false } = {}) {
    try {
      this.#worker ??= this.#newWorker();
    } catch (error) {
      return this.#fail(error); // a base-path that is not a URL, say
    }
    const graph = this.graph;
    // A grid's start is its board's M and C, not attributes: a new side to
    // move first solves the (small) board again rather than ask play().
    if (kind === 'play' && this.#showsGrid(graph)) kind = 'solve';
    const options = this.#options();
    const session = this.#session;
    // (on a grid shown, only the options that apply to it can differ)
    const applied = this.#showsGrid(graph) ? optionsFor(options, true) : options;
    const differs = !this.#shown || this.#shown.graph !== graph || RULE_OPTIONS.some((o) => optionText(this.#shown[o.name]) !== optionText(applied[o.name]));
    if (!discard && differs && session.mode === 'play' && session.last > 0 && !session.play.over) {
      // A game in progress is not thrown away without asking; the text stays where it is.
      this.#held = this.#held === 'solve' || kind === 'solve' ? 'solve' : 'play';
      this.#$.ask.hidden = false;
      return;
    }
    const key = tableKey(graph, options);
    const bad = this.#attributeError();
    if (bad) return this.#fail(bad);
    const source = { graph, ...options };
    if (kind === 'play' && key === this.#stale && this.#shown) {
      // The graph attributes hold text that did not pass its checks, or whose
      // solve was cancelled: a new start (a token dropped, a rules field)
      // applies to the board on screen, and nothing solves that text again.
      const shownKey = tableKey(this.#shown.graph, this.#shown);
      const onScreen = { ...this.#shown, mouse: options.mouse, cat: options.cat, first: options.first };
      // (a two-cat game's start has cat B too)
      const cats = options.cat2 === undefined ? {} : { cat2: options.cat2 };
      if (this.#showsStart(options)) {
        this.#shown = onScreen; // the text's error stays: the attributes still hold it
        return;
      }
      return this.#request(() => this.#oracle().startFrom({ mouse: options.mouse, cat: options.cat, ...cats, turn: options.first }), false, shownKey, onScreen);
    }
    if (kind === 'play' && key === this.#solvedKey && !this.#solving) {
      // The start the session already shows (a token dropped on the board, mirrored back by the page).
      if (this.#showsStart(options)) return this.#backInStep(source);
      const cats = options.cat2 === undefined ? {} : { cat2: options.cat2 };
      return this.#request(() => this.#worker.play({ mouse: options.mouse, cat: options.cat, ...cats, turn: options.first }), false, key, source);
    }
    // A long solve still running is for text that is gone: stop it.
    if (this.#solving && performance.now() - this.#solving.started > BUSY_DELAY_MS) this.cancel();
    this.#stale = null;
    // The checks first: text that fails them never replaces the worker's game.
    const worker = this.#worker;
    return this.#request(async () => {
      try {
        await worker.validate(graph, options);
      } catch (error) {
        // Text the checks refuse (not a rules field: those come with options) is not solved again by a start change.
        if (error instanceof CatMouseError && !THREAD_TROUBLE.has(error.code) && !error.options?.length) this.#refusals.add(error);
        throw error;
      }
      if (this.#solving?.cancelled) throw new CancelledError();
      this.#solvedKey = null;
      if (this.#solving?.seq === this.#seq) this.#event('cat-mouse-solving', source); // the checks passed: a page's link may follow now
      return worker.solve(graph, options, { onProgress: (p) => this.#progress(p) });
    }, true, key, source);
  }

  #showsStart({ mouse, cat, cat2, first }) {
    const start = this.#session.timeline[0]?.position;
    return !!start && start.mouse === mouse && start.cat === cat && start.cat2 === cat2 && start.turn === first;
  }

  // The attributes name the game the board already shows (a token dropped,
  // mirrored back by the page; a rules field set back after a refusal): no
  // request. If an error was reported since, the board and the attributes
  // agree again: say so as a solve would (the page clears its errors).
  #backInStep(source) {
    this.#shown = CatMouseGame.#applied(source, this.#result);
    if (!this.#errorShown || !this.#result) return;
    this.#errorShown = false;
    this.#$.alert.textContent = '';
    this.#event('cat-mouse-solved', this.#result);
  }

  async #request(call, solving, key, source) {
    const seq = ++this.#seq;
    const state = { started: performance.now(), seq };
    state.clock = startClock(state.started);
    if (solving) {
      this.#solving = state;
      clearTimeout(this.#busyTimer);
      this.#busyTimer = setTimeout(() => this.#showBusy(seq), BUSY_DELAY_MS);
    }
    try {
      const result = await call();
      if (seq !== this.#seq) return;
      if (solving) this.#solvedKey = key;
      this.#shown = CatMouseGame.#applied(source, result);
      this.#apply(result);
    } catch (error) {
      if (seq !== this.#seq && !(error instanceof CancelledError)) return;
      if (error instanceof CancelledError) {
        if (seq === this.#seq) this.#note(this.#result ? 'Solve cancelled: the board shows the last solved graph.' : 'Solve cancelled.');
        this.#solvedKey = null;
        if (solving && seq === this.#seq) this.#stale = key;
      } else {
        if (solving && this.#refusals.has(error)) this.#stale = key;
        else if (solving) this.#solvedKey = null;
        this.#fail(error);
      }
    } finally {
      if (this.#solving === state) {
        this.#solving = null;
        this.#endReader();
        clearTimeout(this.#busyTimer);
        clearInterval(this.#clockTimer);
        this.#$.busy.hidden = true;
        this.#event('cat-mouse-busy', { busy: false });
      }
    }
  }

  // What the session asks the worker (board-oracle.js).
  #oracle() {
    return boardOracle({
      worker: () => (this.#worker ??= this.#newWorker()), // dropped while the board was away
      lost: () => (!this.#solvedKey && this.#shown ? this.#shown : null),
      regained: ({ graph, ...options }) => (this.#solvedKey = tableKey(graph, options)),
    });
  }

  #showBusy(seq) {
    if (this.#solving?.seq !== seq) return;
    this.#$.busy.hidden = false;
    this.#busyText();
    this.#$.progress.removeAttribute('value');
    clearInterval(this.#clockTimer);
    this.#clockTimer = setInterval(() => this.#busyText(), 1000);
    this.#event('cat-mouse-busy', { busy: true });
  }

  #progress({ total, fraction }) {
    const solving = this.#solving;
    if (!solving) return;
    solving.clock = tick(solving.clock, { now: performance.now(), fraction });
    solving.total = total;
    solving.fraction = fraction;
    this.#$.progress.value = fraction;
    this.#busyText();
  }

  // "Solving 200,000,000 positions… 42% · 12 s, about 30 s left" (model/solve-clock.js).
  #busyText() {
    const solving = this.#solving;
    if (!solving) return;
    const clock = clockText(reading(solving.clock, performance.now()));
    this.#$.busyText.textContent = solving.total
      ? `Solving ${solving.total.toLocaleString('en')} positions… ${Math.floor(solving.fraction * 100)}% · ${clock}`
      : `Solving… ${clock}`;
  }

  #fail(error) {
    let message = error.message;
    if (!(error instanceof CatMouseError) || THREAD_TROUBLE.has(error.code)) {
      // The thread may be unusable: start a fresh one next time.
      this.#worker?.cancel();
      this.#solvedKey = null;
      message = failureText(error, { twoCats: this.cat2 !== undefined });
    }
    // role=alert speaks every rewrite, even of the same words: write only a new message
    if (!this.hasAttribute('no-alert') && this.#$.alert.textContent !== message) this.#$.alert.textContent = message;
    this.#$.empty.hidden = !!this.#result; // nothing solved yet: no blank board with a stray dot
    // Only the graph's own errors ask for the graph to be fixed.
    this.#$.empty.textContent = THREAD_TROUBLE.has(error.code) || !(error instanceof CatMouseError) ? 'The solver could not run: the message below says why.' : 'Fix the graph to see the board.';
    this.#note(null);
    this.#errorShown = true;
    if (error instanceof CatMouseError && !error.options?.length && !THREAD_TROUBLE.has(error.code)) this.#draft.refused(this.graph);
    this.#event('cat-mouse-error', { code: error.code, message, line: error.line, column: error.column, options: error.options });
  }

  #note(text) {
    this.#$.note.hidden = !text;
    this.#$.note.textContent = text ?? '';
  }

  #apply(result) {
    this.#result = result;
    this.#errorShown = false;
    this.#$.empty.hidden = true;
    this.#$.alert.textContent = '';
    this.#note(null);
    this.#board.setGraph(result.graph, result.hole, { holes: result.holes, directed: result.variant?.directed, grid: result.grid ?? null });
    // A grid's legend names its food and walls, as LeetCode 1728 does.
    this.#root.querySelector('.hole-word').textContent = result.grid ? 'Food' : 'Hole';
    this.#root.querySelector('.wall-key').hidden = !result.grid;
    // Two cats: the legend names cat A and cat B.
    this.#root.querySelector('.cat-word').textContent = result.twoCats ? 'Cat A' : 'Cat';
    this.#root.querySelector('.cat2-key').hidden = !result.twoCats;
    this.#labelBoard();
    this.#player.stop();
    this.#session.load(result, this.#oracle());
    const shown = this.#shown ?? { graph: this.graph, ...this.#options() };
    // every hole the core played by (the holes option, or the one hole)
    this.#draft.sync({ text: shown.graph, format: result.format, graph: result.graph, start: { mouse: shown.mouse, cat: shown.cat, holes: result.holes ?? [shown.hole ?? result.hole] } });
    this.#event('cat-mouse-solved', result);
    if (this.#playWaits) {
      this.#playWaits = false;
      this.#startPlay();
    } else {
      for (const radio of this.#$.modes) radio.checked = radio.value === 'replay';
      if (this.autoplay) this.#player.play();
    }
  }

  // Runs an intent of a person: playback stops first.
  #user(intent) {
    this.#player.pause();
    return intent();
  }

  #mistakeChance() {
    return this.#$.strength.value === 'weaker' ? Number(this.#$.mistakes.value) / 100 : 0;
  }

  #setMode(mode) {
    this.#player.pause();
    this.#playWaits = mode === 'play' && !!this.#solving;
    if (this.#playWaits) return this.#note('The game starts as soon as the solve finishes.');
    if (mode === 'play') this.#startPlay();
    else this.#session.stopPlay();
  }

  #startPlay() {
    this.#player.pause();
    return this.#session.startPlay({ human: this.#$.side.value, mistakeChance: this.#mistakeChance() });
  }

  #changed(reason) {
    const session = this.#session;
    if (reason === 'cursor' || reason === 'move' || reason === 'branch' || reason === 'undo' || reason === 'redo') this.#player.moved(this.#cursor, session.cursor);
    else this.#player.moved(0, 0);
    this.#cursor = session.cursor;
    if (reason === 'set') {
      // The new position is the start now: the attributes follow (and the
      // request they queue finds the session already there).
      const { mouse, cat, cat2, turn } = session.position;
      this.setAttribute('mouse', String(mouse));
      this.setAttribute('cat', String(cat));
      if (cat2 !== undefined) this.setAttribute('cat2', String(cat2));
      this.setAttribute('first', turn);
      this.#draft.setStart({ mouse, cat });
      this.#event('cat-mouse-start', cat2 === undefined ? { mouse, cat, turn } : { mouse, cat, cat2, turn });
    }
    this.#render();
    this.#announce(reason);
    if (reason === 'load' || reason === 'set') this.#showMap();
    if (USER_REASONS.has(reason) || reason === 'cursor') this.#event('cat-mouse-moment', { moment: session.moment, reason });
  }

  // One polite announcement per change a person cares about; never the same twice in a row.
  #announce(reason) {
    const session = this.#session;
    const entry = session.entry;
    if (!entry) return;
    let text = '';
    if (reason === 'refused' || reason === 'hint' || reason === 'set' || reason === 'pending') text = session.message?.text ?? '';
    else if (reason === 'load') return; // the verdict's own status region says it
    else if (reason !== 'select' && reason !== 'strength' && reason !== 'thinking') {
      const timeline = session.timeline;
      const last = timeline.at(-1);
      text = stepText({ line: timeline.map((e) => e.position), hole: this.#result.hole, variant: this.#result.variant, graph: this.#result.graph, grid: this.#result.grid, outcome: last.value.outcome, end: last.end }, session.cursor);
      if (session.message && (reason === 'move' || reason === 'branch')) text = `${session.message.text} ${text}`;
      if (session.mode === 'play' && session.play.over) text += ` ${this.#overText()}`;
    }
    if (!text || text === this.#lastAnnounced) return;
    this.#lastAnnounced = text;
    this.#$.announce.textContent = text;
  }

  #overText() {
    const over = this.#session.play?.over;
    if (!over) return '';
    const human = this.#session.play.human;
    if (over.outcome === 0) return 'Game over: a position repeated, so it is a draw.';
    return over.outcome === (human === 'mouse' ? 1 : 2) ? 'Game over: you win!' : 'Game over: the computer wins.';
  }

  #render() {
    const $ = this.#$;
    const session = this.#session;
    const p = this.#player;
    const result = this.#result;
    const cursor = session.cursor;
    const last = session.last;
    const ready = !!result && !!session.entry;
    const focused = this.#root.activeElement;
    for (const b of [$.first, $.back]) b.disabled = !ready || cursor === 0;
    for (const b of [$.forward, $.last]) b.disabled = !ready || cursor >= last;
    $.play.disabled = !ready || last === 0;
    $.undo.disabled = !session.canUndo;
    $.redo.disabled = !session.canRedo;
    $.hint.disabled = !ready || !session.entry.moves.length || isOver(session.entry.value);
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
      $.play.replaceChildren(icon(p.playing ? 'pause' : 'play'));
    }
    $.step.max = String(last);
    $.step.value = String(cursor);
    $.step.setAttribute('aria-valuetext', `move ${cursor} of ${last}`);
    $.stepOut.textContent = `${cursor} / ${last}`;
    this.#a11y.render(p.playing, this.#editing);
    if (!ready) return this.#editView.render(this.#editing, this.#draft);
    const entry = session.entry;
    const pos = entry.position;
    const playing = session.mode === 'play';
    // The verdict: the value of the first position, with LeetCode's code
    // (in play, who can win from the position reached: session.standing);
    // the position line gives the value of the position shown.
    const start = session.timeline[0].value;
    const standing = session.standing;
    const verdict = headingText(standing);
    if ($.verdict.textContent !== verdict) $.verdict.textContent = verdict;
    // Only on change: the verdict is a status region, and a rewrite is a mutation screen readers may speak.
    const verdictClass = `verdict ${WINNER[standing.over ? standing.over.outcome : standing.value.outcome]}`;
    if ($.verdict.className !== verdictClass) $.verdict.className = verdictClass;
    const leetcode = leetcodeWords(result, start);
    if ($.leetcode.textContent !== leetcode.text) $.leetcode.textContent = leetcode.text;
    $.leetcode.setAttribute('aria-label', leetcode.label);
    $.leetcode.title = leetcode.title;
    $.leetcode.classList.toggle('differs', !!leetcode.differs);
    const where = cursor === 0 ? 'Start' : `Move ${cursor} of ${last}`;
    const over = isOver(entry.value);
    const summary = { line: session.timeline.slice(0, cursor + 1).map((e) => e.position), hole: result.hole, variant: result.variant, outcome: entry.value.outcome, graph: result.graph, grid: result.grid, end: entry.end };
    const repeatsHere = entry.value.outcome === 0 && session.timeline.slice(0, cursor).some((e) => samePosition(e.position, pos));
    const valueHere = cursor > 0 && !over && !repeatsHere ? ` · ${outcomeWords(entry.value)}` : '';
    $.position.textContent = over || repeatsHere ? `${where}: ${endText(summary)}` : `${where}: ${positionText(pos, result)}${valueHere}`;
    const message = playing && session.play.over ? { kind: 'over', text: this.#overText() + (session.play.feedback ? ` ${session.play.feedback.text}` : '') } : session.message;
    $.message.hidden = !message;
    $.message.textContent = message?.text ?? '';
    $.message.className = `message ${message?.kind ?? ''} ${message?.verdict ?? ''}`;
    // Play mode controls.
    $.playOptions.hidden = !playing;
    $.replayPerfect.hidden = !(playing && session.play.over);
    $.here.classList.toggle('thinking', playing && session.busy);
    // The board.
    const trail = [];
    for (let i = Math.max(1, cursor - TRAIL + 1); i <= cursor; i++) {
      if (p.glide && i === cursor) continue;
      const { who, from, to, from2, to2 } = session.timeline[i].move ?? {};
      if (who) trail.push({ who, from, to });
      if (to2 !== undefined) trail.push({ who: 'cat2', from: from2, to: to2 });
    }
    // (two cats: cat A's nodes, then cat B's; model/targets.js)
    const { from: moverNode, options } = over ? { from: undefined, options: [] } : boardTargets(session);
    const editing = this.#editing;
    this.#board.setScene({
      mouse: pos.mouse, cat: pos.cat, cat2: pos.cat2, turn: pos.turn, glide: p.glide, from: moverNode,
      // while drawing, the board shows the graph and the tokens only
      options: editing ? [] : options, trail: editing ? [] : trail,
      hint: editing ? [] : session.hint ?? [], cycle: editing ? [] : this.#cycleNodes(),
      edit: editing ? { selected: this.#draft.selected, focus: this.#draft.focus } : null,
      line: this.#lineNodes(),
    });
    this.#editView.render(editing, this.#draft);
    this.#movesHere.render(session);
    if (this.moveList) this.#moveList.render(session);
    else $.list.replaceChildren();
    for (const view of this.#views) view.render(session);
  }

  // The nodes the tokens stand on along the timeline (a big board fades the rest).
  #lineNodes() {
    const timeline = this.#session.timeline;
    if (timeline === this.#lineOf?.timeline) return this.#lineOf.nodes;
    const nodes = [...new Set(timeline.flatMap((e) => (e.position.cat2 === undefined ? [e.position.mouse, e.position.cat] : [e.position.mouse, e.position.cat, e.position.cat2])))];
    this.#lineOf = { timeline, nodes };
    return nodes;
  }

  #lineOf = null;

  #cycleNodes() {
    return this.#cycle ? [...new Set([...this.#cycle.mouseNodes, ...this.#cycle.catNodes])] : [];
  }

  // While a token is dragged: why the rules forbid who to stand on node (a
  // short preview from catmouse/rules, the core's mirror), or null. The
  // drop itself is checked by the core, with the options fields' messages.
  #dropRefusal(who, node) {
    const pos = this.position;
    if (!pos || !this.#result) return null;
    if (this.#result.grid) return GRID_DROP;
    const problem = startProblem(this.#result, { mouse: pos.mouse, cat: pos.cat, [who]: node });
    return problem ? DROP_REFUSALS[problem.code]?.(who) ?? 'The rules do not allow that start' : null;
  }

  // The value map of the start's side to move, fetched when the panel is
  // open and the game or that side changed; a new start only moves the ring.
  async #showMap() {
    const session = this.#session;
    const start = session.timeline[0]?.position;
    if (!this.#$.mapPanel.open || !start || !this.#result) return;
    // A two-cat game's positions are 2 n³ (mouse, cat A, cat B): the map's
    // n × n grid of mouse and cat has no place for cat B, and the package
    // keeps that table in the core (game.two-cats), so no map is drawn.
    if (this.#result.twoCats) {
      this.#mapKey = null;
      return this.#mapView.clear(TWO_CATS_MAP);
    }
    const key = { game: this.#solvedKey, turn: start.turn };
    const ring = { mouse: start.mouse, cat: start.cat };
    const context = { graph: this.#result.graph, hole: this.#result.holes ?? this.#result.hole, start: ring };
    if (this.#mapKey && this.#mapKey.game === key.game && this.#mapKey.turn === key.turn && this.#mapKey.map) {
      return this.#mapView.show(this.#mapKey.map, context);
    }
    this.#mapKey = key;
    this.#mapView.clear('Reading every position…');
    try {
      const map = await this.#oracle().valueMap(start.turn);
      if (this.#mapKey !== key) return;
      key.map = map;
      this.#mapView.show(map, context);
    } catch (error) {
      if (this.#mapKey === key) {
        this.#mapKey = null;
        this.#mapView.clear(capitalFirst(error.message));
      }
    }
  }

  // A click on a node plays the move there, if it is one; otherwise the
  // status says why. A click on the mover's own node (its token) is a pass
  // when the rules allow one, and nothing otherwise (it may be a drag begun).
  #nodeClick(node) {
    const session = this.#session;
    if (!session.entry) return;
    // (cat B's node, picked after cat A's, may be any: the cats may share a node)
    if (session.pending === null && node === session.position[session.position.turn] && !this.#mayPass()) return;
    this.#user(() => session.choose(node));
  }

  // May the side to move stay where it is (the variant's pass, a grid's rule)?
  #mayPass() {
    const pos = this.#session.position;
    return !!pos && !!this.#session.entry?.moves.some((m) => m.to === pos[pos.turn]);
  }

  // Dropping a token on a node puts it there with the same side to move;
  // the core checks the position with the rules of the options fields.
  #dropToken(who, node) {
    if (this.#result?.grid) return this.#note(`${GRID_DROP}.`);
    const pos = this.position;
    if (!pos || pos[who] === node) return;
    this.#user(() => this.#session.setPosition({ mouse: pos.mouse, cat: pos.cat, [who]: node }));
  }

  #listenKeys() {
    this.#keyTarget?.removeEventListener('keydown', this.#onKey);
    this.#keyTarget = this.getAttribute('keyboard') === 'document' ? document : this;
    if (this.isConnected) this.#keyTarget.addEventListener('keydown', this.#onKey);
  }

  // Space, ←/→, Home/End, Ctrl+Z / Ctrl+Shift+Z, but never while typing or on
  // a focused control that uses the key itself.
  #key(e) {
    if (e.defaultPrevented || e.altKey || !this.#result) return;
    const path = e.composedPath();
    const target = path[0];
    if (isTyping(target) || (!path.includes(this) && typesElsewhere(target))) return;
    const session = this.#session;
    const onRange = target instanceof HTMLInputElement && target.type === 'range';
    const activates = target instanceof Element && !!target.closest(ACTIVATES);
    if (this.#editing && this.#editKey(e, target, activates || onRange)) return e.preventDefault();
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      return this.#user(() => (e.shiftKey ? session.redo() : session.undo()));
    }
    if (e.ctrlKey || e.metaKey) return;
    const keys = {
      ' ': () => this.#player.toggle(),
      ArrowLeft: () => this.#user(() => session.step(-1)),
      ArrowRight: () => this.#user(() => session.step(1)),
      Home: () => this.#user(() => session.goTo(0)),
      End: () => this.#user(() => session.goTo(session.last)),
      // P: the side to move stays (a pass), as a click on its own token does.
      p: () => (this.#mayPass() ? this.#nodeClick(session.position[session.position.turn]) : this.#say(`The ${session.position.turn} may not pass: these rules make every player move.`)),
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

  // ---- edit mode: drawing the graph

  #setEditing(on) {
    if (on === this.#editing) return;
    this.#player.pause();
    if (on && this.#session.mode === 'play') {
      for (const radio of this.#$.modes) radio.checked = radio.value === 'replay';
      this.#session.stopPlay();
    }
    this.#editing = on;
    this.classList.toggle('editing', on);
    this.#board.editing = on;
    this.#draft.clear();
    this.#labelBoard();
    this.#render();
    this.#board.fit();
    this.#say(on
      ? 'Editing the graph. Click empty space to add a node, a node then another to connect them. On the board: N adds a node, the arrow keys go from node to node, Enter selects and connects, Delete deletes.'
      : 'Editing done.');
    if (on) this.#$.canvas.focus({ preventScroll: true });
  }

  // The board's name: the graph and the keys, those of edit mode while it is on.
  #labelBoard() {
    if (!this.#result) return;
    const label = boardLabel(this.#result);
    this.#$.canvas.setAttribute('aria-label', this.#editing
      ? `${label.replace(/ Space plays.*$/, '')} Editing: N adds a node, the arrow keys go from node to node, Enter selects a node and then connects it to the next one chosen, Delete deletes.`
      : label);
  }

  // A new node at (x, y) in layout coordinates, or beside the node in focus.
  #addNodeAt(x, y = null) {
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
      const taken = this.dispatchEvent(new CustomEvent('cat-mouse-edit', { detail: change, bubbles: true, composed: true, cancelable: true }));
      if (taken) {
        // nobody else keeps the text: the element takes the drawn graph
        // itself, with every hole (a holes attribute if it had one or needs one)
        if (start.holes.length > 1 || this.hasAttribute('holes')) {
          this.removeAttribute('hole');
          this.setAttribute('holes', start.holes.join(', '));
        } else this.setAttribute('hole', String(start.hole));
        this.setAttribute('mouse', String(start.mouse));
        this.setAttribute('cat', String(start.cat));
        this.setAttribute('graph', text);
      }
    }
    if (reason !== 'sync' || this.#editing) this.#render();
    if (reason !== 'sync' && draft.message) this.#say(draft.message.text);
  }

  // Speaks through the element's one polite live region.
  #say(text) {
    if (!text) return;
    // the same words twice in a row are spoken again (a second refusal)
    this.#lastAnnounced = text;
    this.#$.announce.textContent = this.#$.announce.textContent === text ? `${text}\u00a0` : text;
  }

  // The keys of edit mode; true if the key was used.
  #editKey(e, target, onControl) {
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
    if (key === 'Escape') return draft.clear(), true;
    if (key === 'n' || key === 'N' || key === '+') return this.#addNodeAt(null), true;
    if (key === 'Delete' || key === 'Backspace') return draft.remove(), true;
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
    if ((key === 'Enter' || key === ' ') && draft.focus !== null) return draft.clickNode(draft.focus), true;
    if (key === ' ') return true; // no playback while drawing
    return false;
  }

  #event(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

const TWO_CATS_MAP = 'No value map for two cats: it draws one cat against the mouse, and a two-cat game has a position for every place of the mouse, cat A and cat B. The moves here and the move list give every joint move of the cats with its value.';
const capitalFirst = (text) => text.charAt(0).toUpperCase() + text.slice(1);

if (!customElements.get('cat-mouse-game')) customElements.define('cat-mouse-game', CatMouseGame);
