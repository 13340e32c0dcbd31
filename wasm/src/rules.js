// The one JavaScript home of the game's rules, for code that must answer a
// rules question at once, without a round trip to the core (the board
// refusing a dragged token, say). It mirrors the core's rules type
// (core/include/catmouse/rules.hpp, Rules::mayEnter and Rules::checkStart):
// same questions, same order, same error codes. tests/js/rules.test.mjs
// checks it against the core on every start of several graphs and variants;
// change both together. Everything else asks the core.
//
// `game` is what the package and the worker give: { hole, holes?, variant? }
// (variant: { holes, catOnHole, pass, directed }); without a variant it is
// LeetCode 913's game with the one hole.

// The holes, ascending.
export const holesOf = (game) => game.variant?.holes ?? game.holes ?? [game.hole];
export const isHole = (game, node) => holesOf(game).includes(node);
// 'barred' | 'guards' | 'wins' (rules.hpp, CatOnHole).
export const catOnHoleOf = (game) => game.variant?.catOnHole ?? 'barred';

// May `who` ('mouse' | 'cat') stand on, or move onto, node? Only the cat on
// a hole while catOnHole is 'barred' may not.
export function mayEnter(game, who, node) {
  return who === 'mouse' || catOnHoleOf(game) !== 'barred' || !isHole(game, node);
}

// The position after the side to move goes to node `to` (Rules::after): the
// mover takes the edge (or stays, passing) and the turn passes. With two
// cats the cats' move is joint: cat A goes to `to`, cat B to `to2`. Whether
// the move is legal is the table's answer (its list of moves), not this function's.
export function after(position, to, to2) {
  const who = position.turn;
  const next = { ...position, [who]: to, turn: who === 'mouse' ? 'cat' : 'mouse' };
  if (who === 'cat' && to2 !== undefined) next.cat2 = to2;
  return next;
}

// Why the game cannot start with the mouse and the cat on these nodes, as
// { code, options } with the core's code (rules.*), or null when it can.
// Neither may start on a hole, whatever catOnHole says (Rules::checkStart).
export function startProblem(game, { mouse, cat }) {
  const { nodeCount } = game;
  const holeOption = holesOf(game).length === 1 ? 'hole' : 'holes';
  const inRange = (node) => Number.isInteger(node) && node >= 0 && node < nodeCount;
  if (!inRange(mouse)) return { code: 'rules.node-out-of-range', options: ['mouse'] };
  if (!inRange(cat)) return { code: 'rules.node-out-of-range', options: ['cat'] };
  if (isHole(game, cat)) return { code: 'rules.cat-on-hole', options: ['cat', holeOption] };
  if (isHole(game, mouse)) return { code: 'rules.mouse-on-hole', options: ['mouse', holeOption] };
  if (mouse === cat) return { code: 'rules.same-start', options: ['mouse', 'cat'] };
  return null;
}
