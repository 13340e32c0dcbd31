// One script tag from a CDN (issue 41): a page on one origin loads the
// one-file build from another origin (another port, served with
// Access-Control-Allow-Origin: *, as CDNs serve packages). The boards solve,
// through one solver worker, a big graph lays out in its worker, a panel's
// code loaded on first use comes from the CDN too, nothing errs;
// a page whose Content-Security-Policy allows no blob: workers is told which
// directive to add, at the board.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import sirv from 'sirv';
import { EXAMPLE_1, EXAMPLE_2, countWorkers, launch, lightFetchStopped, site, withPage, PATIENCE } from './helpers.mjs';
import { cycle } from '../js/helpers.mjs';

let cdn;
let host;
let browser;
let policy = null; // the page's Content-Security-Policy header
const pages = new Map();

const listen = async (handler) => {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}` };
};

before(async () => {
  const files = sirv(site, { dev: true });
  cdn = await listen((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    files(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  host = await listen((req, res) => {
    const html = pages.get(req.url.slice(1));
    if (html === undefined) {
      res.statusCode = 404;
      return res.end('not found');
    }
    if (policy) res.setHeader('Content-Security-Policy', policy);
    res.setHeader('Content-Type', 'text/html');
    res.end(html);
  });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  for (const one of [cdn, host]) await new Promise((resolve) => one?.server.close(resolve));
});

// The page as a docs author writes it: the script tag from the CDN, then the boards.
const page = (
  boards,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>From a CDN</title><link rel="icon" href="data:,">
<script type="module" src="${cdn.url}/cat-mouse-game.js"></script></head>
<body><main>${boards.map((graph, i) => `<cat-mouse-game id="b${i}" graph='${graph}'></cat-mouse-game>`).join('\n')}</main></body></html>`;

test('one script tag from another origin: the boards solve through one solver worker, a big graph lays out in its worker, no error', async () => {
  pages.set('cdn', page([EXAMPLE_1, EXAMPLE_2, JSON.stringify(cycle(3000))]));
  policy = null;
  await withPage(browser, `${host.url}/cdn`, { setup: countWorkers }, async ({ page }) => {
    const status = (i) => page.locator(`#b${i}`).getByRole('status');
    await status(0).filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    await status(1).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
    await status(2)
      .filter({ hasText: /wins|Draw/ })
      .waitFor({ timeout: PATIENCE });
    await page.waitForFunction(() => !document.querySelector('#b2').layoutRunning, null, { timeout: PATIENCE });
    const names = await page.evaluate(() => window.workerNames);
    assert.equal(names.filter((name) => name === 'catmouse-solver').length, 1, `one solver worker for the page: ${names}`);
    assert.ok(names.includes('catmouse-layout'), `the 3,000 nodes laid out in the layout worker: ${names}`);
    assert.equal(await page.evaluate(() => document.querySelector('#b2').boardState.placedIn), 'worker');
    // A panel's code, loaded on its first opening, comes from chunks/ beside the script, on the CDN.
    const chunks = [];
    page.on('request', (request) => request.url().includes('/chunks/') && chunks.push(request.url()));
    const board = page.locator('#b0');
    await board.evaluate((el) => el.setAttribute('controls', ''));
    await board.getByText('Value map: every start at once').click();
    await board.getByRole('heading', { name: 'Starts' }).waitFor({ timeout: PATIENCE });
    assert.ok(
      chunks.some((url) => url.startsWith(`${cdn.url}/chunks/value-map-panel-`)),
      `the value map's code came from the CDN: ${chunks}`,
    );
  });
});

test('a page whose Content-Security-Policy allows no blob: workers: the board names the directive to add and the self-hosted way', async () => {
  pages.set('csp', page([EXAMPLE_1]));
  policy = `script-src 'self' ${cdn.url} 'wasm-unsafe-eval'; worker-src 'self'`;
  try {
    // The refusal is the browser's own console error (a CSP report); the test asserts the board's words.
    const expected = (problem) => /Content Security Policy|blob:/i.test(problem) || lightFetchStopped(problem);
    await withPage(browser, `${host.url}/csp`, { expected }, async ({ page }) => {
      const alert = page.locator('#b0').getByRole('alert');
      await alert.filter({ hasText: 'blob:' }).waitFor({ timeout: PATIENCE });
      const text = await alert.textContent();
      assert.match(text, /worker-src/, text);
      assert.match(text, /add blob: to the page's worker-src/, text);
      assert.match(text, /base-path/, text);
    });
  } finally {
    policy = null;
  }
});
