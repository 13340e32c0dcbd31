// What the page says when the solver cannot start at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, shots } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('a blocked catmouse-core.wasm is told apart from running out of memory', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  // Both modules: the page, cross-origin isolated, tries the threaded one first.
  await context.route('**/catmouse-core*.wasm', (route) => route.abort('failed'));
  await page.goto(env.server.url);
  const alert = page.locator('.graph-alert').filter({ hasText: /solver/ });
  await alert.waitFor({ timeout: 15000 });
  const text = await alert.textContent();
  assert.match(
    text,
    /Could not load the solver: could not fetch the solver's WebAssembly from http:\/\/localhost:\d+\/catmouse-core\.wasm \(Failed to fetch\)/,
  );
  assert.match(text, /base-path/, 'says what to do');
  assert.doesNotMatch(text, /memory/);
  await page.screenshot({ path: `${shots}/failure-wasm-blocked.png` });
  await context.close();
});

test('a worker script that is not served says the solver could not be loaded, with its URL and status', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  // The one-file build is also its own worker: the page's script loads, the worker's copy is missing.
  let requests = 0;
  await context.route('**/cat-mouse-game.js', (route) =>
    requests++ === 0 ? route.continue() : route.fulfill({ status: 404, body: 'not found' }),
  );
  await page.goto(env.server.url);
  const alert = page.locator('.graph-alert').filter({ hasText: /solver/ });
  await alert.waitFor({ timeout: 15000 });
  const text = await alert.textContent();
  assert.match(text, /could not load the solver/i);
  assert.match(text, /cat-mouse-game\.js is not there: the server answered HTTP 404/);
  assert.doesNotMatch(text, /memory/);
  // The page keeps what the person typed.
  assert.notEqual(await page.getByRole('textbox', { name: 'Graph' }).inputValue(), '');
  await context.close();
});
