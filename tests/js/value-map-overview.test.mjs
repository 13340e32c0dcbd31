// The value map above the full-planes threshold: the worker's overview
// (block counts and summary from one pass over tableView()) and its exact
// windows, checked against an independent count from game.table().
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { valueMap, mapOverview, mapWindow, MAP_KINDS } from '../../wasm/src/worker-service.js';
import { summarize, blockAt, cellText, cellIndex } from '../../web/src/model/value-map.js';
import { sparseGraph } from '../../web/src/page/examples.js';

const solver = await createSolver();
const kindOf = (o, r) => (o === 3 ? 4 : o === 0 ? 2 : r === 0 ? 3 : o - 1);

for (const turn of ['mouse', 'cat']) {
  test(`overview counts and summary equal a count from table() (${turn} to move)`, () => {
    const n = 203; // just over a threshold of 200 given as an option
    const graph = sparseGraph(n, 7);
    const game = solver.solve(graph, { hole: 0, mouse: 1, cat: 2 });
    try {
      const map = valueMap(game, turn, { fullUpTo: 200, maxBlocks: 20 });
      assert.ok(map.overview && !map.outcome, 'an overview, not planes');
      const { block, blocks, counts } = map.overview;
      assert.equal(block, Math.ceil(n / 20));
      assert.equal(blocks, Math.ceil(n / block));
      const table = game.table();
      const offset = turn === 'cat' ? n * n : 0;
      const expected = new Uint32Array(blocks * blocks * 5);
      for (let m = 0; m < n; m++) {
        for (let c = 0; c < n; c++) {
          const i = offset + m * n + c;
          const b = (Math.floor(m / block) * blocks + Math.floor(c / block)) * 5;
          expected[b + kindOf(table.outcome[i], table.remoteness[i])]++;
        }
      }
      assert.deepEqual(Array.from(counts), Array.from(expected));
      // The summary equals summarize() of the full planes.
      const planes = valueMap(game, turn, { fullUpTo: n });
      assert.ok(planes.outcome instanceof Uint8Array);
      assert.deepEqual(map.summary, summarize(planes));
      // A block as the view reads it.
      const cell = blockAt(map, 17, n - 1);
      assert.equal(
        cell.rows * cell.cols,
        MAP_KINDS.reduce((sum, kind) => sum + cell.counts[kind], 0),
      );
    } finally {
      game.dispose();
    }
  });
}

test("a window holds exactly the table's cells, and cellText reads it", () => {
  const n = 150;
  const game = solver.solve(sparseGraph(n, 3), { hole: 0, mouse: 1, cat: 2 });
  try {
    const table = game.table();
    for (const turn of ['mouse', 'cat']) {
      const window = { row0: 37, col0: 101, rows: 40, cols: 49 };
      const win = mapWindow(game, turn, window);
      assert.deepEqual(win.window, window);
      const full = valueMap(game, turn);
      for (let m = window.row0; m < window.row0 + window.rows; m++) {
        for (let c = window.col0; c < window.col0 + window.cols; c++) {
          const k = cellIndex(win, m, c);
          const i = game.tableView().index({ mouse: m, cat: c, turn });
          assert.equal(win.outcome[k], table.outcome[i]);
          assert.equal(win.remoteness[k], table.remoteness[i]);
          assert.equal(cellText(win, m, c), cellText(full, m, c));
        }
      }
      assert.equal(cellIndex(win, 36, 101), -1);
    }
    assert.throws(() => mapWindow(game, 'mouse', { row0: 140, col0: 0, rows: 20, cols: 5 }), { code: 'argument.type' });
  } finally {
    game.dispose();
  }
});

test('the worker sends planes, an overview or a window, as asked', async () => {
  const n = 260;
  const graph = sparseGraph(n, 11);
  const worker = createSolverWorker();
  const game = solver.solve(graph, { hole: 0, mouse: 1, cat: 2 });
  try {
    await worker.solve(graph, { hole: 0, mouse: 1, cat: 2 });
    const planes = await worker.valueMap('cat');
    assert.equal(planes.outcome.length, n * n);
    const overview = await worker.valueMap('cat', { fullUpTo: 256, maxBlocks: 64 });
    const direct = mapOverview(game, 'cat', { maxBlocks: 64 });
    assert.deepEqual(Array.from(overview.overview.counts), Array.from(direct.overview.counts));
    assert.deepEqual(overview.summary, summarize(planes));
    const win = await worker.valueMap('cat', { window: { row0: 250, col0: 0, rows: 10, cols: 260 } });
    for (let m = 250; m < 260; m++) {
      for (let c = 0; c < n; c++) assert.equal(win.outcome[cellIndex(win, m, c)], planes.outcome[m * n + c]);
    }
  } finally {
    worker.terminate();
    game.dispose();
  }
});
