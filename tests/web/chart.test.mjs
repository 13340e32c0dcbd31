// The value chart and the draw explanation as a person meets them: points
// they can see, click and reach with the keyboard, the current move marked,
// a mistake in play shown as a jump, and a draw told in words. Until the
// element mounts the views, they run in a harness (tests/web/fixtures/) fed
// with sessions made in Node from the package's table.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import sirv from 'sirv';
import { launch, withPage, root, shots, startServer, PATIENCE, settled } from './helpers.mjs';
import { sessionFor, EXAMPLE_1, REGRESSIONS } from '../model/support.mjs';
import { random } from '../js/helpers.mjs';

// A mouse win in 7 moves from mouse 1, cat 2; the mouse's move to 7 wins in 8.
const MOUSE_WIN = [[3, 8], [2, 4, 7], [1, 8], [0, 5, 6], [1, 6, 7], [3], [3, 4], [1, 4, 8], [0, 2, 7]];

const env = {};

before(async () => {
  env.dir = await mkdtemp(join(tmpdir(), 'catmouse-views-'));
  await build({
    entryPoints: [`${root}tests/web/fixtures/views.js`],
    outfile: `${env.dir}/views.js`,
    bundle: true,
    format: 'esm',
    target: ['es2022'],
    logLevel: 'warning',
  });
  await copyFile(`${root}tests/web/fixtures/views.html`, `${env.dir}/index.html`);
  const serve = sirv(env.dir, { dev: true });
  env.server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise((resolve) => env.server.listen(0, '127.0.0.1', resolve));
  env.url = `http://127.0.0.1:${env.server.address().port}/`;
  env.browser = await launch();
});

after(async () => {
  await env.browser?.close();
  await new Promise((r) => (env.server ? env.server.close(r) : r()));
  if (env.dir) await rm(env.dir, { recursive: true, force: true });
});

// What the views read of a session, as plain data.
const data = (session) =>
  JSON.parse(JSON.stringify({ timeline: session.timeline, cursor: session.cursor, mode: session.mode, play: session.play }));

// A node's text as the eye reads it: without the words only a screen reader gets (.visually-hidden).
const seenText = (locator) =>
  locator.evaluate((node) => {
    const copy = node.cloneNode(true);
    for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
    return copy.textContent.replace(/\s+/g, ' ').trim();
  });

// The harness page showing `session`'s views, in the withPage fixture:
// body({ page, chart }).
function withViews(session, viewport, body) {
  if (typeof viewport === 'function') [viewport, body] = [undefined, viewport];
  return withPage(env.browser, env.url, viewport ? { viewport } : {}, async (opened) => {
    await opened.page.waitForFunction(() => typeof window.show === 'function');
    await opened.page.evaluate((d) => window.show(d), data(session));
    return body({ ...opened, chart: opened.page.getByRole('group', { name: /^Value after each move/ }) });
  });
}

// A game in play mode on example 1: the mouse (the person) keeps the draw,
// then walks to node 1 and loses; the perfect computer wins as the cat.
async function playedGame() {
  const { session } = sessionFor(EXAMPLE_1, {}, { random: random(7) });
  await session.startPlay({ human: 'mouse', mistakeChance: 0 });
  await session.choose(3); // the mouse's only move
  assert.equal(session.position.cat, 5, 'the perfect cat keeps the draw');
  await session.choose(1); // a mistake: the cat wins in 3
  await session.choose(3); // the only move left, onto the cat
  assert.ok(session.play.over, 'the cat has caught the mouse');
  return session;
}

test('the chart of a cat win: a point per move, the summary in words, the current move marked; a click jumps', async () => {
  const { session } = sessionFor(REGRESSIONS[0].graph);
  await withViews(session, async ({ page, chart }) => {
    await chart.waitFor();
    assert.equal(
      await chart.getAttribute('aria-label'),
      'Value after each move (24 moves): the cat wins throughout, from 24 moves down to 0.',
    );
    assert.match(await page.locator('views-harness').getByText('taller: the end is nearer').textContent(), /taller/);
    const points = chart.getByRole('button');
    assert.equal(await points.count(), 25);
    assert.equal(await points.nth(0).getAttribute('aria-label'), 'The start: the cat wins in 24 moves.');
    assert.equal(
      await points.nth(24).getAttribute('aria-label'),
      `Move 24, the ${session.timeline[24].move.who} from ${session.timeline[24].move.from} to ${session.timeline[24].move.to}: the cat has won.`,
    );
    assert.equal(await chart.locator('[aria-current="step"]').getAttribute('data-index'), '0');
    // Cat wins hang below the axis, nearer the end lower down.
    const y = async (i) => (await points.nth(i).boundingBox()).y;
    assert.ok((await y(24)) > (await y(12)) && (await y(12)) > (await y(0)), 'taller (further down) as the end nears');
    // A click on the point of move 10 jumps there, and the mark follows.
    const box = await points.nth(10).boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    assert.deepEqual(await page.evaluate(() => window.jumps), [10]);
    assert.equal(await chart.locator('[aria-current="step"]').getAttribute('data-index'), '10');
    assert.match(await page.locator('views-harness').locator('.vc-readout').textContent(), /^Move 10 \(now\): the cat wins in 14 moves$/);
    // Not a draw: nothing is explained, the board rings nothing.
    assert.equal(await page.locator('views-harness').locator('.explain').innerHTML(), '');
    assert.deepEqual(await page.evaluate(() => window.highlights), [null]);
  });
});

test('the chart is one tab stop: arrow keys move between points, Enter jumps', async () => {
  const { session } = sessionFor(REGRESSIONS[0].graph);
  session.goTo(2);
  await withViews(session, async ({ page, chart }) => {
    await chart.waitFor();
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const active = document.querySelector('views-harness').shadowRoot.activeElement;
        return active ? `${active.getAttribute('data-index')}|${active.getAttribute('aria-label')}` : null;
      });
    assert.match(await focused(), /^2\|Move 2, /, 'the tab stop is the current move');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.match(await focused(), /^5\|Move 5, .*: the cat wins in 19 moves\.$/);
    assert.equal(await page.evaluate(() => window.cursor()), 2, 'arrows only move the focus');
    assert.match(await page.locator('views-harness').locator('.vc-readout').textContent(), /^Move 5: the cat wins in 19 moves$/);
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => window.cursor()), 5);
    assert.equal(await chart.locator('[aria-current="step"]').getAttribute('data-index'), '5');
    assert.match(await focused(), /^5\|/, 'the focus stays on the point');
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    assert.equal(await page.evaluate(() => window.cursor()), 24);
    await page.keyboard.press('Home');
    assert.match(await focused(), /^0\|The start/);
    // One tab stop: Tab leaves the chart.
    await page.keyboard.press('Tab');
    assert.equal(await focused(), null);
    assert.equal(await chart.locator('[tabindex="0"]').count(), 1);
  });
});

test('in play mode the chart shows the game so far, your moves hollow, the mistake as a jump marked ✗', async () => {
  const session = await playedGame();
  await withViews(session, async ({ page, chart }) => {
    await chart.waitFor();
    const label = await chart.getAttribute('aria-label');
    assert.match(
      label,
      /^Value after each move \(5 moves\): from the start to move 2, a draw; from move 3 to move 5, the cat wins from 2 moves down to 0\./,
    );
    assert.match(
      label,
      /The value changed for the worse once: at move 3 \(you, the mouse from 3 to 1\): a cat win in 2 moves instead of a draw\./,
    );
    await page.locator('views-harness').getByText('Your game so far: value after each move').waitFor();
    const worse = chart.locator('.vc-pt.worse');
    assert.equal(await worse.count(), 1);
    assert.equal(await worse.getAttribute('data-index'), '3');
    assert.equal(await chart.locator('.vc-x[data-index="3"]').textContent(), '✗');
    assert.equal(await chart.locator('.vc-x').count(), 1);
    assert.match(
      await worse.getAttribute('aria-label'),
      /^Move 3, the mouse from 3 to 1 \(you\): the cat wins in 2 moves\. ✗ worse than best play/,
    );
    // Moves by the person are drawn hollow, the computer's filled.
    assert.deepEqual(await chart.locator('.vc-pt.you').evaluateAll((ns) => ns.map((n) => n.dataset.index)), ['1', '3', '5']);
    const fill = (i) => chart.locator(`.vc-pt[data-index="${i}"]`).evaluate((n) => getComputedStyle(n).fill);
    assert.notEqual(await fill(3), await fill(4));
    // The jump: the draw on the axis, then a cat win below it.
    const mid = async (i) => {
      const b = await chart.locator(`.vc-pt[data-index="${i}"]`).boundingBox();
      return b.y + b.height / 2;
    };
    assert.ok((await mid(3)) - (await mid(2)) > 10);
  });
});

test('example 1: the draw is explained in words, its positions are links, the board rings the loop', async () => {
  const { session } = sessionFor(EXAMPLE_1);
  session.goTo(2);
  await withViews(session, async ({ page }) => {
    const why = page.locator('views-harness').getByRole('region', { name: 'Why it is a draw', exact: true });
    await why.waitFor();
    const text = (await why.innerText()).replace(/\s+/g, ' ');
    // The loop: arrows for the eye, words for a screen reader.
    const loop = why.locator('.dv-item.cycle p');
    assert.equal(
      await seenText(loop),
      'From move 1 the game loops: the mouse goes 3 to 4 to 3 while the cat goes 2 to 5 to 2. The position after move 5 repeats the one after move 1, and a repeated position is a draw.',
    );
    const heard = await loop.ariaSnapshot();
    assert.match(heard, /the mouse goes 3 to 4 to 3 while the cat goes 2 to 5 to 2\. The position after/);
    assert.doesNotMatch(heard, /→/);
    assert.match(
      text,
      /The mouse, to move, keeps the draw only by going to 4; going to 1 loses \(the cat wins in 3 moves\), and going to 5, onto the cat, loses at once\./,
    );
    assert.match(
      text,
      // (move 5 repeats move 1: the game ends there, and the cat has nothing left to avoid at it)
      /The cat must avoid: after move 3 \(mouse 4, cat 5\), going to 3 \(the mouse wins in 4 moves\)\./,
    );
    assert.match(text, /tense draw/);
    assert.match(text, /A tense draw: one wrong move loses\. Forced: after move 2 the mouse must go to 4;/);
    // The board is asked to ring the loop's nodes.
    const rung = await page.evaluate(() => window.highlights.at(-1));
    assert.deepEqual([rung.mouseNodes, rung.catNodes, rung.from, rung.to], [[3, 4], [2, 5], 1, 5]);
    // A position in the words jumps there.
    await why.getByRole('button', { name: 'move 5' }).first().click();
    assert.equal(await page.evaluate(() => window.cursor()), 5);
    assert.match(
      (await why.innerText()).replace(/\s+/g, ' '),
      /The game ends here: this position was played before, and a repeated position is a draw\./,
    );
    // The ring can be turned off and on.
    const ring = why.getByRole('button', { name: 'Ring the loop on the board' });
    assert.equal(await ring.getAttribute('aria-pressed'), 'true');
    await ring.click();
    assert.equal(await ring.getAttribute('aria-pressed'), 'false');
    assert.equal(await page.evaluate(() => window.highlights.at(-1)), null);
    await ring.click();
    assert.deepEqual((await page.evaluate(() => window.highlights.at(-1))).mouseNodes, [3, 4]);
  });
});

test('the explanation disappears when the value at the cursor is not a draw', async () => {
  const session = await playedGame();
  session.goTo(2);
  await withViews(session, async ({ page, chart }) => {
    const why = page.locator('views-harness').getByRole('region', { name: 'Why it is a draw', exact: true });
    await why.waitFor();
    await chart.getByRole('button', { name: /^Move 4,/ }).click();
    await why.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => window.highlights.at(-1)), null);
  });
});

test('in a game in play, the person to move reads the stakes, not the answer', async () => {
  const { session } = sessionFor(EXAMPLE_1, {}, { random: random(7) });
  await session.startPlay({ human: 'mouse' });
  await session.choose(3);
  await withViews(session, async ({ page, chart }) => {
    const why = page.locator('views-harness').getByRole('region', { name: 'Why it is a draw', exact: true });
    await why.waitFor();
    const text = (await why.innerText()).replace(/\s+/g, ' ');
    assert.match(text, /Your move \(the mouse\): 1 move keeps the draw and 2 lose\. A hint shows the best\./);
    assert.doesNotMatch(text, /going to 4/);
    assert.equal(await chart.getByRole('button').count(), 3);
  });
});

test("contrast with the element's palette: text at least 4.5:1, marks at least 3:1 against the background", async () => {
  const played = await playedGame();
  played.goTo(2);
  const { session: win } = sessionFor(MOUSE_WIN);
  await win.choose(7);
  await withViews(played, async ({ page }) => {
    const measure = () =>
      page.evaluate(() => {
        const root = document.querySelector('views-harness').shadowRoot;
        const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
        const rgb = (css) => {
          ctx.clearRect(0, 0, 1, 1);
          ctx.fillStyle = '#000';
          ctx.fillStyle = css;
          ctx.fillRect(0, 0, 1, 1);
          return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const lum = ([r, g, b]) =>
          [r, g, b]
            .map((v) => {
              v /= 255;
              return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
            })
            .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
        const ratio = (a, b) => {
          const [x, y] = [lum(rgb(a)), lum(rgb(b))].sort((p, q) => q - p);
          return (x + 0.05) / (y + 0.05);
        };
        const hostBg = getComputedStyle(root.host).backgroundColor;
        const bg = hostBg === 'rgba(0, 0, 0, 0)' ? '#fff' : hostBg;
        const out = {};
        const check = (selector, prop, min) => {
          const node = root.querySelector(selector);
          if (node) out[`${selector} ${prop}`] = [ratio(getComputedStyle(node)[prop], bg), min];
        };
        for (const s of [
          '.vc-title',
          '.vc-readout',
          '.vc-key',
          '.vc-k.mouse .vc-glyph',
          '.vc-k.cat .vc-glyph',
          '.vc-k.draw .vc-glyph',
          '.vc-k.worse .vc-glyph',
          '.dv-title',
          '.dv-text',
          '.dv-jump',
          '.dv-badge',
        ])
          check(s, 'color', 4.5);
        for (const s of ['.vc-side', '.vc-num', '.vc-loop-text']) check(s, 'fill', 4.5);
        for (const s of [
          '.vc-pt.mouse',
          '.vc-pt.cat',
          '.vc-pt.draw',
          '.vc-pt.you',
          '.vc-line',
          '.vc-axis',
          '.vc-cursor',
          '.vc-jump',
          '.vc-loop-line',
        ])
          check(s, 'stroke', 3);
        check('.vc-x', 'fill', 3);
        return out;
      });
    const rows = await measure();
    await page.evaluate((d) => window.show(d), data(sessionFor(EXAMPLE_1).session));
    Object.assign(rows, await measure());
    await page.evaluate((d) => window.show(d), data(win));
    Object.assign(rows, await measure());
    assert.equal(Object.keys(rows).length, 24, `every part measured: ${Object.keys(rows)}`);
    const low = Object.entries(rows).filter(([, [r, min]]) => !(r >= min));
    assert.deepEqual(low, [], JSON.stringify(rows));
  });
});

for (const width of [390, 1366, 1920]) {
  test(`screenshots at ${width}px: replay of a draw and a game with a mistake`, async () => {
    const { session } = sessionFor(EXAMPLE_1);
    session.goTo(2);
    const height = width === 390 ? 844 : width === 1366 ? 768 : 1080;
    await withViews(session, { width, height }, async (a) => {
      await a.chart.waitFor();
      await a.page.screenshot({ path: `${shots}/views-draw-${width}.png`, fullPage: true });
      await a.page.evaluate((d) => window.show(d), data(await playedGame()));
      await a.page.screenshot({ path: `${shots}/views-play-${width}.png`, fullPage: true });
      await a.page.evaluate((d) => window.show(d), data(sessionFor(REGRESSIONS[0].graph).session));
      await a.page.keyboard.press('Tab');
      await a.page.keyboard.press('ArrowRight');
      await a.page.screenshot({ path: `${shots}/views-long-${width}.png`, fullPage: true });
      // A mouse win, and a what-if that wins slower.
      const { session: win } = sessionFor(MOUSE_WIN);
      await win.choose(7);
      await a.page.evaluate((d) => window.show(d), data(win));
      const slower = a.chart.locator('.vc-pt.you.worse');
      assert.match(
        await slower.getAttribute('aria-label'),
        /^Move 1, the mouse from 1 to 7 \(you\): the mouse wins in 8 moves\. ✗ worse than best play: a mouse win in 8 moves instead of a mouse win in 6 moves\.$/,
      );
      await a.page.screenshot({ path: `${shots}/views-whatif-${width}.png`, fullPage: true });
      // Nothing sticks out of the page sideways.
      assert.ok(await a.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
    });
  });
}

// Through the real page: <cat-mouse-game> mounts the same views.

test('end to end: the page shows the chart and the draw explanation of example 1, and both jump', async () => {
  const server = await startServer();
  try {
    await withPage(env.browser, server.url, async ({ page }) => {
      const game = page.locator('cat-mouse-game');
      await page.getByRole('status').filter({ hasText: 'Draw' }).first().waitFor({ timeout: PATIENCE });
      const chart = game.getByRole('group', { name: /^Value after each move/ });
      await chart.waitFor();
      assert.equal(
        await chart.getAttribute('aria-label'),
        'Value after each move (5 moves): a draw throughout. The position after move 5 repeats the one after move 1.',
      );
      assert.equal(await chart.getByRole('button').count(), 6);
      const why = game.getByRole('region', { name: 'Why it is a draw', exact: true });
      const words = async () => (await why.innerText()).replace(/\s+/g, ' ');
      assert.match(
        await seenText(why.locator('.dv-item.cycle p')),
        /From move 1 the game loops: the mouse goes 3 to 4 to 3 while the cat goes 2 to 5 to 2\./,
      );
      assert.match(await words(), /The mouse, to move, has one move, to 3, and it keeps the draw\./);
      // A click on the chart's point of move 2 goes there.
      await chart.getByRole('button', { name: /^Move 2,/ }).click();
      assert.equal(await game.evaluate((el) => el.step), 2);
      assert.match(
        await words(),
        /The mouse, to move, keeps the draw only by going to 4; going to 1 loses \(the cat wins in 3 moves\), and going to 5, onto the cat, loses at once\./,
      );
      // The keyboard: arrows move along the chart, Enter goes there.
      await chart.getByRole('button', { name: /^Move 2,/ }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      assert.equal(await game.evaluate((el) => el.step), 3);
      assert.equal(await chart.locator('[aria-current="step"]').getAttribute('data-index'), '3');
      // A position named in the words goes there.
      await why.getByRole('button', { name: 'move 5' }).first().click();
      assert.equal(await game.evaluate((el) => el.step), 5);
      // Play the computer as the mouse: the mistake (1 instead of 4) shows as a jump marked ✗.
      await chart.getByRole('button', { name: /^The start/ }).click();
      assert.equal(await game.evaluate((el) => el.step), 0);
      await game.getByRole('radio', { name: 'Play the computer' }).check();
      await game.getByText('Your game so far: value after each move').waitFor();
      const length = () => game.evaluate((el) => el.session.timeline.length);
      await game.evaluate((el) => el.session.choose(3));
      await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.timeline.length === 3);
      await game.evaluate((el) => el.session.choose(1));
      await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.timeline.length === 5);
      assert.equal(await length(), 5);
      const played = game.getByRole('group', { name: /^Value after each move/ });
      assert.match(
        await played.getAttribute('aria-label'),
        /The value changed for the worse once: at move 3 \(you, the mouse from 3 to 1\): a cat win in 2 moves instead of a draw\./,
      );
      assert.equal(await played.locator('.vc-pt.worse').getAttribute('data-index'), '3');
      assert.equal(await played.locator('.vc-x').textContent(), '✗');
      assert.deepEqual(await played.locator('.vc-pt.you').evaluateAll((ns) => ns.map((n) => n.dataset.index)), ['1', '3']);
      // The cat wins now: nothing to explain.
      await why.waitFor({ state: 'detached' });
      for (const width of [390, 1366, 1920]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : width === 1366 ? 768 : 1080 });
        await settled(page);
        await page.screenshot({ path: `${shots}/views-page-${width}.png`, fullPage: true });
      }
    });
  } finally {
    await server.close();
  }
});
