// The value map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted
// by the harness page of tests/web/value-map-harness.mjs and fed maps solved
// here by the npm package. Here: through the real page, where <cat-mouse-game>
// mounts the view in its "Value map" panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1 as EXAMPLE_1_ARRAY } from '../fixtures/graphs.mjs';
import { cellText, summarize } from '../../web/src/model/value-map.js';
import { shots, startServer, withPage, PATIENCE } from './helpers.mjs';
import { valueMapHarness, solved } from './value-map-harness.mjs';

const env = valueMapHarness({ before, after });

test('end to end: open the map on the page, walk it with the keyboard, pick a start, load the longest win', async () => {
  const { game: table, map } = await solved(env, EXAMPLE_1_ARRAY, 'mouse');
  const server = await startServer();
  try {
    await withPage(env.browser, server.url, async ({ page }) => {
      const game = page.locator('cat-mouse-game');
      await page.getByRole('status').filter({ hasText: 'Draw' }).first().waitFor({ timeout: PATIENCE });
      await game.getByText('Value map', { exact: false }).first().click();
      const grid = game.getByRole('application', { name: 'Value map, the mouse to move: 6 mouse starts by 6 cat starts' });
      await grid.waitFor({ timeout: PATIENCE });
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
        { timeout: PATIENCE },
      );
      assert.equal((await game.evaluate((el) => el.position)).turn, 'mouse');
      await game.getByRole('status').filter({ hasText: 'Cat wins in 2 moves' }).first().waitFor({ timeout: PATIENCE });
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
        { timeout: PATIENCE },
      );
      await game
        .getByRole('status')
        .filter({ hasText: `Cat wins in ${facts.longest.plies} moves` })
        .first()
        .waitFor({ timeout: PATIENCE });
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
