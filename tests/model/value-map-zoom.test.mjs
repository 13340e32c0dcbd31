// The value map's zoom and sizes (web/src/model/value-map-zoom.js), DOM-free:
// which game a map belongs to, zoom steps, the scroll that keeps a cell still.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_CELL,
  START_CELL,
  MAIN_MIN,
  graphKey,
  headerSize,
  keepStill,
  leastCell,
  mainWidth,
  room,
  zoomedCell,
} from '../../web/src/model/value-map-zoom.js';
import { cellOrigin } from '../../web/src/model/value-map.js';

test('graphKey: the same graph and hole keep the view; another edge, hole or size does not', () => {
  const graph = [[1], [0, 2], [1]];
  assert.equal(
    graphKey(graph, 0, 3),
    graphKey(
      graph.map((row) => [...row]),
      0,
      3,
    ),
  );
  assert.notEqual(graphKey(graph, 0, 3), graphKey(graph, 1, 3));
  assert.notEqual(
    graphKey(graph, 0, 3),
    graphKey(
      [
        [1, 2],
        [0, 2],
        [1, 0],
      ],
      0,
      3,
    ),
  );
  // rows [1],[2] and [1,2],[] are told apart (each row's length is hashed)
  assert.notEqual(graphKey([[1], [2]], 0, 2), graphKey([[1, 2], []], 0, 2));
  assert.equal(graphKey(null, [0, 5], 4), graphKey(undefined, [0, 5], 4));
});

test('zoomedCell: doubles and halves within the fit and MAX_CELL; 0 goes back to the fit', () => {
  assert.equal(zoomedCell(10, 8, 2), 20);
  assert.equal(zoomedCell(40, 8, 2), MAX_CELL);
  assert.equal(zoomedCell(10, 8, 0.5), 8); // not below the fit
  assert.equal(zoomedCell(30, 8, 0), 8);
  assert.equal(zoomedCell(30, 100, 0), START_CELL); // a small graph's fit is capped
  // from a fit of specks (under 4 px), one step in shows visible cells
  assert.equal(zoomedCell(0.5, 0.5, 2), 4);
  assert.equal(zoomedCell(5, 0.5, 2), 10);
  assert.equal(leastCell(100), START_CELL);
});

test('keepStill: the target cell stays under the same point when it is on screen', () => {
  const g = { size: 1000, cell: 10, header: 30, scrollX: 200, scrollY: 400 };
  const target = { row: 45, col: 25 }; // on screen: origin (30 + 250 - 200, 30 + 450 - 400)
  const before = cellOrigin(target.row, target.col, g);
  for (const cell of [20, 5, 64]) {
    const scroll = keepStill(g, cell, target, 600, 500);
    const after = cellOrigin(target.row, target.col, { ...g, cell, scrollX: scroll.left, scrollY: scroll.top });
    // the cell's centre does not move
    assert.ok(Math.abs(after.x + cell / 2 - (before.x + 5)) < 1e-9, `x at ${cell}`);
    assert.ok(Math.abs(after.y + cell / 2 - (before.y + 5)) < 1e-9, `y at ${cell}`);
  }
});

test('keepStill: a target off screen keeps the centre of the view still; the scroll never goes negative', () => {
  const g = { size: 1000, cell: 10, header: 30, scrollX: 200, scrollY: 400 };
  const scroll = keepStill(g, 20, { row: 900, col: 900 }, 600, 500);
  // the grid point under the view's centre: ((315 - 30 + 200) / 10, (265 - 30 + 400) / 10) = (48.5, 63.5)
  assert.deepEqual(scroll, { left: 48.5 * 20 - 285, top: 63.5 * 20 - 235 });
  assert.deepEqual(keepStill({ ...g, scrollX: 0, scrollY: 0 }, 5, { row: 0, col: 0 }, 600, 500), { left: 0, top: 0 });
});

test('sizes: the header fits the longest id; the summary goes beside from 640 px; the grid column fits the grid', () => {
  assert.equal(headerSize(null), 24);
  assert.equal(headerSize(10), 22);
  assert.equal(headerSize(2001), 38);
  assert.deepEqual(room(639), { width: 639, side: false });
  assert.deepEqual(room(1000), { width: 726, side: true });
  assert.equal(mainWidth(room(639), 500, 600), '');
  assert.equal(mainWidth(room(1000), 500, 600), '502px');
  assert.equal(mainWidth(room(1000), 700, 600), '718px'); // taller than the view: room for the scroll bar
  assert.equal(mainWidth(room(1000), 100, 600), `${MAIN_MIN}px`);
});
