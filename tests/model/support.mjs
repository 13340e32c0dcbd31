// A Session over the npm package in this thread: the same snapshot the
// worker sends, and an oracle over the same Game.
import { createSolver } from '../../wasm/src/node.js';
import { snapshot } from './received.mjs';
import { gameOracle } from './oracle.mjs';
import { Session } from '../../web/src/model/session.js';

export { cycle, random, randomGraph, REGRESSIONS, EXAMPLE_1, EXAMPLE_2 } from '../js/helpers.mjs';

export const solver = await createSolver();

export function sessionFor(graph, options = {}, sessionOptions = {}) {
  // Random graphs may have nodes without edges: meant here.
  const game = solver.solve(graph, { allowIsolated: true, ...options });
  const session = new Session(sessionOptions);
  session.load(snapshot(game), gameOracle(game, solver));
  return { session, game };
}

// The values the table holds for an entry's position.
export const tableValue = (game, { mouse, cat, turn }) => game.value({ mouse, cat, turn });
