// A LeetCode 1728 grid's squares on the board (board.js): the floor light,
// the walls dark and crossed (so they do not rest on colour alone), each
// cell outlined, square by square while few show. A giant board zoomed out
// (a 2,000 × 2,000 board of walls has 4 million squares, which took seconds
// a frame) draws its walls from a bitmap of one pixel per cell, built once
// per palette, and every open cell on screen over it, at least MIN_OPEN px
// across and outlined, so a few open cells among millions of walls show.
// Such a board's fit is the region of its open cells (fitBox).
export const CELL = 44; // a cell's side in layout units (a small graph's node is 15 across)
export const DETAIL_CELLS = 12000; // more squares on screen than this: the bitmap
export const MIN_OPEN = 5; // an open cell's least side on screen over the bitmap, px
export const MIN_FIT_SIDE = 8; // a whole board whose fit draws cells smaller than this fits its open region
const REGION_PAD = 2; // cells of walls shown around the open region

// Do two grids show the same board? (Compared by rows: `walls` may be computed when read.)
export const sameGrid = (a, b) =>
  a === b ||
  (!!a &&
    !!b &&
    a.rows === b.rows &&
    a.columns === b.columns &&
    a.catJump === b.catJump &&
    a.mouseJump === b.mouseJump &&
    a.food === b.food &&
    a.board.length === b.board.length &&
    a.board.every((row, i) => row === b.board[i]));

export class GridPainter {
  #grid;
  #bitmap = null; // { canvas, key }: one pixel per cell, the walls' and the floor's colours
  #region; // the open cells' rows and columns: { r0, r1, c0, c1 }
  bitmapDrawn = false; // the last drawing used the bitmap (for tests)
  openSide = 0; // the side of an open cell in the last drawing, screen px (for tests)
  squares = 0; // the squares the last drawing painted one by one (for tests: bounded, whatever the board's size)

  // For tests: the board's size and what the last drawing at zoom k showed.
  state(k) {
    const { rows, columns } = this.#grid;
    return { rows, columns, side: CELL * k, openSide: this.openSide, bitmap: this.bitmapDrawn, squares: this.squares };
  }

  constructor(grid) {
    this.#grid = grid;
    let r0 = Infinity,
      r1 = -Infinity,
      c0 = Infinity,
      c1 = -Infinity;
    for (const { row, col } of grid.cells) {
      r0 = Math.min(r0, row);
      r1 = Math.max(r1, row);
      c0 = Math.min(c0, col);
      c1 = Math.max(c1, col);
    }
    this.#region = grid.cells.length ? { r0, r1, c0, c1 } : { r0: 0, r1: grid.rows - 1, c0: 0, c1: grid.columns - 1 };
  }

  // What a fit shows, as the centres of its corner cells in layout units:
  // the whole board, or, when its cells would be drawn smaller than
  // MIN_FIT_SIDE in aw × ah screen px, the open cells' region (and a
  // margin of walls).
  fitBox(aw, ah) {
    const { rows, columns } = this.#grid;
    const k = Math.min(aw / (columns * CELL), ah / (rows * CELL));
    if (k * CELL >= MIN_FIT_SIDE) return [0, 0, (columns - 1) * CELL, (rows - 1) * CELL];
    const { r0, r1, c0, c1 } = this.#region;
    const top = Math.max(0, r0 - REGION_PAD),
      left = Math.max(0, c0 - REGION_PAD);
    const bottom = Math.min(rows - 1, r1 + REGION_PAD),
      right = Math.min(columns - 1, c1 + REGION_PAD);
    return [left * CELL, top * CELL, right * CELL, bottom * CELL];
  }

  // The rows and columns on screen: { r0, r1, c0, c1, count } (count 0: none).
  #visible({ k, x: tx, y: ty }, { w, h }) {
    const side = CELL * k;
    const c0 = Math.max(0, Math.floor(-tx / side - 0.5)),
      c1 = Math.min(this.#grid.columns - 1, Math.ceil((w - tx) / side + 0.5));
    const r0 = Math.max(0, Math.floor(-ty / side - 0.5)),
      r1 = Math.min(this.#grid.rows - 1, Math.ceil((h - ty) / side + 0.5));
    const count = c1 < c0 || r1 < r0 ? 0 : (c1 - c0 + 1) * (r1 - r0 + 1);
    return { r0, r1, c0, c1, count };
  }

  // Paints the squares on screen; view { k, x, y }, size { w, h } (CSS px), palette: the board's colours.
  draw(ctx, view, size, palette) {
    const seen = this.#visible(view, size);
    this.bitmapDrawn = seen.count > DETAIL_CELLS;
    this.openSide = this.bitmapDrawn ? Math.max(CELL * view.k, MIN_OPEN) : CELL * view.k;
    this.squares = 0;
    if (!seen.count) return;
    if (this.bitmapDrawn) this.#drawBitmap(ctx, view, seen, palette);
    else {
      this.#drawSquares(ctx, view, seen, palette);
      this.squares = seen.count; // each cell on screen, floor or wall
    }
  }

  #drawSquares(ctx, { k, x: tx, y: ty }, { r0, r1, c0, c1 }, palette) {
    const side = CELL * k;
    const board = this.#grid.board;
    const at = (row, col) => [col * side + tx - side / 2, row * side + ty - side / 2];
    ctx.lineWidth = 1;
    ctx.strokeStyle = palette.nodeRing;
    ctx.fillStyle = palette.floor;
    for (let row = r0; row <= r1; row++) {
      const text = board[row];
      for (let col = c0; col <= c1; col++) {
        if (text.charCodeAt(col) === 35) continue; // '#'
        const [x, y] = at(row, col);
        ctx.fillRect(x, y, side, side);
        ctx.strokeRect(x + 0.5, y + 0.5, side - 1, side - 1);
      }
    }
    ctx.fillStyle = palette.wall;
    ctx.strokeStyle = palette.wallCross;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (let row = r0; row <= r1; row++) {
      const text = board[row];
      for (let col = text.indexOf('#', c0); col >= 0 && col <= c1; col = text.indexOf('#', col + 1)) {
        const [x, y] = at(row, col);
        ctx.fillRect(x, y, side, side);
        ctx.moveTo(x + side * 0.2, y + side * 0.2);
        ctx.lineTo(x + side * 0.8, y + side * 0.8);
        ctx.moveTo(x + side * 0.8, y + side * 0.2);
        ctx.lineTo(x + side * 0.2, y + side * 0.8);
      }
    }
    ctx.stroke();
  }

  #drawBitmap(ctx, { k, x: tx, y: ty }, { r0, r1, c0, c1 }, palette) {
    const side = CELL * k;
    const bitmap = this.#bitmapFor(palette);
    ctx.save();
    ctx.imageSmoothingEnabled = false;
    const cols = c1 - c0 + 1,
      rows = r1 - r0 + 1;
    ctx.drawImage(bitmap, c0, r0, cols, rows, c0 * side + tx - side / 2, r0 * side + ty - side / 2, cols * side, rows * side);
    ctx.restore();
    // The open cells over it, never smaller than MIN_OPEN px (one pixel of
    // the bitmap may fall between two of the screen's), each outlined.
    const s = Math.max(side, MIN_OPEN);
    ctx.fillStyle = palette.floor;
    ctx.strokeStyle = palette.nodeRing;
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (const { row, col } of this.#grid.cells) {
      if (row < r0 || row > r1 || col < c0 || col > c1) continue;
      const x = col * side + tx - s / 2,
        y = row * side + ty - s / 2;
      ctx.fillRect(x, y, s, s);
      ctx.rect(x + 0.5, y + 0.5, s - 1, s - 1);
      this.squares++;
    }
    ctx.stroke();
  }

  // One pixel per cell: made when first needed and again when the colours change.
  #bitmapFor(palette) {
    const key = `${palette.wall} ${palette.floor}`;
    if (this.#bitmap?.key === key) return this.#bitmap.canvas;
    const { rows, columns, board } = this.#grid;
    const canvas = document.createElement('canvas');
    canvas.width = columns;
    canvas.height = rows;
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(columns, rows);
    const pixels = new Uint32Array(image.data.buffer);
    const wall = rgba(palette.wall),
      floor = rgba(palette.floor);
    pixels.fill(floor);
    for (let row = 0; row < rows; row++) {
      const text = board[row],
        base = row * columns;
      for (let col = text.indexOf('#'); col >= 0; col = text.indexOf('#', col + 1)) pixels[base + col] = wall;
    }
    ctx.putImageData(image, 0, 0);
    this.#bitmap = { canvas, key };
    return canvas;
  }

  // The squares as the last drawing painted them, for the board's picture
  // (the SVG and PNG export): the walls on screen, each one's centre, while
  // few show; else the bitmap of those on screen, as an image placed at
  // { x, y, width, height } (CSS px).
  walls(view, size, palette) {
    const { k, x: tx, y: ty } = view;
    const side = CELL * k;
    const seen = this.#visible(view, size);
    if (!seen.count) return { walls: [], wallImage: null };
    const { r0, r1, c0, c1 } = seen;
    if (seen.count > DETAIL_CELLS) {
      const part = document.createElement('canvas');
      part.width = c1 - c0 + 1;
      part.height = r1 - r0 + 1;
      part.getContext('2d').drawImage(this.#bitmapFor(palette), -c0, -r0);
      return {
        walls: [],
        wallImage: {
          href: part.toDataURL('image/png'),
          x: c0 * side + tx - side / 2,
          y: r0 * side + ty - side / 2,
          width: part.width * side,
          height: part.height * side,
        },
      };
    }
    const walls = [];
    for (let row = r0; row <= r1; row++) {
      const text = this.#grid.board[row];
      for (let col = text.indexOf('#', c0); col >= 0 && col <= c1; col = text.indexOf('#', col + 1))
        walls.push([col * side + tx, row * side + ty]);
    }
    return { walls, wallImage: null };
  }
}

// A CSS colour as one pixel of an ImageData's Uint32Array (the machine's byte order).
function rgba(colour) {
  const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  probe.canvas.width = probe.canvas.height = 1;
  probe.fillStyle = colour;
  probe.fillRect(0, 0, 1, 1);
  return new Uint32Array(probe.getImageData(0, 0, 1, 1).data.buffer)[0];
}
