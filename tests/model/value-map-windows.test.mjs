// The exact windows of an overview value map (web/src/model/value-map-windows.js):
// which cells are exact, what is fetched, kept and dropped, without a browser.
import test from 'node:test';
import assert from 'node:assert/strict';
import { MapWindows, KEEP_WINDOWS, FETCH_CELLS } from '../../web/src/model/value-map-windows.js';

// An overview of n nodes (blocks of 64) as the worker sends it.
const overview = (n, turn = 'mouse') => ({ nodeCount: n, turn, overview: { block: 64, blocks: Math.ceil(n / 64) } });
// A window of exact cells as the worker answers valueMap(turn, { window }).
const windowOf = ({ row0, col0, rows, cols }) => ({
  window: { row0, col0, rows, cols },
  outcome: new Uint8Array(rows * cols),
  remoteness: new Uint16Array(rows * cols),
});

// A fetch answered when the test says; records what was asked.
function fetcher() {
  const asked = [];
  const pending = [];
  const fetchWindow = (turn, window) => {
    asked.push({ turn, window });
    return new Promise((resolve, reject) => pending.push({ resolve, reject, window }));
  };
  return { asked, pending, fetchWindow };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('a full map is its own exact map; an overview has no exact cell until a window holds it', async () => {
  const full = { nodeCount: 6, turn: 'mouse', outcome: new Uint8Array(36), remoteness: new Uint16Array(36) };
  const windows = new MapWindows();
  assert.equal(windows.exactMap(0, 0), null, 'no map');
  windows.reset(full);
  assert.equal(windows.exactMap(3, 4), full);
  const f = fetcher();
  const over = new MapWindows({ fetchWindow: f.fetchWindow, picture: () => 'bitmap' });
  over.reset(overview(3000));
  assert.equal(over.exactMap(10, 20), null);
  let then = 0;
  over.around(10, 20, () => then++);
  await settle(); // (the fetch is asked in a microtask)
  assert.equal(f.asked.length, 1);
  const { window } = f.asked[0];
  assert.ok(
    window.row0 <= 10 && window.row0 + window.rows > 10 && window.col0 <= 20 && window.col0 + window.cols > 20,
    'the window holds the focused cell',
  );
  f.pending[0].resolve(windowOf(window));
  await settle();
  assert.equal(then, 1);
  assert.equal(over.exactMap(10, 20).window.row0, window.row0);
  assert.equal(over.list[0].bitmap, 'bitmap');
});

test('want: fetches what shows once zoomed in to a pixel a cell, unless a window covers it or a fetch runs', async () => {
  const f = fetcher();
  let arrived = 0;
  const windows = new MapWindows({ fetchWindow: f.fetchWindow, arrived: () => arrived++ });
  windows.reset(overview(3000));
  const rows = { first: 100, last: 199 };
  const cols = { first: 300, last: 399 };
  windows.want(rows, cols, 0.5);
  await settle();
  assert.equal(f.asked.length, 0, 'specks: no exact cells asked');
  windows.want(rows, cols, 2);
  await settle();
  assert.equal(f.asked.length, 1);
  assert.ok(f.asked[0].window.rows * f.asked[0].window.cols <= FETCH_CELLS);
  windows.want(rows, cols, 2);
  await settle();
  assert.equal(f.asked.length, 1, 'one fetch at a time');
  f.pending[0].resolve(windowOf(f.asked[0].window));
  await settle();
  assert.equal(arrived, 1);
  windows.want(rows, cols, 2);
  await settle();
  assert.equal(f.asked.length, 1, 'covered by the window held');
  windows.want({ first: 2000, last: 2099 }, cols, 2);
  await settle();
  assert.equal(f.asked.length, 2, 'elsewhere: fetched');
});

test(`the newest ${KEEP_WINDOWS} windows are kept, newest first`, async () => {
  const f = fetcher();
  const windows = new MapWindows({ fetchWindow: f.fetchWindow });
  windows.reset(overview(3000));
  for (let i = 0; i < KEEP_WINDOWS + 2; i++) {
    windows.request({ row0: i * 10, col0: 0, rows: 10, cols: 10 });
    await settle();
    f.pending[i].resolve(windowOf(f.asked[i].window));
    await settle();
  }
  assert.equal(windows.list.length, KEEP_WINDOWS);
  assert.equal(windows.list[0].map.window.row0, (KEEP_WINDOWS + 1) * 10);
  assert.equal(windows.exactMap(5, 5), null, 'the oldest went');
});

test('an answer for a map no longer shown is dropped; a failed window is not asked again until a new map', async () => {
  const f = fetcher();
  const failures = [];
  const windows = new MapWindows({ fetchWindow: f.fetchWindow, failed: (error) => failures.push(error.message) });
  const first = overview(3000);
  windows.reset(first);
  windows.request({ row0: 0, col0: 0, rows: 10, cols: 10 });
  await settle();
  windows.reset(overview(3000, 'cat'));
  f.pending[0].resolve(windowOf(f.asked[0].window));
  await settle();
  assert.equal(windows.list.length, 0, "the old map's window is not kept");
  assert.equal(windows.fetching, false);

  const window = { row0: 50, col0: 50, rows: 10, cols: 10 };
  windows.request(window);
  await settle();
  f.pending[1].reject(new Error('worker gone'));
  await settle();
  assert.deepEqual(failures, ['worker gone']);
  windows.request(window);
  await settle();
  assert.equal(f.asked.length, 2, 'not asked again');
  windows.reset(overview(3000, 'cat'));
  windows.request(window);
  await settle();
  assert.equal(f.asked.length, 3, 'a new map may ask it');
});

test('without fetchWindow nothing is asked; repaint draws each window again', async () => {
  const none = new MapWindows();
  none.reset(overview(3000));
  assert.equal(none.canFetch, false);
  none.want({ first: 0, last: 9 }, { first: 0, last: 9 }, 4);
  assert.equal(none.fetching, false);
  const f = fetcher();
  let theme = 'light';
  const windows = new MapWindows({ fetchWindow: f.fetchWindow, picture: () => theme });
  windows.reset(overview(3000));
  windows.request({ row0: 0, col0: 0, rows: 10, cols: 10 });
  await settle();
  f.pending[0].resolve(windowOf(f.asked[0].window));
  await settle();
  theme = 'dark';
  windows.repaint();
  assert.equal(windows.list[0].bitmap, 'dark');
});
