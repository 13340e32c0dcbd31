// The worker side of the protocol, shared by the browser and Node threads:
// solves on request, reports progress, keeps the last game for queries.
import { SOLVE_CHECKED, positionArgument } from './api.js';
import { OUTCOMES } from './game-facts.js';
import { CatMouseError } from './errors.js';
import { shown } from './shown.js';
import { packGraph } from './graph-pack.js';
import { after } from './rules.js';
import { CELL_KINDS, cellKindIndex } from './game-facts.js';

// What crosses the thread boundary for a game seen from one start (by
// default its own, whose value and line the game already holds). With a
// followed path (followPath) the line is the path's positions and then the
// optimal line, and `played` says how many of the path's moves it holds.
export function snapshot(game, start = game.start, followed = null) {
  const own = start === game.start && !followed;
  const { line, facts } = lineAndFacts(game, start, followed);
  const { outcome, plies } = own ? game : game.value(start);
  const last = line[line.length - 1];
  return {
    nodeCount: game.nodeCount,
    hole: game.hole,
    holes: game.holes,
    variant: game.variant,
    // Two cats: every position of the line, and start, carry cat2.
    twoCats: game.twoCats,
    // The graph flat, as the core gives it (graph-pack.js): the client's `graph` lists are made from it.
    adjacency: game.adjacencyArrays(),
    start,
    outcome,
    winner: OUTCOMES[outcome],
    plies,
    line,
    moves: followed ? followed.moves : line.map((p) => game.moves(p)),
    end: game.ending(last),
    // Where the line repeats and how it ends, as the core says (a grid's game has none: null).
    facts,
    format: game.format,
    warnings: game.warnings,
    expectedOutput: game.expectedOutput,
    // A LeetCode 1728 grid's board and its turn-limit answer (api.js).
    ...(game.grid ? { grid: game.grid, turnLimit: game.turnLimit, differences: game.differences } : {}),
    ...(followed ? { played: followed.played } : {}),
  };
}

// The line from start and its facts, as the core gives them together; a
// followed path's line was put together here, so its facts are asked of it.
function lineAndFacts(game, start, followed) {
  if (followed) return { line: followed.line, facts: game.grid ? null : game.lineFacts(followed.line) };
  if (game.grid) return { line: start === game.start ? game.line : game.lineFrom(start), facts: null };
  return game.lineWithFacts(start);
}

const isNode = (v) => Number.isInteger(v) && v >= 0;

// The game from `start` along `path` (the moves chosen, each the mover's
// node, or [to, to2] for the two cats' joint move), then optimal play from
// where the path stops: { line, moves (each position's legal moves), played
// (how many of the path's moves were legal: the path is followed up to the
// first that is not, or that leaves a position where the game is over) }.
// What a link's moment replays, in one request instead of one per move.
export function followPath(game, start, path) {
  if (!Array.isArray(path))
    throw new CatMouseError(
      `follow(start, path) takes the path as an array of moves (a node, or [to, to2] for the two cats), got ${shown(path)}`,
      { code: 'argument.type' },
    );
  path.forEach((step, i) => {
    if (isNode(step) || (Array.isArray(step) && step.length === 2 && step.every(isNode))) return;
    throw new CatMouseError(
      `follow(start, path): path[${i}] must be a node (a whole number from 0) or [to, to2] for the two cats' joint move, got ${shown(step)}`,
      { code: 'argument.type' },
    );
  });
  let here = start;
  const line = [here];
  const moves = [game.moves(here)];
  let played = 0;
  for (const step of path) {
    const [to, to2] = Array.isArray(step) ? step : [step, undefined];
    const legal = moves[played].some((m) => m.to === to && m.to2 === to2);
    if (!legal || game.ending(here) !== null) break;
    here = after(here, to, to2);
    line.push(here);
    moves.push(game.moves(here));
    played++;
  }
  const rest = game.lineFrom(here);
  for (let i = 1; i < rest.length; i++) {
    line.push(rest[i]);
    moves.push(game.moves(rest[i]));
  }
  return { line, moves, played };
}

// The value of every position with `turn` to move, as two planes indexed
// mouse * n + cat (what the value map draws), for graphs up to MAP_MAX_NODES
// nodes: copied out of the table once, and transferred, not cloned. Larger
// graphs get an overview (mapOverview) and, on request, exact windows
// (mapWindow), so nothing n² ever crosses the thread boundary.
export const MAP_MAX_NODES = 2000;
export const MAP_MAX_BLOCKS = 1024; // the overview: at most this many blocks a side
export const MAP_MAX_WINDOW = 1 << 20; // cells in one window
export { CELL_KINDS as MAP_KINDS } from './game-facts.js';

function turnOffset(n, turn) {
  return turn === 'cat' ? n * n : 0;
}

// The n × n plane down-sampled to blocks × blocks blocks of block × block
// cells (the last row and column of blocks may be short): for each block
// its counts of MAP_KINDS, at counts[(blockRow * blocks + blockCol) * 5 + k];
// and the summary the view shows (counts, longest win, wins by remoteness),
// all in one streaming pass over game.tableView().
export function mapOverview(game, turn, { maxBlocks = MAP_MAX_BLOCKS } = {}) {
  const n = game.nodeCount;
  const view = game.tableView();
  const block = Math.max(1, Math.ceil(n / maxBlocks));
  const blocks = Math.ceil(n / block);
  const Counts = block * block <= 0xff ? Uint8Array : block * block <= 0xffff ? Uint16Array : Uint32Array;
  const counts = new Counts(blocks * blocks * 5);
  const colBlock = new Int32Array(n);
  for (let c = 0; c < n; c++) colBlock[c] = Math.floor(c / block) * 5;
  const offset = turnOffset(n, turn);
  const total = { mouse: 0, cat: 0, draw: 0, over: 0 };
  let bySide = { mouse: [], cat: [] };
  let longest = null;
  for (let mouse = 0; mouse < n; mouse++) {
    const rowBase = Math.floor(mouse / block) * blocks * 5;
    const base = offset + mouse * n;
    for (let cat = 0; cat < n; cat++) {
      const i = base + cat;
      const o = view.outcome(i);
      const plies = view.remoteness(i);
      const k = cellKindIndex(o, plies);
      counts[rowBase + colBlock[cat] + k]++;
      const kind = CELL_KINDS[k];
      if (kind === 'none') continue;
      total[kind]++;
      if (kind === 'mouse' || kind === 'cat') {
        const list = bySide[kind];
        while (list.length < plies) list.push(0);
        list[plies - 1]++;
        if (!longest || plies > longest.plies) longest = { mouse, cat, turn, outcome: o, plies };
      }
    }
  }
  const length = longest ? longest.plies : 0;
  const pad = (list) => Array.from({ length }, (_, r) => list[r] ?? 0);
  bySide = { mouse: pad(bySide.mouse), cat: pad(bySide.cat) };
  return {
    nodeCount: n,
    hole: game.hole,
    turn,
    overview: { block, blocks, counts },
    summary: { counts: total, longest, byRemoteness: bySide.mouse.map((m, r) => m + bySide.cat[r]), bySide },
  };
}

// The exact cells of one window of the plane: rows mouse row0 … row0 + rows
// - 1, columns cat col0 … col0 + cols - 1, indexed (mouse - row0) * cols +
// (cat - col0).
export function mapWindow(game, turn, window) {
  const n = game.nodeCount;
  const { row0, col0, rows, cols } = window ?? {};
  const whole = (v, least) => Number.isInteger(v) && v >= least;
  if (!whole(row0, 0) || !whole(col0, 0) || !whole(rows, 1) || !whole(cols, 1) || row0 + rows > n || col0 + cols > n) {
    throw new CatMouseError(
      `a value map window is { row0, col0, rows, cols }, whole numbers inside the ${n} × ${n} grid; got ${shown(window)}`,
      { code: 'argument.type' },
    );
  }
  if (rows * cols > MAP_MAX_WINDOW) {
    throw new CatMouseError(
      `a value map window holds up to ${MAP_MAX_WINDOW.toLocaleString('en')} cells; this one has ${(rows * cols).toLocaleString('en')}`,
      { code: 'limits.value-map' },
    );
  }
  const view = game.tableView();
  const outcome = new Uint8Array(rows * cols);
  const remoteness = new Int32Array(rows * cols);
  const offset = turnOffset(n, turn);
  for (let r = 0, k = 0; r < rows; r++) {
    const base = offset + (row0 + r) * n + col0;
    for (let c = 0; c < cols; c++, k++) {
      outcome[k] = view.outcome(base + c);
      remoteness[k] = view.remoteness(base + c);
    }
  }
  return { nodeCount: n, hole: game.hole, turn, window: { row0, col0, rows, cols }, outcome, remoteness };
}

// What the worker answers to valueMap(turn, { window, fullUpTo, maxBlocks }):
// a window when asked for one; else the full planes up to fullUpTo nodes,
// an overview above.
export function valueMap(game, turn, { window = null, fullUpTo = MAP_MAX_NODES, maxBlocks = MAP_MAX_BLOCKS } = {}) {
  if (window) return mapWindow(game, turn, window);
  const n = game.nodeCount;
  if (n > fullUpTo) return mapOverview(game, turn, { maxBlocks });
  const table = game.table();
  const offset = turnOffset(n, turn);
  return {
    nodeCount: n,
    hole: game.hole,
    turn,
    outcome: table.outcome.slice(offset, offset + n * n),
    remoteness: table.remoteness.slice(offset, offset + n * n),
  };
}

function transfers(map) {
  if (map.overview) return [map.overview.counts.buffer];
  return [map.outcome.buffer, map.remoteness.buffer];
}

function checkPositionObject(call, start) {
  if (start === null || typeof start !== 'object')
    throw new CatMouseError(`${call} needs a position like { mouse: 1, cat: 2, turn: "mouse" }`, { code: 'argument.type' });
}

function checkStart(solver, game, start) {
  checkPositionObject('play(start)', start);
  const { mouse, cat, cat2, turn = 'mouse' } = start;
  // The game's own variant, so a start is checked by the rules it is played
  // by; only the start is in question: the graph passed its checks when it was solved.
  // game.variant holds every variant option by its name (the bindings write it from the core's table).
  const cats = game.twoCats ? { cat2 } : {};
  solver.validate(game.graph, { mouse, cat, ...cats, first: turn, ...game.variant, holes: [...game.variant.holes], allowIsolated: true });
}

// What crosses the thread boundary for an error: enough to rebuild a
// CatMouseError with its code on the page side (worker-client.js).
function errorMessage(thrown) {
  const error = thrown ?? new Error(`the solver threw ${String(thrown)}`);
  const { name, message, code, line, column, options, url, status, csp, solverRunning } = error;
  return {
    name: error instanceof CatMouseError ? 'CatMouseError' : (name ?? 'Error'),
    message: message ?? String(error),
    code,
    line,
    column,
    options,
    url,
    status,
    csp,
    solverRunning,
  };
}

// The game before a cancel, solved again without progress reports; null if
// it fails now (memory, say): play() then says there is no game.
// (a fallback only the full module reads, on the light module: that error
// goes up, and handle() asks the full module the whole request again)
function solveQuietly(solver, { graph, options }) {
  try {
    return solver.solve(graph, options);
  } catch (error) {
    if (error?.code === 'solver.needs-full' && solver.upgrade) throw error;
    return null;
  }
}

const noGame = () => new CatMouseError('there is no solved game yet: solve a graph first', { code: 'worker.no-game' });

// valueMap's options, checked: a side to move and whole-number bounds.
function checkMapRequest(turn, { fullUpTo, maxBlocks }) {
  if (turn !== 'mouse' && turn !== 'cat')
    throw new CatMouseError(`valueMap(turn) takes 'mouse' or 'cat', got ${shown(turn)}`, { code: 'argument.type' });
  for (const [name, value, most] of [
    ['fullUpTo', fullUpTo, MAP_MAX_NODES],
    ['maxBlocks', maxBlocks, MAP_MAX_BLOCKS],
  ]) {
    if (value !== undefined && !(Number.isInteger(value) && value >= 1 && value <= most))
      throw new CatMouseError(`valueMap's ${name} takes a whole number from 1 to ${most.toLocaleString('en')}, got ${shown(value)}`, {
        code: 'argument.type',
      });
  }
}

// One thread's service: the solver, loaded once, and a game per session.
class WorkerService {
  #load;
  #post;
  #solverPromise;
  #upgrade = null;
  #lastInit = {};
  #games = new Map(); // session -> the game its last good solve made

  constructor(load, post) {
    this.#load = load;
    this.#post = post;
    this.#solverPromise = typeof load === 'function' ? null : load;
  }

  async handle(message) {
    if (message?.type === 'init') {
      if (!this.#solverPromise) this.#start(message);
      return;
    }
    if (!this.#solverPromise) this.#start({});
    const { id, type, session = 0 } = message;
    try {
      const solver = await this.#solver();
      const handler = Object.hasOwn(this.#handlers, type) ? this.#handlers[type] : null; // not 'constructor' or '__proto__'
      if (!handler) throw new CatMouseError(`unknown request '${type}'`, { code: 'worker.bad-request' });
      const ask = (on) => handler({ solver: on, session, message, game: this.#games.get(session) ?? null });
      try {
        await ask(solver);
      } catch (error) {
        if (error?.code !== 'solver.needs-full' || !solver.upgrade) throw error;
        // (the full module could not load: the light one still runs, with the
        // games it holds, so the client keeps this thread: solverRunning)
        const fuller = await this.#full(solver).catch((failure) => {
          throw Object.assign(new CatMouseError(failure.message, { code: failure.code }), {
            url: failure.url,
            status: failure.status,
            solverRunning: true,
          });
        });
        await ask(fuller);
      }
    } catch (error) {
      // An abort took the instance and every session's game with it: the
      // next request loads a fresh one (the client restores games it needs).
      if (error?.code === 'solver.aborted') {
        this.#games.clear();
        this.#start(this.#lastInit);
      }
      this.#post({ id, type: 'error', error: errorMessage(error) });
    }
  }

  #start(init) {
    this.#lastInit = init;
    this.#upgrade = null;
    // Caught here so an init that fails is reported by the first request, not as an unhandled rejection.
    this.#solverPromise = Promise.resolve().then(() => this.#load(init));
    this.#solverPromise.catch(() => {});
  }

  // The light module could not answer (two cats, a text in another format
  // than the JSON adjacency list, a grid-shaped graph the full module solves
  // with its grid stencil): the full
  // module answers this request and every later one, started once; the
  // games the light one made stay with it. If the full one cannot load
  // (offline), this request fails and the light one goes on answering.
  #full(light) {
    if (!this.#upgrade) {
      const before = this.#solverPromise;
      this.#upgrade = light.upgrade();
      this.#solverPromise = this.#upgrade;
      this.#upgrade.catch(() => {
        this.#solverPromise = before;
        this.#upgrade = null;
      });
    }
    return this.#loaded(this.#upgrade);
  }

  // The module did not load (blocked or missing .wasm, a compile error):
  // nothing here can work until the files are served. A load error of ours
  // already says where and why (load-errors.js).
  #solver() {
    return this.#loaded(this.#solverPromise);
  }

  #loaded(promise) {
    return promise.catch((error) => {
      if (error?.code === 'worker.unavailable') throw error;
      throw new CatMouseError(`could not load the solver: ${error?.message ?? error}`, { code: 'worker.unavailable' });
    });
  }

  #setGame(session, game) {
    if (game) this.#games.set(session, game);
    else this.#games.delete(session);
  }

  #result(id, result, buffers) {
    this.#post({ id, type: 'result', result }, buffers);
  }

  // A snapshot, its flat graph transferred (graph-pack.js).
  #postGame(id, result) {
    const [packed, buffers] = packGraph(result);
    this.#result(id, packed, buffers);
  }

  // Bad input leaves the last game in place for play(); only a solve that
  // will run replaces it (and frees its memory first). A thread started
  // after a cancel has no game yet: refused input brings back the fallback,
  // the game before the cancel (worker-client.js), after the refusal is posted.
  // One request, one answer, one reading of the text: the checks' error, or
  // `checked` (the checks passed: the last game goes, the board may say so)
  // and then the result.
  #solve({ solver, session, game, message: { id, graph, options = {}, fallback = null } }) {
    let checked = false;
    const onChecked = () => {
      checked = true;
      this.#post({ id, type: 'checked' });
      game?.dispose();
      this.#setGame(session, null);
    };
    let last = 0;
    const onProgress = ({ decided, total }) => {
      const now = Date.now();
      if (now - last > 50 || decided === total) {
        last = now;
        this.#post({ id, type: 'progress', decided, total });
      }
    };
    let solved;
    try {
      solved = solver[SOLVE_CHECKED](graph, { ...options, onProgress }, onChecked);
    } catch (error) {
      // (solver.needs-full goes up too: handle() asks the full module again, the fallback with it)
      if (checked || !fallback || game || error?.code === 'solver.needs-full') throw error;
      const kept = solveQuietly(solver, fallback);
      this.#post({ id, type: 'error', error: errorMessage(error) });
      this.#setGame(session, kept);
      return;
    }
    this.#setGame(session, solved);
    this.#postGame(id, snapshot(solved));
  }

  // Each request by its type; the queries need a solved game.
  #handlers = {
    release: ({ session, game, message: { id } }) => {
      game?.dispose();
      this.#setGame(session, null);
      this.#result(id, true);
    },
    solve: (request) => this.#solve(request),
    // The checks of a solve without the solve: the last game stays.
    validate: ({ solver, message: { id, graph, options = {} } }) => {
      solver.validate(graph, options);
      this.#result(id, true);
    },
    // Reading only (the package's parse()): the format, the graph and a
    // game file's rules as the core read them; the last game stays.
    parse: ({ solver, message: { id, graph, options = {} } }) => this.#result(id, solver.parse(graph, options)),
    // A start must pass the rules' checks, with the same messages as the
    // options of solve(); the same shape as the package's queries: { mouse, cat, turn }, turn 'mouse' when left out.
    play: ({ solver, game, message: { id, start } }) => {
      if (!game) throw noGame();
      checkStart(solver, game, start);
      this.#postGame(id, snapshot(game, positionArgument('play', [start], game.twoCats)));
    },
    // Any position of the table may be looked at.
    position: ({ game, message: { id, start } }) => {
      if (!game) throw noGame();
      checkPositionObject('position(position)', start);
      this.#postGame(id, snapshot(game, positionArgument('position', [start], game.twoCats)));
    },
    follow: ({ game, message: { id, start, path } }) => {
      if (!game) throw noGame();
      checkPositionObject('follow(start, path)', start);
      const from = positionArgument('follow', [start], game.twoCats);
      this.#postGame(id, snapshot(game, from, followPath(game, from, path)));
    },
    // The repeat and the ending of a line (the package's game.lineFacts()).
    lineFacts: ({ game, message: { id, positions } }) => {
      if (!game) throw noGame();
      this.#result(id, game.lineFacts(positions));
    },
    // The quiz's puzzles (the package's game.puzzles()).
    puzzles: ({ game, message: { id, options } }) => {
      if (!game) throw noGame();
      this.#result(id, game.puzzles(options ?? {}));
    },
    map: ({ game, message: { id, turn, map: mapOptions } }) => {
      if (!game) throw noGame();
      const { window = null, fullUpTo, maxBlocks } = mapOptions ?? {};
      checkMapRequest(turn, { fullUpTo, maxBlocks });
      const map = valueMap(game, turn, { window, fullUpTo, maxBlocks });
      this.#result(id, map, transfers(map));
    },
  };
}

// post(message) sends to the page; returns the handler for incoming messages.
// load: the solver, as a promise, or a function of the thread's `init`
// message ({ wasmUrl, wasmBinary }) that makes one. Each request carries
// its session (a board, or one SolverWorker): the thread keeps one game per
// session, and `release` frees a session's game.
export function serve(load, post) {
  const service = new WorkerService(load, post);
  return (message) => service.handle(message);
}
