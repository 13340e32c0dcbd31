// The board's camera maths (web/src/element/board/camera.js), without a canvas.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  between,
  boxOf,
  fitArea,
  fitted,
  following,
  panned,
  toLayout,
  toScreen,
  zoomedAt,
  MAX_ZOOM,
  MIN_ZOOM,
} from '../../web/src/element/board/camera.js';

const near = (actual, expected, what) => {
  for (let i = 0; i < expected.length; i++) assert.ok(Math.abs(actual[i] - expected[i]) < 1e-9, `${what}: ${actual} vs ${expected}`);
};

test("screen and layout points are each other's inverse", () => {
  const view = { k: 2.5, x: 40, y: -12 };
  assert.deepEqual(toScreen(view, 10, 20), [65, 38]);
  near(toLayout(view, 65, 38), [10, 20], 'back');
});

test('zooming about a point keeps that point under the pointer, within the zoom limits', () => {
  const view = { k: 1, x: 10, y: 20 };
  const zoomed = zoomedAt(view, 200, 100, 2);
  assert.equal(zoomed.k, 2);
  near(toLayout(zoomed, 200, 100), toLayout(view, 200, 100), 'the point under the pointer');
  assert.equal(zoomedAt(view, 0, 0, 1000).k, MAX_ZOOM);
  assert.equal(zoomedAt(view, 0, 0, 1e-6).k, MIN_ZOOM);
});

test('a fit centres the box in the screen less its margins, zoom capped', () => {
  const size = { w: 500, h: 400 };
  const margin = { left: 20, right: 80, top: 30, bottom: 70 };
  assert.deepEqual(fitArea(size, margin), { aw: 400, ah: 300 });
  // a 100 × 50 box with a 25 padding is 150 × 100: the width limits the zoom to 400 / 150
  const view = fitted([0, 0, 100, 50], size, margin, 25, 10);
  assert.equal(view.k, 2.6666666666666665);
  // the box's centre lands at the area's centre
  near(toScreen(view, 50, 25), [20 + 200, 30 + 150], 'centre');
  assert.equal(fitted([0, 0, 100, 50], size, margin, 25, 1.6).k, 1.6, 'capped');
  // a tiny screen still gets 40 px each way
  assert.deepEqual(fitArea({ w: 10, h: 10 }, margin), { aw: 40, ah: 40 });
});

test('the box around points', () => {
  assert.deepEqual(
    boxOf([
      { x: 3, y: -1 },
      { x: -2, y: 5 },
      { x: 0, y: 0 },
    ]),
    [-2, -1, 3, 5],
  );
});

test('following: nothing while both tokens are in sight; else between them, or on the one that moved', () => {
  const view = { k: 1, x: 0, y: 0 };
  const size = { w: 600, h: 500 };
  const bottom = 400;
  assert.equal(following(view, size, bottom, [100, 100], [300, 200], [300, 200]), null);
  // the cat off the right edge, both fit in one screen: centred between them
  const to = following(view, size, bottom, [300, 200], [620, 200], [620, 200]);
  near(toScreen(to, 460, 200), [300, 200], 'the midpoint at the centre of the drawing');
  // far apart: on the one that moved
  const far = following(view, size, bottom, [100, 100], [2000, 100], [2000, 100]);
  near(toScreen(far, 2000, 100), [300, 200], 'the mover at the centre');
  assert.equal(far.k, 1, 'following never zooms');
});

test("a glide between views eases from one to the other at the first's zoom; a pan moves by the drag", () => {
  const from = { k: 2, x: 0, y: 0 };
  const to = { k: 3, x: 100, y: -50 };
  assert.deepEqual(between(from, to, 0), { k: 2, x: 0, y: 0 });
  assert.deepEqual(between(from, to, 1), { k: 2, x: 100, y: -50 });
  const half = between(from, to, 0.5);
  assert.equal(half.x, 50);
  assert.ok(between(from, to, 0.25).x < 25, 'slow at first');
  assert.deepEqual(panned({ k: 2, x: 1, y: 2 }, 10, -5), { k: 2, x: 11, y: -3 });
});
