// The value map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted
// by the harness page of tests/web/value-map-harness.mjs and fed maps solved
// here by the npm package. Here: big maps: 2,000 nodes drawn at once as specks
// and zoomed to cells, 3,000 nodes as an overview of blocks with exact cells
// fetched in windows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { CELL_MARK, cellText } from '../../web/src/model/value-map.js';
import { sparseGraph } from '../../web/src/page/examples.js';
import { valueMap as workerMap, mapWindow } from '../../wasm/src/worker-service.js';
import { shots, withPage } from './helpers.mjs';
import { valueMapHarness, solved, solver, bytes, nextMapId, expectedKind, kindOfPixels, liveText } from './value-map-harness.mjs';

const env = valueMapHarness({ before, after });

test('a 2,000-node map: drawn at once as specks, zooms to patterned cells, keyboard reaches the far corner', async (t) => {
  const { game, map, data } = await solved(env, sparseGraph(2000, 9), 'mouse');
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
  const id = nextMapId();
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
