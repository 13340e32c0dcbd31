// Large graphs: a 2,000-node graph stays usable; a 10,000-node graph solves
// in the worker with progress and a working Cancel, the page responsive.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, checkBigBoard, PATIENCE, settled, startSubPathServer, recordWasm } from './helpers.mjs';
import { SLICE, SLICE_PIXELS } from '../../web/src/element/board/layers.js';
import { createSolver } from 'catmouse';
import { EXAMPLES, exampleText } from '../../web/src/page/examples.js';
import { verdictText } from '../../web/src/words/describe.js';

const env = withServerAndBrowser({ before, after });

const roundTrip = async (page) => {
  const start = Date.now();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  return Date.now() - start;
};

test('a 2,000-node graph solves, draws and plays', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.getByRole('combobox', { name: 'Examples' }).selectOption('sparse-2000');
    await page.getByRole('status').filter({ hasText: 'Mouse wins in 15 moves' }).waitFor({ timeout: PATIENCE });
    // logged, not asserted: a time is the machine's as much as the page's (the layout runs in its worker: layout-thread.js)
    console.log(`# a frame while the 2,000-node layout runs: ${await roundTrip(page)} ms`);
    await page.getByRole('button', { name: 'Step forward' }).click();
    assert.equal(await page.getByRole('slider', { name: 'Step' }).inputValue(), '1');
    await settled(page);
    await page.screenshot({ path: `${shots}/page-2000.png` });
  });
});

// 10,000 nodes: a table of 25 blocks in wasm memory (core/src/table.cpp), the multi-allocation path.
// About 16 s: the 10,000-node solve is the point (progress, Cancel, then the
// full solve and its layout off the page's thread).
test('a 10,000-node graph: progress, Cancel keeps the last board, then a full solve', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const menu = page.getByRole('combobox', { name: 'Examples' });
    await menu.selectOption('sparse-10000');
    const progress = page.getByRole('progressbar', { name: 'Solving progress' });
    await progress.waitFor({ timeout: PATIENCE });
    await page.getByText(/Solving 200,000,000 positions/).waitFor({ timeout: PATIENCE });
    // a frame draws while the worker solves: after it, the solve still runs (on the page's thread, no frame would come before its end)
    console.log(`# a frame while 200,000,000 positions solve: ${await roundTrip(page)} ms`);
    assert.ok(await progress.isVisible(), 'the solve still runs after a frame of the page');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await progress.waitFor({ state: 'hidden' });
    await page.getByText('Solve cancelled').waitFor();
    assert.equal(await page.getByRole('status').textContent(), 'Draw: neither side can force a win');

    // again, to the end this time
    await menu.selectOption('leetcode-1');
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor();
    await page.evaluate(() => {
      window.longTasks = [];
      new PerformanceObserver((list) =>
        window.longTasks.push(
          ...list.getEntries().map((e) => ({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration })),
        ),
      ).observe({ type: 'longtask' });
      // the 10,000-node verdict (not a re-solve of the small board as the example's fields change)
      document.querySelector('cat-mouse-game').addEventListener('cat-mouse-solved', ({ target, detail }) => {
        if (detail.graph.length !== 10000) return;
        window.solvedAt ??= performance.now();
        window.atVerdict ??= target.boardState; // the board as the verdict's task leaves it
      });
    });
    await menu.selectOption('sparse-10000');
    await progress.waitFor({ timeout: PATIENCE });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${shots}/page-10000-progress.png` });
    await page.getByRole('status').filter({ hasText: 'Mouse wins in 19 moves' }).waitFor({ timeout: 240000 });
    // The layout of 10,000 nodes after the solve never blocks the page for long.
    await settled(page);
    const long = await page.evaluate(() =>
      window.longTasks.filter((t) => t.end >= window.solvedAt).map((t) => ({ ...t, start: t.start - window.solvedAt })),
    );
    // Total blocking time (the part of each long task beyond 50 ms), the usual
    // responsiveness measure; laying out 10,000 nodes on the page's thread cost
    // about 3.5 s of blocking in these 5 s (80 ms ticks back to back, plus
    // 300-700 ms tasks).
    // Measured under load 12-20 on the shared machine, these are mostly the
    // machine's: a 3-node page shows 300-800 ms tasks there, and this window
    // measured 1.6-5 s of blocking before and after the layers. Logged, not
    // asserted; the structure below is.
    const blocking = long.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const detail = `${Math.round(blocking)} ms of blocking in ${long.length} long tasks: ${long.map((t) => `${Math.round(t.duration)} at ${Math.round(t.start)}`).join(', ')}`;
    console.log(`# 10,000 nodes after the verdict: ${detail}`);
    // The target is no task over 200 ms on a quiet machine; timed, that cannot
    // be asserted on the shared test machine (a 3-node page shows 300-800 ms
    // tasks there). What is asserted is the structure that keeps each task
    // short: the verdict's task leaves the layout to a task of its own and the
    // first placement to the layout worker; the 20,000 edges and 10,000 nodes
    // are drawn in slices bounded by count and by cost, each slice its own
    // task (web/src/element/board/layers.js).
    const state = await page.locator('cat-mouse-game').evaluate((el) => el.boardState);
    const slices = checkBigBoard(state, await page.evaluate(() => window.atVerdict), 10000 + 20000 - 1, { SLICE, SLICE_PIXELS });
    console.log(`# the last picture in ${state.layerSlices.length} slices (items/weight): ${slices}`);
    assert.equal(await page.getByRole('slider', { name: 'Step' }).getAttribute('max'), '19');
    await page.getByRole('button', { name: 'Last position' }).click();
    const end = await page.locator('cat-mouse-game').evaluate((el) => el.position);
    assert.equal(end.mouse, 0, 'the mouse ends in the hole');
    await settled(page);
    await page.screenshot({ path: `${shots}/page-10000.png` });
  });
});

// A game file pasted while a long solve runs: the page reads it (to copy its
// rules into the fields) before it hands the text to the board. The read
// waited behind the solve in the board's worker, so the board solved the
// old text to its end first; now a reader of its own answers at once.
test('a game file pasted during a 10,000-node solve reaches the board without waiting for that solve', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.evaluate(() => {
      window.solved = [];
      document
        .querySelector('cat-mouse-game')
        .addEventListener('cat-mouse-solved', ({ detail }) => window.solved.push(detail.graph.length));
    });
    await page.getByRole('combobox', { name: 'Examples' }).selectOption('sparse-10000');
    await page.getByText(/Solving 200,000,000 positions/).waitFor({ timeout: PATIENCE });
    // LeetCode 913's example 2 as a game file, with the cat moving first,
    // opened into the text (the 10,000-node text is kept aside, not in the text area)
    await page.locator('#open-file').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"graph": [[1,3],[0],[3],[0,2]], "mouse": 1, "cat": 2, "hole": 0, "first": "cat"}'),
    });
    await page.waitForFunction(() => window.solved.includes(4), null, { timeout: 120000 });
    const solved = await page.evaluate(() => window.solved);
    assert.ok(!solved.includes(10000), `the old text's solve was not waited for (boards solved, by node count: ${solved.join(', ')})`);
    assert.equal(await page.locator('cat-mouse-game').evaluate((el) => el.result.graph.length), 4);
    // the file's rule reached its field (read by the reader, not dropped)
    assert.equal(await page.locator('cat-mouse-game').evaluate((el) => el.getAttribute('first')), 'cat');
  });
});

test('a graph too large for the browser says how much memory it needs, and the last board stays', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await page.evaluate(() => {
      const n = 30000; // 4.7 GB to solve: over wasm32's 4 GB (20,000 nodes fit)
      const lines = [];
      for (let i = 1; i < n; i++) lines.push(`${i} ${(i * 7919) % i}`);
      const box = document.getElementById('graph');
      box.value = lines.join('\n');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const alert = page.locator('.graph-alert').filter({ hasText: /needs about \d+ MB/ });
    await alert.waitFor({ timeout: PATIENCE });
    assert.match(await alert.textContent(), /this 30000-node graph needs about \d+ MB of memory/);
    assert.equal(await page.getByRole('status').textContent(), 'Draw: neither side can force a win');
    await page.screenshot({ path: `${shots}/page-too-large.png` });
  });
});

// A solve cancelled by the next one starts a fresh solver worker (a page
// that is not cross-origin isolated: one thread); the next text, an edge
// list, comes with the last good game (the ring's adjacency list) as its
// fallback. The light module reads JSON adjacency lists only, so the fresh
// worker, made for an edge list, starts the full module at once
// (light-handover.js, lightMayAnswer), and the verdict shows, not an error.
test('another edge list picked while a 10,000-node graph solves: the fresh worker starts the full module for it, and its verdict shows', async () => {
  const solver = await createSolver();
  const verdictOf = (id) => {
    const game = solver.solve(exampleText(EXAMPLES.find((example) => example.id === id)));
    const words = verdictText(game);
    game.dispose();
    return words;
  };
  const plain = await startSubPathServer();
  const wasm = [];
  const setup = (context) => recordWasm(context, wasm);
  await withPage(env.browser, plain.url, { setup }, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    const menu = page.getByRole('combobox', { name: 'Examples' });
    await menu.selectOption('ring');
    await page
      .getByRole('status')
      .filter({ hasText: verdictOf('ring') })
      .waitFor({ timeout: PATIENCE });
    await page.evaluate(() => {
      window.boardErrors = [];
      document.querySelector('cat-mouse-game').addEventListener('cat-mouse-error', ({ detail }) => window.boardErrors.push(detail.code));
    });
    await menu.selectOption('sparse-10000');
    await page.getByRole('progressbar', { name: 'Solving progress' }).waitFor({ timeout: PATIENCE });
    await menu.selectOption('sparse-200'); // (another text than the board's: ring again would be the board shown, no solve)
    await page
      .getByRole('status')
      .filter({ hasText: verdictOf('sparse-200') })
      .waitFor({ timeout: PATIENCE });
    assert.deepEqual(await page.evaluate(() => window.boardErrors), [], 'no error on the board');
    // The ring on the light module, sparse-10000 (an edge list) on the full one (unless the cancel came
    // before that worker asked for it); the fresh worker made after the cancel for sparse-200, an edge
    // list too, starts the full module at once (lightMayAnswer), and never the light one.
    assert.deepEqual(
      wasm.filter((name, i) => name === 'catmouse-core-lite.wasm' || i === wasm.length - 1),
      ['catmouse-core-lite.wasm', 'catmouse-core.wasm'],
      `the light module once, for the ring; the full one last, for the fresh worker: ${wasm.join(', ')}`,
    );
  }).finally(() => plain.close());
});
