// The recipes of docs/embedding.md in Chromium: each app under tests/recipes/,
// already built by scripts/test-recipes.sh from the packed tarball, is served
// as a static site and loaded in light and in dark. Per app and scheme:
// - both boards draw (a canvas in each shadow root with more than a blank
//   background on it), and the board of LeetCode 913 example 1 shows its
//   verdict in its role="status";
// - the app's own createSolverWorker().solve(example 1) from 'catmouse/worker'
//   returns (outcome 0 written into <output id="worker-result">);
// - the two boards make one solver worker: every new Worker() is recorded
//   with its `name` option (robust to how each bundler names the file), and
//   the page makes exactly two named 'catmouse-solver': the boards' shared
//   one and the app's own (a direct createSolverWorker() is not shared); no
//   layout worker (the graphs are small);
// - no console error, no page error, no failed request or HTTP error;
// - the board in dark is darker than in light (mean luminance of the
//   element's screenshot); screenshots go to tests/recipes/screenshots/.
// The static app is served under a sub-path, the Vite app with a strict CSP
// and Trusted Types (the headers docs/embedding.md gives). The fence pages,
// and the apps of frameworks that render on a server (Docusaurus's theme
// switch and links, Next.js's React 19 props), have tests of their own below.
// Playwright and sirv come from the root package's node_modules.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { browserOptions } from '../support/browser.mjs';
import { axeAudit, axeWithoutPageScripts } from '../web/axe.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const shots = `${here}screenshots`;
const VERDICT_1 = 'Draw: neither side can force a win';
export const CSP = "script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; require-trusted-types-for 'script'; trusted-types catmouse";

export const APPS = [
  { name: 'vite', out: 'vite/dist', headers: { 'Content-Security-Policy': CSP } },
  { name: 'webpack', out: 'webpack/dist' },
  { name: 'esbuild', out: 'esbuild/public' },
  { name: 'rollup', out: 'rollup/public' },
  { name: 'vitepress', out: 'vitepress/docs/.vitepress/dist' },
  { name: 'starlight', out: 'starlight/dist' },
  { name: 'static', out: 'static/site', prefix: '/some/sub/path/' },
  { name: 'docusaurus', out: 'docusaurus/build' },
  { name: 'nextjs', out: 'nextjs/out' },
];
const only = process.env.RECIPES ? process.env.RECIPES.split(/[\s,]+/).filter(Boolean) : null;
// The apps whose build failed (scripts/test-recipes.sh printed why): they fail at once.
const unbuilt = (process.env.RECIPES_FAILED ?? '').split(/[\s,]+/).filter(Boolean);

// Records every worker the page starts, with the options it was given, and
// whether it was terminated since (ended).
function instrumentWorkers() {
  const Native = window.Worker;
  const made = [];
  Object.defineProperty(window, '__recipeWorkers', { value: made });
  window.Worker = class extends Native {
    #record;
    constructor(url, options) {
      super(url, options);
      this.#record = { url: String(url), name: options?.name ?? '', type: options?.type ?? 'classic', ended: false };
      made.push(this.#record);
    }
    terminate() {
      this.#record.ended = true;
      super.terminate();
    }
  };
}

// Serves a folder with sirv under a prefix, with extra headers.
async function serve(dir, { prefix = '/', headers = {} } = {}) {
  await stat(dir); // a missing build fails here, with the folder's name
  const handler = sirv(dir, { dev: true, etag: false });
  const server = createServer((req, res) => {
    if (!req.url.startsWith(prefix)) {
      res.statusCode = 404;
      return res.end('not under the prefix');
    }
    req.url = `/${req.url.slice(prefix.length)}`;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}${prefix}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

// A PNG as Chromium writes screenshots (8-bit RGB or RGBA, not interlaced):
// the mean luminance of its pixels, 0 (black) to 1 (white).
export function meanLuminance(png) {
  let offset = 8,
    width = 0,
    height = 0,
    channels = 0;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      assert.equal(data[8], 8, 'an 8-bit PNG');
      assert.equal(data[12], 0, 'a PNG that is not interlaced');
      channels = { 2: 3, 6: 4 }[data[9]];
      assert.ok(channels, `PNG colour type ${data[9]}`);
    } else if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  let previous = Buffer.alloc(stride),
    sum = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0,
        b = previous[i],
        c = i >= channels ? previous[i - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c,
          pa = Math.abs(p - a),
          pb = Math.abs(p - b),
          pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = (line[i] + predictor) & 255;
    }
    for (let x = 0; x < width; x++) {
      const p = x * channels;
      sum += (0.2126 * line[p] + 0.7152 * line[p + 1] + 0.0722 * line[p + 2]) / 255;
    }
    previous = line;
  }
  return sum / (width * height);
}

let browser;
before(async () => {
  await mkdir(shots, { recursive: true });
  browser = await chromium.launch(browserOptions());
});
after(async () => browser?.close());

async function check(app, url, colorScheme) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1100, height: 1000 } });
  await context.addInitScript(instrumentWorkers);
  const page = await context.newPage();
  const problems = [];
  // A browser asks every site for a favicon: the recipes do not ship one.
  const favicon = (url) => /\/favicon\.(ico|svg)$/.test(URL.parse(url)?.pathname ?? '');
  page.on('console', (message) => {
    if (message.type() === 'error' && !favicon(message.location().url))
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on(
    'requestfailed',
    (request) => favicon(request.url()) || problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !favicon(response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  try {
    const response = await page.goto(url);
    assert.equal(response.status(), 200, `${url} answers`);
    const boards = page.locator('cat-mouse-game');
    await boards.nth(1).waitFor({ state: 'attached', timeout: 15_000 });
    assert.equal(await boards.count(), 2, 'two boards on the page');

    // The verdict of example 1 in the first board's status; the second board is solved too.
    const status = boards.first().locator('[role="status"]').first();
    try {
      await page.waitForFunction(
        (text) => document.querySelector('cat-mouse-game')?.shadowRoot?.querySelector('[role="status"]')?.textContent.includes(text),
        VERDICT_1,
        { timeout: 15_000 },
      );
    } catch {
      assert.fail(
        `no verdict "${VERDICT_1}": the status says ${JSON.stringify(await status.textContent().catch(() => null))}; ${problems.join('; ')}`,
      );
    }
    await page
      .waitForFunction(
        () => document.querySelectorAll('cat-mouse-game')[1]?.shadowRoot?.querySelector('[role="status"]')?.textContent.trim().length > 0,
        null,
        { timeout: 15_000 },
      )
      .catch(() => assert.fail(`the second board shows no verdict; ${problems.join('; ')}`));

    // A solve through catmouse/worker returned a draw.
    await page
      .waitForFunction(() => document.querySelector('#worker-result')?.textContent.trim() === '0', null, { timeout: 15_000 })
      .catch(async () =>
        assert.fail(
          `#worker-result says ${JSON.stringify(
            await page
              .locator('#worker-result')
              .textContent()
              .catch(() => null),
          )}, not 0; ${problems.join('; ')}`,
        ),
      );

    // Each board drew on its canvas: more than two colours on it (a board
    // may wait until it is on screen to draw, so each is scrolled to).
    for (let index = 0; index < 2; index++) {
      await boards.nth(index).scrollIntoViewIfNeeded();
      const drawn = await page
        .waitForFunction(
          (index) => {
            const element = document.querySelectorAll('cat-mouse-game')[index];
            const canvases = [...(element.shadowRoot?.querySelectorAll('canvas') ?? [])].filter(
              (c) => c.width > 0 && c.height > 0 && c.checkVisibility(),
            );
            let colours = 0;
            for (const canvas of canvases) {
              const copy = document.createElement('canvas');
              copy.width = canvas.width;
              copy.height = canvas.height;
              const context = copy.getContext('2d');
              context.drawImage(canvas, 0, 0);
              const { data } = context.getImageData(0, 0, copy.width, copy.height);
              const seen = new Set();
              for (let i = 0; i < data.length; i += 4 * 7)
                seen.add((data[i] << 24) | (data[i + 1] << 16) | (data[i + 2] << 8) | data[i + 3]);
              colours = Math.max(colours, seen.size);
            }
            return colours > 2 && { canvases: canvases.length, colours };
          },
          index,
          { timeout: 10_000 },
        )
        .catch(() => null);
      assert.ok(drawn, `board ${index + 1} drew on a visible canvas in its shadow root`);
    }

    // Two boards, one solver worker (plus the app's own createSolverWorker()).
    const workers = await page.evaluate(() => window.__recipeWorkers);
    const solvers = workers.filter((w) => w.name === 'catmouse-solver');
    assert.equal(
      solvers.length,
      2,
      `one solver worker for the two boards and one for the app's own createSolverWorker(): ${JSON.stringify(workers)}`,
    );
    assert.equal(workers.length, solvers.length, `no other worker for small graphs: ${JSON.stringify(workers)}`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/${app.name}-${colorScheme}.png`, fullPage: true });
    const luminance = meanLuminance(await boards.first().screenshot());
    assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
    return { luminance };
  } finally {
    await context.close();
  }
}

// docs/embedding.md shows the apps' files: each block after a
// <!-- recipe: path --> line must be the file tests/recipes/path as it is.
test("docs/embedding.md shows the apps' files as they are", async () => {
  const doc = await readFile(`${here}../../docs/embedding.md`, 'utf8');
  const blocks = [...doc.matchAll(/<!-- recipe: (\S+) -->\n`[^`\n]+`:\n\n(`{3,})[a-z]*\n([\s\S]*?)\2\n/g)];
  assert.equal(
    blocks.length,
    doc.split('<!-- recipe: ').length - 1,
    'every <!-- recipe: --> marker is followed by its file name and one code block',
  );
  for (const [, path, , text] of blocks)
    assert.equal(text, await readFile(`${here}${path}`, 'utf8'), `docs/embedding.md's copy of tests/recipes/${path}`);
  const shown = new Set(blocks.map(([, path]) => path.split('/')[0]));
  for (const app of APPS) assert.ok(shown.has(app.name), `docs/embedding.md shows the ${app.name} app`);
});

for (const app of APPS) {
  test(app.name, { skip: only && !only.includes(app.name) ? 'not in RECIPES' : false }, async (t) => {
    assert.ok(!unbuilt.includes(app.name), `the ${app.name} app did not build (its output is above)`);
    const started = performance.now();
    const server = await serve(`${here}${app.out}`, app);
    try {
      const light = await check(app, server.url, 'light');
      const dark = await check(app, server.url, 'dark');
      t.diagnostic(`board luminance: light ${light.luminance.toFixed(2)}, dark ${dark.luminance.toFixed(2)}`);
      assert.ok(
        dark.luminance < light.luminance - 0.1,
        `the board is darker in dark (light ${light.luminance.toFixed(2)}, dark ${dark.luminance.toFixed(2)})`,
      );
    } finally {
      await server.close();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      t.diagnostic(`checked ${app.name} at ${server.url} in ${seconds} s`);
      await writeFile(`${shots}/${app.name}.seconds`, `${seconds}\n`);
    }
  });
}

// ```catmouse fences (issue 41), on a page of each Markdown site: VitePress
// (catmouse/markdown-it) and Starlight's MDX (catmouse/remark) solve them at
// build time, MkDocs leaves them to catmouse/autoload in the browser.
// What axe audits on a built site: our boards and alerts (the site generator's own theme is theirs).
const BOARDS = ['cat-mouse-game', '[data-catmouse="error"]'];

export const FENCE_SITES = [
  {
    name: 'vitepress',
    out: 'vitepress/docs/.vitepress/dist',
    page: 'fences.html',
    source: /fences\.md:12:\d+: catmouse: line 1, column \d+/,
  },
  { name: 'starlight', out: 'starlight/dist', page: 'fences/', source: /fences\.mdx:\d+:\d+: catmouse: line 1, column \d+/ },
  { name: 'mkdocs', out: 'mkdocs/site', page: 'index.html', source: null },
  { name: 'docusaurus', out: 'docusaurus/build', page: 'fences/', source: /fences\.mdx:14:\d+: catmouse: line 1, column \d+/ },
];

for (const site of FENCE_SITES) {
  test(`${site.name}: fences`, { skip: only && !only.includes(site.name) ? 'not in RECIPES' : false }, async () => {
    assert.ok(!unbuilt.includes(site.name), `the ${site.name} app did not build (its output is above)`);
    const server = await serve(`${here}${site.out}`);
    try {
      if (site.source) {
        // The build said where the bad fence is and went on; the page reads without JavaScript.
        assert.match(await readFile(`${shots}/${site.name}.build.log`, 'utf8'), site.source);
        const context = await browser.newContext({ javaScriptEnabled: false });
        try {
          const page = await context.newPage();
          await page.goto(`${server.url}${site.page}`);
          const board = page.locator('cat-mouse-game');
          assert.equal(await board.count(), 1, 'one board: the bad fence is an alert');
          assert.match(await board.innerText(), new RegExp(`${VERDICT_1}\\. LeetCode 913's answer: 0\\.`));
          assert.match(
            await board.locator('svg[role="img"]').getAttribute('aria-label'),
            /^The graph: 6 nodes; the mouse starts on 1, the cat on 2, the hole is 0\.$/,
          );
          assert.match(await page.getByRole('alert').innerText(), /This board cannot be shown: line 1, column \d+/);
          await page.screenshot({ path: `${shots}/${site.name}-fences-no-script.png`, fullPage: true });
          const scripted = await browser.newContext();
          try {
            const label = `${site.name}: the pre-rendered boards, no page script`;
            await axeWithoutPageScripts(scripted, `${server.url}${site.page}`, label, { include: BOARDS });
          } finally {
            await scripted.close();
          }
        } finally {
          await context.close();
        }
      }
      // With scripts: the first fence is a live board with its verdict (a pre-rendered one once the
      // reader asks: nothing fetched for it before); a bad one says why where it stands. axe passes on the boards.
      const context = await browser.newContext();
      const problems = [];
      const fetched = [];
      context.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      try {
        const page = await context.newPage();
        page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
        page.on('console', (message) => message.type() === 'error' && problems.push(`console error: ${message.text()}`));
        await page.goto(`${server.url}${site.page}`);
        const board = page.locator('cat-mouse-game').first();
        if (site.source) {
          const explore = board.getByRole('button', { name: 'Explore this board' });
          await explore.waitFor({ timeout: 60_000 });
          // (a moment for anything the board would start at once)
          await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 300)));
          assert.deepEqual(
            fetched.filter((path) => path.endsWith('.wasm')),
            [],
            'no .wasm before the reader asks',
          );
          await page.screenshot({ path: `${shots}/${site.name}-fences-waiting.png`, fullPage: true });
          await axeAudit(page, `${site.name}: a pre-rendered board waiting for the reader`, { include: BOARDS });
          await explore.click();
        }
        await board.getByRole('status').filter({ hasText: VERDICT_1 }).waitFor({ timeout: 60_000 });
        const alert = site.source ? page.getByRole('alert') : page.locator('cat-mouse-game').nth(1).getByRole('alert');
        await alert.filter({ hasText: /line 1, column \d+/i }).waitFor({ timeout: 60_000 });
        await page.screenshot({ path: `${shots}/${site.name}-fences.png`, fullPage: true });
        await axeAudit(page, `${site.name}: the live board`, { include: BOARDS });
        assert.deepEqual(problems, [], 'no console errors or page errors');
      } finally {
        await context.close();
      }
    } finally {
      await server.close();
    }
  });
}

// The apps of frameworks that render their pages on a server (issue 41), beyond
// what every app is checked for: Docusaurus's boards follow its light/dark
// switch (data-theme on <html>, not the system's scheme) and its links, which
// change the page on the client; Next.js's React 19 sets a board's property
// and hears its event.
const skipUnless = (name) => ({ skip: only && !only.includes(name) ? 'not in RECIPES' : false });

// A new page in a context with the workers recorded, and the problems it meets
// (as check() counts them: the favicon the apps do not ship is not one).
async function watchedPage(context) {
  await context.addInitScript(instrumentWorkers);
  const page = await context.newPage();
  const problems = [];
  const favicon = (url) => /\/favicon\.(ico|svg)$/.test(URL.parse(url)?.pathname ?? '');
  page.on('console', (message) => {
    if (message.type() === 'error' && !favicon(message.location().url))
      problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on(
    'requestfailed',
    (request) => favicon(request.url()) || problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && !favicon(response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

// Waits until the index-th board's status says something that matches `words`.
async function boardSays(page, index, words, problems) {
  await page
    .waitForFunction(
      ([index, source]) =>
        new RegExp(source).test(
          document.querySelectorAll('cat-mouse-game')[index]?.shadowRoot?.querySelector('[role="status"]')?.textContent,
        ),
      [index, words.source],
      { timeout: 30_000 },
    )
    .catch(() => assert.fail(`board ${index + 1} never said ${words}; ${problems.join('; ')}`));
}

test("docusaurus: the boards follow the site's light/dark switch", skipUnless('docusaurus'), async () => {
  assert.ok(!unbuilt.includes('docusaurus'), 'the docusaurus app did not build (its output is above)');
  const server = await serve(`${here}docusaurus/build`);
  const context = await browser.newContext({ colorScheme: 'light', viewport: { width: 1100, height: 1000 } });
  try {
    const { page, problems } = await watchedPage(context);
    await page.goto(server.url);
    await boardSays(page, 0, new RegExp(VERDICT_1), problems);
    const board = page.locator('cat-mouse-game').first();
    const themes = (theme) =>
      page.waitForFunction(
        (theme) =>
          document.documentElement.dataset.theme === theme &&
          [...document.querySelectorAll('cat-mouse-game')].every((b) => b.getAttribute('theme') === theme),
        theme,
        { timeout: 10_000 },
      );
    await themes('light');
    const light = meanLuminance(await board.screenshot());
    // The switch goes light, dark, system (light here): click until it says dark.
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'dark'; i++) await toggle.click();
    await themes('dark');
    // The canvas redraws in the dark palette (on the next frames).
    let dark = light;
    for (const deadline = Date.now() + 10_000; dark >= light - 0.1 && Date.now() < deadline;)
      dark = meanLuminance(await board.screenshot());
    assert.ok(dark < light - 0.1, `the board turned dark with the site (light ${light.toFixed(2)}, dark ${dark.toFixed(2)})`);
    for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) !== 'light'; i++) await toggle.click();
    await themes('light');
    await page.screenshot({ path: `${shots}/docusaurus-switch.png` });
    assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  } finally {
    await context.close();
    await server.close();
  }
});

test('docusaurus: links to another page and back (client-side navigation)', skipUnless('docusaurus'), async () => {
  assert.ok(!unbuilt.includes('docusaurus'), 'the docusaurus app did not build (its output is above)');
  const server = await serve(`${here}docusaurus/build`);
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1100, height: 1000 } });
  try {
    const { page, problems } = await watchedPage(context);
    await page.goto(server.url);
    await boardSays(page, 0, new RegExp(VERDICT_1), problems);
    await page.evaluate(() => (window.__sameDocument = true));
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });

    await sidebar.getByRole('link', { name: 'Another board' }).click();
    await page.waitForURL(/\/another\/?$/);
    await page.waitForFunction(() => document.querySelectorAll('cat-mouse-game').length === 1);
    await boardSays(page, 0, /Mouse wins/, problems);
    assert.equal(await page.locator('cat-mouse-game').getAttribute('theme'), 'dark', "the new page's board takes the site's theme");

    await sidebar.getByRole('link', { name: 'catmouse with Docusaurus' }).click();
    await page.waitForFunction(() => document.querySelectorAll('cat-mouse-game').length === 2);
    await boardSays(page, 0, new RegExp(VERDICT_1), problems);
    await boardSays(page, 1, /Mouse wins/, problems);
    await page.waitForFunction(() => document.querySelector('#worker-result')?.textContent === '0', null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the links changed the page without loading another document');

    // No worker left behind: the pages' boards share one, and only the page
    // shown has its own solve's; every other has been terminated.
    const live = () => page.evaluate(() => window.__recipeWorkers.filter((w) => !w.ended));
    await page
      .waitForFunction(() => window.__recipeWorkers.filter((w) => !w.ended).length === 2, null, { timeout: 15_000 })
      .catch(async () => assert.fail(`workers still running: ${JSON.stringify(await live())}`));
    const workers = await page.evaluate(() => window.__recipeWorkers);
    assert.deepEqual(
      workers.filter((w) => w.name !== 'catmouse-solver'),
      [],
      `only solver workers: ${JSON.stringify(workers)}`,
    );
    await page.screenshot({ path: `${shots}/docusaurus-navigated.png` });
    // An element defined twice, a hydration mismatch or a worker's error would be here.
    assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  } finally {
    await context.close();
    await server.close();
  }
});

test('nextjs: React 19 sets a property of a board and hears its event', skipUnless('nextjs'), async () => {
  assert.ok(!unbuilt.includes('nextjs'), 'the nextjs app did not build (its output is above)');
  const server = await serve(`${here}nextjs/out`);
  const context = await browser.newContext();
  try {
    const { page, problems } = await watchedPage(context);
    await page.goto(server.url);
    // oncat-mouse-solved: the first board's game, as the event's detail gives it.
    await page
      .waitForFunction(() => document.querySelector('#solved-winner')?.textContent === 'draw', null, { timeout: 30_000 })
      .catch(() => assert.fail(`#solved-winner never said draw; ${problems.join('; ')}`));
    // graph={[[1, 3], [0], [3], [0, 2]]}: set as the property, which writes the
    // attribute as JSON (as an attribute, React would have written "1,3,0,3,0,2").
    assert.equal(await page.locator('cat-mouse-game').nth(1).getAttribute('graph'), '[[1,3],[0],[3],[0,2]]');
    await boardSays(page, 1, /Mouse wins/, problems);
    assert.deepEqual(problems, [], 'no console errors, page errors or failed requests');
  } finally {
    await context.close();
    await server.close();
  }
});
