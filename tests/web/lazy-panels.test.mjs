// Panels loaded on first use (issue 41, item 5): the one-file build fetches
// the code of a panel a board does not show yet (the value map, how it is
// solved) only when a reader opens it, from dist/chunks/ beside its entry,
// under a sub-path, Content-Security-Policy script-src 'self'
// 'wasm-unsafe-eval' and Trusted Types; a chunk that cannot come (offline)
// leaves a loading line, then an alert with its code, never a dead panel.
// (The cross-origin case, a CDN, is tests/web/cdn.test.mjs.)
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1, withNotesBoard, withPage, PATIENCE } from './helpers.mjs';

const PREFIX = '/docs/notes/';
const env = withNotesBoard(PREFIX, { before, after });
const { chunk, chunkUrl } = env;

test("an autoplay board fetches no closed panel's code; the value map and the steps load theirs when opened, the move list with its attribute, and work", async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(env.browser, env.url, { setup }, async ({ page }) => {
    const board = page.locator('#board');
    await board.getByRole('status').filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
    // The chart and the draw explanation come with the first line: the board shows them.
    await board.getByText('Value after each move').waitFor({ timeout: PATIENCE });
    assert.deepEqual(
      fetched.filter((path) => ['value-map-panel', 'solve-steps-panel', 'move-list'].some((name) => chunk(name).test(path))),
      [],
      'no closed panel fetched',
    );
    assert.ok(
      fetched.some((path) => chunk('chunk').test(path)),
      `the code the element shares with its panels came from chunks/ beside the entry: ${fetched}`,
    );

    await board.getByText('Value map: every start at once').click();
    await board.getByRole('heading', { name: 'Starts' }).waitFor({ timeout: PATIENCE });
    assert.ok(
      fetched.some((path) => chunk('value-map-panel').test(path)),
      'the value map fetched on opening',
    );
    assert.match(await board.locator('.vm-caption').first().textContent(), /\S/, 'the map is drawn with its caption');

    await board.getByText('How it is solved: step by step').click();
    await board.getByRole('heading', { name: 'The 2n-turn cutoff' }).waitFor({ timeout: PATIENCE });
    assert.ok(
      fetched.some((path) => chunk('solve-steps-panel').test(path)),
      'the steps fetched on opening',
    );

    // The move list, shown once the attribute asks for it.
    await board.evaluate((el) => el.setAttribute('move-list', ''));
    await board.locator('.moves > .row').first().waitFor({ timeout: PATIENCE });
    assert.ok(
      fetched.some((path) => chunk('move-list').test(path)),
      'the move list fetched at its first render',
    );
  });
});

test('a panel whose code cannot load (offline) says it is loading, then shows panel.unavailable and the file, at the panel', async () => {
  let release;
  let asked = 0; // requests for the value map's chunk
  const released = new Promise((resolve) => (release = resolve));
  const setup = (context) =>
    context.route(chunkUrl('value-map-panel'), async (route) => {
      asked++;
      await released;
      await route.abort('internetdisconnected');
    });
  // The blocked request and the browser's console line for it are the test's own doing.
  const expected = (problem) =>
    /value-map-panel-[A-Z0-9]+\.js net::ERR_INTERNET_DISCONNECTED/.test(problem) ||
    problem === 'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  await withPage(env.browser, env.url, { setup, expected }, async ({ page, problems }) => {
    const board = page.locator('#board');
    await board.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await board.getByText('Value map: every start at once').click();
    try {
      await board.getByText('Loading the value map…').waitFor({ timeout: PATIENCE });
    } finally {
      release(); // (never a route left waiting when the line does not come)
    }
    const alert = board.locator('.map-panel').getByRole('alert');
    await alert.waitFor({ timeout: PATIENCE });
    const text = await alert.textContent();
    assert.match(text, /^The value map could not load \(panel\.unavailable\): /, text);
    assert.match(text, /chunks\/value-map-panel-[A-Z0-9]+\.js/, `names the file: ${text}`);
    assert.equal(await alert.getAttribute('data-code'), 'panel.unavailable');
    assert.equal(await board.getByText('Loading the value map…').count(), 0, 'the loading line is gone');
    assert.ok(
      problems.some((problem) => problem.startsWith('request failed')),
      'the blocked request was seen',
    );
    // The board renders on (it autoplays): the panel does not ask again at each render, only when opened anew.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    assert.equal(asked, 1, 'one request while the panel stays open');
    assert.equal(await alert.count(), 1, 'the alert stays');
    await board.getByText('Value map: every start at once').click(); // closed
    await board.getByText('Value map: every start at once').click(); // opened anew: tried again (and refused again)
    const deadline = Date.now() + PATIENCE;
    while (asked < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(asked, 2, 'asked again on the new opening');
    await alert.filter({ hasText: 'panel.unavailable' }).waitFor({ timeout: PATIENCE });
    // The rest of the board goes on: the chart is there.
    await board.getByText('Value after each move').waitFor({ timeout: PATIENCE });
  });
});

test('a panel the board renders at every step (how it is solved, open) whose code cannot load keeps one alert and asks once', async () => {
  let asked = 0;
  const setup = (context) =>
    context.route(chunkUrl('solve-steps-panel'), (route) => {
      asked++;
      return route.abort('internetdisconnected');
    });
  const expected = (problem) =>
    /solve-steps-panel-[A-Z0-9]+\.js net::ERR_INTERNET_DISCONNECTED/.test(problem) ||
    problem === 'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  await withPage(env.browser, env.url, { setup, expected }, async ({ page }) => {
    const board = page.locator('#board');
    await board.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await board.getByText('How it is solved: step by step').click();
    const alert = board.locator('.steps-panel').getByRole('alert');
    await alert
      .filter({ hasText: /^The steps could not load \(panel\.unavailable\): .*solve-steps-panel-/ })
      .waitFor({ timeout: PATIENCE });
    await alert.evaluate((node) => (window.firstAlert = node));
    // Steps through the line: the element renders the panel at each; the alert is the same node, never re-made.
    const steps = [];
    for (const name of ['First position', 'Step forward', 'Step forward']) {
      await board.getByRole('button', { name, exact: true }).click();
      steps.push(await board.evaluate((el) => el.step));
    }
    assert.deepEqual(steps, [0, 1, 2], 'the board moved (and rendered) three times');
    assert.ok(await alert.evaluate((node) => node === window.firstAlert), 'the same alert: no load tried again at a render');
    assert.equal(asked, 1, 'one request');
  });
});

test('the one-file build started as its own worker, as 0.2.0 started it, still solves, and that worker fetches no panel', async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(env.browser, env.url, { setup }, async ({ page }) => {
    await page.locator('#board').getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const before = fetched.length;
    const outcome = await page.evaluate(async (graph) => {
      const { createSolverWorker } = await import(new URL('cat-mouse-game.js', document.baseURI).href);
      const worker = createSolverWorker({ workerUrl: new URL('cat-mouse-game.js', document.baseURI).href });
      const game = await worker.solve(JSON.parse(graph));
      worker.terminate();
      return game.outcome;
    }, EXAMPLE_1);
    assert.equal(outcome, 0, 'a draw');
    const since = fetched.slice(before);
    assert.ok(
      since.some((path) => chunk('worker-thread').test(path)),
      `the worker loaded the solver's chunk: ${since}`,
    );
    assert.deepEqual(
      since.filter((path) => /(value-map-panel|solve-steps-panel|insight-views)-/.test(path)),
      [],
      'no panel fetched by the worker',
    );
  });
});
