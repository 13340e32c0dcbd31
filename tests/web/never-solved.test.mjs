// A board whose graph has never solved (an author's typo in the graph
// attribute, an autoload fence's bad body) shows its error as the main thing:
// what to do and where the mistake is, and no board, controls or panels that
// could do nothing yet. A board that solved and then gets a bad graph keeps
// its last board and everything on it, as the page's editor relies on.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1, expectVerdict, launch, servePages, shots, withPage, PATIENCE } from './helpers.mjs';

const BAD = '[[1,3],[0],[3],[0,';
const page = (graph) => ({
  body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes</title><link rel="icon" href="icon.svg">
<script type="module" src="cat-mouse-game.js"></script></head>
<body><main><h1>Notes</h1><cat-mouse-game graph='${graph}' controls move-list></cat-mouse-game></main></body></html>`,
});

let server;
let browser;
before(async () => {
  server = await servePages({ '/bad.html': page(BAD) });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

// What of the board a person can see and use: each visible control (button,
// field, disclosure, the board's canvas) and whether it is enabled.
const usable = (board) =>
  board.evaluate((el) =>
    [...el.shadowRoot.querySelectorAll('button, input, select, summary, canvas')]
      .filter((node) => node.getClientRects().length > 0)
      .map(
        (node) =>
          `${node.localName} ${(node.getAttribute('aria-label') ?? node.textContent).trim().slice(0, 30)}${node.disabled ? ' (disabled)' : ''}`,
      ),
  );

test('a board whose graph never solved shows its error, and no board, controls or panels', async () => {
  await withPage(browser, `${server.base}/bad.html`, async ({ page }) => {
    const board = page.locator('cat-mouse-game');
    const alert = board.getByRole('alert');
    await alert.filter({ hasText: 'line 1, column 19: expected a node id' }).waitFor({ timeout: PATIENCE });
    assert.equal(await board.getByText('Fix the graph to see the board.').isVisible(), true, 'says what to do');
    assert.deepEqual(await usable(board), []);
    // The verdict's live region stays in the accessibility tree (out of sight), so the verdict of a
    // graph mended later is read out: a region that came into the tree with its first words would not be.
    assert.equal(await board.getByRole('status').count(), 1, "the verdict's live region is there to be heard");
    const row = await board.locator('.verdict-row').boundingBox();
    assert.ok(row.width <= 1 && row.height <= 1, `out of sight: ${JSON.stringify(row)}`);
    // the error sits at the top of the board, across it, not under an empty board or beside one
    const [whole, error] = [await board.boundingBox(), await alert.boundingBox()];
    assert.ok(error.y - whole.y < 100, `the error is ${error.y - whole.y} px below the board's top`);
    assert.ok(error.x - whole.x < 40 && error.width > whole.width / 2, `the error across the board: ${JSON.stringify([error, whole])}`);
    await board.screenshot({ path: `${shots}/never-solved.png` });

    // In edit mode (el.editing) the board is there again to draw on.
    await board.evaluate((el) => (el.editing = true));
    await board.locator('.edit-panel').waitFor();
    assert.equal(await board.locator('canvas').isVisible(), true, 'edit mode keeps the board');
    const onTop = await board.evaluate((el) => {
      const box = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
      const top = el.shadowRoot.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return `${top?.localName}.${top?.className}`;
    });
    assert.match(onTop, /^canvas/, 'nothing covers the board to draw on');
    await board.evaluate((el) => (el.editing = false));
    await board.locator('.edit-panel').waitFor({ state: 'hidden' });

    // A good graph: the board and its controls; then a bad one: the last board stays, usable.
    await board.evaluate((el, graph) => el.setAttribute('graph', graph), EXAMPLE_1);
    await expectVerdict(board, 'Draw: neither side can force a win');
    const solved = await usable(board);
    await board.evaluate((el, graph) => el.setAttribute('graph', graph), BAD);
    await alert.filter({ hasText: 'line 1, column 19' }).waitFor({ timeout: PATIENCE });
    assert.equal(await board.getByText('Fix the graph to see the board.').isVisible(), false);
    await expectVerdict(board, 'Draw: neither side can force a win');
    assert.deepEqual(await usable(board), solved, 'the last board and its controls stay');
    for (const control of ['canvas', 'button Play', 'summary Value map'])
      assert.ok(
        solved.some((c) => c.startsWith(control)),
        `${control} in ${solved}`,
      );
  });
});
