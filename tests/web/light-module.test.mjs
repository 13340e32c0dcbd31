// A board starts the light module (catmouse-core-lite.wasm: everything but
// the two-cat solve, table files, the command line and the readers of every
// format but the JSON adjacency list) and fetches the full one only when a
// game needs it: a one-cat board fetches the light .wasm alone; given a
// second cat it fetches catmouse-core.wasm once, shows the package's
// two-cat verdict, and a later one-cat game needs nothing more; a board
// given an edge list, or a second cat, from the start fetches the full one
// alone (light-handover.js, lightMayAnswer) and shows its verdict.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { EXAMPLE_1, expectVerdict, launch, recordWasm, servePages, withPage } from './helpers.mjs';
import { verdictText } from '../../web/src/words/describe.js';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One board</title><link rel="icon" href="data:,">
<script type="module" src="cat-mouse-game.js"></script></head>
<body><main><h1>Notes</h1><cat-mouse-game graph="${EXAMPLE_1}"></cat-mouse-game></main></body></html>`;
const EDGES = '0 2\n0 5\n1 3\n1 4\n2 4\n2 5\n3 5';
const EDGE_PAGE = PAGE.replace(`graph="${EXAMPLE_1}"`, `graph="${EDGES}"`);
const TWO_CAT_PAGE = PAGE.replace(`graph="${EXAMPLE_1}"`, `graph="${EXAMPLE_1}" cat2="3"`);

let browser;
let server;
before(async () => {
  server = await servePages({
    '/light.html': { body: PAGE },
    '/edges.html': { body: EDGE_PAGE },
    '/two-cats.html': { body: TWO_CAT_PAGE },
  });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const solver = await createSolver();
const verdictOf = (options, graph = EXAMPLE_1) => {
  const game = solver.solve(graph, options);
  const words = verdictText(game);
  game.dispose();
  return words;
};

test('a one-cat board fetches only the light .wasm; a second cat fetches the full one, once', async () => {
  const wasm = [];
  const setup = (context) => recordWasm(context, wasm);
  await withPage(browser, `${server.base}/light.html`, { setup }, async ({ page }) => {
    await expectVerdict(page, verdictOf({}));
    assert.deepEqual(wasm, ['catmouse-core-lite.wasm']);
    await page.locator('cat-mouse-game').evaluate((el) => el.setAttribute('cat2', '3'));
    await expectVerdict(page, verdictOf({ cat2: 3 }));
    assert.deepEqual(wasm, ['catmouse-core-lite.wasm', 'catmouse-core.wasm']);
    await page.locator('cat-mouse-game').evaluate((el) => el.removeAttribute('cat2'));
    await expectVerdict(page, verdictOf({}));
    assert.deepEqual(wasm, ['catmouse-core-lite.wasm', 'catmouse-core.wasm'], 'nothing more fetched');
  });
});

test('a board given an edge list fetches the full .wasm alone, and shows its verdict', async () => {
  const wasm = [];
  const setup = (context) => recordWasm(context, wasm);
  await withPage(browser, `${server.base}/edges.html`, { setup }, async ({ page }) => {
    await expectVerdict(page, verdictOf({}, EDGES));
    assert.deepEqual(wasm, ['catmouse-core.wasm']);
    assert.equal(await page.locator('cat-mouse-game').getAttribute('graph'), EDGES, 'the text as given');
  });
});

test('a board with a second cat from the start fetches the full .wasm alone; a one-cat game after it needs nothing more', async () => {
  const wasm = [];
  const setup = (context) => recordWasm(context, wasm);
  await withPage(browser, `${server.base}/two-cats.html`, { setup }, async ({ page }) => {
    await expectVerdict(page, verdictOf({ cat2: 3 }));
    assert.deepEqual(wasm, ['catmouse-core.wasm']);
    await page.locator('cat-mouse-game').evaluate((el) => el.removeAttribute('cat2'));
    await expectVerdict(page, verdictOf({}));
    assert.deepEqual(wasm, ['catmouse-core.wasm'], 'nothing more fetched');
  });
});

test('where the light .wasm is not served (a folder copied before it existed), the worker asks once and starts the full one', async () => {
  const wasm = [];
  const setup = async (context) => {
    recordWasm(context, wasm);
    await context.route('**/catmouse-core-lite.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }));
  };
  const expected = (problem) => /catmouse-core-lite\.wasm|404/.test(problem);
  await withPage(browser, `${server.base}/light.html`, { setup, expected }, async ({ page }) => {
    await expectVerdict(page, verdictOf({}));
    assert.deepEqual(wasm, ['catmouse-core-lite.wasm', 'catmouse-core.wasm']);
  });
});

// The page asks for the light .wasm as it makes the solver's worker
// (light-handover.js), not once the worker's script has come and run: with
// worker-thread.js held back until the light .wasm is asked for, a page
// whose worker fetched it itself would never ask (the hold gives up after
// 30 s, and the order is then wrong). The worker starts from the page's
// bytes and asks nothing again.
test("the page asks for the light .wasm while the worker's script is still coming, and the worker takes its bytes", async () => {
  const asked = [];
  let liteAsked;
  const lite = new Promise((resolve) => (liteAsked = resolve));
  const setup = async (context) => {
    context.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop();
      if (name.endsWith('.wasm')) {
        asked.push(name);
        if (name === 'catmouse-core-lite.wasm') liteAsked();
      }
    });
    await context.route('**/worker-thread.js', async (route) => {
      const first = await Promise.race([lite.then(() => 'wasm'), new Promise((resolve) => setTimeout(resolve, 30_000, 'none'))]);
      asked.push(first === 'wasm' ? 'worker-thread.js (after the .wasm was asked for)' : 'worker-thread.js (no .wasm asked for)');
      await route.continue();
    });
  };
  await withPage(browser, `${server.base}/light.html`, { setup }, async ({ page }) => {
    await expectVerdict(page, verdictOf({}));
    assert.deepEqual(asked, ['catmouse-core-lite.wasm', 'worker-thread.js (after the .wasm was asked for)']);
  });
});

// Where the page may not fetch it (its CSP's connect-src, which the worker's
// script, served without a policy, does not have), the worker is told and
// fetches the light .wasm itself: the board solves as before.
test('where the page may not fetch the light .wasm, the worker fetches it itself', async () => {
  const wasm = [];
  const setup = (context) => recordWasm(context, wasm);
  const page = PAGE.replace('<title>', `<meta http-equiv="Content-Security-Policy" content="connect-src 'none'"><title>`);
  const local = await servePages({ '/connect-none.html': { body: page } });
  const expected = (problem) => /catmouse-core-lite\.wasm.*Content Security Policy/.test(problem);
  try {
    await withPage(browser, `${local.base}/connect-none.html`, { setup, expected }, async ({ page: tab, problems }) => {
      await expectVerdict(tab, verdictOf({}));
      assert.ok(problems.some(expected), "the page's own fetch was refused");
      assert.deepEqual(wasm, ['catmouse-core-lite.wasm'], 'asked for once: by the worker');
    });
  } finally {
    await local.close();
  }
});
