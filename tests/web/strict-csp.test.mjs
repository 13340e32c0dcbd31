// A docs site's strict Content-Security-Policy (default-src 'self', no data:
// images): the win, draw and loss marks of the legend and the chips are part
// of the element's shadow DOM, not images, so the policy refuses nothing and
// the chips keep their shape as well as their colour (WCAG 1.4.1).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { EXAMPLE_1, expectVerdict, launch, shots, startSubPathServer, withPage } from './helpers.mjs';

const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self' 'unsafe-inline'";
const NOTES = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title><link rel="icon" href="icon.svg">
<script type="module" src="cat-mouse-game.js"></script></head>
<body><main><h1>Docs</h1><cat-mouse-game graph='${EXAMPLE_1}' controls move-list></cat-mouse-game></main></body></html>`;

let server;
let browser;
before(async () => {
  server = await startSubPathServer('/docs/', { 'Content-Security-Policy': POLICY }, { '/notes.html': NOTES });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

// Every value mark shown in the board's shadow DOM (legend, moves from here, move list):
// its kind, where it is, and whether it draws a disc and a glyph.
function shownMarks() {
  const root = document.querySelector('cat-mouse-game').shadowRoot;
  return [...root.querySelectorAll('.legend .moves-key, .here .choice, .movelist .chip')]
    .filter((holder) => holder.getClientRects().length)
    .map((holder) => {
      const mark = holder.querySelector('svg.mark');
      const box = mark?.getBoundingClientRect();
      const disc = mark?.querySelector('circle');
      return {
        in: holder.closest('.legend') ? 'legend' : holder.classList.contains('choice') ? 'here' : 'move list',
        kind: ['win', 'draw', 'loss'].find((kind) => holder.classList.contains(kind) || mark?.classList.contains(kind)),
        size: box ? [Math.round(box.width), Math.round(box.height)] : null,
        disc: disc ? getComputedStyle(disc).fill : null,
        glyph: mark?.querySelector('path')?.getAttribute('d') ?? null,
      };
    });
}

test("under default-src 'self' the chips and the legend show their marks, and the policy refuses nothing", async () => {
  const setup = (context) =>
    context.addInitScript(() => {
      window.refused = [];
      document.addEventListener('securitypolicyviolation', (e) => window.refused.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
  await withPage(browser, `${server.url}notes.html`, { setup }, async ({ page }) => {
    const board = page.locator('cat-mouse-game');
    await expectVerdict(page, 'Draw: neither side can force a win');
    await board.getByRole('button', { name: 'Step forward' }).click();
    await board.locator('.movelist .chip').first().waitFor();
    await board.locator('.here .choice').first().waitFor();

    const marks = await page.evaluate(shownMarks);
    for (const where of ['legend', 'here', 'move list'])
      assert.ok(
        marks.some((m) => m.in === where),
        `marks in the ${where}: ${JSON.stringify(marks)}`,
      );
    for (const mark of marks) {
      assert.ok(mark.kind, `a mark of a value: ${JSON.stringify(mark)}`);
      assert.ok(
        mark.size?.every((side) => side >= 10),
        `the mark has a box: ${JSON.stringify(mark)}`,
      );
      assert.match(mark.disc ?? '', /^rgb\(/, `the mark's disc is painted: ${JSON.stringify(mark)}`);
      assert.ok(mark.glyph, `the mark has its glyph: ${JSON.stringify(mark)}`);
    }
    assert.deepEqual(new Set(marks.map((m) => m.kind)), new Set(['win', 'draw', 'loss']));
    assert.deepEqual(await page.evaluate(() => window.refused), []);
    await board.screenshot({ path: `${shots}/strict-csp-marks.png` });
  });
});
