// The rules of the game in words, one home: the page's rules fields and its
// "How the game is played", the board's words, the line's text export and
// the embed demo's attribute table all ask here (public in catmouse/rules).
// Each variant's phrase is its schema entry's `words` (options.js), so a new
// option brings its words with it; rulesText is the whole rules in sentences.
// tests/js/rule-words.test.mjs checks no other file writes them.
import { GAME_OPTIONS } from './options.js';
import { catOnHoleOf, holesOf } from './rules.js';

const PASS_WORDS = GAME_OPTIONS.find((o) => o.name === 'pass').words; // a grid's rules allow passing

// { option name: its words } for every option whose entry words a rule: a
// string, or for a choice one phrase per value.
// What the rules say where passing is not allowed (rulesText, and the board's
// refusal of a move onto the mover's own node).
export const NO_PASS_WORDS = 'nobody may pass';

// How a move goes, in words, said by rulesText and by the board's refusal
// of a move out of reach (moveRuleWords).
const STEP_WORDS = Object.freeze({ edge: 'along an edge', arc: 'along an arc, in its direction' });
const JUMP_WORDS = 'in a straight line, up, down, left or right, never over a wall';
const cells = (n) => (n === 1 ? '1 cell' : `up to ${n} cells`);
const stepWords = (game) => (game.variant?.directed ? STEP_WORDS.arc : STEP_WORDS.edge);

// The rule a move out of reach breaks, for `who` ('mouse' or 'cat'): "a
// move goes along an edge", "a move is a jump of up to 2 cells in a
// straight line, ..." on a grid.
export function moveRuleWords(game, who) {
  if (game.grid) return `a move is a jump of ${cells(game.grid[`${who}Jump`])} ${JUMP_WORDS}`;
  return `a move goes ${stepWords(game)}`;
}

export const RULE_WORDS = Object.freeze(Object.fromEntries(GAME_OPTIONS.filter((o) => o.words !== null).map((o) => [o.name, o.words])));

// The phrase for an option at a value: a choice's value's phrase, a
// boolean's phrase; `line` the line export's shorter form where there is one.
export function ruleWords(name, value, { line = false } = {}) {
  const option = GAME_OPTIONS.find((o) => o.name === name);
  const words = (line && option?.lineWords) || option?.words;
  if (!words) return null;
  return typeof words === 'string' ? words : (words[value] ?? null);
}

// The variant's rules that differ from LeetCode 913's, in the schema's
// order (the line's text export). Several holes are said by whoever names
// the holes.
export function variantWords(game, { line = false } = {}) {
  const variant = game.variant ?? {};
  const out = [];
  for (const option of GAME_OPTIONS) {
    if (option.words === null) continue;
    const value = option.name === 'catOnHole' ? catOnHoleOf(game) : variant[option.name];
    if (value === undefined || value === option.default) continue;
    const words = ruleWords(option.name, value, { line });
    if (words) out.push(words);
  }
  return out;
}

// The game's rules in one or two sentences (the page's "How the game is
// played", the board's label). `game` is a solved result ({ hole, holes?,
// variant?, grid?, twoCats? }); without a variant it is LeetCode 913's game.
export function rulesText(game) {
  if (game.grid) return gridRulesText(game.grid);
  const variant = game.variant ?? {};
  const holes = holesOf(game).length;
  const hole = holes === 1 ? 'the hole' : 'a hole';
  const steps = stepWords(game);
  const pass = variant.pass ? ', or stay where they are (pass)' : `; ${NO_PASS_WORDS}`;
  const cat = {
    barred: `The cat wins when it lands on the mouse, the mouse wins when it reaches ${hole} (which the cat may never enter)`,
    guards: `The cat wins when it lands on the mouse, on ${hole} too (the cat may stand on one and guard it); the mouse wins when it reaches ${hole} the cat is not on`,
    wins: `The cat wins when it lands on the mouse or reaches ${hole} first; the mouse wins when it reaches ${hole}`,
  }[catOnHoleOf(game)];
  const text = `The mouse and the cat take turns moving ${steps}${pass}. ${cat}, and if a position repeats the game is a draw. A player with no legal move loses.`;
  // Two cats (rules.hpp, "Two cats"): the same rules for each cat, moving together.
  return game.twoCats ? `${text} There are two cats, A and B: on the cats' turn both move, and either one catches the mouse.` : text;
}

// A LeetCode 1728 grid's rules (the core's grid.hpp): jumps in a straight line, staying allowed, the food.
function gridRulesText({ mouseJump, catJump }) {
  return (
    `The mouse and the cat take turns jumping ${JUMP_WORDS}: the mouse ${cells(mouseJump)}, the cat ${cells(catJump)}; ${PASS_WORDS}. ` +
    'The cat wins when it lands on the mouse or reaches the food first; the mouse wins when it reaches the food, and if a position repeats the game is a draw. ' +
    "LeetCode 1728's answer beside the verdict gives the cat every game the mouse does not win within the turn limit."
  );
}
