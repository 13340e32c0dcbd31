// What the board draws for the position shown, from the session on every
// render (board.js setScene): the tokens, the mover's targets with their
// values, the last moves fading behind the tokens, the hint, a draw's loop and
// the nodes along the line.
import { boardTargets } from '../../model/targets.js';

const TRAIL = 6;

// over: the game is over at the position shown (no targets); glide: the
// player's glide of the token that moved; cycle: the nodes of the draw's loop
// the board rings; edit: the graph drawn's { selected, focus } in edit mode, or null.
export function boardScene(session, { over, glide, cycle, edit }) {
  const pos = session.entry.position;
  const trail = trailOf(session, glide);
  // (two cats: cat A's nodes, then cat B's; model/targets.js)
  const { from: moverNode, options } = over ? { from: undefined, options: [] } : boardTargets(session);
  const editing = !!edit;
  return {
    mouse: pos.mouse,
    cat: pos.cat,
    cat2: pos.cat2,
    turn: pos.turn,
    glide,
    from: moverNode,
    // while drawing, the board shows the graph and the tokens only; values hidden, moves without their value ('move')
    options: editing ? [] : session.valuesHidden ? options.map((o) => ({ ...o, kind: 'move' })) : options,
    trail: editing ? [] : trail,
    hint: editing || session.valuesHidden ? [] : (session.hint ?? []),
    cycle: editing ? [] : cycle,
    edit,
    line: lineNodes(session.timeline),
  };
}

// The last moves, drawn fading behind the tokens (the one gliding left out).
function trailOf(session, glide) {
  const cursor = session.cursor;
  const trail = [];
  for (let i = Math.max(1, cursor - TRAIL + 1); i <= cursor; i++) {
    if (glide && i === cursor) continue;
    const { who, from, to, from2, to2 } = session.timeline[i].move ?? {};
    if (who) trail.push({ who, from, to });
    if (to2 !== undefined) trail.push({ who: 'cat2', from: from2, to: to2 });
  }
  return trail;
}

// The nodes the tokens stand on along the timeline (a big board fades the
// rest); worked out once per timeline.
const lines = new WeakMap();
function lineNodes(timeline) {
  if (lines.has(timeline)) return lines.get(timeline);
  const nodes = [
    ...new Set(
      timeline.flatMap((e) =>
        e.position.cat2 === undefined ? [e.position.mouse, e.position.cat] : [e.position.mouse, e.position.cat, e.position.cat2],
      ),
    ),
  ];
  lines.set(timeline, nodes);
  return nodes;
}
