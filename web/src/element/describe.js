// Words for positions, moves and outcomes. A "move" is one player's step.
import { mayEnter } from '../../../wasm/src/rules.js';
import { WINNER, capital, plural, samePosition, valueFor, valueText } from '../model/values.js';

export { WINNER, capital, samePosition, valueFor, valueText };

export function verdictText({ outcome, plies }) {
  if (outcome === 0) return 'Draw: neither side can force a win';
  const who = capital(WINNER[outcome]);
  return plies === 0 ? `${who} wins before any move` : `${who} wins in ${plural(plies, 'move')}`;
}

// Why the line stops at its last position.
export function endText(result) {
  const { line, hole, outcome } = result;
  const end = line[line.length - 1];
  // Why the game ends is the core's answer (result.end); this only words it.
  if (outcome === 0) {
    const first = repeatIndex(result);
    return first < 0
      ? 'Draw: no winning line exists'
      : `Draw: this position repeats the one ${first === 0 ? 'at the start' : `after move ${first}`}, so the game would cycle forever`;
  }
  if (result.end === 'hole') return `The mouse reaches the hole (node ${hole}) and wins`;
  if (result.end === 'caught') {
    const mover = line.length > 1 ? line[line.length - 2].turn : null;
    return mover === 'mouse'
      ? `The mouse has no safe move and must step onto the cat on node ${end.cat}: the cat wins`
      : `The cat catches the mouse on node ${end.cat} and wins`;
  }
  const stuck = end.turn;
  return `The ${stuck} cannot move (${stuckReason(result, stuck, end[stuck])}) and loses`;
}

// Why a side has no legal move from node: no edges, or (the cat) only the hole.
function stuckReason(result, who, node) {
  const { graph, hole } = result;
  const near = graph?.[node] ?? [];
  if (near.length === 0) return `node ${node} has no edges`;
  if (near.every((m) => !mayEnter(result, who, m))) return near.length === 1 ? `its only neighbour, node ${hole}, is the hole` : 'every neighbour is the hole';
  return 'no legal move';
}

// Index of the earlier occurrence of a drawn line's final, repeated position.
export function repeatIndex(result) {
  if (result.outcome !== 0 || result.line.length < 2) return -1;
  const end = result.line[result.line.length - 1];
  const first = result.line.findIndex((p) => samePosition(p, end));
  return first < result.line.length - 1 ? first : -1;
}

export function positionText(p, hole) {
  const at = (node) => (node === hole ? `${node} (the hole)` : `${node}`);
  return `mouse on ${at(p.mouse)}, cat on ${p.cat} · ${p.turn} to move`;
}
