// The full page, served as `npm start` serves it, in Debian's Chromium.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  withServerAndBrowser,
  verdict,
  typeGraph,
  shots,
  EXAMPLE_1,
  EXAMPLE_2,
  REGRESSION,
  withPage,
  PATIENCE,
  settled,
} from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const step = (page) => page.getByRole('slider', { name: 'Step' });
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });

test('the page opens on LeetCode example 1, a draw, with the Graph text area prefilled', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    assert.equal(await page.getByRole('textbox', { name: 'Graph' }).inputValue(), EXAMPLE_1);
    await expectVerdict(page, 'Draw: neither side can force a win');
    await settled(page); // let the layout settle for the picture
    await page.screenshot({ path: `${shots}/page-example-1.png` });
  });
});

test('typing each LeetCode example and the 2n-cutoff regression graph gives the exact verdicts', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await typeGraph(page, EXAMPLE_2);
    await expectVerdict(page, 'Mouse wins in 1 move');
    await typeGraph(page, EXAMPLE_1);
    await expectVerdict(page, 'Draw: neither side can force a win');
    await typeGraph(page, REGRESSION);
    await expectVerdict(page, 'Cat wins in 24 moves');
    assert.equal(await verdict(page).textContent(), 'Cat wins in 24 moves');
    assert.equal(await step(page).getAttribute('max'), '24');
  });
});

test('the examples menu loads each small example with its verdict', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    const menu = page.getByRole('combobox', { name: 'Examples' });
    const expected = {
      'leetcode-2': 'Mouse wins in 1 move',
      'mouse-run': 'Mouse wins in 7 moves',
      'cat-corner': 'Cat wins in 9 moves',
      'beyond-2n': 'Cat wins in 24 moves',
      ring: 'Draw: neither side can force a win',
      grid: 'Cat wins in 22 moves',
    };
    for (const [id, text] of Object.entries(expected)) {
      await menu.selectOption(id);
      await expectVerdict(page, text);
    }
    assert.equal(await page.locator('#rule-holes').inputValue(), '63');
    await settled(page);
    await page.screenshot({ path: `${shots}/page-grid.png` });
  });
});

test('play runs to the end of the line, where the verdict says; step back; keyboard', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await typeGraph(page, REGRESSION);
    await expectVerdict(page, 'Cat wins in 24 moves');
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('8');
    await page.getByRole('button', { name: /^Play/ }).click();
    await page.getByRole('button', { name: /^Pause/ }).waitFor();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').step === 24, null, { timeout: PATIENCE });
    await page.getByRole('button', { name: /^Play/ }).waitFor();
    assert.equal(await step(page).inputValue(), '24');
    const end = await game(page).evaluate((el) => el.position);
    assert.equal(end.mouse, end.cat, 'the cat wins: it stands on the mouse');
    assert.match(
      await game(page).locator('.position').textContent(),
      /The (cat catches the mouse|mouse has no safe move and must step onto the cat) on node 6/,
    );
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/page-regression-end.png` });

    await page.getByRole('button', { name: 'Step back' }).click();
    assert.equal(await step(page).inputValue(), '23');
    const before = await game(page).evaluate((el) => el.position);
    assert.deepEqual(before, { mouse: 6, cat: 1, turn: 'cat' });

    // keyboard, with the focus on the page (not in the text area)
    await page.locator('h1').click();
    await page.keyboard.press('Home');
    assert.equal(await step(page).inputValue(), '0');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await step(page).inputValue(), '2');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await step(page).inputValue(), '1');
    await page.keyboard.press('End');
    assert.equal(await step(page).inputValue(), '24');
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: /^Pause/ }).waitFor();
    await page.keyboard.press(' ');
    await page.getByRole('button', { name: /^Play/ }).waitFor();

    // the same keys while typing in the text area do not move the board
    const at = await step(page).inputValue();
    await page.getByRole('textbox', { name: 'Graph' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    assert.equal(await step(page).inputValue(), at);
    assert.equal(await page.getByRole('textbox', { name: 'Graph' }).inputValue(), REGRESSION);

    // the Step range itself jumps
    await step(page).fill('12');
    assert.equal(await game(page).evaluate((el) => el.step), 12);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/page-midgame.png` });
  });
});

test('a drawn line ends on its repeated position, and the move list marks it', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await page.getByRole('button', { name: 'Last position' }).click();
    const line = await game(page).evaluate((el) => el.result.line);
    assert.deepEqual(line.at(-1), line[1], 'the last position repeats the one after move 1');
    const list = game(page).locator('ol.moves');
    assert.match(await list.locator('.row').nth(1).textContent(), /repeated at the end/);
    assert.match(await list.locator('.row').last().textContent(), /repeats the one after move 1/);
    // every legal move from the start is listed, valued for the mover
    assert.match(await list.locator('.row').nth(1).locator('.options').innerText(), /to 3\s*draw/);
    // a row's move in plain words on screen, no arrow glyph: "Mouse 1 to 3" (issue 43; its chips too: the next test)
    const rows = await game(page).evaluate((el) =>
      [...el.shadowRoot.querySelectorAll('.moves .row .what')].map((r) => r.innerText).join('\n'),
    );
    assert.doesNotMatch(rows, /→/, rows);
    assert.match(rows, /Mouse 1 to 3/);
  });
});

test('at the end of a draw the move list shows both the last row and the row it repeats', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    // A window low enough for the list to scroll (at the end no moves are offered: the list has the room they took).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Last position' }).click();
    const seen = await game(page).evaluate(async (el) => {
      // the list scrolls in the next frame (move-list.js measures there)
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = el.shadowRoot.querySelector('.movelist').getBoundingClientRect();
      const inView = (row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      };
      const list = el.shadowRoot.querySelector('.movelist');
      return {
        scrolls: list.scrollHeight > list.clientHeight,
        echo: inView(el.shadowRoot.querySelector('.row.echo')),
        last: inView(el.shadowRoot.querySelector('.row.last')),
      };
    });
    assert.deepEqual(seen, { scrolls: true, echo: true, last: true });
    await game(page)
      .locator('.movelist')
      .screenshot({ path: `${shots}/moves-draw-end.png` });
  });
});

// Issue 43: the chips said "→3"; in words now ("to 3 draw", "to 4 3 moves", "stay 3"), to the
// eye and the ear, and the rows keep their layout: at 1280 px a row of two chips is one line (so the
// end of a draw still shows both rows, the test above), and what wraps at 375 px lines up under the
// move's words, never wider than the list. The screenshots are test-results/moves-words-*.png.
test('the move list chips say their move in words, seen and heard, and the rows keep their layout at 375 and 1280 px', async () => {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ]) {
    await withPage(env.browser, env.server.url, { viewport: { width, height } }, async ({ page }) => {
      await expectVerdict(page, 'Draw');
      await game(page).getByRole('button', { name: 'Last position' }).click();
      const fold = game(page).locator('.movebox').getByRole('button', { expanded: false });
      if (await fold.count()) await fold.first().click(); // a compact board folds its move list
      const list = game(page).locator('ol.moves');
      await list.locator('.row.last').waitFor();
      const seen = await game(page).evaluate(async (el) => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = el.shadowRoot.querySelector('.movelist');
        return {
          overflows: box.scrollWidth > box.clientWidth,
          rows: [...el.shadowRoot.querySelectorAll('.moves .row')].slice(1).map((row) => {
            const words = row.querySelector('.what').getBoundingClientRect();
            const chips = [...row.querySelectorAll('.chip')];
            return {
              shown: chips.map((c) =>
                [...c.children]
                  .filter((x) => x.ariaHidden === 'true' && x instanceof HTMLElement) // (not the mark's svg: it has no text)
                  .map((x) => x.innerText.trim())
                  .join(' '),
              ),
              oneLine:
                chips.every((c) => Math.abs(c.getBoundingClientRect().top - chips[0].getBoundingClientRect().top) < 2) &&
                Math.abs(row.querySelector('.options').getBoundingClientRect().top - words.top) < 8,
              underWords: chips.every((c) => c.getBoundingClientRect().left >= words.left - 1),
            };
          }),
        };
      });
      assert.equal(seen.overflows, false, `${width} px: no chip is wider than the list`);
      for (const row of seen.rows) {
        for (const text of row.shown)
          assert.match(text, /^(to|stay) \d+ (draw|now|\d+ moves?)$/, `${width} px: a chip in words, "${text}"`);
        assert.ok(row.underWords, `${width} px: the chips of "${row.shown}" line up under the move's words`);
      }
      if (width === 1280)
        assert.deepEqual(
          seen.rows.map((r) => r.oneLine),
          seen.rows.map((r) => r.shown.length < 3),
          'at 1280 px a row of one or two chips is one line',
        );
      // Heard: each chip's name is its move and value in words, and no glyph.
      const names = await list.locator('.chip').evaluateAll((chips) => chips.map((c) => c.querySelector('.visually-hidden').textContent));
      for (const name of names)
        assert.match(name, /^(Mouse|Cat) (to|stays on) \d+: (draw|(mouse|cat) wins (now|in \d+ moves?))( \(played\))?$/, name);
      const heard = await list.ariaSnapshot();
      assert.match(heard, /button "Mouse to 3: draw \(played\)"/);
      assert.doesNotMatch(heard, /→/);
      await game(page)
        .locator('.movelist')
        .screenshot({ path: `${shots}/moves-words-${width}.png` });
    });
  }
});

test('malformed input shows where in the error box, marks the place, and keeps the last good board', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw: neither side can force a win');
    const bad = '[[2,5],[3] 4,[0,4,5]]';
    await typeGraph(page, bad);
    const alert = page.locator('.graph-alert').filter({ hasText: 'line 1, column' });
    await alert.waitFor({ timeout: PATIENCE });
    assert.match(await alert.textContent(), /line 1, column 12: expected ',' or ']'/);
    assert.equal(await verdict(page).textContent(), 'Draw: neither side can force a win');
    assert.equal(await page.getByRole('textbox', { name: 'Graph' }).inputValue(), bad, 'the text is never replaced');
    assert.equal(await page.locator('#graph-backdrop mark').textContent(), '4');
    assert.equal(await game(page).evaluate((el) => el.result.nodeCount), 6, 'the last good graph is still drawn');
    await page.screenshot({ path: `${shots}/page-error.png` });
    await page.getByRole('button', { name: 'Show line 1, column 12' }).click();
    assert.equal(await page.getByRole('textbox', { name: 'Graph' }).evaluate((t) => t.selectionStart), 11);

    // a rules error (no place in the text) also alerts; fixing it clears the alert
    await typeGraph(page, EXAMPLE_1);
    await expectVerdict(page, 'Draw');
    await page.locator('#rule-cat').fill('0');
    await page.locator('#rule-cat').press('Tab');
    await page.locator('.graph-alert').filter({ hasText: 'the cat cannot' }).waitFor();
    await page.locator('#rule-cat').fill('2');
    await page.locator('#rule-cat').press('Tab');
    await page.locator('.graph-alert').filter({ hasText: 'the cat cannot' }).waitFor({ state: 'detached' });
  });
});

test('a shared URL restores the graph, the rules and the verdict', async () => {
  await withPage(env.browser, env.server.url, async ({ page, context, open }) => {
    await typeGraph(page, EXAMPLE_2);
    await expectVerdict(page, 'Mouse wins in 1 move');
    await page.getByRole('combobox', { name: 'First to move' }).selectOption('cat');
    await expectVerdict(page, 'Mouse wins in 2 moves'); // the cat must step aside first
    const told = await verdict(page).textContent();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(link, page.url());
    assert.match(link, /#g1=/);

    const other = await open(link);
    await other.page.getByRole('status').filter({ hasText: told }).waitFor({ timeout: PATIENCE });
    assert.equal(await other.page.getByRole('textbox', { name: 'Graph' }).inputValue(), EXAMPLE_2);
    assert.equal(await other.page.getByRole('combobox', { name: 'First to move' }).inputValue(), 'cat');
  });
});

test('dragging the mouse token onto a node makes it the start', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await settled(page); // the layout settles
    const at = (node) =>
      game(page).evaluate((el, n) => {
        const canvas = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
        const [x, y] = el.boardPoint(n);
        return [canvas.left + x, canvas.top + y];
      }, node);
    const [mx, my] = await at(1);
    const [tx, ty] = await at(4);
    await page.mouse.move(mx, my);
    await page.mouse.down();
    await page.mouse.move((mx + tx) / 2, (my + ty) / 2, { steps: 5 });
    const [ex, ey] = await at(4); // where node 4 is now, should the layout still drift
    await page.mouse.move(ex, ey, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').position?.mouse === 4);
    assert.equal(await page.locator('#rule-mouse').inputValue(), '4');
    assert.equal(await game(page).getAttribute('mouse'), '4');
    await expectVerdict(page, /wins|Draw/);
  });
});

test('prefers-reduced-motion: a step jumps at once instead of gliding', async () => {
  await withPage(env.browser, env.server.url, { reducedMotion: 'reduce' }, async ({ page, open }) => {
    await expectVerdict(page, 'Draw');
    // Click and read in one task: a glide lasts a few hundred milliseconds, which a
    // loaded machine can spend between a Playwright click and the next evaluate.
    const stepGlides = (p) =>
      game(p).evaluate((el) => {
        el.shadowRoot.querySelector('button[aria-label="Step forward"]').click();
        return el.gliding;
      });
    assert.equal(await stepGlides(page), false);
    const normal = await open(env.server.url);
    await expectVerdict(normal.page, 'Draw');
    assert.equal(await stepGlides(normal.page), true);
  });
});

test('a phone screen (375 × 812) shows the board and the verdict first, the drawing clear of the legend', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 375, height: 812 } }, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').layoutRunning, null, { timeout: PATIENCE });
    const status = await verdict(page).boundingBox();
    assert.ok(status.y + status.height <= 812, `the verdict is at ${Math.round(status.y)} px, below the fold`);
    assert.ok(status.y < (await page.getByRole('textbox', { name: 'Graph' }).boundingBox()).y, 'the verdict comes before the editor');
    assert.ok((await page.getByRole('button', { name: /^Play/ }).boundingBox()).y < 812, 'Play is in view');
    // the drawing, with the name tags below the tokens, stays above the legend
    const clear = await game(page).evaluate((el) => {
      const legend = el.shadowRoot.querySelector('.legend').getBoundingClientRect();
      const canvas = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const lowest = Math.max(...Array.from({ length: 6 }, (_, i) => el.boardPoint(i)[1]));
      return legend.top - (canvas.top + lowest);
    });
    assert.ok(clear >= 26, `the lowest node is ${Math.round(clear)} px above the legend`);
    await page.screenshot({ path: `${shots}/page-phone.png` });
    await page.screenshot({ path: `${shots}/page-narrow.png`, fullPage: true });
  });
});

test('every example reads whole in the closed examples menu, wide and narrow', async () => {
  for (const width of [1360, 375]) {
    await withPage(env.browser, env.server.url, { viewport: { width, height: 812 } }, async ({ page }) => {
      await expectVerdict(page, 'Draw');
      const cut = await page.evaluate(() => {
        const menu = document.getElementById('examples');
        const style = getComputedStyle(menu);
        const ctx = document.createElement('canvas').getContext('2d');
        ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // the text's room: the box less its padding and the arrow
        const room = menu.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 18;
        return [...menu.options]
          .filter((o) => ctx.measureText(o.text).width > room)
          .map((o) => `${o.text} (${Math.round(ctx.measureText(o.text).width)} > ${room})`);
      });
      assert.deepEqual(cut, [], `cut off at ${width} px`);
    });
  }
});
