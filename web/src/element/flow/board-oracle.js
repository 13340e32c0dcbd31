// What the session asks of the board's solver worker (model/session.js's
// oracle): the line from any position, a new start, a link's whole path in
// one request (follow), the value map. If the worker lost the game on
// screen (a cancel ends its thread, a board that left dropped its worker),
// the shown game is solved again first.
//
// board: { worker() (the board's worker, made if need be), lost() (the
// game the worker should hold, { graph, ...options }, when it does not:
// else null), regained(game) (it holds it again), history() (optional:
// { worker (a second worker, so the board's game stays in the first),
// game (the game on screen, { graph, ...options }) }) }.
//
// lineFrom(position, history): with the positions played before it ([]
// at the start of a game: the position itself is played), the answer is given the game's history (model/history-answer.js): the game
// on screen solved again in the second worker with them as draws, on
// graphs of up to HISTORY_NODE_LIMIT nodes with one cat; above, the
// history-free answer, marked historyFree ('size'; with two cats, which
// take no history, 'two-cats') so the board says so.
import { historyAnswer, historyApplies } from '../../model/history-answer.js';

export function boardOracle(board) {
  let historyChain = Promise.resolve();
  const ask = async (type, ...args) => {
    const worker = board.worker();
    const lost = board.lost();
    if (lost) {
      const { graph, ...options } = lost;
      await worker.solve(graph, options);
      board.regained(lost);
    }
    return worker[type](...args);
  };
  return {
    lineFrom: async (position, history) => {
      const free = await ask('position', position);
      if (!history || !board.history) return free;
      // Why the values stay history-free: 'two-cats' (the core takes no history for two cats) or 'size'.
      if (!historyApplies(free.nodeCount, free.twoCats)) return { ...free, historyFree: free.twoCats ? 'two-cats' : 'size' };
      const { worker, game } = board.history();
      if (!game) return free;
      const { graph, ...options } = game;
      // One history at a time: a solve for a later question must not land
      // between an earlier one's solve and its position() requests.
      const answer = historyChain.then(() =>
        historyAnswer(free, position, history, {
          solve: (visited) => worker.solve(graph, { ...options, visited }),
          position: (p) => worker.position(p),
        }),
      );
      historyChain = answer.catch(() => {});
      return answer;
    },
    startFrom: (position) => ask('play', position),
    follow: (position, path) => ask('follow', position, path),
    valueMap: (turn, more) => ask('valueMap', turn, more),
    puzzles: (options) => ask('puzzles', options), // the quiz's (quiz-panel.js)
  };
}
