// Values given the game's history (web/src/model/history-values.js, the
// package's `visited` option) against an independent reference written
// here: an exhaustive search of the game with its history, whose states are
// (position, set of positions visited), so a repetition is a draw by the
// rules' own words and nothing of the core's draw set is used. Small
// graphs: every graph on 4 nodes and on 5 nodes, and random directed ones,
// in LeetCode 913's game and in the variants, along random games. (Passing
// is checked on 4 nodes and on random directed graphs: on dense 5-node
// graphs its tree of games without a repetition takes the search minutes.)
//
// Remoteness: the reference counts it as the rules define it (docs/rules.md:
// the plies to the end when the winner hurries and the loser delays; a
// draw has none), over the finite tree of the game with its history, and
// the values AND remoteness are compared exactly, for the position to move
// from and for each of its moves.
import test from 'node:test';
import { solveWithHistory } from './history-oracle.mjs';
import assert from 'node:assert/strict';
import { solver } from './support.mjs';
import { historyValues, visitedOf } from '../../web/src/model/history-values.js';
import { generator, graphOfMask, key, randomLine, referenceRules, referenceSearch, starts } from './history-reference.mjs';

// Checks every prefix of `line` that the board would ask about (its last
// position neither over nor a repeat). Returns how many were checked.
function checkLine(name, graph, options, rules, reference, line) {
  const base = solver.solve(graph, { allowIsolated: true, ...options });
  let checked = 0;
  try {
    for (let end = 1; end <= line.length; end++) {
      const prefix = line.slice(0, end);
      const p = prefix.at(-1);
      const free = base.moves(p);
      if (rules.ending(p)) {
        assert.equal(
          historyValues(prefix, free, () => assert.fail('asked a finished game')),
          null,
          `${name}: over`,
        );
        continue;
      }
      const keys = prefix.map(key);
      if (keys.indexOf(key(p)) < end - 1) {
        assert.equal(
          historyValues(prefix, free, () => assert.fail('asked a repeated position')),
          null,
          `${name}: repeat`,
        );
        break;
      }
      const withHistory = solveWithHistory(graph, { ...options, visited: visitedOf(prefix) });
      try {
        const got = historyValues(prefix, free, (q) => withHistory.value(q));
        const want = reference(prefix);
        const where = `${name}, line ${prefix.map(key).join(' ')}`;
        assert.deepEqual({ outcome: got.outcome, plies: got.plies }, want.value, `${where}: the position's value`);
        const byTo = (a, b) => a.to - b.to;
        assert.deepEqual([...got.moves].sort(byTo), [...want.moves].sort(byTo), `${where}: the moves' values`);
        checked++;
      } finally {
        withHistory.dispose();
      }
    }
  } finally {
    base.dispose();
  }
  return checked;
}

const LEETCODE = { name: "LeetCode 913's game", options: {} };
const GUARDS = { name: 'the cat guarding the hole', options: { catOnHole: 'guards' } };
const PASS = { name: 'passing, the cat guarding the hole', options: { pass: true, catOnHole: 'guards' } };
const TWO_HOLES = { name: 'two holes, the cat winning on one', options: { holes: [0, 3], catOnHole: 'wins' } };

// Every graph on n nodes in each variant, `lines` random games each.
function everyGraph(n, lines, seed, variants) {
  const pick = generator(seed);
  let checked = 0;
  for (let mask = 0; mask < 1 << ((n * (n - 1)) / 2); mask++) {
    const graph = graphOfMask(n, mask);
    for (const { name, options } of variants) {
      const holes = options.holes ?? [0];
      const rules = referenceRules(graph, options);
      const reference = referenceSearch(rules);
      const all = starts(n, holes);
      for (let i = 0; i < lines; i++) {
        const start = all[pick(all.length)];
        const line = randomLine(rules, start, 12, pick);
        const given = { ...options, mouse: start.mouse, cat: start.cat, first: start.turn };
        checked += checkLine(`${name}, graph ${JSON.stringify(graph)}`, graph, given, rules, reference, line);
      }
    }
  }
  return checked;
}

test('every graph on 4 nodes, in four variants, along random games: the values given the history are the exhaustive search', () => {
  const checked = everyGraph(4, 3, 4, [LEETCODE, GUARDS, PASS, TWO_HOLES]);
  assert.ok(checked > 900, `${checked} positions checked`);
});

test('every graph on 5 nodes, in two variants, along a random game: the values given the history are the exhaustive search', () => {
  const checked = everyGraph(5, 1, 5, [LEETCODE, TWO_HOLES]);
  assert.ok(checked > 3000, `${checked} positions checked`);
});

test('random directed graphs on 5 and 6 nodes: the values given the history are the exhaustive search', () => {
  const pick = generator(6);
  let checked = 0;
  for (let round = 0; round < 150; round++) {
    const n = 5 + (round % 2);
    const arcs = Array.from({ length: n }, (_, a) => Array.from({ length: n }, (_, b) => b).filter((b) => b !== a && pick(10) < 4));
    const options = { directed: true, pass: round % 3 === 0 };
    const rules = referenceRules(arcs, options);
    const all = starts(n, [0]);
    const start = all[pick(all.length)];
    const line = randomLine(rules, start, 14, pick);
    const given = { ...options, mouse: start.mouse, cat: start.cat, first: start.turn };
    checked += checkLine(`directed ${JSON.stringify(arcs)}`, arcs, given, rules, referenceSearch(rules), line);
  }
  assert.ok(checked > 300, `${checked} positions checked`);
});

test("the issue's game: after the mouse's 1 to 4 and back, the win in 6 on a fresh board is a draw given the history", () => {
  const graph = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];
  const line = [
    { mouse: 1, cat: 2, turn: 'mouse' },
    { mouse: 4, cat: 2, turn: 'cat' },
    { mouse: 4, cat: 9, turn: 'mouse' },
    { mouse: 1, cat: 9, turn: 'cat' },
  ];
  const base = solver.solve(graph);
  const fresh = base.value(line.at(-1));
  const game = solveWithHistory(graph, { visited: visitedOf(line) });
  const got = historyValues(line, base.moves(line.at(-1)), (q) => game.value(q));
  // The cat's only move, 9 to 2, recreates the start.
  assert.deepEqual(got, { outcome: 0, plies: null, moves: [{ to: 2, outcome: 0, plies: null }] });
  assert.deepEqual(fresh, { outcome: 1, plies: 6 }, 'a win for the mouse on a fresh board');
  const reference = referenceSearch(referenceRules(graph, {}))(line);
  assert.deepEqual(reference.value, { outcome: 0, plies: null });
  base.dispose();
  game.dispose();
});
