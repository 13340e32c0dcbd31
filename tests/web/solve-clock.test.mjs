// A long solve says how long it has run and, once the progress allows, about
// how long it has left (web/src/model/solve-clock.js, whose arithmetic
// tests/model/solve-clock.test.mjs checks).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, PATIENCE } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';

const env = withServerAndBrowser({ before, after });

const FORMAT = /^Solving(?: 128,000,000 positions… \d+% ·)?(?:…)? (\d+) s, (estimating…|about .+ left|a few seconds left)$/;

test('the busy card counts the seconds of a long solve, each text an elapsed time and an estimate or "estimating…"', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    // every text the busy card shows, as it changes
    await page.locator('cat-mouse-game').evaluate((el) => {
      window.busyTexts = [];
      const p = el.shadowRoot.querySelector('.busy-text');
      new MutationObserver(() => window.busyTexts.push(p.textContent)).observe(p, { childList: true, characterData: true, subtree: true });
    });
    // 8,000 nodes: 128 million positions, seconds of solving even on a quiet
    // machine, below the 10,000-node example's memory
    const started = Date.now();
    await page.getByRole('textbox', { name: 'Graph' }).evaluate(
      (box, text) => {
        box.value = text;
        box.dispatchEvent(new Event('input', { bubbles: true }));
      },
      sparseGraph(8000, 3),
    );
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').result?.nodeCount === 8000, null, { timeout: 180000 });
    const texts = await page.evaluate(() => window.busyTexts);
    assert.ok(texts.length > 0, 'the busy card showed');
    for (const text of texts) assert.match(text, FORMAT);
    const seconds = [...new Set(texts.map((t) => Number(FORMAT.exec(t)[1])))];
    // a text a second: as many as the solve took whole seconds, give or take the ends
    const took = Math.floor((Date.now() - started) / 1000);
    assert.ok(seconds.length >= Math.max(2, took - 3), `the seconds count up: ${seconds.join(', ')} in ${took} s`);
    // and no faster than the clock: the count never passes the time the test saw go by
    assert.ok(Math.max(...seconds) <= took, `the count stays within the ${took} s the solve took: ${seconds.join(', ')}`);
    assert.deepEqual(
      seconds,
      [...seconds].sort((a, b) => a - b),
      'and never back',
    );
    console.log(`busy texts: ${[...new Set(texts)].slice(-6).join(' | ')}`);
  });
});
