// The one JavaScript home of the game's rules, for code that must answer a
// rules question at once, without a round trip to the core (the board
// refusing a dragged token, say). It mirrors the core's rules type
// (core/include/catmouse/rules.hpp, Rules::mayEnter, Rules::checkStart and
// the two-cat endings):
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

// Which cat ended a finished two-cat game ('cat' for cat A, 'cat2' for cat
// B) by `end` (the core's ending: 'caught' or 'cat-in-hole'): the one on the
// mouse, or on a hole (rules.hpp, "Two cats": either cat catches, either wins
// on a hole with catOnHole 'wins'); cat A when both did. 'cat' for one cat.
export function endingCat(game, position, end) {
  if (position.cat2 === undefined) return 'cat';
  const did = (node) => (end === 'caught' ? node === position.mouse : end === 'cat-in-hole' && isHole(game, node));
  return did(position.cat) || !did(position.cat2) ? 'cat' : 'cat2';
}

// Why the game cannot start with the mouse and the cat on these nodes, as
// { code, options } with the core's code (rules.*), or null when it can.
// Neither may start on a hole, whatever catOnHole says (Rules::checkStart).
export function startProblem(game, { mouse, cat }) {
  const { nodeCount } = game;
  const holeOption = holesOf(game).length === 1 ? 'hole' : 'holes';
  const inRange = (node) => Number.isInteger(node) && node >= 0 && node < nodeCount;
  if (!inRange(mouse)) return { code: 'rules.node-out-of-range', options: ['mouse'] };
  if (isHole(game, mouse)) return { code: 'rules.mouse-on-hole', options: ['mouse', holeOption] };
  if (!inRange(cat)) return { code: 'rules.node-out-of-range', options: ['cat'] };
  if (isHole(game, cat)) return { code: 'rules.cat-on-hole', options: ['cat', holeOption] };
  if (mouse === cat) return { code: 'rules.same-start', options: ['mouse', 'cat'] };
  return null;
}
