// The page on `npm start` is cross-origin isolated (COOP/COEP), so its
// solver worker runs the threaded module on every core; the same site
// served without those headers (a sub-path, with a CSP) solves on one
// thread, with no error. Both give the same verdict.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, startSubPathServer, setGraph, recordEvents, CSP } from './helpers.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';

const env = withServerAndBrowser({ before, after });
const GRAPH = sparseGraph(1200, 31);

// The verdict for GRAPH on the page at url, and which solver files were
// fetched (withPage asserts no console error, page error or failed request).
function solveAt(url) {
  const fetched = [];
  const setup = (context) => context.on('request', (request) => fetched.push(new URL(request.url()).pathname.split('/').pop()));
  return withPage(env.browser, url, { setup }, async ({ page }) => {
    const isolated = await page.evaluate(() => globalThis.crossOriginIsolated);
    const solved = await recordEvents(page, 'cat-mouse-solved');
    await setGraph(page, GRAPH); // as a paste does (Playwright's fill of 4,000 lines outlasts its timeout)
    await solved(1200);
    const verdict = await page.getByRole('status').textContent();
    return { isolated, fetched, verdict };
  });
}

test('npm start isolates the page and its solver runs the threaded module; without the headers one thread, the same verdict', async () => {
  const threaded = await solveAt(env.server.url);
  assert.equal(threaded.isolated, true, 'npm start sends COOP and COEP');
  assert.ok(threaded.fetched.includes('catmouse-core-threads.wasm'), `fetched: ${threaded.fetched.join(', ')}`);
  assert.ok(threaded.fetched.includes('catmouse-core-threads.worker.mjs'), 'the pool of workers started');

  const plain = await startSubPathServer();
  try {
    const single = await solveAt(plain.url);
    assert.equal(single.isolated, false);
    assert.ok(!single.fetched.some((name) => name.startsWith('catmouse-core-threads')), `fetched: ${single.fetched.join(', ')}`);
    // One thread: the light module first; GRAPH is an edge list, which only the full module reads.
    const wasm = single.fetched.filter((name) => name.endsWith('.wasm'));
    assert.equal(wasm[0], 'catmouse-core-lite.wasm', `fetched: ${single.fetched.join(', ')}`);
    assert.equal(wasm.filter((name) => name === 'catmouse-core.wasm').length, 1, `fetched: ${single.fetched.join(', ')}`);
    assert.equal(single.verdict, threaded.verdict);
  } finally {
    await plain.close();
  }
});

// Issue 42 item 4: the docs' strict policy (Trusted Types enforced) on a
// cross-origin isolated page: the threaded module's own pthread workers
// start through the catmouse policy too, so the solve runs on every core.
test('cross-origin isolated under the strict CSP with Trusted Types: the pthread workers start, no violation, the same verdict', async () => {
  const strict = await startSubPathServer('/strict/', {
    'Content-Security-Policy': `${CSP}; worker-src 'self'; require-trusted-types-for 'script'; trusted-types catmouse`,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
  });
  try {
    const solved = await solveAt(strict.url);
    assert.equal(solved.isolated, true);
    assert.ok(solved.fetched.includes('catmouse-core-threads.wasm'), `fetched: ${solved.fetched.join(', ')}`);
    assert.ok(solved.fetched.includes('catmouse-core-threads.worker.mjs'), 'the pool of workers started');
    assert.match(solved.verdict, /wins|Draw/);
  } finally {
    await strict.close();
  }
});
