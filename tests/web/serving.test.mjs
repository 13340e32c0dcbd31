// How the site is served: `npm start`'s server and URL, any sub-path, the CSP.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { startServer, startSubPathServer, launch, site, shots, typeGraph, withPage, REGRESSION, PATIENCE } from './helpers.mjs';

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
    for (const file of ['index.html', 'embed.html', 'cat-mouse-game.js', 'catmouse-core.wasm']) {
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
    await withPage(browser, server.url, async ({ page, open }) => {
      const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
      assert.equal(csp, "script-src 'self' 'wasm-unsafe-eval'");
      await page.getByRole('status').filter({ hasText: 'Draw: neither side can force a win' }).waitFor({ timeout: PATIENCE });
      await typeGraph(page, REGRESSION);
      await page.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
      await page.getByRole('button', { name: 'Last position' }).click();
      assert.equal(await page.getByRole('slider', { name: 'Step' }).inputValue(), '24');
      await page.screenshot({ path: `${shots}/subpath-csp.png` });
      const embed = await open(`${server.url}embed.html`);
      await embed.page.locator('#beyond-2n').getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
      await embed.page.waitForFunction(() => document.querySelector('#beyond-2n').step >= 2, null, { timeout: PATIENCE });
    });
  } finally {
    await server.close();
  }
});

test('a rebuild while npm start runs is served at once (no file list cached at start-up)', async () => {
  const server = await startServer();
  const file = `${site}/embed.css`;
  const { readFile, writeFile, rm, rename } = await import('node:fs/promises');
  const original = await readFile(file, 'utf8');
  try {
    await fetch(new URL('embed.css', server.url)).then((r) => r.text());
    // what build-web.mjs does: the folder removed and written again, sizes changed
    const changed = `${original}\n/* rebuilt ${'x'.repeat(500)} */\n`;
    await writeFile(`${file}.new`, changed);
    await rm(file);
    await rename(`${file}.new`, file);
    const response = await fetch(new URL('embed.css', server.url));
    assert.equal(await response.text(), changed);
    await writeFile(`${site}/added-after-start.txt`, 'new');
    assert.equal((await fetch(new URL('added-after-start.txt', server.url))).status, 200, 'a file added by the rebuild is served');
  } finally {
    await writeFile(file, original);
    await rm(`${site}/added-after-start.txt`, { force: true });
    await server.close();
  }
});
