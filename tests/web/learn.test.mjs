// The learner's board as a person uses it: what-if moves, play against the
// computer (a whole game by keyboard only), links to a moment, Back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, shots, REGRESSION, EXAMPLE_1, withPage, recordAnnouncements, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const expectVerdict = (page, text) => page.getByRole('status').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
const position = (page) => game(page).locator('.position').textContent();
const regressionUrl = (base, extra = '') => `${base}#graph=${encodeURIComponent(REGRESSION)}${extra}`;
// The element's shadow root's focused element, described; its name is its
// aria-label or its text without what is aria-hidden.
const focused = (page) =>
  game(page).evaluate((el) => {
    const a = el.shadowRoot.activeElement;
    if (!a) return null;
    const copy = a.cloneNode(true);
    for (const hidden of copy.querySelectorAll('[aria-hidden=true]')) hidden.remove();
    return {
      tag: a.tagName,
      name: a.getAttribute('aria-label') ?? copy.textContent.trim(),
      to: a.dataset?.to ?? null,
      within: a.closest('.here') ? 'here' : a.closest('.movelist') ? 'list' : '',
    };
  });

test('what if: a move chip off the line plays it, the line is recomputed, Undo returns', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    // The mouse's worst first move, 1 → 4, from the first row of the move list.
    const chip = game(page)
      .locator('.movelist')
      .getByRole('button', { name: /^Mouse to 4:/ })
      .first();
    await chip.click();
    await game(page).locator('.message').filter({ hasText: 'What if: the mouse goes from 1 to 4' }).waitFor();
    assert.match(await position(page), /^Move 1 of 4: mouse on 4, cat on 2 · cat to move · the cat wins in 3 moves$/);
    assert.equal(await page.getByRole('slider', { name: 'Step' }).getAttribute('max'), '4');
    assert.equal(await game(page).locator('.movelist .row').count(), 5);
    assert.match(await game(page).locator('.movelist .row').nth(1).textContent(), /your choice/);
    // The moves from here, grouped, also play: the cat's fastest win is the
    // line's own move, so it steps along the line.
    const best = game(page)
      .locator('.here')
      .getByRole('button', { name: /^Cat to \d+: cat wins in 2 moves \(the line shown\)$/ });
    assert.equal(await best.count(), 1);
    await best.click();
    await game(page)
      .locator('.position')
      .filter({ hasText: /^Move 2 of 4:/ })
      .waitFor();
    await game(page).getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('slider', { name: 'Step' }).and(page.locator('[max="24"]')).waitFor();
    assert.equal(await game(page).getByRole('button', { name: 'Undo' }).isDisabled(), true);
    await game(page).getByRole('button', { name: 'Redo' }).click();
    assert.equal(await page.getByRole('slider', { name: 'Step' }).getAttribute('max'), '4');
  });
});

test('a click on a node that is not a legal move says why in the status line', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').layoutRunning, null, { timeout: PATIENCE });
    const click = async (node) => {
      const [x, y] = await game(page).evaluate((el, n) => {
        const r = el.shadowRoot.querySelector('canvas').getBoundingClientRect();
        const [px, py] = el.boardPoint(n);
        return [r.left + px, r.top + py];
      }, node);
      await page.mouse.click(x, y);
    };
    await click(8); // the mouse on 1 is not next to 8
    await game(page)
      .locator('.message')
      .filter({ hasText: "Node 8 is not next to the mouse's node 1: a move goes along an edge." })
      .waitFor();
    await click(9); // a legal move off the line (which goes to 6): plays it
    await game(page).locator('.message').filter({ hasText: 'What if: the mouse goes from 1 to 9' }).waitFor();
    assert.match(await position(page), /^Move 1 of 24:/);
  });
});

test('a whole game against the computer by keyboard only, as the mouse, to its announced end', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    // Tab to the mode switch (a radio group), arrow to "Play the computer".
    let guard = 0;
    while (
      (await focused(page))?.name !== 'Watch' &&
      !(await game(page).evaluate((el) => el.shadowRoot.activeElement?.value === 'replay'))
    ) {
      await page.keyboard.press('Tab');
      assert.ok(++guard < 60, 'the mode switch is reachable with Tab');
    }
    await page.keyboard.press('ArrowRight');
    await game(page).locator('.play-options').waitFor();
    // Arrowed onto, Play waits for the person (Space here, or Start the game): the mouse, perfect computer, as they are.
    await game(page).getByRole('button', { name: 'Start the game' }).waitFor();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play', null, { timeout: PATIENCE });
    // Tab on to the moves from here, then play: Enter on the focused move each turn.
    guard = 0;
    while ((await focused(page))?.within !== 'here') {
      await page.keyboard.press('Tab');
      assert.ok(++guard < 30, 'the moves are reachable with Tab');
    }
    await recordAnnouncements(game(page), 'announced');
    for (let turn = 0; turn < 40; turn++) {
      await page.waitForFunction(
        () => {
          const el = document.querySelector('cat-mouse-game');
          return (
            el.session.play.over ||
            (el.session.humanToMove && el.shadowRoot.activeElement?.closest('.here') && !el.shadowRoot.activeElement.disabled)
          );
        },
        null,
        { timeout: PATIENCE },
      );
      if (await game(page).evaluate((el) => !!el.session.play.over)) break;
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => !document.querySelector('cat-mouse-game').session.humanToMove || document.querySelector('cat-mouse-game').session.play.over,
        null,
        { timeout: PATIENCE },
      );
    }
    const announced = await page.evaluate(() => window.announced);
    const over = await game(page).evaluate((el) => el.session.play.over);
    assert.ok(over, 'the game ended');
    assert.equal(over.outcome, 2, 'the perfect cat wins this graph whatever the mouse does');
    await game(page).locator('.message').filter({ hasText: 'Game over: the computer wins.' }).waitFor();
    // The status at the end in short lines: how it ended, then your last move and its verdict (then any note).
    const lines = await game(page).locator('.message .line').allTextContents();
    assert.equal(lines[0], 'Game over: the computer wins.');
    assert.match(lines[1], /^Your move from \d+ to \d+: [^.]+\.$/, `the verdict on your last move, a line of its own: ${lines[1]}`);
    // The heading is about the game played, not the start: the end, in words.
    assert.equal(await game(page).locator('.verdict').textContent(), 'Game over: Cat won');
    assert.ok(
      announced.some((text) => /The computer moves the cat/.test(text)),
      `the computer's moves are announced: ${announced.join(' | ')}`,
    );
    assert.ok(
      announced.some((text) => /^Your move: mouse from 1 to \d+\. /.test(text)),
      "the verdict on the person's move is announced",
    );
    assert.equal(announced.length, new Set(announced).size, 'nothing is said twice in a row');
    // The end is said once, by the verdict (a status region); the last step says how the game ended.
    assert.ok(!announced.some((text) => /Game over/.test(text)), `the live region leaves "Game over" to the verdict: ${announced.at(-1)}`);
    // ... and who won once, by the verdict: the live region says how, not again who.
    assert.match(announced.at(-1), /(catches the mouse|steps onto the cat|must step onto the cat) on node \d+\.$/);
    // The focus moved on to "Replay perfect play", which shows the line from the game's start.
    assert.equal((await focused(page)).name, 'Replay perfect play');
    await page.screenshot({ path: `${shots}/play-over.png` });
    await page.keyboard.press('Enter');
    await game(page).locator('.message').filter({ hasText: 'Perfect play from the start of your game.' }).waitFor();
    assert.equal(await game(page).locator('.verdict').textContent(), 'Cat wins in 24 moves', "replay: the game's verdict again");
    assert.equal(await page.getByRole('slider', { name: 'Step' }).getAttribute('max'), '24');
  });
});

test('the link holds the moment shown, opens at it, and Back steps back through what was done', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page, open }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    const historyLength = await page.evaluate(() => history.length);
    await game(page)
      .locator('.movelist')
      .getByRole('button', { name: /^Mouse to 4:/ })
      .first()
      .click();
    await page.waitForFunction(() => location.hash.includes('path=4'));
    assert.match(await page.evaluate(() => location.hash), /path=4&ply=1$/);
    await game(page).getByRole('button', { name: 'Step forward' }).click();
    await page.waitForFunction(() => location.hash.endsWith('ply=2'));
    assert.equal(await page.evaluate(() => history.length), historyLength + 1, 'stepping replaces; only the what-if pushed');
    const link = await page.evaluate(() => location.href);
    // The link opens at that moment in a fresh page.
    const other = await open(link);
    await other.page
      .locator('cat-mouse-game .position')
      .filter({ hasText: /^Move 2 of 4: mouse on 4/ })
      .waitFor({ timeout: PATIENCE });
    assert.equal(await other.page.getByRole('slider', { name: 'Step' }).getAttribute('max'), '4');
    // Back returns to the line before the what-if, on the same page.
    await page.goBack();
    await page.getByRole('slider', { name: 'Step' }).and(page.locator('[max="24"]')).waitFor();
    assert.match(await page.evaluate(() => location.href), new RegExp(`^${env.server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}#g1=`));
    assert.match(await position(page), /^Start:/);
  });
});

test('a new graph typed during a game asks before ending it, and the text stays', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    await game(page).getByRole('radio', { name: 'Play the computer' }).check();
    // The moves offered are play's (not the watch mode's, drawn a moment before): a click on one is a move of the game.
    await page.waitForFunction(
      () => {
        const el = document.querySelector('cat-mouse-game');
        return el.session.mode === 'play' && el.session.humanToMove && !el.busy;
      },
      null,
      { timeout: PATIENCE },
    );
    await game(page).locator('.here').getByRole('button').first().click();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.last >= 2, null, { timeout: PATIENCE });
    const box = page.getByRole('textbox', { name: 'Graph' });
    await box.fill('[[1,3],[0],[3],[0,2]]');
    await game(page).getByRole('group', { name: 'A new graph or new rules' }).waitFor();
    assert.equal(await box.inputValue(), '[[1,3],[0],[3],[0,2]]');
    await game(page).getByRole('button', { name: 'Keep playing' }).click();
    assert.equal(await game(page).evaluate((el) => el.session.mode), 'play');
    await box.press('End');
    await box.type(' ');
    await game(page).getByRole('button', { name: 'End the game and solve' }).click();
    await expectVerdict(page, 'Mouse wins in 1 move');
    assert.equal(await game(page).evaluate((el) => el.session.mode), 'replay');
  });
});

test('playing the cat: the computer opens as the mouse; the weaker computer shows its mistake slider', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    await game(page).getByRole('radio', { name: 'Play the computer' }).check();
    await game(page).getByRole('combobox', { name: 'You play' }).selectOption('cat');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.humanToMove, null, { timeout: PATIENCE });
    const { play, first } = await game(page).evaluate((el) => ({ play: el.session.play, first: el.session.timeline[1] }));
    assert.equal(play.human, 'cat');
    assert.equal(first.by, 'computer');
    assert.equal(first.move.who, 'mouse');
    assert.match(await game(page).locator('.here-title').textContent(), /^Your move \(the cat\)/);
    const slider = game(page).getByRole('slider', { name: 'Mistakes' });
    assert.equal(await slider.isVisible(), false);
    await game(page).getByRole('combobox', { name: 'Computer' }).selectOption('weaker');
    await slider.waitFor();
    await slider.fill('60');
    assert.equal(await game(page).evaluate((el) => el.session.play.mistakeChance), 0.6);
  });
});

test("LeetCode's badge gives the game's start's code: after Restart from this position at a cat win too; a token dropped is a new start", async () => {
  await withPage(env.browser, `${env.server.url}#graph=${encodeURIComponent(EXAMPLE_1)}`, async ({ page }) => {
    await expectVerdict(page, 'Draw: neither side can force a win');
    const g = game(page);
    const badge = async () => ({
      text: await g.locator('.leetcode').textContent(),
      label: await g.locator('.leetcode').getAttribute('aria-label'),
    });
    const START = { text: 'LeetCode 913: 0', label: "LeetCode 913's catMouseGame returns 0" };
    assert.deepEqual(await badge(), START);
    await g.getByRole('radio', { name: 'Play the computer' }).check();
    const humanToMove = () =>
      page.waitForFunction(() => document.querySelector('cat-mouse-game').session.humanToMove, null, { timeout: PATIENCE });
    // Mouse 1 to 3, the cat holds the draw (2 to 5); then the mouse's 3 to 1 loses: the cat wins.
    await humanToMove();
    await g.locator('.here button[data-to="3"]').click();
    await humanToMove();
    assert.equal(await g.evaluate((el) => el.session.position.cat), 5);
    await g.locator('.here button[data-to="1"]').click();
    await humanToMove();
    await g.getByRole('button', { name: 'Restart from this position' }).click();
    await page.waitForFunction(() => {
      const s = document.querySelector('cat-mouse-game').session;
      return s.mode === 'play' && s.last === 0 && s.timeline[0].position.mouse === 1 && s.timeline[0].position.cat !== 2;
    });
    // The game now starts at a cat win (the heading says so), but the badge is the solved start's draw.
    assert.equal(await g.evaluate((el) => el.session.timeline[0].value.outcome), 2);
    assert.match(await g.locator('.verdict').textContent(), /^Cat wins in \d+ moves?$/);
    assert.deepEqual(await badge(), START);
    // Back to Watch: the game played stays on the board, and so does the badge.
    await g.getByRole('radio', { name: 'Watch' }).check();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'replay');
    assert.deepEqual(await badge(), START);
    // A token dropped (the board's drag, here its intent) makes a new start: mouse 5 wins in 1, and the badge follows it.
    await g.evaluate((el) => el.session.setPosition({ mouse: 5, cat: 1 }));
    await g.locator('.leetcode').filter({ hasText: 'LeetCode 913: 1' }).waitFor();
    assert.equal(await g.getAttribute('mouse'), '5');
    assert.deepEqual(await badge(), { text: 'LeetCode 913: 1', label: "LeetCode 913's catMouseGame returns 1" });
  });
});

test('the move list is one tab stop: arrows move inside it, Enter plays a chip, Tab leaves', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    const list = game(page).locator('.movelist');
    const tabStops = await list.evaluate((box) => [...box.querySelectorAll('button')].filter((b) => b.tabIndex === 0).length);
    assert.equal(tabStops, 1, 'one button of the list is in the tab order');
    await list.locator('button[tabindex="0"]').focus();
    assert.match((await focused(page)).name, /^Start: mouse on 1, cat on 2, mouse to move$/);
    await page.keyboard.press('ArrowDown'); // row 1: the mouse's move
    assert.match((await focused(page)).name, /^Move 1: Mouse from 1 to 6$/);
    await page.keyboard.press('ArrowRight'); // its first chip: the move played
    // a chip's value is what the board says once it is played: the cat wins in 23 moves from there
    assert.match((await focused(page)).name, /^Mouse to 6: cat wins in 23 moves \(played\)$/);
    await page.keyboard.press('ArrowRight');
    const chip = (await focused(page)).name;
    assert.match(chip, /^Mouse to (\d+): cat wins in \d+ moves?$/);
    assert.equal(await game(page).evaluate((el) => el.step), 0, 'arrows inside the list do not step the board');
    await page.keyboard.press('Enter');
    await game(page)
      .locator('.message')
      .filter({ hasText: `What if: the mouse goes from 1 to ${chip.match(/to (\d+)/)[1]}` })
      .waitFor();
    // Tab leaves the list at once: the next stop is outside it.
    await list.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('Tab');
    assert.notEqual((await focused(page))?.within, 'list');
  });
});

test('the move list keeps the focused choice when it is rebuilt under the keys (a step settled given the game so far)', async () => {
  await withPage(env.browser, regressionUrl(env.server.url), async ({ page }) => {
    await expectVerdict(page, 'Cat wins in 24 moves');
    const list = game(page).locator('.movelist');
    await list.locator('button[tabindex="0"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const before = (await focused(page)).name;
    // The list is built again from a new timeline of the same moves, as a settled step makes it.
    await game(page).evaluate((el) => {
      el.session.timeline = el.session.timeline.slice();
      el.session.select(3);
    });
    await page.waitForFunction(
      (name) => document.querySelector('cat-mouse-game').shadowRoot.activeElement?.querySelector('.visually-hidden')?.textContent === name,
      before,
      { timeout: PATIENCE },
    );
    await page.keyboard.press('ArrowRight');
    assert.notEqual((await focused(page))?.name ?? null, null, 'the keys go on from there');
  });
});
