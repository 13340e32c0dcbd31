// Phones and small laptops (issue 12, item 7), measured with real geometry
// (getBoundingClientRect against the window): on a 390 × 844 phone the
// verdict and the board are on the first screen and the editor about one
// screen below, not past the move list and the explanations (they fold:
// the element's `compact`, set by the page in one column); at 1024 × 768
// the Play button is in view when the page opens.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });

// Top and bottom in CSS pixels from the top of the window, with the page scrolled to the top.
async function positions(page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const game = document.querySelector('cat-mouse-game');
    const shadow = game.shadowRoot;
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { top: Math.round(r.top), bottom: Math.round(r.bottom), shown: r.height > 0 };
    };
    return {
      screen: innerHeight,
      board: box(shadow.querySelector('canvas')),
      verdict: box(shadow.querySelector('.verdict')),
      play: box(shadow.querySelector('button.play')),
      game: box(game),
      moves: box(shadow.querySelector('.movelist')),
      graph: box(document.getElementById('graph')),
      rules: box(document.querySelector('fieldset.rules')),
    };
  });
}

const within = (what, { top, bottom }, screen) =>
  assert.ok(top >= 0 && bottom <= screen, `${what} at ${top}–${bottom} px, the screen is ${screen} px`);

// The examples with the longest lines: a draw (the longest explanation) and the 24-move cat win.
for (const [id, words, plies] of [
  ['leetcode-1', 'Draw: neither side can force a win', 5],
  ['beyond-2n', 'Cat wins in 24 moves', 24],
]) {
  test(`a 390 × 844 phone, ${id}: the board and the verdict on the first screen, the graph text within 1.5 screens`, async () => {
    await withPage(env.browser, env.server.url, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
      await expectVerdict(page, 'Draw');
      await page.getByRole('combobox', { name: 'Examples' }).selectOption(id);
      await expectVerdict(page, words);
      const at = await positions(page);
      within('the board', at.board, at.screen);
      within('the verdict', at.verdict, at.screen);
      within('Play', at.play, at.screen);
      assert.ok(
        at.graph.top <= 1.5 * at.screen,
        `the graph text area starts at ${at.graph.top} px, ${(at.graph.top / at.screen).toFixed(2)} screens down`,
      );
      assert.ok(at.rules.top <= 2 * at.screen, `the rules start at ${at.rules.top} px`);
      assert.ok(at.game.bottom < at.graph.top, 'the editor comes after the board');
      assert.equal(at.moves.shown, false, 'the move list is folded');
      await page.screenshot({ path: `${shots}/small-screens-phone-${id}.png` });
      await page.screenshot({ path: `${shots}/small-screens-phone-${id}-full.png`, fullPage: true });

      // Opened, the fold shows the whole line: the start and each move.
      const fold = page.getByRole('button', { name: `Move list · ${plies} moves` });
      assert.equal(await fold.getAttribute('aria-expanded'), 'false');
      await fold.click();
      assert.equal(await fold.getAttribute('aria-expanded'), 'true');
      assert.equal(
        await page.locator('cat-mouse-game').evaluate((el) => el.shadowRoot.querySelectorAll('.movelist .row').length),
        plies + 1,
      );
      assert.equal((await positions(page)).moves.shown, true, 'the move list shows once opened');
      // The explanations fold too; a draw's says why.
      const why = page.getByRole('button', { name: plies === 5 ? 'Why it is a draw · the value chart' : 'The value after each move' });
      assert.equal(await why.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.getByText('Value after each move', { exact: true }).isVisible(), false);
      await why.click();
      await page.getByText('Value after each move', { exact: true }).waitFor();
      if (plies === 5) await page.getByRole('heading', { name: 'Why it is a draw' }).waitFor();
      await page.screenshot({ path: `${shots}/small-screens-phone-${id}-open.png`, fullPage: true });
    });
  });
}

test('1024 × 768: Play and the verdict are in view when the page opens, the editor beside the board', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1024, height: 768 } }, async ({ page }) => {
    await expectVerdict(page, 'Draw: neither side can force a win');
    const at = await positions(page);
    within('Play', at.play, at.screen);
    within('the verdict', at.verdict, at.screen);
    within('the graph text area', at.graph, at.screen);
    assert.ok(at.board.bottom - at.board.top >= 400, `the board is ${at.board.bottom - at.board.top} px tall`);
    // Side by side nothing folds: the move list shows under the controls.
    assert.equal(await page.locator('cat-mouse-game').evaluate((el) => el.compact), false);
    assert.equal(at.moves.shown, true);
    assert.equal(await page.getByRole('button', { name: /^Move list/ }).count(), 0, 'no fold button side by side');
    await page.screenshot({ path: `${shots}/small-screens-1024x768.png` });
  });
});

test('turning a phone: the folds follow the layout, and a fold opened stays open', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await expectVerdict(page, 'Draw: neither side can force a win');
    const compact = () => page.locator('cat-mouse-game').evaluate((el) => el.compact);
    assert.equal(await compact(), true);
    await page.getByRole('button', { name: 'Move list · 5 moves' }).click();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').compact);
    assert.equal((await positions(page)).moves.shown, true);
    // On its side a phone is short: the verdict stays near the board.
    await page.setViewportSize({ width: 844, height: 390 });
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').compact);
    const side = await positions(page);
    assert.ok(side.verdict.top < side.screen, `the verdict at ${side.verdict.top} px on a ${side.screen} px screen`);
    assert.equal(side.moves.shown, true, 'the move list opened before is still open');
    assert.equal(await page.getByRole('button', { name: 'Why it is a draw · the value chart' }).getAttribute('aria-expanded'), 'false');
  });
});

// WCAG 1.4.10 (reflow): at 320 CSS pixels with every panel and fold open
// (the page's Export and rules, the board's move list, draw explanation,
// chart and value map), nothing is wider than the window, so nothing needs
// a sideways scroll. Text for screen readers only (a 1-pixel clipped box)
// is left out.
test('320 px with every panel open: no box is wider than the window (reflow)', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 320, height: 640 } }, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    const opened = await page.evaluate(() => {
      const root = document.querySelector('cat-mouse-game').shadowRoot;
      const names = [];
      for (const d of [...document.querySelectorAll('details'), ...root.querySelectorAll('details')]) {
        d.open = true;
        names.push(d.querySelector('summary').textContent.trim());
      }
      for (const b of root.querySelectorAll('button[aria-expanded="false"]')) {
        b.click();
        names.push(b.textContent.trim());
      }
      return names;
    });
    for (const name of ['Export', 'Value map', 'Move list', 'Why it is a draw'])
      assert.ok(
        opened.some((n) => n.startsWith(name)),
        `${name} opened: ${opened}`,
      );
    await page
      .locator('cat-mouse-game')
      .getByRole('application', { name: /^Value map/ })
      .waitFor({ timeout: PATIENCE });
    await page.waitForTimeout(1500); // the board's canvas follows its box (a ResizeObserver)
    const wide = await page.evaluate(() => {
      const hidden = (el) => el.closest('.visually-hidden, .sr-only');
      const over = [];
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.width && !hidden(el) && (r.right > innerWidth + 0.5 || r.left < -0.5))
            over.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} ${Math.round(r.left)}–${Math.round(r.right)}`);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      return { scrollWidth: document.documentElement.scrollWidth, over: over.slice(0, 10) };
    });
    assert.deepEqual(wide, { scrollWidth: 320, over: [] });
    await page.screenshot({ path: `${shots}/reflow-320.png`, fullPage: true });
  });
});
