// Share › Embed (issue 41): the page gives an <iframe> snippet of the board
// at the moment shown; the snippet's page (frame.html) shows that board at
// that moment, alone, in an iframe as a host page puts it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, servePages, setGraph, shots, PATIENCE, REGRESSION } from './helpers.mjs';

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

    // The snippet as a host page has it, on another origin whose policy lets only the frame run
    // scripts: the board at move 3, its verdict, a way to the full page; in the snippet's size and
    // in a host's narrow column, the board, the verdict, the playback controls and the link are in
    // the frame's first screen, none cut off or reached only by scrolling inside the frame.
    const policy = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; frame-src ${env.server.url}">`;
    const notes = (column) => ({
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8">${policy}<title>Course notes</title><link rel="icon" href="data:,"></head><body><h1>My course notes</h1><div style="width: ${column}">${snippet}</div></body></html>`,
    });
    const host = await servePages({
      '/course-notes.html': notes('auto'),
      '/narrow.html': notes('360px'),
      '/narrowest.html': notes('320px'),
    });
    try {
      for (const [page, width] of [
        ['course-notes.html', 640],
        ['narrow.html', 360],
        ['narrowest.html', 320],
      ]) {
        const { page: notesPage } = await open(`${host.base}/${page}`);
        const inside = notesPage.frameLocator('iframe');
        const verdict = inside.getByRole('status').filter({ hasText: 'Cat wins in 24 moves' });
        await verdict.waitFor({ timeout: PATIENCE });
        const frame = notesPage.frames()[1];
        await frame.waitForFunction(() => document.querySelector('cat-mouse-game')?.step === 3, null, { timeout: PATIENCE });
        assert.equal(await inside.locator('cat-mouse-game').evaluate((el) => el.step), 3);
        const link = inside.getByRole('link', { name: 'Open in catmouse' });
        assert.equal(await link.getAttribute('href'), `./${new URL(src).hash}`);
        const box = await notesPage.locator('iframe').boundingBox();
        assert.equal(Math.round(box.width), width);
        const shown = {
          board: inside.locator('cat-mouse-game canvas[part=board]'),
          verdict,
          play: inside.getByRole('button', { name: 'Play', exact: true }),
          'step forward': inside.getByRole('button', { name: 'Step forward' }),
        };
        const linkBox = await link.boundingBox();
        assertWithin(linkBox, box, `the link in ${page}`);
        for (const [name, locator] of Object.entries(shown)) {
          const part = await locator.boundingBox();
          assertWithin(part, box, `the ${name} in ${page}`);
          assert.ok(part.y + part.height <= linkBox.y, `the ${name} in ${page} ends above the link: ${JSON.stringify(part)}`);
        }
        assert.equal(await frame.evaluate(() => scrollY), 0);
        await notesPage.screenshot({ path: `${shots}/embed-iframe-${width}.png` });
      }
    } finally {
      await host.close();
    }
  });
});

// A box (boundingBox(), in the host page's coordinates) wholly inside another.
function assertWithin(inner, outer, what) {
  const fits =
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.width <= outer.x + outer.width &&
    inner.y + inner.height <= outer.y + outer.height;
  assert.ok(fits, `${what}: ${JSON.stringify(inner)} is not inside the frame's ${JSON.stringify(outer)}`);
}

test('an embed whose link names no board says so in the frame', async () => {
  await withPage(env.browser, `${env.server.url}frame.html#mouse=1`, async ({ page }) => {
    await page.getByRole('alert').filter({ hasText: 'names no board' }).waitFor({ timeout: PATIENCE });
  });
});
