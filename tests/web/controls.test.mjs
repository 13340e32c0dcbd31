// The element's controls: keys that belong to other controls, where the
// focus goes, and every attribute as a property.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, EXAMPLE_1, expectVerdict, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const focusedLabel = (page) =>
  game(page).evaluate((el) => {
    const active = el.shadowRoot.activeElement;
    return active ? (active.getAttribute('aria-label') ?? active.tagName) : `outside: ${document.activeElement.tagName}`;
  });

test('Space on a focused <summary> opens it and does not start playback', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw', { first: true });
    await page.locator('details.rules-text summary').focus();
    await page.keyboard.press(' ');
    assert.equal(await page.locator('details.rules-text').evaluate((d) => d.open), true);
    await page.waitForTimeout(200);
    assert.equal(await game(page).getByRole('button', { name: /^Play/ }).count(), 1, 'still paused');
    assert.equal(await game(page).evaluate((el) => el.step), 0);
  });
});

test('a focused button that disables itself hands the focus to Play', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw', { first: true });
    await game(page).getByRole('button', { name: 'Last position' }).click();
    assert.equal(await focusedLabel(page), 'Play');
    await game(page).getByRole('button', { name: 'Step back' }).click();
    await game(page).getByRole('button', { name: 'Step forward' }).click(); // onto the last move
    assert.equal(await focusedLabel(page), 'Play');
    await game(page).getByRole('button', { name: 'First position' }).click();
    assert.equal(await focusedLabel(page), 'Play');
  });
});

test('every attribute is a property, and setting the property sets the attribute', async () => {
  await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
    const first = page.locator('#example-1');
    await expectVerdict(first, 'Draw', { first: true });
    const read = await first.evaluate((el) => ({
      graph: el.graph,
      mouse: el.mouse,
      cat: el.cat,
      hole: el.hole,
      first: el.first,
      autoplay: el.autoplay,
      controls: el.controls,
      moveList: el.moveList,
      speed: el.speed,
      noAlert: el.noAlert,
      keyboard: el.keyboard,
      compact: el.compact,
    }));
    assert.deepEqual(read, {
      graph: EXAMPLE_1,
      mouse: 1,
      cat: 2,
      hole: 0,
      first: 'mouse',
      autoplay: false,
      controls: true,
      moveList: false,
      speed: 1,
      noAlert: false,
      keyboard: 'element',
      compact: false,
    });
    const attributes = await first.evaluate((el) => {
      el.speed = 4;
      el.moveList = true;
      el.noAlert = true;
      el.keyboard = 'document';
      el.controls = false;
      el.mouse = 4;
      el.hole = 0;
      el.cat = 5;
      el.first = 'cat';
      el.graph = [[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]];
      el.autoplay = true;
      el.compact = true;
      return Object.fromEntries(
        ['speed', 'move-list', 'no-alert', 'keyboard', 'controls', 'mouse', 'cat', 'hole', 'first', 'graph', 'autoplay', 'compact'].map(
          (n) => [n, el.getAttribute(n)],
        ),
      );
    });
    assert.deepEqual(attributes, {
      speed: '4',
      'move-list': '',
      'no-alert': '',
      keyboard: 'document',
      controls: null,
      mouse: '4',
      cat: '5',
      hole: '0',
      first: 'cat',
      graph: EXAMPLE_1,
      autoplay: '',
      compact: '',
    });
    assert.equal(await first.evaluate((el) => el.shadowRoot.querySelector('.speed').value), '4');
    // compact folds the move list; unfolded again, it shows
    assert.equal(
      await first.evaluate((el) => {
        el.compact = false;
        return el.getAttribute('compact');
      }),
      null,
    );
    await first.locator('ol.moves').waitFor();
    await page.waitForFunction(() => document.querySelector('#example-1').step > 0, null, { timeout: PATIENCE });
    await first.evaluate((el) => {
      el.moveList = false;
    });
    assert.equal(await first.locator('ol.moves').count(), 0);
  });
});

test('Pause pressed while a token glides pauses, every time', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw', { first: true });
    const board = game(page);
    for (let i = 0; i < 6; i++) {
      if (await board.getByRole('button', { name: 'Step forward' }).isDisabled()) {
        await board.getByRole('button', { name: 'First position' }).click(); // the line ran out: start it again
      }
      const before = await board.evaluate((el) => el.step);
      await board.getByRole('button', { name: /^Play/ }).click();
      // Inside the glide, as the board itself reports it (no fixed wait: under load a glide can take any
      // time), or, on a machine so loaded that a whole glide fits between two frames, just after it.
      await page.waitForFunction(
        (s) => document.querySelector('cat-mouse-game').gliding || document.querySelector('cat-mouse-game').step !== s,
        before,
        {
          timeout: PATIENCE,
        },
      );
      // A person's click holds the button for about a tenth of a second, across many animation frames.
      const box = await board.getByRole('button', { name: /^Pause/ }).boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(100);
      await page.mouse.up();
      await board.getByRole('button', { name: /^Play/ }).waitFor({ timeout: PATIENCE });
      const paused = await board.evaluate((el) => el.step);
      await page.waitForTimeout(900);
      assert.equal(await board.evaluate((el) => el.step), paused, `round ${i}: the board kept moving after Pause`);
    }
  });
});
