// The value map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted
// by the harness page of tests/web/value-map-harness.mjs and fed maps solved
// here by the npm package. Here: screenshots at phone, laptop and wide widths,
// with nothing wider than the window.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1 as EXAMPLE_1_ARRAY } from '../fixtures/graphs.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';
import { shots, withPage } from './helpers.mjs';
import { valueMapHarness, solved } from './value-map-harness.mjs';

const env = valueMapHarness({ before, after });

test('screenshots at phone, laptop and wide widths', async () => {
  const cases = [
    ['example1', EXAMPLE_1_ARRAY],
    ['sparse200', sparseGraph(200, 1)],
  ];
  for (const [name, graph] of cases) {
    const { game, data } = await solved(env, graph, 'mouse');
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
