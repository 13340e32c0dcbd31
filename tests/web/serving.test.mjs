// How the site is served: `npm start`'s server and URL, any sub-path, the CSP.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { startServer, startSubPathServer, launch, openPage, site, shots, typeGraph, REGRESSION } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('npm start serves build/site on PORT and prints the URL', async () => {
  const server = await startServer();
  try {
    assert.match(server.output(), new RegExp(`http://localhost:${new URL(server.url).port}/`));
    for (const file of ['index.html', 'embed.html', 'cat-mouse-game.js', 'worker-thread.js', 'catmouse-core.wasm']) {
      const response = await fetch(new URL(file, server.url));
      assert.equal(response.status, 200, file);
      if (file.endsWith('.wasm')) assert.equal(response.headers.get('content-type'), 'application/wasm');
    }
  } finally {
    await server.close();
  }
});

test('the built files use relative URLs only and load nothing from elsewhere', async () => {
  for (const name of await readdir(site)) {
    if (!/\.(html|js|css)$/.test(name)) continue;
    const text = await (await import('node:fs/promises')).readFile(`${site}/${name}`, 'utf8');
    assert.doesNotMatch(text, /(src|href)="\/(?!\/)/, `${name} has a root-relative URL`);
    assert.doesNotMatch(text, /<script[^>]+src="https?:/, `${name} loads a script from elsewhere`);
    assert.doesNotMatch(text, /\bimportmap\b/, `${name} has an import map`);
  }
});

test('the page and the embed work under a sub-path with CSP script-src self wasm-unsafe-eval', async () => {
  const server = await startSubPathServer('/docs/games/cat-mouse/');
  try {
    const { page, context, problems } = await openPage(browser, server.url);
    const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
    assert.equal(csp, "script-src 'self' 'wasm-unsafe-eval'");
    await page.getByRole('status').filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: 15000 });
    await typeGraph(page, REGRESSION);
    await page.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: 15000 });
    await page.getByRole('button', { name: 'Last position' }).click();
    assert.equal(await page.getByRole('slider', { name: 'Step' }).inputValue(), '24');
    await page.screenshot({ path: `${shots}/subpath-csp.png` });
    const embed = await openPage(browser, `${server.url}embed.html`);
    await embed.page.locator('#beyond-2n').getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: 15000 });
    await embed.page.waitForFunction(() => document.querySelector('#beyond-2n').step >= 2, null, { timeout: 15000 });
    assert.deepEqual([...problems, ...embed.problems], []);
    await embed.context.close();
    await context.close();
  } finally {
    await server.close();
  }
});
