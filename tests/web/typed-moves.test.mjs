// A move typed from the keyboard (issue 24, item 5): a node's number then
// Enter moves the side to move there, in what-if and in play, with the same
// checks as a click on the node; what is typed is said in the live region;
// Backspace and Escape take it back; a number past the last node is refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, REGRESSION, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });
const game = (page) => page.locator('cat-mouse-game');
const said = (page) => game(page).evaluate((el) => el.shadowRoot.querySelector('.announce').textContent.trim());
const url = (base) => `${base}#graph=${encodeURIComponent(REGRESSION)}`;

async function focusBoard(page) {
  await page.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
  await game(page).locator('canvas').first().focus();
}

test('what if: typed 8 then Enter is refused with the reason, 9 then Enter plays the mouse to 9', async () => {
  await withPage(env.browser, url(env.server.url), async ({ page }) => {
    await focusBoard(page);
    await page.keyboard.press('8');
    assert.equal(await said(page), 'Node 8: Enter moves there.');
    await page.keyboard.press('Enter');
    await game(page)
      .locator('.message')
      .filter({ hasText: "Node 8 is not next to the mouse's node 1: a move goes along an edge." })
      .waitFor();
    await page.keyboard.press('9');
    await page.keyboard.press('Enter');
    await game(page)
      .locator('.message')
      .filter({ hasText: /What if: the mouse goes from 1 to 9/ })
      .waitFor();
    assert.deepEqual(await game(page).evaluate((el) => el.session.position), { mouse: 9, cat: 2, turn: 'cat' });
  });
});

test('typing: two digits make one number, Backspace and Escape take them back, a number past the last node is refused', async () => {
  await withPage(env.browser, url(env.server.url), async ({ page }) => {
    await focusBoard(page);
    const count = await game(page).evaluate((el) => el.result.nodeCount);
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    assert.equal(
      await said(page),
      count > 12 ? 'Node 12: Enter moves there.' : `There is no node 12: the nodes are 0 to ${count - 1}. Escape clears.`,
    );
    await page.keyboard.press('Backspace');
    assert.equal(await said(page), 'Node 1');
    await page.keyboard.press('Escape');
    assert.equal(await said(page), 'Cleared');
    // Enter with nothing typed is not a move: the position stays
    const before = await game(page).evaluate((el) => el.session.position);
    await page.keyboard.press('9');
    await page.keyboard.press('9');
    await page.keyboard.press('Enter');
    assert.match(await said(page), /^There is no node 99/);
    assert.deepEqual(await game(page).evaluate((el) => el.session.position), before);
    // the mouse's own node, where these rules do not let it stay
    await page.keyboard.press('1');
    await page.keyboard.press('Enter');
    assert.equal(await said(page), 'The mouse is already on node 1, and nobody may pass.');
    assert.deepEqual(await game(page).evaluate((el) => el.session.position), before);
  });
});

test('play: typed moves play the game against the computer', async () => {
  await withPage(env.browser, url(env.server.url), async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
    await game(page).getByRole('radio', { name: 'Play the computer' }).check();
    await game(page).locator('.play-options').waitFor();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.humanToMove);
    await game(page).locator('canvas').first().focus();
    await page.keyboard.press('9');
    await page.keyboard.press('Enter');
    // the computer (the cat) answers, and it is the mouse's turn again
    await page.waitForFunction(() => {
      const el = document.querySelector('cat-mouse-game');
      return el.session.humanToMove && el.session.position.mouse === 9;
    });
    assert.equal(await game(page).evaluate((el) => el.session.position.turn), 'mouse');
  });
});
