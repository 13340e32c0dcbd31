// What comes before a board's first solve has ended is kept for its game: a moment given to the
// element's restore() (web/src/element/flow/restore-flow.js, model/early-moment.js) waits for that game
// and is restored once it shows, the latest winning, and is dropped (restore() answers false) when another
// game shows first or a person chooses a mode meanwhile; a quiz chosen meanwhile (quiz-panel.js waits)
// opens once the game is there, its first puzzle said once. The first solve is held back by holding its
// `solve` message to the worker (a held request blocks every later one: each case has a page of its own).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  withServerAndBrowser,
  withPage,
  recordAnnouncements,
  EXAMPLE_1,
  EXAMPLE_2,
  PATIENCE,
  holdSolves,
  boardSolved,
} from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const link = (text) => `${env.server.url}#graph=${encodeURIComponent(text)}`;

// A page of `text` whose first solve is held (body runs while it is).
const withHeldSolve = (text, body) =>
  withPage(env.browser, link(text), { setup: (context) => context.addInitScript(holdSolves) }, async ({ page }) => {
    await page.waitForFunction(() => window.solvesHeld() > 0);
    return body(page, game(page));
  });

// restore(moment) called in the page; its answer lands in window.restored[i] when it comes.
const restoreInPage = (g, moment, i) =>
  g.evaluate(
    (el, [m, at]) => {
      window.restored ??= [];
      window.restored[at] = 'waiting';
      el.restore(m).then((answer) => (window.restored[at] = answer));
    },
    [moment, i],
  );
const answers = (page) => page.evaluate(() => window.restored);
const answered = (page, count) => page.waitForFunction((n) => window.restored.filter((a) => a !== 'waiting').length === n, count);

const WHAT_IF = { mode: 'replay', path: [3, 4], ply: 2 }; // example 1: the mouse 1 to 3, the cat 2 to 4

test('a moment restored before the first solve has ended is restored once it has; the latest wins', async () => {
  await withHeldSolve(EXAMPLE_1, async (page, g) => {
    await restoreInPage(g, { mode: 'replay', path: [3], ply: 1 }, 0);
    await restoreInPage(g, WHAT_IF, 1);
    assert.deepEqual(await answers(page), [false, 'waiting'], 'the earlier moment gives way at once; the later waits');
    assert.equal(await page.evaluate(() => window.solvesHeld()), 1, 'the first solve has not ended');
    await page.evaluate(() => window.releaseSolves());
    await answered(page, 2);
    assert.deepEqual(await answers(page), [false, true]);
    await boardSolved(page);
    assert.deepEqual(await g.evaluate((el) => ({ moment: el.moment, step: el.step })), { moment: WHAT_IF, step: 2 });
  });
});

test('a moment restored before the first solve is dropped when another graph shows first, a person chooses a mode, or the solve is cancelled', async () => {
  await withHeldSolve(EXAMPLE_1, async (page, g) => {
    await restoreInPage(g, WHAT_IF, 0);
    // Another graph before the first solve ends: the moment's nodes would be that graph's.
    await g.evaluate((el, text) => (el.graph = text), EXAMPLE_2);
    assert.deepEqual(await answers(page), ['waiting'], 'kept until a game shows');
    await page.evaluate(() => window.releaseSolves());
    await answered(page, 1);
    await boardSolved(page);
    assert.deepEqual(await answers(page), [false]);
    assert.deepEqual(await g.evaluate((el) => ({ graph: el.shown.graph, moment: el.moment })), {
      graph: EXAMPLE_2,
      moment: { mode: 'replay', path: [], ply: 0 },
    });
  });
  await withHeldSolve(EXAMPLE_1, async (page, g) => {
    await restoreInPage(g, WHAT_IF, 0);
    assert.deepEqual(await answers(page), ['waiting']);
    // The person's choice is later than the page's moment: their game starts when the solve ends.
    await g.getByRole('radio', { name: 'Play the computer' }).check();
    assert.deepEqual(await answers(page), [false], 'dropped at once');
    await page.evaluate(() => window.releaseSolves());
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.mode === 'play');
    assert.deepEqual(await g.evaluate((el) => el.moment), { mode: 'play', path: [], ply: 0, human: 'mouse', mistakeChance: 0 });
  });
  await withHeldSolve(EXAMPLE_1, async (page, g) => {
    await restoreInPage(g, WHAT_IF, 0);
    assert.deepEqual(await answers(page), ['waiting']);
    await g.evaluate((el) => el.cancel()); // (no game will come: nothing to wait for)
    await answered(page, 1);
    assert.deepEqual(await answers(page), [false]);
    await page.evaluate(() => window.releaseSolves());
  });
});

test('a quiz chosen by keyboard during the first solve opens once it has ended, its first puzzle said once', async () => {
  await withHeldSolve(EXAMPLE_1, async (page, g) => {
    await recordAnnouncements(g, 'heard');
    const quiz = g.getByRole('radio', { name: 'Quiz' });
    // From Watch, the arrows pass Play (which waits for the person) to Quiz.
    await g.getByRole('radio', { name: 'Watch' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await quiz.isChecked(), true);
    await g.locator('.quiz').waitFor();
    assert.equal(await g.locator('.quiz-prompt').textContent(), 'The quiz opens as soon as the game is solved.');
    assert.equal(await page.evaluate(() => window.solvesHeld()), 1, 'the first solve has not ended');
    await page.evaluate(() => window.releaseSolves());
    await g.locator('.quiz-progress').filter({ hasText: 'Puzzle 1 of 12 · Score 0/0' }).waitFor({ timeout: PATIENCE });
    assert.equal(await quiz.isChecked(), true, 'the Quiz radio stays checked');
    assert.equal(await g.evaluate((el) => el.session.mode), 'quiz');
    const prompt = await g.locator('.quiz-prompt').textContent();
    const heard = await page.evaluate(() => window.heard);
    assert.equal(heard.filter((text) => text.includes(prompt)).length, 1, `the first puzzle said once: ${JSON.stringify(heard)}`);
    assert.equal(await quiz.evaluate((radio) => radio.getRootNode().activeElement === radio), true, 'the focus stays on the radio');
  });
});

test('a quiz chosen during a first solve that fails or is cancelled says at once there is no game to quiz on, and opens with a later game only while still chosen', async () => {
  const noGame = 'There is no game to quiz on: no graph has been solved. The quiz opens once one is.';
  const prompt = (g) => g.locator('.quiz-prompt').textContent();
  const quizChosen = async (g) => {
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await g.locator('.quiz').waitFor();
    assert.equal(await prompt(g), 'The quiz opens as soon as the game is solved.');
  };
  // Cancelled, Quiz still chosen: a later game opens it.
  await withHeldSolve(EXAMPLE_1, async (page, g) => {
    await quizChosen(g);
    await g.evaluate((el) => el.cancel());
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').busy);
    assert.equal(await prompt(g), noGame, 'the cancel: no game to quiz on');
    assert.equal(await g.getByRole('radio', { name: 'Quiz' }).isChecked(), true);
    await page.evaluate(() => window.releaseSolves());
    await g.evaluate((el, text) => (el.graph = text), EXAMPLE_2);
    await g
      .locator('.quiz-progress')
      .filter({ hasText: /^Puzzle 1 of \d+ · Score 0\/0$/ })
      .waitFor({ timeout: PATIENCE });
    assert.equal(await g.evaluate((el) => el.session.mode), 'quiz');
  });
  // Failed (a graph the core refuses, its solve held), then Watch chosen: a later game does not open the quiz.
  await withHeldSolve('[[1,2],[0],[0],[5]]', async (page, g) => {
    await quizChosen(g);
    await page.evaluate(() => window.releaseSolves());
    await g.locator('.empty').filter({ hasText: 'Fix the graph to see the board.' }).waitFor({ timeout: PATIENCE });
    await page.waitForFunction(() => !document.querySelector('cat-mouse-game').busy);
    assert.equal(await prompt(g), noGame, 'the failure: no game to quiz on');
    await g.evaluate((el) => el.shadowRoot.querySelector('input[name=mode][value=replay]').click());
    await g.evaluate((el, text) => (el.graph = text), EXAMPLE_1);
    await boardSolved(page);
    assert.deepEqual(await g.evaluate((el) => ({ mode: el.session.mode, hidden: el.shadowRoot.querySelector('.quiz').hidden })), {
      mode: 'replay',
      hidden: true,
    });
    assert.equal(await g.getByRole('radio', { name: 'Watch' }).isChecked(), true);
  });
});
