// The worker side of the protocol, shared by the browser and Node threads:
// solves on request, reports progress, keeps the last game for queries.
import { WINNERS } from './api.js';
import { CatMouseError } from './errors.js';

// What crosses the thread boundary for a game seen from one start (by
// default its own, whose value and line the game already holds).
export function snapshot(game, start = game.start) {
  const own = start === game.start;
  const line = own ? game.line : game.lineFrom(start.mouse, start.cat, start.turn);
  const { outcome, plies } = own ? game : game.value(start.mouse, start.cat, start.turn);
  const last = line[line.length - 1];
  return {
    nodeCount: game.nodeCount,
    hole: game.hole,
    graph: game.graph(),
    start,
    outcome,
    winner: WINNERS[outcome],
    plies,
    line,
    moves: line.map((p) => game.moves(p.mouse, p.cat, p.turn)),
    end: game.ending(last.mouse, last.cat, last.turn),
  };
}

// The value of every position with `turn` to move, as two planes indexed
// mouse * n + cat (what the value map draws). Copied out of the table once,
// and transferred, not cloned.
export const MAP_MAX_NODES = 2000;
function valueMap(game, turn) {
  const n = game.nodeCount;
  if (n > MAP_MAX_NODES) {
    throw new CatMouseError(`the value map is drawn for graphs of up to ${MAP_MAX_NODES.toLocaleString('en')} nodes; this one has ${n.toLocaleString('en')}`, { code: 'limits.value-map' });
  }
  const table = game.table();
  const offset = turn === 'cat' ? n * n : 0;
  return {
    nodeCount: n,
    hole: game.hole,
    turn,
    outcome: table.outcome.slice(offset, offset + n * n),
    remoteness: table.remoteness.slice(offset, offset + n * n),
  };
}

function checkStart(solver, game, start) {
  if (start === null || typeof start !== 'object') throw new CatMouseError('play(start) needs a start like { mouse: 1, cat: 2, turn: "mouse" }', { code: 'argument.type' });
  const { mouse, cat, turn = 'mouse' } = start;
  solver.validate(game.graph(), { mouse, cat, hole: game.hole, first: turn });
}

// What crosses the thread boundary for an error: enough to rebuild a
// CatMouseError with its code on the page side (worker-client.js).
function errorMessage(error) {
  const { name, message, code, line, column, options } = error;
  return { name: error instanceof CatMouseError ? 'CatMouseError' : name ?? 'Error', message: message ?? String(error), code, line, column, options };
}

// post(message) sends to the page; returns the handler for incoming messages.
export function serve(solverPromise, post) {
  let game = null;
  return async ({ id, type, graph, options = {}, start, turn }) => {
    try {
      const solver = await solverPromise.catch((error) => {
        // The module did not load (blocked or missing .wasm, a compile error):
        // nothing here can work until the files are served.
        throw new CatMouseError(`could not load the solver: ${error?.message ?? error}`, { code: 'worker.unavailable' });
      });
      if (type === 'solve') {
        // Bad input leaves the last game in place for play(); only a solve
        // that will run replaces it (and frees its memory first).
        solver.validate(graph, options);
        game?.dispose();
        game = null;
        let last = 0;
        game = solver.solve(graph, {
          ...options,
          onProgress: ({ decided, total }) => {
            const now = Date.now();
            if (now - last > 50 || decided === total) {
              last = now;
              post({ id, type: 'progress', decided, total });
            }
          },
        });
        post({ id, type: 'result', result: snapshot(game) });
      } else if (type === 'play' || type === 'position') {
        if (!game) throw new CatMouseError('there is no solved game yet: solve a graph first', { code: 'worker.no-game' });
        // A start must pass the rules' checks, with the same messages as the
        // options of solve(); any position of the table may be looked at.
        if (type === 'play') checkStart(solver, game, start);
        post({ id, type: 'result', result: snapshot(game, start) });
      } else if (type === 'map') {
        if (!game) throw new CatMouseError('there is no solved game yet: solve a graph first', { code: 'worker.no-game' });
        const map = valueMap(game, turn === 'cat' ? 'cat' : 'mouse');
        post({ id, type: 'result', result: map }, [map.outcome.buffer, map.remoteness.buffer]);
      } else {
        throw new CatMouseError(`unknown request '${type}'`, { code: 'worker.bad-request' });
      }
    } catch (error) {
      post({ id, type: 'error', error: errorMessage(error) });
    }
  };
}
