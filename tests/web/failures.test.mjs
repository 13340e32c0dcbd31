// What the page says when the solver cannot start at all.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, shots } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('a blocked catmouse-core.wasm is told apart from running out of memory', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1360, height: 900 } });
  const page = await context.newPage();
  await context.route('**/catmouse-core.wasm', (route) => route.abort('failed'));
  await page.goto(env.server.url);
  const alert = page.locator('.graph-alert').filter({ hasText: /solver/ });
  await alert.waitFor({ timeout: 15000 });
  const text = await alert.textContent();
  assert.match(text, /could not load the solver \(catmouse-core\.wasm/i);
  assert.match(text, /served next to cat-mouse-game\.js/);
  assert.doesNotMatch(text, /memory/);
  await page.screenshot({ path: `${shots}/failure-wasm-blocked.png` });
  await context.close();
});

test('a missing worker-thread.js says the solver could not be loaded', async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await context.route('**/worker-thread.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(env.server.url);
  const alert = page.locator('.graph-alert').filter({ hasText: /solver/ });
  await alert.waitFor({ timeout: 15000 });
  assert.match(await alert.textContent(), /could not load the solver/i);
  assert.doesNotMatch(await alert.textContent(), /memory/);
  await context.close();
});
