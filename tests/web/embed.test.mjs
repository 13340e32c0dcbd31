// The embed demo page: <cat-mouse-game> alone, in a documentation page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('the embed demo renders both boards, and the autoplay one animates on its own', async () => {
  await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
    const first = page.locator('#example-1');
    const auto = page.locator('#beyond-2n');
    await first.getByRole('status').filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    await auto.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
    // no editor in an embed; the controls attribute shows the controls
    assert.equal(await page.getByRole('textbox').count(), 0);
    assert.equal(await first.getByRole('slider', { name: 'Step' }).getAttribute('max'), '5');
    // autoplay: the step advances with nobody touching anything
    await page.waitForFunction(() => document.querySelector('#beyond-2n').step >= 3, null, { timeout: PATIENCE });
    assert.equal(await first.evaluate((el) => el.step), 0, 'the board without autoplay waits');
    await auto.getByRole('button', { name: /^Pause/ }).click();
    // A move already gliding when Pause is pressed may still land; after that, nothing moves.
    await page.waitForTimeout(700);
    const paused = await auto.evaluate((el) => el.step);
    await page.waitForTimeout(1200);
    assert.equal(await auto.evaluate((el) => el.step), paused);
    // attributes reflect options: changing one re-renders
    await first.evaluate((el) => el.setAttribute('graph', '[[1,3],[0],[3],[0,2]]'));
    await first.getByRole('status').filter({ hasText: 'Mouse wins in 1 move' }).waitFor();
    await first.evaluate((el) => {
      el.first = 'cat';
    });
    await first.getByRole('status').filter({ hasText: 'Mouse wins in 2 moves' }).waitFor();
    assert.equal(await first.getAttribute('first'), 'cat');
    await first.getByRole('button', { name: /^Play/ }).click();
    await page.screenshot({ path: `${shots}/embed.png`, fullPage: true });
  });
});

test('a bad graph attribute shows the core message in the element, without an editor', async () => {
  await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
    const first = page.locator('#example-1');
    await first.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await first.evaluate((el) => el.setAttribute('graph', '[[1,2],[0],[0,7]]'));
    await first.getByRole('alert').filter({ hasText: 'line 1, column 15: node 2 lists 7' }).waitFor();
    assert.equal(await first.getByRole('status').textContent(), 'Draw: neither side can force a win');
  });
});
