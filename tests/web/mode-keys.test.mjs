// The Mode radios by the keyboard, as the ARIA radio group pattern has them:
// the arrow keys move through Watch, Play the computer and Quiz, checking
// each. Arrowing from Watch to Quiz passes Play: that must start no game
// (before, it did, and said so); Play waits for the person, who starts the
// game with Space on the radio, and hears it once.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, PATIENCE } from './helpers.mjs';
import { axeAudit } from './axe.mjs';

const env = withServerAndBrowser({ before, after });

test('arrowing through the Mode radios passes Play without starting a game; Space on Play starts it, said once', async () => {
  await withPage(env.browser, env.server.url, { viewport: { width: 1280, height: 800 } }, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    // every live region of the page and the board, as a screen reader hears them
    await page.evaluate(() => {
      const LIVE = '[aria-live], [role=status], [role=alert], [role=log]';
      window.said = [];
      const root = document.querySelector('cat-mouse-game').shadowRoot;
      for (const node of [...document.querySelectorAll(LIVE), ...root.querySelectorAll(LIVE)])
        new MutationObserver(() => node.textContent.trim() && window.said.push(node.textContent.trim())).observe(node, {
          childList: true,
          characterData: true,
          subtree: true,
        });
    });
    const heard = () => page.evaluate(() => window.said.splice(0));
    const mode = () => game.evaluate((el) => el.session.mode);
    const radio = (name) => game.getByRole('radio', { name });
    const focusedRadio = () =>
      game.evaluate((el) => (el.shadowRoot.activeElement?.type === 'radio' ? el.shadowRoot.activeElement.value : null));
    const playStarts = /your move|you play|against the computer/i;

    await radio('Watch').focus();
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedRadio(), 'play', 'the arrow moves the focus to Play');
    assert.ok(await radio('Play the computer').isChecked(), 'and checks it');
    await page.waitForTimeout(300); // an observation window: no game may start
    assert.equal(await mode(), 'replay', 'no game started');
    assert.doesNotMatch(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1)).get('mode') ?? '', /play/);
    // Play waits: the side and the computer can be chosen, and the radio says how to start.
    const start = game.getByRole('button', { name: 'Start the game' });
    await start.waitFor();
    await game.getByRole('combobox', { name: 'You play' }).waitFor();
    const described = await game.evaluate((el) => {
      const play = el.shadowRoot.querySelector('input[value=play]');
      return el.shadowRoot.getElementById(play.getAttribute('aria-describedby'))?.textContent;
    });
    assert.match(described, /^Play chosen: pick your side, then press Start the game, or Space here\.$/);
    assert.ok(await game.getByText(described).isVisible(), 'the hint is on screen too, not only read');
    assert.deepEqual(await heard(), [], 'nothing said but the radio itself');
    await axeAudit(page, 'Play chosen by the arrows, its game waiting');

    // On to Quiz: the quiz opens, and nothing of a game is said.
    await page.keyboard.press('ArrowDown');
    assert.equal(await focusedRadio(), 'quiz');
    await game
      .getByRole('group', { name: 'Quiz' })
      .getByText(/find the one move/)
      .waitFor({ timeout: PATIENCE });
    assert.equal(await mode(), 'quiz');
    assert.equal(await start.isVisible(), false, 'the quiz has no Start the game');
    const quizSaid = await heard();
    assert.ok(
      quizSaid.every((s) => !playStarts.test(s)),
      JSON.stringify(quizSaid),
    );
    assert.equal(
      quizSaid.filter((s) => /^Puzzle 1 of \d+, score 0 of 0 right\./.test(s)).length,
      1,
      `the puzzle said once: ${JSON.stringify(quizSaid)}`,
    );
    assert.equal(await focusedRadio(), 'quiz', 'the quiz leaves the focus on the radio, for the arrows');

    // Back up to Play: the quiz is left as Watch would leave it, and still no game.
    await page.keyboard.press('ArrowUp');
    assert.equal(await focusedRadio(), 'play');
    await start.waitFor();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'replay', null, { timeout: PATIENCE });
    await page.waitForTimeout(300);
    assert.equal(await mode(), 'replay');
    assert.ok(
      (await heard()).every((s) => !playStarts.test(s)),
      'no game said',
    );

    // Space on the chosen Play: the person acts, the game starts, said once.
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play', null, { timeout: PATIENCE });
    await game.getByRole('button', { name: 'Restart from this position' }).waitFor();
    assert.equal(await start.count(), 0, 'Start the game is Restart again once the game runs');
    await page.waitForTimeout(300);
    const said = await heard();
    assert.deepEqual(said, ['A game against the computer: you play the mouse. Start. Mouse on 1, cat on 2, mouse to move.'], 'said once');
    assert.equal(await focusedRadio(), 'play', 'the focus stays on the radio');
  });
});

test('a click on Play the computer still starts a game at once', async () => {
  await withPage(env.browser, env.server.url, async ({ page }) => {
    const game = page.locator('cat-mouse-game');
    await page.getByRole('status').filter({ hasText: 'Draw' }).waitFor({ timeout: PATIENCE });
    await game.getByRole('radio', { name: 'Play the computer' }).check();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play', null, { timeout: PATIENCE });
    assert.equal(await game.getByRole('button', { name: 'Start the game' }).count(), 0);
    assert.ok(await game.getByRole('button', { name: 'Restart from this position' }).isVisible());
  });
});
