// What the session asks of a solved game (the element's oracle asks its
// worker; this one, for Node tests, asks a package Game in this thread):
//   lineFrom(position) -> Promise<{ outcome, plies, line, moves }>: the value
//     of any position of the table, the optimal line from it, and for each
//     position of the line every legal move, best first for the side to move;
//   startFrom(position) -> the same for a position the rules accept as a
//     start (checked, with the same messages as the options fields);
//   follow(position, path) -> the same for the positions the path reaches from
//     position and the optimal line after them, with played: how many of the
//     path's moves were legal (one request for a link's whole moment);
//   valueMap(turn) -> Promise<{ nodeCount, hole, turn, outcome, remoteness }>.
// A position the rules do not allow is refused with the core's CatMouseError.
import { followPath, valueMap } from '../../wasm/src/worker-service.js';

// An oracle over a Game of the npm package and its solver, in this thread
// (Node tests, scripts).
export function gameOracle(game, solver) {
  // (a two-cat game's positions carry cat2)
  const lineFrom = async ({ mouse, cat, cat2, turn }) => {
    const position = game.twoCats ? { mouse, cat, cat2, turn } : { mouse, cat, turn };
    const { outcome, plies } = game.value(position);
    const line = game.lineFrom(position);
    return { outcome, plies, line, moves: line.map((p) => game.moves(p)), end: game.ending(line.at(-1)) };
  };
  return {
    historyFree: true, // (its answers ignore a history: history-oracle.mjs has the board's)
    lineFrom,
    async startFrom(position) {
      // Checked by the game's own variant, as the worker does (worker-service.js,
      // checkStart); only the start is in question: the graph passed its checks when it was solved.
      const { directed, holes, catOnHole, pass } = game.variant;
      const cats = game.twoCats ? { cat2: position.cat2 } : {};
      solver.validate(game.graph, {
        mouse: position.mouse,
        cat: position.cat,
        ...cats,
        first: position.turn,
        holes: [...holes],
        catOnHole,
        pass,
        directed,
        allowIsolated: true,
      });
      return lineFrom(position);
    },
    // The worker's own answers, computed in this thread.
    async follow({ mouse, cat, cat2, turn = 'mouse' }, path) {
      const position = game.twoCats ? { mouse, cat, cat2, turn } : { mouse, cat, turn };
      const { outcome, plies } = game.value(position);
      const { line, moves, played } = followPath(game, position, path);
      return { outcome, plies, line, moves, end: game.ending(line.at(-1)), played };
    },
    valueMap: async (turn = 'mouse', options = {}) => valueMap(game, turn, options),
  };
}
