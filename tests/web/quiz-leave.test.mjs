// Leaving a quiz (web/src/element/learn/quiz-panel.js leave, quiz-run.js): Watch or Play after a quiz
// with no puzzles, or whose puzzles failed or are still coming, hides its panel at once, in one render
// (the mode's change renders it away, else the panel itself), saying nothing but what the mode says; a
// Watch or Play moment restored before the first solve has ended hides one chosen meanwhile too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, recordAnnouncements, EXAMPLE_1, PATIENCE, holdSolves, boardSolved } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const link = (text) => `${env.server.url}#graph=${encodeURIComponent(text)}`;
const waitProgress = (page, text) => game(page).locator('.quiz-progress').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
// What the live region says from now on (each change of its text).
const listen = (page) => recordAnnouncements(game(page), 'heard');

// The board's requests for puzzles (Worker postMessage, before any script of the page): 'pass',
// 'fail' (sent with a count the worker refuses: its error comes back as the request's answer),
// or 'hold' (kept until window.puzzlesMode is set again, then sent).
const steerPuzzles = () => {
  window.puzzlesMode = 'pass';
  const held = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message?.type !== 'puzzles' || window.puzzlesMode === 'pass') return post.call(this, message, ...rest);
    if (window.puzzlesMode === 'fail') return post.call(this, { ...message, options: { ...message.options, count: -1 } }, ...rest);
    held.push(() => post.call(this, message, ...rest));
  };
  window.releasePuzzles = () => {
    window.puzzlesMode = 'pass';
    for (const send of held.splice(0)) send();
  };
};

// Clicks the mode radio `value` and reads, in the same task, whether the quiz panel is hidden: what the
// change itself rendered (the board changes nothing else here, so no later render would come).
const panelHiddenAfter = (page, value) =>
  game(page).evaluate((el, v) => {
    el.shadowRoot.querySelector(`input[name=mode][value=${v}]`).click();
    return el.shadowRoot.querySelector('.quiz').hidden;
  }, value);

test('Watch or Play leaves a quiz with no puzzles, or whose puzzles failed or are still coming: its panel goes at once, and nothing is said', async () => {
  // A star: every start is decided before a move that matters, and no position has one good move (game.puzzles() gives []).
  await withPage(env.browser, link('[[1,2],[0],[0]]'), async ({ page }) => {
    await boardSolved(page);
    const g = game(page);
    const none = g.locator('.quiz-prompt').filter({ hasText: 'This game has no puzzles' });
    const quiz = g.getByRole('radio', { name: 'Quiz' });
    await quiz.check();
    await none.waitFor();
    await listen(page);
    assert.equal(await panelHiddenAfter(page, 'replay'), true, 'Watch: the panel hidden');
    assert.equal(await g.getByRole('radio', { name: 'Watch' }).isChecked(), true);
    assert.deepEqual(await page.evaluate(() => window.heard), [], 'leaving a quiz without puzzles says nothing');
    // Play arrowed onto (its game waits for the person): the panel goes too, and only the radio is heard.
    await quiz.check();
    await none.waitFor();
    await listen(page);
    await quiz.focus();
    await page.keyboard.press('ArrowLeft');
    assert.equal(await g.getByRole('radio', { name: 'Play the computer' }).isChecked(), true);
    assert.equal(await g.locator('.quiz').isVisible(), false, 'Play arrowed onto: the panel hidden');
    assert.deepEqual(await page.evaluate(() => window.heard), [], 'nor does arrowing onto Play');
    // Play clicked: its game starts, and the panel is gone with it.
    await quiz.check();
    await none.waitFor();
    assert.equal(await panelHiddenAfter(page, 'play'), true, 'Play: the panel hidden');
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
    assert.equal(await g.locator('.quiz').isVisible(), false);
  });
  // The puzzles refused by the worker, then still coming when Watch is chosen.
  await withPage(env.browser, link(EXAMPLE_1), { setup: (context) => context.addInitScript(steerPuzzles) }, async ({ page }) => {
    await boardSolved(page);
    const g = game(page);
    await page.evaluate(() => (window.puzzlesMode = 'fail'));
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await g
      .locator('.quiz-prompt')
      .filter({ hasText: /^The quiz could not start: puzzles\(\{ count \}\) takes a whole number/ })
      .waitFor();
    await listen(page);
    assert.equal(await panelHiddenAfter(page, 'replay'), true, 'Watch after the puzzles failed: the panel hidden');
    assert.deepEqual(await page.evaluate(() => window.heard), [], 'nothing said on leaving');
    await page.evaluate(() => (window.puzzlesMode = 'hold'));
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await g.locator('.quiz-prompt').filter({ hasText: 'Finding puzzles in the solved game…' }).waitFor();
    await listen(page);
    assert.equal(await panelHiddenAfter(page, 'replay'), true, 'Watch while the puzzles come: the panel hidden');
    assert.deepEqual(await page.evaluate(() => window.heard), [], 'nothing said on leaving');
    // The puzzles that come after the quiz was left open nothing; the Quiz radio again starts it.
    await page.evaluate(() => window.releasePuzzles());
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await waitProgress(page, 'Puzzle 1 of 12 · Score 0/0');
  });
});

// Clicks the mode radio `value` and counts the board's renders in the same task (a view mounted on the
// element renders with each: mountView), and reads whether the quiz panel is hidden and the session's mode.
const rendersOf = (page, value) =>
  game(page).evaluate((el, v) => {
    let renders = 0;
    const unmount = el.mountView({ render: () => renders++ });
    renders = 0; // (mountView renders the view once itself)
    el.shadowRoot.querySelector(`input[name=mode][value=${v}]`).click();
    unmount();
    return { renders, hidden: el.shadowRoot.querySelector('.quiz').hidden, mode: el.session.mode };
  }, value);

test('Watch or Play leaves a quiz opened from Play whose puzzles failed or are still coming in one render', async () => {
  await withPage(env.browser, link(EXAMPLE_1), { setup: (context) => context.addInitScript(steerPuzzles) }, async ({ page }) => {
    await boardSolved(page);
    const g = game(page);
    const mode = () => page.evaluate(() => document.querySelector('cat-mouse-game').session.mode);
    const start = 'Start. Mouse on 1, cat on 2, mouse to move.';
    const failed = /^The quiz could not start: puzzles\(\{ count \}\) takes a whole number/;
    await listen(page);
    // (held puzzles last: the worker's requests wait behind them)
    for (const [puzzles, prompt, leaveBy, heard] of [
      ['fail', failed, 'replay', []], // the game ended as the quiz opened: the board shows it still, so nothing to say
      ['fail', failed, 'play', [`A game against the computer: you play the mouse. ${start}`]], // Play starts another
      ['hold', 'Finding puzzles in the solved game…', 'replay', []],
    ]) {
      await g.getByRole('radio', { name: 'Play the computer' }).check();
      await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
      await page.evaluate((m) => (window.puzzlesMode = m), puzzles);
      await g.getByRole('radio', { name: 'Quiz' }).check();
      await g.locator('.quiz-prompt').filter({ hasText: prompt }).waitFor();
      assert.equal(await mode(), 'replay', 'the game ended as the quiz opened');
      await page.evaluate(() => (window.heard = []));
      const left = await rendersOf(page, leaveBy);
      assert.deepEqual(left, { renders: 1, hidden: true, mode: leaveBy }, `${leaveBy} after the puzzles ${puzzles}: one render`);
      assert.deepEqual(await page.evaluate(() => window.heard), heard, 'what the mode says, once');
    }
    await page.evaluate(() => window.releasePuzzles());
  });
});

// A quiz opened from Play (on a page steering its puzzles) and left by arrowing back onto Play: the
// session's mode, the mode radio checked, the Play panel's button and whether the quiz panel is hidden,
// while the quiz shows (`shown`) and once Play is arrowed onto; then Start the game starts another game.
const quizFromPlayAndBack = async (page, puzzles, shown, heard) => {
  const g = game(page);
  const quiz = g.getByRole('radio', { name: 'Quiz' });
  const state = () =>
    g.evaluate((el) => ({
      mode: el.session.mode,
      radio: el.shadowRoot.querySelector('input[name=mode]:checked').value,
      button: el.shadowRoot.querySelector('.restart').textContent,
      quizHidden: el.shadowRoot.querySelector('.quiz').hidden,
    }));
  await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
  await page.evaluate((m) => (window.puzzlesMode = m), puzzles);
  await quiz.check();
  await shown.waitFor({ timeout: PATIENCE });
  const during = { mode: puzzles === 'pass' ? 'quiz' : 'replay', radio: 'quiz', button: 'Restart from this position', quizHidden: false };
  assert.deepEqual(await state(), during, `puzzles ${puzzles}: no game goes on under the quiz`);
  await page.evaluate(() => (window.heard = []));
  await quiz.focus();
  await page.keyboard.press('ArrowLeft');
  const back = { mode: 'replay', radio: 'play', button: 'Start the game', quizHidden: true };
  assert.deepEqual(await state(), back, `puzzles ${puzzles}: Play arrowed onto waits for the person`);
  assert.deepEqual(await page.evaluate(() => window.heard), heard, `puzzles ${puzzles}: the board's position if it changed, once`);
  if (puzzles === 'hold') await page.evaluate(() => window.releasePuzzles()); // (they come after the quiz was left: nothing opens)
  await g.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
  const playing = { mode: 'play', radio: 'play', button: 'Restart from this position', quizHidden: true };
  assert.deepEqual(await state(), playing, `puzzles ${puzzles}: the game started`);
};

test('a quiz opened from Play ends its game whether its puzzles came, failed or are still coming; arrowing back onto Play then waits for Start the game', async () => {
  const setup = (context) => context.addInitScript(steerPuzzles);
  const prompt = (page, text) => game(page).locator('.quiz-prompt').filter({ hasText: text });
  // Back from a puzzle the board says the game's position; else it showed the game all along.
  await withPage(env.browser, link(EXAMPLE_1), { setup }, async ({ page }) => {
    await boardSolved(page);
    await listen(page);
    await game(page).getByRole('radio', { name: 'Play the computer' }).check();
    const first = game(page).locator('.quiz-progress').filter({ hasText: 'Puzzle 1 of 12 · Score 0/0' });
    await quizFromPlayAndBack(page, 'pass', first, ['Start. Mouse on 1, cat on 2, mouse to move.']);
  });
  // (a page of their own: the puzzles that came are kept for the game; held ones last, as the worker's requests wait behind them)
  await withPage(env.browser, link(EXAMPLE_1), { setup }, async ({ page }) => {
    await boardSolved(page);
    await listen(page);
    await game(page).getByRole('radio', { name: 'Play the computer' }).check();
    await quizFromPlayAndBack(page, 'fail', prompt(page, /^The quiz could not start: puzzles/), []);
    await quizFromPlayAndBack(page, 'hold', prompt(page, 'Finding puzzles in the solved game…'), []);
  });
});

test('restore() of a Watch or Play moment to a quiz chosen before the first solve ended hides its panel at once; the last moment, restored once the solve ends, says only its position', async () => {
  await withPage(env.browser, link(EXAMPLE_1), { setup: (context) => context.addInitScript(holdSolves) }, async ({ page }) => {
    const g = game(page);
    await page.waitForFunction(() => window.solvesHeld() > 0);
    await listen(page);
    const finding = g.locator('.quiz-prompt').filter({ hasText: 'The quiz opens as soon as the game is solved.' });
    for (const moment of [
      { mode: 'replay', path: [], ply: 0 },
      { mode: 'play', path: [], ply: 0, human: 'mouse', mistakeChance: 0 },
    ]) {
      await g.getByRole('radio', { name: 'Quiz' }).check();
      await finding.waitFor();
      // The element's restore(), as a page that embeds it restores a link's moment; read in the same task.
      const after = await g.evaluate((el, m) => {
        el.restore(m);
        return {
          hidden: el.shadowRoot.querySelector('.quiz').hidden,
          quiz: el.shadowRoot.querySelector('input[name=mode][value=quiz]').checked,
        };
      }, moment);
      assert.deepEqual(after, { hidden: true, quiz: false }, `a ${moment.mode} moment: the panel hidden, the Quiz radio off`);
      assert.equal(await page.evaluate(() => window.solvesHeld()), 1, 'the first solve has not ended');
    }
    await page.evaluate(() => window.releaseSolves());
    await boardSolved(page);
    // The last moment is restored once the game is there (first-solve.test.mjs); it says its position, once.
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
    assert.equal(await g.locator('.quiz').isVisible(), false, 'the panel stays hidden when the solve ends');
    const start = 'Start. Mouse on 1, cat on 2, mouse to move.';
    assert.deepEqual(await page.evaluate(() => window.heard), [start], 'nothing said of the quiz left');
  });
});
