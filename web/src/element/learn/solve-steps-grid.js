// The positions of "How it is solved" (solve-steps-view.js) at one step: a
// grid per side to move, rows the mouse's node and columns the cat's, drawn
// to a canvas so 500 nodes (500,000 positions) repaint in a frame. A cell's
// state is told by a letter and a pattern as well as its colour once cells
// are big enough (M / C decided, bold and framed at this step, hatched
// waiting, = draw, × not a position, a corner triangle where the cutoff is
// wrong); smaller, the summary and the readout say it in words. One tab stop
// per grid: arrows move a focus cell, read out; a pointer reads the cell under it.
import { STATE, TURNS } from '../../model/solve-steps.js';
import { labelStep, moveFocus } from '../../model/value-map.js';
import { h } from '../shell/dom.js';
import { readPalette, watchTheme } from '../shell/theme.js';
import { css, mix, parseColour } from '../value-map/value-map-dom.js';

const MAX_CELL = 28;
const PATTERN_CELL = 6; // hatching, frames and marks from here
const LETTER_CELL = 14; // letters from here
const GAP = 20;

let serial = 0;

export class StepsGrid {
  #grids; // per side to move: { box, canvas, ctx, figure, caption, off (a canvas of n × n pixels), image }
  #readout;
  #live; // the focused cell, said once per move
  #describe; // (index) => words
  #steps = null;
  #codes = null;
  #start = null;
  #marks = false; // mark where the cutoff is wrong
  #cell = MAX_CELL;
  #header = 0;
  #font = 11;
  #focus = { turn: 0, row: 1, col: 2 };
  #colours = null;
  #frame = 0;
  #room; // the element whose width the grids (and what sits beside them) share
  #container; // the grids' column

  constructor(container, room, describe) {
    this.#describe = describe;
    this.#room = room;
    this.#container = container;
    const id = `ss-grid${++serial}`;
    const help = h(
      'p',
      { class: 'visually-hidden', id: `${id}-help` },
      'Arrow keys move between positions: up and down change the mouse’s node, left and right the cat’s. Home and End go to the ends of a row; Page Up and Page Down jump by ten.',
    );
    this.#readout = h('p', { class: 'ss-readout' });
    this.#live = h('p', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.#grids = TURNS.map((turn, t) => {
      const canvas = h('canvas', { 'aria-hidden': 'true' });
      const box = h('div', { class: 'ss-canvas', role: 'application', tabindex: '0', 'aria-describedby': `${id}-help` }, canvas);
      const caption = h('figcaption', {}, `The ${turn} to move`);
      const figure = h('figure', { class: 'ss-figure' }, caption, box);
      box.addEventListener('keydown', (event) => this.#key(event, t));
      box.addEventListener('focus', () => this.#focused(t));
      box.addEventListener('blur', () => this.#schedule());
      canvas.addEventListener('pointermove', (event) => this.#point(event, t));
      canvas.addEventListener('pointerleave', () => (this.#readout.textContent = ''));
      return { box, canvas, ctx: canvas.getContext('2d'), figure, caption, off: null, image: null };
    });
    this.root = h('div', { class: 'ss-grids' }, ...this.#grids.map((g) => g.figure));
    container.append(this.root, this.#readout, help, this.#live);
    let width = 0;
    new ResizeObserver(() => {
      // (its height follows the canvases; closed or hidden, it has no width to fit)
      if (!room.clientWidth || room.clientWidth === width) return;
      width = room.clientWidth;
      this.#layout();
    }).observe(room);
    watchTheme(this.root, this);
  }

  // A new game's steps (and its start): sizes and bitmaps made afresh.
  show(steps, start) {
    this.#steps = steps;
    this.#start = start;
    const n = steps.nodeCount;
    this.#focus = { turn: start.turn === 'cat' ? 1 : 0, row: start.mouse, col: start.cat };
    for (const [t, g] of this.#grids.entries()) {
      g.off = Object.assign(document.createElement('canvas'), { width: n, height: n });
      g.image = new ImageData(n, n);
      g.box.setAttribute('aria-label', `Positions with the ${TURNS[t]} to move: ${n} mouse nodes by ${n} cat nodes`);
    }
    this.#colours = null;
    this.#layout();
  }

  // The step's states (stateCodes), where the cutoff is wrong (marks), the start.
  paint(codes, { marks = this.#marks, start = this.#start } = {}) {
    this.#codes = codes;
    this.#marks = marks;
    this.#start = start;
    for (const [t, g] of this.#grids.entries()) {
      const here = start && start.turn === TURNS[t] ? ` (start ◎ ${start.mouse}, ${start.cat})` : '';
      g.caption.textContent = `The ${TURNS[t]} to move${here}`;
    }
    // A focused grid's readout follows the step (said by the step's own live region, not again here).
    const t = this.#grids.findIndex((g) => g.box.matches(':focus'));
    if (t >= 0) this.#readout.textContent = this.#describe(this.#indexOf(t));
    this.#schedule();
  }

  refreshTheme() {
    this.#colours = null;
    this.#schedule();
  }

  #layout() {
    if (!this.#steps) return;
    const n = this.#steps.nodeCount;
    const width = this.#room.clientWidth || 320;
    // Two grids side by side when both fit at 240 px or more; each at most MAX_CELL a cell.
    const room = width >= 2 * 240 + GAP ? (width - GAP) / 2 : width;
    this.#font = room / n >= 9 ? 11 : 9;
    this.#header = Math.ceil(Math.max(18, String(n - 1).length * this.#font * 0.62 + 8)); // the widest row label fits
    this.#cell = Math.max(0.2, Math.min(MAX_CELL, (room - this.#header - 2) / n));
    const size = this.#header + n * this.#cell;
    // Each figure as wide as its grid (a long caption wraps), the column as wide as the grids (its legend
    // wraps under them), so the cutoff and the table can sit beside when there is room.
    const figure = Math.min(room, Math.max(size, 160));
    const grids = room < width ? 2 * figure + GAP : figure;
    this.#container.style.width = `${Math.min(width, Math.max(grids, 360))}px`;
    const dpr = window.devicePixelRatio || 1;
    for (const g of this.#grids) {
      g.figure.style.width = `${figure}px`;
      g.canvas.width = Math.ceil(size * dpr);
      g.canvas.height = Math.ceil(size * dpr);
      g.canvas.style.width = g.canvas.style.height = `${size}px`;
    }
    this.#schedule();
  }

  #schedule() {
    if (this.#frame) return;
    this.#frame = requestAnimationFrame(() => {
      this.#frame = 0;
      this.#draw();
    });
  }

  #palette() {
    if (this.#colours) return this.#colours;
    const p = readPalette(this.root);
    const c = Object.fromEntries(
      ['mouse', 'cat', 'catDeep', 'draw', 'ink', 'muted', 'line', 'bg', 'onFill', 'focus'].map((k) => [k, parseColour(p[k])]),
    );
    // one colour per STATE (the bitmap's), then the marks'
    const fills = [
      mix(c.muted, c.bg, 0.2),
      c.bg,
      mix(c.muted, c.bg, 0.42),
      mix(c.mouse, c.bg, 0.35),
      mix(c.cat, c.bg, 0.35),
      c.mouse,
      c.catDeep,
      mix(c.draw, c.bg, 0.3),
    ];
    const words = fills.map((f) => new Uint32Array(new Uint8ClampedArray([...f, 255]).buffer)[0]);
    this.#colours = { ...c, fills, words, wrongWord: new Uint32Array(new Uint8ClampedArray([...c.ink, 255]).buffer)[0] };
    return this.#colours;
  }

  #draw() {
    if (!this.#steps || !this.#codes) return;
    const colours = this.#palette();
    for (const [t, g] of this.#grids.entries()) this.#drawGrid(g, t, colours);
  }

  #drawGrid(g, t, colours) {
    const steps = this.#steps;
    const n = steps.nodeCount;
    const nn = n * n;
    const cell = this.#cell;
    const header = this.#header;
    const codes = this.#codes;
    const level = steps.level;
    // The bitmap: one pixel per position (the cutoff's mistakes in ink when too small for a mark).
    const pixels = new Uint32Array(g.image.data.buffer);
    const inkWrong = this.#marks && cell < PATTERN_CELL;
    for (let i = 0; i < nn; i++)
      pixels[i] = inkWrong && level[t * nn + i] >= steps.horizon ? colours.wrongWord : colours.words[codes[t * nn + i]];
    g.off.getContext('2d').putImageData(g.image, 0, 0);
    const ctx = g.ctx;
    const dpr = window.devicePixelRatio || 1;
    const size = header + n * cell;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = css(colours.bg);
    ctx.fillRect(0, 0, size, size);
    ctx.imageSmoothingEnabled = cell < 1; // shrunk, a pixel averages its cells; grown, cells stay sharp
    ctx.drawImage(g.off, header, header, n * cell, n * cell);
    if (cell >= PATTERN_CELL) this.#marksOf(ctx, t, colours);
    this.#labels(ctx, colours);
    // The start, ringed on its side's grid; the keyboard's cell, framed.
    const ring = (row, col, radius, colour, width) => {
      ctx.beginPath();
      ctx.arc(header + (col + 0.5) * cell, header + (row + 0.5) * cell, radius, 0, 2 * Math.PI);
      ctx.strokeStyle = colour;
      ctx.lineWidth = width;
      ctx.stroke();
    };
    const start = this.#start;
    if (start && (start.turn === 'cat' ? 1 : 0) === t) {
      const r = Math.max(cell * 0.72, 7);
      ring(start.mouse, start.cat, r, css(colours.bg), 6);
      ring(start.mouse, start.cat, r, css(colours.ink), 3);
    }
    const f = this.#focus;
    if (f.turn === t && g.box.matches(':focus')) {
      const side = Math.max(cell, 9);
      const x = header + (f.col + 0.5) * cell - side / 2;
      const y = header + (f.row + 0.5) * cell - side / 2;
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = css(colours.focus);
      ctx.strokeRect(x, y, side, side);
    }
  }

  // Patterns, frames, letters and the cutoff's marks, cell by cell (only
  // when cells are big enough to show them: at most about 6,000 a grid).
  #marksOf(ctx, t, colours) {
    const steps = this.#steps;
    const n = steps.nodeCount;
    const cell = this.#cell;
    const header = this.#header;
    const letters = cell >= LETTER_CELL;
    ctx.font = `600 ${Math.round(cell * 0.5)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let m = 0; m < n; m++) {
      for (let c = 0; c < n; c++) {
        const at = t * n * n + m * n + c;
        const code = this.#codes[at];
        const x = header + c * cell;
        const y = header + m * cell;
        ctx.lineWidth = 1;
        ctx.strokeStyle = css(colours.line);
        ctx.strokeRect(x + 0.5, y + 0.5, cell - 1, cell - 1);
        cellPattern(ctx, x, y, cell, code, colours);
        if (letters) cellLetter(ctx, x, y, cell, code, colours);
        else if (code === STATE.draw) {
          ctx.fillStyle = css(colours.ink);
          ctx.fillRect(x + cell / 2 - 1, y + cell / 2 - 1, 2, 2);
        }
        if (this.#marks && steps.level[at] >= steps.horizon) cutoffCorner(ctx, x, y, cell, colours);
      }
    }
  }

  // Node ids along the top (the cat's) and the left (the mouse's), as many as fit.
  #labels(ctx, colours) {
    const n = this.#steps.nodeCount;
    const cell = this.#cell;
    const header = this.#header;
    const font = this.#font;
    const every = labelStep(cell, String(n - 1).length * font * 0.62);
    ctx.fillStyle = css(colours.muted);
    ctx.font = `${font}px system-ui, sans-serif`;
    ctx.textBaseline = 'middle';
    for (let i = 0; i < n; i += every) {
      ctx.textAlign = 'center';
      ctx.fillText(String(i), header + (i + 0.5) * cell, header / 2);
      ctx.textAlign = 'right';
      ctx.fillText(String(i), header - 3, header + (i + 0.5) * cell);
    }
  }

  #cellAt(event) {
    const rect = event.target.getBoundingClientRect();
    const n = this.#steps?.nodeCount ?? 0;
    const col = Math.floor((event.clientX - rect.left - this.#header) / this.#cell);
    const row = Math.floor((event.clientY - rect.top - this.#header) / this.#cell);
    return row >= 0 && col >= 0 && row < n && col < n ? { row, col } : null;
  }

  #point(event, t) {
    const hit = this.#steps && this.#cellAt(event);
    this.#readout.textContent = hit ? this.#describe(t * this.#steps.nodeCount ** 2 + hit.row * this.#steps.nodeCount + hit.col) : '';
  }

  #indexOf(t) {
    const n = this.#steps.nodeCount;
    return t * n * n + this.#focus.row * n + this.#focus.col;
  }

  #say(t) {
    const words = this.#describe(this.#indexOf(t));
    this.#readout.textContent = words;
    this.#live.textContent = words;
  }

  #focused(t) {
    if (!this.#steps) return;
    if (this.#focus.turn !== t) this.#focus = { ...this.#focus, turn: t };
    this.#say(t);
    this.#schedule();
  }

  #key(event, t) {
    if (!this.#steps || event.altKey || event.ctrlKey || event.metaKey) return;
    const moved = moveFocus(this.#focus, event.key, { size: this.#steps.nodeCount, page: 10 });
    if (!moved) return;
    event.preventDefault(); // the board's own arrows (game-keys.js) are for its line, not this grid
    this.#focus = { turn: t, ...moved };
    this.#say(t);
    this.#schedule();
  }
}

// A waiting position's hatching, or the frame of one decided at this step.
function cellPattern(ctx, x, y, cell, code, colours) {
  if (code === STATE.waiting) {
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, cell, cell);
    ctx.clip();
    ctx.strokeStyle = css(colours.ink);
    ctx.lineWidth = 1;
    for (let d = -cell; d < cell; d += 4) {
      ctx.moveTo(x + d, y + cell);
      ctx.lineTo(x + d + cell, y);
    }
    ctx.stroke();
    ctx.restore();
  } else if (code === STATE.mouseNew || code === STATE.catNew) {
    ctx.lineWidth = 2;
    ctx.strokeStyle = css(colours.ink);
    ctx.strokeRect(x + 1, y + 1, cell - 2, cell - 2);
  }
}

const LETTERS = {
  [STATE.mouse]: 'M',
  [STATE.cat]: 'C',
  [STATE.mouseNew]: 'M',
  [STATE.catNew]: 'C',
  [STATE.draw]: '=',
  [STATE.none]: '×',
};

// A cell's letter: on the fill for one decided at this step, muted for "not a position".
function cellLetter(ctx, x, y, cell, code, colours) {
  const mark = LETTERS[code];
  if (!mark) return;
  ctx.fillStyle = css(
    code === STATE.mouseNew || code === STATE.catNew ? colours.onFill : code === STATE.none ? colours.muted : colours.ink,
  );
  ctx.fillText(mark, x + cell / 2, y + cell / 2 + 1);
}

// The corner triangle of a position where the cutoff's answer is wrong.
function cutoffCorner(ctx, x, y, cell, colours) {
  const s = Math.max(4, cell * 0.4);
  ctx.beginPath();
  ctx.moveTo(x + cell - s, y);
  ctx.lineTo(x + cell, y);
  ctx.lineTo(x + cell, y + s);
  ctx.closePath();
  ctx.fillStyle = css(colours.ink);
  ctx.fill();
}
