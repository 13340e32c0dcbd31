// The shared link holds the board on screen, not a broken or unsolved form.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, typeGraph, shots, setGraph, EXAMPLE_2, PATIENCE, recordEvents } from './helpers.mjs';
import { decodeGraph } from '../../web/src/page/graph-code.js';
import { decodeLinkGraph } from '../../web/src/page/graph-compact.js';
import { sparseGraph } from '../../web/src/page/examples.js';

const env = withServerAndBrowser({ before, after });

const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
// The link's values, its packed graph (g1) unpacked as graph.
async function hashOf(link) {
  const { g1, ...rest } = Object.fromEntries(new URLSearchParams(new URL(link).hash.slice(1)));
  return { graph: await decodeGraph(g1), ...rest };
}

test('Copy link copies the last board that solved, and says so when the form differs', async () => {
  await withPage(env.browser, env.server.url, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await typeGraph(page, EXAMPLE_2);
    await expectVerdict(page, 'Mouse wins in 1 move');
    const copy = page.getByRole('button', { name: 'Copy link to this board' });

    // a rules error on screen: the hole on the cat's start
    await page.locator('#rule-holes').fill('2');
    await page.locator('#rule-holes').press('Tab');
    await page.locator('.graph-alert').filter({ hasText: /hole/ }).first().waitFor();
    await copy.click();
    await page.getByText(/Link copied.*not the unsolved changes/).waitFor();
    let link = await page.evaluate(() => navigator.clipboard.readText());
    assert.deepEqual(await hashOf(link), { graph: EXAMPLE_2, mouse: '1', cat: '2', hole: '0', first: 'mouse' });

    // text still inside the typing debounce
    await page.locator('#rule-holes').fill('0');
    await page.locator('#rule-holes').press('Tab');
    await page.locator('.graph-alert').filter({ hasText: /hole/ }).waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Graph' }).press('End');
    await page.keyboard.type(',[9]');
    await copy.click();
    link = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal((await hashOf(link)).graph, EXAMPLE_2);
  });
});

// A 2,000-node edge list typed in no order: its exact link is ~15,600
// characters; Copy link hands out one under 10,000 that holds the graph,
// and says so, while the address bar keeps the exact text.
test('Copy link of a long text shares its graph under 10,000 characters, says what it leaves out, and opens to the same verdict', async () => {
  await withPage(env.browser, env.server.url, async ({ page, context, open }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [comment, ...edges] = sparseGraph(2000, 9).trim().split('\n');
    let x = 7;
    const order = edges
      .map((line) => [(x = (x * 48271) % 2147483647), line])
      .sort((a, b) => a[0] - b[0])
      .map(([, line]) => line);
    const text = `${comment}\n${order.join('\n')}\n`;
    const solved = await recordEvents(page, 'cat-mouse-solved');
    await setGraph(page, text); // as a paste does (Playwright's fill of 4,000 lines outlasts its timeout)
    await solved(2000);
    const said = await page.getByRole('status').textContent();
    await page.getByRole('button', { name: 'Copy link to this board' }).click();
    await page
      .getByText(
        /Link copied\. It holds the graph, not your text as typed \(its line order and comments\): the exact link, in the address bar, is [\d,]+ characters long/,
      )
      .waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.length < 10000, `the shared link is ${link.length} characters`);
    // the address bar: the text exactly
    const here = new URLSearchParams(new URL(page.url()).hash.slice(1));
    const [key] = ['g1', 'g2'].filter((k) => here.has(k));
    assert.equal(await decodeLinkGraph(key, here.get(key)), text);
    // the shared link: the same game, the same verdict
    const other = await open(link);
    await other.page.getByRole('status').filter({ hasText: said.trim() }).waitFor({ timeout: PATIENCE });
  });
});

test('a link with values the rules cannot use shows the defaults and says so at each field; a restored example names itself', async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent(EXAMPLE_2)}&mouse=abc&first=dog`, async ({ page }) => {
    await expectVerdict(page, 'Mouse wins in 1 move');
    assert.equal(await page.locator('#rule-mouse').inputValue(), '1');
    assert.equal(await page.locator('#rule-first').inputValue(), 'mouse');
    const alert = page.locator('#rules-alert');
    await alert
      .filter({ hasText: 'the mouse must be a node id (a whole number from 0, digits only), not "abc". The field shows 1.' })
      .waitFor();
    await alert.filter({ hasText: 'the side to move first must be "mouse" or "cat", not "dog"' }).waitFor();
    assert.equal(await page.locator('#rule-mouse').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#rule-first').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#rule-cat').getAttribute('aria-invalid'), null);
    assert.equal(await page.getByRole('combobox', { name: 'Examples' }).inputValue(), 'leetcode-2');
  });
});

test('a rules error shows next to the rules and marks the field invalid', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await page.locator('#rule-holes').fill('2');
    await page.locator('#rule-holes').press('Tab');
    const alert = page.locator('#rules-alert').filter({ hasText: 'the cat cannot start on the hole' });
    await alert.waitFor();
    assert.equal(await page.locator('#graph-alert').textContent(), '');
    assert.equal(await page.locator('#rule-holes').getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#rule-cat').getAttribute('aria-invalid'), 'false');
    await page.screenshot({ path: `${shots}/rules-error.png` });
    await page.locator('#rule-holes').fill('0');
    await page.locator('#rule-holes').press('Tab');
    await alert.waitFor({ state: 'detached' });
    assert.equal(await page.locator('#rule-holes').getAttribute('aria-invalid'), null);
  });
});

test('Share beside the board and at the end of a game played puts the focus on Copy link, at 375 and 1280 px', async () => {
  for (const width of [375, 1280]) {
    await withPage(env.browser, env.server.url, { viewport: { width, height: width < 900 ? 812 : 900 } }, async ({ page }) => {
      await typeGraph(page, EXAMPLE_2);
      await expectVerdict(page, 'Mouse wins in 1 move');
      const game = page.locator('cat-mouse-game');
      const copyFocused = () => page.waitForFunction(() => document.activeElement?.id === 'copy-link');
      const share = game.getByRole('button', { name: 'Share', exact: true });
      await share.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/share-controls-${width}.png` });
      await share.click();
      await copyFocused();
      assert.ok(await page.locator('#copy-link').isVisible());
      // A game played to its end: the mouse to the hole (node 0).
      await game.getByRole('radio', { name: 'Play the computer' }).check();
      await page.evaluate(() => document.activeElement.blur()); // keyboard="document": a node's number and Enter move there
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      const over = game.getByRole('button', { name: 'Share this game' });
      await over.waitFor();
      await over.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/share-over-${width}.png` });
      await over.click();
      await copyFocused();
    });
  }
});

test('a board without the share attribute has no Share button', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    const game = page.locator('cat-mouse-game');
    await game.evaluate((el) => (el.share = false));
    assert.equal(await game.getByRole('button', { name: 'Share', exact: true }).isVisible(), false);
  });
});
