// Drawing a graph on the board (its edit mode): by clicking, then by the
// keyboard alone; the Graph text follows each edit, the verdict is the
// solver's for that text, Undo takes one edit back, Back steps through the
// edits; an axe-core audit of edit mode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, typeGraph, toggleEditMode, editBarShown, EXAMPLE_1, PATIENCE } from './helpers.mjs';
import { axeAudit } from './axe.mjs';
import { createSolver } from '../../wasm/src/node.js';
import { verdictText } from '../../web/src/words/describe.js';

const env = withServerAndBrowser({ before, after });
const solver = await createSolver();

// The verdict the package's solver gives for a text (default rules), in the board's words.
function expectedVerdict(text) {
  const game = solver.solve(text);
  try {
    return verdictText({ outcome: game.outcome, plies: game.plies });
  } finally {
    game.dispose();
  }
}

const text = (page) => page.getByRole('textbox', { name: 'Graph' }).inputValue();
const game = (page) => page.locator('cat-mouse-game');
const settled = (page, graph) =>
  page.waitForFunction((g) => {
    const el = document.querySelector('cat-mouse-game');
    return el.shown?.graph === g && !el.busy;
  }, graph);

// A point of the board far from every node (screen coordinates of the page).
async function emptySpot(page, near) {
  return game(page).evaluate((el, near) => {
    const canvas = el.shadowRoot.querySelector('canvas');
    const box = canvas.getBoundingClientRect();
    const nodes = el.result.graph.map((_, i) => el.boardPoint(i));
    const [cx, cy] = near ?? [box.width / 2, box.height / 2];
    let best = null;
    for (let y = 60; y < box.height - 160; y += 12) {
      for (let x = 40; x < box.width - 80; x += 12) {
        const clear = Math.min(...nodes.map(([nx, ny]) => Math.hypot(nx - x, ny - y)));
        if (clear < 90) continue;
        const score = Math.hypot(x - cx, y - cy);
        if (!best || score < best.score) best = { x, y, score };
      }
    }
    return { x: box.left + best.x, y: box.top + best.y };
  }, near);
}

async function clickNode(page, node) {
  const [x, y] = await game(page).evaluate((el, n) => {
    const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const [px, py] = el.boardPoint(n);
    return [box.left + px, box.top + py];
  }, node);
  await page.mouse.click(x, y);
}

const status = (page) => game(page).locator('.edit-status');

test("a graph drawn by clicking: the text follows each edit, the verdict is the solver's, Undo and Back take one edit back", async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await typeGraph(page, '[[],[],[]]');
    await settled(page, '[[],[],[]]');
    const toggle = game(page).getByRole('button', { name: 'Edit graph' });
    assert.equal(await toggle.getAttribute('aria-pressed'), 'false', 'off at first');
    await toggleEditMode(game(page));
    assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
    await game(page).locator('.edit-help b', { hasText: 'Click empty space' }).waitFor();

    const historyBefore = await page.evaluate(() => history.length);
    const spot = await emptySpot(page);
    await page.mouse.click(spot.x, spot.y);
    await settled(page, '[[],[],[],[]]');
    assert.match(await status(page).textContent(), /Added node 3/);
    // the new node is drawn where the click was
    const [nx, ny] = await game(page).evaluate((el) => el.boardPoint(3));
    const box = await game(page).locator('canvas[part=board]').boundingBox();
    assert.ok(Math.hypot(box.x + nx - spot.x, box.y + ny - spot.y) < 3, 'node 3 sits where the click was');

    const edges = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
    ];
    let expected = [[], [], [], []];
    for (const [a, b] of edges) {
      await clickNode(page, a);
      assert.match(await status(page).textContent(), new RegExp(`Node ${a} selected`));
      if (a === 3) {
        // the line to the pointer shows the edge a click would make
        await page.mouse.move(spot.x - 120, spot.y - 60);
        await page.screenshot({ path: `${shots}/drawing-select.png` });
      }
      await clickNode(page, b);
      expected = expected.map((row, i) => (i === a ? [...row, b] : i === b ? [...row, a] : row).sort((p, q) => p - q));
      await settled(page, JSON.stringify(expected));
    }
    const square = '[[1,3],[0,2],[1,3],[0,2]]';
    assert.equal(await text(page), square);
    assert.equal(await page.getByRole('status').first().textContent(), expectedVerdict(square));
    assert.equal(await page.evaluate(() => history.length), historyBefore + 5, 'one history entry per edit');
    await page.screenshot({ path: `${shots}/drawing-square.png` });

    // Undo takes the last edge back, in the text and on the board
    await game(page).getByRole('button', { name: 'Undo edit' }).click();
    const three = '[[1],[0,2],[1,3],[2]]';
    await settled(page, three);
    assert.equal(await text(page), three);
    assert.equal(await page.getByRole('status').first().textContent(), expectedVerdict(three));
    assert.match(await status(page).textContent(), /Undone: connected nodes 3 and 0/);

    // an edge clicked, then deleted
    const [a, b] = await game(page).evaluate((el) => [el.boardPoint(1), el.boardPoint(2)]);
    await page.mouse.click(box.x + (a[0] + b[0]) / 2, box.y + (a[1] + b[1]) / 2);
    assert.match(await status(page).textContent(), /The edge 1–2 selected/);
    await game(page).getByRole('button', { name: 'Delete edge 1–2' }).click();
    await settled(page, '[[1],[0],[3],[2]]');

    // deleting the cat's node is refused, and says why
    await clickNode(page, 2);
    await game(page).getByRole('button', { name: 'Delete node 2' }).click();
    assert.match(await status(page).textContent(), /Node 2 holds the cat: drag the cat to another node first/);
    assert.equal(await text(page), '[[1],[0],[3],[2]]');

    // Back steps back through the edits (the edge 1–2 again)
    await page.goBack();
    await settled(page, three);
    assert.equal(await text(page), three);

    // typing updates the drawing
    await typeGraph(page, '[[1,2],[0,2],[0,1,3],[2]]');
    await page.waitForFunction(
      () =>
        document.querySelector('cat-mouse-game').result?.graph.length === 4 &&
        document.querySelector('cat-mouse-game').result.graph[2].length === 3,
    );

    // a text with an error is never overwritten by drawing from the board's graph
    await typeGraph(page, '[[1,2],[0');
    await page.locator('#graph-alert').filter({ hasText: 'line 1' }).waitFor();
    const free = await emptySpot(page);
    await page.mouse.click(free.x, free.y);
    assert.match(await status(page).textContent(), /The graph text is not the one on the board/);
    assert.equal(await text(page), '[[1,2],[0');
  });
});

test('the same by the keyboard alone, in an edge list that keeps its comment; edit mode passes axe', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const start = '# my graph\n0 1\n1 2\n';
    await typeGraph(page, start);
    await settled(page, start);
    await game(page).getByRole('button', { name: 'Edit graph' }).focus();
    await page.keyboard.press('Enter');
    await editBarShown(game(page));
    const canvas = game(page).locator('canvas[part=board]');
    assert.ok(await canvas.evaluate((c) => c.getRootNode().activeElement === c), 'the board has the focus');
    const announce = game(page).locator('.announce');
    await page.keyboard.press('n');
    // an edge list cannot end with a node without an edge: the text turns into an adjacency list and says so
    await settled(page, '[[1],[0,2],[1],[]]');
    assert.match(await status(page).textContent(), /The text is now an adjacency list/);
    await page.keyboard.press('Control+z');
    await settled(page, start);
    assert.equal(await text(page), start, 'Undo brings the edge list back');
    // node 2 to node 0: focus walks by id (→ from nothing is node 0)
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.match(await announce.textContent(), /^Node 2 \(the cat\), next to node 1\./);
    await page.keyboard.press('Enter');
    assert.match(await announce.textContent(), /Node 2 selected/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.match(await announce.textContent(), /Node 0 \(the hole\), next to node 1. Enter connects it to node 2\./);
    await page.keyboard.press('Enter');
    const triangle = '# my graph\n0 1\n1 2\n0 2\n';
    await settled(page, triangle);
    assert.equal(await text(page), triangle);
    assert.match(await announce.textContent(), /Connected nodes 2 and 0/);
    assert.equal(await page.getByRole('status').first().textContent(), expectedVerdict(triangle));
    // a fourth node joined by keys: N, then Enter on it, → to node 0, Enter
    await page.keyboard.press('n');
    await settled(page, '[[1,2],[0,2],[0,1],[]]');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const four = '[[1,2,3],[0,2],[0,1],[0]]';
    await settled(page, four);
    assert.equal(await page.getByRole('status').first().textContent(), expectedVerdict(four));
    // Shift+arrows move the focused node
    const before = await game(page).evaluate((el) => el.boardPoint(0));
    await page.keyboard.press('Shift+ArrowDown');
    const after = await game(page).evaluate((el) => el.boardPoint(0));
    assert.ok(after[1] > before[1] + 10, 'node 0 moved down');
    // Delete deletes the focused node: 3 (the new one) after → → →
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Delete');
    await settled(page, '[[1,2],[0,2],[0,1]]');
    await page.keyboard.press('Control+z');
    await settled(page, four);
    assert.equal(await text(page), four);
    await page.screenshot({ path: `${shots}/drawing-keyboard.png` });

    await axeAudit(page, 'axe in edit mode');

    // Done leaves edit mode: the board plays again
    await game(page).getByRole('button', { name: 'Done' }).click();
    assert.equal(await game(page).getByRole('button', { name: 'Edit graph' }).getAttribute('aria-pressed'), 'false');
  });
});

test('a board with several holes: an edit keeps every hole in the Holes field, a deleted hole goes and the words say which are left', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const ring6 = '0 1\n1 2\n2 3\n3 4\n4 5\n5 0\n';
    await typeGraph(page, ring6);
    await page.locator('#rule-holes').fill('0, 3, 5');
    await page.locator('#rule-holes').press('Tab');
    await page.waitForFunction(() => JSON.stringify(document.querySelector('cat-mouse-game').result?.holes) === '[0,3,5]');
    await toggleEditMode(game(page));
    // connect 1 and 4: every hole stays
    await clickNode(page, 1);
    await clickNode(page, 4);
    await settled(page, `${ring6}1 4\n`);
    await page.waitForFunction(() => JSON.stringify(document.querySelector('cat-mouse-game').result?.holes) === '[0,3,5]');
    assert.equal(await page.locator('#rule-holes').inputValue(), '0, 3, 5');
    // delete node 3, a hole: the others stay, 5 becomes 4
    await game(page).locator('canvas[part=board]').focus();
    await game(page).evaluate((el) => el.draft.focusNode(3));
    await page.keyboard.press('Delete');
    await page.waitForFunction(() => JSON.stringify(document.querySelector('cat-mouse-game').result?.holes) === '[0,4]');
    assert.equal(await page.locator('#rule-holes').inputValue(), '0, 4');
    assert.match(
      await status(page).textContent(),
      /Deleted node 3\. Nodes 4–5 are now 3–4\. Node 3 was a hole: now the holes are nodes 0 and 4/,
    );
    await page.screenshot({ path: `${shots}/drawing-holes.png` });
    // Undo brings the three holes back
    await page.keyboard.press('Control+z');
    await page.waitForFunction(() => JSON.stringify(document.querySelector('cat-mouse-game').result?.holes) === '[0,3,5]');
    assert.equal(await page.locator('#rule-holes').inputValue(), '0, 3, 5');
  });
});

test('keyboard="document": the edit keys leave alone a person typing elsewhere on the page (fields, ARIA widgets, a closed shadow root) and still work from the page and the board', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const graph = await text(page);
    await toggleEditMode(game(page));
    // what another part of a page may hold: an editor and a combobox of its own (ARIA), a custom field with a closed shadow root
    await page.evaluate(() => {
      customElements.define(
        'x-field',
        class extends HTMLElement {
          constructor() {
            super();
            this.attachShadow({ mode: 'closed' }).innerHTML = '<input aria-label="Closed field">';
            this.tabIndex = -1;
          }
        },
      );
      const box = document.createElement('div');
      box.innerHTML =
        '<input id="other-field" aria-label="Other field"><textarea id="other-text" aria-label="Other text"></textarea>' +
        '<div id="aria-editor" role="textbox" aria-label="Notes" tabindex="0">notes</div>' +
        '<div id="aria-combo" role="combobox" aria-label="Pick" aria-expanded="false" tabindex="0">pick</div><x-field id="closed"></x-field>';
      document.querySelector('main, body').prepend(box);
    });
    const state = () =>
      game(page).evaluate((el) => ({ nodes: el.draft.nodeCount, focus: el.draft.focus, message: el.draft.message?.text ?? null }));
    const before = await state();
    const places = {
      'another field': () => page.locator('#other-field').focus(),
      'another text area': () => page.locator('#other-text').focus(),
      'an ARIA editor': () => page.locator('#aria-editor').focus(),
      'an ARIA combobox': () => page.locator('#aria-combo').focus(),
      "a closed shadow root's field": () => page.locator('#closed').evaluate((host) => host.focus()),
    };
    for (const [where, focus] of Object.entries(places)) {
      for (const key of ['n', 'ArrowRight', 'Delete', 'Enter', 'Shift+ArrowDown', 'Escape']) {
        await focus();
        await page.keyboard.press(key);
        assert.deepEqual(await state(), before, `${key} in ${where} leaves the drawing alone`);
      }
    }
    assert.equal(await text(page), graph, 'the graph text is unchanged');
    assert.equal(await page.locator('#other-field').inputValue(), 'n'.repeat(1), 'the field got its letter');
    // with nothing focused the page's keys reach the board (keyboard="document")
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('ArrowRight');
    assert.equal((await state()).focus, 0, '→ from the page goes to node 0');
    // and on the board itself
    await game(page).locator('canvas[part=board]').focus();
    await page.keyboard.press('ArrowRight');
    assert.equal((await state()).focus, 1);
    await page.keyboard.press('n');
    await page.waitForFunction((n) => document.querySelector('cat-mouse-game').draft.nodeCount === n + 1, before.nodes);
  });
});

test('on a phone, edit mode leaves room to draw above its instructions', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await toggleEditMode(game(page));
    const stage = await game(page).locator('.stage').boundingBox();
    const panel = await game(page).locator('.edit-panel').boundingBox();
    assert.ok(panel.y - stage.y >= 150, `${Math.round(panel.y - stage.y)} px of board above the panel`);
    // every node of the example is drawn above the panel
    const lowest = await game(page).evaluate((el) => Math.max(...el.result.graph.map((_, i) => el.boardPoint(i)[1])));
    assert.ok(stage.y + lowest < panel.y, 'the fit keeps the graph clear of the panel');
    await page.screenshot({ path: `${shots}/drawing-phone.png` });
    // the instructions are one tap away
    await game(page).getByText('How to draw').click();
    await game(page).locator('.edit-help b', { hasText: 'Click empty space' }).waitFor();
  });
});

test('an embedded board with nobody listening takes the drawn graph itself', async () => {
  await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
    const board = page.locator('#example-1');
    await board.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await toggleEditMode(board);
    await board.locator('canvas[part=board]').focus();
    await page.keyboard.press('ArrowRight'); // node 0
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight'); // node 1
    await page.keyboard.press('Enter');
    const graph = '[[1,2,5],[0,3],[0,4,5],[1,4,5],[2,3],[0,2,3]]';
    await page.waitForFunction((g) => document.querySelector('#example-1').shown?.graph === g, graph);
    assert.equal(await board.evaluate((el) => el.getAttribute('graph')), graph);
    assert.deepEqual(await board.evaluate((el) => el.result.graph[1]), [0, 3]);
    await board.getByRole('button', { name: 'Undo edit' }).click();
    await page.waitForFunction((g) => document.querySelector('#example-1').shown?.graph === g, EXAMPLE_1);
  });
});
