// A drawing edit (add a node, connect or disconnect two nodes, delete a node
// or an edge) applied to the graph, and written back into the person's text
// in the text's own format where that format can hold the result: an edge
// list keeps its comments, blank lines, separators and order (a new edge is
// a new line at the end; a deleted one loses its line); an adjacency list
// keeps its `graph =`, its line breaks and its spacing; a game file keeps its
// other fields. Otherwise the text becomes an adjacency list and the note
// says why. Plain JavaScript (no DOM): tested in Node (tests/model/).
//
// The core still reads and checks every text this writes, as it does typed
// text: nothing here decides what a valid graph is.
//
// Edits: { kind: 'add' } (a node with the next free id, no edges),
// { kind: 'toggle', a, b } (connect, or disconnect if connected),
// { kind: 'delete-node', node } (ids above it shift down by one),
// { kind: 'delete-edge', a, b }.
import { formatWords } from 'catmouse/rules';

// The graph after the edit, and where each old id went (null: deleted).
export function editGraph(graph, edit) {
  const rows = graph.map((row) => [...row]);
  const same = (id) => id;
  if (edit.kind === 'add') return { graph: [...rows, []], shift: same };
  if (edit.kind === 'toggle' || edit.kind === 'delete-edge') {
    const { a, b } = edit;
    const connected = rows[a].includes(b);
    if (edit.kind === 'delete-edge' && !connected) return { graph: rows, shift: same };
    if (connected) {
      rows[a] = rows[a].filter((x) => x !== b);
      rows[b] = rows[b].filter((x) => x !== a);
    } else {
      addSorted(rows[a], b);
      addSorted(rows[b], a);
    }
    return { graph: rows, shift: same };
  }
  if (edit.kind === 'delete-node') {
    const { node } = edit;
    const shift = (id) => (id === node ? null : id > node ? id - 1 : id);
    const next = rows.filter((_, id) => id !== node).map((row) => row.filter((x) => x !== node).map(shift));
    return { graph: next, shift };
  }
  throw new Error(`unknown edit ${edit.kind}`);
}

// A row that was in increasing order stays so; otherwise the new neighbour goes last.
function addSorted(row, x) {
  const sorted = row.every((v, i) => i === 0 || row[i - 1] < v);
  row.push(x);
  if (sorted) row.sort((p, q) => p - q);
}

// ---- writing the text

// { text, format, note } for the graph after `edit` (editGraph's result),
// written into `before` ({ text, format }: the text the board shows and the
// format the core read it as).
export function writeEdit(before, edit, after) {
  const { text, format } = before;
  if (format === 'edges') {
    const written = editEdgeList(text, edit, after.graph);
    if (written) return { text: written, format, note: staleComments(written, edit) };
    const why =
      after.graph.length && after.graph.at(-1).length === 0
        ? `an edge list cannot end with a node that has no edge (node ${after.graph.length - 1})`
        : 'this edge list could not be edited line by line';
    return {
      text: adjacencyText(after.graph, ''),
      format: 'adjacency',
      note: `The text is now an adjacency list: ${why}. Its comments are gone; Undo brings the edge list back.`,
    };
  }
  if (format === 'adjacency') return { text: adjacencyText(after.graph, text), format, note: null };
  if (format === 'json') {
    const written = editGameFile(text, after);
    if (written) return { text: written, format, note: null };
  }
  const name = formatWords(format) ?? 'this format';
  return {
    text: adjacencyText(after.graph, ''),
    format: 'adjacency',
    note: `The text is now an adjacency list: drawing does not write ${name}. Undo brings the old text back; Export writes any format.`,
  };
}

// ---- adjacency lists

// The graph as an adjacency list in the style of `like` (the text it
// replaces): its `graph =` prefix, one row per line or all on one, ", " or
// ",", and its ", directed = true" (a directed export's: dropped, the
// lists would read back as undirected).
export function adjacencyText(graph, like = '') {
  const prefix = /^\s*graph\s*=\s*/.exec(like)?.[0] ?? '';
  const directed = /\]\s*(,\s*directed\s*=\s*(?:true|false))\s*$/.exec(like)?.[1] ?? '';
  const lists = directed ? like.slice(0, like.lastIndexOf(directed)) : like;
  const spaced = /,[ \t]+\S/.test(lists);
  const comma = spaced ? ', ' : ',';
  const rows = graph.map((row) => `[${row.join(comma)}]`);
  const lines = /\]\s*,[ \t]*\r?\n/.test(lists);
  const indent = lines ? (/\n([ \t]*)\[/.exec(lists)?.[1] ?? '  ') : '';
  const body = lines ? `[\n${rows.map((r) => indent + r).join(',\n')}\n]` : `[${rows.join(comma)}]`;
  return `${prefix}${body}${directed}${/\n\s*$/.test(like) ? '\n' : ''}`;
}

// ---- edge lists

// "a b", "a-b", "a,b" with any spacing, then maybe a comment.
const EDGE_LINE = /^(\s*)(\d+)(\s*[-,]\s*|\s+)(\d+)(\s*(?:#.*)?)$/;
const QUIET_LINE = /^\s*(#.*)?$/;

// The lines of an edge list: { edge: [a, b], parts } or { text } for blank
// and comment lines; null when a line is neither (the core's reader takes
// more than this, then the text is rewritten as an adjacency list).
function edgeLines(text) {
  const lines = text.split('\n').map((raw) => {
    const line = raw.replace(/\r$/, '');
    const m = EDGE_LINE.exec(line);
    if (m) return { edge: [Number(m[2]), Number(m[4])], parts: m, cr: raw.endsWith('\r') };
    return QUIET_LINE.test(line) ? { text: raw } : null;
  });
  return lines.includes(null) ? null : lines;
}

const lineText = (line) =>
  line.edge ? `${line.parts[1]}${line.edge[0]}${line.parts[3]}${line.edge[1]}${line.parts[5]}${line.cr ? '\r' : ''}` : line.text;

// The edited edge list, or null when an edge list cannot say it (the last
// node has no edge) or the lines are not all simple edges and comments.
function editEdgeList(text, edit, graph) {
  if (!graph.length || graph.at(-1).length === 0 || edit.kind === 'add') return null;
  let lines = edgeLines(text);
  if (!lines) return null;
  const edges = lines.filter((l) => l.edge);
  const key = ([a, b]) => (a < b ? `${a} ${b}` : `${b} ${a}`);
  const isEdge = (a, b) => (line) => line.edge && key(line.edge) === key([a, b]);
  const distinct = new Set(edges.map((l) => key(l.edge)));
  const bothWays = edges.length > 0 && edges.length === 2 * distinct.size;
  if (edit.kind === 'toggle' || edit.kind === 'delete-edge') {
    const { a, b } = edit;
    if (lines.some(isEdge(a, b))) {
      lines = lines.filter((line) => !isEdge(a, b)(line));
    } else {
      const sample = edges[0]?.parts;
      const make = (x, y) => ({ edge: [x, y], parts: ['', sample?.[1] ?? '', '', sample?.[3] ?? ' ', '', ''], cr: edges[0]?.cr ?? false });
      // A new line goes after the last line with text (not after the final newline).
      let at = lines.length;
      while (at > 0 && lines[at - 1].text !== undefined && lines[at - 1].text.trim() === '') at--;
      const added = bothWays ? [make(a, b), make(b, a)] : [make(Math.min(a, b), Math.max(a, b))];
      lines.splice(at, 0, ...added);
      if (at === lines.length - added.length) lines.push({ text: '' }); // the text ends with a newline
    }
  } else if (edit.kind === 'delete-node') {
    const { node } = edit;
    const shift = (id) => (id > node ? id - 1 : id);
    lines = lines
      .filter((line) => !line.edge || !line.edge.includes(node))
      .map((line) => (line.edge ? { ...line, edge: line.edge.map(shift) } : line));
  }
  const written = lines.map(lineText).join('\n');
  // What the lines now say must be the graph (else the text holds something this does not understand).
  return sameGraph(readEdgeList(written), graph) ? written : null;
}

// Comments are the person's words: a number in them may be a node id, a
// count or a year, so a deleted node does not rewrite them. Instead, when a
// comment names a number the delete changed (the deleted id or one above
// it), the note says which lines to check, so no comment is silently wrong.
function staleComments(text, edit) {
  if (edit.kind !== 'delete-node') return null;
  const lines = [];
  text.split('\n').forEach((line, i) => {
    const comment = /#.*$/.exec(line)?.[0] ?? '';
    if ((comment.match(/\d+/g) ?? []).some((id) => Number(id) >= edit.node)) lines.push(i + 1);
  });
  if (!lines.length) return null;
  const one = lines.length === 1;
  const where = one ? `the one on line ${lines[0]}` : `those on lines ${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
  return `Comments are kept as written: ${where} ${one ? 'names' : 'name'} ${edit.node} or a larger number, which may be a node id that has changed. Check ${one ? 'it' : 'them'}.`;
}

// The graph an edge list of simple lines says (node count: largest id plus one), or null.
export function readEdgeList(text) {
  const lines = edgeLines(text);
  if (!lines) return null;
  const pairs = lines.filter((l) => l.edge).map((l) => l.edge);
  const n = pairs.reduce((m, [a, b]) => Math.max(m, a + 1, b + 1), 0);
  const rows = Array.from({ length: n }, () => new Set());
  for (const [a, b] of pairs) {
    rows[a].add(b);
    rows[b].add(a);
  }
  return rows.map((s) => [...s]);
}

export function sameGraph(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  return a.every(
    (row, i) => row.length === b[i].length && [...row].sort((x, y) => x - y).every((v, j) => v === [...b[i]].sort((x, y) => x - y)[j]),
  );
}

// ---- game files

// The game file with its graph replaced (and its rules' node ids shifted
// like the graph's), in its own indentation; null if it is not plain JSON.
function editGameFile(text, { graph, shift }) {
  let file;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (!file || typeof file !== 'object' || Array.isArray(file)) return null;
  const next = { ...file, graph };
  // what an export adds (the value, the line) is about the old graph; the core recomputes it
  delete next.value;
  delete next.line;
  for (const name of ['mouse', 'cat', 'hole'])
    if (Number.isInteger(file[name]) && shift(file[name]) !== null) next[name] = shift(file[name]);
  // every hole follows its node; a hole whose node went is no longer one
  if (Array.isArray(file.holes)) next.holes = file.holes.map((id) => (Number.isInteger(id) ? shift(id) : id)).filter((id) => id !== null);
  const indent = /^\{\s*\n([ \t]+)"/.exec(text)?.[1] ?? '';
  // The rows of the graph stay on one line each, as the export writes them.
  const body = indent
    ? JSON.stringify(next, (key, value) => (key === 'graph' ? `\u0000${JSON.stringify(value)}` : value), indent).replace(
        /"\\u0000([^"]*)"/,
        (_, rows) => rows,
      )
    : JSON.stringify(next);
  return `${body}${/\n\s*$/.test(text) ? '\n' : ''}`;
}
