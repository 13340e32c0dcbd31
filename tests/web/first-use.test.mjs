// What a live board does not fetch before its verdict (issue 41, item 5): the
// one-file build's edit mode (edit-mode.js, its bar, the draft) and quiz
// (quiz-run.js, model/quiz.js) are chunks loaded on first use, the move
// list's styles come with its code, and no module fetched before the verdict
// holds what only a failure, a doc or a later panel needs (load-errors.js's
// words, the theme table's descriptions, CSS comments). Opening edit mode and
// the quiz then fetches their chunks, under a sub-path, Content-Security-Policy
// script-src 'self' and Trusted Types, and they work; a chunk that cannot
// come says so (panel.unavailable) and the board goes on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { site, withNotesBoard, withPage, PATIENCE } from './helpers.mjs';

const PREFIX = '/notes/';
const VERDICT = 'Draw: neither side can force a win';
const env = withNotesBoard(PREFIX, { before, after });
const { chunk, chunkUrl } = env;
// The page's modules (the entry and its chunks; not the solver's worker script, which loads the .wasm itself).
const pageModule = (path) => path === `${PREFIX}cat-mouse-game.js` || path.startsWith(`${PREFIX}chunks/`);
const text = (path) => readFileSync(`${site}/${path.slice(PREFIX.length)}`, 'utf8');

// Words each in one place of the source, which no module the page fetches before the verdict needs.
const NOT_BEFORE_VERDICT = {
  "load-errors.js's explanation of a worker script that did not start": 'loaded but did not start',
  "the move list's row styles (move-list-styles.js)": '.row .chip > .count',
  "theme.js's description of a colour": "the dot grid of the board's default background",
  'a CSS comment': '/*',
};

test('an autoplay board shows its verdict without fetching edit mode or the quiz; opening each fetches its chunk, and it works', async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(env.browser, env.url, { setup }, async ({ page }) => {
    const board = page.locator('#board');
    await board.getByRole('status').filter({ hasText: VERDICT }).waitFor({ timeout: PATIENCE });
    const atVerdict = [...fetched];
    for (const name of ['edit-mode', 'quiz-run', 'move-list'])
      assert.ok(!atVerdict.some((path) => chunk(name).test(path)), `${name} not fetched before the verdict: ${atVerdict}`);
    const modules = atVerdict.filter(pageModule);
    assert.ok(modules.length >= 2, `the entry and its chunks: ${modules}`);
    for (const [what, words] of Object.entries(NOT_BEFORE_VERDICT)) {
      const holders = modules.filter((path) => text(path).includes(words));
      assert.deepEqual(holders, [], `no module fetched before the verdict holds ${what}`);
    }

    // The quiz: its chunk on the Quiz radio, then its first puzzle.
    await board.getByRole('radio', { name: 'Quiz' }).check();
    await board
      .locator('.quiz-progress')
      .filter({ hasText: /^Puzzle 1 of \d+/ })
      .waitFor({ timeout: PATIENCE });
    assert.ok(
      fetched.some((path) => chunk('quiz-run').test(path)),
      'the quiz fetched on opening',
    );
    assert.match(await board.locator('.quiz-prompt').textContent(), /\S/, 'a puzzle asked');
    await board.getByRole('radio', { name: 'Watch' }).check();
    await board.locator('.quiz').waitFor({ state: 'hidden' });

    // Edit mode: its chunk on the press; the draft knows the board's graph and takes an edit.
    assert.equal(await board.evaluate((el) => el.draft), null, 'no draft before edit mode is opened');
    await board.getByRole('button', { name: 'Edit graph' }).click();
    await board.locator('.edit-panel').waitFor({ timeout: PATIENCE });
    assert.ok(
      fetched.some((path) => chunk('edit-mode').test(path)),
      'edit mode fetched on the press',
    );
    assert.equal(await board.getByRole('button', { name: 'Edit graph' }).getAttribute('aria-pressed'), 'true');
    assert.equal(await board.evaluate((el) => el.editing && el.draft.nodeCount), 6, "the draft holds the board's graph");
    await board.getByRole('button', { name: 'Add node' }).click();
    await page.waitForFunction(() => document.querySelector('#board').result?.graph.length === 7, null, { timeout: PATIENCE });
    assert.match(await board.locator('.edit-status').textContent(), /Added node 6/);
  });
});

test('edit mode or the quiz whose code cannot load says panel.unavailable and the file; the board goes on, and a new press tries again', async () => {
  const asked = { 'edit-mode': 0, 'quiz-run': 0 };
  const setup = (context) =>
    Promise.all(
      Object.keys(asked).map((name) =>
        context.route(chunkUrl(name), (route) => {
          asked[name]++;
          return route.abort('internetdisconnected');
        }),
      ),
    );
  // The blocked requests and the browser's console lines for them are the test's own doing.
  const expected = (problem) =>
    /(edit-mode|quiz-run)-[A-Z0-9]+\.js net::ERR_INTERNET_DISCONNECTED/.test(problem) ||
    problem === 'console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED';
  await withPage(env.browser, env.url, { setup, expected }, async ({ page }) => {
    const board = page.locator('#board');
    await board.getByRole('status').filter({ hasText: VERDICT }).waitFor({ timeout: PATIENCE });
    const toggle = board.getByRole('button', { name: 'Edit graph' });
    await toggle.click();
    const alert = board.locator('.alert');
    await alert
      .filter({ hasText: /^Edit mode could not load \(panel\.unavailable\): .*edit-mode-[A-Z0-9]+\.js/ })
      .waitFor({ timeout: PATIENCE });
    await page.waitForFunction(
      () => document.querySelector('#board').shadowRoot.querySelector('.edit-toggle').getAttribute('aria-pressed') === 'false',
    );
    assert.equal(await board.evaluate((el) => el.editing), false);
    const before = asked['edit-mode'];
    await toggle.click(); // tried again
    const deadline = Date.now() + PATIENCE;
    while (asked['edit-mode'] === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    assert.ok(asked['edit-mode'] > before, 'a new press asks again');

    await board.getByRole('radio', { name: 'Quiz' }).check();
    const prompt = board.locator('.quiz-prompt');
    await prompt
      .filter({ hasText: /^The quiz could not start \(panel\.unavailable\): .*quiz-run-[A-Z0-9]+\.js/ })
      .waitFor({ timeout: PATIENCE });
    assert.equal(await board.locator('.quiz').isVisible(), true, 'said in the quiz panel');
    assert.equal(await board.getByRole('radio', { name: 'Quiz' }).isChecked(), true, 'the Quiz radio stays chosen');
    // The board goes on: Watch plays the line.
    await board.getByRole('radio', { name: 'Watch' }).check();
    await board.locator('.quiz').waitFor({ state: 'hidden' });
    const first = board.getByRole('button', { name: 'First position', exact: true });
    if (await first.isEnabled()) await first.click();
    assert.equal(await board.evaluate((el) => el.step), 0);
    await board.getByRole('button', { name: 'Step forward', exact: true }).click();
    assert.equal(await board.evaluate((el) => el.step), 1, 'the board steps');
  });
});
