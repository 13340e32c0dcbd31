// A big graph stays legible: the nodes of the line stand out (the rest
// fades) and, zoomed in, the view follows the tokens as they move.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, PATIENCE, settled } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';

const env = withServerAndBrowser({ before, after });

// Over 20 s (about 24 s): it steps the whole optimal line of an 800-node
// game, each move waiting for its glide, because the claim is about every
// move (the view keeps the token that moved in sight).
test("800 nodes: the line's nodes stand out, and zoomed in the view keeps the token that moved in sight", async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.getByRole('textbox', { name: 'Graph' }).evaluate(
      (box, text) => {
        box.value = text;
        box.dispatchEvent(new Event('input', { bubbles: true }));
      },
      sparseGraph(800, 4),
    );
    const game = page.locator('cat-mouse-game');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').result?.nodeCount === 800, null, { timeout: PATIENCE });
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').layoutRunning, null, { timeout: PATIENCE });
    const line = await game.evaluate((el) => new Set(el.session.timeline.flatMap((e) => [e.position.mouse, e.position.cat])).size);
    assert.equal((await game.evaluate((el) => el.boardState)).lineShown, line, 'every node of the line is drawn to stand out');
    await page.screenshot({ path: `${shots}/large-legible.png` });

    // zoomed in far, then step through the line: the tokens stay on the board
    const zoomIn = game.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 6; i++) await zoomIn.click();
    const last = Number(await game.getByRole('slider', { name: 'Step' }).getAttribute('max'));
    assert.ok(last >= 2, 'a line of a few moves');
    const box = await game.locator('canvas[part=board]').boundingBox();
    let followed = 0;
    for (let i = 0; i < last; i++) {
      const before = await game.evaluate((el) => el.boardPoint(el.hole)[0]);
      await game.getByRole('button', { name: 'Step forward' }).click();
      await settled(page); // the glide of the token and of the view
      // the token that just moved is in sight (both, when they are close enough to fit)
      const { moved, x, y } = await game.evaluate((el) => {
        const moved = el.session.entry.move.who;
        const [x, y] = el.boardPoint(el.position[moved]);
        return { moved, x, y };
      });
      assert.ok(x >= 0 && x <= box.width && y >= 0 && y <= box.height, `step ${i + 1}: the ${moved} at ${x}, ${y} is on the board`);
      const after = await game.evaluate((el) => el.boardPoint(el.hole)[0]); // a node that never moves: only the view does
      if (Math.abs(after - before) > 1) followed++;
    }
    await page.screenshot({ path: `${shots}/large-legible-zoomed.png` });
    assert.ok(followed > 0, 'the view moved with the tokens');
    assert.ok((await game.evaluate((el) => el.boardState.zoom)) > 1, 'still zoomed in');
  });
});
