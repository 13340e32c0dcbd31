// The words under the verdict for the ends of a game.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, typeGraph, REGRESSION } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: 15000 });
const position = (page) => game(page).locator('.position').textContent();

test('a side that cannot move at the start is told why', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await page.getByRole('combobox', { name: 'First to move' }).selectOption('cat');
    await typeGraph(page, '[[1,2],[0],[0]]');
    await expectVerdict(page, 'Mouse wins before any move');
    assert.equal(await position(page), 'Start: The cat cannot move (its only neighbour, node 0, is the hole) and loses');
  });
});

test('the last move of a cat win says who stepped onto whom; a draw marks the repeated row', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await game(page).getByRole('button', { name: 'Last position' }).click();
    assert.match(await game(page).locator('.row.echo').textContent(), /↺ repeated at the end \(move 5\)/);
    // The move list's glyphs (↺, the chips' arrows) are for the eye: a screen reader hears words.
    const heard = await game(page).locator('ol.moves').ariaSnapshot();
    assert.match(heard, /text: repeated at the end \(move 5\)/);
    assert.match(heard, /button "Move 1: Mouse from 1 to 3"/);
    assert.match(heard, /paragraph: "Draw: this position repeats the one after move 1/);
    assert.doesNotMatch(heard, /[→↺]/);
    await typeGraph(page, REGRESSION);
    await expectVerdict(page, 'Cat wins in 24 moves');
    await game(page).getByRole('button', { name: 'Last position' }).click();
    const { line } = await game(page).evaluate((el) => el.result);
    const mover = line.at(-2).turn;
    assert.match(
      await position(page),
      mover === 'cat' ? /The cat catches the mouse on node 6/ : /The mouse has no safe move and must step onto the cat on node 6/,
    );
  });
});

test('a link whose graph never solved shows "Fix the graph" instead of a blank board', async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent('[[1,2],[0],[0,7]]')}`, async ({ page }) => {
    await page.locator('.graph-alert').filter({ hasText: 'lists 7' }).waitFor({ timeout: 15000 });
    await game(page).getByText('Fix the graph to see the board').waitFor();
    await typeGraph(page, '[[1,2],[0],[0]]');
    await expectVerdict(page, 'wins');
    assert.equal(await game(page).getByText('Fix the graph to see the board').isVisible(), false);
  });
});

test('prefers-reduced-motion: the layout is settled when first drawn', async () => {
  await withPage(env.browser, env.server.url, { reducedMotion: 'reduce' }, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    assert.equal(await game(page).evaluate((el) => el.layoutRunning), false);
  });
});
