// Accessibility (WCAG 2.2 AA): the default palette's contrast read from the
// computed styles, an axe-core audit of the page and the embed, and the page
// used by keyboard alone (tab order = visual order, a visible focus ring).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, shots, REGRESSION, PATIENCE, settled, recordEvents } from './helpers.mjs';
import { axeAudit } from './axe.mjs';
import { over, ratio } from './contrast.mjs';
import { COLORS } from '../../web/src/element/board/icons.js';

const env = withServerAndBrowser({ before, after });
const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (scope, text) => scope.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: PATIENCE });

// In the page: the colour pairs to check, as computed. Each entry is
// { what, fg, bg, min }: fg over bg, where bg is the element's own
// background composited over its ancestors' (through the shadow host).
function palettePairs() {
  const parent = (el) => el.parentElement ?? el.getRootNode().host ?? null;
  const backgroundOf = (el) => {
    const layers = [];
    for (let at = el; at; at = parent(at)) {
      const bg = getComputedStyle(at).backgroundColor;
      if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') layers.push(bg);
      if (/^rgb\(/.test(bg)) break;
    }
    return layers.length ? layers : ['rgb(255, 255, 255)'];
  };
  const host = document.querySelector('cat-mouse-game');
  const root = host.shadowRoot;
  const pairs = [];
  const visible = (el) => el.getClientRects().length > 0;
  const text = (scope, selector, min = 4.5) => {
    for (const el of scope.querySelectorAll(selector)) {
      if (!visible(el)) continue;
      pairs.push({
        what: `text ${selector} "${el.textContent.trim().slice(0, 30)}"`,
        fg: getComputedStyle(el).color,
        bg: backgroundOf(el),
        min,
      });
    }
  };
  // a graphic: its fill (background-color, of the element or a pseudo-element; a value mark's
  // <svg>, its disc's fill) against what it sits on
  const mark = (scope, selector, pseudo = null, min = 3) => {
    for (const el of scope.querySelectorAll(selector)) {
      if (!visible(el)) continue;
      const disc = el.querySelector(':scope > circle');
      const fill = disc ? getComputedStyle(disc).fill : getComputedStyle(el, pseudo).backgroundColor;
      pairs.push({ what: `mark ${selector}${pseudo ?? ''}`, fg: fill, bg: pseudo ? backgroundOf(el) : backgroundOf(parent(el)), min });
    }
  };
  text(root, '.verdict');
  text(root, '.position');
  text(root, '.legend li');
  text(root, '.moves-help');
  text(root, '.num');
  text(root, '.who');
  text(root, '.chip');
  text(root, '.choice');
  text(root, '.here-kind');
  text(root, '.end');
  text(root, '.badge');
  text(root, '.step-label span');
  text(root, '.speed-label span');
  text(root, 'select');
  mark(root, '.verdict', '::before');
  mark(root, '.legend .dot');
  mark(root, '.legend svg.mark');
  mark(root, '.chip svg.mark:has(circle)');
  mark(root, '.choice svg.mark');
  // the page around it
  text(document, '.tagline');
  text(document, '.hint');
  text(document, '.rules label span');
  text(document, '.foot p');
  text(document, 'a');
  text(document, '.rules-text summary');
  mark(document, '.rules .dot');
  for (const el of document.querySelectorAll('textarea, select, input[type=number]')) {
    pairs.push({ what: `field border #${el.id}`, fg: getComputedStyle(el).borderTopColor, bg: backgroundOf(parent(el)), min: 3 });
  }
  // the board's background, under the legend's translucent white
  pairs.boardBg = backgroundOf(root.querySelector('.stage'));
  return pairs;
}

const seen = (pair) => pair.bg.reduceRight((under, layer) => over(layer, under), 'rgb(255, 255, 255)');

test('the default palette: text at least 4.5:1, marks and tokens 3:1, the board in sync with the CSS', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await game(page).getByRole('button', { name: 'Last position' }).click(); // the end row and the repeat badge show
    const atEnd = await page.evaluate(palettePairs);
    // One step back: the moves from there (a repeated position ends the game: it offers none).
    await game(page).getByRole('button', { name: 'Step back' }).click();
    const pairs = [...atEnd, ...(await page.evaluate(palettePairs))];
    const failures = [];
    const kinds = new Set();
    for (const pair of pairs) {
      const bg = seen(pair);
      const fg = over(pair.fg, bg);
      const r = ratio(fg, bg);
      kinds.add(pair.what.split(' ').slice(0, 2).join(' '));
      if (r < pair.min) failures.push(`${pair.what}: ${fg} on ${bg} is ${r.toFixed(2)}:1 (needs ${pair.min})`);
    }
    assert.deepEqual(failures, []);
    for (const need of [
      'mark .verdict::before',
      'mark .legend',
      'mark .chip',
      'text .chip',
      'text .choice',
      'mark .choice',
      'text .who',
      'text .end',
    ]) {
      assert.ok(
        [...kinds].some((k) => k.startsWith(need)),
        `checked ${need}`,
      );
    }

    // The board draws with icons.js COLORS: the same hues as the CSS, and each
    // graphic at least 3:1 on the board, each white label at least 4.5:1.
    const vars = await game(page).evaluate((el) =>
      Object.fromEntries(
        ['mouse', 'cat', 'win', 'draw', 'loss'].map((name) => [
          name,
          getComputedStyle(el.shadowRoot.querySelector('.game')).getPropertyValue(`--${name}`).trim(),
        ]),
      ),
    );
    for (const [name, value] of Object.entries(vars)) assert.equal(value.toLowerCase(), COLORS[name], `--${name} and COLORS.${name}`);
    assert.equal(ratio(COLORS.board, '#fafbfc'), 1, 'COLORS.board is the board');
    for (const name of ['mouse', 'cat', 'win', 'draw', 'loss', 'edge', 'nodeRing', 'hole', 'text']) {
      assert.ok(ratio(COLORS[name], COLORS.board) >= 3, `COLORS.${name} on the board: ${ratio(COLORS[name], COLORS.board).toFixed(2)}`);
    }
    for (const name of ['mouse', 'catInk', 'loss', 'text']) {
      assert.ok(ratio('#ffffff', COLORS[name]) >= 4.5, `white tag text on COLORS.${name}: ${ratio('#ffffff', COLORS[name]).toFixed(2)}`);
    }
    // and the white glyph of a value mark on its disc
    for (const name of ['win', 'draw', 'loss']) assert.ok(ratio('#ffffff', COLORS[name]) >= 3, `white glyph on ${name}`);
  });
});

test('axe-core: no moderate, serious or critical violation on the page (watching, playing, the value map open), the embed (watching and playing), a draw at the end of its line, and a phone', async () => {
  {
    await withPage(env.browser, env.server.url, async ({ page }) => {
      await expectVerdict(page, 'Draw');
      await axeAudit(page, 'the page');
      await game(page).getByRole('radio', { name: 'Play the computer' }).check();
      await game(page).getByRole('combobox', { name: 'You play' }).waitFor();
      await axeAudit(page, 'the page, playing');
      await game(page).getByRole('radio', { name: 'Watch' }).check();
      await game(page).getByText('Value map', { exact: false }).first().click();
      await game(page)
        .getByRole('application', { name: /^Value map/ })
        .waitFor({ timeout: PATIENCE });
      await axeAudit(page, 'the page, the value map open');
      await page.getByRole('combobox', { name: 'Examples' }).selectOption({ index: 2 });
      await expectVerdict(page, /wins|Draw/);
      await axeAudit(page, 'another example');
      // LeetCode example 1 (a draw), at the end of its line: the repeat badge, the end row
      await page.getByRole('combobox', { name: 'Examples' }).selectOption({ index: 1 });
      await expectVerdict(page, 'Draw');
      await game(page).getByRole('button', { name: 'Last position' }).click();
      await axeAudit(page, 'a draw at the end of its line');
      // an error on screen
      await page.getByRole('textbox', { name: 'Graph' }).fill('[[1,2],[0],[0,7]]');
      await page.locator('#graph-alert').filter({ hasText: 'lists 7' }).waitFor({ timeout: PATIENCE });
      await axeAudit(page, 'a graph error');
    });
  }
  {
    await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
      await expectVerdict(page.locator('#example-1'), 'Draw');
      await expectVerdict(page.locator('#beyond-2n'), 'Cat wins in 24 moves');
      await axeAudit(page, 'the embed page');
      await page.locator('#example-1').getByRole('radio', { name: 'Play the computer' }).check();
      await page.locator('#example-1').getByRole('combobox', { name: 'You play' }).waitFor();
      await axeAudit(page, 'the embed page, playing');
    });
  }
  {
    await withPage(env.browser, env.server.url, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
      await expectVerdict(page, 'Draw');
      await axeAudit(page, 'a phone');
    });
  }
});

// Where the focus is, through shadow roots: what it is, its box, and
// whether a focus indicator is drawn (an outline or a box-shadow).
function focused() {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  // in the coordinates of the content: a list that scrolls to show the focus does not move it
  let scrolled = 0;
  for (let at = el.parentElement ?? el.getRootNode().host; at; at = at.parentElement ?? at.getRootNode().host) {
    if (at !== document.documentElement && at !== document.body) scrolled += at.scrollTop;
  }
  const region = el.closest('header, .editor, footer') ?? (el.getRootNode().host ? 'game' : null);
  return {
    name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} ${el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 24)}`,
    region:
      typeof region === 'string'
        ? region
        : region
          ? region.tagName.toLowerCase() === 'section'
            ? 'editor'
            : region.tagName.toLowerCase()
          : 'other',
    top: rect.top + scrollY + scrolled,
    left: rect.left + scrollX,
    bottom: rect.bottom + scrollY + scrolled,
    outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : null,
    shadow: style.boxShadow !== 'none' ? style.boxShadow : null,
  };
}

test('keyboard only: Tab visits the controls in visual order at 390, 1024 and 1440 px, each with a visible ring of 3:1', async () => {
  for (const width of [1440, 1024, 390]) {
    await withPage(env.browser, env.server.url, { viewport: { width, height: 900 } }, async ({ page }) => {
      await expectVerdict(page, 'Draw');
      const stops = [];
      for (let i = 0; i < 60; i++) {
        // (enough for every control: the Rules panel grows with the schema)
        await page.keyboard.press('Tab');
        const at = await page.evaluate(focused);
        if (!at || stops.some((s) => s.name === at.name && s.top === at.top)) break; // back at the start
        stops.push(at);
      }
      assert.ok(stops.length > 20, `${width}px: ${stops.length} stops`);
      // The blocks come in the order they are seen: top to bottom, and side by side left to right.
      const blocks = await page.evaluate(() =>
        Object.fromEntries(
          [
            ['header', 'header'],
            ['editor', '.editor'],
            ['game', 'cat-mouse-game'],
            ['footer', 'footer'],
          ].map(([name, selector]) => {
            const r = document.querySelector(selector).getBoundingClientRect();
            return [name, { top: r.top, left: r.left }];
          }),
        ),
      );
      const seenOrder = Object.keys(blocks).sort((a, b) =>
        Math.abs(blocks[a].top - blocks[b].top) < 40 ? blocks[a].left - blocks[b].left : blocks[a].top - blocks[b].top,
      );
      const tabOrder = stops.map((s) => s.region).filter((r, i, all) => r !== all[i - 1]);
      assert.deepEqual(tabOrder, seenOrder, `${width}px: the blocks in tab order`);
      // Inside a block the focus never goes back up (a row read left to right).
      for (let i = 1; i < stops.length; i++) {
        const [a, b] = [stops[i - 1], stops[i]];
        if (a.region !== b.region) continue;
        const sameRow = b.top < a.bottom && b.left > a.left;
        assert.ok(
          b.top >= a.top - 2 || sameRow || (width > 900 && b.region === 'game' && b.left > a.left),
          `${width}px: ${a.name} (${Math.round(a.top)}) then ${b.name} (${Math.round(b.top)})`,
        );
      }
      for (const stop of stops) {
        assert.ok(stop.outline || stop.shadow, `${width}px: ${stop.name} shows no focus ring`);
        const ring = stop.outline ?? stop.shadow.match(/rgba?\([^)]+\)/)?.[0];
        for (const bg of ['#ffffff', '#f5f3ee', '#fafbfc'])
          assert.ok(ratio(over(ring, bg), bg) >= 3, `${width}px: ${stop.name}: ring ${ring} on ${bg}`);
      }
      if (width === 390) await page.screenshot({ path: `${shots}/a11y-focus-phone.png` });
    });
  }
});

test('screen readers: each step is said once, politely; the verdict is not repeated; errors are said once per new message', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    await expectVerdict(page, 'Draw');
    await game(page).evaluate((el) => {
      const root = el.shadowRoot;
      window.said = [];
      window.verdictChanges = 0;
      const live = root.querySelector('[aria-live=polite]:not([role])');
      new MutationObserver(() => window.said.push(live.textContent)).observe(live, { childList: true, characterData: true, subtree: true });
      new MutationObserver(() => window.verdictChanges++).observe(root.querySelector('[role=status]'), {
        childList: true,
        characterData: true,
        subtree: true,
        attributes: true,
      });
    });
    const forward = game(page).getByRole('button', { name: 'Step forward' });
    await forward.click();
    await forward.click();
    await page.keyboard.press('ArrowLeft');
    await settled(page); // the glides end: no more words
    const { line } = await game(page).evaluate((el) => el.result);
    const said = await page.evaluate(() => window.said);
    const m1 = line[0].turn;
    // The step, then its value in words (as the position line shows it: step-words.js).
    assert.deepEqual(said, [
      `Move 1 of 5: ${m1} from ${line[0][m1]} to ${line[1][m1]}. Mouse on ${line[1].mouse}, cat on ${line[1].cat}, ${line[1].turn} to move. ${said[0].split('to move. ')[1]}`,
      said[1],
      said[0],
    ]);
    assert.match(said[0], /to move\. (The (mouse|cat) wins in \d+ moves?|A draw)\.$/);
    assert.match(said[1], /^Move 2 of 5: /);
    // autoplay to the end: one announcement per step, the verdict untouched
    await page.evaluate(() => {
      window.said = [];
    });
    await game(page).evaluate((el) => {
      el.speed = 8;
    });
    await game(page).getByRole('button', { name: /^Play/ }).click();
    await game(page).getByRole('button', { name: /^Play/ }).waitFor({ timeout: PATIENCE });
    const played = await page.evaluate(() => window.said);
    assert.equal(played.length, new Set(played).size, `no step said twice: ${played.join(' | ')}`);
    assert.match(played.at(-1), /^Move 5 of 5: .*Draw: this position repeats/);
    assert.equal(await page.evaluate(() => window.verdictChanges), 0, 'the verdict (role=status) was not rewritten by stepping');
    // The canvas is named for what it shows.
    assert.match(
      await game(page).locator('canvas[part=board]').getAttribute('aria-label'),
      /^Game board: a graph of 6 nodes, the hole is node 0; the mouse starts on 1, the cat on 2\./,
    );

    // Page errors: polite, and not again while the message stays the same.
    assert.equal(
      await page.evaluate(() => document.querySelectorAll('[role=alert], [aria-live=assertive]').length),
      0,
      'no assertive region in the page around the board',
    );
    await page.evaluate(() => {
      window.errorsSaid = [];
      const voice = document.getElementById('error-voice');
      new MutationObserver(() => window.errorsSaid.push(voice.textContent)).observe(voice, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const box = page.getByRole('textbox', { name: 'Graph' });
    await box.fill('[[1,2],[0],[0,7]]');
    await page.locator('#graph-alert').filter({ hasText: 'lists 7' }).waitFor({ timeout: PATIENCE });
    await box.press('End');
    await box.press('Space'); // the same error after the next pause
    await page.waitForTimeout(1000);
    await box.press('Backspace');
    await page.waitForTimeout(1000);
    const errors = await page.evaluate(() => window.errorsSaid);
    assert.equal(errors.length, 1, `said once: ${errors.join(' | ')}`);
    assert.match(errors[0], /lists 7/);
    assert.doesNotMatch(errors[0], /Show line/);
    await box.fill('[[1,2],[0],[0,9]]');
    await page.locator('#graph-alert').filter({ hasText: 'lists 9' }).waitFor({ timeout: PATIENCE });
    await page.waitForTimeout(300);
    assert.equal((await page.evaluate(() => window.errorsSaid)).length, 2, 'a new message is said');
    // Once a board solves, the same mistake made again is news again.
    const solved = await recordEvents(page, 'cat-mouse-solved');
    await box.fill('[[1,3],[0],[3],[0,2]]');
    await solved(4);
    await box.fill('[[1,2],[0],[0,9]]');
    await page.locator('#graph-alert').filter({ hasText: 'lists 9' }).waitFor({ timeout: PATIENCE });
    await page.waitForTimeout(300);
    assert.equal((await page.evaluate(() => window.errorsSaid)).length, 3, 'said again after a solve');
  });
});

// The median time between steps of a line played at speed 4, in ms.
async function stepGaps(reducedMotion) {
  const gaps = await withPage(
    env.browser,
    `${env.server.url}#graph=${encodeURIComponent(REGRESSION)}`,
    { reducedMotion },
    async ({ page }) => {
      await expectVerdict(page, 'Cat wins in 24 moves');
      return game(page).evaluate(async (el) => {
        el.speed = 4;
        const times = [];
        let step = el.step;
        el.play();
        const start = performance.now();
        while (times.length < 7 && performance.now() - start < 8000) {
          await new Promise((r) => setTimeout(r, 5));
          if (el.step !== step) {
            step = el.step;
            times.push(performance.now());
          }
        }
        el.pause();
        return times.slice(1).map((t, i) => t - times[i]);
      });
    },
  );
  return gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)];
}

// player.js: a glide of 620 ms and a hold of 330 ms per step at speed 1.
const STEP_MS = (620 + 330) / 4;

test('prefers-reduced-motion: playback without glides at the same pace or slower, never faster', async () => {
  // Measured against the intended interval, not against the run with motion:
  // drawing the glides on a busy machine only ever makes that one slower.
  const moving = await stepGaps('no-preference');
  const still = await stepGaps('reduce');
  assert.ok(
    still >= STEP_MS * 0.9,
    `a step every ${Math.round(still)} ms with reduced motion, ${Math.round(moving)} ms without (${STEP_MS} intended)`,
  );
  assert.ok(moving >= STEP_MS * 0.9, `a step every ${Math.round(moving)} ms with motion`);
});

test('an autoplaying board without controls pauses from the keyboard (Space on the board, with a visible hint) and by its Pause button', async () => {
  await withPage(env.browser, `${env.server.url}embed.html`, async ({ page }) => {
    await page.evaluate((graph) => {
      const el = document.createElement('cat-mouse-game');
      el.id = 'bare';
      Object.assign(el, { graph, mouse: 1, cat: 2, hole: 0, speed: 2 });
      el.autoplay = true;
      document.querySelector('h1').after(el);
    }, REGRESSION);
    const bare = page.locator('#bare');
    await expectVerdict(bare, 'Cat wins in 24 moves');
    await page.waitForFunction(() => document.querySelector('#bare').step >= 1, null, { timeout: PATIENCE });
    const toggle = bare.getByRole('button', { name: 'Pause' });
    assert.equal(await toggle.count(), 1, 'a Pause button on a board without controls');
    // Keyboard: Tab to the board, the hint shows, Space pauses.
    await page.locator('.crumbs a').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(
      await bare.evaluate((el) => el.shadowRoot.activeElement?.tagName),
      'CANVAS',
      'the board takes the focus after its Pause button',
    );
    const hint = bare.locator('.key-hint');
    assert.equal(await hint.isVisible(), true);
    assert.equal(await hint.textContent(), 'Press Space to pause');
    await page.keyboard.press('Space');
    await bare.getByRole('button', { name: 'Play' }).waitFor({ timeout: PATIENCE });
    await page.waitForTimeout(800);
    const paused = await bare.evaluate((el) => el.step);
    await page.waitForTimeout(1500);
    assert.equal(await bare.evaluate((el) => el.step), paused, 'nothing moves after Space');
    assert.match(await hint.textContent(), /Space: play/);
    await page.screenshot({ path: `${shots}/a11y-embed-bare.png` });
    // The button plays and pauses again.
    await bare.getByRole('button', { name: 'Play' }).click();
    await bare.getByRole('button', { name: 'Pause' }).click();
    await page.waitForTimeout(800);
    const again = await bare.evaluate((el) => el.step);
    await page.waitForTimeout(1200);
    assert.equal(await bare.evaluate((el) => el.step), again);
    // With controls, no second Play/Pause button.
    assert.equal(
      await page
        .locator('#beyond-2n')
        .getByRole('button', { name: /^(Play|Pause)/ })
        .count(),
      1,
    );
  });
});
