import { createServer } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { browserOptions } from '../tests/support/browser.mjs';
const root = '/work/main/';
const GRAPH = '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]';
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>One board</title><link rel="icon" href="data:,"><script type="module" src="cat-mouse-game.js"></script></head><body><main><h1>Course notes</h1><cat-mouse-game graph="${GRAPH}" autoplay controls></cat-mouse-game></main></body></html>`;
const FILES = { '/live.html': ['text/html', Buffer.from(html)] };
for (const f of ['cat-mouse-game.js', 'worker-thread.js', 'catmouse-core-lite.wasm', 'catmouse-core.wasm', 'layout-worker.js'])
  FILES['/' + f] = [f.endsWith('.wasm') ? 'application/wasm' : 'text/javascript', await readFile(root + 'dist/' + f)];
for (const name of await readdir(root + 'dist/chunks'))
  FILES['/chunks/' + name] = ['text/javascript', await readFile(root + 'dist/chunks/' + name)];
const server = createServer((req, res) => {
  const p = new URL(req.url, 'http://x').pathname;
  const [t, b] = FILES[p] ?? [];
  if (!b) {
    res.statusCode = 404;
    return res.end();
  }
  res.setHeader('Content-Type', t);
  res.setHeader('Content-Encoding', 'gzip');
  res.end(gzipSync(b, { level: 9 }));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch(browserOptions());
for (let run = 0; run < 3; run++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: (4 * 1024 * 1024) / 8,
    uploadThroughput: (3 * 1024 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await tab.addInitScript(() => {
    window.__marks = [];
    const mark = (what) => window.__marks.push([what, Math.round(performance.now())]);
    const W = window.Worker;
    window.Worker = function (url, o) {
      mark('new Worker ' + (o?.name ?? ''));
      return new W(url, o);
    };
    window.Worker.prototype = W.prototype;
    const d = customElements.define.bind(customElements);
    customElements.define = (n, c, o) => {
      mark('define ' + n);
      return d(n, c, o);
    };
    document.addEventListener('DOMContentLoaded', () => mark('DOMContentLoaded'));
  });
  const workers = [];
  tab.on('worker', (w) => workers.push(w));
  await tab.goto(`http://127.0.0.1:${server.address().port}/live.html`, { waitUntil: 'commit' });
  const t = await tab.waitForFunction(
    () =>
      (document.querySelector('cat-mouse-game')?.shadowRoot?.querySelector('[role="status"]')?.textContent ?? '').includes(
        'Draw: neither',
      ) && Math.round(performance.now()),
    null,
    { polling: 'raf', timeout: 60000 },
  );
  const marks = await tab.evaluate(() => window.__marks);
  const res = await tab.evaluate(() =>
    performance.getEntriesByType('resource').map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]),
  );
  console.log('verdict', await t.jsonValue(), JSON.stringify(marks), JSON.stringify(res));
  const pageOrigin = await tab.evaluate(() => performance.timeOrigin);
  for (const w of workers) {
    try {
      const info = await w.evaluate(() => ({
        origin: performance.timeOrigin,
        res: performance
          .getEntriesByType('resource')
          .map((r) => [r.name.split('/').pop(), Math.round(r.startTime), Math.round(r.responseEnd)]),
        marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]),
      }));
      const off = info.origin - pageOrigin;
      console.log(
        '  worker',
        w.url().split('/').pop(),
        'starts at',
        Math.round(off),
        JSON.stringify(info.res.map(([n, a, b]) => [n, Math.round(a + off), Math.round(b + off)])),
        JSON.stringify(info.marks.map(([n, a]) => [n, Math.round(a + off)])),
      );
    } catch (e) {
      console.log('  worker gone', e.message.slice(0, 80));
    }
  }
  await context.close();
}
await browser.close();
server.close();
