// By hand (not part of npm test: minutes and 2.2 GB): a 20,000-node graph solves in a Chromium tab.
//   node tests/web/tab20000.manual.mjs /tmp/sparse-20000.txt   (the graph from bench/large-node.mjs --write)
import { readFileSync } from 'node:fs';
import { startServer, launch, openPage } from './helpers.mjs';

const text = readFileSync(process.argv[2], 'utf8');
const server = await startServer();
const browser = await launch();
try {
  const { page } = await openPage(browser, server.url);
  await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: 60000 });
  const start = Date.now();
  await page.evaluate((graph) => {
    const box = document.getElementById('graph');
    box.value = graph;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await page.getByText(/Solving 800,000,000 positions/).waitFor({ timeout: 300000 });
  const progressSeen = (Date.now() - start) / 1000;
  await page
    .getByRole('status')
    .filter({ hasText: /Mouse wins|Cat wins/ })
    .waitFor({ timeout: 900000 });
  const verdict = await page.getByRole('status').textContent();
  console.log(JSON.stringify({ progressSeenAfter: progressSeen, solvedAfter: (Date.now() - start) / 1000, verdict }));
} finally {
  await browser.close();
  await server.close?.();
}
