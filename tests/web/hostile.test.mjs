// The element under hostile use (issue 13): attributes read strictly, with
// the mistake shown at the attribute; and a page that enforces Trusted Types.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { launch, site, withPage, PATIENCE } from './helpers.mjs';

// This server has no favicon: its 404 is the only problem allowed.
const noFavicon = { expected: (p) => /favicon/.test(p) };

let browser;
let server;
let url;
before(async () => {
  // The built site with Trusted Types enforced: any string into innerHTML
  // (or another HTML sink) throws.
  const serve = sirv(site);
  server = createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "require-trusted-types-for 'script'");
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

test('the element works on a page that enforces Trusted Types', async () => {
  await withPage(browser, `${url}embed.html`, noFavicon, async ({ page }) => {
    const first = page.locator('#example-1');
    await first.getByRole('status').filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    await first.getByRole('button', { name: /^Play/ }).click();
    await first.getByRole('button', { name: /^Pause/ }).waitFor();
  });
});

test('attributes are read strictly: 0x3, 1e0 and first="anything" are shown as mistakes at the attribute', async () => {
  await withPage(browser, `${url}embed.html`, noFavicon, async ({ page }) => {
    const first = page.locator('#example-1');
    await first.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await first.evaluate((el) => {
      window.errors = [];
      el.addEventListener('cat-mouse-error', (e) => window.errors.push(e.detail));
    });
    const cases = [
      ['mouse', '0x3', /the mouse must be a node id \(a whole number from 0, digits only\), not "0x3"/],
      ['cat', '1e0', /the cat must be a node id \(a whole number from 0, digits only\), not "1e0"/],
      ['hole', '-0', /the hole must be a node id \(a whole number from 0, digits only\), not "-0"/],
      ['first', 'anything', /the side to move first must be "mouse" or "cat", not "anything"/],
    ];
    for (const [name, value, message] of cases) {
      await first.evaluate((el, [n, v]) => el.setAttribute(n, v), [name, value]);
      await first.getByRole('alert').filter({ hasText: message }).waitFor({ timeout: PATIENCE });
      const last = await page.evaluate(() => window.errors.at(-1));
      assert.deepEqual([last.code, last.options], ['argument.type', [name]]);
      await first.evaluate((el, n) => el.removeAttribute(n), name);
    }
    // The board still shows the last good game.
    assert.equal(await first.getByRole('status').textContent(), 'Draw: neither side can force a win');
    // graph = null is a mistake, not the text "null".
    const thrown = await first.evaluate((el) => {
      try {
        el.graph = null;
        return `accepted: ${el.getAttribute('graph')}`;
      } catch (error) {
        return `${error.name} ${error.code}: ${error.message}`;
      }
    });
    assert.equal(thrown, 'CatMouseError argument.type: graph must be text or an adjacency list (number[][]), got null');
  });
});
