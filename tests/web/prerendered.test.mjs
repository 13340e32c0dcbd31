// A board pre-rendered at build time (issue 41, item 4), as the markdown-it
// plugin writes it, on a page that loads the one-file build: the static
// board reads with JavaScript off; with it on, a board that does not
// autoplay fetches no .wasm and starts no worker until the reader presses
// "Explore this board", then solves with the focus on it; an autoplay board
// starts at once. axe passes in each state.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { catmouseMarkdownIt } from 'catmouse/markdown-it';
import { EXAMPLE_1, EXAMPLE_2, launch, root, servePages, shots, withPage, PATIENCE } from './helpers.mjs';
import { axeAudit, axeWithoutPageScripts } from './axe.mjs';

const VERDICT_1 = 'Draw: neither side can force a win';
const VERDICT_2 = 'Mouse wins in 1 move';

// The pages an author's markdown-it site makes: two fences, one plain and one
// autoplay (notes.html); the plain one alone (draw.html).
async function pages() {
  const md = { renderer: { rules: {} } };
  (await catmouseMarkdownIt())(md);
  const fence = (info, content) => md.renderer.rules.fence([{ info, content, map: [0, 3] }], 0, {}, {}, {});
  const page = (body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes</title><link rel="icon" href="data:,">
<script type="module" src="/cat-mouse-game.js"></script></head>
<body><main><h1>Course notes</h1>${body}</main></body></html>`;
  const draw = `<h2>A draw</h2>${fence('catmouse controls', EXAMPLE_1)}`;
  const light = `<h2>A draw</h2>${fence('catmouse controls', EXAMPLE_1)}<h2>A win</h2>${fence('catmouse', EXAMPLE_2)}`;
  return {
    '/notes.html': page(`${draw}<h2>A win</h2>${fence('catmouse autoplay', EXAMPLE_2)}`),
    '/draw.html': page(draw),
    // catmouse/prerendered instead of the element's script
    '/light.html': page(light).replace('/cat-mouse-game.js', '/prerendered.js'),
    // A docs site's strict policy and a dark theme whose CSS paints every svg in the text's colour.
    '/strict.html': page(draw)
      .replace('<link rel="icon" href="data:,">', '<link rel="icon" href="/icon.svg"><link rel="stylesheet" href="/theme.css">')
      .replace('/cat-mouse-game.js', '/prerendered.js'),
  };
}

const STRICT = "default-src 'self'";
const THEME = `body { background: #111; color: #eee; }
img, svg { max-width: 100%; height: auto; }
svg { fill: currentColor; }`;
const ALT_1 = 'The graph: 6 nodes; the mouse starts on 1, the cat on 2, the hole is 0.';

// What a board's picture shows: its tag, box, name, and the paint of its ground and first label.
function picture(board) {
  const svg = board.querySelector('[role="img"]');
  const box = svg?.getBoundingClientRect();
  const paint = (selector) => (svg?.querySelector(selector) ? getComputedStyle(svg.querySelector(selector)).fill : null);
  return {
    tag: svg?.localName ?? null,
    size: box ? [Math.round(box.width), Math.round(box.height)] : null,
    name: svg?.getAttribute('aria-label') ?? null,
    ground: paint('rect'),
    label: paint('text'),
  };
}

let server;
let base;
let browser;
before(async () => {
  const html = await pages();
  server = await servePages({
    ...Object.fromEntries(Object.entries(html).map(([path, body]) => [path, { body }])),
    '/strict.html': { body: html['/strict.html'], headers: { 'Content-Security-Policy': STRICT } },
    '/prerendered.js': { type: 'text/javascript', body: readFileSync(`${root}dist/prerendered.js`) },
    '/icon.svg': { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>' },
    '/theme.css': { type: 'text/css', body: THEME },
  });
  ({ base } = server);
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

test('with JavaScript off, each pre-rendered board shows its verdict, its picture and its line, and axe passes', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/notes.html`);
    const boards = page.locator('cat-mouse-game');
    assert.match(await boards.nth(0).innerText(), new RegExp(`${VERDICT_1}\\. LeetCode 913's answer: 0\\.`));
    assert.match(await boards.nth(1).innerText(), new RegExp(`${VERDICT_2}\\. LeetCode 913's answer: 1\\.`));
    assert.equal(await boards.nth(0).getByRole('img').getAttribute('aria-label'), ALT_1);
    assert.equal(await boards.nth(0).locator('details').count(), 1, 'the line in a <details>');
  } finally {
    await context.close();
  }
  const scripted = await browser.newContext();
  try {
    await axeWithoutPageScripts(scripted, `${base}/notes.html`, 'pre-rendered boards, no page script');
  } finally {
    await scripted.close();
  }
});

test("under default-src 'self', with JavaScript off and a dark theme's svg CSS, the picture shows as drawn, named as before, and the policy refuses nothing", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    const logged = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${base}/strict.html`, { waitUntil: 'load' });
    const board = page.locator('cat-mouse-game');
    assert.equal(await board.getByRole('img', { name: ALT_1, exact: true }).count(), 1, 'the picture, by its name');
    assert.deepEqual(await board.evaluate(picture), {
      tag: 'svg',
      size: [320, 320],
      name: ALT_1,
      ground: 'rgb(255, 255, 255)', // its own white ground, not the theme's text colour
      label: 'rgb(17, 17, 17)', // dark ids on it
    });
    assert.deepEqual(logged, [], 'no refusal (nor anything else) in the console');
    await page.screenshot({ path: `${shots}/prerendered-strict-csp.png`, fullPage: true });
  } finally {
    await context.close();
  }
});

test('a pre-rendered board that does not autoplay fetches no .wasm and starts no worker until the reader asks; then it solves, the focus on it', async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(browser, `${base}/notes.html`, { setup }, async ({ page }) => {
    const [draw, win] = [page.locator('cat-mouse-game').nth(0), page.locator('cat-mouse-game').nth(1)];
    // The autoplay board starts at once: the .wasm comes for it.
    await win.getByRole('status').filter({ hasText: VERDICT_2 }).waitFor({ timeout: PATIENCE });
    const explore = draw.getByRole('button', { name: 'Explore this board' });
    assert.equal(await explore.isVisible(), true, 'the button under the static board');
    assert.equal(await draw.getByText(VERDICT_1).isVisible(), true, 'the static verdict shows through');
    assert.equal(await draw.getByRole('status').count(), 0, 'no live board yet');
    assert.equal(await win.getByRole('button', { name: 'Explore this board' }).isVisible(), false);
    await axeAudit(page, 'a board waiting for the reader beside a live one');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/prerendered-waiting-${width}.png`, fullPage: true });
    }
    const solverWorkers = page.workers().length;
    const wasm = fetched.filter((path) => path.endsWith('.wasm')).length;
    await explore.press('Enter');
    await draw.getByRole('status').filter({ hasText: VERDICT_1 }).waitFor({ timeout: PATIENCE });
    assert.equal(await explore.isVisible(), false, 'the button goes with the static board');
    assert.equal(await draw.evaluate((el) => el.shadowRoot.activeElement?.getAttribute('part')), 'board', 'the focus on the board');
    assert.equal(page.workers().length, solverWorkers, 'the shared solver worker, none of its own');
    assert.equal(fetched.filter((path) => path.endsWith('.wasm')).length, wasm, 'the .wasm already here');
    await axeAudit(page, 'both boards live');
  });
});

test('alone on a page, a pre-rendered board fetches no .wasm until the reader asks, and a script giving it a new graph starts it', async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(browser, `${base}/draw.html`, { setup }, async ({ page }) => {
    await page.waitForFunction(() => customElements.get('cat-mouse-game') !== undefined, null, { timeout: PATIENCE });
    const draw = page.locator('cat-mouse-game');
    await draw.getByRole('button', { name: 'Explore this board' }).waitFor({ timeout: PATIENCE });
    // Two frames and a moment for anything the board would start at once.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 300)));
    assert.deepEqual(
      fetched.filter((path) => path.endsWith('.wasm')),
      [],
      'no .wasm fetched',
    );
    assert.equal(page.workers().length, 0, 'no worker started');
    await draw.evaluate((el, graph) => el.setAttribute('graph', graph), EXAMPLE_2);
    await draw.getByRole('status').filter({ hasText: VERDICT_2 }).waitFor({ timeout: PATIENCE });
    assert.equal(await draw.getByRole('button', { name: 'Explore this board' }).isVisible(), false);
  });
});

test("catmouse/prerendered: its button under each static board, nothing else loaded until a press; then the board pressed solves and the other waits behind the element's own button", async () => {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await withPage(browser, `${base}/light.html`, { setup }, async ({ page }) => {
    const [draw, win] = [page.locator('cat-mouse-game').nth(0), page.locator('cat-mouse-game').nth(1)];
    const explore = (board) => board.getByRole('button', { name: 'Explore this board' });
    await explore(win).waitFor({ timeout: PATIENCE });
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)));
    assert.deepEqual(
      fetched.filter((path) => /\.(js|wasm)$/.test(path)),
      ['/prerendered.js'],
      'only the loader',
    );
    assert.equal(page.workers().length, 0, 'no worker');
    await axeAudit(page, 'catmouse/prerendered: two boards with their buttons');
    await explore(draw).press('Enter');
    await draw.getByRole('status').filter({ hasText: VERDICT_1 }).waitFor({ timeout: PATIENCE });
    assert.equal(await draw.evaluate((el) => el.shadowRoot.activeElement?.getAttribute('part')), 'board', 'the focus on the board pressed');
    assert.equal(await explore(draw).count(), 0, 'no button left on the board pressed');
    // The other board: the element's button alone (the loader's is in a slot the element does not show).
    assert.equal(await explore(win).count(), 1, "one button on the board not pressed: the element's");
    assert.equal(await win.getByRole('status').count(), 0, 'still waiting');
    await explore(win).click();
    await win.getByRole('status').filter({ hasText: VERDICT_2 }).waitFor({ timeout: PATIENCE });
    await axeAudit(page, 'catmouse/prerendered: both boards live');
  });
});
