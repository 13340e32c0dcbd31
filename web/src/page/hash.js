// The board in the URL hash: #g1=…&mouse=1&cat=2&hole=0&first=mouse, and
// the moment of the game shown: &mode=play&side=cat&mistakes=30&path=6.7.2&ply=3
// (path: the nodes moved to from the start, the two cats' joint move as
// 4_6; ply: the position shown; hide=1: the Hide values switch in play), or
// the quiz's: &mode=quiz&puzzle=3&right=1&answered=2&path=4&ply=1 (puzzle:
// the puzzle shown, from 1; right of answered: the score before it; path:
// the move given to it).
//
// g1 is the graph text packed by graph-code.js (format 1: numbers coded by
// column, deflate-raw, base64url); g2 the graph itself, each edge once, and
// the writing around it, when that is shorter and gives the text back
// exactly (graph-compact.js); links made before them carry the text itself
// as graph=…, which is still read. Every value is read strictly: one that
// cannot be what its key needs (mouse=" 3", first=dog, ply=-1, a damaged g1)
// is a problem { key, message } the page shows at the field concerned; it is
// never quietly read as something else.
import { LinkError } from './graph-code.js';
import { COMPACT_KEY, TEXT_KEY, decodeLinkGraph, encodeLinkGraph, encodeSharedGraph } from './graph-compact.js';
import { RULE_OPTIONS, startTextProblem } from '../element/shell/start-text.js';
import { optionText, readOptionText } from 'catmouse/rules';
import {
  MOMENT_WORDS,
  bothHolesWords,
  graphGivenTimesWords,
  graphUnreadWords,
  momentProblemWords,
  repeatedKeyWords,
  ruleProblemWords,
} from '../words/link-words.js';

// The rules in a link: each option of the schema (catmouse/rules: RULE_OPTIONS) with a link key.
const LINKED = RULE_OPTIONS.filter((o) => o.linkKey !== null);
export const GRAPH_KEY = TEXT_KEY;
const GRAPH_KEYS = [TEXT_KEY, COMPACT_KEY, 'graph'];

// { state: { graph, mouse?, cat?, hole?, first?, moment }, problems: [{ key, message }] },
// or null when the hash holds no board. A graph that cannot be read leaves
// state.graph undefined (and a problem with key 'graph').
export async function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const given = GRAPH_KEYS.filter((key) => params.has(key));
  if (!given.length) return null;
  const problems = repeatedKeys(params);
  const refused = new Set(problems.map((p) => p.linkKey));
  const state = {};
  if (given.length > 1) {
    problems.push({ key: 'graph', message: graphGivenTimesWords(given) });
  } else if (refused.has(given[0])) {
    // The same key twice: neither is read (the problem says so).
  } else if (given[0] !== 'graph') {
    try {
      state.graph = await decodeLinkGraph(given[0], params.get(given[0]));
      remember(state.graph, { key: given[0], value: params.get(given[0]) });
    } catch (error) {
      if (!(error instanceof LinkError)) throw error;
      problems.push({ key: 'graph', message: graphUnreadWords(error.message) });
    }
  } else {
    state.graph = params.get('graph');
  }
  for (const { name, linkKey } of LINKED) {
    if (!params.has(linkKey) || refused.has(linkKey)) continue;
    const value = params.get(linkKey);
    const problem = startTextProblem(name, value);
    if (problem) problems.push({ key: name, message: ruleProblemWords(problem) });
    else state[name] = value;
  }
  // hole=3 and holes=0,5 both say where the holes are: neither is read.
  const short = LINKED.find((o) => o.shorthandFor && params.has(o.linkKey));
  const long = short && LINKED.find((o) => o.name === short.shorthandFor && params.has(o.linkKey));
  if (long && !refused.has(short.linkKey) && !refused.has(long.linkKey)) {
    delete state[short.name];
    delete state[long.name];
    problems.push({
      key: long.name,
      message: bothHolesWords(`${short.linkKey}=${params.get(short.linkKey)}`, `${long.linkKey}=${params.get(long.linkKey)}`),
    });
  }
  const { moment, problem } = MOMENT_KEYS.some((key) => refused.has(key)) ? { moment: null } : readMoment(params);
  state.moment = moment;
  if (problem) problems.push({ key: 'moment', message: momentProblemWords(problem) });
  return { state, problems: problems.map(({ key, message }) => ({ key, message })) };
}

// A key given twice (mouse=1&mouse=3) would keep one of the two without a
// word: a problem at the key's field, and neither value is read.
const MOMENT_KEYS = ['mode', 'path', 'ply', 'side', 'mistakes', 'hide', 'puzzle', 'right', 'answered'];
function repeatedKeys(params) {
  const problems = [];
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    if (values.length < 2) continue;
    const option = LINKED.find((o) => o.linkKey === key);
    const field = GRAPH_KEYS.includes(key) ? 'graph' : option ? option.name : MOMENT_KEYS.includes(key) ? 'moment' : null;
    if (!field) continue; // a key the page does not read
    problems.push({ key: field, linkKey: key, message: repeatedKeyWords(key, values, field === 'graph') });
  }
  return problems;
}

const DIGITS = /^[0-9]{1,9}$/;
// A step is a node, or the two cats' joint move: cat A's node _ cat B's (4_6).
const STEP = '[0-9]{1,15}(_[0-9]{1,15})?';
const PATH = new RegExp(`^${STEP}(\\.${STEP})*$`);

// The most moves a link's path holds: restoring a game replays each one in
// one task (a path of 20,000 kept the page busy for 4 to 6 s; 2,000 take
// about half a second), and a game played by hand stays far below it.
export const MAX_LINK_MOVES = 2000;

// The moment in a link, or null for the start of the optimal line; a value
// that cannot be part of one is a problem (and the link opens at the start).
function readMoment(params) {
  const text = (key, fallback) => (params.has(key) ? params.get(key) : fallback);
  const mode = text('mode', 'replay');
  if (mode !== 'play' && mode !== 'replay' && mode !== 'quiz') return { moment: null, problem: MOMENT_WORDS.mode(mode) };
  const pathText = text('path', '');
  if (pathText !== '' && !PATH.test(pathText)) {
    // With a second cat (cat2=), the cats' moves are pairs: say how they are written.
    return { moment: null, problem: MOMENT_WORDS.path(pathText, params.has('cat2')) };
  }
  const plyText = text('ply', '0');
  if (!DIGITS.test(plyText)) return { moment: null, problem: MOMENT_WORDS.ply(plyText) };
  const moves = pathText === '' ? 0 : pathText.split('.').length;
  if (moves > MAX_LINK_MOVES) return { moment: null, problem: MOMENT_WORDS.longPath(moves, MAX_LINK_MOVES) };
  const path = pathText === '' ? [] : pathText.split('.').map((step) => (step.includes('_') ? step.split('_').map(Number) : Number(step)));
  const ply = Number(plyText);
  // Play and the quiz show a position of the moves given; replay may go on along the optimal line after them.
  if (mode !== 'replay' && ply > path.length) return { moment: null, problem: MOMENT_WORDS.pastPath(ply, path.length) };
  if (mode === 'replay') return { moment: path.length === 0 && ply === 0 ? null : { mode, path, ply } };
  if (mode === 'quiz') return readQuiz(params, path, ply);
  const side = text('side', 'mouse');
  if (side !== 'mouse' && side !== 'cat') return { moment: null, problem: MOMENT_WORDS.side(side) };
  const mistakes = text('mistakes', '0');
  if (!DIGITS.test(mistakes) || Number(mistakes) > 100) return { moment: null, problem: MOMENT_WORDS.mistakes(mistakes) };
  const hide = text('hide', '0');
  if (hide !== '0' && hide !== '1') return { moment: null, problem: MOMENT_WORDS.hide(hide) };
  const moment = { mode, path, ply, human: side, mistakeChance: Number(mistakes) / 100 };
  return { moment: hide === '1' ? { ...moment, hideValues: true } : moment };
}

// The quiz's moment: the puzzle (from 1), the score before it, the move given.
function readQuiz(params, path, ply) {
  const counts = {};
  for (const [key, least] of [
    ['puzzle', 1],
    ['right', 0],
    ['answered', 0],
  ]) {
    const value = params.get(key) ?? String(least);
    if (!DIGITS.test(value) || Number(value) < least) return { moment: null, problem: MOMENT_WORDS.count(key, least, value) };
    counts[key] = Number(value);
  }
  if (counts.right > counts.answered) return { moment: null, problem: MOMENT_WORDS.rightOverAnswered(counts.right, counts.answered) };
  if (counts.answered > counts.puzzle - 1)
    return { moment: null, problem: MOMENT_WORDS.answeredOverPuzzle(counts.answered, counts.puzzle) };
  if (path.length > 1 || path.some(Array.isArray)) return { moment: null, problem: MOMENT_WORDS.quizPath(params.get('path')) };
  return { moment: { mode: 'quiz', puzzle: counts.puzzle - 1, right: counts.right, answered: counts.answered, path, ply } };
}

// The same text packs to the same value: a page saving its hash at every
// step of a game packs each graph once.
const packed = new Map();
function remember(text, value) {
  if (packed.size > 8) packed.clear();
  packed.set(text, value);
}
async function packGraph(text) {
  if (!packed.has(text)) remember(text, await encodeLinkGraph(text));
  return packed.get(text);
}

export async function makeHash(state, moment = null) {
  return hashWith(await packGraph(state.graph), state, moment);
}

// makeHash's answer at once when the graph is packed already (the page
// packs a board's graph as soon as the board changes), else null: Copy link
// writes the clipboard in its click's own task.
export function hashNow(state, moment = null) {
  return packed.has(state.graph) ? hashWith(packed.get(state.graph), state, moment) : null;
}

// The link Copy link hands out: makeHash's, unless the exact text makes a
// link past graph-compact.js's SHARE_LIMIT and the graph written plainly is
// shorter. { hash, exact, exactLength }: exact false says the link holds the
// graph, not the text as typed (its line order, its comments).
const shared = new Map();
async function shareGraph(text) {
  if (!shared.has(text)) {
    const pack = await encodeSharedGraph(text, await packGraph(text));
    if (shared.size > 8) shared.clear();
    shared.set(text, pack);
  }
  return shared.get(text);
}
const sharedHashWith = (pack, state, moment) => ({ hash: hashWith(pack, state, moment), exact: pack.exact, exactLength: pack.exactLength });

export async function makeShareHash(state, moment = null) {
  return sharedHashWith(await shareGraph(state.graph), state, moment);
}

// makeShareHash's answer at once when the graph is packed already, else null.
export function shareHashNow(state, moment = null) {
  return shared.has(state.graph) ? sharedHashWith(shared.get(state.graph), state, moment) : null;
}

function hashWith(graphPack, state, moment) {
  const params = new URLSearchParams();
  params.set(graphPack.key, graphPack.value);
  for (const option of LINKED) {
    const value = state[option.name];
    if (value === undefined || value === '') continue;
    const list = option.type === 'nodes' ? (Array.isArray(value) ? value : readOptionText(option, String(value))) : null;
    const short = RULE_OPTIONS.find((o) => o.shorthandFor === option.name);
    // One hole goes under the short form's key (hole=3), as links always had it.
    if (short && list?.length === 1) {
      if (state[short.name] === undefined || state[short.name] === '') params.set(short.linkKey, String(list[0]));
      continue;
    }
    // A variant at its default is LeetCode 913's rule, a grid's turn limit at
    // its default LeetCode 1728's: left out.
    if ((option.variant || !option.appliesToGraph) && ruleText(option, value) === ruleText(option, option.default)) continue;
    params.set(option.linkKey, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (moment && (moment.mode !== 'replay' || moment.path.length || moment.ply)) {
    if (moment.mode === 'play') {
      params.set('mode', 'play');
      params.set('side', moment.human);
      if (moment.mistakeChance) params.set('mistakes', String(Math.round(moment.mistakeChance * 100)));
      if (moment.hideValues) params.set('hide', '1');
    } else if (moment.mode === 'quiz') {
      params.set('mode', 'quiz');
      params.set('puzzle', String(moment.puzzle + 1));
      if (moment.answered) params.set('right', String(moment.right));
      if (moment.answered) params.set('answered', String(moment.answered));
    }
    if (moment.path.length) params.set('path', moment.path.map((step) => (Array.isArray(step) ? step.join('_') : step)).join('.'));
    if (moment.ply) params.set('ply', String(moment.ply));
  }
  return `#${params.toString()}`;
}

// Do two boards { graph, mouse, cat, hole, first } show the same game?
// A rule's value as text, however it is held (a field's "0, 5", a board's [0, 5]).
const ruleText = (option, value) => {
  if (value === undefined || value === '') return '';
  const read = typeof value === 'string' ? readOptionText(option, value) : value;
  return optionText(read ?? value);
};
// A board's rules as texts, each long form filled in: holes from hole (or
// its default), a variant left out at its default. A grid's board leaves out
// the options a grid does not read (the schema's appliesToGrid: its starts
// and food are in its text), a graph's those only a grid reads.
function boardRules(board, grid) {
  const rules = {};
  for (const option of RULE_OPTIONS) {
    if (option.shorthandFor || !(grid ? option.appliesToGrid : option.appliesToGraph)) continue;
    let value = board[option.name];
    const short = RULE_OPTIONS.find((o) => o.shorthandFor === option.name);
    if ((value === undefined || value === '') && short)
      value = String(board[short.name] ?? '') === '' ? [short.default] : [board[short.name]];
    if (value === undefined || value === '') value = option.default;
    rules[option.name] = ruleText(option, value);
  }
  return rules;
}
// grid: the boards are a LeetCode 1728 grid (the core says, result.grid).
export function sameBoard(a, b, { grid = false } = {}) {
  if (!a || !b || String(a.graph ?? '') !== String(b.graph ?? '')) return false;
  const ra = boardRules(a, grid),
    rb = boardRules(b, grid);
  return Object.keys(ra).every((name) => ra[name] === rb[name]);
}
