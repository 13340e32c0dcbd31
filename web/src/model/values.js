// Values of positions and moves in the page's words. The unit everywhere is
// the move: one player's step (a ply), so "the cat wins in 6 moves" means six
// steps, the mouse's and the cat's together, counted from the position shown.
import { OUTCOMES, samePosition, winCode } from 'catmouse/rules';

export { OUTCOMES, samePosition };
export const KINDS = ['win', 'draw', 'loss'];
// A mark per kind, so a value is never told by colour alone.
export const MARK = { win: '✓', draw: '=', loss: '✗' };

export const other = (side) => (side === 'mouse' ? 'cat' : 'mouse');
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const capital = (s) => s[0].toUpperCase() + s.slice(1);

// Is a move of the list the move to (to, to2)? With two cats a cats' move
// is joint: { to (cat A's node), to2 (cat B's) }; to2 is undefined otherwise.
export const isMoveTo = (move, to, to2) => move.to === to && move.to2 === to2;
export const sameMove = (a, b) => !!a && !!b && isMoveTo(a, b.to, b.to2);

// How a move looks to the player making it: 'win' | 'draw' | 'loss', and in
// how many moves (counting this one) the game ends under best play: the
// move's own plies, which count from the mover's side (the API's convention).
export function valueFor(mover, move) {
  const kind = move.outcome === 0 ? 'draw' : move.outcome === winCode(mover) ? 'win' : 'loss';
  return { kind, moves: kind === 'draw' ? null : move.plies };
}

// The value of the position a move leads to, { outcome, plies }: one ply
// nearer the end than the move's own count.
export function valueAfter(move) {
  return { outcome: move.outcome, plies: move.outcome === 0 ? null : move.plies - 1 };
}

// "the cat wins in 6 moves" for a position value { outcome, plies }; a
// game already won is "the cat wins now" (never "in 0 moves").
export function outcomeWords({ outcome, plies }) {
  if (outcome === 0) return 'a draw';
  return plies === 0 ? `the ${OUTCOMES[outcome]} wins now` : `the ${OUTCOMES[outcome]} wins in ${plural(plies, 'move')}`;
}

// A move's value as the board says it once the move is played: the value
// of the position it leads to, naming the winner, counted from there (one
// side, one reference point before and after the move): "mouse wins in 2
// moves", "draw", "mouse wins now" (a move that ends the game).
export function moveValueText(move) {
  return move.outcome === 0 ? 'draw' : outcomeWords(valueAfter(move)).replace(/^the /, '');
}

// The legal moves of the side to move in three groups, each best first
// (moves arrive best first from the solver: wins fastest first, losses slowest first).
export function groupMoves(mover, moves) {
  const groups = { win: [], draw: [], loss: [] };
  for (const move of moves) {
    const value = valueFor(mover, move);
    groups[value.kind].push({ ...move, ...value });
  }
  return groups;
}

// The best moves: every move as good as the first (equal kind and length).
export function bestMoves(mover, moves) {
  if (moves.length === 0) return [];
  const best = valueFor(mover, moves[0]);
  return moves.filter((m) => {
    const v = valueFor(mover, m);
    return v.kind === best.kind && v.moves === best.moves;
  });
}

// LeetCode 913's return value for a position value: 0 draw, 1 mouse, 2 cat.
export const leetCodeAnswer = ({ outcome }) => outcome;
