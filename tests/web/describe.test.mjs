// The words under the verdict for the ends of a game, and the draw explanation's badge.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, typeGraph, REGRESSION, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
const position = (page) => game(page).locator('.position').textContent();

test('a side that cannot move at the start is told why', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await page.getByRole('combobox', { name: 'First to move' }).selectOption('cat');
    await typeGraph(page, '[[1,2],[0],[0]]');
    await expectVerdict(page, 'Mouse wins before any move');
    assert.equal(await position(page), 'Start: The cat cannot move (its only neighbour, node 0, is the hole) and loses');
  });
});

test('the last move of a cat win says who stepped onto whom; a draw marks the repeated row', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await game(page).getByRole('button', { name: 'Last position' }).click();
    assert.match(await game(page).locator('.row.echo').textContent(), /↺ repeated at the end \(move 5\)/);
    // The move list's glyphs (↺, the chips' arrows) are for the eye: a screen reader hears words.
    const heard = await game(page).locator('ol.moves').ariaSnapshot();
    assert.match(heard, /text: repeated at the end \(move 5\)/);
    assert.match(heard, /button "Move 1: Mouse from 1 to 3"/);
    assert.match(heard, /paragraph: "Draw: this position repeats the one after move 1/);
    assert.doesNotMatch(heard, /[→↺]/);
    await typeGraph(page, REGRESSION);
    await expectVerdict(page, 'Cat wins in 24 moves');
    await game(page).getByRole('button', { name: 'Last position' }).click();
    const { line } = await game(page).evaluate((el) => el.result);
    const mover = line.at(-2).turn;
    assert.match(
      await position(page),
      mover === 'cat' ? /The cat catches the mouse on node 6/ : /The mouse has no safe move and must step onto the cat on node 6/,
    );
  });
});

test('a link whose graph never solved shows "Fix the graph" instead of a blank board', async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent('[[1,2],[0],[0,7]]')}`, async ({ page }) => {
    await page.locator('.graph-alert').filter({ hasText: 'lists 7' }).waitFor({ timeout: PATIENCE });
    await game(page).getByText('Fix the graph to see the board').waitFor();
    await typeGraph(page, '[[1,2],[0],[0]]');
    await expectVerdict(page, 'wins');
    assert.equal(await game(page).getByText('Fix the graph to see the board').isVisible(), false);
  });
});

test('prefers-reduced-motion: the layout is settled when first drawn', async () => {
  await withPage(env.browser, env.server.url, { reducedMotion: 'reduce' }, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    assert.equal(await game(page).evaluate((el) => el.layoutRunning), false);
  });
});

// The text Chromium's accessibility tree gives a screen reader for the
// element's part at `selector` (its shadow root's): the names of its text
// nodes that are not hidden from it, generated content (::before) included.
async function chromiumText(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('cat-mouse-game').shadowRoot.querySelector(${JSON.stringify(selector)})`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const texts = [];
    const seen = new Set(); // (getChildAXNodes answers deeper nodes too: each is read once)
    const walk = async (node) => {
      if (seen.has(node.nodeId)) return;
      seen.add(node.nodeId);
      if (!node.ignored && node.role?.value === 'StaticText') texts.push(node.name?.value ?? '');
      const { nodes: children } = await cdp.send('Accessibility.getChildAXNodes', { id: node.nodeId });
      for (const child of children) await walk(child);
    };
    await walk(nodes[0]);
    return texts.join('').replace(/\s+/g, ' ').trim();
  } finally {
    await cdp.detach();
  }
}

// The draw's kind as its badge shows it (its mark, never the colour alone)
// and as a screen reader gets it: the kind in words, once, and no mark.
async function checkDrawBadge(page, mark, words) {
  const why = game(page).getByRole('region', { name: 'Why it is a draw', exact: true });
  const badge = why.locator('.dv-badge');
  await badge.waitFor();
  const seen = await badge.evaluate((node) => {
    // the content shown before the text, if any, without its alt text ("✓ " / "")
    const generated = /^"([^"]*)"/.exec(getComputedStyle(node, '::before').content)?.[1] ?? '';
    return `${generated}${node.innerText}`.replace(/\s+/g, ' ').trim();
  });
  assert.equal(seen, `${mark} ${words}`);
  assert.equal(await chromiumText(page, '.dv-badge'), words);
  const head = await why.locator('.dv-head').ariaSnapshot();
  assert.match(head, new RegExp(`text: "?${words}"?$`, 'm'));
  assert.doesNotMatch(head, /[✓!]/);
}

test("a draw's badge shows its mark, ✓ safe or ! tense, and a screen reader hears only its words", async () => {
  await withPage(env.browser, env.server.url, async ({ page, open }) => {
    await expectVerdict(page, 'Draw');
    // LeetCode example 1: one wrong move loses.
    await checkDrawBadge(page, '!', 'tense draw');
    // Two pairs of nodes apart, the hole alone: neither side can ever slip.
    const safe = await open(`${env.server.url}#graph=${encodeURIComponent('[[],[2],[1],[4],[3]]')}&cat=3`);
    await expectVerdict(safe.page, 'Draw');
    await checkDrawBadge(safe.page, '✓', 'safe draw');
  });
});
