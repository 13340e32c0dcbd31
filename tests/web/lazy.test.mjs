// loading="lazy" (issue 41, item 4): a board far below the fold starts
// nothing, no solver worker and no request for the .wasm, until the reader
// scrolls near it; then it solves as any board does.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1, launch, servePages, withPage, PATIENCE } from './helpers.mjs';

let server;
let base;
let browser;
before(async () => {
  server = await servePages({
    '/lazy.html': {
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lazy</title><link rel="icon" href="data:,">
<script type="module" src="/cat-mouse-game.js"></script></head>
<body><main><h1>Course notes</h1><div style="height: 4000px">A long page.</div>
<cat-mouse-game id="far" loading="lazy" graph='${EXAMPLE_1}'></cat-mouse-game></main></body></html>`,
    },
  });
  ({ base } = server);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('a lazy board below the fold fetches no .wasm and starts no worker until it is scrolled near, then solves', async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(browser, `${base}/lazy.html`, { setup }, async ({ page }) => {
    await page.waitForFunction(() => customElements.get('cat-mouse-game') !== undefined, null, { timeout: PATIENCE });
    // Two frames and a moment for anything a board would start at once.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 300)));
    assert.deepEqual(
      fetched.filter((path) => path.endsWith('.wasm')),
      [],
      'no .wasm fetched',
    );
    assert.equal(page.workers().length, 0, 'no worker started');
    await page.locator('#far').scrollIntoViewIfNeeded();
    await page.locator('#far').getByRole('status').filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    assert.ok(
      fetched.some((path) => path.endsWith('.wasm')),
      'the .wasm once it is near',
    );
  });
});
