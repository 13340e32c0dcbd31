// What the page exports and opens reads back as the same game (issue 22,
// item 7): a grid's game file, a .g6 file whose text starts with '[', a
// file that is not UTF-8, and a link to a big graph typed as an adjacency list.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, expectSameBoard, downloadBytes, PATIENCE } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';
import { graph6Text } from '../../wasm/src/formats.js';

const env = withServerAndBrowser({ before, after });

const formatNote = (page) => page.locator('#graph-format');
const result = (page) =>
  page.evaluate(() => {
    const { winner, plies, grid, turnLimit, start } = document.getElementById('game').result;
    return { winner, plies, jumps: grid && [grid.catJump, grid.mouseJump], turns: turnLimit?.turns, start };
  });

async function setGraph(page, text) {
  await page.locator('#graph').fill(text);
  await page.waitForFunction((t) => document.getElementById('game').shown?.graph === t, text, { timeout: PATIENCE });
}

test("a grid's exported game file opens as the same grid game (it kept only the mouse's jump graph: the cat won in 2, not 8)", async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await setGraph(page, 'grid = ["M.C...F"], catJump = 1, mouseJump = 3');
    const before = await result(page);
    assert.deepEqual([before.winner, before.plies, before.jumps], ['cat', 8, [1, 3]]);
    await page.getByText('Export', { exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('group', { name: /Game/ }).getByRole('button', { name: 'Download' }).click(),
    ]);
    const file = (await downloadBytes(download)).toString('utf8');
    assert.match(file, /"grid": \[\n {4}"M\.C\.\.\.F"\n {2}\],\n {2}"catJump": 1,\n {2}"mouseJump": 3,\n {2}"turnLimit": 1000/);
    await page.locator('#open-file').setInputFiles({ name: 'catmouse-game.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await page.waitForFunction((t) => document.getElementById('game').shown?.graph === t, file, { timeout: PATIENCE });
    await formatNote(page).filter({ hasText: 'Read as a catmouse game file (JSON).' }).waitFor();
    assert.deepEqual(await result(page), before);
  });
});

test('a .g6 file whose text starts with [ opens as graph6; a Latin-1 file is said to be not UTF-8, not a graph6 error', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await formatNote(page).filter({ hasText: 'Read as' }).waitFor({ timeout: PATIENCE });
    const path = Array.from({ length: 28 }, (_, i) => [i - 1, i + 1].filter((j) => j >= 0 && j < 28));
    const g6 = graph6Text(path).replace('>>graph6<<', '');
    assert.equal(g6[0], '[');
    await page.locator('#open-file').setInputFiles({ name: 'path.g6', mimeType: 'text/plain', buffer: Buffer.from(`${g6}\n`) });
    await formatNote(page).filter({ hasText: 'Read as graph6.' }).waitFor({ timeout: PATIENCE });
    assert.equal(await page.locator('#graph').inputValue(), `>>graph6<<${g6}\n`);
    assert.equal(await page.evaluate(() => document.getElementById('game').result.nodeCount), 28);

    const text = await page.locator('#graph').inputValue();
    // "Été" in Latin-1: read as UTF-8 it started with U+FFFD, and the reader said so in graph6's or an edge list's words.
    await page
      .locator('#open-file')
      .setInputFiles({ name: 'ete.g6', mimeType: 'text/plain', buffer: Buffer.from('\u00c9t\u00e9\n', 'latin1') });
    await formatNote(page).filter({ hasText: 'ete.g6 is not UTF-8 text: byte 0 (0xC9)' }).waitFor({ timeout: PATIENCE });
    assert.equal(await page.locator('#graph').inputValue(), text, 'the text stays');
    await page
      .locator('#open-file')
      .setInputFiles({ name: 'café.txt', mimeType: 'text/plain', buffer: Buffer.from('# caf\u00e9\n0 1\n1 2\n2 0\n', 'latin1') });
    await formatNote(page)
      .filter({
        hasText:
          'café.txt is not UTF-8 text: byte 5 (0xE9) cannot start or continue a character (a Latin-1 or Windows-1252 file, say). Save it as UTF-8 and open it again.',
      })
      .waitFor({ timeout: PATIENCE });
  });
});

test('a 2,000-node graph typed as an adjacency list makes a link under 10,000 characters that opens the same text', async () => {
  const edges = sparseGraph(2000, 4242);
  const rows = Array.from({ length: 2000 }, () => []);
  for (const [, a, b] of edges.matchAll(/^(\d+) (\d+)$/gm)) {
    rows[+a].push(+b);
    rows[+b].push(+a);
  }
  const text = JSON.stringify(rows.map((r) => r.sort((x, y) => x - y)));
  await withPage(env.browser, env.server.url, async ({ page, open }) => {
    await setGraph(page, text);
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).has('g2'), null, { timeout: PATIENCE });
    const link = page.url();
    assert.ok(link.length < 10000, `the link is ${link.length} characters (15,900 before)`);
    console.log(`# 2,000-node adjacency list (${text.length} characters): link of ${link.length} characters`);
    const told = await page.getByRole('status').textContent();
    await expectSameBoard(open, link, told, text);
  });
});

test("LeetCode's example pasted with its Output line: the note says whether the answer matches", async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await setGraph(page, 'Input: graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\nOutput: 0');
    await formatNote(page).filter({ hasText: "LeetCode's Output: 0 (draw) matches the answer here." }).waitFor({ timeout: PATIENCE });
    await setGraph(page, 'Input: graph = [[1,3],[0],[3],[0,2]]\nOutput: 2');
    await formatNote(page)
      .filter({ hasText: "LeetCode's Output: 2 (cat wins) does not match the answer here, 1 (mouse wins)." })
      .waitFor({ timeout: PATIENCE });
  });
});
