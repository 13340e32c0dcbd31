// Embedding from the package (issue 21): catmouse/element through an
// import map (unbundled, as the package ships it), one solver worker for
// every board of a page, a cancel or a removed board that leaves the others
// alone, and load failures that name the URL, the status or the reason.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import sirv from 'sirv';
import { EXAMPLE_1, EXAMPLE_2, countWorkers, launch, lightFetchStopped, root, shots, site, withPage, PATIENCE } from './helpers.mjs';
import { cycle } from '../js/helpers.mjs';

// /pkg/ is the package folder as npm installs it; /site/ the built site.
// A page is made from its query: the boards' attributes, the CSP header.
const IMPORTS = {
  imports: {
    'catmouse/element': '/pkg/dist/element.js',
    'catmouse/worker': '/pkg/wasm/src/worker.js',
    'catmouse/rules': '/pkg/wasm/src/rules-entry.js',
  },
};
const BIG = JSON.stringify(cycle(3000));

function pageHtml(boards, { twice = false, oneFileToo = false } = {}) {
  const attrs = (board) =>
    Object.entries(board)
      .map(([k, v]) => (v === true ? k : `${k}='${v}'`))
      .join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>boards</title><link rel="icon" href="data:,">
<script type="importmap">${JSON.stringify(IMPORTS)}</script>
<script type="module">import 'catmouse/element';${twice ? "import '/pkg/dist/element.js?again';" : ''}</script>
${oneFileToo ? '<script type="module" src="/site/cat-mouse-game.js"></script>' : ''}
</head><body><main>${boards.map((b, i) => `<cat-mouse-game id="b${i}" ${attrs(b)}></cat-mouse-game>`).join('\n')}</main></body></html>`;
}

let server;
let base;
let policy = null; // the Content-Security-Policy header of every response, as a host sets it
let browser;
const pages = new Map();
before(async () => {
  const pkg = sirv(root, { dev: true });
  const built = sirv(site, { dev: true });
  server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (policy) res.setHeader('Content-Security-Policy', policy);
    const notFound = () => {
      res.statusCode = 404;
      res.end('not found');
    };
    if (url.pathname.startsWith('/page/')) {
      res.setHeader('Content-Type', 'text/html');
      return res.end(pages.get(url.pathname.slice(6)));
    }
    // A host that answers every missing file with its index page (an SPA's fallback).
    if (/^\/spa\/catmouse-core(-lite)?\.wasm$/.test(url.pathname)) {
      res.setHeader('Content-Type', 'text/html');
      return res.end('<!doctype html><html><body>Welcome</body></html>');
    }
    // A host that serves .js as plain text (the package's other files as they are).
    if (url.pathname === '/plain/worker-thread.js') {
      res.setHeader('Content-Type', 'text/plain');
      return res.end(readFileSync(`${root}dist/worker-thread.js`));
    }
    // A valid WebAssembly module that is not catmouse's (an empty one: the magic word and version only).
    if (/^\/foreign\/catmouse-core(-lite)?\.wasm$/.test(url.pathname)) {
      res.setHeader('Content-Type', 'application/wasm');
      return res.end(Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
    }
    if (url.pathname === '/spa/worker-thread.js' || url.pathname === '/foreign/worker-thread.js') req.url = '/dist/worker-thread.js';
    else if (url.pathname.startsWith('/plain/')) req.url = `/dist/${req.url.slice(7)}`;
    else if (url.pathname.startsWith('/pkg/')) req.url = req.url.slice(4);
    else if (url.pathname.startsWith('/site/')) return built(Object.assign(req, { url: req.url.slice(5) }), res, notFound);
    else return notFound();
    return pkg(req, res, notFound);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

// Opens a page of boards in withPage (helpers.mjs), counting the workers it
// starts by name (each Worker the page makes is recorded before it starts):
// body({ page, problems, solvers }). expected(problem): a problem the test
// causes on purpose (a missing file, a policy it breaks).
async function onBoards(name, boards, options, body) {
  if (typeof options === 'function') [options, body] = [{}, options];
  const { csp = null, expected = null, ...html } = options;
  pages.set(name, pageHtml(boards, html));
  policy = csp;
  const pageOptions = { viewport: { width: 1100, height: 900 }, setup: countWorkers, ...(expected ? { expected } : {}) };
  return withPage(browser, `${base}/page/${name}`, pageOptions, ({ page, problems }) => {
    const solvers = () => page.evaluate(() => window.workerNames.filter((n) => n === 'catmouse-solver').length);
    return body({ page, problems, solvers });
  });
}

const status = (page, i) => page.locator(`#b${i}`).getByRole('status');
const alertOf = (page, i) => page.locator(`#b${i}`).getByRole('alert');

test('catmouse/element unbundled: boards share one solver worker; own-worker gets its own; a second import or registration does no harm', async () => {
  await onBoards(
    'share',
    [{ graph: EXAMPLE_1 }, { graph: EXAMPLE_2 }, { graph: EXAMPLE_1, cat: 3 }],
    { twice: true, oneFileToo: true },
    async ({ page, problems, solvers }) => {
      await status(page, 0).filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
      await status(page, 1).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
      await status(page, 2)
        .filter({ hasText: /wins|Draw/ })
        .waitFor({ timeout: PATIENCE });
      assert.equal(await solvers(), 1, 'three boards, one solver worker');
      // Each board's queries answer from its own game in the shared thread.
      assert.deepEqual(
        await page.evaluate(async () => {
          const [a, b] = document.querySelectorAll('cat-mouse-game');
          const [pa, pb] = await Promise.all([a.solverWorker.play({ mouse: 1, cat: 2 }), b.solverWorker.play({ mouse: 3, cat: 2 })]);
          return [pa.nodeCount, pb.nodeCount];
        }),
        [6, 4],
      );
      // own-worker: a thread of its own for that board.
      await page.evaluate((graph) => {
        const own = document.createElement('cat-mouse-game');
        own.id = 'b3';
        own.setAttribute('own-worker', '');
        own.setAttribute('graph', graph);
        document.querySelector('main').append(own);
      }, EXAMPLE_2);
      await status(page, 3).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
      assert.equal(await solvers(), 2);
      // The tag was taken by the first copy; the other copies left it alone.
      assert.equal(await page.evaluate(() => customElements.get('cat-mouse-game') === document.querySelector('#b0').constructor), true);
      await page.screenshot({ path: `${shots}/engines-shared.png` });
      assert.deepEqual(problems, []);
    },
  );
});

test("a cancel on one board, or a board removed while it solves, never stops another board's solve", async () => {
  await onBoards('cancel', [{ graph: EXAMPLE_2 }, { graph: EXAMPLE_2 }, { graph: EXAMPLE_2 }], async ({ page, problems, solvers }) => {
    for (const i of [0, 1, 2]) await status(page, i).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
    // Board 0 starts a long solve; board 1's new solve waits behind it; board 0 cancels.
    await page.evaluate((big) => document.querySelector('#b0').setAttribute('graph', big), BIG);
    await page.waitForFunction(() => document.querySelector('#b0').busy);
    await page.evaluate((g) => document.querySelector('#b1').setAttribute('graph', g), EXAMPLE_1);
    await page.evaluate(() => document.querySelector('#b0').cancel());
    await page.locator('#b0').getByText('Solve cancelled').waitFor({ timeout: PATIENCE });
    await status(page, 1).filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    assert.equal(await status(page, 0).textContent(), 'Mouse wins in 1 move', 'board 0 keeps its last solved game');
    // Board 0's game came back in the new thread: its queries still answer.
    assert.equal(
      await page.evaluate(async () => (await document.querySelector('#b0').solverWorker.play({ mouse: 3, cat: 2 })).nodeCount),
      4,
    );

    // Board 2 starts a long solve and is removed from the page while it runs; board 1 solves on.
    await page.evaluate((big) => document.querySelector('#b2').setAttribute('graph', big), BIG);
    await page.waitForFunction(() => document.querySelector('#b2').busy);
    await page.evaluate(() => document.querySelector('#b2').remove());
    await page.evaluate((g) => document.querySelector('#b1').setAttribute('graph', g), EXAMPLE_2);
    await status(page, 1).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
    assert.equal(
      await page.evaluate(async () => (await document.querySelector('#b0').solverWorker.play({ mouse: 1, cat: 2 })).nodeCount),
      4,
    );
    assert.ok((await solvers()) <= 3, 'a thread is restarted only by a cancel');
    assert.deepEqual(problems, [], 'no unhandled rejection, no console error');
  });
});

// The missing worker script: its 404 and the failed request for it.
const missing = (p) => /404|\/nowhere\/worker-thread\.js/.test(p);

test('a worker script that is not there: the board names the URL and the HTTP status, keeps its graph, and other boards work', async () => {
  await onBoards(
    'missing',
    [{ graph: EXAMPLE_1, 'base-path': '/nowhere/' }, { graph: EXAMPLE_2 }],
    { expected: missing },
    async ({ page, problems, solvers }) => {
      await status(page, 1).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
      const alert = alertOf(page, 0);
      await alert.filter({ hasText: /could not load the solver/i }).waitFor({ timeout: PATIENCE });
      const text = await alert.textContent();
      assert.match(text, new RegExp(`${base}/nowhere/worker-thread\\.js`));
      assert.match(text, /HTTP 404/);
      assert.match(text, /base-path/, 'says what to do');
      assert.doesNotMatch(text, /graph/i, 'never blames the graph');
      assert.equal(await page.locator('#b0').getAttribute('graph'), EXAMPLE_1, "the board's graph is kept");
      const empty = await page.locator('#b0').evaluate((el) => el.shadowRoot.querySelector('.empty').textContent);
      assert.match(empty, /solver could not run/);
      // Pointed at the right place, the same board solves.
      await page.evaluate(() => document.querySelector('#b0').setAttribute('base-path', '/pkg/dist/'));
      await status(page, 0).filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
      await page.screenshot({ path: `${shots}/engines-missing-worker.png` });
      // The 404 itself (the console line and the failed request); nothing else.
      assert.deepEqual(
        problems.filter((p) => !missing(p)),
        [],
      );
    },
  );
});

test('a .wasm answered with an HTML page is called that, with its URL', async () => {
  await onBoards('html-wasm', [{ graph: EXAMPLE_1, 'base-path': '/spa/' }], async ({ page, problems, solvers }) => {
    const alert = alertOf(page, 0);
    await alert.filter({ hasText: /could not load the solver/i }).waitFor({ timeout: PATIENCE });
    const text = await alert.textContent();
    // The light module, the first the board fetches (wasm/src/worker-thread.js).
    assert.match(text, new RegExp(`${base}/spa/catmouse-core-lite\\.wasm answered with an HTML page`));
    assert.doesNotMatch(text, /Aborted|magic word|ASSERTIONS/);
    assert.deepEqual(problems, []);
  });
});

// Issue 42, item 3: a .wasm that is WebAssembly but not catmouse's left the board solving for ever.
test("a .wasm that is WebAssembly but not catmouse's is refused with its URL, not left solving", async () => {
  await onBoards('foreign-wasm', [{ graph: EXAMPLE_1, 'base-path': '/foreign/' }], async ({ page, problems }) => {
    const alert = alertOf(page, 0);
    await alert.filter({ hasText: /could not load the solver/i }).waitFor({ timeout: PATIENCE });
    assert.match(
      await alert.textContent(),
      new RegExp(`${base}/foreign/catmouse-core-lite\\.wasm is WebAssembly, but not this catmouse's solver`),
    );
    assert.deepEqual(problems, []);
  });
});

test('a worker script served with the wrong MIME type is called that', async () => {
  await onBoards(
    'plain-js',
    [{ graph: EXAMPLE_1, 'base-path': '/plain/' }],
    { expected: (p) => /MIME type/.test(p) || lightFetchStopped(p) },
    async ({ page, problems, solvers }) => {
      const text = await alertOf(page, 0)
        .filter({ hasText: /could not load the solver/i })
        .textContent({ timeout: PATIENCE });
      assert.match(
        text,
        new RegExp(
          `${base}/plain/worker-thread\\.js is served as text/plain; browsers run module workers only when served as text/javascript`,
        ),
      );
      assert.deepEqual(
        problems.filter((p) => !/MIME type/.test(p) && !lightFetchStopped(p)),
        [],
      );
    },
  );
});

test('a page whose Content-Security-Policy blocks the worker or WebAssembly says so', async () => {
  const workerBlocked = (p) => /Refused to create a worker|violates the following Content Security Policy/.test(p) || lightFetchStopped(p);
  await onBoards(
    'csp-worker',
    [{ graph: EXAMPLE_1 }],
    { csp: "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; worker-src 'none'", expected: workerBlocked },
    async ({ page }) => {
      const text = await alertOf(page, 0)
        .filter({ hasText: /could not load the solver/i })
        .textContent({ timeout: PATIENCE });
      assert.match(text, /Content-Security-Policy/);
      assert.match(text, /worker-src/);
    },
  );

  const wasmBlocked = (p) => /WebAssembly|unsafe-eval|Content Security Policy/.test(p);
  await onBoards(
    'csp-wasm',
    [{ graph: EXAMPLE_1 }],
    { csp: "script-src 'self' 'unsafe-inline'", expected: wasmBlocked },
    async ({ page }) => {
      const wasmText = await alertOf(page, 0)
        .filter({ hasText: /could not load the solver/i })
        .textContent({ timeout: PATIENCE });
      assert.match(wasmText, /Content-Security-Policy does not allow WebAssembly/);
      assert.match(wasmText, /'wasm-unsafe-eval'/);
    },
  );
});

test('the package unbundled on a page that enforces Trusted Types: its workers start through the catmouse policy', async () => {
  const csp = "script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; require-trusted-types-for 'script'; trusted-types catmouse";
  await onBoards('trusted', [{ graph: EXAMPLE_1 }, { graph: EXAMPLE_2 }], { csp }, async ({ page, problems, solvers }) => {
    await status(page, 0).filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    await status(page, 1).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
    assert.equal(await solvers(), 1);
    assert.deepEqual(problems, []);
  });
});
