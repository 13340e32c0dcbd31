// Import and export on the page: the format the text was read as, a game
// file's rules in the fields, and every Export button producing a file
// (Playwright's download event) whose content is checked, the graph files
// by typing them back in (export, then import, gives the same board).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, typeGraph, EXAMPLE_1, EXAMPLE_2, downloadBytes, PATIENCE } from './helpers.mjs';
import { axeAudit } from './axe.mjs';

const env = withServerAndBrowser({ before, after });

const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
const formatNote = (page) => page.locator('#graph-format');

async function downloaded(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: download.suggestedFilename(), bytes: await downloadBytes(download) };
}

async function setGraph(page, text) {
  await page.locator('#graph').fill(text);
  await page.waitForFunction((t) => document.getElementById('game').shown?.graph === t, text, { timeout: PATIENCE });
}

test('each Export button downloads the right file; every graph format reads back to the same board', async () => {
  await withPage(env.browser, env.server.url, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await typeGraph(page, EXAMPLE_2);
    await expectVerdict(page, 'Mouse wins in 1 move');
    await formatNote(page).filter({ hasText: 'Read as a LeetCode adjacency list.' }).waitFor();

    // Opened and used from the keyboard: the summary, then the first button.
    const summary = page.getByText('Export', { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const board = page.getByRole('group', { name: 'Board as shown' });
    await board.getByRole('button', { name: 'SVG' }).focus();
    const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    assert.equal(svgDownload.suggestedFilename(), 'catmouse-board.svg');
    const svg = (await downloadBytes(svgDownload)).toString('utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        labels: [...doc.querySelectorAll('text')].map((t) => t.textContent),
        legend: !!doc.querySelector('[aria-label=Legend]'),
        title: doc.querySelector('title')?.textContent,
      };
    }, svg);
    assert.equal(parsed.error, null);
    assert.ok(parsed.legend, 'the legend is in the SVG');
    for (const label of ['0', '1', '2', '3', 'Mouse · 1', 'Cat · 2', 'Mouse', 'Cat', 'Hole', 'win'])
      assert.ok(parsed.labels.includes(label), `${label} in ${parsed.labels}`);
    assert.match(parsed.title, /Mouse wins in 1 move/);

    const png = await downloaded(page, board.getByRole('button', { name: 'PNG' }));
    assert.equal(png.name, 'catmouse-board.png');
    assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [width, height] = [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)];
    const box = await page.evaluate(() =>
      document.getElementById('game').shadowRoot.querySelector('canvas').getBoundingClientRect().toJSON(),
    );
    assert.equal(width, Math.round(box.width * 2));
    assert.equal(height, Math.round((box.height + 34) * 2));

    const gameFile = await downloaded(page, page.getByRole('group', { name: /Game/ }).getByRole('button', { name: 'Download' }));
    assert.equal(gameFile.name, 'catmouse-game.json');
    const game = JSON.parse(gameFile.bytes.toString('utf8'));
    assert.deepEqual(game.graph, JSON.parse(EXAMPLE_2));
    assert.deepEqual([game.mouse, game.cat, game.hole, game.first], [1, 2, 0, 'mouse']);
    assert.deepEqual(game.value, { winner: 'mouse', outcome: 1, plies: 1 });
    assert.deepEqual(game.line, [
      { mouse: 1, cat: 2, turn: 'mouse' },
      { mouse: 0, cat: 2, turn: 'cat' },
    ]);

    const lineGroup = page.getByRole('group', { name: 'Line as text' });
    const line = await downloaded(page, lineGroup.getByRole('button', { name: 'Download' }));
    assert.equal(line.name, 'catmouse-line.txt');
    assert.match(
      line.bytes.toString('utf8'),
      /^The mouse starts on 1, the cat on 2, the hole is 0; the mouse moves first\.\n1\. mouse 1 → 0\nThe mouse wins in 1 move/,
    );
    await lineGroup.getByRole('button', { name: 'Copy' }).click();
    await page.locator('#export-status').filter({ hasText: 'Copied line' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), line.bytes.toString('utf8'));

    // The graph in each format, typed back in: the same board, read as that format.
    await setGraph(page, EXAMPLE_1);
    const expected = await page.evaluate(() => document.getElementById('game').result.graph);
    const graphGroup = page.getByRole('group', { name: 'Graph as' });
    const words = { adjacency: 'a LeetCode adjacency list', edges: 'an edge list', graph6: 'graph6', sparse6: 'sparse6' };
    const names = {
      adjacency: 'catmouse-graph.json',
      edges: 'catmouse-graph.txt',
      graph6: 'catmouse-graph.g6',
      sparse6: 'catmouse-graph.s6',
    };
    const texts = {};
    for (const format of Object.keys(words)) {
      await page.locator('#export-graph-format').selectOption(format);
      const file = await downloaded(page, graphGroup.getByRole('button', { name: 'Download' }));
      assert.equal(file.name, names[format]);
      texts[format] = file.bytes.toString('utf8');
    }
    assert.equal(texts.graph6, 'EQMo');
    for (const [format, text] of Object.entries(texts)) {
      await setGraph(page, text);
      await formatNote(page)
        .filter({ hasText: `Read as ${words[format]}.` })
        .waitFor();
      assert.deepEqual(await page.evaluate(() => document.getElementById('game').result.graph), expected, format);
    }
  });
});

test('a game file brings its rules into the fields; an edge list given both ways, and a mix with its note', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, /./);
    await setGraph(page, `{"catmouse": 1, "graph": ${EXAMPLE_1}, "mouse": 3, "cat": 4, "hole": 0, "first": "cat"}`);
    await formatNote(page).filter({ hasText: 'Read as a catmouse game file (JSON).' }).waitFor();
    assert.deepEqual(await page.evaluate(() => ['mouse', 'cat', 'holes', 'first'].map((n) => document.getElementById(`rule-${n}`).value)), [
      '3',
      '4',
      '0',
      'cat',
    ]);
    assert.deepEqual(await page.evaluate(() => document.getElementById('game').result.start), { mouse: 3, cat: 4, turn: 'cat' });

    // (The fields keep the file's rules: mouse 3, cat 4, the cat first.)
    await setGraph(page, '0 1\n1 0\n0 3\n3 0\n2 3\n3 2\n3 4\n4 3\n');
    await formatNote(page)
      .filter({ hasText: /^Read as an edge list\.$/ })
      .waitFor();
    await setGraph(page, '0 1\n1 0\n0 3\n3 0\n2 3\n3 4\n4 3\n');
    await formatNote(page).filter({ hasText: 'Note: line 5, column 1: 1 edge is listed one way only' }).waitFor();

    // The page takes a node without edges (a drawing starts with them; the
    // package refuses them unless allowIsolated) and names it under the text.
    // An edge list cannot end with such a node: the export says so, nothing is saved.
    const lastGood = '[[1],[0,2],[1,3],[2,4],[3],[]]';
    await setGraph(page, lastGood);
    await formatNote(page).filter({ hasText: 'Note: node 5 has no edges' }).waitFor();
    await page.getByText('Export', { exact: true }).click();
    await page.locator('#export-graph-format').selectOption('edges');
    await page.getByRole('group', { name: 'Graph as' }).getByRole('button', { name: 'Download' }).click();
    await page.locator('#export-status').filter({ hasText: 'node 5 has no edge' }).waitFor();

    // A damaged graph6 string: the message says what and where, the last good board stays.
    await page.locator('#graph').fill('IheA@GUA');
    await page
      .locator('#graph-alert')
      .filter({
        hasText: 'line 1, column 9: a graph6 string for 10 nodes has 8 characters after its node count; this one has 7: it is cut short',
      })
      .waitFor();
    await page.getByRole('button', { name: 'Show line 1, column 9' }).waitFor();
    assert.equal(await page.evaluate(() => document.getElementById('game').shown.graph), lastGood);

    // A file opened from disk goes into the text.
    await page
      .locator('#open-file')
      .setInputFiles({ name: 'petersen.g6', mimeType: 'text/plain', buffer: Buffer.from('>>graph6<<IheA@GUAo\n') });
    await formatNote(page).filter({ hasText: 'Read as graph6.' }).waitFor({ timeout: PATIENCE });
    assert.equal(await page.locator('#graph').inputValue(), '>>graph6<<IheA@GUAo\n');

    // WCAG 2.2 AA on the open Export panel and the import line (axe-core: moderate, serious and critical).
    await axeAudit(page, 'the Export panel and the import line', { include: ['#export', '.import-row'] });
  });
});
