// Values given the game's history on the board (issue 24): the issue's game,
// played as the mouse, 1 to 4 then 4 back to 1. On a fresh board that move is
// "still a win"; given the game it only draws (the cat's only reply repeats
// the start), and the board says so, shows it on the move, and ends the game
// as the rules do.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, PATIENCE, shots } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const ISSUE = '[[6],[4],[9],[5],[6,1,8],[3,6,7],[0,4,5],[5],[4],[2]]';
const game = (page) => page.locator('cat-mouse-game');
const humanToMove = (page) =>
  page.waitForFunction(() => document.querySelector('cat-mouse-game').session.humanToMove, null, { timeout: PATIENCE });

test("play: the mouse's 4 back to 1 is a draw given the game, the board says why, and the cat's reply ends it by repetition", async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent(ISSUE)}`, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Mouse wins in 5 moves' }).waitFor({ timeout: PATIENCE });
    await game(page).getByRole('radio', { name: 'Play the computer' }).check();
    await humanToMove(page);
    const chip = (to) => game(page).locator(`.here button[data-to="${to}"]`);
    await chip(4).click();
    await humanToMove(page);
    // The moves from here show it: 1 among the drawing moves, 6 a win (in 2 moves from the position it leads to).
    await game(page).locator('.here .here-group.draw button[data-to="1"]').waitFor();
    assert.match(await chip(6).textContent(), /mouse wins in 2 moves/);
    // The position after the cat's only reply (2 to 9): going back to 1 is a draw now, 6 still wins in 3.
    const moves = await game(page).evaluate((el) => el.session.entry.moves);
    assert.deepEqual(
      moves.find((m) => m.to === 1),
      { to: 1, outcome: 0, plies: null },
    );
    assert.deepEqual(
      moves.find((m) => m.to === 6),
      { to: 6, outcome: 1, plies: 3 },
    );
    await chip(1).click();
    await page.waitForFunction(() => !!document.querySelector('cat-mouse-game').session.play?.over, null, { timeout: PATIENCE });
    const over = await game(page).evaluate((el) => el.session.play.over);
    assert.equal(over.reason, 'repeat');
    assert.equal(over.outcome, 0);
    const message = await game(page).locator('.message').textContent();
    assert.match(message, /That move only draws; node 6 would have won in 2 moves\./);
    assert.match(message, /The mouse wins in 6 moves on a fresh board, but the cat's move to node 2 repeats the start: a draw now\./);
    assert.doesNotMatch(message, /Still a win/);
  });
});

test('what-if in watch mode: after 1 to 4, 2 to 9 and 4 to 1 the line shown stops at the repeated start, and the board says why', async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent(ISSUE)}`, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Mouse wins in 5 moves' }).waitFor({ timeout: PATIENCE });
    const chip = (to) => game(page).locator(`.here button[data-to="${to}"]`);
    const at = (position) =>
      page.waitForFunction(
        (p) => JSON.stringify(document.querySelector('cat-mouse-game').session.entry.position) === p,
        JSON.stringify(position),
        {
          timeout: PATIENCE,
        },
      );
    await chip(4).click();
    await at({ mouse: 4, cat: 2, turn: 'cat' });
    await chip(9).click();
    await at({ mouse: 4, cat: 9, turn: 'mouse' });
    await chip(1).click();
    await at({ mouse: 1, cat: 9, turn: 'cat' });
    const { rest, value } = await game(page).evaluate((el) => ({
      rest: el.session.timeline.slice(el.session.cursor).map((e) => e.position),
      value: el.session.entry.value,
    }));
    assert.deepEqual(rest, [
      { mouse: 1, cat: 9, turn: 'cat' },
      { mouse: 1, cat: 2, turn: 'mouse' },
    ]);
    assert.deepEqual(value, { outcome: 0, plies: null });
    assert.match(await game(page).locator('.message').textContent(), /but the cat's move to node 2 repeats the start: a draw now\./);
    // The chart's loop label ("↻ move 4 repeats the start") and its bracket are clear of the line (issue 43: drawn across it).
    await game(page).locator('.vc-loop-text').waitFor();
    const crossings = await game(page).evaluate((el) => {
      const svg = el.shadowRoot.querySelector('.vc-line').ownerSVGElement;
      const pts = svg
        .querySelector('.vc-line')
        .getAttribute('points')
        .trim()
        .split(/\s+/)
        .map((p) => p.split(',').map(Number));
      const hits = (box) => {
        for (let i = 1; i < pts.length; i++) {
          const [[ax, ay], [bx, by]] = [pts[i - 1], pts[i]];
          const lo = Math.max(Math.min(ax, bx), box.x);
          const hi = Math.min(Math.max(ax, bx), box.x + box.width);
          if (lo > hi) continue;
          const yAt = (x) => (bx === ax ? ay : ay + ((by - ay) * (x - ax)) / (bx - ax));
          const [y1, y2] = [yAt(lo), yAt(hi)];
          if (Math.max(y1, y2) >= box.y && Math.min(y1, y2) <= box.y + box.height) return true;
        }
        return false;
      };
      return ['.vc-loop-text', '.vc-loop-line'].filter((s) => hits(svg.querySelector(s).getBBox()));
    });
    await page.screenshot({ path: `${shots}/chart-loop-whatif.png`, fullPage: true });
    assert.deepEqual(crossings, [], 'the loop label and bracket do not cross the line');
  });
});

test("a restored play link (1 to 4, 2 to 9) has the values given the game at once: the mouse's 1 is a draw, as in the game played", async () => {
  const link = `${env.server.url}#graph=${encodeURIComponent(ISSUE)}&mode=play&side=mouse&path=4.9&ply=2`;
  await withPage(env.browser, link, async ({ page }) => {
    await humanToMove(page);
    const shown = await game(page).evaluate((el) => ({
      mode: el.session.mode,
      position: el.session.entry.position,
      given: el.session.entry.given,
      moves: el.session.entry.moves,
    }));
    assert.equal(shown.mode, 'play');
    assert.deepEqual(shown.position, { mouse: 4, cat: 9, turn: 'mouse' });
    assert.equal(shown.given, true, 'given the history before the board shows it');
    assert.deepEqual(
      shown.moves.find((m) => m.to === 1),
      { to: 1, outcome: 0, plies: null },
      'back to 1 repeats the start: a draw, not the fresh board win',
    );
    // The moves from here show it at once: 1 among the drawing moves.
    await game(page).locator('.here .here-group.draw button[data-to="1"]').waitFor({ timeout: PATIENCE });
  });
});
