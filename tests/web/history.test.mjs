// Back and Forward through a game played against the computer, and a play
// link opened at a step before the last: each restores what was on screen
// (the mode, the side, the strength, the step, the game so far, the status
// line) and the computer never moves on a restore.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, REGRESSION, EXAMPLE_1, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: PATIENCE });

// What a person sees of the game, read through roles and names where there are some.
async function screen(page) {
  const g = game(page);
  const checked = async (name) => g.getByRole('radio', { name }).isChecked();
  return {
    hash: await page.evaluate(() => location.hash),
    watch: await checked('Watch'),
    play: await checked('Play the computer'),
    side: await g.getByRole('combobox', { name: 'You play' }).inputValue(),
    strength: await g.getByRole('combobox', { name: 'Computer' }).inputValue(),
    step: await g.getByRole('slider', { name: 'Step' }).inputValue(),
    stepMax: await g.getByRole('slider', { name: 'Step' }).getAttribute('max'),
    position: await g.locator('.position').textContent(),
    message: await g.locator('.message').textContent(),
    computerMove: await g.getByRole('button', { name: 'Let the computer move' }).isVisible(),
    timeline: await g.evaluate((el) => el.session.timeline.map((e) => `${e.position.mouse},${e.position.cat},${e.position.turn},${e.by}`)),
  };
}

const settled = (page, last) =>
  page.waitForFunction(
    (n) => {
      const s = document.querySelector('cat-mouse-game').session;
      return s.last === n && !s.restoring && !s.busy;
    },
    last,
    { timeout: PATIENCE },
  );

test('a played game: four moves, Back four times and Forward four times, each state as it was; history does not grow', async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent(REGRESSION)}`, async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    const g = game(page);
    await g.getByRole('radio', { name: 'Play the computer' }).check();
    await g.getByRole('combobox', { name: 'Computer' }).selectOption('weaker');
    await g.getByRole('slider', { name: 'Mistakes' }).fill('40');
    const states = [];
    // The mouse (the person) and the computer's cat: two moves each.
    for (let k = 1; k <= 2; k++) {
      await g.locator('.here').getByRole('button').first().click();
      await settled(page, 2 * k);
      await page.waitForFunction((n) => new URLSearchParams(location.hash.slice(1)).get('ply') === String(n), 2 * k);
      states[2 * k] = await screen(page);
    }
    const length = await page.evaluate(() => history.length);
    const played = states[4];
    assert.equal(played.play, true);
    assert.equal(played.strength, 'weaker');
    assert.equal(played.stepMax, '4');
    const back = [];
    for (let k = 3; k >= 0; k--) {
      await page.goBack();
      await settled(page, k);
      back[k] = await screen(page);
      const s = back[k];
      assert.equal(s.play, true, `Back to move ${k}: still playing`);
      assert.equal(s.watch, false);
      assert.equal(s.side, 'mouse');
      assert.equal(s.strength, 'weaker');
      assert.equal(s.step, String(k));
      assert.equal(s.stepMax, String(k));
      assert.deepEqual(s.timeline, played.timeline.slice(0, k + 1), `Back to move ${k}: the game so far`);
      // after the person's move, the computer's turn: it waits to be asked
      assert.equal(s.computerMove, k % 2 === 1, `Back to move ${k}: the computer waits only on its turn`);
      if (states[k]) assert.deepEqual(s, states[k], `Back to move ${k}: as it was when played`);
    }
    assert.match(back[1].message, /^Your move from 1 to \d+: /);
    assert.equal(await page.evaluate(() => history.length), length, 'Back adds no entry');
    for (let k = 1; k <= 4; k++) {
      await page.goForward();
      await settled(page, k);
      assert.deepEqual(await screen(page), back[k] ?? states[k], `Forward to move ${k}`);
    }
    assert.deepEqual(await screen(page), played);
    assert.equal(await page.evaluate(() => history.length), length, 'Forward adds no entry');
    // From a restored computer's turn, the person lets it move: the game goes on.
    await page.goBack();
    await settled(page, 3);
    await g.getByRole('button', { name: 'Let the computer move' }).click();
    await settled(page, 4);
    assert.equal(await g.evaluate((el) => el.session.timeline[4].by), 'computer');
    assert.equal(await g.getByRole('button', { name: 'Let the computer move' }).isVisible(), false);
    // The button hid under the focus: it waits on the moves from here, on a move of yours.
    await page.waitForFunction(() => {
      const el = document.querySelector('cat-mouse-game');
      const a = el.shadowRoot.activeElement;
      return el.session.play.over ? a?.tagName === 'BUTTON' : a?.tagName === 'BUTTON' && !!a.closest('.here');
    });
  });
});

test('a play link at a step before the last opens that step, playing the side it names, with nothing moved', async () => {
  const link = `${env.server.url}#graph=${encodeURIComponent(EXAMPLE_1)}&mode=play&side=cat&path=3.5.4&ply=2`;
  await withPage(env.browser, link, async ({ page }) => {
    await settled(page, 3);
    const s = await screen(page);
    assert.equal(s.play, true, 'the mode radio says Play the computer');
    assert.equal(s.watch, false);
    assert.equal(s.side, 'cat', 'You play: the cat');
    assert.equal(s.strength, 'perfect');
    assert.equal(s.step, '2');
    assert.equal(s.stepMax, '3');
    assert.deepEqual(
      s.timeline.map((t) => t.split(',').at(-1)),
      ['start', 'computer', 'you', 'computer'],
    );
    assert.equal(s.computerMove, false);
    // The last position is the person's turn (the cat's), and the game is not over.
    await game(page).getByRole('button', { name: 'Last' }).click();
    assert.equal(await game(page).evaluate((el) => el.session.humanToMove), true);
    assert.equal(await game(page).evaluate((el) => el.session.last), 3);
  });
});
