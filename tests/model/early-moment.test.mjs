// A moment restored before the board's first game has solved (model/early-moment.js): it waits for the
// game named when it came, the latest wins, and it is never tried on another game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EarlyMoment } from '../../web/src/model/early-moment.js';

const GRAPH = '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]';
const game = { graph: GRAPH, mouse: 1, cat: 2, hole: 0, first: 'mouse', onlyApplicable: true };
const moment = { mode: 'replay', path: [3, 4], ply: 2 };
// What the session's restore answers (restored records what it was given).
const restorer = (answer) => {
  const restored = [];
  return { restored, restore: async (m) => (restored.push(m), answer) };
};

test('the moment is restored once its game shows, and restore() answers as the restore does', async () => {
  for (const answer of [true, false]) {
    const early = new EarlyMoment();
    const waiting = early.hold(moment, game);
    const { restored, restore } = restorer(answer);
    assert.equal(early.apply({ graph: GRAPH, mouse: 1, cat: 2, hole: 0, first: 'mouse' }, false, restore), true);
    assert.deepEqual(restored, [moment]);
    assert.equal(await waiting, answer);
    assert.equal(early.apply(game, false, restore), false, 'once');
  }
});

test('the latest moment wins; a dropped one answers false', async () => {
  const early = new EarlyMoment();
  const first = early.hold(moment, game);
  const later = { mode: 'replay', path: [3], ply: 1 };
  const second = early.hold(later, game);
  assert.equal(await first, false);
  const { restored, restore } = restorer(true);
  early.apply(game, false, restore);
  assert.deepEqual(restored, [later]);
  assert.equal(await second, true);
  const third = early.hold(moment, game);
  early.drop(); // (a person chose a mode, or the solve ended without a game)
  assert.equal(await third, false);
  assert.equal(early.apply(game, false, restore), false);
});

test('another game shows first: another graph, rules or start drop the moment untried', async () => {
  for (const other of [{ graph: '[[1],[0]]' }, { hole: 3 }, { mouse: 3 }, { first: 'cat' }, { pass: true }]) {
    const early = new EarlyMoment();
    const waiting = early.hold(moment, game);
    const { restored, restore } = restorer(true);
    assert.equal(early.apply({ ...game, ...other }, false, restore), false, JSON.stringify(other));
    assert.deepEqual(restored, []);
    assert.equal(await waiting, false);
  }
});

test("a grid's game is compared by the options that apply to a grid (its board places the start)", async () => {
  const grid = { graph: 'C...\n.#..\n...F\nM...', mouseJump: 1, catJump: 1, mouse: 1, cat: 2, hole: 0, first: 'mouse' };
  const early = new EarlyMoment();
  const waiting = early.hold(moment, grid);
  const { restored, restore } = restorer(true);
  const { mouse, cat, hole, ...shown } = grid; // (the element's shown game leaves out what a grid's board places)
  assert.equal(early.apply(shown, true, restore), true);
  assert.deepEqual(restored, [moment]);
  assert.equal(await waiting, true);
});
