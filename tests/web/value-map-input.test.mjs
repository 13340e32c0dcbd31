// The value map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted
// by the harness page of tests/web/value-map-harness.mjs and fed maps solved
// here by the npm package. Here: keyboard access and what it announces, hover,
// picks by key and by click, and the order menu.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1 as EXAMPLE_1_ARRAY } from '../fixtures/graphs.mjs';
import { cellText } from '../../web/src/model/value-map.js';
import { withPage } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';
import { valueMapHarness, solved, expectedKind, kindOfPixels, liveText } from './value-map-harness.mjs';

const env = valueMapHarness({ before, after });

test('one tab stop; arrows, Home/End, PageUp/PageDown move a focus that is announced in words; Enter and Space pick', async () => {
  const { game, map, data } = await solved(env, EXAMPLE_1_ARRAY, 'mouse');
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
  const { game, map, data } = await solved(env, EXAMPLE_1_ARRAY, 'mouse');
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

// Ctrl (or ⌘) + wheel zooms about the cell under the pointer, in and out;
// the wheel alone scrolls and leaves the zoom as it was.
test('Ctrl or ⌘ + wheel zooms in and out about the cell under the pointer; the wheel alone does not zoom', async () => {
  const { game, data } = await solved(env, sparseGraph(200, 3), 'mouse');
  await withPage(env.browser, env.url, async ({ page }) => {
    await page.evaluate((id) => showMap(id), data.id);
    const fit = await page.evaluate(() => view.state.cell);
    const frames = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const at = await page.evaluate(() => view.cellCenter(120, 80));
    await page.mouse.move(at.x, at.y);
    const under = () => page.evaluate(([x, y]) => view.cellAt(x, y), [at.x, at.y]);
    assert.deepEqual(await under(), { mouse: 120, cat: 80 });
    await page.mouse.wheel(0, -100);
    await frames();
    assert.equal(await page.evaluate(() => view.state.cell), fit, 'the wheel alone does not zoom');
    const pointed = await under(); // (the wheel may have scrolled the map under the pointer)
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await page.waitForFunction((cell) => view.state.cell > cell, fit);
    const zoomed = await page.evaluate(() => view.state.cell);
    assert.equal(zoomed, 2 * fit, 'zoomed in twice as large');
    assert.deepEqual(await under(), pointed, 'the cell under the pointer stays under it');
    await page.keyboard.down('Meta');
    await page.mouse.wheel(0, 100);
    await page.keyboard.up('Meta');
    await page.waitForFunction((cell) => view.state.cell < cell, zoomed);
    assert.equal(await page.evaluate(() => view.state.cell), fit, 'back to the fit');
  });
  game.dispose();
});
