// The solver's steps (web/src/model/solve-steps.js), read from the package's
// table, against what this file computes on its own: a plain retrograde
// analysis (a counter per position, a queue by level) for the levels, the
// waiting positions and the draws, and LeetCode 913's commonly copied
// 2n-cutoff recursion, written literally, for the cutoff's answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { solver, random, randomGraph, REGRESSIONS, EXAMPLE_1 } from './support.mjs';
import { GRID_EXAMPLE_1 } from '../fixtures/graphs.mjs';
import { gameOracle } from './oracle.mjs';
import { sparseGraph } from '../../web/src/page/examples.js';
import {
  STATE,
  cellSummary,
  cutoffAnswer,
  cutoffSummary,
  isWaiting,
  positionAt,
  positionIndex,
  solveSteps,
  startSummary,
  stateCodes,
  stepSummary,
} from '../../web/src/model/solve-steps.js';

// LeetCode 913's rules, stated here: hole 0, the cat never enters it.
const movesOf = (graph, m, c, turn) =>
  turn === 'mouse'
    ? graph[m].map((x) => ({ mouse: x, cat: c, turn: 'cat' }))
    : graph[c].filter((y) => y !== 0).map((y) => ({ mouse: m, cat: y, turn: 'mouse' }));

// Retrograde analysis as a textbook writes it. Returns each position's level
// (-1 never decided), its outcome, and per step k the positions waiting: will
// lose, undecided, with fewer children decided by step k (as wins for the
// opponent) than moves.
function reference(graph) {
  const n = graph.length;
  const all = [];
  for (const turn of ['mouse', 'cat']) for (let m = 0; m < n; m++) for (let c = 1; c < n; c++) all.push({ mouse: m, cat: c, turn });
  const key = (p) => positionIndex(n, p);
  const level = new Map();
  const result = new Map();
  const counter = new Map(); // moves not yet refuted
  const parents = new Map(all.map((p) => [key(p), []]));
  let frontier = [];
  for (const p of all) {
    const moves = movesOf(graph, p.mouse, p.cat, p.turn);
    counter.set(key(p), moves.length);
    let end = 0;
    if (p.mouse === p.cat) end = 2;
    else if (p.mouse === 0) end = 1;
    else if (!moves.length) end = p.turn === 'mouse' ? 2 : 1;
    if (end) {
      level.set(key(p), 0);
      result.set(key(p), end);
      frontier.push(p);
    } else for (const q of moves) parents.get(key(q)).push(p);
  }
  const mover = { mouse: 1, cat: 2 };
  for (let k = 0; frontier.length; k++) {
    const next = [];
    for (const p of frontier) {
      for (const q of parents.get(key(p))) {
        if (level.has(key(q))) continue;
        const won = result.get(key(p)) === mover[q.turn];
        if (!won) counter.set(key(q), counter.get(key(q)) - 1);
        if (won || counter.get(key(q)) === 0) {
          level.set(key(q), k + 1);
          result.set(key(q), result.get(key(p)));
          next.push(q);
        }
      }
    }
    frontier = next;
  }
  const last = Math.max(...level.values());
  const waiting = [];
  for (let k = 0; k <= last + 1; k++) {
    let w = 0;
    for (const p of all) {
      const l = level.get(key(p));
      if (l === undefined || l <= k || result.get(key(p)) === mover[p.turn]) continue;
      const moves = movesOf(graph, p.mouse, p.cat, p.turn);
      const refuted = moves.filter((q) => level.get(key(q)) <= k && result.get(key(q)) !== mover[p.turn]).length;
      if (refuted < moves.length) w++;
    }
    waiting.push(w);
  }
  return { all, level, result, last, waiting, draws: all.filter((p) => !level.has(key(p))).length, key };
}

// The popular solution, literally: memoized DFS on (t, mouse, cat), the mouse
// moving on even t, `if t == 2n return 0` before anything else.
function cutoffRecursion(graph) {
  const n = graph.length;
  const memo = new Map();
  const dfs = (t, mouse, cat) => {
    if (t === 2 * n) return 0;
    if (mouse === cat) return 2;
    if (mouse === 0) return 1;
    const k = `${t},${mouse},${cat}`;
    if (memo.has(k)) return memo.get(k);
    let answer;
    if (t % 2 === 0) {
      let draw = false;
      answer = 2;
      for (const next of graph[mouse]) {
        const r = dfs(t + 1, next, cat);
        if (r === 1) {
          answer = 1;
          break;
        }
        if (r !== 2) draw = true;
      }
      if (answer !== 1 && draw) answer = 0;
    } else {
      let draw = false;
      answer = 1;
      for (const next of graph[cat]) {
        if (next === 0) continue;
        const r = dfs(t + 1, mouse, next);
        if (r === 2) {
          answer = 2;
          break;
        }
        if (r !== 1) draw = true;
      }
      if (answer !== 2 && draw) answer = 0;
    }
    memo.set(k, answer);
    return answer;
  };
  return dfs;
}

async function stepsOf(graph, options = {}) {
  const game = solver.solve(JSON.stringify(graph), { allowIsolated: true, ...options });
  const oracle = gameOracle(game, solver);
  const planes = { mouse: await oracle.valueMap('mouse'), cat: await oracle.valueMap('cat') };
  return { game, steps: solveSteps(planes, game) };
}

// Every graph on n nodes: each subset of the n(n-1)/2 edges.
function* allGraphs(n) {
  const pairs = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push([a, b]);
  for (let bits = 0; bits < 1 << pairs.length; bits++) {
    const graph = Array.from({ length: n }, () => []);
    pairs.forEach(([a, b], i) => {
      if (bits & (1 << i)) {
        graph[a].push(b);
        graph[b].push(a);
      }
    });
    yield graph;
  }
}

function* testGraphs() {
  for (const n of [3, 4, 5]) yield* allGraphs(n);
  const rand = random(913);
  for (let g = 0; g < 300; g++) yield randomGraph(rand, 6 + (g % 4), 0.2 + 0.5 * rand());
}

function compare(graph, steps) {
  const ref = reference(graph);
  const n = graph.length;
  const where = `graph ${JSON.stringify(graph)}`;
  assert.equal(steps.last, ref.last, `${where}: the last step`);
  assert.equal(steps.draws, ref.draws, `${where}: the draws`);
  assert.equal(steps.positions, ref.all.length, `${where}: the positions`);
  const mouseWins = new Array(ref.last + 1).fill(0);
  const catWins = new Array(ref.last + 1).fill(0);
  for (const p of ref.all) {
    const i = positionIndex(n, p);
    const l = ref.level.get(i);
    assert.equal(steps.level[i], l ?? -1, `${where}: the level of ${JSON.stringify(p)}`);
    if (l === undefined) continue;
    assert.equal(steps.outcome[i], ref.result.get(i), `${where}: the outcome of ${JSON.stringify(p)}`);
    (ref.result.get(i) === 1 ? mouseWins : catWins)[l]++;
  }
  assert.deepEqual([...steps.mouseWins], mouseWins, `${where}: mouse wins per step`);
  assert.deepEqual([...steps.catWins], catWins, `${where}: cat wins per step`);
  assert.deepEqual([...steps.waiting], ref.waiting, `${where}: waiting per step`);
  // The grid's codes say the same, step by step; the cat never stands on the hole.
  for (let k = 0; k <= steps.end; k++) {
    const codes = stateCodes(steps, k);
    const tally = new Array(8).fill(0);
    for (const code of codes) tally[code]++;
    assert.equal(tally[STATE.waiting], ref.waiting[k], `${where}: waiting cells at step ${k}`);
    assert.equal(tally[STATE.none], 2 * n, `${where}: not positions`);
    assert.equal(tally[STATE.mouseNew] + tally[STATE.catNew], k < steps.end ? mouseWins[k] + catWins[k] : 0);
    assert.equal(tally[STATE.draw], k === steps.end ? ref.draws : 0);
    for (let i = 0; i < codes.length; i += 7) assert.equal(codes[i] === STATE.waiting, isWaiting(steps, i, k));
  }
}

test('levels, counts per step, waiting positions and draws match a plain retrograde analysis (every graph to 5 nodes, random to 9)', async () => {
  let graphs = 0;
  for (const graph of testGraphs()) {
    const { game, steps } = await stepsOf(graph);
    compare(graph, steps);
    game.dispose();
    graphs++;
  }
  assert.equal(graphs, 8 + 64 + 1024 + 300);
});

test("the cutoff's answer is the literal 2n-cutoff recursion's, at the start and every (t, position) it reaches", async () => {
  for (const graph of testGraphs()) {
    const { game, steps } = await stepsOf(graph);
    const n = graph.length;
    const dfs = cutoffRecursion(graph);
    // What the recursion visits from the start (t, mouse, cat).
    const seen = new Set();
    const stack = [[0, 1, 2]];
    while (stack.length) {
      const [t, m, c] = stack.pop();
      const k = `${t},${m},${c}`;
      if (seen.has(k)) continue;
      seen.add(k);
      const turn = t % 2 === 0 ? 'mouse' : 'cat';
      const index = positionIndex(n, { mouse: m, cat: c, turn });
      assert.equal(cutoffAnswer(steps, index, t), dfs(t, m, c), `graph ${JSON.stringify(graph)}, t ${t}, mouse ${m}, cat ${c}`);
      if (t === 2 * n || m === c || m === 0) continue;
      for (const q of movesOf(graph, m, c, turn)) stack.push([t + 1, q.mouse, q.cat]);
    }
    // Every position as the start (t = 0 with the mouse to move, t = 1 with the cat), and the count it gets wrong.
    let wrong = 0;
    for (let index = 0; index < 2 * n * n; index++) {
      const p = positionAt(n, index);
      if (p.cat === 0) continue;
      const t = p.turn === 'mouse' ? 0 : 1;
      assert.equal(cutoffAnswer(steps, index, t), dfs(t, p.mouse, p.cat));
      if (cutoffAnswer(steps, index) !== steps.outcome[index]) wrong++;
    }
    assert.equal(steps.wrong.total, wrong);
    game.dispose();
  }
});

test('the 10-node example: the start is decided at step 24, the cat wins; the 2n cutoff says draw', async () => {
  const graph = REGRESSIONS[0].graph;
  const { game, steps } = await stepsOf(graph);
  compare(graph, steps);
  const start = { mouse: 1, cat: 2, turn: 'mouse' };
  const index = positionIndex(10, start);
  assert.equal(steps.level[index], 24);
  assert.equal(steps.outcome[index], 2);
  assert.equal(cutoffAnswer(steps, index), 0);
  assert.equal(cutoffRecursion(graph)(0, 1, 2), 0, 'the literal recursion agrees');
  assert.equal(
    startSummary(steps, game, start, 24).text,
    'The start (mouse 1, cat 2, the mouse to move) is decided at step 24 (this step): the cat wins.',
  );
  assert.equal(startSummary(steps, game, start, 0).when, 'later');
  const cut = cutoffSummary(steps, start);
  assert.deepEqual([cut.cutoff, cut.exact, cut.wrongStart], ['a draw', 'the cat wins in 24 moves', true]);
  assert.ok(steps.wrong.total > 0 && cut.wrong.startsWith(`It gets ${steps.wrong.total} positions of ${steps.positions} wrong`), cut.wrong);
  assert.match(stepSummary(steps, 24).text, /decided, each ending in 24 moves/);
  assert.match(stepSummary(steps, 24).text, /never sees this step/);
  assert.doesNotMatch(stepSummary(steps, 19).text, /never sees/);
  assert.match(
    stepSummary(steps, steps.end).text,
    /^Nothing is decided at step 26, so the solver stops. Every position was decided: no draws./,
  );
  assert.match(stepSummary(steps, 0).text, /over before any move \(the mouse in a hole: \d+; the cat on the mouse: \d+/);
  assert.match(
    cellSummary(steps, game, index, 24, { cutoff: true }),
    /^mouse 1, cat 2, the mouse to move: decided at step 24: the cat wins in 24 moves; the 2n cutoff wrongly says a draw$/,
  );
  assert.match(cellSummary(steps, game, index, 3), /waiting: the mouse will lose \(decided at step 24\), but a move is not yet refuted/);
  assert.match(cellSummary(steps, game, index, 23), /every move is refuted, so it is lost at step 24/);
  game.dispose();
});

test('a drawn start, the cat first on a variant, a grid: the words follow the game', async () => {
  // LeetCode's first example: the start is never decided.
  let { game, steps } = await stepsOf(EXAMPLE_1);
  const start = { mouse: 1, cat: 2, turn: 'mouse' };
  assert.deepEqual(startSummary(steps, game, start, 0), {
    text: 'The start (mouse 1, cat 2, the mouse to move) is never decided: a draw.',
    when: 'draw',
    step: steps.end,
  });
  assert.match(stepSummary(steps, steps.end).text, new RegExp(`The ${steps.draws} positions never decided are draws\\.`));
  assert.deepEqual((({ cutoff, exact, wrongStart }) => ({ cutoff, exact, wrongStart }))(cutoffSummary(steps, start)), {
    cutoff: 'a draw',
    exact: 'a draw',
    wrongStart: false,
  });
  game.dispose();
  // A path 0-1-2-3, the cat first and winning on the hole: step 0 names the cat on a hole, the start is on the cat's side.
  ({ game, steps } = await stepsOf([[1], [0, 2], [1, 3], [2]], { first: 'cat', catOnHole: 'wins' }));
  const catFirst = { mouse: 1, cat: 2, turn: 'cat' };
  assert.equal(startSummary(steps, game, catFirst, 0).step, game.plies);
  assert.equal(steps.level[positionIndex(4, catFirst)], game.plies);
  assert.match(stepSummary(steps, 0).text, /the cat on a hole: \d+/);
  game.dispose();
  // A LeetCode 1728 grid: its cells named as the board names them.
  game = solver.solve(GRID_EXAMPLE_1);
  const oracle = gameOracle(game, solver);
  steps = solveSteps({ mouse: await oracle.valueMap('mouse'), cat: await oracle.valueMap('cat') }, game);
  assert.match(
    startSummary(steps, game, game.start, 0).text,
    /^The start \(mouse \(2,0\), cat \(1,1\), the mouse to move\) is decided at step 5/,
  );
  game.dispose();
});

test('500 nodes: the model in a few milliseconds a step (time logged)', async (t) => {
  const text = sparseGraph(500, 5); // an edge list
  const game = solver.solve(text);
  const oracle = gameOracle(game, solver);
  const planes = { mouse: await oracle.valueMap('mouse'), cat: await oracle.valueMap('cat') };
  const t0 = performance.now();
  const steps = solveSteps(planes, game);
  const t1 = performance.now();
  const codes = new Uint8Array(steps.level.length);
  for (let k = 0; k <= steps.end; k++) stateCodes(steps, k, codes);
  const t2 = performance.now();
  t.diagnostic(
    `500 nodes, ${steps.positions.toLocaleString('en-US')} positions, ${steps.end + 1} steps: solveSteps ${(t1 - t0).toFixed(1)} ms, every step's codes ${(t2 - t1).toFixed(1)} ms (${((t2 - t1) / (steps.end + 1)).toFixed(2)} ms a step)`,
  );
  assert.equal(steps.decided[steps.end] + steps.draws, steps.positions);
  game.dispose();
});
