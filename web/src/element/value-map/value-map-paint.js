// The value map's painting: the cells on screen (a bitmap of specks when
// they are small; else each cell's pattern, letter and remoteness), the
// current start's ring, the hover and focus outlines, and the row and
// column headers. g: the geometry (value-map.js: size, cell, header,
// scrollX, scrollY); rows, cols: the spans on screen; colours: the theme's
// as [r, g, b] (value-map-view.js reads them).
import { CELL_MARK, blockAt, cellIndex, cellKind, cellOrigin, labelStep, majorityKind, visibleSpan } from '../../model/value-map.js';
import { KINDS, css } from './value-map-dom.js';
import { cellKindIndex } from 'catmouse/rules';

export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const PATTERN_CELL = 6; // below this (CSS px) cells are plain colour, from a bitmap
export const LETTER_CELL = 17; // letters from this size
const NUMBER_CELL = 34; // the remoteness under the letter from this size
const LABEL_FONT = 11;

// Packed RGBA per kind, in KINDS order.
function packedColours(c) {
  const fill = { mouse: c.mouse, cat: c.cat, draw: c.drawFill, over: c.over, none: c.none };
  return new Uint32Array(
    KINDS.map((kind) => {
      const [r, g, b] = fill[kind];
      return new Uint32Array(new Uint8ClampedArray([r, g, b, 255]).buffer)[0];
    }),
  );
}

// One pixel per block, the colour of its commonest kind.
export function overviewBitmap(map, colours) {
  const { blocks, counts } = map.overview;
  const packed = packedColours(colours);
  const canvas = Object.assign(document.createElement('canvas'), { width: blocks, height: blocks });
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(blocks, blocks);
  const pixels = new Uint32Array(image.data.buffer);
  for (let p = 0; p < blocks * blocks; p++) {
    let best = 0;
    for (let k = 1; k < 5; k++) if (counts[p * 5 + k] > counts[p * 5 + best]) best = k;
    pixels[p] = packed[best];
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

// One pixel per cell of a window (node id order).
export function windowBitmap(win, colours) {
  const { rows, cols } = win.window;
  const packed = packedColours(colours);
  const canvas = Object.assign(document.createElement('canvas'), { width: cols, height: rows });
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(cols, rows);
  const pixels = new Uint32Array(image.data.buffer);
  const { outcome, remoteness } = win;
  for (let p = 0; p < rows * cols; p++) {
    const o = outcome[p];
    pixels[p] = packed[cellKindIndex(o, remoteness[p])];
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

// One pixel per cell of the whole map, rows and columns in the order rows
// (node ids); reuse: the last bitmap, drawn over when it is the same size.
export function planeBitmap(map, colours, rows, reuse = null) {
  const n = map.nodeCount;
  // One pixel per cell, for cells too small for patterns.
  const c = colours;
  const fill = { mouse: c.mouse, cat: c.cat, draw: c.drawFill, over: c.over, none: c.none };
  // Packed RGBA per kind, in the order of the codes below.
  const packed = new Uint32Array(
    KINDS.map((kind) => {
      const [r, g, b] = fill[kind];
      return new Uint32Array(new Uint8ClampedArray([r, g, b, 255]).buffer)[0];
    }),
  );
  const canvas = reuse?.width === n ? reuse : Object.assign(document.createElement('canvas'), { width: n, height: n });
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(n, n);
  const pixels = new Uint32Array(image.data.buffer);
  const { outcome, remoteness } = map;
  // Codes: 0 mouse wins, 1 cat wins, 2 draw, 3 over before any move, 4 not a position.
  for (let r = 0, p = 0; r < n; r++) {
    const base = rows[r] * n;
    for (let col = 0; col < n; col++, p++) {
      const i = base + rows[col];
      const o = outcome[i];
      pixels[p] = packed[cellKindIndex(o, remoteness[i])];
    }
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}
// The cat's hatching and the draw's dots, as canvas patterns of ctx.
export function patternsFor(ctx, colours) {
  const c = colours;
  const dpr = window.devicePixelRatio || 1;
  const tile = (size, paint) => {
    const t = document.createElement('canvas');
    t.width = t.height = Math.round(size * dpr);
    const g = t.getContext('2d');
    g.scale(dpr, dpr);
    paint(g);
    const pattern = ctx.createPattern(t, 'repeat');
    pattern.setTransform(new DOMMatrix().scale(1 / dpr));
    return pattern;
  };
  // Hatching: orange stripes at 45° on a lighter orange.
  const hatch = tile(6, (g) => {
    g.fillStyle = css(c.catLight);
    g.fillRect(0, 0, 6, 6);
    g.strokeStyle = css(c.cat);
    g.lineWidth = 2.6;
    g.beginPath();
    for (const k of [-6, 0, 6]) {
      g.moveTo(k, 6);
      g.lineTo(k + 6, 0);
    }
    g.stroke();
  });
  // Dots on a light yellow.
  const dots = tile(5, (g) => {
    g.fillStyle = css(c.drawFill);
    g.fillRect(0, 0, 5, 5);
    g.fillStyle = css(c.drawDot);
    g.beginPath();
    g.arc(2.5, 2.5, 0.85, 0, Math.PI * 2);
    g.fill();
  });
  return { ctx, hatch, dots };
}

// Specks: the one-pixel-per-cell bitmap, scaled without smoothing (an
// overview's blocks, then its exact windows over them, oldest first).
export function paintSpecks(ctx, g, rows, cols, map, bitmap, windows) {
  const { cell } = g;
  ctx.imageSmoothingEnabled = false;
  const sw = cols.last - cols.first + 1;
  const sh = rows.last - rows.first + 1;
  const o = cellOrigin(rows.first, cols.first, g);
  if (map.overview) {
    const { block } = map.overview;
    const br = Math.floor(rows.first / block);
    const bc = Math.floor(cols.first / block);
    const bh = Math.floor(rows.last / block) - br + 1;
    const bw = Math.floor(cols.last / block) - bc + 1;
    const ob = cellOrigin(br * block, bc * block, g);
    if (bw > 0 && bh > 0) ctx.drawImage(bitmap, bc, br, bw, bh, ob.x, ob.y, bw * block * cell, bh * block * cell);
    for (const w of [...windows].reverse()) {
      const { row0, col0, rows: wr, cols: wc } = w.map.window;
      const ow = cellOrigin(row0, col0, g);
      ctx.drawImage(w.bitmap, ow.x, ow.y, wc * cell, wr * cell);
    }
  } else if (sw > 0 && sh > 0) ctx.drawImage(bitmap, cols.first, rows.first, sw, sh, o.x, o.y, sw * cell, sh * cell);
}

// Each cell on screen: its kind's fill (a block's commonest kind where an
// overview has no exact cells), a cross or dot, and from LETTER_CELL its
// letter (and remoteness). order: node ids in display order; exactMap(mouse,
// cat): the planes holding a cell. Returns what was written: { mouse, cat, mark, plies }.
export function paintCells(ctx, g, rows, cols, { map, order, exactMap, patterns, colours }) {
  const { hatch, dots } = patterns;
  const c = colours;
  const { cell, header, scrollX, scrollY } = g;
  const drawn = [];
  const gapPx = cell >= 10 ? 1 : 0;
  const fills = { mouse: css(c.mouse), cat: hatch, draw: dots, over: css(c.over), none: css(c.none) };
  const letters = cell >= LETTER_CELL;
  const numbers = cell >= NUMBER_CELL;
  const big = Math.round(Math.min(22, cell * (numbers ? 0.42 : 0.55)));
  for (let r = rows.first; r <= rows.last; r++) {
    const mouse = order[r];
    for (let col = cols.first; col <= cols.last; col++) {
      const cat = order[col];
      const exact = exactMap(mouse, cat);
      const kind = exact ? cellKind(exact, mouse, cat) : majorityKind(blockAt(map, mouse, cat).counts);
      const x = header + col * cell - scrollX;
      const y = header + r * cell - scrollY;
      const s = cell - gapPx;
      ctx.fillStyle = fills[kind];
      ctx.fillRect(x, y, s, s);
      if (kind === 'none') {
        // A cross.
        const m = Math.max(2, s * 0.28);
        ctx.strokeStyle = css(c.muted);
        ctx.lineWidth = Math.max(1, Math.min(2, s / 12));
        ctx.beginPath();
        ctx.moveTo(x + m, y + m);
        ctx.lineTo(x + s - m, y + s - m);
        ctx.moveTo(x + s - m, y + m);
        ctx.lineTo(x + m, y + s - m);
        ctx.stroke();
      } else if (kind === 'over' && !letters) {
        ctx.fillStyle = css(c.muted);
        ctx.beginPath();
        ctx.arc(x + s / 2, y + s / 2, Math.max(0.8, s * 0.12), 0, Math.PI * 2);
        ctx.fill();
      }
      if (letters && exact && kind !== 'none') {
        const mark = CELL_MARK[kind];
        const plies = kind === 'mouse' || kind === 'cat' ? exact.remoteness[cellIndex(exact, mouse, cat)] : null;
        paintLetter(ctx, x, y, s, { kind, mark, plies, big, numbers }, c);
        drawn.push({ mouse, cat, mark, plies });
      }
    }
  }
  return drawn;
}

// A cell's letter (and, from NUMBER_CELL, its remoteness under it) on a
// plate where a pattern would cut through it; big: the letter's size.
function paintLetter(ctx, x, y, s, { kind, mark, plies, big, numbers }, c) {
  ctx.fillStyle = kind === 'mouse' ? css(c.onFill) : kind === 'over' ? css(c.muted) : css(c.ink);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (kind === 'cat' || kind === 'draw') {
    // A plate under the letter so the pattern does not cut through it.
    ctx.fillStyle = css(c.bg, kind === 'cat' ? 0.78 : 0.6);
    const pw = big * 0.95;
    const ph = numbers ? big * 1.9 : big * 1.05;
    ctx.beginPath();
    ctx.roundRect(x + s / 2 - pw / 2, y + s / 2 - ph / 2, pw, ph, 3);
    ctx.fill();
    ctx.fillStyle = css(c.ink);
  }
  ctx.font = `700 ${kind === 'over' ? Math.round(big * 1.3) : big}px ${FONT}`;
  if (numbers && plies) {
    ctx.fillText(mark, x + s / 2, y + s / 2 - big * 0.42);
    ctx.font = `600 ${Math.round(big * 0.72)}px ${FONT}`;
    ctx.fillText(String(plies), x + s / 2, y + s / 2 + big * 0.5);
  } else {
    ctx.fillText(mark, x + s / 2, y + s / 2 + 1);
  }
}

// The current start (the cell at row, col): a ring.
export function paintStart(ctx, g, row, col, colours) {
  const { cell } = g;
  const c = colours;
  const o = cellOrigin(row, col, g);
  const size = Math.max(cell, 10);
  const cx = o.x + cell / 2;
  const cy = o.y + cell / 2;
  const radius = Math.max(5, size * 0.46);
  ctx.lineWidth = 4.5;
  ctx.strokeStyle = css(c.bg);
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = css(c.ink);
  ctx.stroke();
}

// The hovered cell: a thin outline; the focused cell (while the map has
// the focus): a thick one, white inside so it shows on every fill.
export function paintOutline(ctx, g, { row, col }, width, colours) {
  const { cell } = g;
  const c = colours;
  const o = cellOrigin(row, col, g);
  const size = Math.max(cell, 6);
  const x = o.x + cell / 2 - size / 2;
  const y = o.y + cell / 2 - size / 2;
  ctx.lineWidth = width + 2;
  ctx.strokeStyle = css(c.bg);
  ctx.strokeRect(x - width / 2, y - width / 2, size + width, size + width);
  ctx.lineWidth = width;
  ctx.strokeStyle = css(c.ink);
  ctx.strokeRect(x - width / 2 - 1, y - width / 2 - 1, size + width + 2, size + width + 2);
}

// The row (mouse) and column (cat) headers: node ids every few cells, the
// strong ones (strong(axis): indices, focus first) bold and whole, the
// holes underlined. nodes: node ids in display order; size: the node count.
export function paintHeaders(ctx, g, rows, cols, W, H, options) {
  const { cell, header, scrollX, scrollY } = g;
  headerGround(ctx, header, W, H, options.colours);
  ctx.textBaseline = 'middle';
  const labelWidth = String(options.size - 1).length * LABEL_FONT * 0.62 + 4;
  const label = (index, x, y, bold) => headerLabel(ctx, header, index, x, y, bold, options);
  const colX = (i) => [header + i * cell - scrollX + cell / 2, header / 2];
  const rowY = (i) => [header - 5, header + i * cell - scrollY + cell / 2];
  clipped(ctx, [header, 0, W - header, header], 'center', () =>
    headerAxis(cols, labelStep(cell, labelWidth), labelWidth + 2, colX, options.strong('col'), cell, label),
  );
  clipped(ctx, [0, header, header, H - header], 'right', () =>
    headerAxis(rows, labelStep(cell, LABEL_FONT), LABEL_FONT + 2, rowY, options.strong('row'), cell, label),
  );
}

// The headers' ground and the lines that part them from the cells.
function headerGround(ctx, header, W, H, c) {
  ctx.fillStyle = css(c.bg);
  ctx.fillRect(0, 0, W, header);
  ctx.fillRect(0, 0, header, H);
  ctx.strokeStyle = css(c.line);
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(header - 0.5, 0);
  ctx.lineTo(header - 0.5, H);
  ctx.moveTo(0, header - 0.5);
  ctx.lineTo(W, header - 0.5);
  ctx.stroke();
}

// Draws inside the rectangle [x, y, w, h] only, with the text aligned so.
function clipped(ctx, [x, y, w, h], textAlign, draw) {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  ctx.textAlign = textAlign;
  draw();
  ctx.restore();
}

// One axis's labels: every step-th index of the span on screen, placed by
// place(index), and the strong ones bold (focus first, then hover, then the
// start: one bold label where they crowd within room pixels).
function headerAxis(span, step, room, place, strong, cell, label) {
  const bold = [];
  for (const b of strong) if (!bold.some((k) => Math.abs(k - b) * cell < room)) bold.push(b);
  for (let i = span.first; i <= span.last; i++) {
    if (i % step !== 0 || bold.some((b) => Math.abs(b - i) * cell < room)) continue;
    label(i, ...place(i), false);
  }
  for (const b of bold) if (b >= span.first && b <= span.last) label(b, ...place(b), true);
}

// A header's label of the node at index. The hole's labels are underlined:
// where the mouse wins and the cat may not go.
function headerLabel(ctx, header, index, x, y, bold, { colours: c, nodes, hole, viewW, viewH }) {
  const node = nodes[index];
  const text = String(node);
  ctx.font = `${bold ? 700 : 500} ${LABEL_FONT}px ${FONT}`;
  const w = ctx.measureText(text).width;
  if (bold) {
    // Keep a bold label whole at the edge of the header.
    if (ctx.textAlign === 'center') x = Math.min(Math.max(x, header + w / 2 + 3), viewW - w / 2 - 3);
    else y = Math.min(Math.max(y, header + LABEL_FONT / 2 + 2), viewH - LABEL_FONT / 2 - 2);
  }
  const left = ctx.textAlign === 'center' ? x - w / 2 : x - w;
  if (bold) {
    ctx.fillStyle = css(c.bg);
    ctx.fillRect(left - 3, y - LABEL_FONT / 2 - 1, w + 6, LABEL_FONT + 3);
  }
  ctx.fillStyle = bold ? css(c.ink) : css(c.muted);
  ctx.fillText(text, x, y);
  if ([].concat(hole).includes(node)) ctx.fillRect(left, y + 6, w, 1);
}

// One frame of the map: the visible cells (specks from the bitmap below
// PATTERN_CELL, patterns and letters above), the start ring, the hover and
// focus outlines, the headers. Returns the patterns made for this canvas,
// what the cells wrote (drawn) and the rows and columns on screen (the
// windows an overview should fetch).
export function paintMap(
  canvas,
  g,
  { map, viewW: W, viewH: H, colours: c, patterns, bitmap, windows, order, index, hole, start, hover, focus },
) {
  const ctx = canvas.getContext('2d');
  const dpr = window.devicePixelRatio || 1;
  const { cell, header, scrollX, scrollY } = g;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, W, H);
  ctx.fillStyle = css(c.bg);
  ctx.fillRect(0, 0, W, H);
  const rows = visibleSpan(scrollY, H, g);
  const cols = visibleSpan(scrollX, W, g);
  ctx.save();
  ctx.beginPath();
  ctx.rect(header, header, W - header, H - header);
  ctx.clip();
  let drawn = [];
  if (cell < PATTERN_CELL) {
    paintSpecks(ctx, g, rows, cols, map, bitmap, windows.list);
  } else {
    if (patterns?.ctx !== ctx) patterns = patternsFor(ctx, c);
    drawn = paintCells(ctx, g, rows, cols, {
      map,
      order,
      exactMap: (mouse, cat) => windows.exactMap(mouse, cat),
      patterns,
      colours: c,
    });
  }
  if (start && index[start.mouse] !== undefined) paintStart(ctx, g, index[start.mouse], index[start.cat], c);
  if (hover) paintOutline(ctx, g, hover, 1.5, c);
  if (focus) paintOutline(ctx, g, focus, 3, c);
  ctx.restore();
  paintHeaders(ctx, g, rows, cols, W, H, {
    colours: c,
    size: map.nodeCount,
    nodes: order,
    hole,
    viewW: W,
    viewH: H,
    // strong labels: the focused, hovered and starting row and column
    strong: (axis) => {
      const list = [];
      if (focus) list.push(axis === 'row' ? focus.row : focus.col);
      if (hover) list.push(axis === 'row' ? hover.row : hover.col);
      if (start) list.push(index[axis === 'row' ? start.mouse : start.cat]);
      return list;
    },
  });
  return { patterns, drawn, rows, cols };
}
