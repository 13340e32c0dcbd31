// The session's answer for a position reached in a game under way, given
// the game's history (issue 24): the same shape as the oracle's history-free
// answer ({ outcome, plies, line, moves, end }: the value, the optimal line
// from the position and the legal moves at each of its steps), with the
// values of the game as it stands (history-values.js says why they are
// exact), plus `fresh`, the history-free value and moves, so the board can
// say where they differ.
//
// The line shown never passes a repeated position: it is the best move given
// the history, then the optimal line from there in the game solved with the
// history as draws, which stops at the first visited position it meets (a
// visited position is a drawn ending there).

import { repeatIndex } from 'catmouse/rules';
import { after, historyValues, sameValue, visitedOf } from './history-values.js';
import { repeatAnswer } from './history-steps.js';

// Up to this many nodes the board re-solves the game with its history at
// every move; above, its values are history-free and it says so. Measured
// in WebAssembly on one thread (a random graph of about 1.5 n edges, a
// history of 20 positions, a 2-core machine under load): 100 nodes 1-13 ms,
// 500 nodes 80-180 ms, 1,000 nodes 20-90 ms, 2,000 nodes 230-510 ms, 3,000
// nodes 540-650 ms per re-solve, and play asks one for each move.
export const HISTORY_NODE_LIMIT = 2000;

// Does the board give values given the history for this game? One cat only
// (the core refuses a history for two), up to HISTORY_NODE_LIMIT nodes.
export const historyApplies = (nodeCount, twoCats) => !twoCats && nodeCount <= HISTORY_NODE_LIMIT;

// free: the history-free answer for `position`. history: the positions of
// the game before it (oldest first; [] at the start of a game: the
// position itself is played, and a move back to it repeats). ask: {
// solve(visited) (solves the game on screen with those positions as
// draws), position(p) (that game's answer from p, as the oracle's) }.
// Returns free itself when the history changes nothing (the game over at
// `position`), and a draw that ends there when `position` repeats one of
// the history. Every answer is marked `given` (its first position's values
// are given the history: history-steps.js).
export async function historyAnswer(free, position, history, ask) {
  const line = [...history, position];
  // A position already played: the game ends here, a draw (a fresh board's value would contradict it,
  // on the chart and in the position line), with no move to make, and the line shown stops at it.
  if (repeatIndex(line) >= 0) return { ...repeatAnswer(position), given: true };
  if (free.moves[0]?.length === 0) return { ...free, given: true };
  await ask.solve(visitedOf(line));
  const answers = new Map();
  for (const { to } of free.moves[0]) answers.set(to, await ask.position(after(position, to)));
  const given = historyValues(line, free.moves[0], (q) => {
    const { outcome, plies } = answers.get(q.turn === 'cat' ? q.mouse : q.cat);
    return { outcome, plies };
  });
  if (!given) return { ...free, given: true };
  const best = answers.get(given.moves[0].to);
  const fresh = { outcome: free.outcome, plies: free.plies, moves: free.moves[0] };
  return {
    outcome: given.outcome,
    plies: given.plies,
    line: [position, ...best.line],
    moves: [given.moves, ...best.moves],
    end: best.end ?? null,
    given: true,
    fresh,
    differs:
      !sameValue(fresh, given) ||
      given.moves.some(
        (m) =>
          !sameValue(
            m,
            fresh.moves.find((f) => f.to === m.to),
          ),
      ),
  };
}
