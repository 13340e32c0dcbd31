// What the session asks of the board's solver worker (model/session.js's
// oracle): the line from any position, a new start, a link's whole path in
// one request (follow), the value map. If the worker lost the game on
// screen (a cancel ends its thread, a board that left dropped its worker),
// the shown game is solved again first.
//
// board: { worker() (the board's worker, made if need be), lost() (the
// game the worker should hold, { graph, ...options }, when it does not:
// else null), regained(game) (it holds it again) }.
export function boardOracle(board) {
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
    lineFrom: (position) => ask('position', position),
    startFrom: (position) => ask('play', position),
    follow: (position, path) => ask('follow', position, path),
    valueMap: (turn, more) => ask('valueMap', turn, more),
  };
}
