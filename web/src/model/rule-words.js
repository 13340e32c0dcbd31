// Words that restate a rule of the game, asked of the game's own variant
// (the core's rules.hpp says what each variant means; wasm/src/rules.js
// answers the quick questions): the page never restates LeetCode 913's
// rules where a variant may say otherwise. `game` is a solved result
// ({ hole, holes?, variant? }); without a variant it is LeetCode 913's game.
import { catOnHoleOf, holesOf, isHole } from '../../../wasm/src/rules.js';

export { holesOf, isHole };

const list = (nodes) => (nodes.length === 1 ? String(nodes[0]) : `${nodes.slice(0, -1).join(', ')} and ${nodes.at(-1)}`);

// "the hole is node 0" | "the holes are nodes 0 and 5".
export function holesText(game) {
  const holes = holesOf(game);
  return holes.length === 1 ? `the hole is node ${holes[0]}` : `the holes are nodes ${list(holes)}`;
}

// What to call node: "3, the hole" style notes, or '' for a node that is none.
export const holeNote = (game, node, { comma = false } = {}) => {
  if (!isHole(game, node)) return '';
  const what = holesOf(game).length === 1 ? 'the hole' : 'a hole';
  return comma ? `, ${what}` : ` (${what})`;
};

// A move as the move list shows it: "3 → 5", or "stays on 3" for a pass.
export const moveText = (from, to) => (from === to ? `stays on ${from}` : `${from} → ${to}`);
// The same in plain words for screen readers: "from 3 to 5", "stays on 3".
export const moveWords = (from, to) => (from === to ? `stays on ${from}` : `from ${from} to ${to}`);

// The game's rules in one or two sentences (the rules panel, the board's label).
export function rulesText(game) {
  const variant = game.variant ?? {};
  const holes = holesOf(game).length;
  const hole = holes === 1 ? 'the hole' : 'a hole';
  const steps = variant.directed ? 'along an arc, in its direction' : 'along an edge';
  const pass = variant.pass ? ', or stay where they are (pass)' : '; nobody may pass';
  const cat = {
    barred: `The cat wins when it lands on the mouse, the mouse wins when it reaches ${hole} (which the cat may never enter)`,
    guards: `The cat wins when it lands on the mouse, on ${hole} too (the cat may stand on one and guard it); the mouse wins when it reaches ${hole} the cat is not on`,
    wins: `The cat wins when it lands on the mouse or reaches ${hole} first; the mouse wins when it reaches ${hole}`,
  }[catOnHoleOf(game)];
  return `The mouse and the cat take turns moving ${steps}${pass}. ${cat}, and if a position repeats the game is a draw. A player with no legal move loses.`;
}

// Is this LeetCode 913's own game (one hole, the cat barred, no passing, undirected)?
export function isLeetCodeGame(game) {
  const variant = game.variant;
  return !variant || (!variant.directed && !variant.pass && variant.catOnHole === 'barred' && variant.holes.length === 1);
}
