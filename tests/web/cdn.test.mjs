// One script tag from a CDN (issue 41): a page on one origin loads the
// one-file build from another origin (another port, served with
// Access-Control-Allow-Origin: *, as CDNs serve packages). The boards solve,
// through one solver worker, a big graph lays out in its worker, a panel's
// code loaded on first use comes from the CDN too, nothing errs;
// a page whose Content-Security-Policy allows no blob: workers is told which
// directive to add, at the board. The policy docs/embedding.md recommends
// works as it is written; one that leaves the CDN out of worker-src or
// connect-src is told which, with the origin to add; a refusal by the
// policy starts one worker for the page, not one per board.
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
    // /broken/: the site again, with a worker script that does not parse.
    if (req.url === '/broken/worker-thread.js') {
      res.setHeader('Content-Type', 'text/javascript');
      return res.end('this is not javascript {{{');
    }
    if (req.url.startsWith('/broken/')) req.url = req.url.slice('/broken'.length);
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
  attributes = '',
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>From a CDN</title><link rel="icon" href="data:,">
<script type="module" src="${cdn.url}/cat-mouse-game.js"></script></head>
<body><main>${boards.map((graph, i) => `<cat-mouse-game id="b${i}" graph='${graph}'${attributes}></cat-mouse-game>`).join('\n')}</main></body></html>`;

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

// docs/embedding.md's policy for a CDN, with the test's CDN for jsDelivr.
const documented = () => `script-src 'self' 'wasm-unsafe-eval' ${cdn.url}; worker-src 'self' blob: ${cdn.url}`;

// The page served under `csp` for `body`; every worker thread started is
// counted (started: their URLs) and every CSP report recorded (window.violations).
async function underPolicy(csp, name, boards, { expected, attributes } = {}, body) {
  pages.set(name, page(boards, attributes));
  policy = csp;
  const started = [];
  const setup = async (context) => {
    context.on('page', (opened) => opened.on('worker', (worker) => started.push(worker.url())));
    await countWorkers(context);
    await context.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (e) => window.violations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
  };
  try {
    await withPage(browser, `${host.url}/${name}`, { setup, expected }, (fixture) => body({ ...fixture, started }));
  } finally {
    policy = null;
  }
}

// Every board's alert, once each shows one with `words`.
async function alerts(page, count, words) {
  const texts = [];
  for (let i = 0; i < count; i++) {
    const alert = page.locator(`#b${i}`).getByRole('alert').filter({ hasText: words });
    await alert.waitFor({ timeout: PATIENCE });
    texts.push(await alert.textContent());
  }
  return texts;
}

for (const [variant, extra] of [
  ['as docs/embedding.md writes it', ''],
  ['with connect-src', () => `; connect-src 'self' ${cdn.url}`],
]) {
  test(`the documented policy for a CDN, ${variant}: the boards solve through one solver worker, nothing refused`, async () => {
    const csp = documented() + (extra ? extra() : '');
    await underPolicy(csp, 'documented', [EXAMPLE_1, EXAMPLE_2], {}, async ({ page }) => {
      await page
        .locator('#b0')
        .getByRole('status')
        .filter({ hasText: 'Draw: neither side can force a win' })
        .waitFor({ timeout: PATIENCE });
      await page.locator('#b1').getByRole('status').filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
      const names = await page.evaluate(() => window.workerNames);
      assert.deepEqual(names, ['catmouse-solver'], 'one solver worker for the page');
      assert.deepEqual(await page.evaluate(() => window.violations), [], `no CSP report under ${csp}`);
    });
  });
}

test("worker-src with blob: but not the CDN: each board names worker-src and the CDN's origin to add", async () => {
  const csp = `script-src 'self' 'wasm-unsafe-eval' ${cdn.url}; worker-src 'self' blob:`;
  // The browser refuses the blob: module's import of the script (a failed request, reported to no script).
  const expected = (problem) => problem === `request failed: ${cdn.url}/worker-thread.js csp` || lightFetchStopped(problem);
  await underPolicy(csp, 'worker-src', [EXAMPLE_1, EXAMPLE_2], { expected }, async ({ page }) => {
    for (const text of await alerts(page, 2, 'Could not load the solver')) {
      assert.match(text, /worker-thread\.js/, text);
      assert.ok(text.includes(`(worker-src) most likely refuses ${cdn.url}`), text);
      assert.ok(text.includes(`add ${cdn.url} to its worker-src beside blob:`), text);
      assert.match(text, /copy the files of node_modules\/catmouse\/dist\/ .* base-path/, text);
    }
  });
});

// The worker-src words are for an import nothing answered: a script on the
// CDN that was fetched but does not parse, under no policy, is not blamed on one.
test('a worker script from the CDN that does not parse, under no policy: the board does not blame worker-src', async () => {
  await underPolicy(
    null,
    'broken',
    [EXAMPLE_1],
    { attributes: ` base-path="${cdn.url}/broken/"`, expected: lightFetchStopped },
    async ({ page }) => {
      const [text] = await alerts(page, 1, 'Could not load the solver');
      assert.match(text, /broken\/worker-thread\.js loaded but did not start/, text);
      assert.doesNotMatch(text, /refuses/, text);
    },
  );
});

// The page's own fetch of the light .wasm is refused too (light-handover.js): the worker fetches it itself, and is refused.
const connectRefused = (url) => (problem) =>
  problem.startsWith(`console: Connecting to '${url}' violates`) ||
  problem === `console: Fetch API cannot load ${url}. Refused to connect because it violates the document's Content Security Policy.`;

test("connect-src without the CDN: the board names connect-src and the CDN's origin, for the .wasm the worker could not fetch", async () => {
  const csp = `${documented()}; connect-src 'self'`;
  const expected = connectRefused(`${cdn.url}/catmouse-core-lite.wasm`);
  await underPolicy(csp, 'connect-src', [EXAMPLE_1], { expected }, async ({ page, started }) => {
    const [text] = await alerts(page, 1, 'Could not load the solver');
    assert.ok(text.includes(`the page's Content-Security-Policy (connect-src) refuses ${cdn.url}`), text);
    assert.ok(text.includes(`${cdn.url}/catmouse-core-lite.wasm`), `the file refused: ${text}`);
    assert.ok(text.includes(`add ${cdn.url} to its connect-src, or copy the files of node_modules/catmouse/dist/`), text);
    assert.equal(started.length, 1, `the worker started (worker-src allows the CDN): ${started}`);
  });
});

test('connect-src and worker-src both without the CDN: the board names both, with the origin', async () => {
  const csp = `script-src 'self' 'wasm-unsafe-eval' ${cdn.url}; worker-src 'self' blob:; connect-src 'self'`;
  const lite = connectRefused(`${cdn.url}/catmouse-core-lite.wasm`);
  const script = connectRefused(`${cdn.url}/worker-thread.js`);
  const expected = (problem) => lite(problem) || script(problem) || problem === `request failed: ${cdn.url}/worker-thread.js csp`;
  await underPolicy(csp, 'both', [EXAMPLE_1], { expected }, async ({ page }) => {
    const [text] = await alerts(page, 1, 'Could not load the solver');
    assert.ok(text.includes(`the page's Content-Security-Policy (connect-src) refuses ${cdn.url}`), text);
    assert.ok(text.includes(`add ${cdn.url} to its connect-src and to its worker-src beside blob:`), text);
  });
});

test("a policy without 'wasm-unsafe-eval': five boards, one worker started, each board told to add it", async () => {
  const csp = `script-src 'self' ${cdn.url}; worker-src 'self' blob: ${cdn.url}`;
  const boards = [EXAMPLE_1, EXAMPLE_2, EXAMPLE_1, EXAMPLE_2, EXAMPLE_1];
  await underPolicy(csp, 'no-wasm', boards, {}, async ({ page, started }) => {
    for (const text of await alerts(page, 5, 'Could not load the solver'))
      assert.match(text, /add 'wasm-unsafe-eval' to its script-src/, text);
    assert.equal(started.length, 1, `one worker thread for the page's five boards: ${started.join(', ')}`);
  });
});
