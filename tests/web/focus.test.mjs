// Where the focus goes after a choice (issue 24, item 5): a move chosen in
// "moves from here" by the keyboard leaves the focus on the best move of the
// new position, not on a button that happens to have the chosen node's
// number (in the new position that is another player's move).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, REGRESSION, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });
const game = (page) => page.locator('cat-mouse-game');

// The enabled move buttons of "moves from here", in order, and which one has the focus.
const here = (page) =>
  game(page).evaluate((el) => {
    const buttons = [...el.shadowRoot.querySelectorAll('.here button[data-to]:not(:disabled)')];
    const { position } = el.session.entry;
    const other = position.turn === 'mouse' ? position.cat : position.mouse;
    return {
      moves: buttons.map((b) => b.dataset.to),
      focused: buttons.indexOf(el.shadowRoot.activeElement),
      cursor: el.session.cursor,
      // the nodes the other player could move to next (a move to one of them has a same-numbered move after it)
      otherNext: el.session.game.graph[other].map(String),
      other: String(other),
    };
  });

test('what if by the keyboard: after each choice the focus is on the new position’s best move', async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent(REGRESSION)}`, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
    for (let guard = 0; (await here(page)).focused !== 0; guard++) {
      assert.ok(guard < 40, 'the moves from here are reachable with Tab');
      await page.keyboard.press('Tab');
    }
    let telling = 0; // choices after which the chosen node is also a later move of the new position
    for (let step = 0; step < 6; step++) {
      const now = await here(page);
      if (now.moves.length === 0) break;
      // a move to a node the other player can reach next, not onto the other player (that ends the
      // game), else the best move: Tab to it, then Enter
      let pick = now.moves.findIndex((to) => now.otherNext.includes(to) && to !== now.other);
      if (pick < 0) pick = 0;
      for (let i = 0; i < pick; i++) await page.keyboard.press('Tab');
      const chosen = now.moves[pick];
      assert.equal((await here(page)).focused, pick);
      await page.keyboard.press('Enter');
      await page.waitForFunction((cursor) => document.querySelector('cat-mouse-game').session.cursor !== cursor, now.cursor);
      // the list of the new position is drawn (its buttons enabled), or gone (the game is over)
      await page.waitForFunction(() => {
        const root = document.querySelector('cat-mouse-game').shadowRoot;
        return root.querySelector('.here button[data-to]:not(:disabled)') || root.querySelector('.here')?.hidden;
      });
      const after = await here(page);
      if (after.moves.length === 0) break;
      assert.equal(after.focused, 0, `after choosing ${chosen}: the focus is on the best move (${after.moves})`);
      if (after.moves.indexOf(chosen) > 0) telling++;
    }
    assert.ok(telling > 0, 'at least one choice where a same-numbered move was there to be wrongly focused');
  });
});
