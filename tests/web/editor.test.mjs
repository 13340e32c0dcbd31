// The Graph text area's error mark and "Show line N, column M".
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, typeGraph, shots, setGraph, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('"Show line 701" scrolls the text area to the marked place', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const lines = Array.from({ length: 800 }, (_, i) => `${i} ${i + 1}`);
    lines[700] = '700 x';
    await setGraph(page, lines.join('\n'));
    const show = page.getByRole('button', { name: /^Show line 701, column/ });
    await show.waitFor({ timeout: PATIENCE });
    await show.click();
    const view = await page.evaluate(() => {
      const box = document.getElementById('graph');
      const mark = document.querySelector('#graph-backdrop mark');
      return {
        top: box.scrollTop,
        height: box.clientHeight,
        mark: mark.offsetTop,
        backdrop: document.getElementById('graph-backdrop').scrollTop,
        selected: box.value.slice(box.selectionStart, box.selectionEnd),
      };
    });
    assert.ok(
      view.mark >= view.top && view.mark < view.top + view.height,
      `mark at ${view.mark}, view ${view.top}..${view.top + view.height}`,
    );
    assert.equal(view.backdrop, view.top, 'the mark scrolls with the text');
    assert.equal(view.selected, 'x');
    await page.screenshot({ path: `${shots}/editor-scrolled.png` });
  });
});

test('the error mark covers the whole token', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await typeGraph(page, '[[1,2],[0],[0,99]]');
    await page.locator('.graph-alert').filter({ hasText: 'lists 99' }).waitFor({ timeout: PATIENCE });
    assert.equal(await page.locator('#graph-backdrop mark').textContent(), '99');
  });
});
