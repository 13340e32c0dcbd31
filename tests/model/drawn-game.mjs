// The game solved with a set of positions as drawn endings (the package's
// `visited` option, Rules::withDraws in the core), for the Node tests of
// the values given the history. The package answers when its core has the
// option; a build of the core from before it (an older build/wasm) does
// not, and then a retrograde solve written here answers instead, stated
// from the rules (history-reference.mjs's referenceRules) and answering as
// the package's Game: the values, the moves (the core's order, ties to the
// lowest node) and the optimal line (stopping at an ending, a drawn ending
// or a repetition).
//
// historyOracle(graph, options) is the session's oracle as the board's
// (web/src/element/board-oracle.js): history-free answers from the
// package, given the history through model/history-answer.js.
import { solver } from './support.mjs';
import { gameOracle } from './oracle.mjs';
import { snapshot } from '../../wasm/src/worker-service.js';
import { after } from '../../web/src/model/history-values.js';
import { historyAnswer } from '../../web/src/model/history-answer.js';
import { key, referenceRules } from './history-reference.mjs';

// Does this build of the core take `visited`?
export const coreTakesVisited = (() => {
  try {
    solver.solve([[1], [0, 2], [1]], { visited: [] }).dispose();
    return true;
  } catch {
    return false;
  }
})();

const winFor = (turn) => (turn === 'mouse' ? 1 : 2);
// The core's order of moves for the mover (core/src/move_rank.hpp): wins by
// fewest plies, then draws, then losses by most plies; ties to the lowest node.
const rank = (m, mover) => (m.outcome === 0 ? [1, 0] : m.outcome === winFor(mover) ? [0, m.plies] : [2, -m.plies]);
const byRank = (mover) => (a, b) => {
  const [ka, kb] = [rank(a, mover), rank(b, mover)];
  return ka[0] - kb[0] || ka[1] - kb[1] || a.to - b.to;
};

// A retrograde solve of the one-cat game on `graph` with options.visited
// as drawn endings, answering as the package's Game does where the tests
// ask it (start, graph, nodeCount, value, moves, lineFrom, ending).
export function drawnGame(graph, options = {}) {
  const rules = referenceRules(graph, options);
  const drawn = new Set((options.visited ?? []).map(key));
  const n = graph.length;
  const value = new Map(); // key -> { outcome, plies }
  const positions = [];
  for (let mouse = 0; mouse < n; mouse++)
    for (let cat = 0; cat < n; cat++) for (const turn of ['mouse', 'cat']) positions.push({ mouse, cat, turn });
  for (const p of positions) {
    const over = rules.ending(p);
    if (over) value.set(key(p), over);
    else if (drawn.has(key(p))) value.set(key(p), { outcome: 0, plies: null });
  }
  // Level by level: a position is decided at level L when its best move for the mover is.
  for (let level = 1; ; level++) {
    const decided = [];
    for (const p of positions) {
      if (value.has(key(p))) continue;
      const next = rules.movesOf(p).map((to) => value.get(key(after(p, to))));
      const mine = winFor(p.turn);
      if (next.some((v) => v && v.outcome === mine && v.plies === level - 1)) decided.push([p, { outcome: mine, plies: level }]);
      else if (next.every((v) => v && v.outcome === 3 - mine) && Math.max(...next.map((v) => v.plies)) === level - 1)
        decided.push([p, { outcome: 3 - mine, plies: level }]);
    }
    if (decided.length === 0) break;
    for (const [p, v] of decided) value.set(key(p), v);
  }
  const valueOf = ({ mouse, cat, turn }) => ({ ...(value.get(key({ mouse, cat, turn })) ?? { outcome: 0, plies: null }) });
  // (a drawn ending, like any ending, has no moves)
  const moves = (p) =>
    (rules.ending(p) || drawn.has(key(p)) ? [] : rules.movesOf(p))
      .map((to) => {
        const { outcome, plies } = valueOf(after(p, to));
        return { to, outcome, plies: plies === null ? null : plies + 1 };
      })
      .sort(byRank(p.turn));
  const ending = (p) => {
    if (p.mouse === p.cat) return 'caught';
    if ((options.holes ?? [0]).includes(p.mouse)) return 'hole';
    const over = rules.ending(p);
    return over ? (rules.movesOf(p).length === 0 ? 'stuck' : 'hole') : null;
  };
  // The optimal line: best moves, to an ending, a drawn ending or a repetition.
  const lineFrom = (p) => {
    const line = [p];
    const seen = new Set([key(p)]);
    let here = p;
    while (!rules.ending(here) && !drawn.has(key(here))) {
      here = after(here, moves(here)[0].to);
      line.push(here);
      if (seen.has(key(here))) break;
      seen.add(key(here));
    }
    return line;
  };
  const start = { mouse: options.mouse ?? 1, cat: options.cat ?? 2, turn: options.first ?? 'mouse' };
  const { outcome, plies } = valueOf(start);
  return { graph, nodeCount: n, start, outcome, plies, line: lineFrom(start), value: valueOf, moves, lineFrom, ending, dispose() {} };
}

// The game solved with options.visited as draws: the package's when its
// core takes the option, else drawnGame's.
export const solveWithHistory = (graph, options) =>
  coreTakesVisited ? solver.solve(graph, { allowIsolated: true, ...options }) : drawnGame(graph, options);

// The session's oracle over `graph`, its lineFrom given the game's history
// (model/history-answer.js) as the board's is. asked: how many times the
// game was solved with a history.
export function historyOracle(graph, options = {}) {
  const base = solver.solve(graph, { allowIsolated: true, ...options });
  const plain = gameOracle(base, solver);
  let drawn = null;
  const counts = { solves: 0 };
  const ask = {
    solve: async (visited) => {
      counts.solves++;
      drawn?.dispose();
      drawn = solveWithHistory(graph, { ...options, visited });
    },
    position: async (p) => snapshot(drawn, p),
  };
  const oracle = {
    ...plain,
    lineFrom: async (position, history) => {
      const free = await plain.lineFrom(position);
      return history ? historyAnswer(free, position, history, ask) : free;
    },
  };
  return { oracle, base, counts, snapshot: snapshot(base) };
}
