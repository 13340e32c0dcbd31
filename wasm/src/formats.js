// Writing a graph in each format the core reads (core/include/catmouse/import.hpp),
// a game as catmouse's JSON game file, and a line as text. Pure functions of
// plain data: a package Game or a worker's WorkerGame both work as `game`.
// tests/js/formats.test.mjs reads everything written here back through the core.
import { CatMouseError } from './errors.js';
import { GAME_OPTIONS } from './options.js';
import { endingCat, holesOf } from './rules.js';
import { OUTCOMES } from './game-facts.js';
import { variantWords } from './rule-words.js';
import { GRAPH_FORMATS } from './format-names.js';

export { GRAPH_FORMATS };
const GAME_FILE_VERSION = 1; // the "catmouse" field the core checks
// "Draw", "The mouse wins": the outcome's name in a sentence.
const WINNER_WORDS = (outcome) => (outcome === 0 ? 'Draw' : `The ${OUTCOMES[outcome]} wins`);

// graph6/sparse6 characters: six bits each, as 63 + their value ('?' to '~').
class SixBits {
  #codes = [];
  #value = 0;
  #count = 0;

  push(bit) {
    this.#value = (this.#value << 1) | bit;
    if (++this.#count === 6) this.#flush();
  }

  pushNumber(value, width) {
    for (let i = width - 1; i >= 0; i--) this.push((value >> i) & 1);
  }

  get pending() {
    return this.#count;
  }

  // Pads the last character with `bit` and returns the text.
  text(bit = 0) {
    while (this.#count) this.push(bit);
    let out = '';
    for (let i = 0; i < this.#codes.length; i += 8192) out += String.fromCharCode(...this.#codes.slice(i, i + 8192));
    return out;
  }

  #flush() {
    this.#codes.push(63 + this.#value);
    this.#value = 0;
    this.#count = 0;
  }
}

// N(n) of formats.txt: one character up to 62, '~' and 18 bits up to 258,047.
function sizeText(n) {
  if (n <= 62) return String.fromCharCode(63 + n);
  const bits = new SixBits();
  bits.pushNumber(n, 18);
  return `~${bits.text()}`;
}

const graphOf = (game) => game.graph; // a property everywhere since 0.2.0 (a Game and a worker result alike)

// The variant's on/off rules besides directed (pass): a boolean variant
// option of the schema each, read and written by its name.
const FLAGS = GAME_OPTIONS.filter((o) => o.variant && o.type === 'boolean' && o.name !== 'directed');

// LeetCode 913's variant: what a game without one (an older worker result, a
// plain object) is played by.
const PLAIN = Object.freeze({
  directed: false,
  holes: null,
  catOnHole: 'barred',
  ...Object.fromEntries(FLAGS.map((o) => [o.name, o.default])),
});
const variantOf = (game) => ({ ...PLAIN, ...(game.variant ?? {}) });

// The JSON fields of the variant that differ from LeetCode 913's, in the
// core's order (core/src/report.cpp, variantFields): directed, holes (only
// for several), catOnHole, then each on/off rule that is on.
function variantFields(variant) {
  const fields = [];
  if (variant.directed) fields.push('"directed": true');
  if (variant.holes && variant.holes.length > 1) fields.push(`"holes": ${JSON.stringify([...variant.holes])}`);
  if (variant.catOnHole !== 'barred') fields.push(`"catOnHole": ${JSON.stringify(variant.catOnHole)}`);
  for (const flag of FLAGS) if (variant[flag.name]) fields.push(`"${flag.name}": true`);
  return fields;
}

const undirectedOnly = (format) =>
  new CatMouseError(
    `${format} holds undirected graphs only: write a directed graph as an edge list (with -> arcs), an adjacency list or a game file`,
    { code: 'export.not-representable' },
  );

// LeetCode's form: [[1,3],[0],[3],[0,2]]; a directed graph's lists (the
// arcs leaving each node) say so after them, "graph = [[1],[2],[0]],
// directed = true", which the core reads as directed without the option.
export function adjacencyText(graph, { directed = false } = {}) {
  return directed ? `graph = ${JSON.stringify(graph)}, directed = true` : JSON.stringify(graph);
}

// One edge per line, each once, low id first; a directed graph's arcs
// ({ directed: true }) one a line as "0 -> 1", which the core reads as
// arcs. The node count of an edge list is its largest id plus one, so nodes
// without edges at the end cannot be written: export.not-representable names them.
export function edgeListText(graph, { directed = false } = {}) {
  // The largest id on any edge (an arc's head counts too).
  let last = -1;
  graph.forEach((list, a) => {
    if (!list.length) return;
    last = Math.max(last, a);
    if (directed) for (const b of list) last = Math.max(last, b);
  });
  if (last < graph.length - 1) {
    const lonely = last === graph.length - 2 ? `node ${graph.length - 1} has` : `nodes ${last + 1} to ${graph.length - 1} have`;
    throw new CatMouseError(
      `an edge list cannot hold this graph: ${lonely} no edge, and an edge list ends at its largest id (use another format)`,
      { code: 'export.not-representable' },
    );
  }
  const lines = [];
  graph.forEach((list, a) => {
    if (directed) for (const b of list) lines.push(`${a} -> ${b}`);
    else for (const b of list) if (a < b) lines.push(`${a} ${b}`);
  });
  return `${lines.join('\n')}\n`;
}

// nauty's graph6 (with its >>graph6<< header when asked, or when the text
// would otherwise read as another format): N(n), then the upper triangle column by column: pair
// (i, j), i < j, is bit j(j - 1)/2 + i. Only the edges are visited (a
// 20,000-node graph has 2 × 10^8 pairs but few edges).
export function graph6Text(graph, { header = false } = {}) {
  const n = graph.length;
  const six = new Uint8Array(Math.ceil((n * (n - 1)) / 2 / 6));
  for (let j = 1; j < n; j++) {
    const column = (j * (j - 1)) / 2;
    for (const i of graph[j]) {
      if (i >= j) continue;
      const bit = column + i;
      six[Math.floor(bit / 6)] |= 32 >> (bit % 6);
    }
  }
  for (let k = 0; k < six.length; k++) six[k] += 63;
  const body = `${sizeText(n)}${new TextDecoder('latin1').decode(six)}`;
  // 28 and 60 nodes start with '[' and '{', which a reader takes for JSON:
  // the header says what the text is.
  return `${header || /^[[{]/.test(body) ? '>>graph6<<' : ''}${body}`;
}

// nauty's sparse6: ':' N(n), then (b, x) pairs walking the edges by their larger end.
export function sparse6Text(graph, { header = false } = {}) {
  const n = graph.length;
  let k = 1;
  while (1 << k < n) k++;
  const bits = new SixBits();
  let v = 0;
  for (let to = 0; to < n; to++) {
    const smaller = graph[to].filter((x) => x < to).sort((a, b) => a - b);
    for (const x of smaller) {
      if (to === v) bits.push(0);
      else if (to === v + 1) bits.push(1);
      else {
        bits.push(1);
        bits.pushNumber(to, k);
        bits.push(0);
      }
      v = to;
      bits.pushNumber(x, k);
    }
  }
  // Padding of 1 bits reads as "past the last node"; formats.txt's one
  // exception: where n = 2^k and the last edge ends at n - 2, a 0 first, or
  // the padding would read as an edge at node n - 1.
  const pad = (6 - bits.pending) % 6;
  if (k < 6 && n === 1 << k && v === n - 2 && pad > k) bits.push(0);
  return `${header ? '>>sparse6<<' : ''}:${sizeText(n)}${bits.text(1)}`;
}

// catmouse's JSON game file: the graph and the rules, and (for a solved
// game) the value and the line, which reading it back skips and recomputes.
export function gameJson(game) {
  if (game.grid) return gridGameJson(game);
  const graph = graphOf(game);
  const { mouse, cat, cat2, turn } = game.start;
  const variant = variantOf(game);
  // A position as the file writes it: cat2 only for a two-cat game.
  const position = (p) =>
    p.cat2 === undefined ? { mouse: p.mouse, cat: p.cat, turn: p.turn } : { mouse: p.mouse, cat: p.cat, cat2: p.cat2, turn: p.turn };
  const severalHoles = variant.holes && variant.holes.length > 1;
  const fields = [
    `"catmouse": ${GAME_FILE_VERSION}`,
    `"graph": ${JSON.stringify(graph)}`,
    `"mouse": ${mouse}`,
    `"cat": ${cat}`,
    ...(cat2 === undefined ? [] : [`"cat2": ${cat2}`]),
    // "holes" (a variant field) replaces "hole": the core refuses both.
    ...(severalHoles ? [] : [`"hole": ${game.hole}`]),
    `"first": ${JSON.stringify(turn)}`,
    ...variantFields(variant),
  ];
  return gameFileText(fields, game, position);
}

// The value and the line (skipped on reading), then the closing brace.
function gameFileText(fields, game, position) {
  if (game.outcome !== undefined) {
    fields.push(`"value": ${JSON.stringify({ winner: OUTCOMES[game.outcome], outcome: game.outcome, plies: game.plies })}`);
  }
  if (game.line) fields.push(`"line": [\n    ${game.line.map((p) => JSON.stringify(position(p))).join(',\n    ')}\n  ]`);
  return `{\n  ${fields.join(',\n  ')}\n}\n`;
}

// A LeetCode 1728 grid's game file: the board, the jumps and the turn limit
// (its graph is the board's, and the moves come from the jumps: the graph
// alone would be another game).
function gridGameJson(game) {
  const { board, catJump, mouseJump } = game.grid;
  const fields = [
    `"catmouse": ${GAME_FILE_VERSION}`,
    `"grid": [\n    ${board.map((row) => JSON.stringify(row)).join(',\n    ')}\n  ]`,
    `"catJump": ${catJump}`,
    `"mouseJump": ${mouseJump}`,
    `"turnLimit": ${game.turnLimit?.turns ?? 1000}`, // game.turnLimit: { turns, outcome, winner, mouseWins }
    `"first": ${JSON.stringify(game.start.turn)}`,
  ];
  return gameFileText(fields, game, (p) => ({ mouse: p.mouse, cat: p.cat, turn: p.turn }));
}

// The graph in one of GRAPH_FORMATS ('json': the game file with the graph
// only). options.directed: the graph is directed (its lists are arcs): an
// edge list writes arcs, a game file and an adjacency list say so, graph6
// and sparse6 cannot hold it (export.not-representable).
export function writeGraph(graph, format, options = {}) {
  const directed = options.directed === true;
  if (directed && (format === 'graph6' || format === 'sparse6')) throw undirectedOnly(format);
  switch (format) {
    case 'adjacency':
      return adjacencyText(graph, { directed });
    case 'edges':
      return edgeListText(graph, { directed });
    case 'graph6':
      return graph6Text(graph, options);
    case 'sparse6':
      return sparse6Text(graph, options);
    case 'json':
      return `{"catmouse": ${GAME_FILE_VERSION}, "graph": ${JSON.stringify(graph)}${directed ? ', "directed": true' : ''}}\n`;
    default:
      throw new CatMouseError(`the graph formats are ${GRAPH_FORMATS.join(', ')}, got ${JSON.stringify(format)}`, {
        code: 'argument.type',
      });
  }
}

// Which cat did it is rules.js's answer (endingCat), not decided here.
function endWords(end, last, game) {
  const two = last.cat2 !== undefined;
  const cat = endingCat(game, last, end);
  const catWords = cat === 'cat' ? 'the cat' : 'the second cat';
  if (end === 'hole') return `the mouse reaches the hole (node ${last.mouse})`;
  if (end === 'caught') return `${catWords} catches the mouse on node ${last.mouse}`;
  if (end === 'stuck') return two && last.turn === 'cat' ? 'the cats cannot both move' : `the ${last.turn} cannot move`;
  if (end === 'cat-in-hole') return `${catWords} reaches the hole (node ${last[cat]})`;
  return '';
}

// "the hole is 0", "the holes are 0 and 5"; with the variant's other rules.
function rulesWords(game) {
  const variant = variantOf(game);
  const holes = holesOf(game);
  const words = [holes.length === 1 ? `the hole is ${holes[0]}` : `the holes are ${holes.slice(0, -1).join(', ')} and ${holes.at(-1)}`];
  return [...words, ...variantWords({ ...game, variant }, { line: true })].join('; ');
}

// The line, one move a line ("1. mouse 1 → 3"), after a sentence of the
// start and before the value.
export function lineText(game) {
  const { line, hole, outcome, plies } = game;
  const { mouse, cat, cat2, turn } = game.start;
  const last = line[line.length - 1];
  const end = game.end !== undefined ? game.end : game.ending(last);
  const cats = cat2 === undefined ? `the cat on ${cat}` : `the cats on ${cat} and ${cat2}`;
  const out = [
    `The mouse starts on ${mouse}, ${cats}, ${rulesWords({ ...game, hole })}; the ${cat2 === undefined || turn === 'mouse' ? turn : 'cats'} move${cat2 !== undefined && turn === 'cat' ? '' : 's'} first.`,
  ];
  const step = (cat, p, q) => (p[cat] === q[cat] ? `stays on ${p[cat]}` : `${p[cat]} → ${q[cat]}`);
  for (let i = 1; i < line.length; i++) {
    const who = line[i - 1].turn;
    if (cat2 !== undefined && who === 'cat') {
      // Both cats move: cat A's step, then cat B's.
      out.push(`${i}. cats: ${step('cat', line[i - 1], line[i])}, ${step('cat2', line[i - 1], line[i])}`);
      continue;
    }
    const from = line[i - 1][who];
    out.push(from === line[i][who] ? `${i}. ${who} stays on ${from}` : `${i}. ${who} ${from} → ${line[i][who]}`);
  }
  if (outcome === 0) {
    out.push(`Draw: after move ${line.length - 1} the position repeats, and neither side can force a win.`);
  } else {
    const moves = plies === 1 ? '1 move' : `${plies} moves`;
    out.push(
      plies === 0
        ? `${WINNER_WORDS(outcome)} before any move: ${endWords(end, last, game)}.`
        : `${WINNER_WORDS(outcome)} in ${moves}: ${endWords(end, last, game)}.`,
    );
  }
  return `${out.join('\n')}\n`;
}
