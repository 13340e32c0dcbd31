// What the board marks on the nodes: each legal move's target, coloured by
// its value for the side to move, drawn from the node it leaves.
//
// With two cats a cats' move is joint ({ to, to2 }), so a node has no value
// of its own. The board asks in two steps, as a person clicks: first cat A's
// nodes, each marked with the best joint move that puts cat A there (the
// cats choose both halves, so that is what cat A's node is worth to them);
// once cat A's node is picked (session.pending), cat B's nodes for that
// choice, each the exact value of that joint move. The moves-here list shows
// every joint move with its own value.
import { isJointTurn } from './timeline.js';
import { valueFor } from './values.js';

// Higher is better for the mover: a win sooner, then a draw, then a loss later.
const rank = ({ kind, moves }) => (kind === 'win' ? 2e9 - moves : kind === 'draw' ? 0 : -2e9 + moves);

// { from, options: [{ to, kind }] } for the position at the cursor.
export function boardTargets(session) {
  const entry = session.entry;
  const position = entry.position;
  const mover = position.turn;
  const kindOf = (m) => valueFor(mover, m).kind;
  if (!isJointTurn(position)) return { from: position[mover], options: entry.moves.map((m) => ({ to: m.to, kind: kindOf(m) })) };
  const picked = session.pending;
  if (picked !== null) {
    return { from: position.cat2, options: entry.moves.filter((m) => m.to === picked).map((m) => ({ to: m.to2, kind: kindOf(m) })) };
  }
  const best = new Map();
  for (const m of entry.moves) {
    const held = best.get(m.to);
    if (!held || rank(valueFor(mover, m)) > rank(valueFor(mover, held))) best.set(m.to, m);
  }
  return { from: position.cat, options: [...best.values()].map((m) => ({ to: m.to, kind: kindOf(m) })) };
}
