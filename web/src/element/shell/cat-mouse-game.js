// <cat-mouse-game>: the board, the verdict and the optimal line of the
// cat-and-mouse game on a graph, solved exactly in a Web Worker; what-if
// moves, play against the computer, a quiz, the value chart and map.
//
//   <script type="module" src="cat-mouse-game.js"></script>
//   <cat-mouse-game graph="[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]" autoplay controls></cat-mouse-game>
//
// Attributes (each reflected by a property): graph, mouse, cat, cat2 (a second cat), hole, first,
// autoplay, controls, move-list, speed, no-alert, keyboard="document",
// compact (the move list and the explanations fold, closed until opened: folds.js).
// Events: cat-mouse-solving (detail: { graph, ...options }, checked, now being solved),
// cat-mouse-solved (detail: the result), cat-mouse-error (detail:
// { message, line, column, options }), cat-mouse-start (detail: { mouse, cat, turn }: a drop, or its undo),
// cat-mouse-busy, cat-mouse-moment (detail: { moment, reason }: what a person did),
// cat-mouse-edit (detail: { graph, mouse, cat, hole, holes, note }: the graph drawn
// in edit mode; cancelable: unless cancelled, the element takes it itself).
// Export: boardSvg() (the board as shown with its legend, SVG text), boardPng() (a PNG Blob).
//
// All game state lives in a Session (model/session.js); this element
// renders from it and turns clicks and keys into its intents. Its requests to
// the solver are model/solve-requests.js; its keys, edit mode, live region
// and other parts each have a module beside it (ARCHITECTURE.md, views).
import { getBasePath, layoutWorkerUrl, setBasePath } from './assets.js';
import { Session } from '../../model/session.js';
import { Board } from '../board/board.js';
import { Player } from '../flow/player.js';
import { buildTemplate, parts } from './template.js';
import { boardSheet } from './board-sheet.js';
import { BoardIntents } from '../board/board-intents.js';
import { PlayOptions } from '../learn/play-options.js';
import { A11yView } from '../flow/a11y-view.js';
import { Announcer } from '../flow/announcer.js';
import { boardSvg, svgToPng } from '../board/export-svg.js';
import { samePosition } from 'catmouse/rules';
import { attributeChanged, connected, disconnected } from './lifecycle.js';
import { OBSERVED_ATTRIBUTES } from './attributes.js';
import { OwnAttributes, reflectAttributes } from './reflect.js';
import { renderControls, renderEdgeNote, renderVerdict } from '../flow/game-render.js';
import { boardScene } from '../board/board-scene.js';
import { StatusView } from '../flow/status-view.js';
import { LazyEdit } from '../edit/lazy-edit.js';
import { GameKeys } from '../flow/game-keys.js';
import { BusyCard } from '../flow/busy-card.js';
import { SolveRequests } from '../../model/solve-requests.js';
import { SolveFlow } from '../flow/solve-flow.js';
import { PrerenderedWait } from './prerendered.js';
import { headingLevelFor, levelHeadings } from './heading-level.js';
import { QuizPanel } from '../learn/quiz-panel.js';
import { learnViews } from '../learn/learn-views.js';
import { wireTransport } from '../flow/transport.js';
import { RestoreFlow } from '../flow/restore-flow.js';

const COMPUTER_DELAY_MS = 550;
// What a person did (worth a browser history entry), as opposed to playback.
const USER_REASONS = new Set(['branch', 'set', 'move', 'play', 'replay', 'undo', 'redo', 'quiz']);
// On a server, a class to define (never constructed there): the tag it
// rendered upgrades when this module runs in the browser.
const ElementBase = globalThis.HTMLElement ?? class {};

export { getBasePath, setBasePath };

export class CatMouseGame extends ElementBase {
  static observedAttributes = OBSERVED_ATTRIBUTES;

  // A property for each attribute: the rules (mouse, cat, hole, first, ...)
  // and the board's own (graph, autoplay, speed, ...): reflect.js.
  static {
    reflectAttributes(this);
  }

  #root;
  #$ = {};
  #board;
  #player;
  #session = new Session({ computerDelayMs: COMPUTER_DELAY_MS });
  #edit; // edit mode: the graph drawn by hand, loaded on first use (lazy-edit.js, edit-mode.js)
  #keys; // the board's keys (game-keys.js)
  #intents; // what a click or a drag on the board means (board-intents.js)
  #a11y; // the keyboard hint on the board and the Pause of an autoplaying board without controls
  #flow; // the requests to the solver worker as the attributes change (solve-flow.js)
  #result = null;
  #own = new OwnAttributes(this); // the element's own writes of its attributes (reflect.js)
  #req = new SolveRequests(); // the requests to the worker: current, running, stale, queued, held (model/solve-requests.js)
  #moveList;
  #movesHere;
  #map; // the value map's panel (map-panel.js)
  #cycle = null; // the loop of a draw the board rings (the draw view decides)
  #views = new Set(); // views mounted from outside: each has render(session)
  #cursor = 0; // the cursor at the last render, to glide single steps
  #start = null; // the session's game start at the last change: an undo across a drop moves it
  #busy; // the busy card while a solve runs (busy-card.js)
  #status; // the alert, the note, the empty board's words, the legend (status-view.js)
  #announcer; // the polite live region (announcer.js)
  #verdictSaysEnd = false; // the last render changed the verdict to name who wins where the line shown ends (game-render.js)
  #playOptions; // play against the computer: its options (play-options.js)
  #quiz; // the quiz and the Hide values switch: the values hidden (quiz-panel.js)
  #prerendered; // a pre-rendered board waits for the reader (prerendered.js)
  #parts; // the parts the lifecycle callbacks use (lifecycle.js)
  #restores; // restore(): now, or once the first game has solved (restore-flow.js)

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.adoptedStyleSheets = [boardSheet()];
    this.#root.append(buildTemplate());
    this.#prerendered = new PrerenderedWait(this, this.#root, this.#root.querySelector('.game'));
    this.#$ = parts(this.#root);
    const $ = this.#$;
    const session = this.#session;
    this.#status = new StatusView($, this.#root);
    this.#flow = this.#makeFlow($);
    this.#busy = new BusyCard($, this.#req, (name, detail) => this.#event(name, detail));
    this.#makeBoard($);
    this.#player = new Player(session, () => this.#render());
    this.#announcer = new Announcer($.announce, session, () => this.#result);
    this.#keys = this.#makeKeys();
    this.#a11y = new A11yView(this.#root, () => this.#player.toggle());
    this.#player.onEnd = () => this.#replayAgain();
    this.#mountLearnViews($);
    const quiz = { session, player: this.#player, announcer: this.#announcer, flow: this.#flow, result: () => this.#result };
    quiz.waitsForSolve = () => (this.#req.solving ? 'solving' : session.entry ? '' : 'no game'); // (quiz-run.js start)
    const moment = (reason) => this.#event('cat-mouse-moment', { moment: this.moment, reason });
    this.#quiz = new QuizPanel($, this.#root, { ...quiz, render: () => this.#render(), moment });
    const game = () => ({ graph: this.graph, ...this.#flow.options() });
    this.#restores = new RestoreFlow({ session, quiz: this.#quiz, req: this.#req, game, render: () => this.#render() });
    session.on((reason) => this.#changed(reason));
    this.#wireControls($);
    const used = { keys: this.#keys, req: this.#req, flow: this.#flow, player: this.#player, board: this.#board, $ };
    this.#parts = { ...used, prerendered: this.#prerendered, own: this.#own, result: () => this.#result, render: () => this.#render() };
    this.#render();
  }

  // The requests to the solver worker; the busy card and edit mode are
  // made after it, so it reads them (and the status) through getters.
  #makeFlow($) {
    const element = this;
    return new SolveFlow(this, this.#req, {
      $,
      session: this.#session,
      get busy() {
        return element.#busy;
      },
      get status() {
        return element.#status;
      },
      get edit() {
        return element.#edit;
      },
      prerendered: this.#prerendered,
      result: () => this.#result,
      apply: (result) => this.#apply(result),
      ended: () => this.#solveEnded(),
      note: (text) => this.#note(text),
      event: (name, detail) => this.#event(name, detail),
    });
  }

  // The board, what its clicks and drags mean, and edit mode, which draws on it.
  #makeBoard($) {
    const q = (s) => this.#root.querySelector(s);
    const session = this.#session;
    this.#board = new Board($.canvas);
    this.#board.layoutWorkerUrl = () => layoutWorkerUrl(this.basePath);
    const legend = q('.legend');
    this.#board.bottomInset = () => (this.#edit.editing ? this.#edit.view.height : legend.offsetHeight) + 8; // the fit keeps the drawing above the legend
    this.#intents = new BoardIntents({
      session,
      result: () => this.#result,
      user: (intent) => this.#user(intent),
      note: (text) => this.#note(text),
    });
    this.#board.onTokenDrop = (who, node) => this.#intents.dropToken(who, node);
    this.#board.onNodeClick = (node) => (this.#edit.editing ? this.#edit.draft.clickNode(node) : this.#intents.nodeClick(node));
    this.#board.onEmptyClick = (x, y) => this.#edit.addNodeAt(x, y);
    this.#board.onEdgeClick = (a, b) => this.#edit.draft?.clickEdge(a, b);
    this.#edit = this.#makeEdit($);
    this.#board.dropRefusal = (who, node) => this.#intents.dropRefusal(who, node);
    const boardNote = q('.board-note');
    this.#board.onEdges = (edges) => renderEdgeNote(boardNote, edges);
  }

  // Edit mode (its code loaded on first use); the player and the announcer are made after it, so it reads them through getters.
  #makeEdit($) {
    const game = this;
    return new LazyEdit(this.#root, {
      element: this,
      $,
      board: this.#board,
      session: this.#session,
      get player() {
        return game.#player;
      },
      get announcer() {
        return game.#announcer;
      },
      result: () => this.#result,
      render: () => this.#render(),
    });
  }

  #makeKeys() {
    return new GameKeys({
      element: this,
      session: this.#session,
      player: this.#player,
      edit: this.#edit,
      announcer: this.#announcer,
      result: () => this.#result,
      user: (intent) => this.#user(intent),
      mayPass: () => this.#intents.mayPass(),
      nodeClick: (node) => this.#intents.nodeClick(node),
    });
  }

  // An autoplaying board that played its line to the end plays it again after a pause, if nothing changed meanwhile.
  #replayAgain() {
    const session = this.#session;
    if (this.autoplay)
      setTimeout(
        () => this.autoplay && !this.#player.playing && session.cursor === session.last && session.mode === 'replay' && this.#player.play(),
        1800,
      );
  }

  // The views that teach (learn-views.js): the move list, moves from here, the chart, the draw view, the map's panel.
  #mountLearnViews($) {
    const learn = learnViews($, this.#root, {
      session: this.#session,
      board: this.#board,
      flow: this.#flow,
      req: this.#req,
      result: () => this.#result,
      user: (intent) => this.#user(intent),
      render: () => this.#render(),
      onCycle: (cycle) => {
        this.#cycle = cycle;
        this.#board.setScene({ ...this.#board.scene, cycle: this.#cycleNodes() });
      },
    });
    this.#moveList = learn.moveList;
    this.#movesHere = learn.movesHere;
    for (const view of learn.views) this.#views.add(view);
    this.#map = learn.map;
  }

  // The transport's buttons and the play options.
  #wireControls($) {
    const session = this.#session;
    wireTransport($, this.#root, {
      session,
      player: this.#player,
      board: this.#board,
      user: (intent) => this.#user(intent),
      setSpeed: (value) => this.setAttribute('speed', value),
      cancel: () => this.cancel(),
    });
    const update = (queued, options) => this.#flow.update(queued, options); // the question before a new solve: End the game and solve
    const note = (text) => this.#note(text);
    const chosen = () => this.#restores.chosen();
    const options = { session, player: this.#player, requests: this.#req, quiz: this.#quiz, update, note, chosen };
    this.#playOptions = new PlayOptions($, options);
  }

  #headingLevel = 3; // the level of the board's own headings in the page's outline (heading-level.js)
  // Joining and leaving the page, an attribute changed (lifecycle.js).
  connectedCallback() {
    this.#headingLevel = headingLevelFor(this); // (the next render gives the headings that level)
    connected(this, this.#parts);
  }
  disconnectedCallback() {
    disconnected(this, this.#parts);
  }
  attributeChangedCallback(name, before, after) {
    attributeChanged(this, name, before, after, this.#parts);
  }

  // Reads text as the package's parse() does, in the board's worker, without
  // solving: { format, directed, graph, rules (a game file's), warnings } (solve-flow.js).
  readText(text) {
    return this.#flow.readText(text);
  }

  // ---- read-only state
  get result() {
    return this.#result;
  }
  // The session: the state the board renders (timeline, cursor, mode, ...).
  get session() {
    return this.#session;
  }
  // The graph drawn in edit mode: selection, keyboard focus, undo steps (null until edit mode is first opened).
  get draft() {
    return this.#edit.draft;
  }
  get editing() {
    return this.#edit.editing;
  }
  set editing(on) {
    this.#edit.setEditing(!!on);
  }
  // The graph text and options of the board on screen (the last that solved),
  // which may differ from the attributes while they are bad or solving.
  get shown() {
    return this.#req.shown && { ...this.#req.shown };
  }
  get step() {
    return this.#session.cursor;
  }
  get position() {
    return this.#session.position;
  }
  get busy() {
    return !!this.#req.solving;
  }
  get gliding() {
    return !!this.#player.glide;
  }
  // Where node n is drawn, in CSS pixels from the board's top left corner.
  boardPoint(n) {
    return this.#board.nodeOnScreen(n);
  }
  // What the board draws besides the graph: { labelSize, nodeRadius, highlight, hover }.
  get boardState() {
    return this.#board.state;
  }
  get layoutRunning() {
    return this.#board.layoutRunning;
  }
  // A moment of the game (mode, moves chosen, ply) for links; restore() replays
  // one, and never makes the computer move (session.js restore).
  get moment() {
    return this.#quiz.moment(this.#session.moment);
  }
  // (before the first game has solved, once it has: restore-flow.js)
  restore(moment) {
    return this.#restores.restore(moment);
  }
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
  get solverWorker() {
    return this.#flow.worker;
  }
  // A view with render(session), re-rendered on every change (returns an unmount function).
  mountView(view) {
    this.#views.add(view);
    if (this.#session.entry) view.render(this.#session);
    return () => this.#views.delete(view);
  }

  // Stops a running solve; the last good board stays.
  cancel() {
    this.#flow.cancel();
  }

  play() {
    this.#player.play();
  }
  pause() {
    this.#player.pause();
  }

  #note(text) {
    this.#status.note(text);
  }

  #apply(result) {
    this.#result = result;
    this.#req.errorShown = false;
    this.#status.solved();
    // (the graph flat, as it came from the worker: result.graph's lists are made only if a view reads them)
    this.#board.setGraph(result.adjacency, result.hole, {
      holes: result.holes,
      directed: result.variant?.directed,
      grid: result.grid ?? null,
    });
    this.#status.legend(result);
    this.#edit.labelBoard();
    this.#player.stop();
    this.#session.load(result, this.#flow.oracle());
    const shown = this.#req.shown ?? { graph: this.graph, ...this.#flow.options() };
    // every hole the core played by (the holes option, or the one hole); result.graph's lists made only for a draft
    this.#edit.sync(() => ({
      text: shown.graph,
      format: result.format,
      graph: result.graph,
      start: { mouse: shown.mouse, cat: shown.cat, holes: result.holes ?? [shown.hole ?? result.hole] },
    }));
    // (a moment waiting for this game, before the event: a restore() its listeners make is later, and wins)
    const restored = this.#restores.solved(this.#req.shown, !!result.grid);
    this.#event('cat-mouse-solved', result);
    if (this.#req.playWaits) {
      this.#req.playWaits = false;
      this.#playOptions.startPlay();
    } else if (!restored && !this.#quiz.active) {
      for (const radio of this.#$.modes) radio.checked = radio.value === 'replay';
      if (this.autoplay) this.#player.play();
    }
  }

  // A solve is over: with no game on screen (it failed or was cancelled), a
  // moment waiting for it is dropped; a quiz chosen during it opens.
  #solveEnded() {
    this.#restores.ended();
    this.#quiz.solveEnded();
  }

  // Runs an intent of a person: playback stops first.
  #user(intent) {
    this.#player.pause();
    return intent();
  }

  #changed(reason) {
    const session = this.#session;
    if (reason === 'cursor' || reason === 'move' || reason === 'branch' || reason === 'undo' || reason === 'redo')
      this.#player.moved(this.#cursor, session.cursor);
    else if (reason !== 'values') this.#player.moved(0, 0); // (values given the history: no move, the glide goes on)
    this.#cursor = session.cursor;
    // An undo or redo across a token drop gives another start back (session.js #restore).
    const start = session.game?.start ?? null;
    const startMoved = !!start && !!this.#start && !samePosition(start, this.#start);
    this.#start = start;
    if (reason === 'set' || ((reason === 'undo' || reason === 'redo') && startMoved)) this.#startFollows(start);
    this.#render();
    if (!this.#quiz.speaks()) this.#announcer.announce(reason, { verdictSpoken: this.#verdictSaysEnd });
    if (reason === 'load' || reason === 'set') this.#map.show();
    if ((USER_REASONS.has(reason) || reason === 'cursor' || reason === 'strength') && !this.#quiz.quiet)
      this.#event('cat-mouse-moment', { moment: this.moment, reason });
  }

  // The start the board shows is the start now: the attributes follow,
  // written as the element's own (attributeChangedCallback leaves them), and
  // the requests learn it from here (solve-flow.js ownStart), not by reading them back.
  #startFollows({ mouse, cat, cat2, turn }) {
    this.#flow.ownStart(() => this.#own.write({ mouse, cat, cat2, first: turn }));
    this.#edit.setStart({ mouse, cat });
    this.#event('cat-mouse-start', cat2 === undefined ? { mouse, cat, turn } : { mouse, cat, cat2, turn });
  }

  #render() {
    this.#renderViews();
    levelHeadings(this.#root, this.#headingLevel); // (views make their headings as they open)
  }

  #renderViews() {
    const $ = this.#$;
    const session = this.#session;
    const p = this.#player;
    const result = this.#result;
    const ready = !!result && !!session.entry;
    this.#quiz.render(session); // first: whether the values are hidden, which every view reads (session.valuesHidden)
    renderControls($, session, p, ready, this.#root.activeElement);
    this.#a11y.render(p.playing, this.#edit.editing);
    this.#verdictSaysEnd = false;
    this.#playOptions.render(session); // (before the first solve too: a quiz or a Play chosen meanwhile, or left)
    if (!ready) return this.#edit.view.render(this.#edit.editing, this.#edit.draft);
    const { over, verdictSaysEnd } = renderVerdict($, session, result, () => this.#announcer.overText());
    this.#verdictSaysEnd = verdictSaysEnd;
    const editing = this.#edit.editing;
    const edit = editing ? { selected: this.#edit.draft.selected, focus: this.#edit.draft.focus } : null;
    this.#board.setScene(boardScene(session, { over, glide: p.glide, cycle: this.#cycleNodes(), edit }));
    this.#edit.view.render(editing, this.#edit.draft);
    this.#movesHere.render(session);
    if (this.moveList) this.#moveList.render(session);
    else $.list.replaceChildren();
    for (const view of this.#views) view.render(session);
  }

  #cycleNodes() {
    return this.#cycle ? [...new Set([...this.#cycle.mouseNodes, ...this.#cycle.catNodes])] : [];
  }

  #event(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }
}

if (globalThis.customElements && !customElements.get('cat-mouse-game')) customElements.define('cat-mouse-game', CatMouseGame);
