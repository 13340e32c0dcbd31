// Share › Embed (issue 41): the page gives an <iframe> snippet of the board
// at the moment shown; the snippet's page (frame.html) shows that board at
// that moment, alone, in an iframe as a host page puts it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, setGraph, shots, PATIENCE, REGRESSION } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test('Embed gives an iframe of this board at this moment, and the iframe shows it', async () => {
  await withPage(env.browser, env.server.url, async ({ page, context, open }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await setGraph(page, REGRESSION);
    await page.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
    const board = page.locator('cat-mouse-game');
    for (let i = 0; i < 3; i++) await board.getByRole('button', { name: 'Step forward' }).click();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').step === 3, null, { timeout: PATIENCE });
    await page.waitForFunction(() => /ply=3/.test(location.hash), null, { timeout: PATIENCE });

    await page.getByText('Embed in another site').click();
    const code = page.getByRole('textbox', { name: 'Embed code' });
    await page.waitForFunction(() => document.getElementById('embed-code').value.includes('ply=3'), null, { timeout: PATIENCE });
    await page.getByRole('button', { name: 'Copy embed code' }).click();
    await page.getByText(/Embed code copied/).waitFor();
    const snippet = await code.inputValue();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
    const frame = /^<iframe src="([^"]+)" title="([^"]+)" width="\d+" height="\d+" loading="lazy" style="[^"]*"><\/iframe>$/.exec(snippet);
    assert.ok(frame, snippet);
    const [src, title] = [frame[1], frame[2]].map((text) => text.replace(/&amp;/g, '&'));
    assert.equal(new URL(src).pathname, '/frame.html');
    assert.equal(title, 'Cat and mouse game: Cat wins in 24 moves');

    // The snippet as a host page has it: the board at move 3, its verdict, a way to the full page.
    // (The host is on the test's own server: Chromium keeps a page from elsewhere out of localhost.)
    const html = `<!doctype html><html lang="en"><title>Course notes</title><h1>My course notes</h1>${snippet}</html>`;
    const route = (context) => context.route('**/course-notes.html', (r) => r.fulfill({ contentType: 'text/html', body: html }));
    const host = await open(`${env.server.url}course-notes.html`, { setup: route });
    const inside = host.page.frameLocator('iframe');
    await inside.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' }).waitFor({ timeout: PATIENCE });
    const embedded = inside.locator('cat-mouse-game');
    await host.page.frames()[1].waitForFunction(() => document.querySelector('cat-mouse-game')?.step === 3, null, { timeout: PATIENCE });
    assert.equal(await embedded.evaluate((el) => el.step), 3);
    assert.equal(await inside.getByRole('link', { name: 'Open in catmouse' }).getAttribute('href'), `./${new URL(src).hash}`);
    await host.page.screenshot({ path: `${shots}/embed-iframe.png` });
  });
});

test('an embed whose link names no board says so in the frame', async () => {
  await withPage(env.browser, `${env.server.url}frame.html#mouse=1`, async ({ page }) => {
    await page.getByRole('alert').filter({ hasText: 'names no board' }).waitFor({ timeout: PATIENCE });
  });
});
