// A whole session by the keyboard alone, as a person who cannot use a mouse
// works the page: Tab to the Rules fields and change each (Holes, Cat on a
// hole, Passing, Directed), back to Examples to load a LeetCode 1728 grid,
// then into the board to step its line to the end. At every stop the focus
// must be visible (a ring, in the viewport) and never fall back to the page,
// and each change must be said in a polite live region.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

// The focused element through shadow roots: its name, whether a ring is
// drawn (outline of 2 px or more, or a box-shadow) and whether it is in view.
function focusNow() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  return {
    name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''}`,
    ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none',
    inView: rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth && rect.width > 0,
  };
}

test('keyboard only: the Rules fields, a grid example and its line, with the focus always visible and each change said', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    // every polite region of the page and the board, as a screen reader hears them
    await page.evaluate(() => {
      window.said = [];
      const watch = (node) =>
        new MutationObserver(() => node.textContent.trim() && window.said.push(node.textContent.trim())).observe(node, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      const root = document.querySelector('cat-mouse-game').shadowRoot;
      for (const node of [...document.querySelectorAll('[aria-live=polite]'), ...root.querySelectorAll('[aria-live=polite]')]) watch(node);
    });
    const heard = () => page.evaluate(() => window.said.splice(0));
    const stops = [];
    const checkFocus = async (doing) => {
      const at = await page.evaluate(focusNow);
      assert.ok(at, `${doing}: the focus is on something (not the page)`);
      assert.ok(at.ring, `${doing}: ${at.name} shows a focus ring`);
      assert.ok(at.inView, `${doing}: ${at.name} is in view`);
      stops.push(at.name);
      return at;
    };
    const press = async (key, doing) => {
      await page.keyboard.press(key);
      return checkFocus(doing ?? key);
    };
    const tabTo = async (name, key = 'Tab') => {
      for (let i = 0; i < 60; i++) if ((await press(key, `${key} towards ${name}`)).name.startsWith(name)) return;
      assert.fail(`${key} never reached ${name}`);
    };
    const result = (pick) => game.evaluate((el, pick) => new Function('r', `return ${pick}`)(el.result), pick);
    const until = (pick, want) =>
      page.waitForFunction(
        ([pick, want]) => {
          const el = document.querySelector('cat-mouse-game');
          return !el.busy && el.result && JSON.stringify(new Function('r', `return ${pick}`)(el.result)) === JSON.stringify(want);
        },
        [pick, want],
        { timeout: PATIENCE },
      );
    // Each change is said: the verdict (if it changed) or that it stays.
    const saidAfter = async (what) => {
      await page.waitForTimeout(300);
      const words = await heard();
      const verdict = await game.locator('.verdict').textContent();
      assert.ok(
        words.some((w) => w.includes(verdict)),
        `${what}: the verdict "${verdict}" is said (heard: ${JSON.stringify(words)})`,
      );
    };

    await tabTo('input#rule-holes');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0, 4');
    await press('Tab', 'Tab out of Holes');
    await until('r.holes', [0, 4]);
    await saidAfter('Holes 0, 4');

    await tabTo('select#rule-catOnHole');
    await press('ArrowDown', 'Cat on a hole: the next choice');
    await until('r.variant.catOnHole', 'guards');
    await saidAfter('Cat on a hole: guards');

    await tabTo('input#rule-pass');
    await press('Space', 'Passing on');
    await until('r.variant.pass', true);
    await saidAfter('Passing on');

    await tabTo('input#rule-directed');
    await press('Space', 'Directed on');
    await until('r.variant.directed', true);
    await saidAfter('Directed on');

    // back to Examples, and down its list to the first LeetCode 1728 grid
    await tabTo('select#examples', 'Shift+Tab');
    for (let i = 0; i < 20 && (await page.locator('#examples').inputValue()) !== 'leetcode-1728-1'; i++)
      await press('ArrowDown', 'Examples: the next one');
    assert.equal(await page.locator('#examples').inputValue(), 'leetcode-1728-1');
    await until('!!r.grid', true);
    await saidAfter('a grid example');
    const last = (await result('r.line.length')) - 1;
    assert.ok(last >= 2, `the grid's line has ${last} moves`);

    // into the board: step the line to its end with Enter on Step forward
    await tabTo('button.forward');
    for (let i = 1; i <= last; i++) {
      await press('Enter', `Step forward to move ${i}`);
      await page.waitForFunction(
        (i) => document.querySelector('cat-mouse-game').shadowRoot.querySelector('.announce').textContent.startsWith(`Move ${i} of`),
        i,
      );
    }
    const words = await heard();
    for (let i = 1; i <= last; i++)
      assert.ok(
        words.some((w) => w.startsWith(`Move ${i} of ${last}`)),
        `move ${i} is said`,
      );
    assert.match(words.at(-1), /wins|draw/i, 'the end of the line is said');
    // at the end, the focus is still somewhere visible
    await checkFocus('at the end of the line');
    await page.screenshot({ path: `${shots}/keyboard-session.png` });
  });
});
