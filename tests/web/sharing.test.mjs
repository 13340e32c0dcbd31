// The shared link holds the board on screen, not a broken or unsolved form.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, typeGraph, EXAMPLE_2 } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15000 });
const hashOf = (link) => Object.fromEntries(new URLSearchParams(new URL(link).hash.slice(1)));

test('Copy link copies the last board that solved, and says so when the form differs', async () => {
  const { page, context, problems } = await openPage(env.browser, env.server.url);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await typeGraph(page, EXAMPLE_2);
  await expectVerdict(page, 'Mouse wins in 1 move');
  const copy = page.getByRole('button', { name: 'Copy link to this board' });

  // a rules error on screen: the hole on the cat's start
  await page.locator('#rule-hole').fill('2');
  await page.locator('#rule-hole').press('Tab');
  await page.getByRole('alert').filter({ hasText: /hole/ }).first().waitFor();
  await copy.click();
  await page.getByText(/Link copied.*not the unsolved changes/).waitFor();
  let link = await page.evaluate(() => navigator.clipboard.readText());
  assert.deepEqual(hashOf(link), { graph: EXAMPLE_2, mouse: '1', cat: '2', hole: '0', first: 'mouse' });

  // text still inside the typing debounce
  await page.locator('#rule-hole').fill('0');
  await page.locator('#rule-hole').press('Tab');
  await page.getByRole('alert').filter({ hasText: /hole/ }).waitFor({ state: 'detached' });
  await page.getByRole('textbox', { name: 'Graph' }).press('End');
  await page.keyboard.type(',[9]');
  await copy.click();
  link = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(hashOf(link).graph, EXAMPLE_2);
  assert.deepEqual(problems, []);
  await context.close();
});
