// The examples menu from the keyboard: arrowing through it loads the example
// it stops on, not every example it passes (the 10,000-node one among them).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('keys through the examples menu load the one they stop on, not the ones they pass', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    // What the page sends its workers: the longest text in each message.
    await page.evaluate(() => {
      window.sentTexts = [];
      const longest = (value, depth = 0) => {
        if (typeof value === 'string') return value.length;
        if (!value || typeof value !== 'object' || depth > 3) return 0;
        return Math.max(0, ...Object.values(value).map((v) => longest(v, depth + 1)));
      };
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (message, ...rest) {
        window.sentTexts.push(longest(message));
        return post.call(this, message, ...rest);
      };
    });
    const menu = page.getByRole('combobox', { name: 'Examples' });
    await menu.focus();
    await page.keyboard.press('End'); // the 10,000-node example, passed over
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    assert.equal(await menu.inputValue(), 'grid');
    await page
      .getByRole('status')
      .filter({ hasText: /wins|Draw/ })
      .waitFor();
    await page.waitForFunction(() => document.getElementById('graph').value.startsWith('# a '), null, { timeout: PATIENCE });
    const sent = await page.evaluate(() => window.sentTexts);
    assert.ok(
      sent.some((n) => n > 0),
      'the grid example was sent to be solved',
    );
    assert.ok(Math.max(...sent) < 100000, `no message carried the 10,000-node graph (longest text ${Math.max(...sent)})`);
    assert.equal(await page.locator('#examples').inputValue(), 'grid');

    // and the next pick loads as before
    await menu.selectOption('leetcode-2');
    await page.getByRole('status').filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
  });
});

test('with the values hidden the menu names no value: the example on the board reads its plain name, and its own once they show', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const menu = page.getByRole('combobox', { name: 'Examples' });
    await menu.selectOption('mouse-run');
    await page.getByRole('status').filter({ hasText: 'Mouse wins in 7 moves' }).waitFor({ timeout: PATIENCE });
    const shown = () =>
      page.evaluate(() => {
        const menu = document.getElementById('examples');
        return {
          closed: menu.selectedOptions[0].text,
          title: menu.selectedOptions[0].title,
          all: [...menu.options].map((o) => `${o.text} ${o.title}`),
        };
      });
    assert.equal((await shown()).closed, 'Mouse wins in 7: a detour');
    const game = page.locator('cat-mouse-game');
    await game.getByRole('radio', { name: 'Play the computer' }).check();
    await game.getByRole('checkbox', { name: 'Hide values' }).check();
    await page.waitForFunction(() => document.getElementById('examples').selectedOptions[0].text === 'Seven nodes');
    const hidden = await shown();
    assert.equal(hidden.title, '');
    for (const words of hidden.all) assert.doesNotMatch(words, /win|draw|\bin \d|true|false/i, `an option names no value: ${words}`);
    await game.getByRole('checkbox', { name: 'Hide values' }).uncheck();
    await page.waitForFunction(() => document.getElementById('examples').selectedOptions[0].text === 'Mouse wins in 7: a detour');
    assert.match((await shown()).title, /Mouse wins in 7 moves/);
  });
});
