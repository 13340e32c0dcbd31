// A LeetCode 1728 grid on the page: pasted, drawn as a board of cells, its
// verdict and LeetCode's 1,000-turn answer as the package computes them, the
// line stepped to its end, the fields the board decides disabled.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { EXAMPLES, exampleText } from '../../web/src/page/examples.js';
import { withServerAndBrowser, verdict, shots, withPage, PATIENCE, settled } from './helpers.mjs';
import { GRID_EXAMPLE_1 } from '../fixtures/graphs.mjs';

const env = withServerAndBrowser({ before, after });
const solver = await createSolver();
const game = (page) => page.locator('cat-mouse-game');
const step = (page) => page.getByRole('slider', { name: 'Step' });

// The verdict's words for a start value, as the element writes them (describe.js).
const verdictWords = ({ winner, plies }) => `${winner === 'mouse' ? 'Mouse' : 'Cat'} wins in ${plies} move${plies === 1 ? '' : 's'}`;

test("the page's grid examples are grids to the core, and no other", () => {
  const grids = EXAMPLES.filter((e) => e.id.startsWith('leetcode-1728'));
  assert.equal(grids.length, 4);
  for (const example of EXAMPLES) assert.equal(solver.parse(exampleText(example)).format === 'grid', grids.includes(example), example.id);
});

test('the element hands every attribute on and the core decides what applies: a grid ignores the start and variants, a graph the turn limit', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const grid = 'grid = ["M.C...F"], catJump = 1, mouseJump = 4';
    const expected = solver.solve(grid, { turnLimit: 3 });
    const read = await page.evaluate(async (text) => {
      const el = document.createElement('cat-mouse-game');
      for (const [name, value] of Object.entries({
        mouse: '3',
        cat: '5',
        holes: '1, 2',
        'cat-on-hole': 'guards',
        pass: '',
        directed: '',
        'turn-limit': '3',
      }))
        el.setAttribute(name, value);
      const errors = [];
      el.addEventListener('cat-mouse-error', (e) => errors.push(e.detail.code));
      const solved = new Promise((resolve) => el.addEventListener('cat-mouse-solved', (e) => resolve(e.detail), { once: true }));
      el.setAttribute('graph', text);
      document.body.append(el);
      const result = await solved;
      const first = { start: result.start, turnLimit: result.turnLimit, shown: el.shown };
      // the same element given a graph: the turn limit is left out, the start applies
      const again = new Promise((resolve) => el.addEventListener('cat-mouse-solved', (e) => resolve(e.detail), { once: true }));
      for (const name of ['holes', 'cat-on-hole', 'pass', 'directed']) el.removeAttribute(name);
      el.setAttribute('mouse', '1');
      el.setAttribute('cat', '2');
      el.setAttribute('graph', '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]');
      const graph = await again;
      el.remove();
      return { ...first, graph: { start: graph.start, turnLimit: graph.turnLimit ?? null, grid: graph.grid ?? null }, errors };
    }, grid);
    assert.deepEqual(read.errors, []);
    assert.deepEqual(read.start, expected.start);
    assert.deepEqual(read.turnLimit, JSON.parse(JSON.stringify(expected.turnLimit)));
    // what the board holds for its link: none of the options a grid ignores
    for (const name of ['mouse', 'cat', 'holes', 'catOnHole', 'pass', 'directed']) assert.equal(read.shown[name], undefined, name);
    assert.equal(read.shown.turnLimit, 3);
    assert.deepEqual(read.graph, { start: { mouse: 1, cat: 2, turn: 'mouse' }, turnLimit: null, grid: null });
    expected.dispose();
  });
});

test("pasting LeetCode 1728 example 1 draws a grid board with the exact verdict and LeetCode's answer; the line plays to the food", async () => {
  const expected = solver.solve(GRID_EXAMPLE_1);
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.getByRole('textbox', { name: 'Graph' }).fill(GRID_EXAMPLE_1);
    const words = verdictWords(expected);
    await verdict(page).filter({ hasText: words }).waitFor({ timeout: PATIENCE });
    const leetcode = game(page).locator('.leetcode');
    assert.equal(await leetcode.textContent(), `LeetCode 1728 (1,000 turns): ${expected.turnLimit.mouseWins}`);
    assert.equal(expected.turnLimit.outcome, expected.outcome); // they agree here: no difference named
    // The board is the grid: its cells, not a force layout.
    const state = await game(page).evaluate((el) => el.boardState);
    assert.deepEqual(
      { rows: state.grid.rows, columns: state.grid.columns, bitmap: state.grid.bitmap },
      { rows: expected.grid.rows, columns: expected.grid.columns, bitmap: false },
    );
    const at = await game(page).evaluate((el, cells) => cells.map((_, node) => el.boardPoint(node)), expected.grid.cells);
    for (let a = 0; a < at.length; a++) {
      for (let b = 0; b < at.length; b++) {
        const [ca, cb] = [expected.grid.cells[a], expected.grid.cells[b]];
        // same row, same height; further right, further right
        if (ca.row === cb.row) assert.ok(Math.abs(at[a][1] - at[b][1]) < 0.5, `nodes ${a} and ${b} share a row`);
        if (ca.col < cb.col) assert.ok(at[a][0] < at[b][0], `node ${a} is left of node ${b}`);
        if (ca.row < cb.row) assert.ok(at[a][1] < at[b][1], `node ${a} is above node ${b}`);
      }
    }
    // The fields the board decides are disabled, with the note.
    for (const name of ['mouse', 'cat', 'holes', 'catOnHole', 'pass', 'directed'])
      assert.equal(await page.locator(`#rule-${name}`).isDisabled(), true, name);
    assert.equal(await page.locator('#grid-rules-note').isVisible(), true);
    // Step through the line to the end: the mouse stands on the food.
    const forward = game(page).getByRole('button', { name: 'Step forward' });
    for (let ply = 1; ply <= expected.plies; ply++) {
      await forward.click();
      await page.waitForFunction(
        ([el, n]) => el.shadowRoot.querySelector('.step').value === String(n),
        [await game(page).elementHandle(), ply],
      );
    }
    assert.equal(await step(page).getAttribute('max'), String(expected.plies));
    assert.equal(await forward.isDisabled(), true);
    const last = expected.line[expected.line.length - 1];
    assert.equal(last.mouse, expected.grid.food);
    assert.deepEqual(await game(page).evaluate((el) => el.position), last);
    await settled(page); // the last glide
    await page.screenshot({ path: `${shots}/grid-example-1.png` });
    // Dragging a token is refused with a message: the grid places the pieces.
    const [mx, my] = await game(page).evaluate((el) => el.boardPoint(el.position.cat));
    const box = await game(page).locator('canvas[part=board]').boundingBox();
    await page.mouse.move(box.x + mx, box.y + my);
    await page.mouse.down();
    await page.mouse.move(box.x + mx + 60, box.y + my, { steps: 5 });
    await page.mouse.up();
    await game(page).getByText('A grid places the pieces').waitFor({ timeout: PATIENCE });
    assert.deepEqual(await game(page).evaluate((el) => el.position), last);
    // The side to move first still applies: the cat first, as the package says.
    const catFirst = solver.solve(GRID_EXAMPLE_1, { first: 'cat' });
    await page.locator('#rule-first').selectOption('cat');
    await verdict(page)
      .filter({ hasText: catFirst.outcome === 0 ? 'Draw' : verdictWords(catFirst) })
      .waitFor({ timeout: PATIENCE });
    assert.equal(
      await game(page)
        .locator('.leetcode')
        .textContent()
        .then((t) => t.startsWith(`LeetCode 1728 (1,000 turns): ${catFirst.turnLimit.mouseWins}`)),
      true,
    );
    assert.deepEqual(await game(page).evaluate((el) => el.position), catFirst.start);
    catFirst.dispose();
    expected.dispose();
  });
});

// The share of the board's pixels where the SVG, rasterised in the page, is
// not what the canvas shows (a channel off by more than 64).
async function svgMismatch(page) {
  return game(page).evaluate(async (el) => {
    const canvas = el.shadowRoot.querySelector('canvas');
    const svg = el.boardSvg();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const image = new Image();
    image.src = url;
    await image.decode();
    URL.revokeObjectURL(url);
    const [w, h] = [canvas.width, canvas.height];
    const copy = Object.assign(document.createElement('canvas'), { width: w, height: h });
    const ctx = copy.getContext('2d');
    const scale = w / canvas.getBoundingClientRect().width;
    ctx.scale(scale, scale);
    ctx.drawImage(image, 0, 0);
    const drawn = ctx.getImageData(0, 0, w, h).data;
    // the board's own pixels, on its background (a canvas is transparent where it paints nothing)
    const board = Object.assign(document.createElement('canvas'), { width: w, height: h }).getContext('2d');
    board.fillStyle = '#fafbfc';
    board.fillRect(0, 0, w, h);
    board.drawImage(canvas, 0, 0);
    const shown = board.getImageData(0, 0, w, h).data;
    let off = 0;
    for (let i = 0; i < shown.length; i += 4) {
      if (Math.max(Math.abs(shown[i] - drawn[i]), Math.abs(shown[i + 1] - drawn[i + 1]), Math.abs(shown[i + 2] - drawn[i + 2])) > 64) off++;
    }
    return off / (w * h);
  });
}

test("a grid's SVG and PNG show its board: cells, walls, food, tokens and a legend with food and walls", async () => {
  const maze = EXAMPLES.find((e) => e.id === 'leetcode-1728-maze');
  const expected = solver.solve(exampleText(maze));
  await withPage(env.browser, env.server.url, async ({ page, context }) => {
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.getByRole('combobox', { name: 'Examples' }).selectOption(maze.id);
    await verdict(page)
      .filter({ hasText: verdictWords(expected) })
      .waitFor({ timeout: PATIENCE });
    await game(page).getByRole('button', { name: 'Step forward' }).click();
    await page.waitForFunction((el) => !el.gliding, await game(page).elementHandle());
    await settled(page);
    // The board's legend names the food and the walls.
    const legend = game(page).getByRole('list', { name: 'Legend' });
    assert.deepEqual((await legend.locator('li:visible').allTextContents()).slice(0, 4), ['Mouse', 'Cat', 'Food', 'Wall']);
    const svg = await game(page).evaluate((el) => el.boardSvg());
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        labels: [...doc.querySelectorAll('text')].map((t) => t.textContent),
        rects: doc.querySelectorAll('rect').length,
        circles: doc.querySelectorAll('circle').length,
      };
    }, svg);
    assert.equal(parsed.error, null);
    // the tokens' tags name their cells, "(row,col)", as the move list does, not node ids
    const cell = (node) => `(${expected.grid.cells[node].row},${expected.grid.cells[node].col})`;
    for (const label of ['food', 'Food', 'Wall', `Mouse · ${cell(expected.line[1].mouse)}`, `Cat · ${cell(expected.line[1].cat)}`])
      assert.ok(parsed.labels.includes(label), `${label} in ${parsed.labels}`);
    // a square per cell, open or wall (and the background, the legend's box and key)
    const cells = expected.grid.rows * expected.grid.columns;
    assert.ok(parsed.rects >= cells, `${parsed.rects} rects for ${cells} cells`);
    // no node discs: a grid's nodes are its cells
    assert.ok(parsed.circles < expected.grid.cells.length, `${parsed.circles} circles`);
    // Pixel for pixel, the picture is what the canvas shows (text may differ at its edges).
    const mismatch = await svgMismatch(page);
    assert.ok(mismatch < 0.02, `${(mismatch * 100).toFixed(1)}% of the pixels differ`);
    const png = await game(page).evaluate(async (el) => {
      const blob = await el.boardPng({ scale: 1 });
      const image = await createImageBitmap(blob);
      return {
        type: blob.type,
        width: image.width,
        height: image.height,
        board: el.shadowRoot.querySelector('canvas').getBoundingClientRect().width,
      };
    });
    assert.equal(png.type, 'image/png');
    assert.equal(png.width, Math.round(png.board));
    // The picture itself, to be looked at, in a page of its own (not the
    // board's: its problems, a 404 for the icon, are not the page's).
    const picture = await context.newPage();
    await picture.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
    await picture.screenshot({ path: `${shots}/grid-export.png` });
    expected.dispose();
  });
});

test('the hard maze: the exact answer and the 1,000-turn answer side by side; a graph brings the fields back', async () => {
  const maze = EXAMPLES.find((e) => e.id === 'leetcode-1728-maze');
  const expected = solver.solve(exampleText(maze));
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.getByRole('combobox', { name: 'Examples' }).selectOption(maze.id);
    await verdict(page)
      .filter({ hasText: verdictWords(expected) })
      .waitFor({ timeout: PATIENCE });
    assert.equal(await game(page).locator('.leetcode').textContent(), `LeetCode 1728 (1,000 turns): ${expected.turnLimit.mouseWins}`);
    await settled(page);
    await page.screenshot({ path: `${shots}/grid-maze.png` });
    // A draw (the food walled off): LeetCode's rule gives it to the cat, and the page says they differ.
    const walledOff = 'grid = ["F#....","##M...","....C."], catJump = 1, mouseJump = 1';
    const draw = solver.solve(walledOff);
    assert.deepEqual([draw.outcome, draw.turnLimit.mouseWins], [0, false]);
    await page.getByRole('textbox', { name: 'Graph' }).fill(walledOff);
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    assert.equal(
      await game(page).locator('.leetcode').textContent(),
      'LeetCode 1728 (1,000 turns): false · differs from the exact answer: the exact game is a draw, which the turn rule gives the cat',
    );
    await page.screenshot({ path: `${shots}/grid-draw.png` });
    draw.dispose();
    await page.getByRole('combobox', { name: 'Examples' }).selectOption('leetcode-2');
    await verdict(page).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
    assert.equal(await page.locator('#rule-mouse').isDisabled(), false);
    assert.equal(await page.locator('#grid-rules-note').isVisible(), false);
    assert.equal(await game(page).evaluate((el) => el.boardState.grid), null);
    expected.dispose();
  });
});

test("the Turn limit field: a grid's only, it changes LeetCode's answer, and the link keeps it and none of the start keys a grid ignores", async () => {
  const maze = EXAMPLES.find((e) => e.id === 'leetcode-1728-maze');
  const text = exampleText(maze);
  const limit = 70;
  const expected = solver.solve(text, { turnLimit: limit });
  const exact = expected.plies;
  assert.ok(exact > limit && expected.outcome === 1 && !expected.turnLimit.mouseWins, 'the maze is a slow mouse win');
  await withPage(env.browser, env.server.url, async ({ page, open }) => {
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    // A graph has no turn limit: its field is not shown.
    const field = page.getByRole('spinbutton', { name: /Turn limit/ });
    assert.equal(await field.isVisible(), false);
    await page.getByRole('combobox', { name: 'Examples' }).selectOption(maze.id);
    await verdict(page)
      .filter({ hasText: verdictWords(expected) })
      .waitFor({ timeout: PATIENCE });
    assert.equal(await field.isVisible(), true);
    assert.equal(await field.inputValue(), '1000');
    // The keyboard: the field is reached and typed in.
    await field.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(limit));
    await page.keyboard.press('Tab');
    const leetcode = game(page).locator('.leetcode');
    await page.waitForFunction((n) => document.querySelector('cat-mouse-game').result?.turnLimit?.turns === n, limit, {
      timeout: PATIENCE,
    });
    assert.equal(
      await leetcode.textContent(),
      `LeetCode 1728 (${limit} turns): false · differs from the exact answer: the mouse needs ${exact} moves, more than ${limit}`,
    );
    assert.deepEqual(await game(page).evaluate((el) => el.result.turnLimit), JSON.parse(JSON.stringify(expected.turnLimit)));
    // The link: the limit, and none of the start keys a grid ignores.
    await page.getByRole('button', { name: 'Copy link to this board' }).click();
    await page.waitForFunction(() => location.hash.includes('turnLimit='));
    const params = new URLSearchParams(new URL(page.url()).hash.slice(1));
    assert.equal(params.get('turnLimit'), String(limit));
    for (const key of ['mouse', 'cat', 'hole', 'holes', 'catOnHole', 'pass', 'directed'])
      assert.equal(params.get(key), null, `${key} in ${params}`);
    const other = await open(page.url());
    await other.page.waitForFunction((n) => document.querySelector('cat-mouse-game').result?.turnLimit?.turns === n, limit, {
      timeout: PATIENCE,
    });
    assert.equal(await other.page.getByRole('spinbutton', { name: /Turn limit/ }).inputValue(), String(limit));
    assert.equal(await other.page.locator('cat-mouse-game').locator('.leetcode').textContent(), await leetcode.textContent());
    // Back on a graph, the limit is neither shown nor linked.
    await page.getByRole('combobox', { name: 'Examples' }).selectOption('leetcode-2');
    await verdict(page).filter({ hasText: 'Mouse wins in 1 move' }).waitFor({ timeout: PATIENCE });
    assert.equal(await field.isVisible(), false);
    await page.waitForFunction(() => location.hash.includes('mouse='), null, { timeout: PATIENCE });
    assert.equal(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('turnLimit'), null);
    expected.dispose();
  });
});

// About 20 s: it plays the whole line to the food, checking each move's words.
test("a turn-limited grid line plays to the food: each move named by its cells, the end by the food, LeetCode's answer under the limit beside it", async () => {
  const maze = EXAMPLES.find((e) => e.id === 'leetcode-1728-maze');
  const limit = 70;
  const expected = solver.solve(exampleText(maze), { turnLimit: limit });
  const exact = expected.plies;
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await verdict(page).filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.getByRole('combobox', { name: 'Examples' }).selectOption(maze.id);
    await verdict(page)
      .filter({ hasText: verdictWords(expected) })
      .waitFor({ timeout: PATIENCE });
    await page.getByRole('spinbutton', { name: /Turn limit/ }).fill(String(limit));
    await page.getByRole('spinbutton', { name: /Turn limit/ }).dispatchEvent('change');
    await page.waitForFunction((n) => document.querySelector('cat-mouse-game').result?.turnLimit?.turns === n, limit, {
      timeout: PATIENCE,
    });
    // Play the line to its end from the keyboard (→ on the board), as the package's line.
    await game(page).locator('canvas[part=board]').focus();
    for (let ply = 1; ply <= exact; ply++) {
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((n) => document.querySelector('cat-mouse-game').step === n, ply);
      assert.deepEqual(await game(page).evaluate((el) => el.position), expected.line[ply], `move ${ply}`);
    }
    // Past the limit the line goes on: the exact game is the mouse's, in more moves than the limit.
    assert.ok(exact > limit);
    const cells = expected.grid.cells;
    const at = (node) => `(${cells[node].row},${cells[node].col})`;
    const rows = await game(page).locator('ol.moves .go .what').allTextContents();
    assert.equal(rows.length, exact + 1);
    for (let i = 1; i <= exact; i++) {
      const who = expected.line[i - 1].turn;
      const [from, to] = [expected.line[i - 1][who], expected.line[i][who]];
      assert.ok(rows[i].includes(from === to ? `stays on ${at(from)}` : `${at(from)} to ${at(to)}`), `${rows[i]} (move ${i})`);
    }
    const end = await game(page).locator('ol.moves .end').textContent();
    assert.equal(end, `The mouse reaches the food (cell ${at(expected.grid.food)}) and wins`);
    assert.equal(await game(page).locator('.position').textContent(), `Move ${exact} of ${exact}: ${end}`);
    assert.match(await game(page).locator('.leetcode').textContent(), new RegExp(`^LeetCode 1728 \\(${limit} turns\\): false`));
    // The last step is spoken with the cells' rows and columns.
    const spoken = await game(page).evaluate((el) => el.shadowRoot.querySelector('.announce').textContent);
    const food = cells[expected.grid.food];
    assert.ok(spoken.includes(`to row ${food.row} column ${food.col}, the food`), spoken);
    await settled(page);
    await page.screenshot({ path: `${shots}/grid-turn-limit.png` });
    expected.dispose();
  });
});
