// Words for positions, moves and outcomes. A "move" is one player's step.
import { endingCat, mayEnter, repeatIndex } from 'catmouse/rules';
import { holeNote, holesOf, nodeName, nodeShort, theHole } from './place-words.js';
import { OUTCOMES, capital, plural, samePosition, valueFor } from '../model/values.js';

export { OUTCOMES, capital, samePosition, valueFor };

export function verdictText({ outcome, plies }) {
  if (outcome === 0) return 'Draw: neither side can force a win';
  const who = capital(OUTCOMES[outcome]);
  return plies === 0 ? `${who} wins before any move` : `${who} wins in ${plural(plies, 'move')}`;
}

// The verdict heading for a session's standing (session.js): the game's
// verdict, or in play the value from the position reached. In play it names
// only who can force a win, not in how many moves (the position line says
// that): the heading is a polite status region, so it changes, and is
// spoken, when a move changes who wins, not at every move.
// After a what-if (whatIf) the line shown is not the start's optimal line,
// and the position line gives another value: the heading says the value is
// the start's ("From the start: Mouse wins in 5 moves").
export function headingText({ value, here, over, whatIf = false }) {
  if (!here && whatIf) return `From the start: ${value.outcome === 0 ? 'a draw with best play' : verdictText(value)}`;
  if (!here) return verdictText(value);
  if (over) return over.outcome === 0 ? 'Game over: a draw' : `Game over: ${capital(OUTCOMES[over.outcome])} won`;
  if (value.outcome === 0) return 'From here: a draw with best play';
  return `From here: ${capital(OUTCOMES[value.outcome])} can force a win`;
}

// Why the line stops at its last position. result: a line with the outcome
// of its own end ({ line, outcome, end, ... }: stepFacts' and the move list's
// summaries of the timeline shown, or a worker's answer whole); never the
// solved result beside another line (after a token dropped, its outcome is
// the solve's start's). winner: false leaves out who wins ("The mouse
// cannot move (node 4 has no edges)"), where a status region says it.
export function endText(result, { winner = true } = {}) {
  const { line, outcome } = result;
  const and = (how, wins) => (winner ? `${how} ${wins}` : how);
  const end = line[line.length - 1];
  // Why the game ends is the core's answer (result.end); this only words it.
  if (outcome === 0) {
    const first = result.repeats ?? drawRepeatIndex(result);
    return first < 0
      ? 'Draw: no winning line exists'
      : `Draw: this position repeats the one ${first === 0 ? 'at the start' : `after move ${first}`}, so the game would cycle forever`;
  }
  // result.grid: a LeetCode 1728 board, whose hole is the food and whose nodes are cells (place-words.js).
  if (result.end === 'hole') return and(`The mouse reaches ${theHole(result)} (${nodeName(result, end.mouse)})`, 'and wins');
  // Two cats (end.cat2): the one that did it (catmouse/rules' endingCat) is named, cat A or cat B.
  const two = end.cat2 !== undefined;
  const b = (result.facts?.end?.endingCat ?? endingCat(result, end, result.end)) === 'cat2';
  if (result.end === 'cat-in-hole') {
    return and(
      `${two ? (b ? 'Cat B' : 'Cat A') : 'The cat'} reaches ${theHole(result)} (${nodeName(result, b ? end.cat2 : end.cat)}) first`,
      'and wins',
    );
  }
  if (result.end === 'caught') {
    const mover = line.length > 1 ? line[line.length - 2].turn : null;
    const catcher = !two ? 'the cat' : b ? 'cat B' : 'cat A';
    if (mover !== 'mouse')
      return and(`${capital(catcher)} catches the mouse on ${nodeName(result, end.mouse)}`, two ? 'and the cats win' : 'and wins');
    const wins = two ? 'cats win' : 'cat wins';
    // "No safe move" only when it is true: a mouse that had a move to a node without a cat chose this.
    const onto = hadSafeMove(result, line[line.length - 2])
      ? `The mouse steps onto ${catcher} on ${nodeName(result, end.mouse)}`
      : `The mouse has no safe move and must step onto ${catcher} on ${nodeName(result, end.mouse)}`;
    return winner ? `${onto}: the ${wins}` : onto;
  }
  const stuck = end.turn;
  if (two && stuck === 'cat') return and('The cats have no legal joint move', 'and lose');
  return and(`The ${stuck} cannot move (${stuckReason(result, stuck, end[stuck])})`, 'and loses');
}

// Had the mouse at `before` a legal move to a node with no cat on it? From
// the position's legal moves (result.movesBefore) when given, else from the graph.
function hadSafeMove(result, before) {
  const cats = [before.cat, before.cat2];
  if (result.movesBefore) return result.movesBefore.some((m) => !cats.includes(m.to));
  const near = result.graph?.[before.mouse];
  if (!near) return false;
  return near.some((n) => !cats.includes(n) && mayEnter(result, 'mouse', n));
}

// Why a side has no legal move from node: no edges (arcs out, for a
// directed graph), or (the cat barred from holes) only holes.
function stuckReason(result, who, node) {
  const { graph } = result;
  const near = graph?.[node] ?? [];
  if (near.length === 0) return result.variant?.directed ? `no arc leaves node ${node}` : `node ${node} has no edges`;
  if (near.every((m) => !mayEnter(result, who, m))) {
    const one = holesOf(result).length === 1;
    return near.length === 1
      ? `its only neighbour, node ${near[0]}, is ${one ? 'the hole' : 'a hole'}`
      : `every neighbour is ${one ? 'the hole' : 'a hole'}`;
  }
  return 'no legal move';
}

// Index of the earlier occurrence of a drawn line's final, repeated position:
// the core's answer when the line came from the worker whole (result.facts,
// its lineFacts), else catmouse/rules' repeatIndex (a board's timeline joins
// several answers).
export const drawRepeatIndex = (result) =>
  result.outcome !== 0 ? -1 : result.facts ? (result.facts.repeat?.first ?? -1) : repeatIndex(result.line);

// game: the solved result ({ hole, variant }), so every hole is named.
export function positionText(p, game) {
  const on = (node) => (game?.grid ? nodeName(game, node) : nodeShort(game, node));
  // Two cats: cat A and cat B, and on their turn both move.
  if (p.cat2 !== undefined) {
    return `mouse on ${on(p.mouse)}${holeNote(game, p.mouse)}, cat A on ${on(p.cat)}${holeNote(game, p.cat)}, cat B on ${on(p.cat2)}${holeNote(game, p.cat2)} · ${p.turn === 'cat' ? 'cats' : 'mouse'} to move`;
  }
  return `mouse on ${on(p.mouse)}${holeNote(game, p.mouse)}, cat on ${on(p.cat)}${holeNote(game, p.cat)} · ${p.turn} to move`;
}
