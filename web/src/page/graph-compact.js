// The link's graph in its most compact exact form. A text packed as it is
// (graph-code.js, g1) costs what its format costs: an adjacency list names
// each edge twice, graph6 spends a bit on every pair of nodes. When the text
// is the graph written the one way its format writes it (an undirected
// adjacency list with its rows ascending, in one spacing throughout, or a
// graph6 word), with anything before and after it kept as written (a
// "graph = ", a game file's other fields, a comment, a line end), the link
// stores the graph once, each edge once as an edge list, and the writing
// around it: g2. Opening it writes the same text again, character for
// character: nothing typed is lost, and the encoder checks that before it
// chooses g2. Whichever of g1 and g2 is shorter goes in the link.
import { graph6Text } from 'catmouse/rules';
import { decodeGraph, encodeGraph, LinkError, MAX_TEXT_CHARS } from './graph-code.js';
import { PACKED_WORDS } from '../words/link-words.js';

// ---- adjacency lists: the first [[ ... ]] in the text

// The region [from, to) of the first list of lists, or null: only digits,
// commas, blanks and brackets inside.
function adjacencyRegion(text) {
  const from = text.search(/\[\s*\[/);
  if (from < 0) return null;
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '[') {
      if (++depth > 2) return null;
    } else if (c === ']') {
      if (--depth === 0) return { from, to: i + 1 };
    } else if (!/[0-9,\s]/.test(c)) {
      return null;
    }
  }
  return null;
}

// The spacing of a list of lists: after '[' (open), between ids (comma),
// between rows (between), before ']' (close). Rows ascending, written
// alike, are the only form kept: any other form is packed as text (g1).
function adjacencyWriting(region, rows) {
  if (rows.length < 2) return null;
  const firstClose = region.indexOf(']');
  const spaced = /\d,( +)\d/.exec(region);
  const style = {
    open: region.slice(1, region.indexOf('[', 1)),
    comma: spaced ? `,${spaced[1]}` : ',',
    between: region.slice(firstClose + 1, region.indexOf('[', firstClose)),
    close: region.slice(region.lastIndexOf(']', region.length - 2) + 1, -1),
  };
  return writeAdjacency(rows, style) === region ? style : null;
}

const writeAdjacency = (rows, { open, comma, between, close }) =>
  `[${open}${rows.map((row) => `[${row.join(comma)}]`).join(between)}${close}]`;

// An undirected graph's rows: each ascending, no loops, each edge in both rows.
function undirectedRows(rows) {
  const n = rows.length;
  if (
    !rows.every((row) => Array.isArray(row) && row.every((v, i) => Number.isInteger(v) && v >= 0 && v < n && (i === 0 || row[i - 1] < v)))
  )
    return false;
  const have = new Set();
  rows.forEach((row, a) => row.forEach((b) => have.add(a * n + b)));
  return rows.every((row, a) => row.every((b) => b !== a && have.has(b * n + a)));
}

// ---- graph6: a lone word, maybe with its header

const GRAPH6 = /^(\s*(?:>>graph6<<)?)([?-~]+)(\s*)$/;
// Reading and writing graph6 visits every pair of nodes at once, not in the
// slices the text packer works in: past this many nodes (12.5 million pairs,
// a few tens of ms) the word is packed as text.
const GRAPH6_MAX_NODES = 5000;

// nauty's graph6 word as rows, or null (the writer checks the rest).
function graph6Rows(word) {
  let at = 1;
  let n = word.charCodeAt(0) - 63;
  if (n === 63) {
    if (word.length < 4 || word[1] === '~') return null;
    n = 0;
    for (let i = 1; i < 4; i++) n = n * 64 + word.charCodeAt(i) - 63;
    at = 4;
  }
  if (n < 2 || n > GRAPH6_MAX_NODES) return null;
  const rows = Array.from({ length: n }, () => []);
  let bit = 0;
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++, bit++) {
      const code = word.charCodeAt(at + Math.floor(bit / 6)) - 63;
      if (!(code >= 0)) return null;
      if (code & (32 >> (bit % 6))) {
        rows[i].push(j);
        rows[j].push(i);
      }
    }
  }
  rows.forEach((row) => row.sort((a, b) => a - b));
  return rows;
}

// ---- the compact form: a header line, then one edge a line (a < b)

const MAX_COMPACT_TEXT = 1 << 20;

// { before, after, kind, style, rows } when the text is a graph written in
// its format's one way, or null.
function graphIn(text) {
  // Reading the graph is not sliced as the packer is: a text past a megabyte is packed as text.
  if (text.length > MAX_COMPACT_TEXT) return null;
  const g6 = GRAPH6.exec(text);
  if (g6) {
    const rows = graph6Rows(g6[2]);
    if (rows && graph6Text(rows).replace(/^>>graph6<</, '') === g6[2]) return { before: g6[1], after: g6[3], kind: 'graph6', rows };
    return null;
  }
  const region = adjacencyRegion(text);
  if (!region) return null;
  const written = text.slice(region.from, region.to);
  let rows;
  try {
    rows = JSON.parse(written);
  } catch {
    return null;
  }
  if (!undirectedRows(rows)) return null;
  const style = adjacencyWriting(written, rows);
  return style && { before: text.slice(0, region.from), after: text.slice(region.to), kind: 'adjacency', style, rows };
}

function compactText({ before, after, kind, style, rows }) {
  const lines = [JSON.stringify({ kind, n: rows.length, before, after, ...(style ? { style } : {}) })];
  rows.forEach((row, a) => {
    for (const b of row) if (b > a) lines.push(`${a} ${b}`);
  });
  return `${lines.join('\n')}\n`;
}

function textOfCompact(compact) {
  const newline = compact.indexOf('\n');
  let head;
  try {
    head = JSON.parse(compact.slice(0, newline));
  } catch {
    throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.header));
  }
  const { kind, n, before, after, style } = head ?? {};
  if (
    !Number.isInteger(n) ||
    n < 2 ||
    n > 30000 ||
    typeof before !== 'string' ||
    typeof after !== 'string' ||
    !['graph6', 'adjacency'].includes(kind)
  ) {
    throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.header));
  }
  // An adjacency list's writing is four texts (adjacencyWriting); a header without them is damaged, not "undefined" written out.
  const writing = kind === 'adjacency' && style !== null && typeof style === 'object' ? style : {};
  if (kind === 'adjacency' && !['open', 'comma', 'between', 'close'].every((part) => typeof writing[part] === 'string')) {
    throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.listWriting));
  }
  // graph6 spends a bit on every pair: a hostile link must not write 75 MB of it.
  if (kind === 'graph6' && n > GRAPH6_MAX_NODES) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.graph6Word(n)));
  const edgeLines = compact.slice(newline + 1).split('\n');
  // What the text would come to, counted before it is written: a header that
  // repeats a long separator must not fill memory (the same budget as a text
  // in the link, MAX_TEXT_CHARS).
  if (kind === 'adjacency') {
    const entries = 2 * edgeLines.length;
    const length =
      before.length +
      after.length +
      2 +
      writing.open.length +
      writing.close.length +
      2 * n +
      (n - 1) * writing.between.length +
      entries * (5 + writing.comma.length);
    if (length > MAX_TEXT_CHARS) throw new LinkError(PACKED_WORDS.tooManyCharacters(MAX_TEXT_CHARS / 1024 / 1024));
  }
  const rows = Array.from({ length: n }, () => []);
  for (const line of edgeLines) {
    if (line === '') continue;
    const [a, b] = line.split(' ').map(Number);
    if (!(a >= 0 && a < b && b < n)) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.edgeOutOfRange));
    rows[a].push(b);
    rows[b].push(a);
  }
  rows.forEach((row) => row.sort((x, y) => x - y));
  const body = kind === 'graph6' ? graph6Text(rows).replace(/^>>graph6<</, '') : writeAdjacency(rows, style);
  return `${before}${body}${after}`;
}

// ---- the link's value

export const TEXT_KEY = 'g1';
export const COMPACT_KEY = 'g2';

// { key, value }: the shorter of the text packed (g1) and the graph packed (g2).
export async function encodeLinkGraph(text) {
  const plain = { key: TEXT_KEY, value: await encodeGraph(text) };
  const graph = graphIn(text);
  if (!graph) return plain;
  const compact = compactText(graph);
  // The writers are the page's own: a text they would not give back exactly stays text.
  if (textOfCompact(compact) !== text) return plain;
  const value = await encodeGraph(compact);
  return value.length < plain.value.length ? { key: COMPACT_KEY, value } : plain;
}

// ---- the shared link: the graph, when the exact text makes too long a link

// Past this many characters of packed graph (with the page's address and
// the rules around it, about 10,000) some chat apps and mail clients cut a
// link. A text's line order is worth about as much as its graph (a shuffled
// 2,000-node edge list: 15,600 characters exact, 9,100 as the graph), so
// past it the link Copy link hands out holds the graph, the same game, in
// the format typed: an edge list's lines sorted, an adjacency list's rows
// ascending. The address bar keeps the exact text (a reload loses nothing);
// the page says what the copied link leaves out.
export const SHARE_LIMIT = 9500;

const EDGE_LINE = /^\s*(\d+)\s*(->|-|,|\s)\s*(\d+)\s*(?:#.*)?$/;
const COMMENT_LINE = /^\s*(?:#.*)?$/;

// An edge list's graph without its writing: each edge line as "a b" (an arc
// as "a -> b"), sorted, comments and blank lines left out; null when the
// text is not plainly an edge list.
function edgeListGraph(text) {
  const edges = [];
  for (const line of text.split('\n')) {
    const edge = EDGE_LINE.exec(line);
    if (edge) edges.push([Number(edge[1]), Number(edge[3]), edge[2] === '->']);
    else if (!COMMENT_LINE.test(line)) return null;
  }
  if (edges.length === 0) return null;
  edges.sort((x, y) => x[0] - y[0] || x[1] - y[1] || Number(x[2]) - Number(y[2]));
  return `${edges.map(([a, b, arc]) => `${a}${arc ? ' -> ' : ' '}${b}`).join('\n')}\n`;
}

// An adjacency list's graph with each row ascending, the writing around the
// list kept; null when the text holds no list of lists of node ids.
function adjacencyGraph(text) {
  const region = adjacencyRegion(text);
  if (!region) return null;
  let rows;
  try {
    rows = JSON.parse(text.slice(region.from, region.to));
  } catch {
    return null;
  }
  if (!rows.every((row) => Array.isArray(row) && row.every((v) => Number.isInteger(v) && v >= 0))) return null;
  const sorted = rows.map((row) => [...row].sort((a, b) => a - b));
  return `${text.slice(0, region.from)}${JSON.stringify(sorted)}${text.slice(region.to)}`;
}

// { key, value, exact, exactLength }: the exact link (exact: true) while it
// is at most SHARE_LIMIT long or nothing shorter holds the same graph; else
// the graph written plainly (exact: false; exactLength: the exact link's).
// exact: encodeLinkGraph(text)'s answer when the caller has it already.
export async function encodeSharedGraph(text, exact) {
  exact ??= await encodeLinkGraph(text);
  if (exact.value.length <= SHARE_LIMIT || text.length > MAX_COMPACT_TEXT) return { ...exact, exact: true };
  const graph = edgeListGraph(text) ?? adjacencyGraph(text);
  if (graph === null || graph === text) return { ...exact, exact: true };
  const plain = await encodeLinkGraph(graph);
  if (plain.value.length >= exact.value.length) return { ...exact, exact: true };
  return { ...plain, exact: false, exactLength: exact.value.length };
}

// The text a link's g1 or g2 value stands for; a LinkError when damaged.
export async function decodeLinkGraph(key, value) {
  const text = await decodeGraph(value);
  return key === COMPACT_KEY ? textOfCompact(text) : text;
}
