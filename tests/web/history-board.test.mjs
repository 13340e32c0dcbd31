// Every value the board shows is the value given the game so far (issue 43
// item 4): links of games with repetitions on random small graphs, opened at
// any step, in watch and in play, and the board read as a person meets it:
// each move list row's choices (their names), each chart point (its name),
// the position line and the moves from here, once the steps near the cursor
// have settled, against the exhaustive search over (position, visited set)
// of tests/model/history-reference.mjs, written independently of the core.
// A game that ends by a repetition ends there: no move is offered at it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { withServerAndBrowser, withPage, PATIENCE } from './helpers.mjs';
import { generator, key, randomLine, referenceRules, referenceSearch } from '../model/history-reference.mjs';
import { randomGraph, random } from '../js/helpers.mjs';
import { SETTLE_REACH } from '../../web/src/model/history-steps.js';

const env = withServerAndBrowser({ before, after });
const ISSUE = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];
// Watch at the start: the mouse's 5 wins in 4 on a fresh board, by coming back through the start: a draw.
const START = [[1, 4], [0, 2, 5], [1, 4], [5], [0, 2, 5], [1, 3, 4]];

// A value in the board's words: "draw", "a draw", "cat wins in 3 moves",
// "the mouse has won", "mouse wins now" (plies are "moves").
function parseValue(text) {
  if (/\bdraw\b/.test(text)) return { outcome: 0, plies: null };
  const win = text.match(/\b(mouse|cat) (?:wins in (\d+) moves?|wins now|has won)/);
  assert.ok(win, `a value in ${JSON.stringify(text)}`);
  return { outcome: win[1] === 'mouse' ? 1 : 2, plies: win[2] === undefined ? 0 : Number(win[2]) };
}
const same = (a, b) => a.outcome === b.outcome && (a.outcome === 0 || a.plies === b.plies);

// What the board shows once the steps near the cursor have settled, read in
// the same poll that found it settled: no link being opened (the page
// restores a link's moment after the first solve), every step near the
// cursor given its history, the same timeline and cursor as the poll two
// frames before (the views render on animation frames), and nothing near
// the cursor drawn as pending.
async function shown(page) {
  await page.evaluate(() => {
    if (window.frames_ !== undefined) return;
    window.frames_ = 0;
    const tick = () => {
      window.frames_++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  try {
    const seen = await page.waitForFunction(
      (reach) => {
        const el = document.querySelector('cat-mouse-game');
        const s = el?.session;
        const root = el?.shadowRoot;
        if (!s?.entry || el.busy || s.busy || s.restoring) return (window.seen_ = null);
        const near = (i) => Math.abs(i - s.cursor) <= reach;
        const rows = [...root.querySelectorAll('.moves > .row')];
        const settled =
          s.timeline.every((e, i) => !near(i) || e.given) &&
          rows.length === s.timeline.length &&
          [...root.querySelectorAll('.vc-pt.pending, .row .chip.pending')].every(
            (node) => !near(Number(node.dataset.index ?? node.closest('.row').dataset.step)),
          );
        const was = window.seen_;
        if (!settled || !was || was.timeline !== s.timeline || was.cursor !== s.cursor) {
          window.seen_ = settled ? { timeline: s.timeline, cursor: s.cursor, frame: window.frames_ } : null;
          return false;
        }
        if (window.frames_ < was.frame + 2) return false;
        window.seen_ = null;
        const name = (node) => node.querySelector('.visually-hidden')?.textContent ?? node.getAttribute('aria-label');
        return {
          cursor: s.cursor,
          positions: s.timeline.map((e) => e.position),
          rows: rows.map((row) => ({
            step: Number(row.dataset.step),
            chips: [...row.querySelectorAll('.chip')].map((chip) => ({ to: Number(chip.dataset.to), name: name(chip) })),
          })),
          points: [...root.querySelectorAll('.vc-pt')].map((p) => ({ index: Number(p.dataset.index), name: p.getAttribute('aria-label') })),
          line: root.querySelector('.position').textContent,
          here: [...root.querySelectorAll('.here button[data-to]')].map((b) => ({ to: Number(b.dataset.to), name: b.textContent })),
        };
      },
      SETTLE_REACH,
      { timeout: PATIENCE, polling: 50 },
    );
    return await seen.jsonValue();
  } catch (error) {
    const state = await page.evaluate(() => {
      const el = document.querySelector('cat-mouse-game');
      const s = el?.session;
      return {
        busy: el?.busy,
        sbusy: s?.busy,
        restoring: !!s?.restoring,
        cursor: s?.cursor,
        given: s?.timeline.map((e) => e.given),
        rows: el?.shadowRoot.querySelectorAll('.moves > .row').length,
        pending: el?.shadowRoot.querySelectorAll('.pending').length,
      };
    });
    throw new Error(`the board did not settle near its cursor: ${JSON.stringify(state)}`, { cause: error });
  }
}

// Checks every value `seen` shows near the cursor against the reference; returns how many.
function check(seen, graph, where) {
  const rules = referenceRules(graph, {});
  const reference = referenceSearch(rules);
  const line = seen.positions;
  const near = (i) => Math.abs(i - seen.cursor) <= SETTLE_REACH;
  // The value at step i given the steps before it: a repetition is a draw, an ending its own.
  const valueAt = (i) => {
    const before = line.slice(0, i).map(key);
    if (before.includes(key(line[i]))) return { outcome: 0, plies: null };
    return rules.ending(line[i]) ?? reference(line.slice(0, i + 1)).value;
  };
  const repeatAt = line.findIndex((p, i) => line.slice(0, i).some((q) => key(q) === key(p)));
  assert.ok(repeatAt < 0 || repeatAt === line.length - 1, `${where}: a repetition ends the timeline`);
  let checked = 0;
  for (const row of seen.rows) {
    if (row.step === 0 || !near(row.step) || !near(row.step - 1)) continue;
    const moves = reference(line.slice(0, row.step)).moves;
    for (const chip of row.chips) {
      const want = moves.find((m) => m.to === chip.to);
      const after = { outcome: want.outcome, plies: want.plies === null ? null : want.plies - 1 };
      assert.ok(
        same(parseValue(chip.name.split(': ')[1]), after),
        `${where}: row ${row.step}, "${chip.name}", given the game: ${JSON.stringify(after)}`,
      );
      checked++;
    }
  }
  for (const point of seen.points) {
    if (!near(point.index)) continue;
    const said = point.name
      .split(': ')
      .slice(1)
      .join(': ')
      .split(/\. ✗|\.$/)[0];
    assert.ok(
      same(parseValue(said), valueAt(point.index)),
      `${where}: point "${point.name}", given the game: ${JSON.stringify(valueAt(point.index))}`,
    );
    checked++;
  }
  const at = seen.cursor;
  if (at > 0 && !rules.ending(line[at]) && !(repeatAt === at)) {
    assert.ok(same(parseValue(seen.line.split(' · ').at(-1)), valueAt(at)), `${where}: the position line "${seen.line}"`);
    checked++;
  }
  if (repeatAt === at || rules.ending(line[at])) assert.deepEqual(seen.here, [], `${where}: no move offered where the game is over`);
  else {
    const moves = reference(line.slice(0, at + 1)).moves;
    for (const button of seen.here) {
      const want = moves.find((m) => m.to === button.to);
      const after = { outcome: want.outcome, plies: want.plies === null ? null : want.plies - 1 };
      assert.ok(
        same(parseValue(button.name), after),
        `${where}: the move from here "${button.name}", given the game: ${JSON.stringify(after)}`,
      );
      checked++;
    }
  }
  return checked;
}

// Random games on random graphs of 5 and 6 nodes (the mouse on 1, the cat on 2, the hole 0), and the issue's.
function cases() {
  const rand = random(4343);
  const pick = generator(97);
  const out = [
    { graph: ISSUE, path: [4, 9, 1], ply: 3 },
    { graph: ISSUE, path: [4, 9, 1, 2], ply: 4 },
    { graph: ISSUE, path: [], ply: 0 },
    { graph: START, path: [], ply: 0 },
  ];
  while (out.length < 10) {
    const graph = randomGraph(rand, 5 + (out.length % 2), 0.45); // (the exhaustive search grows with the visited sets: small graphs)
    if (!graph[0].length || !graph[1].length || !graph[2].length) continue;
    const rules = referenceRules(graph, {});
    const game = randomLine(rules, { mouse: 1, cat: 2, turn: 'mouse' }, 10, pick);
    const path = game.slice(1).map((p, i) => p[game[i].turn]);
    out.push({ graph, path, ply: pick(path.length + 1) });
  }
  return out;
}

test('every value the board shows, at every step near the cursor, is the value given the game so far (random games with repetitions, watch and play)', async () => {
  let checked = 0;
  for (const [n, { graph, path, ply }] of cases().entries()) {
    for (const mode of ['replay', 'play']) {
      const link = `${env.server.url}#graph=${encodeURIComponent(JSON.stringify(graph))}${path.length ? `&path=${path.join('.')}&ply=${ply}` : ''}${mode === 'play' ? '&mode=play' : ''}`;
      if (mode === 'play' && !path.length) continue;
      await withPage(env.browser, link, async ({ page }) => {
        await page
          .locator('cat-mouse-game')
          .evaluate((el) => el.shadowRoot.querySelectorAll('.folded').forEach((f) => f.classList.remove('folded')));
        const where = `case ${n} (${mode}) ${JSON.stringify(graph)} path ${path.join('.')} ply ${ply}`;
        checked += check(await shown(page), graph, `${where}, at the link's step`);
        // The first and the last position too, as a person steps there (Home, End on the board).
        for (const [key, name] of [
          ['Home', 'the start'],
          ['End', 'the end'],
        ]) {
          await page.locator('cat-mouse-game').getByRole('button', { name: 'First position' }).focus();
          await page.keyboard.press(key);
          checked += check(await shown(page), graph, `${where}, ${name}`);
        }
      });
    }
  }
  assert.ok(checked > 300, `${checked} values checked`);
  console.log(`# ${checked} values checked`);
});
