// The one JavaScript home of the game's rules, for code that must answer a
// rules question at once, without a round trip to the core (the board
// refusing a dragged token, say). It mirrors the core's rules type
// (core/include/catmouse/rules.hpp, Rules::mayEnter and Rules::checkStart):
// same questions, same order, same error codes. tests/js/rules.test.mjs
// checks it against the core on every start of several graphs; change both
// together. Everything else asks the core.

// May `who` ('mouse' | 'cat') stand on, or move onto, node? The cat never
// enters the hole.
export function mayEnter({ hole }, who, node) {
  return who === 'mouse' || node !== hole;
}

// The position after the side to move goes to node `to` (Rules::after): the
// mover takes the edge and the turn passes. Whether the move is legal is the
// table's answer (its list of moves), not this function's.
export function after(position, to) {
  const who = position.turn;
  return { ...position, [who]: to, turn: who === 'mouse' ? 'cat' : 'mouse' };
}

// Why the game cannot start with the mouse and the cat on these nodes, as
// { code, options } with the core's code (rules.*), or null when it can.
export function startProblem({ nodeCount, hole }, { mouse, cat }) {
  const inRange = (node) => Number.isInteger(node) && node >= 0 && node < nodeCount;
  if (!inRange(mouse)) return { code: 'rules.node-out-of-range', options: ['mouse'] };
  if (!inRange(cat)) return { code: 'rules.node-out-of-range', options: ['cat'] };
  if (!mayEnter({ hole }, 'cat', cat)) return { code: 'rules.cat-on-hole', options: ['cat', 'hole'] };
  if (mouse === hole) return { code: 'rules.mouse-on-hole', options: ['mouse', 'hole'] };
  if (mouse === cat) return { code: 'rules.same-start', options: ['mouse', 'cat'] };
  return null;
}
