// Places and moves in words (a node, a grid's cell, the holes; a move from
// one to another), and words that restate a rule of the game, asked of the game's own variant
// (the core's rules.hpp says what each variant means; catmouse/rules
// answers the quick questions): the page never restates LeetCode 913's
// rules where a variant may say otherwise. `game` is a solved result
// ({ hole, holes?, variant? }); without a variant it is LeetCode 913's game.
import { holesOf, isHole, isLeetCodeGame, rulesText } from 'catmouse/rules';

export { holesOf, isHole };

const list = (nodes) => (nodes.length === 1 ? String(nodes[0]) : `${nodes.slice(0, -1).join(', ')} and ${nodes.at(-1)}`);

// Where a player stands. On a graph, a node: its id ("3"). On a LeetCode
// 1728 grid (game.grid), a cell, named as the board names it and as LeetCode
// indexes grid[row][col], from 0: "(1,2)" in short texts, "cell (1,2)" in a
// sentence, "row 1 column 2" for screen readers; its hole is the food.
const cellOf = (game, node) => game?.grid?.cells?.[node] ?? null;
// "3" | "(1,2)": the move list, the moves from here.
export const nodeShort = (game, node) => {
  const cell = cellOf(game, node);
  return cell ? `(${cell.row},${cell.col})` : String(node);
};
// "node 3" | "cell (1,2)": a sentence's name for it.
export const nodeName = (game, node) => (cellOf(game, node) ? `cell ${nodeShort(game, node)}` : `node ${node}`);
// "3" | "row 1 column 2": spoken.
export const nodeWords = (game, node) => {
  const cell = cellOf(game, node);
  return cell ? `row ${cell.row} column ${cell.col}` : String(node);
};

// "the hole" | "a hole" (one of several) | "the food" (a grid's one hole).
export const theHole = (game) => (game?.grid ? 'the food' : holesOf(game).length === 1 ? 'the hole' : 'a hole');

// "the hole is node 0" | "the holes are nodes 0 and 5" | "the food is cell (0,4)".
export function holesText(game) {
  const holes = holesOf(game);
  if (game?.grid) return `the food is ${nodeName(game, holes[0])}`;
  return holes.length === 1 ? `the hole is node ${holes[0]}` : `the holes are nodes ${list(holes)}`;
}

// What to call node: "3, the hole" style notes, or '' for a node that is none.
export const holeNote = (game, node, { comma = false } = {}) => {
  if (!isHole(game, node)) return '';
  const what = theHole(game);
  return comma ? `, ${what}` : ` (${what})`;
};

// A move as the move list shows it, in plain words, no arrow glyph: "3 to 5",
// or "stays on 3" for a pass ("(1,2) to (1,4)" on a grid).
export const moveText = (from, to, game = null) =>
  from === to ? `stays on ${nodeShort(game, from)}` : `${nodeShort(game, from)} to ${nodeShort(game, to)}`;
// The same in plain words for screen readers: "from 3 to 5", "stays on 3".
export const moveWords = (from, to, game = null) =>
  from === to ? `stays on ${nodeWords(game, from)}` : `from ${nodeWords(game, from)} to ${nodeWords(game, to)}`;

// A two-cat game's joint move of the cats ({ from, to, from2, to2 }, a
// timeline entry's move): "cat A 3 to 4, cat B 5 to 6", and for the ear with "from".
export const catsMoveText = ({ from, to, from2, to2 }, game = null) =>
  `cat A ${moveText(from, to, game)}, cat B ${moveText(from2, to2, game)}`;
export const catsMoveWords = ({ from, to, from2, to2 }, game = null) =>
  `cat A ${moveWords(from, to, game)}, cat B ${moveWords(from2, to2, game)}`;
// A joint move of the list ({ to, to2 }) by its targets: "cat A to 4 and cat B to 6".
export const jointMoveName = ({ to, to2 }) => `cat A to ${to} and cat B to ${to2}`;

// The game's rules in sentences: the package's one home of the rules in words.
export { rulesText, isLeetCodeGame };
