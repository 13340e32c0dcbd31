// Issue 45 item 2: what a board asks its solver worker. A solve is one
// request (the board asked validate() and then solve(): two requests, and
// the text checked three times); a move the board makes itself (a token
// dropped, written back into its attributes) is not read back as a
// person's change, while a person's attribute still moves or re-solves it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, defineNewGame, expectVerdict, EXAMPLE_1, REGRESSION, PATIENCE } from './helpers.mjs';

const env = withServerAndBrowser({ before, after });

// Every request the page posts to a worker thread, in order ({ type, graph,
// visited }); a solve given the game's history (the board's second worker) says so.
const watchRequests = () => {
  window.requests = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && typeof message.type === 'string' && message.type !== 'init')
      window.requests.push({ type: message.type, graph: message.graph, visited: !!message.options?.visited });
    return post.call(this, message, ...rest);
  };
};

// The requests since `from` that check or solve a text, a new start or a
// question asked of the board's game (not the game's history: the steps a
// line settles given the positions before it ask position() and solve with visited).
const requestsSince = (page, from, types = ['validate', 'solve']) =>
  page.evaluate(([n, types]) => window.requests.slice(n).filter((r) => !r.visited && types.includes(r.type)), [from, types]);

// A new board with these attributes, once it has solved or refused: the requests it made.
async function boardRequests(page, attributes, wait = 'cat-mouse-solved') {
  const from = await page.evaluate(() => window.requests.length);
  await page.evaluate(
    ([attributes, wait]) =>
      new Promise((resolve) => {
        document.getElementById('under-test')?.remove();
        const game = window.newGame(attributes);
        game.id = 'under-test';
        game.addEventListener(wait, resolve, { once: true });
      }),
    [attributes, wait],
  );
  return requestsSince(page, from);
}

// Sets attributes on the board under test and waits for `wait`: the requests they made.
async function attributeRequests(page, attributes, wait = 'cat-mouse-solved') {
  const from = await page.evaluate(() => window.requests.length);
  await page.evaluate(
    ([attributes, wait]) =>
      new Promise((resolve) => {
        const game = document.getElementById('under-test');
        game.addEventListener(wait, resolve, { once: true });
        for (const [name, value] of Object.entries(attributes)) game.setAttribute(name, value);
      }),
    [attributes, wait],
  );
  return requestsSince(page, from);
}

test('a solve is one request to the worker: the checks and the solve answer together, a refusal included', async () => {
  await withPage(env.browser, 'about:blank', async ({ page }) => {
    await page.addInitScript(watchRequests);
    await page.goto(env.server.url);
    await expectVerdict(page, /wins|Draw/, { first: true });
    await defineNewGame(page);
    const first = await boardRequests(page, { graph: EXAMPLE_1, mouse: '1', cat: '2' });
    assert.deepEqual(first, [{ type: 'solve', graph: EXAMPLE_1, visited: false }], 'one request for a new board');
    // a new graph: one request, and the board says its checks passed (the page's link follows) before the answer
    const solving = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.getElementById('under-test').addEventListener('cat-mouse-solving', () => resolve(true), { once: true }),
        ),
    );
    assert.deepEqual(await attributeRequests(page, { graph: REGRESSION }), [{ type: 'solve', graph: REGRESSION, visited: false }]);
    assert.equal(await solving, true, 'cat-mouse-solving still comes, from the one request');
    // text the checks refuse: one request, its error with its place
    const bad = '[[1,2],[0] 3]';
    const refused = await page.evaluate(
      (bad) =>
        new Promise((resolve) => {
          const game = document.getElementById('under-test');
          game.addEventListener('cat-mouse-error', ({ detail }) => resolve(detail), { once: true });
          game.setAttribute('graph', bad);
        }),
      bad,
    );
    assert.match(refused.code, /^parse\./);
    assert.equal(refused.line, 1);
    const all = await page.evaluate(() => window.requests.filter((r) => r.type === 'validate').length);
    assert.equal(all, 0, 'no board asks validate() before it solves');
    // refused text is stale: a new start applies to the board on screen, with no new solve
    const from = await page.evaluate(() => window.requests.length);
    await page.evaluate(() => document.getElementById('under-test').setAttribute('mouse', '5'));
    await page.waitForFunction(() => document.getElementById('under-test').session.game.start.mouse === 5, null, { timeout: PATIENCE });
    const after = await requestsSince(page, from, ['validate', 'solve', 'play']);
    assert.deepEqual(
      after.map((r) => r.type),
      ['play'],
      'the stale text was not solved again',
    );
  });
});

// Drops a token (the session's setPosition, what a drag does) on the board
// under test, then has a person set `attributes` and waits until the board's
// start is `expected`: the requests made from the drop on, and the rules
// attributes after the drop.
async function dropThenSet(page, drop, attributes, expected) {
  const from = await page.evaluate(() => window.requests.length);
  const written = await page.evaluate(async (drop) => {
    const game = document.getElementById('under-test');
    await game.session.setPosition(drop);
    return Object.fromEntries(['mouse', 'cat', 'cat2', 'first'].map((name) => [name, game.getAttribute(name)]));
  }, drop);
  await page.evaluate((attributes) => {
    const game = document.getElementById('under-test');
    for (const [name, value] of Object.entries(attributes)) game.setAttribute(name, value);
  }, attributes);
  await page.waitForFunction(
    (expected) => {
      const game = document.getElementById('under-test');
      const start = game.session.game?.start;
      return !game.busy && Object.entries(expected).every(([name, value]) => start?.[name] === value);
    },
    expected,
    { timeout: PATIENCE },
  );
  return { written, requests: (await requestsSince(page, from, ['validate', 'solve', 'play'])).map((r) => r.type) };
}

test("a board's own moves are written into its attributes without being read back; a person's attribute still moves or solves it", async () => {
  await withPage(env.browser, 'about:blank', async ({ page }) => {
    await page.addInitScript(watchRequests);
    await page.goto(env.server.url);
    await expectVerdict(page, /wins|Draw/, { first: true });
    await defineNewGame(page);
    // A two-cat game file: cat B comes from the text, not from an attribute.
    const file = JSON.stringify({
      graph: [
        [1, 5],
        [0, 2],
        [1, 3],
        [2, 4],
        [3, 5],
        [4, 0],
      ],
      mouse: 3,
      cat: 1,
      cat2: 5,
    });
    await boardRequests(page, { graph: file });
    const twoCats = await dropThenSet(page, { mouse: 2, cat: 1, cat2: 5, turn: 'mouse' }, { mouse: '4' }, { mouse: 4, cat: 1, cat2: 5 });
    assert.deepEqual(twoCats.written, { mouse: '2', cat: '1', cat2: '5', first: 'mouse' }, 'the drop is reflected in the attributes');
    assert.deepEqual(twoCats.requests, ['play', 'play'], "the drop's own start, then the person's: no solve");
    // A person's graph still solves, and a person's start still moves the board.
    assert.deepEqual(await attributeRequests(page, { graph: file.replace('"mouse"', '"hole":4,"mouse"') }), [
      { type: 'solve', graph: file.replace('"mouse"', '"hole":4,"mouse"'), visited: false },
    ]);
    await boardRequests(page, { graph: EXAMPLE_1, mouse: '1', cat: '2' });
    const oneCat = await dropThenSet(page, { mouse: 3, cat: 4, turn: 'cat' }, { cat: '5' }, { mouse: 3, cat: 5, turn: 'cat' });
    assert.deepEqual(oneCat.written, { mouse: '3', cat: '4', cat2: null, first: 'cat' });
    assert.deepEqual(oneCat.requests, ['play', 'play']);
    const hole = await attributeRequests(page, { hole: '3', mouse: '1', cat: '2', first: 'mouse' });
    assert.deepEqual(
      hole.map((r) => r.type),
      ['solve'],
      'a new hole is a new table',
    );
  });
});
