// The value map view (web/src/element/value-map-view.js) in Chromium,
// mounted in a shadow root by a small harness page (tests/web/fixtures/
// value-map.html) and fed maps solved here by the npm package: the letters
// and colours a person sees, keyboard access and what it announces, picks,
// the summary against an independent count, a 2,000-node map, screenshots.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { build } from 'esbuild';
import sirv from 'sirv';
import { root, launch, withPage, shots, startServer } from './helpers.mjs';
import { EXAMPLE_1 as EXAMPLE_1_ARRAY } from '../fixtures/graphs.mjs';
import { createSolver } from '../../wasm/src/node.js';
import { gameOracle } from '../model/oracle.mjs';
import { cellText, summarize, CELL_MARK } from '../../web/src/model/value-map.js';
import { sparseGraph } from '../../web/src/page/examples.js';
import { valueMap as workerMap, mapWindow } from '../../wasm/src/worker-service.js';

const env = {};
const solver = await createSolver();

before(async () => {
  env.out = await mkdtemp(`${tmpdir()}/value-map-`);
  await build({
    stdin: {
      contents: `
        import { ValueMapView, VALUE_MAP_STYLES } from './web/src/element/value-map-view.js';
        import { STYLES } from './web/src/element/styles.js';
        const host = document.getElementById('host');
        const shadow = host.attachShadow({ mode: 'open' });
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(STYLES + VALUE_MAP_STYLES + '.map { padding: 10px 16px 14px; }');
        shadow.adoptedStyleSheets = [sheet];
        const box = document.createElement('div');
        box.className = 'map';
        shadow.append(box);
        window.picks = [];
        window.loads = [];
        // Exact windows of an overview come from the test (window.nodeWindow, exposed by Playwright).
        window.fetches = [];
        const fetchWindow = async (turn, w) => {
          fetches.push(w);
          const d = await window.nodeWindow(turn, w);
          return { ...d, outcome: Uint8Array.from(d.outcome), remoteness: Int32Array.from(d.remoteness) };
        };
        const view = new ValueMapView(box, { onPick: (mouse, cat) => picks.push([mouse, cat]), onLoad: (p) => loads.push(p), fetchWindow });
        const bytes = async (url) => (await fetch(url)).arrayBuffer();
        window.view = view;
        window.shadow = shadow;
        // A map the test wrote next to the bundle: id.json, id.outcome, id.remoteness.
        window.showMap = async (id) => {
          const d = await (await fetch('./' + id + '.json')).json();
          const map = { nodeCount: d.nodeCount, hole: d.hole, turn: d.turn, outcome: new Uint8Array(await bytes('./' + id + '.outcome')), remoteness: new Int32Array(await bytes('./' + id + '.remoteness')) };
          const t0 = performance.now();
          view.show(map, { graph: d.graph, hole: d.hole, start: d.start });
          window.last = { map, graph: d.graph, hole: d.hole };
          return performance.now() - t0;
        };
        // An overview the test wrote: id.json (with its summary) and id.counts.
        window.showOverview = async (id) => {
          const d = await (await fetch('./' + id + '.json')).json();
          const Counts = { 1: Uint8Array, 2: Uint16Array, 4: Uint32Array }[d.bytes];
          const map = { nodeCount: d.nodeCount, hole: d.hole, turn: d.turn, summary: d.summary, overview: { block: d.block, blocks: d.blocks, counts: new Counts(await bytes('./' + id + '.counts')) } };
          view.show(map, { graph: d.graph, hole: d.hole, start: d.start });
          window.last = { map, graph: d.graph, hole: d.hole };
        };
        // The element re-renders with a new start: the same map, a copy of the graph.
        window.reshow = (start) => view.show(last.map, { graph: structuredClone(last.graph), hole: last.hole, start });
        // The colours of a 4 × 4 device-pixel patch near a cell's top left corner.
        window.sample = (mouse, cat) => {
          const canvas = shadow.querySelector('canvas');
          const rect = canvas.getBoundingClientRect();
          const p = view.cellCenter(mouse, cat);
          const s = view.state.cell;
          const dpr = devicePixelRatio;
          const x = Math.round((p.x - rect.left - s / 2 + Math.min(3, s * 0.15)) * dpr);
          const y = Math.round((p.y - rect.top - s / 2 + Math.min(3, s * 0.15)) * dpr);
          const data = canvas.getContext('2d').getImageData(x, y, 4, 4).data;
          const out = [];
          for (let i = 0; i < data.length; i += 4) out.push([data[i], data[i + 1], data[i + 2]]);
          return out;
        };
      `,
      resolveDir: root,
      sourcefile: 'harness-entry.js',
    },
    outfile: `${env.out}/harness.js`,
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    logLevel: 'warning',
  });
  const fixtures = sirv(`${root}tests/web/fixtures`, { dev: true });
  const bundle = sirv(env.out, { dev: true });
  env.server = createServer((req, res) =>
    fixtures(req, res, () =>
      bundle(req, res, () => {
        res.statusCode = 404;
        res.end('not found');
      }),
    ),
  );
  await new Promise((resolve) => env.server.listen(0, '127.0.0.1', resolve));
  env.url = `http://127.0.0.1:${env.server.address().port}/value-map.html`;
  env.browser = await launch();
});

after(async () => {
  await env.browser?.close();
  await new Promise((r) => (env.server ? env.server.close(r) : r()));
  await rm(env.out, { recursive: true, force: true });
});

const bytes = (typed) => Buffer.from(typed.buffer, typed.byteOffset, typed.byteLength);
let maps = 0;

// Solves a graph here and writes its map where the harness fetches it; data.id names it.
async function solved(graph, turn = 'mouse', options = {}) {
  const game = solver.solve(graph, options);
  const map = await gameOracle(game, solver).valueMap(turn);
  const id = `map${++maps}`;
  const start = { mouse: game.start.mouse, cat: game.start.cat };
  await writeFile(`${env.out}/${id}.json`, JSON.stringify({ nodeCount: map.nodeCount, hole: map.hole, turn, graph: game.graph, start }));
  await writeFile(`${env.out}/${id}.outcome`, bytes(map.outcome));
  await writeFile(`${env.out}/${id}.remoteness`, bytes(map.remoteness));
  return { game, map, data: { id, start } };
}

// What a cell is, worked out from the table alone (not from the view's helpers).
function expectedKind(game, mouse, cat, turn) {
  if (cat === game.hole) return 'none';
  const { outcome, plies } = game.value({ mouse, cat, turn });
  if (outcome === 0) return 'draw';
  if (plies === 0) return 'over';
  return outcome === 1 ? 'mouse' : 'cat';
}

// The default theme's colours, as the view mixes them from the custom properties.
const COLOURS = {
  mouse: [[63, 99, 224]],
  cat: [
    [238, 122, 28],
    [246, 191, 147],
  ],
  draw: [
    [245, 233, 202],
    [168, 124, 10],
  ],
  over: [[245, 246, 248]],
  none: [[220, 222, 227]],
};
function kindOfPixels(pixels) {
  const votes = {};
  for (const [r, g, b] of pixels) {
    let best = null;
    let bestD = Infinity;
    for (const [kind, list] of Object.entries(COLOURS)) {
      for (const [R, G, B] of list) {
        const d = (r - R) ** 2 + (g - G) ** 2 + (b - B) ** 2;
        if (d < bestD) [best, bestD] = [kind, d];
      }
    }
    if (bestD < 40 ** 2) votes[best] = (votes[best] ?? 0) + 1;
  }
  return Object.entries(votes).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

const liveText = (page) => page.evaluate(() => shadow.querySelector('[aria-live]').textContent);

test('every cell of a small map shows its outcome by letter and colour, in its place', async () => {
  await withPage(env.browser, env.url, async ({ page }) => {
    for (const turn of ['mouse', 'cat']) {
      const { game, data } = await solved(EXAMPLE_1_ARRAY, turn);
      await page.evaluate((id) => showMap(id), data.id);
      const state = await page.evaluate(() => view.state);
      assert.ok(state.letters, `letters at ${state.cell}px cells`);
      const n = game.nodeCount;
      const drawn = new Map(state.drawn.map((d) => [`${d.mouse},${d.cat}`, d.mark]));
      for (let mouse = 0; mouse < n; mouse++) {
        for (let cat = 0; cat < n; cat++) {
          const kind = expectedKind(game, mouse, cat, turn);
          // The letter written in the cell (a cross, not a letter, where it is no position).
          assert.equal(drawn.get(`${mouse},${cat}`), kind === 'none' ? undefined : CELL_MARK[kind], `letter of mouse ${mouse}, cat ${cat}`);
          // The colour/pattern on screen at that place.
          assert.equal(
            kindOfPixels(await page.evaluate(([m, c]) => sample(m, c), [mouse, cat])),
            kind,
            `colour of mouse ${mouse}, cat ${cat}`,
          );
          // And the point on screen maps back to the pair.
          const at = await page.evaluate(
            ([m, c]) => {
              const p = view.cellCenter(m, c);
              return view.cellAt(p.x, p.y);
            },
            [mouse, cat],
          );
          assert.deepEqual(at, { mouse, cat });
        }
      }
      // The accessible name says which side moves.
      await page.getByRole('application', { name: `Value map, the ${turn} to move: 6 mouse starts by 6 cat starts` }).waitFor();
      game.dispose();
    }
  });
});

test('one tab stop; arrows, Home/End, PageUp/PageDown move a focus that is announced in words; Enter and Space pick', async () => {
  const { game, map, data } = await solved(EXAMPLE_1_ARRAY, 'mouse');
  await withPage(env.browser, env.url, async ({ page }) => {
    await page.evaluate((id) => showMap(id), data.id);
    await page.getByRole('button', { name: 'Before the map' }).focus();
    // Tab passes the order menu and the zoom buttons, then lands on the map.
    const grid = page.getByRole('application');
    for (let i = 0; i < 8 && !(await grid.evaluate((g) => g.getRootNode().activeElement === g)); i++) await page.keyboard.press('Tab');
    assert.ok(await grid.evaluate((g) => g.getRootNode().activeElement === g), 'the map takes the focus');
    assert.match(await grid.getAttribute('aria-describedby'), /help/);
    // The focus starts on the current start (mouse 1, cat 2) and says so.
    assert.equal(await liveText(page), cellText(map, 1, 2));
    const steps = [
      ['ArrowRight', 1, 3],
      ['ArrowDown', 2, 3],
      ['ArrowLeft', 2, 2],
      ['ArrowUp', 1, 2],
      ['End', 1, 5],
      ['Home', 1, 0],
      ['PageDown', 5, 0],
      ['PageUp', 0, 0],
      ['Control+End', 5, 5],
      ['Control+Home', 0, 0],
    ];
    for (const [key, mouse, cat] of steps) {
      await page.keyboard.press(key);
      assert.equal(await liveText(page), cellText(map, mouse, cat), `after ${key}`);
      assert.deepEqual(await page.evaluate(() => view.state.focus), { mouse, cat });
    }
    assert.equal(await liveText(page), 'mouse 0, cat 0: not a position (the cat may never stand on the hole)');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await liveText(page), cellText(map, 2, 3));
    await page.keyboard.press('Enter');
    assert.deepEqual(await page.evaluate(() => picks), [[2, 3]]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    assert.deepEqual(await page.evaluate(() => picks), [
      [2, 3],
      [2, 4],
    ]);
    // Tab leaves the map (one tab stop).
    await page.keyboard.press('Tab');
    assert.ok(
      await page.evaluate(() => document.activeElement.id === 'after' || shadow.activeElement?.textContent === 'Load the longest win'),
    );
  });
  game.dispose();
});

test('hover reads a cell; a click picks it; the order menu sorts by distance from the hole', async () => {
  const { game, map, data } = await solved(EXAMPLE_1_ARRAY, 'mouse');
  await withPage(env.browser, env.url, async ({ page }) => {
    await page.evaluate((id) => showMap(id), data.id);
    const at = await page.evaluate(() => view.cellCenter(4, 3));
    await page.mouse.move(at.x, at.y);
    const tip = page.locator('.vm-tip');
    await tip.waitFor();
    assert.equal(await tip.textContent(), cellText(map, 4, 3));
    assert.equal(await page.locator('.vm-readout').textContent(), cellText(map, 4, 3));
    await page.mouse.click(at.x, at.y);
    assert.deepEqual(await page.evaluate(() => picks), [[4, 3]]);
    // By distance from the hole 0: 0, then 2 and 5, then 3 and 4, then 1.
    await page.getByRole('combobox', { name: 'Order' }).selectOption('distance');
    const state = await page.evaluate(() => view.state);
    assert.deepEqual(state.rows, [0, 2, 5, 3, 4, 1]);
    // Row 1 of the picture is now mouse 2; its third column cat 5.
    const canvasBox = await page.locator('.vm-grid canvas').boundingBox();
    const header = await page.evaluate(() => view.cellCenter(0, 0));
    const cell = state.cell;
    const hit = await page.evaluate(([x, y]) => view.cellAt(x, y), [header.x + 2 * cell, header.y + 1 * cell]);
    assert.deepEqual(hit, { mouse: 2, cat: 5 });
    assert.ok(canvasBox.width > 0);
    // The letters are drawn in the new places: the pixels of (mouse 2, cat 5) there.
    assert.equal(kindOfPixels(await page.evaluate(() => sample(2, 5))), expectedKind(game, 2, 5, 'mouse'));
  });
  game.dispose();
});

test('the summary counts equal an independent count; the longest win loads; the histogram has a text alternative', async () => {
  for (const [graph, turn] of [
    [EXAMPLE_1_ARRAY, 'mouse'],
    [sparseGraph(60, 4), 'cat'],
  ]) {
    const { game, data } = await solved(graph, turn);
    await withPage(env.browser, env.url, async ({ page }) => {
      await page.evaluate((id) => showMap(id), data.id);
      const n = game.nodeCount;
      const counts = { mouse: 0, cat: 0, draw: 0, over: 0, none: 0 };
      const hist = new Map();
      let longest = 0;
      for (let m = 0; m < n; m++) {
        for (let c = 0; c < n; c++) {
          const kind = expectedKind(game, m, c, turn);
          counts[kind]++;
          if (kind === 'mouse' || kind === 'cat') {
            const { plies } = game.value({ mouse: m, cat: c, turn });
            longest = Math.max(longest, plies);
            const row = hist.get(plies) ?? { mouse: 0, cat: 0 };
            row[kind]++;
            hist.set(plies, row);
          }
        }
      }
      const list = page.getByRole('list', { name: 'Starts by outcome' });
      const read = async (words) =>
        (
          await list
            .getByRole('listitem')
            .filter({ hasText: words })
            .locator('.n')
            .evaluate((e) => e.firstChild.textContent)
        ).replace(/,/g, '');
      assert.equal(Number(await read('Mouse wins')), counts.mouse);
      assert.equal(Number(await read('Cat wins')), counts.cat);
      assert.equal(Number(await read('Draws')), counts.draw);
      assert.equal(Number(await read('Decided before any move')), counts.over);
      assert.equal(Number(await read('Not a position')), counts.none);
      // The histogram's table: one row per remoteness (up to 40 rows).
      const rows = await page
        .locator('.vm-hist table tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
      assert.ok(longest <= 40, 'small enough for one bar per length');
      assert.equal(rows.length, longest);
      for (const [label, mouse, cat] of rows) {
        const want = hist.get(Number(label)) ?? { mouse: 0, cat: 0 };
        assert.deepEqual([Number(mouse), Number(cat)], [want.mouse, want.cat], `remoteness ${label}`);
      }
      await page.getByRole('button', { name: 'Load the longest win' }).click();
      const [loaded] = await page.evaluate(() => loads);
      assert.equal(loaded.plies, longest);
      assert.equal(game.value({ mouse: loaded.mouse, cat: loaded.cat, turn }).plies, longest);
      assert.equal(loaded.turn, turn);
    });
    game.dispose();
  }
});

test('a 2,000-node map: drawn at once as specks, zooms to patterned cells, keyboard reaches the far corner', async (t) => {
  const { game, map, data } = await solved(sparseGraph(2000, 9), 'mouse');
  await withPage(env.browser, env.url, { viewport: { width: 1366, height: 900 } }, async ({ page }) => {
    const ms = await page.evaluate((id) => showMap(id), data.id);
    t.diagnostic(`show() of 4,000,000 cells: ${Math.round(ms)} ms`);
    // one pass each for the bitmap, counts and histogram; the time logged, not asserted (a loaded machine's as much as the page's)
    let state = await page.evaluate(() => view.state);
    assert.ok(!state.patterns && !state.letters, `fit: ${state.cell}px cells`);
    await page.screenshot({ path: `${shots}/value-map-2000-fit.png` });
    // Zoom in until letters show.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    while (!(await page.evaluate(() => view.state.letters))) {
      await zoomIn.click();
    }
    state = await page.evaluate(() => view.state);
    assert.ok(state.patterns && state.letters);
    // The start is in view, its letter is right.
    const { mouse, cat } = data.start;
    const mark = state.drawn.find((d) => d.mouse === mouse && d.cat === cat)?.mark;
    assert.equal(mark, CELL_MARK[expectedKind(game, mouse, cat, 'mouse')]);
    // Ctrl+End goes to the last cell, scrolled into view, announced.
    await page.getByRole('application').focus();
    await page.keyboard.press('Control+End');
    assert.equal(await liveText(page), cellText(map, 1999, 1999));
    assert.equal(kindOfPixels(await page.evaluate(() => sample(1999, 1999))), expectedKind(game, 1999, 1999, 'mouse'));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('PageUp');
    const focus = await page.evaluate(() => view.state.focus);
    assert.equal(focus.cat, 1998);
    assert.ok(focus.mouse < 1999 - 5, 'PageUp jumps by a page');
    assert.equal(
      kindOfPixels(await page.evaluate(([m, c]) => sample(m, c), [focus.mouse, focus.cat])),
      expectedKind(game, focus.mouse, focus.cat, 'mouse'),
    );
    await page.keyboard.press('Enter');
    assert.deepEqual(await page.evaluate(() => picks), [[focus.mouse, focus.cat]]);
    // The element answers a pick with the map again and the new start: zoom and scroll stay.
    const before = await page.evaluate(() => ({ cell: view.state.cell, left: shadow.querySelector('.vm-grid').scrollLeft }));
    const shown = await page.evaluate(() => view.state.shown);
    assert.ok(shown >= 1, 'the map was arranged');
    await page.evaluate((start) => reshow(start), { mouse: focus.mouse, cat: focus.cat });
    assert.equal(await page.evaluate(() => view.state.shown), shown, 'a new start redraws without recounting');
    assert.deepEqual(await page.evaluate(() => ({ cell: view.state.cell, left: shadow.querySelector('.vm-grid').scrollLeft })), before);
    await page.screenshot({ path: `${shots}/value-map-2000-zoomed.png` });
    // A drag pans (and picks nothing); + and − zoom about the focused cell.
    const box = await page.locator('.vm-grid canvas').boundingBox();
    const scroll = () =>
      page.evaluate(() => {
        const g = shadow.querySelector('.vm-grid');
        return [g.scrollLeft, g.scrollTop];
      });
    const [x0, y0] = await scroll();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 80, { steps: 6 });
    await page.mouse.up();
    const [x1, y1] = await scroll();
    assert.ok(Math.abs(x0 - x1 - 120) <= 2 && Math.abs(y0 - y1 - 80) <= 2, `panned from ${x0},${y0} to ${x1},${y1}`);
    assert.equal(await page.evaluate(() => picks.length), 1);
    await page.getByRole('application').focus();
    await page.keyboard.press('ArrowDown');
    const here = await page.evaluate(() => view.state.focus);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    const after = await page.evaluate(() => view.state);
    assert.ok(after.cell < before.cell);
    assert.deepEqual(after.focus, here);
    const p = await page.evaluate(({ mouse, cat }) => view.cellCenter(mouse, cat), here);
    const grid = await page.getByRole('application').boundingBox();
    assert.ok(p.x > grid.x && p.x < grid.x + grid.width && p.y > grid.y && p.y < grid.y + grid.height, 'the focused cell stays in view');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), 'no sideways scroll on a phone');
    await page.screenshot({ path: `${shots}/value-map-2000-390.png`, fullPage: true });
  });
  game.dispose();
});

test('a 3,000-node map: an overview of blocks, exact cells on zoom and by keyboard', async () => {
  const n = 3000;
  const game = solver.solve(sparseGraph(n, 5));
  const map = workerMap(game, 'mouse'); // what the worker sends above 2,000 nodes
  assert.ok(map.overview && !map.outcome);
  const id = `map${++maps}`;
  const start = { mouse: game.start.mouse, cat: game.start.cat };
  const { block, blocks, counts } = map.overview;
  await writeFile(
    `${env.out}/${id}.json`,
    JSON.stringify({
      nodeCount: n,
      hole: map.hole,
      turn: 'mouse',
      graph: game.graph,
      start,
      summary: map.summary,
      block,
      blocks,
      bytes: counts.BYTES_PER_ELEMENT,
    }),
  );
  await writeFile(`${env.out}/${id}.counts`, bytes(counts));
  const exact = (mouse, cat) => cellText(mapWindow(game, 'mouse', { row0: mouse, col0: cat, rows: 1, cols: 1 }), mouse, cat);
  await withPage(env.browser, env.url, { viewport: { width: 1366, height: 900 } }, async ({ page }) => {
    await page.exposeFunction('nodeWindow', (turn, w) => {
      const win = mapWindow(game, turn, w);
      return { ...win, outcome: Array.from(win.outcome), remoteness: Array.from(win.remoteness) };
    });
    await page.evaluate((i) => showOverview(i), id);
    let state = await page.evaluate(() => view.state);
    assert.deepEqual(state.overview, { block: 3, blocks: 1000 });
    assert.equal(state.order, 'id');
    assert.equal(await page.getByRole('combobox', { name: 'Order' }).isDisabled(), true);
    // The summary is the worker's: the counts as computed there.
    const mouseWins = await page.locator('.vm-counts li').first().locator('.n').textContent();
    assert.ok(mouseWins.startsWith(map.summary.counts.mouse.toLocaleString('en-US')), mouseWins);
    await page.screenshot({ path: `${shots}/value-map-3000-fit.png` });
    // Zoomed out, hover reads a block's counts.
    const box = await page.locator('.vm-grid canvas').boundingBox();
    await page.mouse.move(box.x + box.width - 40, box.y + box.height - 40);
    const readout = page.locator('.vm-readout');
    assert.match(await readout.textContent(), /^mouse \d+–\d+, cat \d+–\d+ \(9 starts\): .*mostly /);
    // The keyboard reads exact cells even zoomed out: each fetched as a small window.
    await page.getByRole('application').focus();
    await page.keyboard.press('Control+End');
    await page.waitForFunction((text) => shadow.querySelector('[aria-live]').textContent === text, exact(n - 1, n - 1));
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((text) => shadow.querySelector('[aria-live]').textContent === text, exact(n - 1, n - 2));
    const small = await page.evaluate(() => fetches.map((w) => w.rows * w.cols));
    assert.ok(
      small.every((cells) => cells <= 33 * 33),
      `small windows: ${small}`,
    );
    // Zoom in until letters show: the cells on screen come as one window, drawn exactly.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    while (!(await page.evaluate(() => view.state.letters))) await zoomIn.click();
    await page.waitForFunction(() => view.state.drawn.length > 100);
    state = await page.evaluate(() => view.state);
    assert.ok(state.windows.length > 0);
    for (const d of state.drawn) {
      const kind = expectedKind(game, d.mouse, d.cat, 'mouse');
      assert.equal(d.mark, CELL_MARK[kind], `mouse ${d.mouse}, cat ${d.cat}`);
    }
    await page.screenshot({ path: `${shots}/value-map-3000-zoomed.png` });
    // Far from the fetched cells: Home and PageDown, announced exactly.
    await page.getByRole('application').focus();
    await page.keyboard.press('Control+Home');
    await page.waitForFunction((text) => shadow.querySelector('[aria-live]').textContent === text, exact(0, 0));
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    const focus = await page.evaluate(() => view.state.focus);
    assert.ok(focus.mouse > 10 && focus.cat === 1);
    await page.waitForFunction((text) => shadow.querySelector('[aria-live]').textContent === text, exact(focus.mouse, focus.cat));
    await page.keyboard.press('Enter');
    assert.deepEqual(await page.evaluate(() => picks), [[focus.mouse, focus.cat]]);
  });
  game.dispose();
});

test('screenshots at phone, laptop and wide widths', async () => {
  const cases = [
    ['example1', EXAMPLE_1_ARRAY],
    ['sparse200', sparseGraph(200, 1)],
  ];
  for (const [name, graph] of cases) {
    const { game, data } = await solved(graph, 'mouse');
    await withPage(env.browser, env.url, { viewport: { width: 1366, height: 900 } }, async ({ page }) => {
      await page.evaluate((id) => showMap(id), data.id);
      await page.getByRole('application').focus();
      await page.keyboard.press('ArrowRight');
      for (const width of [390, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        // Nothing wider than the window; the map fits its box.
        assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `no sideways scroll at ${width}px`);
        const grid = await page.getByRole('application').boundingBox();
        assert.ok(grid.x >= 0 && grid.x + grid.width <= width, `the map is inside the window at ${width}px`);
        await page.screenshot({ path: `${shots}/value-map-${name}-${width}.png`, fullPage: true });
      }
    });
    game.dispose();
  }
});

test('clear() shows a message instead of the map', async () => {
  await withPage(env.browser, env.url, async ({ page }) => {
    await page.evaluate(() => view.clear('The value map is drawn for graphs up to 2,000 nodes'));
    await page.getByText('The value map is drawn for graphs up to 2,000 nodes').waitFor();
    assert.equal(await page.getByRole('application').count(), 0);
  });
});

// Through the real page: <cat-mouse-game> mounts the view in its "Value
// map" panel.

test('end to end: open the map on the page, walk it with the keyboard, pick a start, load the longest win', async () => {
  const { game: table, map } = await solved(EXAMPLE_1_ARRAY, 'mouse');
  const server = await startServer();
  try {
    await withPage(env.browser, server.url, async ({ page }) => {
      const game = page.locator('cat-mouse-game');
      await page.getByRole('status').filter({ hasText: 'Draw' }).first().waitFor({ timeout: 20000 });
      await game.getByText('Value map', { exact: false }).first().click();
      const grid = game.getByRole('application', { name: 'Value map, the mouse to move: 6 mouse starts by 6 cat starts' });
      await grid.waitFor({ timeout: 20000 });
      await grid.focus();
      const live = () => grid.evaluate((g) => g.closest('.vm').querySelector('[aria-live]').textContent);
      assert.equal(await live(), cellText(map, 1, 2), "the focus starts on the board's start");
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'End']) await page.keyboard.press(key);
      assert.equal(await live(), cellText(map, 4, 5));
      assert.equal(cellText(map, 4, 5), 'mouse 4, cat 5: the cat wins in 2 moves');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => {
          const p = document.querySelector('cat-mouse-game').position;
          return p && p.mouse === 4 && p.cat === 5;
        },
        null,
        { timeout: 10000 },
      );
      assert.equal((await game.evaluate((el) => el.position)).turn, 'mouse');
      await game.getByRole('status').filter({ hasText: 'Cat wins in 2 moves' }).first().waitFor({ timeout: 10000 });
      // The page's start fields follow.
      assert.equal(
        await page
          .getByRole('spinbutton', { name: 'Mouse starts on' })
          .or(page.getByRole('textbox', { name: 'Mouse starts on' }))
          .inputValue(),
        '4',
      );
      // The longest win of the mouse-first map loads.
      await game.getByRole('button', { name: 'Load the longest win' }).click();
      const facts = summarize(map);
      await page.waitForFunction(
        ({ mouse, cat }) => {
          const p = document.querySelector('cat-mouse-game').position;
          return p && p.mouse === mouse && p.cat === cat;
        },
        facts.longest,
        { timeout: 10000 },
      );
      await game
        .getByRole('status')
        .filter({ hasText: `Cat wins in ${facts.longest.plies} moves` })
        .first()
        .waitFor({ timeout: 10000 });
      for (const width of [390, 1366, 1920]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1366 ? 768 : 1080 });
        await page.waitForTimeout(300);
        await grid.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/value-map-page-${width}.png`, fullPage: true });
      }
    });
  } finally {
    await server.close();
    table.dispose();
  }
});
