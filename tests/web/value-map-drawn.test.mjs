// The value map view (web/src/element/value-map/value-map-view.js) in Chromium, mounted
// by the harness page of tests/web/value-map-harness.mjs and fed maps solved
// here by the npm package. Here: the letters and colours a person sees in each
// cell, in its place, and the message clear() shows instead of the map.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1 as EXAMPLE_1_ARRAY } from '../fixtures/graphs.mjs';
import { CELL_MARK } from '../../web/src/model/value-map.js';
import { withPage } from './helpers.mjs';
import { valueMapHarness, solved, expectedKind, kindOfPixels } from './value-map-harness.mjs';

const env = valueMapHarness({ before, after });

test('every cell of a small map shows its outcome by letter and colour, in its place', async () => {
  await withPage(env.browser, env.url, async ({ page }) => {
    for (const turn of ['mouse', 'cat']) {
      const { game, data } = await solved(env, EXAMPLE_1_ARRAY, turn);
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

test('clear() shows a message instead of the map', async () => {
  await withPage(env.browser, env.url, async ({ page }) => {
    await page.evaluate(() => view.clear('The value map is drawn for graphs up to 2,000 nodes'));
    await page.getByText('The value map is drawn for graphs up to 2,000 nodes').waitFor();
    assert.equal(await page.getByRole('application').count(), 0);
  });
});
