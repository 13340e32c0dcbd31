// Issue 42, item 6: a removed board leaves nothing running. Boards of over
// 1,500 nodes lay out in a worker of their own; removing such a board used
// to leave that worker alive (one per removal), and removing one of 3,000
// nodes threw drawImage's error (a canvas of width 0) into the host page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, PATIENCE } from './helpers.mjs';
import { cycle } from '../js/helpers.mjs';
import { BIG, BIG_EDGES, heavy } from '../../web/src/element/layout/forces.js';

const env = withServerAndBrowser({ before, after });

// Waits (up to PATIENCE) until the count of the page's live workers satisfies `ok`; says whether it did.
async function workersUntil(page, ok) {
  const deadline = Date.now() + PATIENCE;
  while (!ok(page.workers().length)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

// A complete graph on n nodes: over the layout worker's edge bound
// (BIG_EDGES) with few nodes, so its solve takes no time.
const complete = (n) => Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => j).filter((j) => j !== i));

// Ten large boards in two rounds of five: a worker left by a removal would
// show in the first round's count, one left by a board removed after
// others were in the second's. A board is large (it lays out in its own
// worker and draws through layers.js, where the drawImage error was) by its
// nodes or by its edges: one board each round is a cycle just over BIG
// nodes, four are complete graphs just over BIG_EDGES edges (boards of
// 1,600 to 3,000 nodes spent 6 s a round solving; the twenty in
// four rounds took 27 s alone and up to 97 s beside another test file).
test('10 large boards added and removed, in two rounds: the page is back to the workers it had, and nothing errs', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').first().filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const workersBefore = page.workers().length;
    const edgesOver = Math.ceil(Math.sqrt(2 * BIG_EDGES)) + 1; // n(n-1)/2 > BIG_EDGES
    for (let round = 0; round < 2; round++) {
      const graphs = [complete(edgesOver), complete(edgesOver), cycle(BIG + 1), complete(edgesOver), complete(edgesOver)];
      assert.ok(graphs.every((g) => heavy(g.length, g.flat().length / 2)));
      await page.evaluate(
        (graphs) => {
          window.extraBoards = graphs.map((graph) => {
            const board = document.createElement('cat-mouse-game');
            board.setAttribute('graph', graph);
            document.body.append(board);
            return board;
          });
        },
        graphs.map((graph) => JSON.stringify(graph)),
      );
      // Each lays out in its layout worker.
      await page.waitForFunction(() => window.extraBoards.every((board) => board.boardState?.placedIn === 'worker'), null, {
        timeout: PATIENCE,
        polling: 100,
      });
      // (Playwright learns of a worker a moment after it starts.)
      assert.ok(
        await workersUntil(page, (count) => count >= workersBefore + 5),
        `the boards' layout workers run (${page.workers().length})`,
      );
      await page.evaluate(() => window.extraBoards.forEach((board) => board.remove()));
      // A frame after the removal: a board off the page draws nothing.
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 50)));
      await workersUntil(page, (count) => count <= workersBefore);
      assert.equal(page.workers().length, workersBefore, `round ${round + 1}: the workers the page had before`);
    }
  });
});
