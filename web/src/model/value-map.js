// The value map's facts: every (mouse, cat) pair for one side to move, as
// the worker's planes { nodeCount, hole, turn, outcome, remoteness } indexed
// mouse * n + cat; outcome 3 marks the cat on the hole (not a position).
import { CELL_KINDS, NOT_A_POSITION, cellKindIndex, isOver } from 'catmouse/rules';
import { outcomeWords } from './values.js';
import { holesText } from '../words/place-words.js';
import { thousands } from '../words/numbers.js';

export { NOT_A_POSITION };

// Where a cell is in a map's planes: mouse * n + cat for the full planes,
// (mouse - row0) * cols + (cat - col0) for a window (worker valueMap(turn,
// { window })); -1 outside the window.
export function cellIndex(map, mouse, cat) {
  const w = map.window;
  if (!w) return mouse * map.nodeCount + cat;
  const r = mouse - w.row0;
  const c = cat - w.col0;
  return r < 0 || c < 0 || r >= w.rows || c >= w.cols ? -1 : r * w.cols + c;
}

export function cellValue(map, mouse, cat) {
  const i = cellIndex(map, mouse, cat);
  const outcome = map.outcome[i];
  return outcome === NOT_A_POSITION ? null : { outcome, plies: outcome === 0 ? null : map.remoteness[i] };
}

// "mouse 3, cat 5: the cat wins in 4 moves". holes: the game's hole, or
// every hole (the map itself carries the smallest), so the text names the
// hole a cat may not stand on.
export function cellText(map, mouse, cat, holes = map.hole) {
  const value = cellValue(map, mouse, cat);
  const where = `mouse ${mouse}, cat ${cat}`;
  const several = [].concat(holes).length > 1;
  if (!value) {
    return several
      ? `${where}: not a position (node ${cat} is a hole, where the cat may never stand; ${holesText({ holes: [].concat(holes) })})`
      : `${where}: not a position (the cat may never stand on the hole)`;
  }
  if (isOver(value)) return `${where}: ${value.outcome === 1 ? 'the mouse has won' : 'the cat has won'} before any move`;
  return `${where}: ${outcomeWords(value)}`;
}

// Counts over the positions of the plane: wins for each side, draws, those
// decided before any move; the longest win; positions by remoteness (and by
// remoteness for each side: bySide.mouse[r - 1] mouse wins in r moves).
export function summarize(map) {
  const n = map.nodeCount;
  const { outcome, remoteness } = map;
  let mouseWins = 0;
  let catWins = 0;
  let draws = 0;
  let over = 0;
  let longestAt = -1;
  let longestPlies = 0;
  let hist = new Int32Array(64); // [2r]: mouse wins in r moves, [2r + 1]: cat wins
  // One pass over the plane with plain counters (4,000,000 cells at 2,000 nodes).
  for (let i = 0; i < n * n; i++) {
    const o = outcome[i];
    if (o === NOT_A_POSITION) continue;
    if (o === 0) {
      draws++;
      continue;
    }
    const plies = remoteness[i];
    if (plies === 0) {
      over++;
      continue;
    }
    if (o === 1) mouseWins++;
    else catWins++;
    if (2 * plies + 1 >= hist.length) {
      const grown = new Int32Array(Math.max(2 * plies + 2, hist.length * 2));
      grown.set(hist);
      hist = grown;
    }
    hist[2 * plies + (o === 1 ? 0 : 1)]++;
    if (plies > longestPlies) {
      longestPlies = plies;
      longestAt = i;
    }
  }
  const counts = { mouse: mouseWins, cat: catWins, draw: draws, over };
  const longest =
    longestAt < 0
      ? null
      : { mouse: Math.floor(longestAt / n), cat: longestAt % n, turn: map.turn, outcome: outcome[longestAt], plies: longestPlies };
  const side = (k) => Array.from({ length: longestPlies }, (_, r) => hist[2 * (r + 1) + k]);
  const bySide = { mouse: side(0), cat: side(1) };
  return { counts, longest, byRemoteness: bySide.mouse.map((m, r) => m + bySide.cat[r]), bySide };
}

// Rows and columns in node id order, or by distance to the nearest hole
// (hole: a node or every hole; ties by id; nodes that cannot reach a hole
// last), so structure shows. Distances follow moves: a directed graph's arcs
// are walked backwards from the holes.
export function nodeOrder(graph, hole, by = 'id') {
  const ids = graph.map((_, i) => i);
  if (by !== 'distance') return ids;
  const into = graph.map(() => []);
  graph.forEach((list, a) => list.forEach((b) => into[b]?.push(a)));
  const distance = new Array(graph.length).fill(Infinity);
  const queue = [].concat(hole).filter((h) => h >= 0 && h < graph.length);
  for (const h of queue) distance[h] = 0;
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    for (const next of into[node]) {
      if (distance[next] === Infinity) {
        distance[next] = distance[node] + 1;
        queue.push(next);
      }
    }
  }
  return ids.sort((a, b) => distance[a] - distance[b] || a - b);
}

// What the value map view draws in a cell: 'mouse' | 'cat' (a win for that
// side in one or more moves), 'draw', 'over' (decided before any move: the
// mouse on the hole or the cat on the mouse) or 'none' (not a position).
// A count of starts as a screen reader hears it, with its words between the
// numbers (the list shows "12" and "40%" side by side, which is read as
// "1240%"): "Mouse wins: 12 starts, 40%". percent: the shown share, or null.
export function countWords(what, count, percent) {
  const starts = `${thousands(count)} start${count === 1 ? '' : 's'}`;
  return `${what}: ${starts}${percent ? `, ${percent.replace('<', 'under ').replace('>', 'over ')}` : ''}`;
}

export const CELL_MARK = { mouse: 'M', cat: 'C', draw: '=', over: '·', none: '×' };
export const CELL_WORDS = { mouse: 'mouse wins', cat: 'cat wins', draw: 'draw', over: 'decided before any move', none: 'not a position' };

export function cellKind(map, mouse, cat) {
  const i = cellIndex(map, mouse, cat);
  return CELL_KINDS[cellKindIndex(map.outcome[i], map.remoteness[i])];
}

// Positions won in 1, 2, … moves for each side (from summarize()), in at
// most maxBars bars (wider bars, each a range of remoteness, when the
// longest win is long): [{ from, to, mouse, cat }].
export function histogram({ bySide }, maxBars = 40) {
  const longest = bySide.mouse.length;
  if (longest < 1) return [];
  const width = Math.ceil(longest / Math.max(1, maxBars));
  const bars = [];
  for (let from = 1; from <= longest; from += width) {
    const to = Math.min(longest, from + width - 1);
    const bar = { from, to, mouse: 0, cat: 0 };
    for (let r = from; r <= to; r++) {
      bar.mouse += bySide.mouse[r - 1];
      bar.cat += bySide.cat[r - 1];
    }
    bars.push(bar);
  }
  return bars;
}

// Keyboard moves of the focused cell { row, col } on a size × size grid:
// arrows by one, Home/End to the ends of the row (with ctrl: of the grid),
// PageUp/PageDown by `page` rows. null for a key that is not a move.
export function moveFocus({ row, col }, key, { size, page = 10, ctrl = false }) {
  const last = size - 1;
  const clamp = (v) => Math.max(0, Math.min(last, v));
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(row - 1), col };
    case 'ArrowDown':
      return { row: clamp(row + 1), col };
    case 'ArrowLeft':
      return { row, col: clamp(col - 1) };
    case 'ArrowRight':
      return { row, col: clamp(col + 1) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return ctrl ? { row: last, col: last } : { row, col: last };
    case 'PageUp':
      return { row: clamp(row - Math.max(1, page)), col };
    case 'PageDown':
      return { row: clamp(row + Math.max(1, page)), col };
    default:
      return null;
  }
}

// The grid's geometry in CSS pixels: a sticky header band of `header`
// pixels above and to the left, then size × size cells of `cell` pixels,
// scrolled by (scrollX, scrollY). (x, y) are relative to the drawing's top
// left corner; null on the headers or past the last cell.
export function cellAtPoint(x, y, { size, cell, header, scrollX = 0, scrollY = 0 }) {
  if (x < header || y < header) return null;
  const col = Math.floor((x - header + scrollX) / cell);
  const row = Math.floor((y - header + scrollY) / cell);
  if (col < 0 || row < 0 || col >= size || row >= size) return null;
  return { row, col };
}

// Where a cell is drawn (top left corner, same coordinates as cellAtPoint).
export function cellOrigin(row, col, { cell, header, scrollX = 0, scrollY = 0 }) {
  return { x: header + col * cell - scrollX, y: header + row * cell - scrollY };
}

// The rows (or columns) that show when the axis is scrolled by `scroll` in a
// drawing `length` pixels long (header included): first and last index.
export function visibleSpan(scroll, length, { size, cell, header }) {
  const first = Math.max(0, Math.floor(scroll / cell));
  const last = Math.min(size - 1, Math.ceil((scroll + length - header) / cell) - 1);
  return { first, last };
}

// The scroll that brings a row (or column) fully into a view of `length`
// pixels (header included), with `margin` pixels around it where there is
// room, moving as little as possible.
export function scrollToShow(index, scroll, length, { cell, header }, margin = 0) {
  const room = length - header;
  const pad = Math.max(0, Math.min(margin, (room - cell) / 2));
  const top = index * cell - pad;
  const bottom = index * cell + cell + pad;
  if (top < scroll) return Math.max(0, top);
  if (bottom > scroll + room) return Math.max(0, bottom - room);
  return scroll;
}

// Cell size that fits size cells (plus the header) into width × height,
// capped at max; never below a hundredth of a pixel.
export function fitCell(size, width, height, header, max = 40) {
  const room = Math.min(width, height) - header;
  return Math.max(0.01, Math.min(max, room / Math.max(1, size)));
}

// Every step-th row/column is labelled so labels of fontSize pixels do not
// overlap: the smallest of 1, 2, 5, 10, 20, 50, … that leaves room.
export function labelStep(cell, fontSize) {
  for (let step = 1; ; step *= 10) {
    for (const k of [1, 2, 5]) if (k * step * cell >= fontSize + 2) return k * step;
  }
}

// ---- the overview of a large map ------------------------------------------
// Above 2,000 nodes the worker sends { nodeCount, hole, turn, overview: {
// block, blocks, counts }, summary }: the plane in blocks of block × block
// cells, counts[(blockRow * blocks + blockCol) * 5 + k] for k in KIND_ORDER.
export const KIND_ORDER = CELL_KINDS;

// The block holding a cell: its rows and columns and counts by kind.
export function blockAt(map, mouse, cat) {
  const { block, blocks, counts } = map.overview;
  const br = Math.floor(mouse / block);
  const bc = Math.floor(cat / block);
  const base = (br * blocks + bc) * 5;
  const n = map.nodeCount;
  const row0 = br * block;
  const col0 = bc * block;
  const out = { row0, col0, rows: Math.min(block, n - row0), cols: Math.min(block, n - col0), counts: {} };
  KIND_ORDER.forEach((kind, k) => (out.counts[kind] = counts[base + k]));
  return out;
}

// The kind most cells of a block are (ties: the first in KIND_ORDER).
export function majorityKind(counts) {
  let best = KIND_ORDER[0];
  for (const kind of KIND_ORDER) if (counts[kind] > counts[best]) best = kind;
  return best;
}

// "mouse 16–31, cat 0–15 (256 starts): 200 mouse wins, 56 draws; mostly mouse wins"
export function blockText(block) {
  const span = (from, count) => (count === 1 ? `${from}` : `${from}–${from + count - 1}`);
  const words = { mouse: 'mouse wins', cat: 'cat wins', draw: 'draws', over: 'decided before any move', none: 'not a position' };
  const parts = KIND_ORDER.filter((kind) => block.counts[kind] > 0).map((kind) => `${thousands(block.counts[kind])} ${words[kind]}`);
  const cells = block.rows * block.cols;
  return `mouse ${span(block.row0, block.rows)}, cat ${span(block.col0, block.cols)} (${thousands(cells)} starts): ${parts.join(', ')}; mostly ${words[majorityKind(block.counts)]}`;
}

// The window to fetch so that the rows and columns first…last show exactly,
// padded by up to `pad` on each side and kept inside the grid and under
// maxCells; null when the span alone is too many cells.
export function windowFor(rows, cols, n, { pad = 0, maxCells = 1 << 18 } = {}) {
  const r = rows.last - rows.first + 1;
  const c = cols.last - cols.first + 1;
  if (r < 1 || c < 1 || r * c > maxCells) return null;
  const grow = (span, size) => {
    let p = pad;
    while (p > 0 && (span.last - span.first + 1 + 2 * p) * size > maxCells) p = Math.floor(p / 2);
    const first = Math.max(0, span.first - p);
    const last = Math.min(n - 1, span.last + p);
    return { first, count: last - first + 1 };
  };
  const gr = grow(rows, c + 2 * pad);
  const gc = grow(cols, gr.count);
  return { row0: gr.first, col0: gc.first, rows: gr.count, cols: gc.count };
}

// Whether a window holds every cell of the spans.
export function windowCovers(win, rows, cols) {
  return rows.first >= win.row0 && rows.last < win.row0 + win.rows && cols.first >= win.col0 && cols.last < win.col0 + win.cols;
}
