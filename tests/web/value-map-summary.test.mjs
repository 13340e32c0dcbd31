// The value map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted
// by the harness page of tests/web/value-map-harness.mjs and fed maps solved
// here by the npm package. Here: the summary against an independent count, the
// longest win, the histogram's text alternative.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1 as EXAMPLE_1_ARRAY } from '../fixtures/graphs.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';
import { withPage } from './helpers.mjs';
import { valueMapHarness, solved, expectedKind } from './value-map-harness.mjs';

const env = valueMapHarness({ before, after });

test('the summary counts equal an independent count; the longest win loads; the histogram has a text alternative', async () => {
  for (const [graph, turn] of [
    [EXAMPLE_1_ARRAY, 'mouse'],
    [sparseGraph(60, 4), 'cat'],
  ]) {
    const { game, data } = await solved(env, graph, turn);
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
