// What the page says when the solver cannot start at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('a blocked catmouse-core.wasm is told apart from running out of memory', async () => {
  // Both modules: the page, cross-origin isolated, tries the threaded one first.
  const setup = (context) => context.route('**/catmouse-core*.wasm', (route) => route.abort('failed'));
  // The blocked fetches are the test's own doing.
  const expected = (problem) => /catmouse-core(-threads|-lite)?\.wasm/.test(problem);
  await withPage(env.browser, env.server.url, { setup, expected }, async ({ page, problems }) => {
    const alert = page.locator('.graph-alert').filter({ hasText: /solver/ });
    await alert.waitFor({ timeout: PATIENCE });
    const text = await alert.textContent();
    assert.match(
      text,
      /Could not load the solver: could not fetch the solver's WebAssembly from http:\/\/localhost:\d+\/catmouse-core-lite\.wasm \(Failed to fetch\)/,
    );
    assert.match(text, /base-path/, 'says what to do');
    assert.doesNotMatch(text, /memory/);
    assert.ok(problems.some(expected), 'the blocked request was seen');
    await page.screenshot({ path: `${shots}/failure-wasm-blocked.png` });
  });
});

test('a worker script that is not served says the solver could not be loaded, with its URL and status', async () => {
  // The one-file build starts the solver's worker script beside it (dist/worker-thread.js): the page's script loads, the worker's is missing.
  const setup = (context) => context.route('**/worker-thread.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  // The 404 and the worker's script refused with it are the test's own doing.
  const expected = (problem) => /404|worker-thread\.js net::ERR_BLOCKED_BY_RESPONSE/.test(problem);
  await withPage(env.browser, env.server.url, { setup, expected }, async ({ page }) => {
    const alert = page.locator('.graph-alert').filter({ hasText: /solver/ });
    await alert.waitFor({ timeout: PATIENCE });
    const text = await alert.textContent();
    assert.match(text, /could not load the solver/i);
    assert.match(text, /worker-thread\.js is not there: the server answered HTTP 404/);
    assert.doesNotMatch(text, /memory/);
    // The page keeps what the person typed.
    assert.notEqual(await page.getByRole('textbox', { name: 'Graph' }).inputValue(), '');
  });
});
