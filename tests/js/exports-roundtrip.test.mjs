// Every export reads back (issue 22, item 7): each writer of the package
// (the game file, and the graph in each format) × each kind of game (a
// graph, each variant, two cats, a grid), written, read back through the
// package, and solved again: the same game, down to every position's value.
// lineText is for people and is not read back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSolver, gameJson, writeGraph, GRAPH_FORMATS } from 'catmouse';
import { EXAMPLE_1, nativeCli, npmCli } from './helpers.mjs';

const solver = await createSolver();

// A 7-node graph with a long game, and a directed one (arcs one way on a ring, a chord both ways).
const GRAPH = [
  [1, 2],
  [0, 3],
  [0, 3, 4],
  [1, 2, 5],
  [2, 6],
  [3, 6],
  [4, 5],
];
const DIRECTED = '0 -> 1\n1 -> 2\n2 -> 3\n3 -> 4\n4 -> 5\n5 -> 0\n1 3\n2 5\n';

// Each kind of game: the text it is solved from and its options.
const KINDS = {
  'LeetCode 913': [GRAPH, { mouse: 5, cat: 1, hole: 0 }],
  'the cat first': [GRAPH, { mouse: 5, cat: 1, hole: 0, first: 'cat' }],
  directed: [DIRECTED, { mouse: 3, cat: 1, hole: 0 }],
  'several holes': [GRAPH, { mouse: 3, cat: 4, holes: [0, 6] }],
  'cat guards a hole': [GRAPH, { mouse: 5, cat: 1, hole: 0, catOnHole: 'guards' }],
  'cat wins on a hole': [EXAMPLE_1, { mouse: 1, cat: 2, holes: [0, 4], catOnHole: 'wins' }],
  passing: [GRAPH, { mouse: 5, cat: 1, hole: 0, pass: true }],
  'two cats': [GRAPH, { mouse: 5, cat: 1, cat2: 4, hole: 0 }],
  'two cats, directed, passing': [DIRECTED, { mouse: 3, cat: 1, cat2: 5, hole: 0, pass: true }],
  grid: ['grid = ["M.C...F"], catJump = 1, mouseJump = 3', { turnLimit: 7, first: 'cat' }],
  'grid with walls': ['grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2', {}],
};

// Everything a solved game says: its rules, its start and every position's value.
function everything(game) {
  const n = game.nodeCount;
  const values = [];
  if (game.twoCats) {
    for (let mouse = 0; mouse < n; mouse++) {
      for (let cat = 0; cat < n; cat++) {
        for (let cat2 = 0; cat2 < n; cat2++) {
          for (const turn of ['mouse', 'cat']) {
            try {
              values.push(game.value({ mouse, cat, cat2, turn }));
            } catch (error) {
              values.push(error.code);
            }
          }
        }
      }
    }
  } else {
    const { outcome, remoteness } = game.table();
    values.push([...outcome], [...remoteness]);
  }
  return {
    graph: game.graph,
    variant: game.variant,
    start: game.start,
    value: [game.outcome, game.plies],
    line: game.line,
    grid: game.grid && { board: game.grid.board, catJump: game.grid.catJump, mouseJump: game.grid.mouseJump },
    turnLimit: game.turnLimit,
    differences: game.differences,
    values,
  };
}

// The rules a graph's text does not carry, as options: what a person gives with it.
const rulesOf = (game) => ({
  mouse: game.start.mouse,
  cat: game.start.cat,
  ...(game.twoCats ? { cat2: game.start.cat2 } : {}),
  holes: [...game.variant.holes],
  first: game.start.turn,
  catOnHole: game.variant.catOnHole,
  pass: game.variant.pass,
});

for (const [kind, [text, options]] of Object.entries(KINDS)) {
  test(`${kind}: its game file reads back as the same game`, () => {
    const game = solver.solve(text, options);
    const file = gameJson(game);
    const again = solver.solve(file);
    assert.deepEqual(everything(again), everything(game), file);
    // Through the worker's plain result too (the page exports that).
    assert.equal(
      gameJson({ ...everything(game), ...game, graph: game.graph, start: game.start, grid: game.grid, turnLimit: game.turnLimit }),
      file,
    );
  });

  test(`${kind}: the graph in every format reads back as the same graph, and with its rules as the same game`, () => {
    const game = solver.solve(text, options);
    const directed = game.variant.directed;
    for (const format of GRAPH_FORMATS) {
      if (directed && (format === 'graph6' || format === 'sparse6')) {
        assert.throws(() => writeGraph(game.graph, format, { directed }), { code: 'export.not-representable' });
        continue;
      }
      const written = writeGraph(game.graph, format, { directed });
      // No option says directed: the text must.
      const read = solver.parse(written);
      assert.equal(read.directed, directed, `${format}: ${written}`);
      assert.deepEqual(
        read.graph,
        game.graph.map((l) => [...l]),
        format,
      );
      // A grid's graph is its board's cells (what the board draws); the game is its file's.
      if (game.grid) continue;
      const again = solver.solve(written, rulesOf(game));
      assert.deepEqual(everything(again), everything(game), `${format}: ${written}`);
    }
  });
}

test("the issue's grid: its game file keeps the jumps (read back, it said the cat wins in 2 instead of 8)", () => {
  const game = solver.solve('grid = ["M.C...F"], catJump = 1, mouseJump = 3');
  const again = solver.solve(gameJson(game));
  assert.equal(again.winner, game.winner);
  assert.equal(again.plies, game.plies);
  assert.deepEqual([again.grid.catJump, again.grid.mouseJump], [1, 3]);
  assert.equal(solver.parse(gameJson(game)).grid, true);
  assert.deepEqual(solver.parse(gameJson(game)).rules, { first: 'mouse', turnLimit: 1000 });
});

test("both command lines read a grid's game file as its grid, and a .g6 file of 28 nodes as graph6", () => {
  const folder = mkdtempSync(join(tmpdir(), 'catmouse-exports-'));
  const game = solver.solve('grid = ["M.C...F"], catJump = 1, mouseJump = 3', { turnLimit: 9 });
  writeFileSync(join(folder, 'game.json'), gameJson(game));
  writeFileSync(join(folder, 'grid.txt'), 'grid = ["M.C...F"], catJump = 1, mouseJump = 3');
  // A 28-node path written without the header graph6Text now adds: it starts with '['.
  const path = Array.from({ length: 28 }, (_, i) => [i - 1, i + 1].filter((j) => j >= 0 && j < 28));
  const g6 = writeGraph(path, 'graph6').replace('>>graph6<<', '');
  assert.equal(g6[0], '[');
  writeFileSync(join(folder, 'path.g6'), `${g6}\n`);
  for (const command of [[nativeCli], [process.execPath, npmCli]]) {
    const run = (...args) => spawnSync(command[0], [...command.slice(1), ...args], { encoding: 'utf8' });
    const fromFile = run('solve', join(folder, 'game.json'), '--json');
    assert.equal(fromFile.status, 0, fromFile.stderr);
    assert.equal(fromFile.stdout, run('solve', join(folder, 'grid.txt'), '--json', '--turn-limit', '9').stdout);
    const g6Run = run('solve', join(folder, 'path.g6'), '--mouse', '27', '--cat', '1');
    assert.equal(g6Run.status, 0, g6Run.stderr);
    assert.equal(JSON.parse(g6Run.stdout).winner, solver.solve(path, { mouse: 27, cat: 1 }).winner);
  }
});
