// The board's oracle (web/src/element/flow/board-oracle.js, DOM-free) with a
// history: it answers given the game's history in its second worker up to
// HISTORY_NODE_LIMIT nodes with one cat, and above marks the history-free
// answer so the board says so (words/history-words.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { boardOracle } from '../../web/src/element/flow/board-oracle.js';
import { historyNote } from '../../web/src/words/history-words.js';

// A worker that answers position() with a game of `nodeCount` nodes and notes what it was asked.
function fakeWorker(nodeCount, twoCats = false) {
  const asked = [];
  const answer = (p) => ({
    nodeCount,
    twoCats,
    outcome: 1,
    plies: 3,
    line: [p],
    moves: [[{ to: 5, outcome: 1, plies: 3 }]],
    end: null,
  });
  return {
    asked,
    position: async (p) => (asked.push(['position', p]), answer(p)),
    solve: async (graph, options) => (asked.push(['solve', options.visited]), answer(null)),
  };
}

const position = { mouse: 4, cat: 9, turn: 'mouse' };
const history = [
  { mouse: 1, cat: 2, turn: 'mouse' },
  { mouse: 4, cat: 2, turn: 'cat' },
];

test('over 2,000 nodes the answer is history-free, marked so, and the second worker is never asked', async () => {
  const main = fakeWorker(2001);
  const second = fakeWorker(2001);
  const oracle = boardOracle({
    worker: () => main,
    lost: () => null,
    regained: () => {},
    history: () => ({ worker: second, game: { graph: 'g' } }),
  });
  const answer = await oracle.lineFrom(position, history);
  assert.equal(answer.historyFree, 'size');
  assert.deepEqual(second.asked, []);
  const note = historyNote({ position, value: answer, moves: answer.moves[0], historyFree: 'size' }, history, null);
  assert.match(note, /^Values here are history-free: on a graph of over 2,000 nodes the board does not solve again/);
});

test('up to 2,000 nodes the second worker solves the game on screen with the whole line as draws; no history asked, no second solve', async () => {
  const main = fakeWorker(2000);
  const second = fakeWorker(2000);
  const oracle = boardOracle({
    worker: () => main,
    lost: () => null,
    regained: () => {},
    history: () => ({ worker: second, game: { graph: 'g', mouse: 1 } }),
  });
  const answer = await oracle.lineFrom(position, history);
  assert.equal(answer.historyFree, undefined);
  assert.deepEqual(second.asked[0], ['solve', [...history, position]]);
  assert.deepEqual(second.asked[1], ['position', { mouse: 5, cat: 9, turn: 'cat' }]);
  const fresh = await oracle.lineFrom(history[0]);
  assert.equal(fresh.fresh, undefined);
  assert.equal(second.asked.length, 2, 'no history asked: the history-free answer');
  // At the start of a game ([]), the start itself is played: a move back to it repeats.
  const start = await oracle.lineFrom(history[0], []);
  assert.equal(start.given, true);
  assert.deepEqual(second.asked[2], ['solve', [history[0]]]);
});

test('two cats: the history-free answer, marked so (the core takes no history for two cats)', async () => {
  const main = fakeWorker(10, true);
  const oracle = boardOracle({ worker: () => main, lost: () => null, regained: () => {}, history: () => assert.fail('asked') });
  const answer = await oracle.lineFrom(position, history);
  assert.equal(answer.historyFree, 'two-cats');
  const note = historyNote({ position, value: answer, moves: answer.moves[0], historyFree: 'two-cats' }, history, null);
  assert.match(note, /^Values here are history-free: the two-cat game is not solved again/);
});
