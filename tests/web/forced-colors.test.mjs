// Forced colours (Windows High Contrast and the like) set text and
// background colours but not an SVG's fill: every icon of the board's
// buttons takes its button's colour, so none vanishes into its background
// (issue 24, item 5: the Play/Pause icon was white on the forced white).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, expectVerdict } from './helpers.mjs';
import { ratio } from './contrast.mjs';

const env = withServerAndBrowser({ before, after });

// Each icon button in the element: its name, the icon's fill, the button's colour and background
// (a move's button with a value mark, svg.mark, is not an icon button: the mark is its own disc).
const icons = (page) =>
  page.evaluate(() => {
    const root = document.querySelector('cat-mouse-game').shadowRoot;
    return [...root.querySelectorAll('button')]
      .filter((b) => b.querySelector('svg:not(.mark)') && b.getClientRects().length)
      .map((b) => {
        const style = getComputedStyle(b);
        return {
          name: b.getAttribute('aria-label'),
          fill: getComputedStyle(b.querySelector('svg:not(.mark) path')).fill,
          color: style.color,
          background: style.backgroundColor,
        };
      });
  });

const hex = (rgb) => {
  const [r, g, b] = rgb.match(/\d+/g).map(Number);
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
};

for (const colorScheme of ['light', 'dark']) {
  test(`forced colours, ${colorScheme}: every icon button's icon has its button's colour, 3:1 or more against its background`, async () => {
    await withPage(env.browser, env.server.url, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme });
      await expectVerdict(page, 'Draw');
      assert.equal(await page.evaluate(() => matchMedia('(forced-colors: active)').matches), true);
      const found = await icons(page);
      assert.ok(
        found.some((i) => i.name === 'Play'),
        JSON.stringify(found.map((i) => i.name)),
      );
      assert.ok(found.length >= 6, `${found.length} icon buttons`);
      for (const { name, fill, color, background } of found) {
        assert.equal(fill, color, `${name}: the icon is filled with the button's colour`);
        if (!background.startsWith('rgba(0, 0, 0, 0)'))
          assert.ok(ratio(hex(fill), hex(background)) >= 3, `${name}: ${fill} on ${background}`);
      }
    });
  });
}
