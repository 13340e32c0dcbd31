// The element's requests to its solver worker, as the attributes change:
// one request at a time (model/solve-requests.js decides what each change
// asks: a solve, a new start, nothing), the worker made and let go, the
// text read while a solve runs, and what a failure shows. The element
// (cat-mouse-game.js) owns the board and hands this its parts.
import { createSolverWorker, CatMouseError } from 'catmouse/worker';
import { optionText, optionsFor, ruleOptionsFrom, samePosition, tableKey } from 'catmouse/rules';
import { solverAssets } from '../shell/assets.js';
import { RULE_OPTIONS } from '../shell/start-text.js';
import { attributeError } from '../shell/attributes.js';
import { THREAD_TROUBLE } from './status-view.js';
import { BUSY_DELAY_MS } from './busy-card.js';
import { boardOracle } from './board-oracle.js';

// The start the options give, as play() and startFrom() take it (a two-cat game's has cat B too).
const startOf = ({ mouse, cat, cat2, first }) => ({ mouse, cat, ...(cat2 === undefined ? {} : { cat2 }), turn: first });
// The options that are only the start (mouse, cat, first; cat B once given).
const startOptions = (options) =>
  Object.fromEntries(
    RULE_OPTIONS.filter((o) => (o.start || o.startOnceSet) && options[o.name] !== undefined).map((o) => [o.name, options[o.name]]),
  );

export class SolveFlow {
  #element;
  #host;
  #req;
  #worker = null;
  #historyWorker = null; // board-oracle.js: the game with its history as draws

  // element: the <cat-mouse-game>; requests: its SolveRequests; host: { $,
  // session, busy, status, edit, prerendered (prerendered.js), result() (the
  // solved game on screen), apply(result), ended() (a solve is over, after
  // its apply), note(text), event(name, detail) }.
  constructor(element, requests, host) {
    this.#element = element;
    this.#req = requests;
    this.#host = host;
  }

  // The worker's thread, for views that ask it directly (the value map).
  get worker() {
    return this.#worker;
  }

  // Stops a running solve; the last good board stays (a solve still
  // waiting behind another board's in the shared worker is never sent).
  cancel() {
    if (this.#req.cancel()) this.#worker?.cancel();
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
    if (!this.#req.solving) return this.#worker.parse(text);
    this.#reader ??= this.#newWorker({ own: true });
    return this.#reader.parse(text);
  }

  #reader = null; // reads text while the board's worker solves (readText)

  // The solve is over: the reader ends once the reads sent to it are
  // answered (its queue is in order: a last empty read answers after them).
  #endReader() {
    const reader = this.#reader;
    this.#reader = null;
    reader
      ?.parse('')
      .catch(() => {})
      .finally(() => reader.terminate());
  }

  // Several attribute changes in one task make one request; while the
  // board is not in the page it waits (connectedCallback sends it).
  #queueScheduled = false;
  queue(kind) {
    this.#req.queue(kind);
    if (this.#queueScheduled) return;
    this.#queueScheduled = true;
    queueMicrotask(() => {
      this.#queueScheduled = false;
      if (!this.#element.isConnected || this.#waitUntilNear() || this.#waitUntilAsked()) return;
      this.update(this.#req.take());
    });
  }

  // A pre-rendered board that does not autoplay (prerendered.js) starts nothing
  // until the reader asks; what was asked of it meanwhile waits in the queue.
  #waitUntilAsked() {
    const wait = this.#host.prerendered;
    if (!wait?.applies) return false;
    if (!wait.waiting)
      wait.wait(() => {
        const kind = this.#req.take();
        if (kind && this.#element.isConnected && !this.#waitUntilNear()) this.update(kind);
      });
    return true;
  }

  // loading="lazy", as on an <img>: a board far below the fold starts
  // nothing (no worker, no .wasm) until it comes within 200 px of the
  // viewport; what was asked of it meanwhile waits in the queue.
  #near = false;
  #watching = null;
  #waitUntilNear() {
    if (this.#near || this.#element.loading !== 'lazy' || typeof IntersectionObserver !== 'function') return false;
    this.#watching ??= new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#near = true;
        this.#watching.disconnect();
        this.#watching = null;
        if (this.#waitUntilAsked()) return;
        const kind = this.#req.take();
        if (kind && this.#element.isConnected) this.update(kind);
      },
      { rootMargin: '200px' },
    );
    this.#watching.observe(this.#element);
    return true;
  }

  // The rule options the attributes give; a hole attribute left out gives
  // way to a holes attribute (options.js, ruleOptionsFrom). Every attribute
  // goes, and the core leaves out those that do not apply to the kind of
  // game the text is (onlyApplicable; the schema's appliesToGrid,
  // appliesToGraph): a LeetCode 1728 grid's board places the mouse, the cat
  // and the food, and its rules are the problem's; a graph has no turn limit.
  options() {
    const options = ruleOptionsFrom(
      (o) => this.#element[o.name],
      (o) => !!this.#element.getAttribute(o.attribute),
    );
    // A board takes nodes without edges (the package refuses them unless
    // asked): a graph drawn by hand starts with nodes and then joins them.
    // The page says which nodes have none (import-format.js).
    return { ...options, onlyApplicable: true, allowIsolated: true };
  }

  // Is the board on screen a grid, solved from this text?
  #showsGrid(graph) {
    return !!this.#host.result()?.grid && this.#req.shown?.graph === graph;
  }

  // The board's solver: by default a share of the page's one thread (one
  // wasm instance for every board), its own with own-worker (or for the
  // reader, which must not wait behind the board's solve).
  #newWorker({ own = this.#element.ownWorker } = {}) {
    return createSolverWorker({ ...solverAssets(this.#element.basePath), shared: !own });
  }

  // The board lets go of its worker (its game is freed there); the next
  // request starts anew and the shown game is solved again when asked (oracle).
  dropWorker() {
    this.#worker?.terminate();
    this.#worker = null;
    this.#historyWorker?.terminate();
    this.#historyWorker = null;
    this.#req.solvedKey = null;
  }

  async update(kind, { discard = false } = {}) {
    try {
      this.#worker ??= this.#newWorker();
    } catch (error) {
      return this.#fail(error); // a base-path that is not a URL, say
    }
    const graph = this.#element.graph;
    // A grid's start is its board's M and C, not attributes: a new side to
    // move first solves the (small) board again rather than ask play().
    if (kind === 'play' && this.#showsGrid(graph)) kind = 'solve';
    const options = this.options();
    // A start the session already shows (a drop undone in play) throws no game away.
    const startShown = this.#showsStart(options);
    if (!discard && this.#differsFromShown(graph, options, startShown) && this.#gameInProgress()) {
      // A game in progress is not thrown away without asking; the text stays where it is.
      this.#req.hold(kind);
      this.#host.$.ask.hidden = false;
      return;
    }
    const key = tableKey(graph, options);
    const bad = attributeError((name) => this.#element.getAttribute(name));
    if (bad) return this.#fail(bad);
    const source = { graph, ...options };
    const plan = this.#req.plan(kind, key, startShown);
    if (plan === 'shown' || plan === 'on-screen') return this.#startOnScreen(plan, options);
    // The start the session already shows (a person set it back).
    if (plan === 'in-step') return this.#backInStep(source);
    if (plan === 'play') return this.#request(() => this.#worker.play(startOf(options)), false, key, source);
    return this.#solve(graph, options, key, source);
  }

  // Do the attributes name another game than the one shown? (only the
  // options that apply to the kind of game shown can differ: a graph's
  // board shown as it was leaves a grid's turn limit aside; with startShown,
  // neither can the start)
  #differsFromShown(graph, options, startShown) {
    const shown = this.#req.shown;
    const applied = optionsFor(options, this.#showsGrid(graph));
    return (
      !shown ||
      shown.graph !== graph ||
      RULE_OPTIONS.some((o) => !(startShown && (o.start || o.startOnceSet)) && optionText(shown[o.name]) !== optionText(applied[o.name]))
    );
  }

  #gameInProgress() {
    const session = this.#host.session;
    return session.mode === 'play' && session.last > 0 && !session.play.over;
  }

  // The graph attributes hold text that did not pass its checks, or whose
  // solve was cancelled: a new start (a token dropped, a rules field)
  // applies to the board on screen, and nothing solves that text again.
  #startOnScreen(plan, options) {
    const shownKey = tableKey(this.#req.shown.graph, this.#req.shown);
    const onScreen = { ...this.#req.shown, mouse: options.mouse, cat: options.cat, first: options.first };
    if (plan === 'shown') {
      this.#req.shown = onScreen; // the text's error stays: the attributes still hold it
      return;
    }
    return this.#request(() => this.oracle().startFrom(startOf(options)), false, shownKey, onScreen);
  }

  // A new game: one request to the worker, which checks the text first (text
  // that fails never replaces the worker's game) and says when the checks
  // passed, before it solves (onChecked).
  #solve(graph, options, key, source) {
    // A long solve still running is for text that is gone: stop it.
    if (this.#req.solving && performance.now() - this.#req.solving.started > BUSY_DELAY_MS) this.cancel();
    this.#req.stale = null;
    const worker = this.#worker;
    return this.#request(
      async () => {
        let checked = false;
        try {
          return await worker.solve(graph, options, {
            onChecked: () => {
              checked = true;
              this.#checked(source);
            },
            onProgress: (p) => this.#host.busy.progress(p),
          });
        } catch (error) {
          // Text the checks refuse (not a rules field: those come with options) is not solved again by a start change.
          if (!checked && error instanceof CatMouseError && !THREAD_TROUBLE.has(error.code) && !error.options?.length)
            this.#req.refused(error);
          throw error;
        }
      },
      true,
      key,
      source,
    );
  }

  // The checks passed: the worker's game is being replaced, and a page's link may follow now.
  #checked(source) {
    this.#req.solvedKey = null;
    if (this.#req.solving?.seq === this.#req.seq) this.#host.event('cat-mouse-solving', source);
  }

  // The timeline's first position, or the game's start: a restart in play
  // leaves that (session.js), and an undone drop brings it back.
  #showsStart({ mouse, cat, cat2, first }) {
    const session = this.#host.session;
    const wanted = { mouse, cat, cat2, turn: first };
    return [session.timeline[0]?.position, session.game?.start].some((start) => !!start && samePosition(start, wanted));
  }

  // A person's attributes name the game the board already shows (a rules
  // field set back after a refusal, a drop undone in play): no
  // request. If an error was reported since, the board and the attributes
  // agree again: say so as a solve would (the page clears its errors).
  #backInStep(source) {
    this.#req.shown = optionsFor(source, !!this.#host.result()?.grid);
    this.#errorCleared();
  }

  // The board's own start written into its attributes (write(): a token
  // dropped, its undo): the board on screen and the worker's game have it
  // already, so nothing is asked, unless a solve of other text is on its way
  // (its answer would bring the old start). If an error was reported since
  // and the attributes now name the board on screen, say so as a solve would.
  ownStart(write) {
    const before = tableKey(this.#element.graph, this.options());
    write();
    const options = this.options();
    const after = tableKey(this.#element.graph, options);
    if (this.#req.solving) return this.queue('play');
    // (the same table: only whether cat B is given may have changed its key)
    if (this.#req.solvedKey === before) this.#req.solvedKey = after;
    if (this.#req.stale === before) this.#req.stale = after;
    const grid = !!this.#host.result()?.grid;
    if (this.#req.shown) this.#req.shown = optionsFor({ ...this.#req.shown, ...startOptions(options) }, grid);
    if (after === this.#req.solvedKey && !attributeError((name) => this.#element.getAttribute(name))) this.#errorCleared();
  }

  #errorCleared() {
    if (!this.#req.errorShown || !this.#host.result()) return;
    this.#req.errorShown = false;
    this.#host.$.alert.textContent = '';
    this.#host.event('cat-mouse-solved', this.#host.result());
  }

  // One request at a time: a newer one drops this one's answer (model/solve-requests.js).
  #request(call, solving, key, source) {
    return this.#req.run(
      call,
      { solving, key, source },
      {
        started: ({ seq }) => this.#host.busy.started(seq),
        result: (result) => this.#host.apply(result),
        cancelled: (current) =>
          current && this.#host.note(this.#host.result() ? 'Solve cancelled: the board shows the last solved graph.' : 'Solve cancelled.'),
        failed: (error) => this.#fail(error),
        ended: () => {
          this.#endReader();
          this.#host.busy.ended();
          this.#host.ended();
          this.#host.event('cat-mouse-busy', { busy: false });
        },
      },
    );
  }

  // What the session asks the worker (board-oracle.js).
  oracle() {
    return boardOracle({
      worker: () => (this.#worker ??= this.#newWorker()), // dropped while the board was away
      lost: () => this.#req.lost(),
      regained: ({ graph, ...options }) => this.#req.regained(tableKey(graph, options)),
      // Values given the game's history: a second worker solves the game on screen with it (model/history-answer.js).
      history: () => ({ worker: (this.#historyWorker ??= this.#newWorker()), game: this.#req.shown }),
    });
  }

  #fail(error) {
    if (!(error instanceof CatMouseError) || THREAD_TROUBLE.has(error.code)) {
      // The thread may be unusable: start a fresh one next time.
      this.#worker?.cancel();
      this.#req.solvedKey = null;
    }
    const message = this.#host.status.failed(error, {
      twoCats: this.#element.cat2 !== undefined,
      noAlert: this.#element.hasAttribute('no-alert'),
      solved: !!this.#host.result(),
    });
    this.#req.errorShown = true;
    if (error instanceof CatMouseError && !error.options?.length && !THREAD_TROUBLE.has(error.code))
      this.#host.edit.refused(this.#element.graph);
    this.#host.event('cat-mouse-error', { code: error.code, message, line: error.line, column: error.column, options: error.options });
  }
}
