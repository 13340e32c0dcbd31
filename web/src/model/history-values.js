// Values given the game's history (issue 24). The rules end the game as a
// draw when a position repeats, so once a game has been played for a while
// a position is worth what it is worth *given the positions already
// visited*, which may differ from its value on a fresh board (a win that
// needs to pass the start again is a draw now).
//
// This is exact, not a heuristic: the game as it stands is the same game
// with every position of the line so far as a drawn ending (the package's
// `visited` option; Rules::withDraws in the core, which states why). The
// position to move from is in that set too (coming back to it is a
// repetition), so the solved table says "draw" for it and lists no moves:
// its value is read from its moves, each the value of the position it
// leads to, the mover picking the best as the core does (wins by fewest
// plies, then draws, then losses by most plies; ties to the lowest node).
// tests/model/history-values.test.mjs checks this against an exhaustive
// search of the game with its history, written in the test.
//
// One cat only (the core refuses a history for two cats).

import { positionKey, repeatIndex } from 'catmouse/rules';

// The position after the side to move goes to node `to`.
export const after = (p, to) => (p.turn === 'mouse' ? { mouse: to, cat: p.cat, turn: 'cat' } : { mouse: p.mouse, cat: to, turn: 'mouse' });

// The draw set for a line (the game so far, its last position the one to
// move from): every position of it, each once, as the package takes them.
export function visitedOf(line) {
  const seen = new Map();
  for (const p of line) seen.set(positionKey(p), { mouse: p.mouse, cat: p.cat, turn: p.turn });
  return [...seen.values()];
}

const winFor = (turn) => (turn === 'mouse' ? 1 : 2);

// Sort key of a move for the side to move, smaller is better: the core's
// (core/src/move_rank.hpp).
function rank(move, mover) {
  if (move.outcome === 0) return [1, 0];
  return move.outcome === winFor(mover) ? [0, move.plies] : [2, -move.plies];
}

const compareFor = (mover) => (a, b) => {
  const [ka, kb] = [rank(a, mover), rank(b, mover)];
  return ka[0] - kb[0] || ka[1] - kb[1] || a.to - b.to;
};

// The values given the history. line: the game so far, its last position
// the one to move from. moves: that position's legal moves (any list whose
// items have `to`: the history-free game's moves()). valueOf(position): the
// { outcome, plies } of a position in the game solved with visitedOf(line)
// as draws. Returns { outcome, plies, moves: [{ to, outcome, plies }] }
// with the moves best first and their plies counted from the mover (the
// move included, as game.moves() counts them), or null when the history
// changes nothing: the line ends with a repetition (a draw already) or the
// position has no moves (the game is over there).
export function historyValues(line, moves, valueOf) {
  const current = line.at(-1);
  if (!current || repeatIndex(line) >= 0 || moves.length === 0) return null;
  const valued = moves.map(({ to }) => {
    const { outcome, plies } = valueOf(after(current, to));
    return { to, outcome, plies: plies === null ? null : plies + 1 };
  });
  valued.sort(compareFor(current.turn));
  const best = valued[0];
  return { outcome: best.outcome, plies: best.plies, moves: valued };
}

// Whether two values ({ outcome, plies }) say the same.
export const sameValue = (a, b) => a.outcome === b.outcome && (a.outcome === 0 || a.plies === b.plies);
