// `catmouse/rules`: the game's options and rules in plain JavaScript, with no
// WebAssembly, for code that must answer at once (a form's fields, a board
// refusing a dragged token) and the export writers. The solver itself is
// `catmouse`; everything here agrees with it (tests/js/rules.test.mjs,
// tests/js/options.test.mjs).
export {
  GAME_OPTIONS,
  RULE_OPTIONS,
  RULE_DEFAULTS,
  OPTION_NAMES,
  FORMATS,
  TURNS,
  CAT_ON_HOLE,
  NOT_FOR_GRID,
  NOT_FOR_GRAPH,
  optionNamed,
  optionsFor,
  optionText,
  readOptionText,
  optionTextProblem,
  ruleOptionsFrom,
  blankIsDefault,
  tableKey,
  changesTable,
} from './options.js';
export { holesOf, isHole, catOnHoleOf, mayEnter, after, endingCat, startProblem } from './rules.js';
export { GRAPH_FORMATS, adjacencyText, edgeListText, graph6Text, sparse6Text, gameJson, writeGraph, lineText } from './formats.js';
export {
  OUTCOMES,
  winCode,
  NOT_A_POSITION,
  CELL_KINDS,
  cellKindIndex,
  isLeetCodeGame,
  isOver,
  samePosition,
  repeatIndex,
  positionKey,
  firstRepeat,
} from './game-facts.js';
export { RULE_WORDS, NO_PASS_WORDS, moveRuleWords, ruleWords, variantWords, rulesText } from './rule-words.js';
export { FORMAT_LIST, formatWords } from './format-names.js';
export { shown } from './shown.js';
export { CatMouseError } from './errors.js';
