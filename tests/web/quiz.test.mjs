// The quiz mode (web/src/element/learn/quiz-panel.js, web/src/model/quiz.js) and
// the Hide values switch in play: the values hidden until the answer (the
// chips, the position line, the verdict, the live region), answers by
// keyboard, the score, "Show me why" playing the line after the move given,
// Next, a link that opens at the same puzzle, axe; Hide values in play, in
// the link, and the values back at the game's end.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, recordAnnouncements, EXAMPLE_1, REGRESSION, PATIENCE, settled, shots } from './helpers.mjs';
import { axeAudit } from './axe.mjs';

const env = withServerAndBrowser({ before, after });

const game = (page) => page.locator('cat-mouse-game');
const link = (text) => `${env.server.url}#graph=${encodeURIComponent(text)}`;
// Value words as the board writes them: "wins in 3 moves", "draw", "win 2", a mark.
const VALUE = /\bwins?\b|\bdraws?\b|\bloss|\bloses?\b|[✓✗=]|in \d+ moves?|best/i;

const solved = (page) =>
  page.waitForFunction(() => {
    const g = document.querySelector('cat-mouse-game');
    return !!g?.result && !!g.session.entry && !g.busy;
  });
const quizText = async (page) => {
  const g = game(page);
  const text = async (s) => ((await g.locator(s).isVisible()) ? (await g.locator(s).textContent()).trim() : '');
  return {
    progress: await text('.quiz-progress'),
    prompt: await text('.quiz-prompt'),
    result: await text('.quiz-result'),
    here: await text('.here'),
    position: await text('.position'),
    verdict: await text('.verdict'),
    message: await text('.message'),
    announce: (await g.locator('.announce').textContent()).trim(),
  };
};
const waitProgress = (page, text) => game(page).locator('.quiz-progress').filter({ hasText: text }).waitFor({ timeout: PATIENCE });
const focused = (page) => game(page).evaluate((el) => el.shadowRoot.activeElement?.textContent?.trim() ?? null);

// Types a node's number and Enter, as a keyboard user answers.
async function typeMove(page, node) {
  for (const digit of String(node)) await page.keyboard.press(digit);
  await page.keyboard.press('Enter');
}

// What the live region says from now on (each change of its text).
const listen = (page) => recordAnnouncements(game(page), 'heard');

test('quiz on LeetCode example 1: values hidden until the answer, answers by keyboard, the score, Show me why, Next, a link, axe', async () => {
  await withPage(env.browser, link(EXAMPLE_1), async ({ page, open }) => {
    await solved(page);
    const g = game(page);
    // Keyboard only: the mode radios take the arrows.
    await g.getByRole('radio', { name: 'Watch' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    assert.equal(await g.getByRole('radio', { name: 'Quiz' }).isChecked(), true);
    await waitProgress(page, 'Puzzle 1 of 12 · Score 0/0');
    let seen = await quizText(page);
    // Puzzle 1 (the package's easiest): mouse on 4, cat on 2, the mouse to move; 3 keeps the draw, 2 walks onto the cat.
    assert.equal(seen.prompt, 'The mouse to move (mouse on 4, cat on 2): find the one move that keeps the draw.');
    assert.equal(seen.result, '');
    assert.equal(seen.verdict, 'Quiz: find the best move');
    // The verdict is a status region: one line for the whole quiz, never rewritten (the panel says each puzzle).
    await g.evaluate((el) => {
      const verdict = el.shadowRoot.querySelector('.verdict');
      window.verdictChanges = 0;
      new MutationObserver((records) => (window.verdictChanges += records.length)).observe(verdict, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    assert.doesNotMatch(seen.here, VALUE, 'the chips show no value');
    // The moves on the board are drawn in the focus colour, and the legend says what they are.
    assert.equal(await g.locator('.moves-hidden-key').isVisible(), true);
    assert.equal((await g.locator('.moves-hidden-key').textContent()).trim(), 'a move (value hidden)');
    // Waiting for the answer, the position line makes way for the prompt, which names the position.
    assert.equal(seen.position, '');
    assert.equal(await g.locator('.controls').isVisible(), false, 'nothing to step through before the answer');
    assert.doesNotMatch(seen.announce, /wins|in \d+ moves?/);
    assert.match(seen.announce, /Puzzle 1 of 12, score 0 of 0 right\. The mouse to move/);
    // The chips name the moves, in node order, without a value.
    const chips = await g.locator('.here button.choice').evaluateAll((bs) => bs.map((b) => b.textContent.trim()));
    assert.deepEqual(chips, ['Mouse to 22', 'Mouse to 33']);
    for (const hidden of ['.leetcode', '.movebox', '.insight', '.map-panel', '.moves-key'])
      assert.equal(await g.locator(hidden).first().isVisible(), false, `${hidden} hidden`);
    assert.equal(await g.getByRole('button', { name: 'Hint' }).isVisible(), false, 'no Hint (the controls make way)');
    await axeAudit(page, 'a puzzle, values hidden');
    // Arrowed onto, the Quiz radio keeps the focus (the arrows go on through the group); Tab reaches the first move.
    assert.equal(await g.evaluate((el) => el.shadowRoot.activeElement?.value), 'quiz');
    for (let i = 0; i < 30 && (await focused(page)) !== 'Mouse to 22'; i++) await page.keyboard.press('Tab');
    // The focus is on the first move; a wrong answer typed as a node's number.
    assert.equal(await focused(page), 'Mouse to 22');
    await typeMove(page, 2);
    await waitProgress(page, 'Score 0/1');
    seen = await quizText(page);
    assert.equal(seen.result, 'Not this one: 2 loses: the cat wins now. The move was 3: a draw.');
    assert.equal(seen.announce, 'Not this one: 2 loses: the cat wins now. The move was 3: a draw. Puzzle 1 of 12, score 0 of 1 right.');
    assert.equal(seen.verdict, 'Quiz: find the best move');
    assert.match(seen.position, /caught|cat wins/i, 'the position line says how the game ends');
    // Values shown: LeetCode's badge is the game's start's (example 1 is a draw), not the puzzle's position's.
    assert.equal((await g.locator('.leetcode').textContent()).trim(), 'LeetCode 913: 0');
    assert.equal(await g.locator('.moves-hidden-key').isVisible(), false);
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').shadowRoot.activeElement?.textContent === 'Next puzzle');
    await axeAudit(page, 'a wrong answer');
    // Next (Enter on the focused button): puzzle 2, values hidden again; the right answer.
    await page.keyboard.press('Enter');
    await waitProgress(page, 'Puzzle 2 of 12 · Score 0/1');
    seen = await quizText(page);
    // (the package's puzzle.reachable: from the start, mouse on 1 and cat on 2, no line of play comes here)
    assert.equal(
      seen.prompt,
      "The cat to move (mouse on 2, cat on 4): find the one move that keeps the win. The game's start never leads here: no line of play from it reaches this position.",
    );
    assert.doesNotMatch(seen.here, VALUE);
    assert.equal(await page.evaluate(() => window.verdictChanges), 0, 'the verdict is not said again with each puzzle');
    assert.equal(seen.result, '');
    await typeMove(page, 2);
    await waitProgress(page, 'Score 1/2');
    seen = await quizText(page);
    assert.equal(seen.result, 'Right: 2 is the only move that keeps it: the cat wins now.');
    assert.match(seen.announce, /^Right: 2 is the only move/);
    await page.keyboard.press('Enter');
    // Puzzles 3 and 4 skipped (not counted); puzzle 5: mouse on 2, cat on 5, the mouse to move; 0 wins, 4 only draws (a line that goes on).
    for (const n of [3, 4]) {
      await waitProgress(page, `Puzzle ${n} of 12 · Score 1/2`);
      await g.getByRole('button', { name: 'Skip this puzzle' }).press('Enter');
    }
    await waitProgress(page, 'Puzzle 5 of 12 · Score 1/2');
    assert.equal((await quizText(page)).prompt, 'The mouse to move (mouse on 2, cat on 5): find the one move that keeps the win.');
    await typeMove(page, 4);
    await waitProgress(page, 'Score 1/3');
    seen = await quizText(page);
    assert.equal(seen.result, 'Not this one: 4 only draws. The move was 0: the mouse wins now.');
    // Values back: the chips of the position reached carry theirs.
    assert.match(seen.here, VALUE);
    const last = await g.evaluate((el) => el.session.last);
    assert.ok(last > 2, `the draw's line goes on (${last})`);
    // Show me why plays the line from the position the move leads to.
    await g.getByRole('button', { name: 'Show me why' }).press('Enter');
    await page.waitForFunction(() => {
      const s = document.querySelector('cat-mouse-game').session;
      return s.cursor >= 2;
    });
    assert.equal(await g.evaluate((el) => el.session.timeline[1].position.mouse), 4);
    await g.getByRole('button', { name: 'Pause' }).click();
    // The link: puzzle 5, the score before it, the move given.
    await g.getByRole('button', { name: 'Step back' }).click();
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('mode') === 'quiz');
    const params = new URLSearchParams(await page.evaluate(() => location.hash.slice(1)));
    assert.deepEqual(
      ['mode', 'puzzle', 'right', 'answered', 'path'].map((k) => params.get(k)),
      ['quiz', '5', '1', '2', '4'],
    );
    const url = await page.evaluate(() => location.href);
    const other = await open(url);
    await waitProgress(other.page, 'Puzzle 5 of 12 · Score 1/3');
    const reopened = await quizText(other.page);
    assert.equal(reopened.result, seen.result);
    assert.equal(await game(other.page).getByRole('radio', { name: 'Quiz' }).isChecked(), true);
    // A 320 px phone (WCAG 1.4.10): the quiz answered, nothing wider than the window.
    await page.setViewportSize({ width: 320, height: 700 });
    await settled(page);
    const wide = await page.evaluate(() => {
      const over = [];
      const walk = (root) => {
        for (const el of root.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.width && !el.closest('.visually-hidden') && (r.right > innerWidth + 0.5 || r.left < -0.5))
            over.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(document);
      return { scrollWidth: document.documentElement.scrollWidth, over: over.slice(0, 10) };
    });
    assert.deepEqual(wide, { scrollWidth: 320, over: [] });
    await page.setViewportSize({ width: 1360, height: 900 });
    // Next again: hidden again.
    await g.getByRole('button', { name: 'Next puzzle' }).click();
    await waitProgress(page, 'Puzzle 6 of 12 · Score 1/3');
    assert.doesNotMatch((await quizText(page)).here, VALUE);
    // Back to Watch: the game's own line again.
    await g.getByRole('radio', { name: 'Watch' }).check();
    await g.locator('.quiz').waitFor({ state: 'hidden' });
    assert.deepEqual(await g.evaluate((el) => el.session.timeline[0].position), { mouse: 1, cat: 2, turn: 'mouse' });
  });
});

test("a quiz link whose puzzle is past the game's says so and starts at puzzle 1 (issue 42: it was clamped silently)", async () => {
  await withPage(env.browser, `${link(EXAMPLE_1)}&mode=quiz&puzzle=40&right=20&answered=39`, async ({ page }) => {
    await waitProgress(page, 'Puzzle 1 of 12 · Score 0/0');
    const said = "This link's puzzle 40 is past the 12 puzzles of this game: the quiz starts again at puzzle 1.";
    assert.equal((await quizText(page)).result, said);
    await game(page).locator('.announce').filter({ hasText: said }).waitFor({ timeout: PATIENCE });
  });
});

test('the quiz to its end: the final score and Start again; a graph without puzzles says why; a grid has puzzles; two cats disable the Quiz radio with a reason', async () => {
  await withPage(env.browser, link(EXAMPLE_1), async ({ page }) => {
    await solved(page);
    const g = game(page);
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await waitProgress(page, 'Puzzle 1 of 12');
    for (let i = 1; i <= 12; i++) {
      const name = i < 12 ? 'Skip this puzzle' : 'Skip and finish';
      await g.getByRole('button', { name }).click();
      if (i < 12) await waitProgress(page, `Puzzle ${i + 1} of 12`);
    }
    await waitProgress(page, 'Quiz over · Score 0/0');
    assert.equal(await focused(page), 'Start again');
    await page.keyboard.press('Enter');
    await waitProgress(page, 'Puzzle 1 of 12 · Score 0/0');
    await g.evaluate((el) => el.setAttribute('graph', '[[1,2],[0],[0]]')); // a star: no position has one good move
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').result?.nodeCount === 3);
    await g.locator('.quiz').waitFor({ state: 'hidden' });
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await g.locator('.quiz-prompt').filter({ hasText: 'no position has exactly one good move' }).waitFor();
    assert.equal(await g.getByRole('radio', { name: 'Quiz' }).isChecked(), true);
    await axeAudit(page, 'no puzzles');
    // A LeetCode 1728 grid has puzzles too, its cells named as the board names them.
    await g.evaluate((el) => el.setAttribute('graph', 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2'));
    await page.waitForFunction(() => !!document.querySelector('cat-mouse-game').result?.grid);
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await waitProgress(page, 'Puzzle 1 of 12');
    assert.match(
      await g.locator('.quiz-prompt').textContent(),
      /^The (mouse|cat) to move \(mouse on \(\d,\d\), cat on \(\d,\d\)\): find the one move/,
    );
    // Two cats: the package's puzzles are for one cat.
    await g.evaluate((el) => {
      el.setAttribute('graph', '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]');
      el.setAttribute('cat2', '3');
    });
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').result?.twoCats === true);
    const quiz = g.getByRole('radio', { name: 'Quiz' });
    assert.equal(await quiz.isDisabled(), true);
    assert.equal(await g.locator('.quiz-off').textContent(), 'Quiz: for games with one cat only (this game has two cats).');
    assert.match(await quiz.evaluate((r) => r.getAttribute('aria-describedby')), /cm-quiz-off/);
  });
});

test('Hide values in play: no value while playing, in the link (with moves played), back when turned off and when the game ends', async () => {
  await withPage(env.browser, link(REGRESSION), async ({ page, open }) => {
    await solved(page);
    const g = game(page);
    await g.getByRole('radio', { name: 'Play the computer' }).check();
    const hide = g.getByRole('checkbox', { name: 'Hide values' });
    await hide.focus();
    await page.keyboard.press('Space');
    assert.equal(await hide.isChecked(), true);
    await page.waitForFunction(() => new URLSearchParams(location.hash.slice(1)).get('hide') === '1');
    let seen = await quizText(page);
    assert.equal(seen.verdict, 'Values hidden');
    assert.doesNotMatch(seen.here, VALUE);
    assert.doesNotMatch(seen.position, VALUE);
    assert.equal(await g.locator('.leetcode').isVisible(), false);
    assert.equal(await g.locator('.moves-hidden-key').isVisible(), true);
    // The board exported as SVG keeps the values hidden, and its legend names the moves drawn.
    const svg = await g.evaluate((el) => el.boardSvg());
    assert.match(svg, /a move \(value hidden\)/);
    assert.doesNotMatch(svg, /loss for the side to move/);
    assert.equal(await g.getByRole('button', { name: 'Hint' }).isDisabled(), true);
    await axeAudit(page, 'play, values hidden');
    // A link with two moves played (the mouse to 6, the cat to 7) and the switch on.
    const url = await page.evaluate(() => location.href);
    const other = await open(`${url}&path=6.7&ply=2`);
    await solved(other.page);
    const og = game(other.page);
    await other.page.waitForFunction(() => document.querySelector('cat-mouse-game').session.last === 2);
    assert.equal(await og.getByRole('checkbox', { name: 'Hide values' }).isChecked(), true);
    seen = await quizText(other.page);
    assert.equal(seen.verdict, 'Values hidden');
    // The status line keeps the computer's move, not the verdict on yours.
    assert.match(seen.message, /^The computer moves the cat/);
    assert.doesNotMatch(seen.message, VALUE, seen.message);
    assert.doesNotMatch(seen.here, VALUE);
    assert.doesNotMatch(seen.position, VALUE);
    // Turned off: the values are back, and the link says so.
    await og.getByRole('checkbox', { name: 'Hide values' }).uncheck();
    seen = await quizText(other.page);
    assert.match(seen.here, VALUE);
    assert.match(seen.position, /wins in \d+ moves/);
    assert.match(seen.message, /Your move/);
    await other.page.waitForFunction(() => !new URLSearchParams(location.hash.slice(1)).has('hide'));
    // Back on the first page: the best move by keyboard (its chip, in node order: the order tells nothing); the computer answers; still no value.
    const best = await g.evaluate((el) => el.session.entry.moves[0].to);
    await g.locator(`.here button.choice[data-to="${best}"]`).press('Enter');
    await page.waitForFunction(() => {
      const s = document.querySelector('cat-mouse-game').session;
      return s.last === 2 && !s.busy;
    });
    seen = await quizText(page);
    assert.match(seen.message, /^The computer moves the cat/);
    assert.doesNotMatch(seen.message, VALUE, seen.message);
    assert.doesNotMatch(seen.announce, /wins|in \d+ moves?|best|mistake|lost|held out/i, seen.announce);
    assert.match(seen.announce, /^The computer moves the cat/);
    assert.doesNotMatch(seen.here, VALUE);
    assert.doesNotMatch(seen.position, VALUE);
    assert.equal(seen.verdict, 'Values hidden');
    // A new game from the first position, and a move that ends it (the mouse walks onto the cat): the values come back by themselves.
    await g.getByRole('button', { name: 'First position' }).click();
    await g.getByRole('button', { name: 'Restart from this position' }).click();
    await page.waitForFunction(() => document.querySelector('cat-mouse-game').session.last === 0);
    await g.locator('.here button.choice[data-to="2"]').press('Enter');
    await page.waitForFunction(() => !!document.querySelector('cat-mouse-game').session.play.over);
    seen = await quizText(page);
    assert.notEqual(seen.verdict, 'Values hidden');
    assert.match(seen.message, /Game over: the computer wins/);
    assert.equal(await g.locator('.leetcode').isVisible(), true);
    assert.equal(await hide.isChecked(), true, 'the switch stays on for the next game');
    // A new game from the first position: hidden again.
    await g.getByRole('button', { name: 'First position' }).click();
    await g.getByRole('button', { name: 'Restart from this position' }).click();
    await g.locator('.verdict').filter({ hasText: 'Values hidden' }).waitFor();
  });
});

test("at 375 px the quiz's question and its moves are on the first screen, under the board", async () => {
  await withPage(env.browser, link(EXAMPLE_1), { viewport: { width: 375, height: 812 } }, async ({ page }) => {
    await solved(page);
    const g = game(page);
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await waitProgress(page, 'Puzzle 1 of 12');
    await page.evaluate(() => scrollTo(0, 0));
    const inView = async (locator) => {
      const box = await locator.boundingBox();
      return box.y >= 0 && box.y + box.height <= 812;
    };
    await page.screenshot({ path: `${shots}/quiz-375.png` });
    assert.ok(await inView(g.locator('.quiz-prompt')), 'the question');
    for (const chip of await g.locator('.here button.choice').all()) assert.ok(await inView(chip), 'each move to answer with');
    assert.ok(await inView(g.locator('canvas').first()), 'the board');
    // Answered: the controls come back (Show me why steps through the line).
    await g.locator('.here button.choice').first().click();
    await g.locator('.quiz-result').waitFor();
    assert.equal(await g.locator('.controls').isVisible(), true);
    // After the answer the line's values count the puzzle's position and the positions after it as played
    // (docs/page.md): each step's values are given the line before it.
    await page.waitForFunction(() =>
      document
        .querySelector('cat-mouse-game')
        .session.timeline.slice(1)
        .every((e) => e.given || e.prior?.basis > 0),
    );
  });
});

test('Back to an answered puzzle says it once: the puzzle and the answer given, not its position and then a what-if', async () => {
  await withPage(env.browser, link(EXAMPLE_1), async ({ page }) => {
    await solved(page);
    const g = game(page);
    await g.getByRole('radio', { name: 'Quiz' }).check();
    await waitProgress(page, 'Puzzle 1 of 12');
    await focused(page);
    await typeMove(page, 3);
    await waitProgress(page, 'Score 1/1');
    await g.getByRole('button', { name: 'Next puzzle' }).click();
    await waitProgress(page, 'Puzzle 2 of 12');
    await listen(page);
    await page.goBack();
    await waitProgress(page, 'Puzzle 1 of 12');
    await page.waitForTimeout(500);
    const heard = await page.evaluate(() => window.heard);
    assert.deepEqual(heard, [
      'Puzzle 1 of 12, score 1 of 1 right. The mouse to move (mouse on 4, cat on 2): find the one move that keeps the draw. Right: 3 is the only move that keeps it: a draw.',
    ]);
  });
});
