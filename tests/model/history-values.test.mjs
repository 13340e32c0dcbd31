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
import assert from 'node:assert/strict';
import { solver } from './support.mjs';
import { historyValues, visitedOf, after } from '../../web/src/model/history-values.js';

// A small deterministic generator, so a failure names a reproducible case.
function generator(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

// The rules, stated again for the reference (docs/rules.md): the cat on the
// mouse wins (on a hole too), the mouse on a hole wins, with catOnHole
// 'wins' the cat on a hole wins, a side with no legal move loses.
function referenceRules(arcs, { holes = [0], catOnHole = 'barred', pass = false }) {
  const isHole = (node) => holes.includes(node);
  const mayStand = (who, node) => !(who === 'cat' && catOnHole === 'barred' && isHole(node));
  const steps = (who, node) => [...new Set([...arcs[node], ...(pass ? [node] : [])])].filter((to) => mayStand(who, to));
  const movesOf = (p) => steps(p.turn, p.turn === 'mouse' ? p.mouse : p.cat);
  // { outcome, plies: 0 } when the game is over at p, else null.
  const ending = (p) => {
    if (p.mouse === p.cat) return { outcome: 2, plies: 0 };
    if (isHole(p.mouse)) return { outcome: 1, plies: 0 };
    if (catOnHole === 'wins' && isHole(p.cat)) return { outcome: 2, plies: 0 };
    if (movesOf(p).length === 0) return { outcome: p.turn === 'mouse' ? 2 : 1, plies: 0 };
    return null;
  };
  return { movesOf, ending };
}

const key = (p) => `${p.turn[0]}${p.mouse}.${p.cat}`;
const DRAW = Object.freeze({ outcome: 0, plies: null });

// The value of the game at p (not over, not visited) when the positions of
// `visited` (a Set of keys) have been played: every move to a visited
// position, or back to p, ends the game as a draw; otherwise the game goes
// on with p visited too. The mover takes a win by the fewest plies, else a
// draw, else the loss by the most plies.
function referenceSearch(rules) {
  const memo = new Map();
  const moveValue = (p, to, visited) => {
    const q = after(p, to);
    const over = rules.ending(q);
    if (over) return over;
    if (visited.has(key(q))) return DRAW;
    return search(q, visited);
  };
  function search(p, before) {
    const visited = new Set(before).add(key(p));
    const memoKey = `${key(p)}|${[...visited].sort().join(',')}`;
    if (memo.has(memoKey)) return memo.get(memoKey);
    const mine = p.turn === 'mouse' ? 1 : 2;
    let win = null;
    let draw = false;
    let loss = -1;
    for (const to of rules.movesOf(p)) {
      const v = moveValue(p, to, visited);
      if (v.outcome === mine) win = win === null ? v.plies + 1 : Math.min(win, v.plies + 1);
      else if (v.outcome === 0) draw = true;
      else loss = Math.max(loss, v.plies + 1);
    }
    const value = win !== null ? { outcome: mine, plies: win } : draw ? DRAW : { outcome: 3 - mine, plies: loss };
    memo.set(memoKey, value);
    return value;
  }
  // What the board asks: the value of the line's last position and of each
  // of its moves, given the line.
  return (line) => {
    const p = line.at(-1);
    const before = new Set(line.slice(0, -1).map(key));
    const visited = new Set(before).add(key(p));
    const moves = rules.movesOf(p).map((to) => ({ to, ...moveValue(p, to, visited) }));
    for (const m of moves) if (m.plies !== null) m.plies += 1;
    return { value: search(p, before), moves };
  };
}

// A random game from the start: random legal moves until it ends, repeats,
// or reaches `length` plies.
function randomLine(rules, start, length, pick) {
  const line = [start];
  const seen = new Set([key(start)]);
  while (line.length <= length && !rules.ending(line.at(-1))) {
    const moves = rules.movesOf(line.at(-1));
    const next = after(line.at(-1), moves[pick(moves.length)]);
    line.push(next);
    if (seen.has(key(next))) break;
    seen.add(key(next));
  }
  return line;
}

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
      const withHistory = solver.solve(graph, { allowIsolated: true, ...options, visited: visitedOf(prefix) });
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

// The graph of edge mask `mask` on n nodes (edge i is the i-th pair a < b).
function graphOfMask(n, mask) {
  const graph = Array.from({ length: n }, () => []);
  let bit = 0;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++, bit++) {
      if (mask & (1 << bit)) {
        graph[a].push(b);
        graph[b].push(a);
      }
    }
  }
  return graph;
}

// The starts a game may have (the rules' checks: the mouse not on a hole,
// the cat not on a hole nor on the mouse).
function starts(n, holes) {
  const list = [];
  for (let mouse = 0; mouse < n; mouse++)
    for (let cat = 0; cat < n; cat++)
      if (mouse !== cat && !holes.includes(mouse) && !holes.includes(cat))
        for (const turn of ['mouse', 'cat']) list.push({ mouse, cat, turn });
  return list;
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
  const game = solver.solve(graph, { visited: visitedOf(line) });
  const got = historyValues(line, base.moves(line.at(-1)), (q) => game.value(q));
  // The cat's only move, 9 to 2, recreates the start.
  assert.deepEqual(got, { outcome: 0, plies: null, moves: [{ to: 2, outcome: 0, plies: null }] });
  assert.deepEqual(fresh, { outcome: 1, plies: 6 }, 'a win for the mouse on a fresh board');
  const reference = referenceSearch(referenceRules(graph, {}))(line);
  assert.deepEqual(reference.value, { outcome: 0, plies: null });
  base.dispose();
  game.dispose();
});
