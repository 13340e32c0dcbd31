// The value map's zoom and sizes, DOM-free (the view, value-map-view.js,
// measures the page and hands the numbers in): which game a map belongs
// to, the cell size a zoom step gives, the scroll that keeps a cell still
// while zooming, and how wide the grid's column is. Node tests:
// tests/model/value-map-zoom.test.mjs.
import { cellOrigin } from './value-map.js';

export const MAX_CELL = 64;
export const START_CELL = 48; // small graphs: cells no bigger than this at first
export const SIDE_WIDTH = 250; // the summary beside the grid from SIDE_BY_SIDE pixels
export const GAP = 24;
export const SIDE_BY_SIDE = 640;
export const MAIN_MIN = 330;

// Which game a map belongs to: the same graph (by content) and hole keep the
// zoom, order and scroll (FNV-1a over the rows).
export function graphKey(graph, hole, n) {
  let h = 2166136261;
  const add = (v) => (h = Math.imul(h ^ v, 16777619));
  for (const next of graph ?? []) {
    add(next.length + 7919);
    for (const v of next) add(v);
  }
  return `${n}:${hole}:${h >>> 0}`;
}

// The smallest cell a zoom out reaches: the fit, at most START_CELL.
export const leastCell = (fit) => Math.min(fit, START_CELL);

// The cell size after a zoom by `factor` (0: back to the fit) from `old`.
export function zoomedCell(old, fit, factor) {
  const least = leastCell(fit);
  let cell = factor === 0 ? least : old * factor;
  // from a fit of specks, straight to visible cells
  if (factor > 1 && old < least * 1.01 && least < 4) cell = Math.max(cell, Math.min(4, MAX_CELL));
  return Math.max(least, Math.min(MAX_CELL, cell));
}

// The scroll after zooming from g.cell to `cell` that keeps a cell still:
// `target` ({ row, col }: the one under the pointer, or the focused one)
// when it is on screen, else the centre of the view (viewW × viewH).
export function keepStill(g, cell, target, viewW, viewH) {
  const old = g.cell;
  const o = cellOrigin(target.row, target.col, g);
  const inside = o.x >= g.header - old && o.x < viewW && o.y >= g.header - old && o.y < viewH;
  const ax = inside ? o.x + old / 2 : (g.header + viewW) / 2;
  const ay = inside ? o.y + old / 2 : (g.header + viewH) / 2;
  const gx = inside ? target.col + 0.5 : (ax - g.header + g.scrollX) / old;
  const gy = inside ? target.row + 0.5 : (ay - g.header + g.scrollY) / old;
  return { left: Math.max(0, gx * cell - (ax - g.header)), top: Math.max(0, gy * cell - (ay - g.header)) };
}

// The header's width: room for the longest node id.
export const headerSize = (nodeCount) => (nodeCount === null ? 24 : Math.max(22, String(nodeCount - 1).length * 7 + 10));

// The room for the grid in a view `width` wide: beside the summary when wide enough.
export const room = (width) => (width >= SIDE_BY_SIDE ? { width: width - SIDE_WIDTH - GAP, side: true } : { width, side: false });

// The grid column's width beside the summary ('' below SIDE_BY_SIDE): the
// whole grid (`total` px, a scroll bar's 16 more when taller than maxH) if
// the room has it, never under MAIN_MIN.
export function mainWidth(space, total, maxH) {
  if (!space.side) return '';
  return `${Math.max(MAIN_MIN, Math.min(space.width, total + 2 + (total + 2 > maxH ? 16 : 0)))}px`;
}
