// The malformed-input corpus (tests/js/malformed-corpus.mjs) through the
// <cat-mouse-game> element: every text set as its graph attribute ends in
// cat-mouse-solved or in cat-mouse-error with a code and a message (never
// a hang, never a page error), and it is the answer validate() gives in
// Node for the same text. The other surfaces: tests/js/malformed.test.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { TEXTS, textString } from '../js/malformed-corpus.mjs';
import { RULE_DEFAULTS } from '../../wasm/src/options.js';
import { withPage, withServerAndBrowser, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

test("every corpus text set as the element's graph ends in solved or an error with a code, as validate() says", async () => {
  const solver = await createSolver();
  await withPage(env.browser, `${env.server.url}embed.html`, { expected: (p) => /favicon/.test(p) }, async ({ page }) => {
    const element = page.locator('#example-1');
    await element.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    for (const [name, text] of TEXTS) {
      const string = textString(text);
      let expected = 'ok';
      try {
        // The element sends its rules attributes (here their defaults), which
        // win over a game file's, and takes nodes without edges (a drawing
        // starts with them); the core leaves out those that do not apply to
        // the game the text is (a graph's turn limit, a grid's start).
        solver.validate(string, { ...RULE_DEFAULTS, allowIsolated: true, onlyApplicable: true });
      } catch (error) {
        expected = error.code;
      }
      const got = await element.evaluate(
        (el, graph) =>
          new Promise((resolve) => {
            const done = (what) => {
              el.removeEventListener('cat-mouse-solved', solved);
              el.removeEventListener('cat-mouse-error', failed);
              clearTimeout(timer);
              resolve(what);
            };
            const solved = () => done({ kind: 'ok' });
            const failed = (e) => done({ kind: 'error', code: e.detail.code, message: e.detail.message });
            const timer = setTimeout(() => done({ kind: 'hang' }), 60000);
            el.addEventListener('cat-mouse-solved', solved);
            el.addEventListener('cat-mouse-error', failed);
            el.setAttribute('graph', graph);
          }),
        string,
      );
      assert.notEqual(got.kind, 'hang', `${name}: no answer in 60 s`);
      if (got.kind === 'error') {
        assert.ok(got.code && got.message, `${name}: code and message`);
        // validate() checks the input, not the memory a solve needs: a graph it
        // passes may still be too large for WebAssembly (limits.memory)
        if (!(expected === 'ok' && got.code === 'limits.memory')) assert.equal(got.code, expected, `${name}: ${got.message}`);
      } else {
        assert.equal(expected, 'ok', `${name}: the element solved what validate() refuses`);
      }
    }
  });
});
