// Issue 14's variants on the page (item 6): each picked in the Rules panel,
// the verdict equals the package's answer for that graph and those options
// (computed here through the package, not typed in), the line plays to its
// end with the step buttons, and the copied link reopens the same board.
// Screenshots of each board go to test-results/ to be looked at; axe audits
// the Rules panel.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { withServerAndBrowser, defineNewGame, shots, EXAMPLE_1, setGraph, withPage, PATIENCE } from './helpers.mjs';
import { axeAudit } from './axe.mjs';
import { verdictText } from '../../web/src/words/describe.js';

const env = withServerAndBrowser({ before, after });
const solver = await createSolver();

// Each variant: the text, what to pick in the Rules panel, and the same as package options.
const VARIANTS = [
  { name: 'directed', text: '[[1],[2,4],[3,4],[1,5],[0],[2]]', pick: { directed: true }, options: { directed: true } },
  { name: 'arcs', text: '0 -> 1\n1 -> 2\n2 -> 3\n3 -> 1\n1 -> 4\n4 -> 0\n3 -> 5\n5 -> 2\n2 -> 4\n', pick: {}, options: {} },
  { name: 'holes', text: EXAMPLE_1, pick: { holes: '0, 4' }, options: { holes: [0, 4] } },
  { name: 'guards', text: EXAMPLE_1, pick: { catOnHole: 'guards' }, options: { catOnHole: 'guards' } },
  { name: 'wins', text: EXAMPLE_1, pick: { catOnHole: 'wins' }, options: { catOnHole: 'wins' } },
  { name: 'pass', text: EXAMPLE_1, pick: { pass: true }, options: { pass: true } },
];

const element = (page) => page.locator('cat-mouse-game');

// Picks the options in the Rules panel as a person does.
async function pick(page, { holes, catOnHole, pass, directed }) {
  if (holes !== undefined) {
    await page.locator('#rule-holes').fill(holes);
    await page.locator('#rule-holes').press('Tab');
  }
  if (catOnHole !== undefined) await page.locator('#rule-catOnHole').selectOption(catOnHole);
  if (pass !== undefined) await page.locator('#rule-pass').setChecked(pass);
  if (directed !== undefined) await page.locator('#rule-directed').setChecked(directed);
}

// The board on screen has solved this text with these options.
function solvedWith(page, text, options) {
  return page.waitForFunction(
    ([t, o]) => {
      const game = document.querySelector('cat-mouse-game');
      const shown = game.shown;
      const v = game.result?.variant;
      if (!shown || shown.graph !== t || !v || game.busy) return false;
      return (
        (o.directed === undefined || v.directed === o.directed) &&
        (o.holes === undefined || JSON.stringify(v.holes) === JSON.stringify(o.holes)) &&
        (o.catOnHole === undefined || v.catOnHole === o.catOnHole) &&
        (o.pass === undefined || v.pass === o.pass)
      );
    },
    [text, options],
    { timeout: PATIENCE },
  );
}

for (const variant of VARIANTS) {
  test(`${variant.name}: picked in the Rules panel, the verdict is the package's, the line plays to its end, the link reopens it`, async () => {
    const expected = solver.solve(variant.text, variant.options);
    const verdict = verdictText({ outcome: expected.outcome, plies: expected.plies });
    const line = expected.line.map((p) => ({ ...p }));
    const passes = line.filter((p, k) => k > 0 && line[k - 1][line[k - 1].turn] === p[line[k - 1].turn]).length;
    const variantRead = { ...expected.variant, holes: [...expected.variant.holes] };
    expected.dispose();

    await withPage(env.browser, env.server.url, async ({ page, open }) => {
      await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
      await setGraph(page, variant.text);
      await pick(page, variant.pick);
      await solvedWith(page, variant.text, variantRead);
      await page.getByRole('status').filter({ hasText: verdict }).first().waitFor({ timeout: PATIENCE });
      assert.match(await page.getByRole('status').first().textContent(), new RegExp(verdict));

      // The rules words follow the variant.
      const words = await page.locator('#rules-words').textContent();
      if (variantRead.pass) assert.match(words, /stay where they are/);
      else assert.match(words, /nobody may pass/);
      if (variantRead.directed) assert.match(words, /arc/);
      if (variantRead.catOnHole !== 'barred') assert.doesNotMatch(words, /may never enter/);
      if (variantRead.holes.length > 1) assert.match(words, /a hole/);
      // Arcs in the text make the graph directed with the checkbox unticked: the panel says so.
      const note = await page.locator('#directed-note').textContent();
      assert.equal(/arcs/.test(note), variantRead.directed && !variant.pick.directed, note);

      // A directed graph at laptop width: arrowheads big enough to read, and
      // nodes far enough apart that a token on one never covers the next (two
      // tokens on neighbouring nodes do not touch).
      if (variantRead.directed) {
        const { state, points } = await page.evaluate(() => {
          const el = document.querySelector('cat-mouse-game');
          return { state: el.boardState, points: el.result.graph.map((_, i) => el.boardPoint(i)) };
        });
        let closest = Infinity;
        for (let a = 0; a < points.length; a++)
          for (let b = a + 1; b < points.length; b++)
            closest = Math.min(closest, Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]));
        assert.ok(
          closest >= 2 * state.tokenRadius + 4,
          `nodes ${Math.round(closest)} px apart, tokens ${Math.round(state.tokenRadius)} px in radius`,
        );
        assert.ok(state.arrowSize >= 14, `arrowheads of ${state.arrowSize} px`);
      }

      // Step through the whole line with the step buttons.
      const forward = element(page).getByRole('button', { name: 'Step forward' });
      for (let i = 1; i < line.length; i++) {
        await forward.click();
        await page.waitForFunction((k) => document.querySelector('cat-mouse-game').step === k, i);
      }
      assert.deepEqual(await page.evaluate(() => document.querySelector('cat-mouse-game').position), line.at(-1));
      // Each move of the line in the move list: a pass says "stays on".
      const rows = await element(page).locator('ol.moves .go .what').allTextContents();
      assert.equal(rows.length, line.length);
      assert.equal(rows.filter((r) => /stays on/.test(r)).length, passes, rows.join(' | '));
      await page.screenshot({ path: `${shots}/variant-${variant.name}.png` });

      // The link: copied, then opened afresh, shows the same board and rules.
      await page.getByRole('button', { name: 'Copy link to this board' }).click();
      await page.waitForFunction(() => location.hash.includes('g1='));
      const link = page.url();
      const params = new URLSearchParams(new URL(link).hash.slice(1));
      // One hole under hole= (as links always had it), several under holes=; a variant at its default is left out.
      const oneHole = variantRead.holes.length === 1;
      assert.equal(params.get('hole'), oneHole ? String(variantRead.holes[0]) : null);
      assert.equal(params.get('holes'), oneHole ? null : variantRead.holes.join(','));
      assert.equal(params.get('catOnHole'), variantRead.catOnHole === 'barred' ? null : variantRead.catOnHole);
      assert.equal(params.get('pass'), variantRead.pass ? 'true' : null);
      assert.equal(params.get('directed'), variant.pick.directed ? 'true' : null);
      const board = await page.evaluate(() => {
        const game = document.querySelector('cat-mouse-game');
        return { shown: game.shown, position: game.position, step: game.step, variant: game.result.variant };
      });

      const other = await open(link);
      await solvedWith(other.page, variant.text, variantRead);
      await other.page.waitForFunction((k) => document.querySelector('cat-mouse-game').step === k, board.step);
      const again = await other.page.evaluate(() => {
        const game = document.querySelector('cat-mouse-game');
        return { shown: game.shown, position: game.position, step: game.step, variant: game.result.variant };
      });
      assert.deepEqual(again, board);
      assert.equal(await other.page.locator('#rule-holes').inputValue(), variantRead.holes.join(', '));
      assert.equal(await other.page.locator('#rule-catOnHole').inputValue(), variantRead.catOnHole);
      assert.equal(await other.page.locator('#rule-pass').isChecked(), variantRead.pass);
      assert.match(await other.page.getByRole('status').first().textContent(), new RegExp(verdict));
    });
  });
}

test("the element takes the variants as attributes (the schema's names); hole and holes together are refused naming both", async () => {
  await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
    const expected = solver.solve(EXAMPLE_1, { holes: [0, 4], catOnHole: 'guards', pass: true });
    const verdict = verdictText(expected);
    expected.dispose();
    await defineNewGame(page);
    const result = await page.evaluate(async (graph) => {
      const game = window.newGame({ graph, holes: '0, 4', 'cat-on-hole': 'guards', pass: '' });
      const solved = await new Promise((resolve) =>
        game.addEventListener('cat-mouse-solved', ({ detail }) => resolve(detail), { once: true }),
      );
      game.setAttribute('hole', '3');
      const error = await new Promise((resolve) =>
        game.addEventListener('cat-mouse-error', ({ detail }) => resolve(detail), { once: true }),
      );
      return { variant: solved.variant, outcome: solved.outcome, plies: solved.plies, error, pass: game.pass, holes: game.holes };
    }, EXAMPLE_1);
    assert.deepEqual(result.variant, { directed: false, holes: [0, 4], catOnHole: 'guards', pass: true });
    assert.equal(verdictText(result), verdict);
    assert.equal(result.pass, true);
    assert.deepEqual(result.holes, [0, 4]);
    assert.equal(result.error.code, 'rules.conflicting-options');
    assert.deepEqual([...result.error.options].sort(), ['hole', 'holes']);
  });
});

test('axe-core: the Rules panel with the variant options has no moderate, serious or critical violation', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await pick(page, { holes: '0, 4', catOnHole: 'guards', pass: true });
    await page.locator('fieldset.rules').screenshot({ path: `${shots}/variant-rules-panel.png` });
    await axeAudit(page, 'the Rules panel', { include: ['fieldset.rules'] });
    // Each variant field has a name a screen reader reads.
    for (const id of ['rule-holes', 'rule-catOnHole', 'rule-pass', 'rule-directed']) {
      const name = await page.locator(`#${id}`).evaluate((el) => el.labels?.[0]?.textContent.trim() ?? '');
      assert.ok(name.length > 4, `${id} has the label ${JSON.stringify(name)}`);
    }
  });
});

test("pass: a click on the mover's own token, or P from the keyboard, makes it stay (a what-if and in play); without pass neither moves it", async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await setGraph(page, EXAMPLE_1);
    await pick(page, { pass: true });
    const expected = solver.solve(EXAMPLE_1, { pass: true });
    await solvedWith(page, EXAMPLE_1, { ...expected.variant, holes: [...expected.variant.holes] });
    const game = element(page);
    const canvas = game.locator('canvas[part=board]');
    const clickToken = async (who) => {
      // the board in view first: ticking a Rules checkbox may have scrolled the page
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      const [x, y] = await game.evaluate((el, w) => el.boardPoint(el.position[w]), who);
      await page.mouse.click(box.x + x, box.y + y);
    };
    const state = () => game.evaluate((el) => ({ position: el.position, step: el.step, last: el.session.last }));
    // A what-if at the start: the mouse (to move) stays; the cat is to move on the same nodes.
    const before = await state();
    await clickToken('mouse');
    await page.waitForFunction((p) => document.querySelector('cat-mouse-game').position.turn !== p.turn, before.position);
    const stayed = await state();
    assert.deepEqual(stayed.position, { ...before.position, turn: 'cat' });
    assert.equal(stayed.step, 1);
    // The move list says so, and the table agrees with the position reached.
    const rows = await game.locator('ol.moves .go .what').allTextContents();
    assert.match(rows[1], /Mouse stays on 1/);
    const value = expected.value(stayed.position);
    assert.deepEqual(await game.evaluate((el) => ({ outcome: el.session.entry.value.outcome, plies: el.session.entry.value.plies })), {
      outcome: value.outcome,
      plies: value.outcome === 0 ? null : value.plies,
    });
    // The keyboard: P on the focused board, the cat stays too.
    await canvas.focus();
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').position.turn === 'mouse');
    assert.deepEqual((await state()).position, before.position);
    // The board's name tells of the key.
    assert.match(await canvas.getAttribute('aria-label'), /P passes/);
    // In play mode (the person the mouse): P passes the person's move, the computer answers.
    await game.getByRole('radio', { name: 'Play the computer' }).check();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
    const start = (await state()).position;
    await canvas.focus();
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.last >= 1);
    const played = await game.evaluate((el) => el.session.timeline[1].move);
    assert.deepEqual(played, { who: 'mouse', from: start.mouse, to: start.mouse });
    await page.screenshot({ path: `${shots}/variant-pass-click.png` });
    // Without pass: a click on the own token leaves the position alone, P says why.
    await game.getByRole('radio', { name: 'Watch' }).check();
    await page.locator('#rule-pass').setChecked(false);
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').result?.variant?.pass === false);
    const still = await state();
    await clickToken('mouse');
    await canvas.focus();
    await page.keyboard.press('p');
    await page.waitForFunction(
      () => /nobody may pass/.test(document.querySelector('cat-mouse-game').shadowRoot.querySelector('.announce').textContent),
      null,
      { timeout: PATIENCE },
    );
    assert.deepEqual(await state(), still);
    expected.dispose();
  });
});
