// Theming (docs/theming.md, web/src/element/shell/theme.js): the dark default
// under prefers-color-scheme: dark passes the same axe-core audit as the
// light one (contrast included) on the page and the embed demo, at phone and
// laptop widths, with the move list, the explanations, the chart and the
// value map open; its palette meets AA (text 4.5:1, marks and tokens 3:1);
// the canvas draws with the custom properties (not constants) and follows
// them when they change; an author's own dark theme set through the
// documented --cm-* properties has no contrast violation; the ::part names
// are there. Screenshots of light and dark at both widths go to
// test-results/ (theme-*.png) to be looked at.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { withServerAndBrowser, withPage, shots, PATIENCE, settled, toggleEditMode } from './helpers.mjs';
import { axeAudit } from './axe.mjs';
import { ratio } from './contrast.mjs';
import { TOKENS, LIGHT, DARK } from '../../web/src/element/shell/theme.js';

const env = withServerAndBrowser({ before, after });
const WIDTHS = [
  [375, 812],
  [1280, 900],
];
const expectVerdict = (scope, text) => scope.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: PATIENCE });

// Opens everything that folds or is closed at first in each board: the
// move list and the explanations of a compact board, the value map.
async function openPanels(board) {
  for (const fold of await board.locator('.fold').all()) {
    if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) === 'false') await fold.click();
  }
  for (const fold of await board.locator('.fold').all())
    if (await fold.isVisible()) assert.equal(await fold.getAttribute('aria-expanded'), 'true', 'every fold open');
  await board.locator('.map-panel > summary').click();
  await board.getByRole('application', { name: /^Value map/ }).waitFor({ timeout: PATIENCE });
  await board.locator('.vm-counts li').first().waitFor();
}

// The colours of screen points (CSS pixels of a dpr-1 viewport), from a screenshot.
async function pixels(page, points) {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(image, 0, 0);
      return points.map(
        ([x, y]) =>
          `#${[...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`,
      );
    },
    { png, points },
  );
}

// A point of the board's background far from the drawing: its top-left corner, inside.
const boardCorner = (board) =>
  board.evaluate((el) => {
    const r = el.shadowRoot.querySelector('.stage').getBoundingClientRect();
    return [r.left + 14, r.top + 60];
  });

// The pixel of a token's disc on the board canvas (below its face), read from the canvas itself.
const tokenPixel = (board, who) =>
  board.evaluate((el, who) => {
    const canvas = el.shadowRoot.querySelector('canvas[part=board]');
    const [x, y] = el.boardPoint(Number(el[who]));
    const r = el.boardState.tokenRadius;
    const dpr = canvas.width / canvas.getBoundingClientRect().width;
    const d = canvas.getContext('2d').getImageData(Math.round(x * dpr), Math.round((y + r * 0.72) * dpr), 1, 1).data;
    return `#${[...d.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }, who);

const near = (a, b, tolerance = 6) => {
  const [x, y] = [a, b].map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)));
  return x.every((v, i) => Math.abs(v - y[i]) <= tolerance);
};
const dark = (colour) => ratio(colour, '#000000') < 1.6; // luminance below about 0.03
const light = (colour) => ratio(colour, '#ffffff') < 1.3;

// Over 20 s (about 27 s): axe-core on two pages, each at two widths in two
// schemes with every panel open; splitting it would load and solve the same
// pages again for each part.
test('the dark default: the page and the embed pass axe at 375 and 1280 px with every panel open, and the board is dark (light the same, for comparison)', async () => {
  for (const colorScheme of ['light', 'dark']) {
    for (const [width, height] of WIDTHS) {
      await withPage(env.browser, env.server.url, { viewport: { width, height }, colorScheme }, async ({ page }) => {
        const game = page.locator('cat-mouse-game');
        await expectVerdict(game, 'Draw');
        await game.getByRole('button', { name: 'Last position' }).click(); // the end row, the repeat badge
        const palette = await game.evaluate((el) => el.boardState.palette);
        assert.equal(palette.board, (colorScheme === 'dark' ? DARK : LIGHT).board, `${colorScheme} ${width}: the board's palette`);
        const [corner] = await pixels(page, [await boardCorner(game)]);
        assert.ok(colorScheme === 'dark' ? dark(corner) : light(corner), `${colorScheme} ${width}: the board's background is ${corner}`);
        const [pageBg] = await pixels(page, [[2, 2]]);
        assert.ok(colorScheme === 'dark' ? dark(pageBg) : light(pageBg), `${colorScheme} ${width}: the page around it is ${pageBg}`);
        await page.screenshot({ path: `${shots}/theme-${colorScheme}-${width}.png` });
        await openPanels(game);
        await axeAudit(page, `the page, ${colorScheme}, ${width} px, panels open`);
        await game.locator('.map-panel').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/theme-${colorScheme}-${width}-panels.png`, fullPage: true });
      });

      await withPage(env.browser, `${env.server.url}embed.html`, { viewport: { width, height }, colorScheme }, async (embed) => {
        const first = embed.page.locator('#example-1');
        await expectVerdict(first, 'Draw');
        await expectVerdict(embed.page.locator('#beyond-2n'), 'Cat wins in 24 moves');
        await openPanels(first);
        await axeAudit(embed.page, `the embed demo, ${colorScheme}, ${width} px`);
        await first.scrollIntoViewIfNeeded();
        await embed.page.screenshot({ path: `${shots}/theme-embed-${colorScheme}-${width}.png` });
      });
    }
  }
});

test('the dark palette as the element resolves it: text at least 4.5:1, marks, tokens, edges and the focus ring 3:1, on the board and the panel', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' }, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await expectVerdict(game, 'Draw');
    const p = await game.evaluate((el) => el.boardState.palette);
    for (const t of TOKENS) assert.equal(p[t.key], t.dark, `${t.name} resolves to its dark default`);
    const failures = [];
    const need = (fg, bg, min) => {
      const r = ratio(p[fg], p[bg]);
      if (r < min) failures.push(`${fg} on ${bg}: ${r.toFixed(2)}:1 (needs ${min})`);
    };
    for (const text of ['ink', 'muted', 'mouseInk', 'catInk', 'winInk', 'drawInk', 'lossInk'])
      for (const bg of ['bg', 'surface']) need(text, bg, 4.5);
    need('winInk', 'winSoft', 4.5);
    need('drawInk', 'drawSoft', 4.5);
    need('lossInk', 'lossSoft', 4.5);
    need('text', 'node', 4.5);
    need('cellId', 'floor', 4.5);
    need('text', 'floor', 4.5);
    need('holeLabel', 'hole', 4.5);
    for (const tag of ['mouse', 'catDeep', 'cat2', 'tag', 'drawDeep', 'loss']) need('onFill', tag, 4.5); // white words on tags and badges
    for (const glyph of ['win', 'draw', 'loss']) need('onFill', glyph, 3);
    need('bg', 'focus', 4.5); // the words of edit mode's focus tag and the pressed Edit button
    for (const graphic of ['mouse', 'cat', 'cat2', 'win', 'draw', 'loss', 'edge', 'nodeRing', 'holeRim', 'focus', 'text'])
      for (const bg of ['board', 'bg']) need(graphic, bg, 3);
    need('focus', 'surface', 3);
    need('wall', 'floor', 3);
    need('nodeRing', 'floor', 3);
    assert.deepEqual(failures, []);
    // the same colours in the CSS: the legend's dots are the tokens
    const dots = await game.evaluate((el) =>
      Object.fromEntries(
        ['mouse', 'cat'].map((who) => [who, getComputedStyle(el.shadowRoot.querySelector(`.legend .dot.${who}`)).backgroundColor]),
      ),
    );
    assert.deepEqual(dots, { mouse: 'rgb(74, 108, 232)', cat: 'rgb(210, 103, 15)' });
  });
});

test('the canvas draws with the custom properties and follows them: a token, the theme attribute, a style sheet, the colour scheme, the export', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, colorScheme: 'light' }, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await expectVerdict(game, 'Draw');
    await settled(page); // the first layout settles
    assert.ok(near(await tokenPixel(game, 'mouse'), LIGHT.mouse), 'the light mouse on the canvas');
    // A token set on the element (its style attribute): the board redraws in it.
    await game.evaluate((el) => el.style.setProperty('--cm-mouse', '#ff00aa'));
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').boardState.palette.mouse === '#ff00aa');
    await page.waitForTimeout(100);
    assert.ok(near(await tokenPixel(game, 'mouse'), '#ff00aa'), `the mouse's disc follows --cm-mouse: ${await tokenPixel(game, 'mouse')}`);
    assert.equal(
      await game.evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.legend .dot.mouse')).backgroundColor),
      'rgb(255, 0, 170)',
      'and the legend',
    );
    // The export draws what is shown.
    const svg = await game.evaluate((el) => el.boardSvg());
    assert.match(svg, /fill="#ff00aa"/, 'the SVG export has the mouse in its colour');
    assert.match(svg, new RegExp(`<rect width="100%" height="100%" fill="${LIGHT.board}"/>`));
    // theme="dark": the dark palette, on the canvas and in the export.
    await game.evaluate((el) => el.setAttribute('theme', 'dark'));
    await page.waitForFunction((board) => document.querySelector('cat-mouse-game').boardState.palette.board === board, DARK.board);
    assert.ok(near(await tokenPixel(game, 'mouse'), '#ff00aa'), "the author's token still wins over the dark default");
    assert.match(
      await game.evaluate((el) => el.boardSvg()),
      new RegExp(`<rect width="100%" height="100%" fill="${DARK.board}"/>`),
      'the export is dark too',
    );
    const [corner] = await pixels(page, [await boardCorner(game)]);
    assert.ok(dark(corner), `theme=dark: the board is ${corner}`);
    // A page style sheet changes a token; a cat-mouse-theme event makes the element read it.
    await page.addStyleTag({ content: 'cat-mouse-game { --cm-cat: #00d0ff; }' });
    await game.evaluate((el) => el.dispatchEvent(new Event('cat-mouse-theme')));
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').boardState.palette.cat === '#00d0ff');
    await page.waitForTimeout(100);
    assert.ok(near(await tokenPixel(game, 'cat'), '#00d0ff'), 'the cat follows the style sheet');
    // Back to the default theme; the system turns dark while the page is open.
    await game.evaluate((el) => {
      el.removeAttribute('theme');
      el.removeAttribute('style');
    });
    await page.waitForFunction((board) => document.querySelector('cat-mouse-game').boardState.palette.board === board, LIGHT.board);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction((board) => document.querySelector('cat-mouse-game').boardState.palette.board === board, DARK.board);
    await page.waitForTimeout(100);
    assert.ok(dark((await pixels(page, [await boardCorner(game)]))[0]), 'the board turned dark with the system');
    assert.ok(near(await tokenPixel(game, 'mouse'), DARK.mouse), 'and draws the dark mouse');
    // The value map's canvas too: its background is the panel's.
    await game.locator('.map-panel > summary').click();
    await game.getByRole('application', { name: /^Value map/ }).waitFor({ timeout: PATIENCE });
    await page.waitForTimeout(200);
    const mapCorner = await game.evaluate((el) => {
      const canvas = el.shadowRoot.querySelector('.vm-grid canvas');
      const d = canvas.getContext('2d').getImageData(2, 2, 1, 1).data;
      return `#${[...d.slice(0, 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    });
    assert.ok(near(mapCorner, DARK.bg), `the value map's corner is ${mapCorner}`);
  });
});

// An author's own dark theme, with none of the element's dark defaults
// (a light system): a purple night, set on the element by a page style sheet.
const PURPLE = {
  bg: '#1a1625',
  board: '#13101c',
  'board-dots': '#2a2438',
  surface: '#251f33',
  ink: '#ece8f5',
  muted: '#aba3bf',
  line: '#352d47',
  field: '#8a80a3',
  focus: '#ffb86b',
  accent: '#ffb86b',
  shadow: '#000000',
  mouse: '#5468ee',
  'mouse-ink': '#a6b0ff',
  cat: '#d9731a',
  'cat-ink': '#f5b36f',
  'cat-deep': '#a85006',
  cat2: '#b0602a',
  hole: '#050408',
  'hole-rim': '#b39064',
  'hole-label': '#f4e3c9',
  win: '#14985a',
  draw: '#a87a00',
  loss: '#dd4444',
  'win-ink': '#6fdaa0',
  'draw-ink': '#e8c45c',
  'loss-ink': '#ff9a9a',
  'draw-deep': '#8a6500',
  'win-soft': '#1a2e29',
  'draw-soft': '#2c2619',
  'loss-soft': '#301c24',
  edge: '#7a7192',
  node: '#2a2438',
  'node-ring': '#9a91b3',
  label: '#efeaf8',
  tag: '#4d4463',
  'on-fill': '#ffffff',
  floor: '#221d2e',
  wall: '#6f6688',
  'wall-cross': '#2a2438',
  'cell-id': '#b0a8c4',
};

test("an author's dark theme through the documented --cm-* properties: no contrast violation at 375 and 1280 px, and every colour the element draws is one of them", async () => {
  const documented = await readFile(new URL('../../docs/theming.md', import.meta.url), 'utf8');
  for (const name of [
    ...Object.keys(PURPLE).map((n) => `--cm-${n}`),
    '--cm-board-bg',
    '--cm-font',
    '--cm-board-height',
    '--cm-color-scheme',
  ]) {
    assert.ok(documented.includes(`\`${name}\``), `docs/theming.md documents ${name}`);
  }
  assert.deepEqual(
    Object.keys(PURPLE)
      .map((n) => `--cm-${n}`)
      .sort(),
    [...TOKENS.map((t) => t.name), '--cm-accent'].sort(),
    'the theme sets every token',
  );
  const css = `cat-mouse-game { ${Object.entries(PURPLE)
    .map(([n, v]) => `--cm-${n}: ${v};`)
    .join(' ')} --cm-font: Georgia, serif; --cm-color-scheme: dark; }`;
  for (const [width, height] of WIDTHS) {
    await withPage(env.browser, env.server.url, { viewport: { width, height }, colorScheme: 'light' }, async ({ page }) => {
      await page.addStyleTag({ content: css });
      const game = page.locator('cat-mouse-game');
      await expectVerdict(game, 'Draw');
      await game.evaluate((el) => el.dispatchEvent(new Event('cat-mouse-theme')));
      await page.waitForFunction((board) => document.querySelector('cat-mouse-game').boardState.palette.board === board, PURPLE.board);
      assert.equal(await game.evaluate((el) => getComputedStyle(el).colorScheme), 'dark', 'the form controls are dark too');
      const [corner] = await pixels(page, [await boardCorner(game)]);
      assert.ok(near(corner, PURPLE.board, 12), `the board is the theme's: ${corner}`);
      await game.getByRole('button', { name: 'Last position' }).click();
      await openPanels(game);
      await page.waitForTimeout(300);
      // Nothing in the element is painted in a colour outside the theme: every
      // text, background and border colour of every part is a token or a mix of them.
      const stray = await game.evaluate((el, theme) => {
        const allowed = new Set(
          Object.values(theme).map((hex) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`),
        );
        const out = [];
        for (const node of el.shadowRoot.querySelectorAll('*')) {
          if (!node.getClientRects().length) continue;
          const s = getComputedStyle(node);
          // (sliders and radio buttons are the browser's: painted in accent-color and the color-scheme, checked above)
          if (node.matches('input[type=range], input[type=radio]')) continue;
          for (const [what, value] of [
            ['color', s.color],
            ['background', s.backgroundColor],
          ]) {
            // the default light theme's colours must not show (a mix is fine: color(srgb …))
            if (/^rgb\(/.test(value) && !allowed.has(value))
              out.push(`${node.tagName.toLowerCase()}.${node.className?.baseVal ?? node.className} ${what} ${value}`);
          }
        }
        return [...new Set(out)];
      }, PURPLE);
      assert.deepEqual(stray, [], `${width}: colours not from the theme`);
      await axeAudit(page, `an author's dark theme, ${width} px`);
      await page.screenshot({ path: `${shots}/theme-author-${width}.png`, fullPage: width > 500 });
    });
  }
});

test('::part names for the main regions', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, colorScheme: 'light' }, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await expectVerdict(game, 'Draw');
    const parts = await game.evaluate((el) =>
      [...new Set([...el.shadowRoot.querySelectorAll('[part]')].flatMap((n) => n.getAttribute('part').split(' ')))].sort(),
    );
    const want = [
      'alert',
      'board',
      'button',
      'chart',
      'controls',
      'explanation',
      'explore',
      'insight',
      'legend',
      'mode',
      'move-list',
      'moves-here',
      'play-button',
      'side',
      'solve-steps',
      'stage',
      'status',
      'value-map',
      'verdict',
      'zoom',
    ];
    assert.deepEqual(parts, want);
    const documented = await readFile(new URL('../../docs/theming.md', import.meta.url), 'utf8');
    for (const part of want) assert.ok(documented.includes(`\`${part}\``), `docs/theming.md names the part ${part}`);
    // a page styles a part from outside
    await page.addStyleTag({
      content: 'cat-mouse-game::part(verdict) { color: rgb(1, 2, 3); } cat-mouse-game::part(play-button) { background: rgb(4, 5, 6); }',
    });
    await page.waitForTimeout(400); // the button's background transition
    assert.equal(await game.evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.verdict')).color), 'rgb(1, 2, 3)');
    assert.equal(await game.evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.play')).backgroundColor), 'rgb(4, 5, 6)');
  });
});

test('dark, the other states: a grid, two cats, edit mode, play mode with its messages and a graph error pass axe; screenshots', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1280, height: 900 }, colorScheme: 'dark' }, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await expectVerdict(game, 'Draw');
    const stage = async (name) => {
      const box = await game.evaluate((el) => {
        const r = el.shadowRoot.querySelector('.stage').getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      });
      await page.screenshot({ path: `${shots}/theme-dark-${name}.png`, clip: box });
    };
    // two cats
    await page.locator('#rule-cat2').fill('4');
    await page.locator('#rule-cat2').press('Tab');
    await page.waitForFunction(
      () => {
        const g = document.querySelector('cat-mouse-game');
        return !g.busy && g.result?.twoCats;
      },
      null,
      { timeout: PATIENCE },
    );
    await page.waitForTimeout(600);
    await axeAudit(page, 'dark, two cats');
    await stage('two-cats');
    await page.locator('#rule-cat2').fill('');
    await page.locator('#rule-cat2').press('Tab');
    await page.waitForFunction(
      () => {
        const g = document.querySelector('cat-mouse-game');
        return !g.busy && g.result && !g.result.twoCats;
      },
      null,
      { timeout: PATIENCE },
    );
    // play mode: a move against the computer and its feedback
    await game.getByRole('radio', { name: 'Play the computer' }).check();
    await game.getByRole('button', { name: 'Hint' }).click();
    await page.waitForTimeout(600);
    await axeAudit(page, 'dark, play mode with a hint');
    await page.screenshot({ path: `${shots}/theme-dark-play.png` });
    await game.getByRole('radio', { name: 'Watch' }).check();
    // edit mode, with a node selected and a hovered node's tag
    await toggleEditMode(game);
    const [x, y] = await game.evaluate((el) => el.boardPoint(3));
    const canvas = await game.locator('canvas[part=board]').boundingBox();
    await page.mouse.click(canvas.x + x, canvas.y + y);
    const [hx, hy] = await game.evaluate((el) => el.boardPoint(4));
    await page.mouse.move(canvas.x + hx, canvas.y + hy);
    await page.waitForTimeout(300);
    await axeAudit(page, 'dark, edit mode');
    await stage('edit');
    await toggleEditMode(game);
    // a LeetCode 1728 grid
    const maze = await page.evaluate(
      () => [...document.querySelectorAll('#examples option')].find((o) => /1728/.test(o.textContent) && /maze/i.test(o.value))?.value,
    );
    assert.ok(maze, 'the maze example');
    await page.getByRole('combobox', { name: 'Examples' }).selectOption(maze);
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').boardState.grid, null, { timeout: PATIENCE });
    await page.waitForTimeout(600);
    await axeAudit(page, 'dark, a grid');
    await stage('grid');
    // a graph error
    await page.getByRole('textbox', { name: 'Graph' }).fill('[[1,2],[0],[0,7]]');
    await page.locator('#graph-alert').filter({ hasText: 'lists 7' }).waitFor({ timeout: PATIENCE });
    await axeAudit(page, 'dark, a graph error');
    await page.screenshot({ path: `${shots}/theme-dark-error.png` });
  });
});
