// The board itself: node ids readable up to 200 nodes, hover feedback, and
// token drops the rules forbid.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, openPage, shots } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 30000 });
const settle = (page) => page.waitForFunction(() => !document.querySelector('cat-mouse-game').layoutRunning, null, { timeout: 20000 });
// Where node n is on the page, in page pixels.
const at = (page, node) => game(page).evaluate((el, n) => {
  const canvas = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
  const [x, y] = el.boardPoint(n);
  return [canvas.left + x, canvas.top + y];
}, node);

test('node ids stay readable on the 8 × 8 grid and on 200 nodes', async () => {
  const { page, context, problems } = await openPage(env.browser, env.server.url);
  await expectVerdict(page, 'Draw');
  const menu = page.getByRole('combobox', { name: 'Examples' });
  for (const [id, text] of [['grid', 'Cat wins in 22 moves'], ['sparse-200', /wins|Draw/]]) {
    await menu.selectOption(id);
    await expectVerdict(page, text);
    await settle(page);
    const state = await game(page).evaluate((el) => el.boardState);
    assert.ok(state.labelSize >= 9, `${id}: ids drawn at ${state.labelSize}px`);
    await page.screenshot({ path: `${shots}/board-labels-${id}.png` });
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('hovering a move chip rings its node; hovering a node names it', async () => {
  const { page, context, problems } = await openPage(env.browser, env.server.url);
  await expectVerdict(page, 'Draw');
  const chip = game(page).locator('.chip[data-to="3"]').first();
  await chip.hover();
  assert.equal(await game(page).evaluate((el) => el.boardState.highlight), 3);
  await page.mouse.move(5, 5);
  assert.equal(await game(page).evaluate((el) => el.boardState.highlight), null);
  await settle(page);
  const [x, y] = await at(page, 5);
  await page.mouse.move(x, y);
  assert.equal(await game(page).evaluate((el) => el.boardState.hover), 5);
  await page.screenshot({ path: `${shots}/board-hover.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
