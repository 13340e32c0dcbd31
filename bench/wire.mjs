// npm run wire: what one board costs a reader, measured as a reader gets it
// (issue 41, item 5), beside npm run bench and, like it, not a test. Serves
// two pages gzipped (as a CDN serves them) from what npm run build made:
//  - live: one autoplay board, the one-file build (its entry, the chunks it
//    loads, dist/chunks/, the solver's worker script) and its .wasm;
//  - pre-rendered: the same fence, without autoplay, solved at build time
//    (catmouse/markdown-it), its verdict in the HTML, and catmouse/prerendered
//    (dist/prerendered.js), which gives it its Explore button and loads the
//    element only on a press;
//  - pre-rendered autoplay: the same with autoplay, whose board goes live at
//    once (its "live verdict": the element's own, drawn once its solve ends).
// For each, in Chromium with a 4x slower CPU over two mobile networks (CDP),
// 4G and the 4x CPU each alone, and unthrottled: the bytes over the wire (encoded) until the verdict
// shows, by kind, and the time to it. The networks: Lighthouse's slow 4G
// (150 ms, 1.6 Mbit/s down, 750 kbit/s up, at its 0.9 factor) and the
// "Regular 4G" of Puppeteer's and WebdriverIO's presets (20 ms, 4 Mbit/s
// down, 3 Mbit/s up), the profile issue 41's figures fit (339 KiB to the
// verdict in 0.94 s cannot come over 1.6 Mbit/s).
//
// Served over HTTP/2 with TLS (a certificate made for the run with Debian's
// openssl), as CDNs and static hosts serve; --http1 serves HTTP/1.1, where
// Chromium opens at most six connections to a host.
//
// --encoding br serves brotli (quality 11) instead, as CDNs fronted by
// Cloudflare (jsDelivr, unpkg) do for JavaScript and application/wasm to a
// browser that asks for it (Chromium does, over http to 127.0.0.1 too);
// gzip is what every static host gives.
//
//   node bench/wire.mjs [--runs N] [--encoding gzip|br] [--http1] [--waterfall]      (npm run wire)
//
// --waterfall also prints, for one load of the live board over 4G on a 4x
// slower CPU, when each file was asked for and when it had come (ms from
// the navigation), and when the verdict showed: what the time is made of.
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { browserOptions } from '../tests/support/browser.mjs';
import { catmouseMarkdownIt } from 'catmouse/markdown-it';

const root = fileURLToPath(new URL('..', import.meta.url));
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 3;
const encoding = option('--encoding') ?? 'gzip';
if (!['gzip', 'br'].includes(encoding)) throw new Error(`--encoding gzip or br, not ${encoding}`);
const encode =
  encoding === 'br'
    ? (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    : (body) => gzipSync(body, { level: 9 });
const GRAPH = '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]';
const VERDICT = 'Draw: neither side can force a win';

// The pre-rendered board, as the markdown-it plugin writes it.
const md = { renderer: { rules: { fence: () => '' } } };
(await catmouseMarkdownIt({ warn: () => {} }))(md);
const fenced = (info) => md.renderer.rules.fence([{ info, content: GRAPH, map: [0, 2] }], 0, {}, {}, {});

const page = (
  body,
  script,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>One board</title><link rel="icon" href="data:,"><script type="module" src="${script}"></script></head>
<body><main><h1>Course notes</h1>${body}</main></body></html>`;
const PAGES = {
  '/live.html': page(`<cat-mouse-game graph="${GRAPH}" autoplay controls></cat-mouse-game>`, 'cat-mouse-game.js'),
  '/prerendered.html': page(fenced('catmouse controls'), 'prerendered.js'),
  '/prerendered-autoplay.html': page(fenced('catmouse autoplay controls'), 'prerendered.js'),
};
const FILES = {
  '/cat-mouse-game.js': ['text/javascript', await readFile(`${root}dist/cat-mouse-game.js`)],
  '/prerendered.js': ['text/javascript', await readFile(`${root}dist/prerendered.js`)],
  '/worker-thread.js': ['text/javascript', await readFile(`${root}dist/worker-thread.js`)],
  '/layout-worker.js': ['text/javascript', await readFile(`${root}dist/layout-worker.js`)],
  '/catmouse-core.wasm': ['application/wasm', await readFile(`${root}dist/catmouse-core.wasm`)],
  '/catmouse-core-lite.wasm': ['application/wasm', await readFile(`${root}dist/catmouse-core-lite.wasm`)],
};
// The one-file build's chunks, each loaded when its part is needed (scripts/build-package.mjs).
for (const name of await readdir(`${root}dist/chunks`))
  FILES[`/chunks/${name}`] = ['text/javascript', await readFile(`${root}dist/chunks/${name}`)];
const gz = new Map();
// HTTP/2 (one connection carries every file at once) or, --http1, HTTP/1.1.
const http1 = process.argv.includes('--http1');
async function certificate() {
  const folder = await mkdtemp(`${tmpdir()}/catmouse-wire-`);
  try {
    const [key, cert] = [`${folder}/key.pem`, `${folder}/cert.pem`];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'ignore' },
    );
    return { key: await readFile(key), cert: await readFile(cert) };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
const serveFile = (req, res) => {
  const path = new URL(req.url, 'http://x').pathname;
  const [type, body] = PAGES[path] ? ['text/html', Buffer.from(PAGES[path])] : (FILES[path] ?? []);
  if (!body) {
    res.statusCode = 404;
    return res.end();
  }
  if (!gz.has(path)) gz.set(path, encode(body));
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Cache-Control', 'no-store');
  res.end(gz.get(path));
};
const server = http1 ? createServer(serveFile) : createSecureServer(await certificate(), serveFile);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `${http1 ? 'http' : 'https'}://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(browserOptions());

const SLOW_4G = { latency: 150, down: (1.6e6 / 8) * 0.9, up: (750e3 / 8) * 0.9 };
const REGULAR_4G = { latency: 20, down: (4 * 1024 * 1024) / 8, up: (3 * 1024 * 1024) / 8 };
// The two halves of the phone profile apart (4G alone, the 4x CPU alone) say
// what bounds its time: the link or the page's and the worker's threads.
const PROFILES = [
  { name: '4x CPU, slow 4G', cpu: 4, network: SLOW_4G },
  { name: '4x CPU, 4G', cpu: 4, network: REGULAR_4G },
  { name: '4G, CPU not slowed', network: REGULAR_4G },
  { name: '4x CPU, link not slowed', cpu: 4 },
  { name: 'unthrottled' },
];

// One load: { bytes: { html, js, wasm, total }, ms } until the verdict shows.
async function load(name, profile) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 }, ignoreHTTPSErrors: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) {
    const { latency, down, up } = profile.network;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: down, uploadThroughput: up });
  }
  if (profile.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  // Each request as it finishes, in the order Playwright reports them: its kind, when it came (Node's
  // clock, ms from `started`), and its size (asked asynchronously: summed only once the load is over,
  // so a size still on its way at the verdict is not lost, as it could be before).
  const finished = [];
  const started = Date.now();
  // Playwright's events see the workers' requests too (the .wasm is fetched by the solver's worker).
  context.on('requestfinished', (request) => {
    const url = request.url();
    const kind = url.endsWith('.wasm') ? 'wasm' : url.endsWith('.js') ? 'js' : 'html';
    const sent = gz.get(new URL(url).pathname)?.length ?? 0;
    // The body as this server sent it (encoded): over HTTP/2 Chromium reports a worker's script
    // as 0 or a few bytes (14 of 22,669 in one load), so the reported size is only a fallback.
    const size = request.sizes().then(
      (sizes) => (sent || sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize),
      () => sent,
    );
    const came = Date.now() - started;
    finished.push({ kind, came, size });
    timeline.push({ file: new URL(url).pathname.split('/').pop() || name, asked: asked.get(request), came });
  });
  const asked = new Map();
  const timeline = [];
  context.on('request', (request) => asked.set(request, Date.now() - started));
  // The verdict as a reader sees it: in the board's status once upgraded, or in the pre-rendered HTML
  // before, looked for by the page itself at each animation frame and timed by its own clock from the
  // navigation's start (performance.now(), as the browser's paint timings are), once that frame is drawn. Polling from here
  // (Playwright's waitForFunction) put its injected script, 40 to 60 ms of the 4x slower main thread,
  // into the load it measured, and Node's clock counted the navigation's set-up before the request.
  await context.addInitScript((verdict) => {
    const look = () => {
      const board = document.querySelector('cat-mouse-game');
      const live = board?.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '';
      const written = board?.textContent ?? ''; // the pre-rendered board's light DOM
      // Timed once this frame is drawn: a task queued now runs after its style, layout and paint.
      const report = (what) => {
        const after = new MessageChannel();
        after.port1.onmessage = () => console.debug(`${what} ${performance.now()} ${performance.timeOrigin}`);
        after.port2.postMessage(0);
      };
      if (!seen && (live.includes(verdict) || written.includes(verdict))) {
        seen = true;
        report('catmouse-verdict');
      }
      if (live.includes(verdict)) return report('catmouse-live');
      if (seen && !board.hasAttribute('autoplay') && !board.shadowRoot) return; // a press would make it live: none comes
      requestAnimationFrame(look);
    };
    let seen = false;
    requestAnimationFrame(look);
  }, VERDICT);
  const verdictShown = tab.waitForEvent('console', {
    predicate: (message) => message.text().startsWith('catmouse-verdict '),
    timeout: 120_000,
  });
  // The element's own verdict, on a page whose board solves at once.
  const autoplay = name !== 'prerendered';
  const liveShown = autoplay
    ? tab.waitForEvent('console', { predicate: (message) => message.text().startsWith('catmouse-live '), timeout: 120_000 })
    : null;
  await tab.goto(`${base}/${name}.html`, { waitUntil: 'commit' });
  const [, at, origin] = (await verdictShown).text().split(' ');
  const shown = { at: Number(at), origin: Number(origin) };
  const ms = shown.at;
  const liveMs = liveShown ? Number((await liveShown).text().split(' ')[1]) : null;
  // Node's clock to the page's: the requests' times from the navigation's start too.
  const offset = shown.origin - started;
  // And the JavaScript it took for the board to upgrade before any interaction: the element defined
  // (live), or the pre-rendered board's Explore button there (then a moment for anything else to come).
  await tab.waitForFunction(
    () => customElements.get('cat-mouse-game') !== undefined || !!document.querySelector('cat-mouse-game > button'),
    null,
    { timeout: 120_000 },
  );
  await tab.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), 500)));
  // Before the verdict: what had come by the time it was drawn (the page's HTML always: a pre-rendered
  // verdict shows before its last byte has come).
  const all = await Promise.all(
    finished.map(async (one) => ({ ...one, size: await one.size, beforeVerdict: one.kind === 'html' || one.came - offset <= ms })),
  );
  const sum = (keep) => all.filter(keep).reduce((total, one) => total + one.size, 0);
  const untilVerdict = Object.fromEntries(
    ['html', 'js', 'wasm'].map((kind) => [kind, sum((one) => one.beforeVerdict && one.kind === kind)]),
  );
  untilVerdict.total = untilVerdict.html + untilVerdict.js + untilVerdict.wasm;
  const upgradeJs = sum((one) => one.kind === 'js');
  const upgradeWasm = sum((one) => one.kind === 'wasm');
  await context.close();
  const fromNavigation = timeline.map(({ file, asked, came }) => ({
    file,
    asked: asked === undefined ? undefined : Math.round(asked - offset),
    came: Math.round(came - offset),
  }));
  return { bytes: untilVerdict, ms, liveMs, upgradeJs, upgradeWasm, timeline: fromNavigation };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`one board, ${runs} loads each (median), ${encoding === 'br' ? 'brotli 11' : 'gzip -9'} over the wire, a 412 px phone:`);
console.log(
  '| page | profile | html | js | wasm | total until the verdict | time to the verdict | live verdict | js to upgrade | wasm before a press |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const seconds = (ms) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);
for (const name of ['live', 'prerendered', 'prerendered-autoplay']) {
  for (const profile of PROFILES) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await load(name, profile));
    const pick = (f) => median(all.map(f));
    console.log(
      `| ${name} | ${profile.name} | ${kib(pick((r) => r.bytes.html))} | ${kib(pick((r) => r.bytes.js))} | ${kib(pick((r) => r.bytes.wasm))} | ${kib(pick((r) => r.bytes.total))} | ${seconds(pick((r) => r.ms))} | ${seconds(all[0].liveMs === null ? null : pick((r) => r.liveMs))} | ${kib(pick((r) => r.upgradeJs))} | ${kib(pick((r) => r.upgradeWasm))} |`,
    );
  }
}
if (process.argv.includes('--waterfall')) {
  const one = await load(
    'live',
    PROFILES.find((profile) => profile.name === '4x CPU, 4G'),
  );
  console.log(`\nthe live board, one load, 4x CPU, 4G (ms from the navigation; the verdict at ${Math.round(one.ms)} ms):`);
  console.log('| file | asked | came |');
  console.log('| --- | --- | --- |');
  for (const { file, asked, came } of one.timeline) console.log(`| ${file} | ${asked ?? '?'} | ${came} |`);
}
console.log(
  'targets (issue 41): a pre-rendered board shows its verdict with no script and upgrades with <= 60 KiB of JavaScript and no wasm; a live autoplay board <= 200 KiB and <= 0.5 s on a 4x slower CPU over 4G',
);
await browser.close();
server.close();
