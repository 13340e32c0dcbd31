// The value map's model (web/src/model/value-map.js), the view's pure helpers: cell
// kinds, the histogram's bars, keyboard moves, the grid's geometry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { solver, random, randomGraph, EXAMPLE_1 } from './support.mjs';
import { gameOracle } from './oracle.mjs';
import {
  CELL_MARK,
  cellKind,
  histogram,
  summarize,
  moveFocus,
  cellAtPoint,
  cellOrigin,
  visibleSpan,
  scrollToShow,
  fitCell,
  labelStep,
} from '../../web/src/model/value-map.js';

test('each cell has one kind and one mark; the kinds count as summarize() counts', async () => {
  const rand = random(23);
  for (let g = 0; g < 20; g++) {
    const graph = g === 0 ? EXAMPLE_1 : randomGraph(rand, 4 + (g % 10), 0.35);
    let game;
    try {
      game = solver.solve(graph);
    } catch {
      continue;
    }
    for (const turn of ['mouse', 'cat']) {
      const map = await gameOracle(game, solver).valueMap(turn);
      const n = map.nodeCount;
      const counts = { mouse: 0, cat: 0, draw: 0, over: 0, none: 0 };
      for (let m = 0; m < n; m++) {
        for (let c = 0; c < n; c++) {
          const kind = cellKind(map, m, c);
          counts[kind]++;
          assert.ok(CELL_MARK[kind]);
          // Against the table directly.
          if (c === game.hole) assert.equal(kind, 'none');
          else {
            const v = game.value({ mouse: m, cat: c, turn });
            const want = v.outcome === 0 ? 'draw' : v.plies === 0 ? 'over' : v.outcome === 1 ? 'mouse' : 'cat';
            assert.equal(kind, want, `mouse ${m}, cat ${c}, ${turn} to move`);
          }
        }
      }
      const facts = summarize(map);
      assert.deepEqual({ ...facts.counts, none: n }, counts);
      // The histogram: every won start once, in the bar of its remoteness.
      const bars = histogram(facts);
      assert.equal(
        bars.reduce((s, b) => s + b.mouse + b.cat, 0),
        counts.mouse + counts.cat,
      );
      assert.equal(
        bars.reduce((s, b) => s + b.mouse, 0),
        counts.mouse,
      );
      assert.deepEqual(
        bars.map((b) => b.mouse + b.cat),
        facts.byRemoteness,
      );
    }
    game.dispose();
  }
});

test('long wins share bars: at most maxBars, contiguous, covering 1 to the longest', () => {
  const n = 10;
  const outcome = new Uint8Array(n * n);
  const remoteness = new Int32Array(n * n);
  for (let i = 0; i < n * n; i++) {
    outcome[i] = i % 2 ? 1 : 2;
    remoteness[i] = i; // 0 .. 99: cell 0 is decided before any move
  }
  const map = { nodeCount: n, hole: 0, turn: 'mouse', outcome, remoteness };
  const bars = histogram(summarize(map), 40);
  assert.ok(bars.length <= 40);
  assert.equal(bars[0].from, 1);
  assert.equal(bars.at(-1).to, 99);
  bars.slice(1).forEach((b, i) => assert.equal(b.from, bars[i].to + 1));
  assert.equal(
    bars.reduce((s, b) => s + b.mouse + b.cat, 0),
    99,
  );
  assert.deepEqual(bars[0], { from: 1, to: 3, mouse: 2, cat: 1 });
  assert.deepEqual(histogram(summarize(map), 200).length, 99);
  assert.deepEqual(histogram(summarize({ ...map, outcome: new Uint8Array(n * n) })), []);
});

test('keyboard moves stay on the grid', () => {
  const opts = { size: 5, page: 3 };
  assert.deepEqual(moveFocus({ row: 0, col: 0 }, 'ArrowUp', opts), { row: 0, col: 0 });
  assert.deepEqual(moveFocus({ row: 0, col: 0 }, 'ArrowLeft', opts), { row: 0, col: 0 });
  assert.deepEqual(moveFocus({ row: 2, col: 2 }, 'ArrowDown', opts), { row: 3, col: 2 });
  assert.deepEqual(moveFocus({ row: 2, col: 2 }, 'ArrowRight', opts), { row: 2, col: 3 });
  assert.deepEqual(moveFocus({ row: 4, col: 4 }, 'ArrowRight', opts), { row: 4, col: 4 });
  assert.deepEqual(moveFocus({ row: 2, col: 3 }, 'Home', opts), { row: 2, col: 0 });
  assert.deepEqual(moveFocus({ row: 2, col: 3 }, 'End', opts), { row: 2, col: 4 });
  assert.deepEqual(moveFocus({ row: 2, col: 3 }, 'Home', { ...opts, ctrl: true }), { row: 0, col: 0 });
  assert.deepEqual(moveFocus({ row: 2, col: 3 }, 'End', { ...opts, ctrl: true }), { row: 4, col: 4 });
  assert.deepEqual(moveFocus({ row: 2, col: 3 }, 'PageDown', opts), { row: 4, col: 3 });
  assert.deepEqual(moveFocus({ row: 4, col: 3 }, 'PageUp', opts), { row: 1, col: 3 });
  assert.deepEqual(moveFocus({ row: 1, col: 3 }, 'PageUp', { size: 5, page: 0 }), { row: 0, col: 3 });
  assert.equal(moveFocus({ row: 1, col: 1 }, 'a', opts), null);
});

test('points map to cells and back, with the sticky header and scrolling', () => {
  const g = { size: 100, cell: 10, header: 30, scrollX: 0, scrollY: 0 };
  assert.equal(cellAtPoint(10, 50, g), null, 'the row header');
  assert.equal(cellAtPoint(50, 10, g), null, 'the column header');
  assert.deepEqual(cellAtPoint(30, 30, g), { row: 0, col: 0 });
  assert.deepEqual(cellAtPoint(39.9, 55, g), { row: 2, col: 0 });
  assert.equal(cellAtPoint(30 + 1000, 40, g), null, 'past the last column');
  const scrolled = { ...g, scrollX: 205, scrollY: 95 };
  assert.deepEqual(cellAtPoint(30, 30, scrolled), { row: 9, col: 20 });
  for (const [row, col] of [
    [0, 0],
    [9, 20],
    [57, 3],
    [99, 99],
  ]) {
    const o = cellOrigin(row, col, scrolled);
    assert.deepEqual(cellAtPoint(o.x + 5, o.y + 5, { ...scrolled }), o.x + 5 >= 30 && o.y + 5 >= 30 ? { row, col } : null);
  }
  // Fractional cells (a 2,000-node map fitted into 600 pixels).
  const tiny = { size: 2000, cell: 0.3, header: 38 };
  assert.deepEqual(cellAtPoint(38 + 0.3 * 1999 + 0.1, 38 + 0.15, tiny), { row: 0, col: 1999 });
});

test('visible spans, scrolling a cell into view, fitting and label steps', () => {
  const g = { size: 100, cell: 10, header: 30 };
  assert.deepEqual(visibleSpan(0, 130, g), { first: 0, last: 9 });
  assert.deepEqual(visibleSpan(5, 130, g), { first: 0, last: 10 });
  assert.deepEqual(visibleSpan(950, 130, g), { first: 95, last: 99 });
  assert.deepEqual(visibleSpan(0, 5000, g), { first: 0, last: 99 });
  // A view of 130 px: 100 px of cells.
  assert.equal(scrollToShow(3, 0, 130, g), 0, 'already shown');
  assert.equal(scrollToShow(10, 0, 130, g), 10, 'just below: scroll by one cell');
  assert.equal(scrollToShow(50, 0, 130, g), 410);
  assert.equal(scrollToShow(2, 410, 130, g), 20, 'above: to the top');
  assert.equal(scrollToShow(10, 0, 130, g, 6), 16, 'with a margin below');
  assert.equal(scrollToShow(2, 410, 130, g, 6), 14, 'with a margin above');
  assert.equal(scrollToShow(0, 410, 130, g, 6), 0, 'never before the first row');
  assert.equal(scrollToShow(3, 0, 40, g, 6), 30, 'a margin only where there is room');
  assert.equal(fitCell(6, 400, 600, 22, 40), 40, 'capped');
  assert.equal(fitCell(100, 1022, 2000, 22), 10);
  assert.ok(Math.abs(fitCell(2000, 638, 900, 38) - 0.3) < 1e-9);
  assert.equal(labelStep(20, 11), 1);
  assert.equal(labelStep(5, 11), 5);
  assert.equal(labelStep(0.3, 11), 50);
  assert.equal(labelStep(3, 28), 10);
});
