// One axe-core audit for every browser test: WCAG 2.2 A/AA and best
// practice, in the page and its open shadow roots. Moderate, serious and
// critical violations fail, and a contrast violation of any impact; minor
// ones are printed so they are seen.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import assert from 'node:assert/strict';

const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING = new Set(['moderate', 'serious', 'critical']);

const fails = (v) => FAILING.has(v.impact) || v.id === 'color-contrast';
const describe = (v) =>
  `${v.impact} ${v.id}: ${v.help} — ${v.nodes
    .slice(0, 4)
    .map((n) => `${n.target.join(' ')}${n.any?.[0]?.message ? ` (${n.any[0].message})` : ''}`)
    .join(', ')}`;

// Audits the document, or only the elements matching the selectors of
// `include` (e.g. ['fieldset.rules']); returns axe's result.
export async function axeAudit(page, label, { include } = {}) {
  if (!(await page.evaluate(() => !!window.axe))) await page.addScriptTag({ content: await axeSource });
  const result = await page.evaluate(
    ({ include, tags }) =>
      window.axe.run(include ? { include: include.map((s) => [s]) } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    { include, tags: TAGS },
  );
  const minor = result.violations.filter((v) => !fails(v));
  if (minor.length) console.log(`axe, ${label}, minor:\n  ${minor.map(describe).join('\n  ')}`);
  assert.deepEqual(result.violations.filter(fails).map(describe), [], label);
  return result;
}

// Audits a page as it is with JavaScript off: axe needs script to run, so
// the page loads in `context` (JavaScript on) with every script it asks
// for refused, and axe comes in as the test's own. Returns the page.
export async function axeWithoutPageScripts(context, url, label, options) {
  await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  const page = await context.newPage();
  await page.goto(url);
  await axeAudit(page, label, options);
  return page;
}
