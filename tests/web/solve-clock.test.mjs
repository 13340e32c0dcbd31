// A long solve says how long it has run and, once the progress allows, about
// how long it has left (web/src/model/solve-clock.js); Cancel still works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, shots } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';

const env = withServerAndBrowser({ before, after });

test('the busy card counts the seconds and then gives an estimate', async () => {
  const { page, context, problems } = await openPage(env.browser, env.server.url);
  await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: 15000 });
  // 5,000 nodes: 50 million positions, long enough to watch, far below the 10,000-node example's memory
  await page.getByRole('textbox', { name: 'Graph' }).evaluate((box, text) => {
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, sparseGraph(5000, 3));
  const busy = page.locator('cat-mouse-game .busy-text');
  await busy.filter({ hasText: /Solving.*\b\d+ s, estimating…/ }).waitFor({ timeout: 30000 });
  const seconds = async () => Number(/(\d+) s,/.exec(await busy.textContent())?.[1]);
  const first = await seconds();
  await busy.filter({ hasText: /Solving 50,000,000 positions… \d+% · \d+ s, (about .+|a few seconds) left/ }).waitFor({ timeout: 60000 });
  await page.screenshot({ path: `${shots}/solve-clock.png` });
  const later = await seconds();
  assert.ok(later > first, `the seconds count up (${first} → ${later})`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByText('Solve cancelled').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
