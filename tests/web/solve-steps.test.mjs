// "How it is solved: step by step" (web/src/element/learn/solve-steps-view.js) on
// the page: the 10-node example whose cat wins in 24 while the 2n cutoff
// says draw, stepped by keyboard; the live region says each step once; axe
// at 375 and 1280 px, light and dark; the values hidden hide it; a
// 500-node graph reaches its last step.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, REGRESSION, PATIENCE, settled } from './helpers.mjs';
import { axeAudit } from './axe.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';

const env = withServerAndBrowser({ before, after });
const link = (text) => `${env.server.url}#graph=${encodeURIComponent(text)}`;
const game = (page) => page.locator('cat-mouse-game');
const solved = (page, text) => game(page).getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: PATIENCE });
const title = (page) => game(page).locator('.ss-title');

// Opens the panel and waits for its steps (the worker's planes read).
async function openSteps(page) {
  await game(page).getByText('How it is solved: step by step').click();
  await title(page)
    .filter({ hasText: /^Step 0$/ })
    .waitFor({ timeout: PATIENCE });
}

// Records what the step's live region is given from now on (each text set once).
const recordLive = (page) =>
  game(page).evaluate((el) => {
    const live = el.shadowRoot.querySelector('.ss-live');
    window.__said = [];
    new MutationObserver(() => window.__said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
  });
// Presses a key and returns what the live region said for it, once the page is still.
async function pressAndHear(page, key) {
  await page.evaluate(() => (window.__said.length = 0));
  await page.keyboard.press(key);
  await page.waitForFunction(() => window.__said.length > 0, null, { timeout: PATIENCE });
  await settled(page);
  return page.evaluate(() => [...window.__said]);
}

test('the 10-node example: step by keyboard, the start decided at step 24 (cat wins), the cutoff says draw; said once a step; axe', async () => {
  await withPage(env.browser, link(REGRESSION), { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    await solved(page, 'Cat wins in 24');
    const g = game(page);
    // Closed, nothing is asked: the body is not built from planes yet.
    assert.equal(await g.locator('.ss-body').isVisible(), false);
    await openSteps(page);
    await recordLive(page);
    assert.match(
      await g.locator('.ss-summary').textContent(),
      /over before any move \(the mouse in a hole: \d+; the cat on the mouse: \d+/,
    );
    assert.equal(await g.locator('.ss-start').getAttribute('data-when'), 'later');
    assert.match(
      await g.locator('.ss-start').textContent(),
      /The start \(mouse 1, cat 2, the mouse to move\) is decided at step 24 \(24 steps from here\): the cat wins\./,
    );
    // The cutoff beside it.
    const cutoff = g.locator('.ss-cutoff');
    assert.match(await cutoff.textContent(), /2n = 20 moves/);
    assert.match(
      await cutoff.locator('.ss-verdicts').textContent(),
      /The start: the cutoff says a draw; exact: the cat wins in 24 moves\. ✗ wrong/,
    );
    assert.match(await cutoff.textContent(), /It gets \d+ positions of 180 wrong: each one decided at step 20 or later/);

    // Next by keyboard: Enter and Space on the focused button, one announcement each.
    await g.getByRole('button', { name: 'Next step' }).focus();
    let said = await pressAndHear(page, 'Enter');
    assert.equal(said.length, 1, `said once: ${JSON.stringify(said)}`);
    assert.match(said[0], /^Step 1: \d+ positions? decided, each ending in 1 move/);
    assert.equal(await title(page).textContent(), 'Step 1');
    said = await pressAndHear(page, 'Space');
    assert.equal(said.length, 1);
    assert.match(said[0], /^Step 2: /);
    // The slider: End, then the arrows back to the start's step.
    const slider = g.getByRole('slider', { name: 'Solving step' });
    await slider.focus();
    said = await pressAndHear(page, 'End');
    assert.equal(said.length, 1);
    assert.match(said[0], /^The end \(step 26\): Nothing is decided at step 26, so the solver stops\./);
    assert.equal(await slider.getAttribute('aria-valuetext'), 'the end, step 26 of 26: the rest are draws');
    await pressAndHear(page, 'ArrowLeft');
    said = await pressAndHear(page, 'ArrowLeft');
    assert.equal(said.length, 1);
    assert.match(
      said[0],
      /^Step 24: .*The start \(mouse 1, cat 2, the mouse to move\) is decided at step 24 \(this step\): the cat wins\.$/,
    );
    assert.match(said[0], /The 2n cutoff \(20 plies\) never sees this step/);
    assert.equal(await slider.getAttribute('aria-valuetext'), 'step 24 of 26');
    // The start highlighted: its line, its grid's caption, its table row's step.
    assert.equal(await g.locator('.ss-start').getAttribute('data-when'), 'now');
    assert.match(await g.locator('.ss-figure figcaption').first().textContent(), /^The mouse to move \(start ◎ 1, 2\)$/);
    assert.equal(await g.locator('.ss-table tr[aria-current] th').textContent(), '24');
    // The cutoff's marks, on and said in a grid cell's words.
    await g.getByRole('checkbox', { name: /Mark the positions it gets wrong/ }).check();
    const grid = g.getByRole('application', { name: /Positions with the mouse to move/ });
    await grid.focus();
    await page.keyboard.press('ArrowRight'); // from the start (1, 2) to (1, 3) and back
    await page.keyboard.press('ArrowLeft');
    assert.equal(
      await g.locator('.ss-readout').textContent(),
      'mouse 1, cat 2, the mouse to move: decided at step 24: the cat wins in 24 moves; the 2n cutoff wrongly says a draw',
    );
    await axeAudit(page, 'solve steps, 1280 px, light');
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await axeAudit(page, 'solve steps, 375 px, light');
    await g.locator('.steps-panel').screenshot({ path: '/tmp/solve-steps-375-light.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await settled(page);
    await g.locator('.steps-panel').screenshot({ path: '/tmp/solve-steps-1280-light.png' });
  });
});

test('dark: axe at 375 and 1280 px; screenshots', async () => {
  for (const width of [1280, 375]) {
    await withPage(env.browser, link(REGRESSION), { viewport: { width, height: 900 }, colorScheme: 'dark' }, async ({ page }) => {
      await solved(page, 'Cat wins in 24');
      await openSteps(page);
      await game(page).getByRole('slider', { name: 'Solving step' }).fill('12');
      await title(page)
        .filter({ hasText: /^Step 12$/ })
        .waitFor({ timeout: PATIENCE });
      await settled(page);
      await axeAudit(page, `solve steps, ${width} px, dark`);
      await game(page)
        .locator('.steps-panel')
        .screenshot({ path: `/tmp/solve-steps-${width}-dark.png` });
    });
  }
});

test('values hidden (Hide values in play) hide the steps', async () => {
  await withPage(env.browser, link(REGRESSION), async ({ page }) => {
    await solved(page, 'Cat wins in 24');
    const g = game(page);
    await openSteps(page);
    await g.getByRole('radio', { name: 'Play the computer' }).check();
    await g.getByRole('checkbox', { name: 'Hide values' }).check();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.valuesHidden);
    assert.equal(await g.locator('.steps-panel').isVisible(), false);
    assert.match(await g.locator('.ss-empty').textContent(), /^Hidden while the values are hidden/);
    assert.equal(await g.locator('.ss-body').isVisible(), false);
    await g.getByRole('checkbox', { name: 'Hide values' }).uncheck();
    await title(page)
      .filter({ hasText: /^Step \d+$/ })
      .waitFor({ timeout: PATIENCE });
  });
});

test('500 nodes: the panel opens and reaches the last step without errors', async (t) => {
  await withPage(env.browser, link(sparseGraph(500, 5)), { viewport: { width: 1280, height: 900 } }, async ({ page }) => {
    const g = game(page);
    await page.waitForFunction(() => document.querySelector('cat-mouse-game')?.result?.nodeCount === 500, null, { timeout: PATIENCE });
    const opened = Date.now();
    await openSteps(page);
    t.diagnostic(`opened to step 0 in ${Date.now() - opened} ms`);
    await g.getByRole('button', { name: 'Last step' }).click();
    await title(page)
      .filter({ hasText: /^The end/ })
      .waitFor({ timeout: PATIENCE });
    assert.match(await g.locator('.ss-summary').textContent(), /Decided so far: [\d,]+ of 499,000 positions\./);
    await settled(page);
    await g.locator('.steps-panel').screenshot({ path: '/tmp/solve-steps-500.png' });
  });
});
