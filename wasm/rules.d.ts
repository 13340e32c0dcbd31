// `catmouse/rules`: the game's options and rules in plain JavaScript (no WebAssembly).
import type { Adjacency, CatOnHole, Ending, GameOptionSpec, GameOptions, GraphFormat, Position, Variant } from './index.js';

export {
  CatMouseError,
  GAME_OPTIONS,
  GRAPH_FORMATS,
  writeGraph,
  adjacencyText,
  edgeListText,
  graph6Text,
  sparse6Text,
  gameJson,
  lineText,
} from './index.js';
export type { GameOptionSpec } from './index.js';

/** The options a game's rules are made of: those with an element attribute, a page field and a link key. */
export const RULE_OPTIONS: readonly GameOptionSpec[];
/** { name: default } for the rule options. */
export const RULE_DEFAULTS: Readonly<Partial<Record<keyof GameOptions, number | string | boolean | undefined>>>;
/** Every option's name. */
export const OPTION_NAMES: readonly (keyof GameOptions)[];
/** The text formats solve() and parse() read ('auto' detects). */
export const FORMATS: readonly string[];
/** Each format the core reads, named once with its words ('a LeetCode adjacency list'; null for 'auto'), and whether writeGraph() writes it. */
export const FORMAT_LIST: readonly { readonly name: string; readonly words: string | null; readonly written: boolean }[];
/** A format's words ('an edge list'), or null. */
export function formatWords(format: string): string | null;
/** The sides: ['mouse', 'cat']. */
export const TURNS: readonly ('mouse' | 'cat')[];
/** What a cat on a hole means: ['barred', 'guards', 'wins']. */
export const CAT_ON_HOLE: readonly CatOnHole[];
/** The options that do not apply to a LeetCode 1728 grid. */
export const NOT_FOR_GRID: readonly (keyof GameOptions)[];
/** The options that do not apply to a graph. */
export const NOT_FOR_GRAPH: readonly (keyof GameOptions)[];

/** The option of that name, or undefined. */
export function optionNamed(name: string): GameOptionSpec | undefined;
/** The options that apply to a grid (grid true) or a graph: the others left out. */
export function optionsFor<T extends Record<string, unknown>>(options: T, grid: boolean): Partial<T>;
/** A value written as an attribute, a field or a link writes it (node lists as "0, 5"). */
export function optionText(value: unknown): string;
/** The value a text stands for, read strictly (a node id in decimal digits only, node ids joined by commas, a choice or boolean exactly as written), or undefined. */
export function readOptionText(option: GameOptionSpec, text: string): number | number[] | string | boolean | undefined;
/** Why the text cannot be the option's value, in words naming it, or null. */
export function optionTextProblem(option: GameOptionSpec, text: string): string | null;
/** The rule options as texts set them: value(option) is its value, isSet(option) whether the text set it; a short form left unset (hole) gives way to its long form (holes). */
export function ruleOptionsFrom(value: (option: GameOptionSpec) => unknown, isSet: (option: GameOptionSpec) => boolean): GameOptions;
/** Does a blank text leave the option at its default? (Not for the mouse and the cat.) */
export function blankIsDefault(option: GameOptionSpec): boolean;
/** The text that tells solved tables apart (the graph and every rule that is not only the start). */
export function tableKey(graph: string, options: GameOptions): string;
/** Whether the option's text changing from `before` to `after` needs a new table, not only a new start. */
export function changesTable(option: GameOptionSpec, before: string | null, after: string | null): boolean;

/** A game as the package and the worker give it: its hole(s) and variant. */
export interface RulesGame {
  hole: number;
  holes?: readonly number[];
  nodeCount?: number;
  /** The variant as the core holds it (the package's game.variant; the worker's may leave out an on/off rule that is off). */
  variant?: Pick<Variant, 'holes' | 'catOnHole'> & Partial<Variant>;
}
/** The holes, ascending. */
export function holesOf(game: RulesGame): readonly number[];
/** Is the node a hole? */
export function isHole(game: RulesGame, node: number): boolean;
/** What a cat on a hole means in this game. */
export function catOnHoleOf(game: RulesGame): CatOnHole;
/** May `who` stand on, or move onto, the node? (Only the cat on a hole while catOnHole is 'barred' may not.) */
export function mayEnter(game: RulesGame, who: 'mouse' | 'cat', node: number): boolean;
/** The position after the side to move goes to `to` (two cats: cat B to `to2`); legality is the table's answer. */
export function after(position: Position, to: number, to2?: number): Position;
/** Which cat ended a finished two-cat game: 'cat' (cat A) or 'cat2'. */
export function endingCat(game: RulesGame, position: Position, end: Ending): 'cat' | 'cat2';
/** Why the game cannot start with the mouse and the cat there ({ code, options }, the core's rules.* code), or null. */
export function startProblem(
  game: RulesGame & { nodeCount: number },
  start: { mouse: number; cat: number },
): { code: string; options: string[] } | null;
/** An outcome code's name: ['draw', 'mouse', 'cat'] (0 a draw, 1 the mouse wins, 2 the cat wins). */
export const OUTCOMES: readonly ['draw', 'mouse', 'cat'];
/** The outcome code of a win for `side`: 1 for 'mouse', 2 for 'cat' (its index in OUTCOMES). */
export function winCode(side: 'mouse' | 'cat'): 1 | 2;
/** The code a value map's outcome plane gives a cell that is not a position (the cat on a hole): 3. */
export const NOT_A_POSITION: 3;
/** A value-map cell's kinds, in the order cellKindIndex and the worker's block counts use. */
export const CELL_KINDS: readonly ['mouse', 'cat', 'draw', 'over', 'none'];
/** The index into CELL_KINDS of a cell with this outcome code and remoteness ('over': decided before any move). */
export function cellKindIndex(outcome: number, remoteness: number): 0 | 1 | 2 | 3 | 4;
/** Is this LeetCode 913's own game: one hole, the cat barred from it, no passing, undirected (a game without a variant is)? */
export function isLeetCodeGame(game: RulesGame): boolean;
/** Is the game over at a position of this value (decided, no move left)? */
export function isOver(value: { outcome: number; plies: number | null }): boolean;
/** Are two positions the same (nodes, cat B if any, and the side to move)? */
export function samePosition(a: Position, b: Position): boolean;
/** The index of the earlier occurrence of a line's last position (the repeat that ends a drawn game), or -1. */
export function repeatIndex(line: readonly Position[]): number;
/** The rules' words where passing is not allowed (rulesText and the board say them). */
export const NO_PASS_WORDS: string;
/** The rule a move out of reach breaks, for `who`, in the words rulesText uses ("a move goes ..."; a grid: its jump). */
export function moveRuleWords(game: RulesGame & { grid?: { mouseJump: number; catJump: number } | null }, who: 'mouse' | 'cat'): string;
/** The rules in words, their one home: { option name: its phrase } (a choice: one phrase per value), from the schema's `words`. */
export const RULE_WORDS: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
/** The phrase for an option at a value (catOnHole, guards: RULE_WORDS.catOnHole.guards), `line` the line export's shorter form where there is one, or null. */
export function ruleWords(name: keyof GameOptions, value?: unknown, options?: { line?: boolean }): string | null;
/** The phrases of the game's variant rules that differ from LeetCode 913's, in the schema's order. */
export function variantWords(game: RulesGame, options?: { line?: boolean }): string[];
/** The game's rules in one or two sentences (a grid's: LeetCode 1728's; two cats said). */
export function rulesText(game: RulesGame & { twoCats?: boolean; grid?: { mouseJump: number; catJump: number } | null }): string;
/** A JavaScript value as an error message shows it ("got …"). */
export function shown(value: unknown): string;

export type { Adjacency, GraphFormat };
