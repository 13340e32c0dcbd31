// Shared set-up for the end-to-end tests: the site served the way `npm start`
// serves it, Debian's Chromium through playwright-core, console checks.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { browserOptions } from '../support/browser.mjs';
import { EXAMPLE_1_TEXT } from '../fixtures/graphs.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const site = `${root}build/site`;
export const shots = `${root}test-results`;
export const CSP = "script-src 'self' 'wasm-unsafe-eval'";
// How long a test waits for what the page does (a verdict, an attribute, a
// text) before it calls it missing. Only a broken page ever uses it up, so
// it is generous: with both cores busy and two test files at once, a solve
// or a layout takes several times its quiet time. Every wait is for the
// thing itself, never for a fixed time (docs/testing.md).
export const PATIENCE = 120_000;

// For withPage's expected(): the page's own fetch of the light .wasm, stopped
// on purpose when the solver's worker could not start (wasm/src/light-handover.js).
export const lightFetchStopped = (problem) => /^request failed: \S*\/catmouse-core-lite\.wasm net::ERR_ABORTED$/.test(problem);

// The example graphs as typed text (tests/fixtures/graphs.mjs).
export { EXAMPLE_1_TEXT as EXAMPLE_1, EXAMPLE_2_TEXT as EXAMPLE_2, REGRESSION_TEXT as REGRESSION } from '../fixtures/graphs.mjs';

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHttp(url, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing answered at ${url}`);
}

// scripts/start.sh exactly as `npm start` runs it (after set-up and build).
export async function startServer() {
  const port = await freePort();
  const child = spawn('bash', [`${root}scripts/start.sh`], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const url = `http://localhost:${port}/`;
  await waitForHttp(url, child);
  return {
    url,
    output: () => output,
    close: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    },
  };
}

// The same files through the same sirv handler, under a sub-path and with the CSP header
// (or the headers given); `pages` adds a test's own HTML pages there ({ '/notes.html': html }).
export async function startSubPathServer(prefix = '/some/sub/path/', headers = { 'Content-Security-Policy': CSP }, pages = {}) {
  const serve = sirv(site);
  const server = createServer((req, res) => {
    if (!req.url.startsWith(prefix)) {
      res.statusCode = 404;
      return res.end('not under the sub-path');
    }
    req.url = `/${req.url.slice(prefix.length)}`;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (Object.hasOwn(pages, req.url)) {
      res.setHeader('Content-Type', 'text/html');
      return res.end(pages[req.url]);
    }
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}${prefix}`, close: () => new Promise((r) => server.close(r)) };
}

// For a file's tests: course notes with one autoplay board (EXAMPLE_1) at
// `${prefix}notes.html`, served by startSubPathServer under CSP script-src
// 'self' 'wasm-unsafe-eval' with Trusted Types, and one browser. Returns env:
// { url (the notes page), browser, chunk(name) (a one-file chunk's path, as a
// request's pathname), chunkUrl(name) (its whole URL, for a route) }.
export function withNotesBoard(prefix, { before, after }) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notes</title><link rel="icon" href="data:,">
<script type="module" src="cat-mouse-game.js"></script></head>
<body><main><h1>Course notes</h1><cat-mouse-game id="board" graph='${EXAMPLE_1_TEXT}' autoplay controls></cat-mouse-game></main></body></html>`;
  const env = {
    chunk: (name) => new RegExp(`^${prefix}chunks/${name}-[A-Z0-9]+\\.js$`),
    chunkUrl: (name) => new RegExp(`^http://127\\.0\\.0\\.1:\\d+${prefix}chunks/${name}-[A-Z0-9]+\\.js$`),
  };
  before(async () => {
    const csp = `${CSP}; require-trusted-types-for 'script'; trusted-types catmouse`;
    env.server = await startSubPathServer(prefix, { 'Content-Security-Policy': csp }, { '/notes.html': page });
    env.url = `${env.server.url}notes.html`;
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

// A test's own pages beside the built site: each path of `pages` answers
// with its { type, body, headers } (the type text/html unless given), anything else
// comes from `folder` (the built site). Returns { base, close }.
export async function servePages(pages, { folder = site } = {}) {
  const files = sirv(folder, { dev: true });
  const server = createServer((req, res) => {
    const page = pages[new URL(req.url, 'http://x').pathname];
    if (page) {
      res.setHeader('Content-Type', page.type ?? 'text/html');
      for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
      return res.end(page.body);
    }
    files(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

// The run's shared Chromium where scripts/run-tests.mjs --browser started one
// (closing it then only disconnects), otherwise a browser of the file's own.
export async function launch() {
  await mkdir(shots, { recursive: true });
  const shared = process.env.CATMOUSE_BROWSER_WS;
  return shared ? chromium.connect(shared) : chromium.launch(browserOptions());
}

// A page that records console errors, page errors, failed requests and CSP
// violations. colorScheme: the context's; setup(context): before the page
// loads (routes, init scripts).
export async function openPage(
  browser,
  url,
  { viewport = { width: 1360, height: 900 }, reducedMotion = 'no-preference', colorScheme = 'light', setup = null } = {},
) {
  const context = await browser.newContext({ viewport, reducedMotion, colorScheme });
  context.setDefaultTimeout(PATIENCE);
  if (setup) await setup(context);
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  await page.goto(url);
  return { page, context, problems };
}

// The fixture every Chromium test runs in: opens `url` in a fresh context
// (openPage's options), runs `body({ page, context, problems, open })`, then
// asserts that no page it opened logged a console error, a page error, a
// failed request or an HTTP error, and closes every context in `finally`, so
// a failed assertion never leaks a browser context. `open(url, options)`
// opens another page (a link followed, a second board) under the same
// checks (with openPage's default options unless given its own).
// options.expected(problem): true for a problem the test causes on purpose
// (a file it blocks, a policy it breaks); the test asserts those itself.
export async function withPage(browser, url, options, body) {
  if (typeof options === 'function') [options, body] = [{}, options];
  const { expected = () => false, ...pageOptions } = options;
  const opened = [];
  const open = async (where, more = {}) => {
    const one = await openPage(browser, where, more);
    opened.push(one);
    return one;
  };
  try {
    const first = await open(url, pageOptions);
    const value = await body({ ...first, open });
    const problems = opened.flatMap((one) => one.problems).filter((problem) => !expected(problem));
    assert.deepEqual(problems, [], 'console errors, page errors or failed requests');
    return value;
  } finally {
    await Promise.all(opened.map((one) => one.context.close().catch(() => {})));
  }
}

// A link opens the same board: `link` opened in another page of the fixture
// (withPage's `open`) shows the verdict `told` and the graph text `text`.
export async function expectSameBoard(open, link, told, text) {
  const other = await open(link);
  await other.page.getByRole('status').filter({ hasText: told }).waitFor({ timeout: PATIENCE });
  assert.equal(await other.page.getByRole('textbox', { name: 'Graph' }).inputValue(), text);
}

export const verdict = (scope) => scope.getByRole('status');

// Records, from now on, each text the board's live region says, in window[name] (a list). Called
// again for the same region and name, it starts the list afresh (a second observer would record each text twice).
export const recordAnnouncements = (board, name) =>
  board.evaluate((el, key) => {
    window[key] = [];
    const live = el.shadowRoot.querySelector('.announce');
    window.recordedRegions ??= new WeakMap();
    const keys = window.recordedRegions.get(live) ?? new Set();
    window.recordedRegions.set(live, keys);
    if (keys.has(key)) return;
    keys.add(key);
    new MutationObserver(() => window[key].push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
  }, name);

// Waits for the verdict (the live region, role=status) to say `text`; `first`:
// the first match of several boards' verdicts (otherwise exactly one must match).
export const expectVerdict = (scope, text, { timeout = PATIENCE, first = false } = {}) => {
  const told = verdict(scope).filter({ hasText: text });
  return (first ? told.first() : told).waitFor({ timeout });
};

// Gives the page window.newGame(attributes): a <cat-mouse-game> with those
// attributes, appended to the body (for tests that build the element by its
// attributes, as an embedding author does).
// Edit mode on (its code is loaded on the first press: web/src/element/edit/lazy-edit.js) or off
// again, by a click on the board's toggle: resolves once its bar shows or has gone.
export async function toggleEditMode(board) {
  const toggle = board.getByRole('button', { name: 'Edit graph' });
  const on = (await toggle.getAttribute('aria-pressed')) !== 'true';
  await toggle.click();
  await editBarShown(board, on);
}
export const editBarShown = (board, on = true) => board.locator('.edit-panel').waitFor({ state: on ? 'visible' : 'hidden' });

export const defineNewGame = (page) =>
  page.evaluate(() => {
    window.newGame = (attributes) => {
      const game = document.createElement('cat-mouse-game');
      for (const [name, value] of Object.entries(attributes)) game.setAttribute(name, value);
      document.body.append(game);
      return game;
    };
  });

// Puts `text` into the Graph text area at once, as a paste does (one input event).
export const setGraph = (page, text) =>
  page.evaluate((t) => {
    const box = document.getElementById('graph');
    box.value = t;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);

// Types into the Graph text area the way a person does (select all, type).
export async function typeGraph(page, text) {
  const box = page.getByRole('textbox', { name: 'Graph' });
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.press('Delete');
  await box.pressSequentially(text, { delay: 2 });
}

// Registers before/after hooks: one `npm start` server and one browser per file.
export function withServerAndBrowser({ before, after }) {
  const env = {};
  before(async () => {
    env.server = await startServer();
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}

// The structure that keeps a big graph's drawing off long tasks
// (web/src/element/board/layers.js, board.js), asserted instead of a time (the
// shared test machine's load makes timed checks flaky):
// - every layer slice holds at most SLICE items and at most the weight
//   budget it was cut to (never over SLICE_PIXELS), unless it is one item;
// - the slices together drew `total` items (each edge drawn and node once);
// - the verdict's task did not lay the graph out: when cat-mouse-solved
//   fired the board's layout was still pending (its own later task), and
//   the first placement ran in the layout worker.
// `atVerdict`: el.boardState read in the cat-mouse-solved listener.
export function checkBigBoard(state, atVerdict, total, { SLICE, SLICE_PIXELS }) {
  const slices = state.layerSlices;
  const text = slices.map((s) => `${s.items}/${Math.round(s.weight)}`).join(', ');
  for (const s of slices) {
    if (s.items > SLICE) throw new Error(`a slice of ${s.items} items; at most ${SLICE} allowed (items/weight: ${text})`);
    if (s.items > 1 && (s.weight > s.budget || s.weight > SLICE_PIXELS))
      throw new Error(`a slice over its budget (${Math.round(s.weight)} > ${Math.round(s.budget)}; items/weight: ${text})`);
  }
  const drawn = slices.reduce((sum, s) => sum + s.items, 0);
  if (drawn !== total) throw new Error(`${drawn} items drawn in the slices, ${total} expected`);
  if (!atVerdict?.pending)
    throw new Error(
      `the verdict's task laid the board out (board state then: ${JSON.stringify(atVerdict && { pending: atVerdict.pending, placedIn: atVerdict.placedIn })})`,
    );
  if (state.placedIn !== 'worker') throw new Error(`the first placement ran on the ${state.placedIn}, not in the layout worker`);
  return text;
}

// A download's bytes, read through its stream: the run's shared browser
// (scripts/run-tests.mjs) is connected to, and a connected browser's
// downloads have no local path.
export async function downloadBytes(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// Waits until every board on the page is still: no solve, no layout, no
// glide of a token (the element's busy, layoutRunning and gliding), then one
// more frame drawn. For pictures and for reading where things are: waiting
// for the state itself, never for a fixed time, holds on a loaded machine.
export async function settled(page) {
  await page.waitForFunction(
    () => [...document.querySelectorAll('cat-mouse-game')].every((el) => !el.busy && !el.layoutRunning && !el.gliding),
    null,
    { timeout: PATIENCE, polling: 50 },
  );
  // Two frames painted; bounded, since an evaluate has no timeout of its own (a frame that never
  // comes must fail the test with a reason, not hold the run until node:test's 10 minutes).
  let timer;
  const frames = page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const bound = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`settled(): no frame was painted within ${PATIENCE / 1000} s`)), PATIENCE);
  });
  try {
    await Promise.race([frames, bound]);
  } finally {
    clearTimeout(timer);
  }
}

// Records `event` on the board (the first <cat-mouse-game>) from now on: the
// listener is in place once this resolves, so an event that follows the next
// step is never missed (a listener added by an evaluate not awaited could
// come after a quick solve, and the test then waited for ever). Returns
// (nodes) => a wait, bounded by PATIENCE, for such an event whose detail's
// graph has `nodes` nodes (any, without it).
export async function recordEvents(page, event) {
  await page.evaluate((name) => {
    window.__recorded ??= {};
    const seen = (window.__recorded[name] = []);
    document.querySelector('cat-mouse-game').addEventListener(name, ({ detail }) => seen.push(detail?.graph?.length ?? null));
  }, event);
  return (nodes) =>
    page.waitForFunction(([name, n]) => window.__recorded[name].some((seen) => n === null || seen === n), [event, nodes ?? null], {
      timeout: PATIENCE,
    });
}

// For withPage's setup: records the file name of every .wasm the context
// asks for (its workers' requests too), in order, in `names`.
export const recordWasm = (context, names) =>
  context.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop();
    if (name.endsWith('.wasm')) names.push(name);
  });

// For withPage's setup: records the name of every Worker the page starts
// (before any of its scripts runs) in window.workerNames.
export const countWorkers = (context) =>
  context.addInitScript(() => {
    window.workerNames = [];
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(url, options) {
        super(url, options);
        window.workerNames.push(options?.name ?? '(unnamed)');
      }
    };
  });

// For a page's init script (context.addInitScript(holdSolves)): the board's
// solves (Worker postMessage, before any script of the page) are held until
// window.releaseSolves(); window.solvesHeld() counts them. A held solve blocks
// every later request to that worker: release what you hold.
export const holdSolves = () => {
  const held = [];
  let holding = true;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.type !== 'solve' || !holding) return post.call(this, message, ...rest);
    held.push(() => post.call(this, message, ...rest));
  };
  window.solvesHeld = () => held.length;
  window.releaseSolves = () => {
    holding = false;
    for (const send of held.splice(0)) send();
  };
};

// Resolves once the page's board shows a solved game and is not busy.
export const boardSolved = (page) =>
  page.waitForFunction(() => {
    const g = document.querySelector('cat-mouse-game');
    return !!g?.result && !!g.session.entry && !g.busy;
  });
