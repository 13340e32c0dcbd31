// The link follows the board at once, and a link's moment opens in one
// request (issue 22 item 8): a path= link is replayed by the worker in one
// follow() (it was one position() round trip per move: 2,000 moves, 45 s,
// the start shown meanwhile); the URL holds a new board as soon as its
// checks pass, while it solves (it kept the previous board until the solve
// ended, 5-9 s more for a large one); Copy link writes the clipboard in the
// click's own task (it awaited the link first: 7 s, past the click's user
// activation), with the board being solved.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, setGraph, expectVerdict, PATIENCE } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';
import { encodeGraph, decodeGraph } from '../../web/src/page/graph-code.js';
import { SETTLE_REACH } from '../../web/src/model/history-steps.js';
import { longGame } from '../fixtures/graphs.mjs';

const env = withServerAndBrowser({ before, after });

const params = (url) => new URLSearchParams(new URL(url).hash.slice(1));

// A game of 2,000 moves that never repeats a position (a game over is over:
// a repetition would end the link's path there), on 40 nodes of degree 6.
const STEPS = [1, 2, 5];
const { graph: LONG, path: PATH } = longGame(2000, { nodes: 40, steps: STEPS });

// Counts the page's requests to the solver worker by type, and records, at
// every frame after the board first solves, the step the board shows and
// whether it says it is opening the link.
const watchRequests = () => {
  window.requests = {};
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.type === 'string') window.requests[message.type] = (window.requests[message.type] ?? 0) + 1;
    return post.call(this, message, ...rest);
  };
  window.frames = [];
  document.addEventListener(
    'cat-mouse-solved',
    ({ target }) => {
      if (window.frames.length) return;
      const frame = () => {
        const card = target.shadowRoot.querySelector('.restoring');
        window.frames.push({ step: target.step, opening: !!card && !card.hidden });
        if (window.frames.length < 600 && target.step !== 1500) requestAnimationFrame(frame);
        else window.frames.push({ step: target.step, opening: !!card && !card.hidden });
      };
      requestAnimationFrame(frame);
    },
    true,
  );
};

test('a path= link of 2,000 moves replays in one request to the worker, and the board says it is opening it instead of showing the start', async () => {
  const link = `${env.server.url}#g1=${await encodeGraph(LONG)}&path=${PATH.join('.')}&ply=1500`;
  await withPage(env.browser, 'about:blank', async ({ page }) => {
    await page.addInitScript(watchRequests);
    const started = Date.now();
    await page.goto(link);
    const game = page.locator('cat-mouse-game');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').step === 1500, null, { timeout: PATIENCE });
    const ms = Date.now() - started;
    const requests = await page.evaluate(() => window.requests);
    const frames = await page.evaluate(() => window.frames);
    console.log(
      `# a 2,000-move link opened at move 1,500 in ${ms} ms; requests ${JSON.stringify(requests)}; ${frames.length} frames, ${frames.filter((f) => f.opening).length} saying it is opening the link`,
    );
    assert.equal(requests.follow, 1, 'the whole path in one request');
    // No request per move: the only position() requests are the steps near the cursor's, settled given
    // the positions before them (history-steps.js), those that need a solve: at most one on the board's
    // worker and one per legal move (6 here) on the history worker for each of them.
    const near = 2 * SETTLE_REACH + 1;
    assert.ok((requests.position ?? 0) <= near * (2 * STEPS.length + 1), `no request per move: ${JSON.stringify(requests)}`);
    // every frame before the moment shows says so, none shows the start alone
    const start = frames.filter((f) => f.step !== 1500 && !f.opening);
    assert.deepEqual(start, [], `frames that showed another step than the link's: ${JSON.stringify(frames.slice(0, 12))}`);
    assert.ok(frames.at(-1).step === 1500 && !frames.at(-1).opening);
    await expectVerdict(page, /wins|Draw/);
    assert.match(await game.locator('.position').textContent(), /^Move 1500 of/);
    // One live region on the board, the verdict: the card is not a second one
    // (a page's querySelector('[role=status]') found the card's empty one first).
    const live = await game.evaluate((el) => [...el.shadowRoot.querySelectorAll('[role="status"]')].map((s) => s.className));
    assert.equal(live.length, 1, JSON.stringify(live));
    assert.match(live[0], /^verdict\b/);
    assert.equal(params(page.url()).get('path'), PATH.join('.'), 'the link stays as it was');
    await page.screenshot({ path: `${shots}/link-2000-moves.png` });
  });
});

// Records each clipboard write in window.writes: which method, whether it
// came in the Copy link click's own task, and whether the page still had the
// click's user activation then.
const recordClipboardWrites = () => {
  window.writes = [];
  let inClick = false;
  document.getElementById('copy-link').addEventListener(
    'click',
    () => {
      inClick = true;
      setTimeout(() => (inClick = false));
    },
    true,
  );
  for (const name of ['writeText', 'write']) {
    const own = navigator.clipboard[name].bind(navigator.clipboard);
    navigator.clipboard[name] = (...args) => {
      window.writes.push({ name, inClick, active: navigator.userActivation.isActive, busy: document.querySelector('cat-mouse-game').busy });
      return own(...args);
    };
  }
};

// A graph whose solve takes seconds even on every core: the link and Copy link must not wait for it.
const BIG = sparseGraph(12000, 77);
const BIG_TOO = sparseGraph(12000, 78);

test('the URL holds a new graph as soon as its checks pass, while it is still solving', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, /wins|Draw/);
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).has('g1'));
    const before = params(page.url()).get('g1');
    await setGraph(page, BIG);
    // the first moment the URL holds another graph: was the board still solving it?
    const seen = await page.waitForFunction(
      (old) => {
        const g1 = new URLSearchParams(location.hash.slice(1)).get('g1');
        const game = document.querySelector('cat-mouse-game');
        return g1 !== old && { g1, busy: game.busy, shown: game.shown?.graph.length };
      },
      before,
      { polling: 'raf', timeout: PATIENCE },
    );
    const at = await seen.jsonValue();
    console.log(`# the URL held the 12,000-node graph while the board was ${at.busy ? 'still solving it' : 'done'}`);
    assert.equal(await decodeGraph(at.g1), BIG);
    assert.equal(at.busy, true, 'the URL followed the board before its solve ended');
    assert.notEqual(at.shown, BIG.length, 'the board on screen was still the one before');
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').busy, null, { timeout: 120000 });
    assert.equal(params(page.url()).get('g1'), at.g1);
  });
});

test("Copy link while a new graph solves copies it, within the click's own task; a cancelled solve puts the board on screen back in the URL", async () => {
  await withPage(env.browser, env.server.url, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expectVerdict(page, /wins|Draw/);
    await page.evaluate(recordClipboardWrites);
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).has('g1'));
    const before = params(page.url()).get('g1');
    await setGraph(page, BIG);
    await page.waitForFunction((old) => new URLSearchParams(location.hash.slice(1)).get('g1') !== old, before, { timeout: PATIENCE });
    assert.equal(await page.locator('cat-mouse-game').evaluate((el) => el.busy), true, 'still solving');
    await page.getByRole('button', { name: 'Copy link to this board' }).click();
    await page.getByText(/Link copied/).waitFor({ timeout: PATIENCE });
    const writes = await page.evaluate(() => window.writes);
    // busy: the board was still solving BIG when the clipboard was written
    assert.deepEqual(writes, [{ name: 'writeText', inClick: true, active: true, busy: true }]);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Its exact link would pass 10,000 characters: the copied one holds its
    // graph (the lines sorted, the comment left out), and the page says so.
    const graphOfBig = `${BIG.split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .join('\n')}\n`;
    assert.equal(await decodeGraph(params(copied).get('g1')), graphOfBig, 'the graph being solved, not the one before');
    await page.getByText(/Link copied\. It holds the graph, not your text as typed/).waitFor();
    // A cancelled solve: the URL goes back to the board on screen. The cancel comes in the task of
    // another big graph's cat-mouse-solving event, so that solve is surely running (BIG's may have
    // ended by now on a loaded machine, and a cancel after the end changes nothing).
    const game = page.locator('cat-mouse-game');
    await game.evaluate(
      (el, text) =>
        new Promise((resolve) => {
          el.addEventListener('cat-mouse-solving', () => resolve(el.cancel()), { once: true });
          el.graph = text;
        }),
      BIG_TOO,
    );
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').busy, null, { timeout: PATIENCE });
    const shown = await game.evaluate((el) => el.shown.graph);
    assert.notEqual(shown, BIG_TOO, 'the cancelled graph never showed');
    const deadline = Date.now() + PATIENCE;
    while ((await decodeGraph(params(page.url()).get('g1'))) !== shown) {
      assert.ok(Date.now() < deadline, 'the URL holds the board on screen');
      await page.waitForTimeout(100); // (polls the URL: the page writes it when the cancel is told)
    }
  });
});

test("Copy link before a new graph is packed still writes in the click's task: the clipboard takes the link's promise", async () => {
  const { wallGrid } = await import('../js/helpers.mjs');
  const text = wallGrid(1500); // 2.3 MB of text: packing it takes a while
  await withPage(env.browser, env.server.url, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await expectVerdict(page, /wins|Draw/);
    await page.evaluate(recordClipboardWrites);
    await page.evaluate(() => {
      document
        .querySelector('cat-mouse-game')
        .addEventListener('cat-mouse-solving', () => (window.solving = location.hash), { once: true });
    });
    await setGraph(page, text);
    await page.waitForFunction(() => window.solving !== undefined, null, { timeout: PATIENCE });
    await page.getByRole('button', { name: 'Copy link to this board' }).click();
    const packedYet = await page.evaluate(() => location.hash !== window.solving);
    await page.getByText(/Link copied/).waitFor({ timeout: PATIENCE });
    const writes = await page.evaluate(() => window.writes);
    console.log(
      `# Copy link as the grid's solve started (its link ${packedYet ? 'already' : 'not yet'} written): ${JSON.stringify(writes)}`,
    );
    assert.equal(writes.length, 1);
    assert.equal(writes[0].inClick, true, "written in the click's task");
    if (!packedYet) assert.equal(writes[0].name, 'write', "the link's promise, as a ClipboardItem");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(await decodeGraph(params(copied).get('g1')), text);
  });
});
