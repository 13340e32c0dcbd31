// The board itself: node ids readable up to 200 nodes, hover feedback,
// token drops the rules forbid, and a drop undone and redone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, setGraph, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
const settle = (page) => page.waitForFunction(() => !document.querySelector('cat-mouse-game').layoutRunning, null, { timeout: PATIENCE });
// Where node n is on the page, in page pixels.
const at = (page, node) =>
  game(page).evaluate((el, n) => {
    const canvas = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const [x, y] = el.boardPoint(n);
    return [canvas.left + x, canvas.top + y];
  }, node);

test('node ids stay readable on the 8 × 8 grid and on 200 nodes', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    const menu = page.getByRole('combobox', { name: 'Examples' });
    for (const [id, text] of [
      ['grid', 'Cat wins in 22 moves'],
      ['sparse-200', /wins|Draw/],
    ]) {
      await menu.selectOption(id);
      await expectVerdict(page, text);
      await settle(page);
      const state = await game(page).evaluate((el) => el.boardState);
      assert.ok(state.labelSize >= 9, `${id}: ids drawn at ${state.labelSize}px`);
      await page.screenshot({ path: `${shots}/board-labels-${id}.png` });
    }
  });
});

test('the 8 × 8 grid is drawn as a grid: no crossing edges, no overlapping nodes', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await page.getByRole('combobox', { name: 'Examples' }).selectOption('grid');
    await expectVerdict(page, 'Cat wins in 22 moves');
    await settle(page);
    const { crossings, closest } = await game(page).evaluate((el) => {
      const p = Array.from({ length: 64 }, (_, i) => el.boardPoint(i));
      const edges = [];
      for (let r = 0; r < 8; r++)
        for (let c = 0; c < 8; c++) {
          if (c < 7) edges.push([r * 8 + c, r * 8 + c + 1]);
          if (r < 7) edges.push([r * 8 + c, r * 8 + c + 8]);
        }
      const side = (a, b, c) => Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
      let crossings = 0;
      for (let i = 0; i < edges.length; i++)
        for (let j = i + 1; j < edges.length; j++) {
          const [a, b] = edges[i],
            [c, d] = edges[j];
          if (a === c || a === d || b === c || b === d) continue;
          if (side(p[a], p[b], p[c]) * side(p[a], p[b], p[d]) < 0 && side(p[c], p[d], p[a]) * side(p[c], p[d], p[b]) < 0) crossings++;
        }
      let closest = Infinity;
      for (let i = 0; i < 64; i++)
        for (let j = i + 1; j < 64; j++) closest = Math.min(closest, Math.hypot(p[i][0] - p[j][0], p[i][1] - p[j][1]));
      return { crossings, closest };
    });
    await page.screenshot({ path: `${shots}/board-grid.png` });
    assert.ok(crossings <= 2, `${crossings} crossing edges`);
    assert.ok(closest >= 18, `two nodes ${closest.toFixed(1)} px apart`);
  });
});

test('hovering a move chip rings its node; hovering a node names it', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    const chip = game(page).locator('.chip[data-to="3"]').first();
    await chip.hover();
    assert.equal(await game(page).evaluate((el) => el.boardState.highlight), 3);
    await page.mouse.move(5, 5);
    assert.equal(await game(page).evaluate((el) => el.boardState.highlight), null);
    await settle(page);
    const [x, y] = await at(page, 5);
    await page.mouse.move(x, y);
    assert.equal(await game(page).evaluate((el) => el.boardState.hover), 5);
    await page.screenshot({ path: `${shots}/board-hover.png` });
  });
});

// Drags a token from one node to another the way a person does.
async function drag(page, from, to) {
  const [fx, fy] = await at(page, from);
  await page.mouse.move(fx, fy);
  await page.mouse.down();
  const [tx, ty] = await at(page, to);
  await page.mouse.move((fx + tx) / 2, (fy + ty) / 2, { steps: 4 });
  await page.mouse.move(tx, ty, { steps: 4 });
  await page.mouse.up();
}

test("dropping the cat on the hole, or a token on the other, is refused with the rules fields' messages", async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await settle(page);
    // The core checks a dropped start with the rules of the options fields, and says it in the same words.
    const hint = game(page).locator('.message');
    await drag(page, 2, 0);
    await hint.filter({ hasText: 'The cat cannot start on the hole (node 0): pick another cat start or hole' }).waitFor();
    assert.equal(await page.locator('#rule-cat').inputValue(), '2');
    assert.equal(await game(page).getAttribute('cat'), '2');
    assert.equal(await page.locator('#graph-alert').textContent(), '', 'a hint, not an alert');
    await page.screenshot({ path: `${shots}/board-refused.png` });
    await drag(page, 1, 0);
    await hint.filter({ hasText: 'The mouse cannot start on the hole (node 0): pick another mouse start or hole' }).waitFor();
    await drag(page, 1, 2);
    await hint.filter({ hasText: 'The mouse and the cat cannot start on the same node (2): pick different starts' }).waitFor();
    assert.equal(await page.locator('#rule-mouse').inputValue(), '1');
    assert.equal(await page.getByRole('status').textContent(), 'Draw: neither side can force a win');
  });
});

// A drop onto a start already over (the mouse on a node without edges): the
// verdict, a status region, changes to "Cat wins before any move" and says
// it, so the live region says why without the winner; a second such drop
// leaves the verdict as it was, and the live region says the winner too.
test('a drop onto a start already over says its winner once: the verdict where it changes, else the live region', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await setGraph(page, '[[1],[0,2],[1,3],[2],[]]');
    await expectVerdict(page, 'Mouse wins');
    await settle(page);
    const heard = game(page).locator('.announce');
    await drag(page, 1, 4);
    await expectVerdict(page, 'Cat wins before any move');
    await heard.filter({ hasText: /^Start\. Mouse on 4, cat on 2, mouse to move\. / }).waitFor();
    assert.equal(await heard.textContent(), 'Start. Mouse on 4, cat on 2, mouse to move. The mouse cannot move (node 4 has no edges).');
    await drag(page, 2, 3);
    await heard.filter({ hasText: /^Start\. Mouse on 4, cat on 3, / }).waitFor();
    assert.equal(
      await heard.textContent(),
      'Start. Mouse on 4, cat on 3, mouse to move. The mouse cannot move (node 4 has no edges) and loses.',
    );
    assert.equal(await page.getByRole('status').textContent(), 'Cat wins before any move');
  });
});

// The start the board shows, as the element's attributes, the page's field and its link name it.
const namedStart = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('cat-mouse-game');
    const link = new URLSearchParams(location.hash.slice(1));
    return {
      attributes: [el.getAttribute('mouse'), el.getAttribute('cat'), el.getAttribute('first')],
      field: document.getElementById('rule-mouse').value,
      link: [link.get('mouse'), link.get('cat')],
    };
  });
const startIs = (page, mouse, cat) =>
  page.waitForFunction(
    ([m, c]) => {
      const el = document.querySelector('cat-mouse-game');
      const link = new URLSearchParams(location.hash.slice(1));
      const start = el.session.timeline[0]?.position;
      return start?.mouse === m && start.cat === c && link.get('mouse') === String(m) && link.get('cat') === String(c);
    },
    [mouse, cat],
  );

test('undoing a dropped token names the start shown again: attributes, field and link; redo names the drop', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await settle(page);
    await drag(page, 1, 4);
    await startIs(page, 4, 2);
    assert.deepEqual(await namedStart(page), { attributes: ['4', '2', 'mouse'], field: '4', link: ['4', '2'] });
    // the drop is heard once, where the tokens stand (the verdict is the status region's)
    const heard = game(page).locator('.announce');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').shadowRoot.querySelector('.announce').textContent !== '');
    assert.equal(await heard.textContent(), 'Start. Mouse on 4, cat on 2, mouse to move.');
    // Ctrl+Z on the board, as a keyboard user undoes
    await game(page).locator('canvas').first().focus();
    await page.keyboard.press('ControlOrMeta+z');
    await startIs(page, 1, 2);
    assert.deepEqual(await namedStart(page), { attributes: ['1', '2', 'mouse'], field: '1', link: ['1', '2'] });
    assert.equal(await page.getByRole('status').textContent(), 'Draw: neither side can force a win');
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await startIs(page, 4, 2);
    assert.deepEqual(await namedStart(page), { attributes: ['4', '2', 'mouse'], field: '4', link: ['4', '2'] });
    assert.equal(await game(page).evaluate((el) => el.busy), false, 'no solve: the board shows that start already');
  });
});

test('undoing a drop in a game in play puts the start back and the game goes on, without asking to end it', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await settle(page);
    const board = game(page);
    await board.getByRole('radio', { name: 'Play the computer' }).check();
    await board.getByRole('combobox', { name: 'You play' }).waitFor();
    // The mouse (you) from 1 to 3, typed on the board; the computer answers.
    await board.locator('canvas').first().focus();
    await page.keyboard.press('3');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => {
      const el = document.querySelector('cat-mouse-game');
      return el.session.last === 2 && !el.gliding;
    });
    const cat = await board.evaluate((el) => el.position.cat);
    await drag(page, 3, 1);
    await startIs(page, 1, cat);
    assert.deepEqual((await namedStart(page)).attributes, ['1', String(cat), 'mouse']);
    // the game starts again there, the mouse (you) to move: not over at once
    assert.deepEqual(await board.evaluate((el) => [el.session.mode, el.session.last, el.session.play.over, el.session.humanToMove]), [
      'play',
      0,
      null,
      true,
    ]);
    await board.getByRole('button', { name: 'Undo' }).click();
    await startIs(page, 1, 2);
    assert.deepEqual((await namedStart(page)).attributes, ['1', '2', 'mouse']);
    assert.equal(
      await board.getByRole('group', { name: 'A new graph or new rules' }).isVisible(),
      false,
      'no question: no game is thrown away',
    );
    assert.deepEqual(await board.evaluate((el) => [el.session.mode, el.session.last, el.session.cursor]), ['play', 2, 2]);
  });
});
