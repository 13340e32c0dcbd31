// game.lineFacts(positions): where a line repeats and where it ends, answered
// by the core, checked against the rules restated here (from rules.hpp's
// comment, not from the package) on lines of random play, one cat and two,
// every variant; its errors; the worker's request.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_1, random, randomGraph } from './helpers.mjs';

const solver = await createSolver();

const key = (p) => `${p.mouse} ${p.cat} ${p.cat2} ${p.turn}`;

// The rules, said again: the moves of each player (cats kept off holes when
// barred, staying put with pass), then the endings in rules.hpp's precedence.
function referenceFacts(graph, { holes, catOnHole, pass }, line) {
  const hole = (node) => holes.includes(node);
  const steps = (who, node) => {
    const to = graph[node].filter((m) => who === 'mouse' || catOnHole !== 'barred' || !hole(m));
    return pass ? [...to, node] : to;
  };
  const cats = (p) => (p.cat2 === undefined ? ['cat'] : ['cat', 'cat2']);
  const endingOf = (p) => {
    const on = cats(p).filter((c) => p[c] === p.mouse);
    if (on.length) return { ending: 'caught', outcome: 2, winner: 'cat', endingCat: on[0] };
    if (hole(p.mouse)) return { ending: 'hole', outcome: 1, winner: 'mouse', endingCat: null };
    const inHole = catOnHole === 'wins' ? cats(p).filter((c) => hole(p[c])) : [];
    if (inHole.length) return { ending: 'cat-in-hole', outcome: 2, winner: 'cat', endingCat: inHole[0] };
    const stuck = p.turn === 'mouse' ? steps('mouse', p.mouse).length === 0 : cats(p).some((c) => steps('cat', p[c]).length === 0);
    if (stuck)
      return p.turn === 'mouse'
        ? { ending: 'stuck', outcome: 2, winner: 'cat', endingCat: null }
        : { ending: 'stuck', outcome: 1, winner: 'mouse', endingCat: null };
    return null;
  };
  let repeat = null;
  let end = null;
  const seen = new Map();
  line.forEach((p, i) => {
    if (!repeat && seen.has(key(p))) repeat = { first: seen.get(key(p)), again: i };
    if (!seen.has(key(p))) seen.set(key(p), i);
    const ending = end ? null : endingOf(p);
    if (ending) end = { at: i, ...ending };
  });
  return { repeat, end };
}

// Random play from `from` by the moves the game lists, until it ends or `length` positions.
function randomPlay(game, rand, from, length) {
  const line = [from];
  while (line.length < length) {
    const here = line.at(-1);
    const moves = game.moves(here);
    if (moves.length === 0) break;
    const { to, to2 } = moves[Math.floor(rand() * moves.length)];
    const next = { ...here, [here.turn]: to, turn: here.turn === 'mouse' ? 'cat' : 'mouse' };
    if (to2 !== undefined) next.cat2 = to2;
    line.push(next);
  }
  return line;
}

// Lines of several kinds: the optimal line, random play (it repeats and ends
// anywhere), and two runs of play joined (an ending in the middle of a line).
function* linesOf(game, rand) {
  yield game.line;
  for (let i = 0; i < 6; i++) yield randomPlay(game, rand, game.start, 2 + Math.floor(rand() * 30));
  yield [...randomPlay(game, rand, game.start, 12), ...randomPlay(game, rand, game.start, 12)];
  yield [];
}

function checkGame(graph, options, rand) {
  const game = solver.solve(graph, { allowIsolated: true, ...options });
  try {
    let repeats = 0;
    let ends = 0;
    for (const line of linesOf(game, rand)) {
      const facts = game.lineFacts(line);
      assert.deepEqual(facts, referenceFacts(game.graph, game.variant, line), `${JSON.stringify(options)} ${JSON.stringify(line)}`);
      repeats += facts.repeat ? 1 : 0;
      ends += facts.end ? 1 : 0;
    }
    return { repeats, ends };
  } finally {
    game.dispose();
  }
}

test('lineFacts() of one-cat lines equals the rules restated, every variant: the repeat, the ending, the winner', () => {
  const rand = random(23);
  const seen = { repeats: 0, ends: 0 };
  for (let i = 0; i < 40; i++) {
    const n = 5 + Math.floor(rand() * 8);
    const graph = randomGraph(rand, n, 0.25 + rand() * 0.3);
    const catOnHole = ['barred', 'guards', 'wins'][i % 3];
    const options = {
      mouse: 1,
      cat: 2,
      catOnHole,
      pass: rand() < 0.5,
      ...(rand() < 0.3 ? { holes: [0, n - 1] } : {}),
      first: rand() < 0.5 ? 'mouse' : 'cat',
    };
    const counted = checkGame(graph, options, rand);
    seen.repeats += counted.repeats;
    seen.ends += counted.ends;
  }
  // The lines reached both facts, so the comparison above was not of nulls.
  assert.ok(seen.repeats > 20 && seen.ends > 20, JSON.stringify(seen));
});

test('lineFacts() of two-cat lines: which cat ended the game (endingCat), cat A when both did', () => {
  const rand = random(7);
  const cats = new Set();
  for (let i = 0; i < 30; i++) {
    const n = 5 + Math.floor(rand() * 6);
    const graph = randomGraph(rand, n, 0.3 + rand() * 0.3);
    const options = { mouse: 1, cat: 2, cat2: 3, catOnHole: ['barred', 'guards', 'wins'][i % 3], pass: rand() < 0.5 };
    const game = solver.solve(graph, { allowIsolated: true, ...options });
    try {
      for (const line of linesOf(game, rand)) {
        const facts = game.lineFacts(line);
        assert.deepEqual(facts, referenceFacts(game.graph, game.variant, line), `${JSON.stringify(options)} ${JSON.stringify(line)}`);
        if (facts.end?.endingCat) cats.add(facts.end.endingCat);
      }
    } finally {
      game.dispose();
    }
  }
  assert.deepEqual([...cats].sort(), ['cat', 'cat2']);
  // Both cats on the mouse: cat A did it.
  const game = solver.solve(EXAMPLE_1, { mouse: 1, cat: 2, cat2: 4 });
  assert.deepEqual(game.lineFacts([{ mouse: 3, cat: 3, cat2: 3, turn: 'mouse' }]).end, {
    at: 0,
    ending: 'caught',
    outcome: 2,
    winner: 'cat',
    endingCat: 'cat',
  });
  assert.deepEqual(game.lineFacts([{ mouse: 3, cat: 4, cat2: 3, turn: 'mouse' }]).end.endingCat, 'cat2');
  game.dispose();
});

test("lineFacts() of LeetCode 913's example 1: the drawn line repeats where it ends, at the earlier position", () => {
  const game = solver.solve(EXAMPLE_1);
  const { line } = game;
  const first = line.findIndex((p) => key(p) === key(line.at(-1)));
  assert.deepEqual(game.lineFacts(line), { repeat: { first, again: line.length - 1 }, end: null });
  assert.ok(first < line.length - 1);
  game.dispose();
});

test('lineFacts() refuses what is not a line of positions, naming the index', () => {
  const game = solver.solve(EXAMPLE_1);
  const ok = { mouse: 1, cat: 2, turn: 'mouse' };
  assert.throws(() => game.lineFacts(ok), { code: 'argument.type', message: /array of positions/ });
  assert.throws(() => game.lineFacts([ok, { mouse: 1 }]), { code: 'argument.type', message: /^positions\[1\]: / });
  assert.throws(() => game.lineFacts([ok, ok, { mouse: 9, cat: 2 }]), {
    code: 'position.node-out-of-range',
    message: /position 2 of the line/,
  });
  assert.throws(() => game.lineFacts([ok, { mouse: 1, cat: 0 }]), { code: 'position.cat-on-hole', message: /position 1 of the line/ });
  const two = solver.solve(EXAMPLE_1, { cat2: 4 });
  assert.throws(() => two.lineFacts([ok]), { code: 'argument.type', message: /cat2 is missing/ });
  two.dispose();
  game.dispose();
  assert.throws(() => game.lineFacts([ok]), { code: 'game.disposed' });
});

test("the worker's lineFacts() answers as the game's, for its last solved game", async () => {
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.lineFacts([]), { code: 'worker.no-game' });
    const answer = await worker.solve(EXAMPLE_1, { cat2: 4 });
    const game = solver.solve(EXAMPLE_1, { cat2: 4 });
    assert.deepEqual(await worker.lineFacts(answer.line), game.lineFacts(answer.line));
    await assert.rejects(worker.lineFacts([{ mouse: 1, cat: 2, turn: 'mouse' }]), { code: 'argument.type' });
    game.dispose();
  } finally {
    worker.terminate();
  }
});

// Issue 45: the line's facts come with the line. The worker's answer put
// the line the core gave it back through lineFacts(); now the core answers
// both in one call (game.lineWithFacts), and no snapshot of a line the core
// made asks lineFacts() again.
test('lineWithFacts() gives the optimal line and its facts in one call, as the rules restated say; the worker asks no lineFacts() of them', async () => {
  const { snapshot } = await import('../../wasm/src/worker-service.js');
  const rand = random(45);
  let ended = 0;
  let repeated = 0;
  for (let i = 0; i < 24; i++) {
    const n = 5 + Math.floor(rand() * 6);
    const graph = randomGraph(rand, n, 0.3 + rand() * 0.3);
    const options = {
      mouse: 1,
      cat: 2,
      ...(i % 3 === 2 ? { cat2: 3 } : {}),
      catOnHole: ['barred', 'guards', 'wins'][i % 3],
      pass: rand() < 0.5,
    };
    const game = solver.solve(graph, { allowIsolated: true, ...options });
    try {
      let asked = 0;
      const lineFacts = game.lineFacts.bind(game);
      game.lineFacts = (line) => (asked++, lineFacts(line));
      for (const start of [game.start, randomPlay(game, rand, game.start, 2 + Math.floor(rand() * 6)).at(-1)]) {
        const { line, facts } = game.lineWithFacts(start);
        assert.deepEqual(line, game.lineFrom(start));
        assert.deepEqual(facts, referenceFacts(game.graph, game.variant, line), `${JSON.stringify(options)} ${JSON.stringify(line)}`);
        const sent = snapshot(game, start);
        assert.deepEqual({ line: sent.line, facts: sent.facts }, { line, facts });
        ended += facts.end ? 1 : 0;
        repeated += facts.repeat ? 1 : 0;
      }
      assert.equal(asked, 0, "the worker's answer asks no facts of a line the core gave it");
    } finally {
      game.dispose();
    }
  }
  // (an optimal line repeats only in a draw: fewer of those)
  assert.ok(ended > 20 && repeated > 0, `both facts reached: ${ended} ends, ${repeated} repeats`);
  const game = solver.solve(EXAMPLE_1);
  assert.throws(() => game.lineWithFacts({ mouse: 9, cat: 2 }), { code: 'position.node-out-of-range' });
  game.dispose();
});
