// The board's oracle given the game's history, over the package in this
// thread, for the Node tests of the values given the history:
//  - historyAsk: the worker's two questions (solve the game with the visited
//    positions as drawn endings, the package's `visited` option; a position
//    of that game), as web/src/element/flow/board-oracle.js asks them;
//  - historyOracle: the session's oracle, its lineFrom given the history
//    through model/history-answer.js, as the board's is;
//  - historySession: a Session loaded with that oracle.
// The answers come from the core (Rules::withDraws); the tests check them
// against the searches written in history-reference.mjs.
import assert from 'node:assert/strict';
import { solver } from './support.mjs';
import { gameOracle } from './oracle.mjs';
import { snapshot } from './received.mjs';
import { historyAnswer } from '../../web/src/model/history-answer.js';
import { Session } from '../../web/src/model/session.js';

// The game on `graph` solved with options.visited as drawn endings.
export const solveWithHistory = (graph, options) => solver.solve(graph, { allowIsolated: true, ...options });

// { ask, free(position), drawn(), base, counts, dispose }: the worker's
// questions over the package. counts.solves: how many times the game was
// solved with a history.
export function historyAsk(graph, options = {}) {
  const base = solver.solve(graph, { allowIsolated: true, ...options });
  let drawn = null;
  const counts = { solves: 0 };
  return {
    free: (p) => snapshot(base, p),
    ask: {
      solve: async (visited) => {
        counts.solves++;
        drawn?.dispose();
        drawn = solveWithHistory(graph, { ...options, visited });
      },
      position: async (p) => snapshot(drawn, p),
    },
    drawn: () => drawn,
    base,
    counts,
    dispose: () => {
      base.dispose();
      drawn?.dispose();
    },
  };
}

// The session's oracle over `graph`: history-free answers from the
// package, given the history through model/history-answer.js.
export function historyOracle(graph, options = {}) {
  const { ask, base, counts } = historyAsk(graph, options);
  const plain = gameOracle(base, solver);
  const oracle = {
    ...plain,
    historyFree: false,
    lineFrom: async (position, history) => {
      const free = await plain.lineFrom(position);
      return history ? historyAnswer(free, position, history, ask) : free;
    },
  };
  return { oracle, base, counts, snapshot: snapshot(base) };
}

// A session loaded with historyOracle's oracle (the computer's random
// choices always the first), how many history solves it asked for, and the oracle.
export function historySession(graph, options = {}) {
  const { oracle, snapshot: loaded, counts } = historyOracle(graph, options);
  const session = new Session({ random: () => 0 });
  session.load(loaded, oracle);
  assert.equal(counts.solves, 0, 'a board just loaded asks nothing more');
  return { session, counts, loaded, oracle };
}
