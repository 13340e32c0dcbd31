// The game's options, each declared once: its name in the API, its type,
// default, allowed values, the <cat-mouse-game> attribute and the page
// link's key that carry it, and what it means. Everything that takes options
// reads this list: the API's checks (api.js), the worker (worker-client.js),
// the element's attributes (web/src/element/shell/cat-mouse-game.js), the page's
// fields (written from here at build time: web/src/page/rule-fields.js) and
// defaults (web/src/page/page.js), its link (web/src/page/hash.js) and the
// rules in words (rule-words.js).
// The hand-written wasm/index.d.ts is checked against it by
// tests/js/options.test.mjs.
//
// Adding an option is one entry here, its rule in the core and one row of
// the bindings' options table (wasm/bindings/options.cpp): the wrapper
// hands every option with `core: true` to the core by name, and the table
// says what each sets (ARCHITECTURE.md, "Adding an option").
//
// Types:
//   'node'     a node id: a whole number from 0 (text: decimal digits only)
//   'nodes'    a non-empty array of node ids (text: ids joined by commas, "0, 5")
//   'choice'   one of `values` (text: exactly one of them)
//   'count'    a whole number from `min` to `max` (0 and 2^31 - 1 unless the entry says; text: decimal
//              digits only); a grid's jumps' range is the core's to check with the board (grid.bad-jump)
//   'boolean'  true or false (text: "true" or "false")
//   'positions' an array of positions { mouse, cat, turn } (turn 'mouse' when left out; not given as text)
//   'function' a function (not given as text, nor sent to a worker)

const INT32_MAX = 0x7fffffff; // embind converts ids to C++ int: larger ones would wrap

// The formats text is read in (the core's names, format-names.js); 'auto' tells them apart by how the text starts.
import { FORMATS } from './format-names.js';

export { FORMATS };
export const TURNS = Object.freeze(['mouse', 'cat']);
// What a cat on a hole means (core/include/catmouse/game.hpp, CatOnHole).
export const CAT_ON_HOLE = Object.freeze(['barred', 'guards', 'wins']);

// The variants' rules in words, each written once (catmouse/rules RULE_WORDS
// reads them from the entries below; tests/js/rule-words.test.mjs checks no
// other file writes them).
const CAT_ON_HOLE_WORDS = Object.freeze({
  barred: 'the cat may never enter a hole',
  guards: 'the cat may stand on a hole',
  wins: 'the cat wins on reaching a hole',
});
const PASS_WORDS = 'either may stay where it is';
const DIRECTED_WORDS = 'moves follow arcs';

// attribute, linkKey: the element's attribute and the page link's key
// (null: not set there). label: how messages about a text name the option
// ("the cat must be ..."). start: the option only picks the start (mouse,
// cat, first): changing it queries the solved table instead of solving again.
// startOnceSet: whether the option is given picks the table (one cat or two),
// and between two given values it only picks the start (cat2: dragging cat B
// queries the solved table).
// variant: one of issue 14's variants (links leave it out at its default, so
// a link to LeetCode 913's game reads as before).
// appliesToGrid, appliesToGraph: whether the option means anything for a
// LeetCode 1728 grid (its board places the mouse, the cat and the food, and
// its rules are the problem's) and for a graph (catJump, mouseJump and
// turnLimit are a grid's). The core refuses an option given for the kind of
// game it does not apply to (grid.placed-by-board, grid.option-for-graph:
// the wrapper hands it these lists, wasm/bindings/check.cpp); the element leaves
// such options out and the page disables their fields.
// field: the page's rules field (web/src/page/rule-fields.js writes the
// fields from these at build time): its label, the token's colour dot, a
// placeholder, a hint under the fields, an aside after its words, a live
// note the page writes. words: the rule in words, the one place each is
// written (a choice: one phrase per value); lineWords: the shorter form the
// line's text export uses (lineText). catmouse/rules' RULE_WORDS and
// rulesText read them (rule-words.js).
// shorthandFor: the option is a short form of another (hole is holes: [hole]);
// giving both is refused (rules.conflicting-options, naming both), and where
// texts set options (the element, the page) the long form set wins over the
// short form left at its default.
const option = (entry) =>
  Object.freeze({
    attribute: null,
    linkKey: null,
    core: true,
    start: false,
    startOnceSet: false,
    values: null,
    field: null,
    words: null,
    lineWords: null,
    shorthandFor: null,
    variant: false,
    appliesToGrid: true,
    appliesToGraph: true,
    label: entry.name,
    ...entry,
  });

// Every option, in the order they are shown and written into links.
// default: what applies when the option (and a JSON game file's rule) is
// left out; the core applies the same (tests/js/options.test.mjs checks).
export const GAME_OPTIONS = Object.freeze([
  option({
    name: 'mouse',
    type: 'node',
    default: 1,
    start: true,
    attribute: 'mouse',
    linkKey: 'mouse',
    appliesToGrid: false,
    field: { label: 'Mouse starts on', dot: 'mouse' },
    description: "The mouse's start node.",
  }),
  option({
    name: 'cat',
    type: 'node',
    default: 2,
    start: true,
    attribute: 'cat',
    linkKey: 'cat',
    appliesToGrid: false,
    field: { label: 'Cat starts on', dot: 'cat' },
    description: "The cat's start node.",
  }),
  // Two cats (rules.hpp, "Two cats"): cat B's start; given, both cats move on
  // the cats' turn and the game's positions carry cat2. Left out (an empty
  // attribute or field, no link key), the game has one cat. Not `start`:
  // one cat or two are different tables, so setting or clearing it solves
  // again; moving a given cat B only picks another start (startOnceSet).
  option({
    name: 'cat2',
    type: 'node',
    default: undefined,
    startOnceSet: true,
    attribute: 'cat2',
    linkKey: 'cat2',
    appliesToGrid: false,
    label: 'second cat',
    field: {
      label: 'Cat B starts on',
      dot: 'cat',
      placeholder: 'none',
      hint: "Cat B: a second cat, empty for none; with two, both cats move on the cats' turn.",
    },
    description:
      "A second cat's start node: both cats move on the cats' turn, either catches the mouse (2 n^3 positions: at most 400 nodes).",
  }),
  option({
    name: 'hole',
    type: 'node',
    default: 0,
    attribute: 'hole',
    linkKey: 'hole',
    shorthandFor: 'holes',
    appliesToGrid: false,
    description: 'The hole: the mouse wins on reaching it (one hole; holes for several).',
  }),
  option({
    name: 'first',
    type: 'choice',
    values: TURNS,
    default: 'mouse',
    start: true,
    attribute: 'first',
    linkKey: 'first',
    label: 'side to move first',
    field: { label: 'First to move' },
    description: 'Who moves first.',
  }),
  // The variants (issue 14; rules.hpp says what each means).
  option({
    name: 'holes',
    type: 'nodes',
    default: undefined,
    variant: true,
    attribute: 'holes',
    linkKey: 'holes',
    label: 'holes',
    appliesToGrid: false,
    field: {
      label: 'Holes',
      dot: 'hole',
      hint: 'Holes: one node, or several joined by commas (`0, 5`): the mouse wins on reaching any.',
    },
    description: 'The holes, when several: the mouse wins on reaching any of them (default: the one hole).',
  }),
  option({
    name: 'catOnHole',
    type: 'choice',
    values: CAT_ON_HOLE,
    default: 'barred',
    variant: true,
    attribute: 'cat-on-hole',
    linkKey: 'catOnHole',
    label: 'cat on a hole',
    appliesToGrid: false,
    field: { label: 'Cat on a hole' },
    words: CAT_ON_HOLE_WORDS,
    description: `What a cat on a hole means: ${CAT_ON_HOLE.map((v) => `'${v}', ${CAT_ON_HOLE_WORDS[v]}`).join('; ')}.`,
  }),
  option({
    name: 'pass',
    type: 'boolean',
    default: false,
    variant: true,
    attribute: 'pass',
    linkKey: 'pass',
    appliesToGrid: false,
    field: { label: 'Passing' },
    words: PASS_WORDS,
    lineWords: 'either may stay put',
    description: `Passing: ${PASS_WORDS}, instead of moving.`,
  }),
  option({
    name: 'directed',
    type: 'boolean',
    default: false,
    variant: true,
    attribute: 'directed',
    linkKey: 'directed',
    appliesToGrid: false,
    field: { label: 'Directed', aside: 'an edge list with `0 -> 1` is directed anyway', note: true },
    words: DIRECTED_WORDS,
    lineWords: 'moves follow the arcs',
    description:
      "Read the graph as directed: an adjacency list's lists are the arcs leaving each node, an edge list's 0 1 an arc 0 -> 1 (an edge list with -> arcs is directed anyway).",
  }),
  // A LeetCode 1728 grid's options (a graph refuses them: grid.option-for-graph).
  // The jumps override the text's catJump = / mouseJump = (LeetCode's range 1
  // to 8, checked by the core: grid.bad-jump); turnLimit is the rule the
  // second answer is judged by (plies; LeetCode's is 1,000).
  option({
    name: 'catJump',
    type: 'count',
    default: undefined,
    appliesToGraph: false,
    description: "A grid's cat jump: the most cells the cat moves in a straight line (1 to 8; overrides the text's catJump).",
  }),
  option({
    name: 'mouseJump',
    type: 'count',
    default: undefined,
    appliesToGraph: false,
    description: "A grid's mouse jump: the most cells the mouse moves in a straight line (1 to 8; overrides the text's mouseJump).",
  }),
  option({
    name: 'turnLimit',
    type: 'count',
    default: 1000,
    attribute: 'turn-limit',
    linkKey: 'turnLimit',
    label: 'turn limit',
    field: {
      label: 'Turn limit (moves)',
      hint: 'Turn limit: LeetCode 1728 judges a grid by 1,000 turns: the mouse must reach the food within this many moves, or the cat wins. The verdict is the exact game; the LeetCode answer beside it follows this limit.',
    },
    appliesToGraph: false,
    description:
      "A grid's turn limit in plies (LeetCode 1728: 1,000): game.turnLimit says who wins when the mouse must reach the food within it.",
  }),
  // For a form that gives every option whatever the text (the element's
  // attributes, the page's fields): the core reads the text and leaves out,
  // instead of refusing, the options that do not apply to the kind of game
  // it is (so no JavaScript guesses at the format).
  // A game's history (issue 24): the positions already visited, each a
  // draw if reached again (the repetition rule; Rules::withDraws in
  // core/include/catmouse/rules.hpp). Not a rule of the board (no attribute,
  // no link key): the board passes the line played so far. One cat only
  // (rules.visited-two-cats).
  option({
    name: 'visited',
    type: 'positions',
    default: undefined,
    label: 'visited positions',
    description:
      "The positions the game has already visited, each a draw if reached again (the repetition rule), as { mouse, cat, turn }: the values are then those of the game as it stands. A visited position's own value() is a draw; the value of the position to move from is the best of its moves(). One cat only.",
  }),
  option({
    name: 'onlyApplicable',
    type: 'boolean',
    default: false,
    description:
      "Leave out, instead of refusing, each option that does not apply to the kind of game the text is (a grid's board places the mouse, the cat and the food and its rules are LeetCode 1728's; a graph has no jumps or turn limit): for a form that gives every option.",
  }),
  option({
    name: 'allowIsolated',
    type: 'boolean',
    default: false,
    description:
      'Take a graph with nodes without edges (refused otherwise as graph.isolated-node: they are nearly always a gap in the ids).',
  }),
  option({
    name: 'format',
    type: 'choice',
    values: FORMATS,
    default: 'auto',
    description: "How to read text; 'auto' tells the formats apart by how the text starts.",
  }),
  // Not a rule (no attribute, no link key): how long a two-cat solve may be
  // estimated to take before it is refused (limits.time, the core's
  // kDefaultMaxSeconds; core/include/catmouse/two_cat_cost.hpp).
  option({
    name: 'maxSeconds',
    type: 'count',
    default: 300,
    description:
      'The longest a two-cat solve may be estimated to take, in seconds (0: no limit); the estimate comes from the degrees before the solve starts, and a longer one is refused with limits.time, which gives it (two cats on any graph of up to 400 nodes take seconds). One-cat solves do not use it.',
  }),
  option({
    name: 'onProgress',
    type: 'function',
    default: undefined,
    core: false,
    description:
      'Called now and then during a solve with { decided, total } (a two-cat solve reports its work done against its estimate, scaled to total); return false to cancel it.',
  }),
]);

// The options that do not apply to a grid, and to a graph (the core is handed these names).
export const NOT_FOR_GRID = Object.freeze(GAME_OPTIONS.filter((o) => !o.appliesToGrid).map((o) => o.name));
export const NOT_FOR_GRAPH = Object.freeze(GAME_OPTIONS.filter((o) => !o.appliesToGraph).map((o) => o.name));
// The options as they apply to a grid (grid true) or a graph: the others left out.
export const optionsFor = (options, grid) =>
  Object.fromEntries(Object.entries(options).filter(([name]) => !(grid ? NOT_FOR_GRID : NOT_FOR_GRAPH).includes(name)));

export const OPTION_NAMES = Object.freeze(GAME_OPTIONS.map((o) => o.name));
export const optionNamed = (name) => GAME_OPTIONS.find((o) => o.name === name);

// The options a game's rules are made of: those a person sets on the
// element (an attribute), on the page (a field) and in a link.
export const RULE_OPTIONS = Object.freeze(GAME_OPTIONS.filter((o) => o.attribute !== null));

// The text that tells solved tables apart: the graph and every rule option
// that is not only the start (the hole, say); of a startOnceSet option, only
// whether it is given.
const tablePart = (o, value) => (o.startOnceSet ? (value === undefined ? 'unset' : 'set') : String(value));
export const tableKey = (graph, options) =>
  [...RULE_OPTIONS.filter((o) => !o.start).map((o) => tablePart(o, options[o.name])), graph].join('\u0000');

// Whether an option's text changing from `before` to `after` (an element's
// attribute) needs a new table, not only a new start in the solved one.
const given = (text) => text !== null && text !== undefined && String(text).trim() !== '';
export const changesTable = (o, before, after) => !o.start && !(o.startOnceSet && given(before) && given(after));

// { name: default } for the rule options.
export const RULE_DEFAULTS = Object.freeze(Object.fromEntries(RULE_OPTIONS.map((o) => [o.name, o.default])));

// The rule options as texts set them (an element's attributes, the page's
// fields): value(option) is the option's value, isSet(option) whether the
// text set it. A short form left unset (hole) gives way to its long form
// set (holes); options without a value are left out.
export function ruleOptionsFrom(value, isSet) {
  const longSet = new Set(RULE_OPTIONS.filter((o) => isSet(o)).map((o) => o.name));
  const options = {};
  for (const option of RULE_OPTIONS) {
    if (option.shorthandFor && longSet.has(option.shorthandFor) && !isSet(option)) continue;
    const v = value(option);
    if (v !== undefined) options[option.name] = v;
  }
  return options;
}

// Does an empty text (an attribute or field left blank) leave the option
// at its default? For every option but a node id that has a default (the
// mouse, the cat: an empty one is a mistake to report); an optional node
// (cat2) left blank is left out.
export const blankIsDefault = (option) => option.type !== 'node' || option.default === undefined;

// How a value of the option is described in messages.
export function expected({ type, values, min, max }) {
  if (type === 'node') return 'a node id (a whole number from 0)';
  if (type === 'count') return `a whole number from ${min ?? 0} to ${max ?? INT32_MAX}`;
  if (type === 'nodes') return 'a non-empty array of node ids (whole numbers from 0)';
  if (type === 'positions') return "an array of positions like { mouse: 1, cat: 2, turn: 'mouse' }";
  if (type === 'choice') return values.length === 2 ? `'${values[0]}' or '${values[1]}'` : `one of ${values.join(', ')}`;
  if (type === 'boolean') return 'true or false';
  return 'a function';
}

const isNode = (value) => Number.isInteger(value) && value >= 0 && value <= INT32_MAX;

// Is value (a JavaScript value) one the option takes?
export function isValid({ type, values, min, max }, value) {
  if (type === 'count') return isNode(value) && value >= (min ?? 0) && value <= (max ?? INT32_MAX);
  if (type === 'node') return isNode(value);
  if (type === 'nodes') return Array.isArray(value) && value.length > 0 && value.length <= INT32_MAX && value.every(isNode);
  if (type === 'choice') return values.includes(value);
  if (type === 'boolean') return value === true || value === false;
  // Each position is checked by the API as every query's is (api.js).
  if (type === 'positions') return Array.isArray(value) && value.length <= INT32_MAX;
  return typeof value === 'function';
}

const NODE_TEXT = /^[0-9]{1,15}$/;
const NODES_TEXT = /^[0-9]{1,15}( ?, ?[0-9]{1,15})*$/;

// The option's value written as text (an attribute, a field, a link): node
// lists as "0, 5".
export const optionText = (value) => (Array.isArray(value) ? value.join(', ') : String(value));

// The value a text (an attribute, a field, a link value) stands for, or
// undefined when it stands for none: read strictly, the same everywhere: a
// node id in decimal digits only (not " 3", "0x3", "1e0", "+3" or "3.0"),
// node ids joined by commas ("0,5" or "0, 5"), a choice or boolean exactly
// as written. Never read as something else.
export function readOptionText(option, text) {
  const { type, values } = option;
  if (typeof text !== 'string') return undefined;
  if (type === 'count') return NODE_TEXT.test(text) && isValid(option, Number(text)) ? Number(text) : undefined;
  if (type === 'node') return NODE_TEXT.test(text) ? Number(text) : undefined;
  if (type === 'nodes') return NODES_TEXT.test(text) ? text.split(',').map((id) => Number(id.trim())) : undefined;
  if (type === 'choice') return values.includes(text) ? text : undefined;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return undefined;
}

// Why the text cannot be the option's value, in words naming it (for the
// element's attributes, the page's fields and links), or null.
export function optionTextProblem(option, text) {
  if (readOptionText(option, text) !== undefined) return null;
  const what =
    option.type === 'node'
      ? 'a node id (a whole number from 0, digits only)'
      : option.type === 'nodes'
        ? 'node ids joined by commas, like 0, 5'
        : expected(option).replaceAll("'", '"');
  return `the ${option.label} must be ${what}, not ${JSON.stringify(String(text))}`;
}
