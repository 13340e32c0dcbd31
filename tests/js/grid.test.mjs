// LeetCode 1728 grids through the package and the worker: the same answers
// as the native command line's --json (its exact value, its turn-limit answer,
// its line and its differences), on LeetCode's examples, the reported hard
// mazes and random boards; the board itself checked against the text.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, GAME_OPTIONS } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { random, runNative } from './helpers.mjs';
import { EXAMPLE_1_TEXT } from '../fixtures/graphs.mjs';

const solver = await createSolver();

// [rows, catJump, mouseJump, LeetCode's expected answer or null]
const EXAMPLES = [
  [['####F', '#C...', 'M....'], 1, 2, true],
  [['M.C...F'], 1, 4, true],
  [['M.C...F'], 1, 3, false],
  // LeetCode-Feedback 7385, 24500, 40117: the mouse wins, in more than 70 plies.
  [['CM......', '#######.', '........', '.#######', '........', '#######.', 'F.#...#.', '#...#...'], 1, 1, true],
  [['C#......', 'M..####.', '###.....', '....####', '.####...', '......#.', '#######.', 'F.......'], 1, 1, true],
  [['.F#.....', '.#..###.', '...#....', '###..###', '#...#M..', '..###C#.', '.#...##.', '...#....'], 1, 1, true],
];

const gridText = (rows, catJump, mouseJump) => `grid = ${JSON.stringify(rows)}, catJump = ${catJump}, mouseJump = ${mouseJump}`;

// A random board: walls with probability 1/4, then C, M and F on three distinct cells.
function randomBoard(rand) {
  const rows = 1 + Math.floor(rand() * 5);
  const columns = 3 + Math.floor(rand() * 4);
  const cells = Array.from({ length: rows }, () => Array.from({ length: columns }, () => (rand() < 0.25 ? '#' : '.')));
  const places = [];
  while (places.length < 3) {
    const place = [Math.floor(rand() * rows), Math.floor(rand() * columns)];
    if (!places.some(([r, c]) => r === place[0] && c === place[1])) places.push(place);
  }
  ['C', 'M', 'F'].forEach((piece, i) => {
    cells[places[i][0]][places[i][1]] = piece;
  });
  return [cells.map((row) => row.join('')), 1 + Math.floor(rand() * 3), 1 + Math.floor(rand() * 3)];
}

// The board as the text says it, found here without the core: open cells in row order.
function boardOf(rows) {
  const cells = [];
  const walls = [];
  const piece = {};
  rows.forEach((row, r) =>
    [...row].forEach((ch, c) => {
      if (ch === '#') return walls.push({ row: r, col: c });
      if (ch !== '.') piece[ch] = cells.length;
      cells.push({ row: r, col: c });
    }),
  );
  return { cells, walls, food: piece.F, mouse: piece.M, cat: piece.C };
}

// The native --json report with its cells turned into the package's nodes.
function nativeReport(text, args, grid) {
  const run = runNative(['solve', '--json', ...args], text);
  assert.equal(run.status, 0, run.stderr);
  const report = JSON.parse(run.stdout);
  const node = ([row, col]) => grid.cells.findIndex((cell) => cell.row === row && cell.col === col);
  const position = (p) => ({ mouse: node(p.mouse), cat: node(p.cat), turn: p.turn });
  return {
    ...report,
    line: report.line.map(position),
    differences: {
      ...report.differences,
      examples: report.differences.examples.map((e) => ({ ...position(e), exact: e.exact, turnLimit: e.turnLimit })),
    },
  };
}

function assertSameAsNative(text, options = {}) {
  const game = solver.solve(text, options);
  try {
    const args = options.turnLimit === undefined ? [] : ['--turn-limit', String(options.turnLimit)];
    const native = nativeReport(text, args, game.grid);
    assert.equal(game.format, 'grid');
    assert.deepEqual(
      [game.grid.rows, game.grid.columns, game.grid.catJump, game.grid.mouseJump],
      [native.rows, native.columns, native.catJump, native.mouseJump],
    );
    assert.deepEqual({ outcome: game.outcome, winner: game.winner, plies: game.plies }, native.exact);
    assert.deepEqual(game.turnLimit, native.turnLimit);
    assert.deepEqual(game.line, native.line);
    assert.deepEqual(game.differences, native.differences);
    // The board against the text, read here.
    const board = boardOf(game.grid.board);
    assert.deepEqual(game.grid.cells, board.cells);
    assert.deepEqual(game.grid.walls, board.walls);
    assert.deepEqual([game.grid.food, game.grid.mouse, game.grid.cat], [board.food, board.mouse, board.cat]);
    assert.equal(game.hole, game.grid.food);
    assert.deepEqual(game.start, { mouse: board.mouse, cat: board.cat, turn: 'mouse' });
    assert.equal(game.nodeCount, board.cells.length);
    return game;
  } catch (error) {
    game.dispose();
    throw error;
  }
}

test("LeetCode 1728 examples and the reported mazes: the package says what the native CLI says, and LeetCode's answer", () => {
  for (const [rows, catJump, mouseJump, expected] of EXAMPLES) {
    const game = assertSameAsNative(gridText(rows, catJump, mouseJump));
    assert.equal(game.turnLimit.mouseWins, expected, rows.join('/'));
    assert.equal(game.turnLimit.turns, 1000);
    game.dispose();
  }
  // Under a 70-ply limit the mazes are the cat's: the differences say where.
  const maze = EXAMPLES[4];
  const game = assertSameAsNative(gridText(...maze.slice(0, 3)), { turnLimit: 70 });
  assert.equal(game.turnLimit.mouseWins, false);
  assert.ok(game.differences.count > 0);
  assert.deepEqual(game.differences.examples[0], {
    ...game.start,
    exact: { outcome: 1, winner: 'mouse', plies: game.plies },
    turnLimit: { outcome: 2, winner: 'cat' },
  });
  game.dispose();
});

test('random boards: native = wasm, under the default limit and a short one', () => {
  const rand = random(1728);
  for (let i = 0; i < 60; i++) {
    const [rows, catJump, mouseJump] = randomBoard(rand);
    const text = gridText(rows, catJump, mouseJump);
    assertSameAsNative(text).dispose();
    assertSameAsNative(text, { turnLimit: 1 + Math.floor(rand() * 6) }).dispose();
  }
});

test('the jump options override the text; the rows alone need them', () => {
  const overridden = solver.solve(gridText(['M.C...F'], 1, 3), { mouseJump: 4 });
  assert.equal(overridden.grid.mouseJump, 4);
  assert.equal(overridden.turnLimit.mouseWins, true);
  overridden.dispose();
  const rowsAlone = assertSameAsNative('["M.C...F"]\n1\n4\n');
  assert.equal(rowsAlone.turnLimit.mouseWins, true);
  rowsAlone.dispose();
  const fromOptions = solver.solve('["M.C...F"]', { catJump: 1, mouseJump: 3 });
  assert.equal(fromOptions.turnLimit.mouseWins, false);
  fromOptions.dispose();
  assert.throws(() => solver.solve('["M.C...F"]', { catJump: 1 }), { code: 'grid.missing-jump' });
  assert.throws(() => solver.solve('["M.C...F"]', { catJump: 1, mouseJump: 9 }), { code: 'grid.bad-jump', options: ['mouseJump'] });
  assert.throws(() => solver.solve('["M.C...F"]', { catJump: 1, mouseJump: 2.5 }), { code: 'argument.type' });
});

test('a grid refuses the options its board decides; a graph refuses the grid options', () => {
  const text = gridText(['M.C...F'], 1, 3);
  assert.throws(() => solver.solve(text, { mouse: 1 }), { code: 'grid.placed-by-board', options: ['mouse'] });
  assert.throws(() => solver.validate(text, { hole: 0 }), { code: 'grid.placed-by-board', options: ['hole'] });
  assert.throws(() => solver.solve('0 1\n1 2\n2 3\n0 3\n', { catJump: 2 }), { code: 'grid.option-for-graph', options: ['catJump'] });
  assert.throws(() => solver.validate([[1, 3], [0], [3], [0, 2]], { turnLimit: 10 }), {
    code: 'grid.option-for-graph',
    options: ['turnLimit'],
  });
  // The side to move first may be chosen, as with --first.
  const catFirst = solver.solve(text, { first: 'cat' });
  assert.equal(catFirst.start.turn, 'cat');
  const native = JSON.parse(runNative(['solve', '--json', '--first', 'cat'], text).stdout);
  assert.deepEqual({ outcome: catFirst.outcome, winner: catFirst.winner, plies: catFirst.plies }, native.exact);
  catFirst.dispose();
});

// One value the option takes, other than its default when it has one.
function someValue(option) {
  if (option.type === 'choice') return option.values.find((v) => v !== option.default);
  if (option.type === 'boolean') return !option.default;
  return { node: 3, nodes: [0], count: 2 }[option.type];
}
const defaultOr = (option) => (option.default === undefined ? someValue(option) : option.default);

test('the schema says which options apply to a grid and to a graph, and the core refuses the others whatever their value', () => {
  const text = gridText(['M.C...F'], 1, 3);
  const graph = '0 1\n1 2\n2 3\n0 3\n';
  const notForGrid = GAME_OPTIONS.filter((o) => !o.appliesToGrid).map((o) => o.name);
  const notForGraph = GAME_OPTIONS.filter((o) => !o.appliesToGraph).map((o) => o.name);
  assert.deepEqual(notForGrid, ['mouse', 'cat', 'cat2', 'hole', 'holes', 'catOnHole', 'pass', 'directed']);
  assert.deepEqual(notForGraph, ['catJump', 'mouseJump', 'turnLimit']);
  for (const option of GAME_OPTIONS.filter((o) => o.type !== 'function' && o.name !== 'format')) {
    for (const value of [defaultOr(option), someValue(option)]) {
      const given = { [option.name]: value };
      const grid = () => solver.validate(text, given);
      const onGraph = () => solver.validate(graph, given);
      // directed: true is refused by the format first (a grid holds undirected moves only).
      // cat2: a second cat has its own code (the board places one cat).
      const refusal =
        option.name === 'directed' && value
          ? 'rules.conflicting-options'
          : option.name === 'cat2'
            ? 'grid.two-cats'
            : 'grid.placed-by-board';
      if (!option.appliesToGrid) assert.throws(grid, { code: refusal }, `${option.name}: ${value}`);
      else if (!(option.name === 'catJump' || option.name === 'mouseJump') || (value >= 1 && value <= 8))
        assert.doesNotThrow(grid, `${option.name}: ${value}`);
      if (!option.appliesToGraph)
        assert.throws(onGraph, { code: 'grid.option-for-graph', options: [option.name] }, `${option.name}: ${value}`);
    }
  }
  // LeetCode 913's default values too: pass: false is no rule of a grid's (its players may stay).
  assert.throws(() => solver.validate(text, { pass: false }), { code: 'grid.placed-by-board', options: ['pass'] });
  assert.throws(() => solver.validate(text, { catOnHole: 'barred', pass: false }), {
    code: 'grid.placed-by-board',
    options: ['catOnHole', 'pass'],
  });
});

test('onlyApplicable: every option given, the core leaves out those that do not apply to the kind of game the text is', () => {
  const every = {
    mouse: 3,
    cat: 4,
    holes: [1, 2],
    catOnHole: 'guards',
    pass: true,
    directed: true,
    catJump: 1,
    mouseJump: 4,
    turnLimit: 3,
    first: 'cat',
  };
  const text = gridText(['M.C...F'], 1, 3);
  assert.throws(() => solver.validate(text, every), { code: 'rules.conflicting-options' }); // directed, before the grid's own refusal
  const grid = solver.solve(text, { ...every, onlyApplicable: true });
  const plain = solver.solve(text, { catJump: 1, mouseJump: 4, turnLimit: 3, first: 'cat' });
  assert.deepEqual(
    [grid.start, grid.outcome, grid.plies, grid.turnLimit, grid.grid],
    [plain.start, plain.outcome, plain.plies, plain.turnLimit, plain.grid],
  );
  const graphText = EXAMPLE_1_TEXT;
  const graphEvery = { ...every, mouse: 1, cat: 2, holes: [0, 4] };
  assert.throws(() => solver.validate(graphText, graphEvery), { code: 'grid.option-for-graph' });
  const graph = solver.solve(graphText, { ...graphEvery, onlyApplicable: true });
  const { catJump, mouseJump, turnLimit, ...graphOnly } = graphEvery;
  const alone = solver.solve(graphText, graphOnly);
  assert.deepEqual(
    [graph.variant, graph.start, graph.outcome, graph.plies, graph.turnLimit],
    [alone.variant, alone.start, alone.outcome, alone.plies, undefined],
  );
  // a refusal that is not about applying stays: a hole and a hole set together, a start on a hole
  assert.throws(() => solver.validate(graphText, { ...graphOnly, hole: 0, onlyApplicable: true }), { code: 'rules.conflicting-options' });
  assert.throws(() => solver.validate(graphText, { ...graphOnly, mouse: 0, onlyApplicable: true }), { code: 'rules.mouse-on-hole' });
  for (const game of [grid, plain, graph, alone]) game.dispose();
});

test('parse() and FORMATS know the grid format; a graph game has no grid fields', () => {
  assert.ok(GAME_OPTIONS.find((o) => o.name === 'format').values.includes('grid'));
  assert.equal(solver.parse(gridText(['####F', '#C...', 'M....'], 1, 2)).format, 'grid');
  assert.equal(solver.parse('####F\n#C...\nM....\n', { format: 'grid' }).format, 'grid');
  const graph = solver.solve([[1, 3], [0], [3], [0, 2]]);
  assert.equal(graph.grid, undefined);
  assert.equal(graph.turnLimit, undefined);
  graph.dispose();
});

test('the worker passes a grid game through', async () => {
  const worker = createSolverWorker();
  try {
    const text = gridText(['####F', '#C...', 'M....'], 1, 2);
    const game = await worker.solve(text, { turnLimit: 4 });
    const direct = solver.solve(text, { turnLimit: 4 });
    assert.deepEqual(game.grid, direct.grid);
    assert.deepEqual(game.turnLimit, direct.turnLimit);
    assert.deepEqual(game.differences, direct.differences);
    assert.deepEqual(game.line, direct.line);
    assert.equal(game.turnLimit.mouseWins, false); // 5 plies are more than 4
    direct.dispose();
    await assert.rejects(worker.solve(text, { cat: 3 }), { code: 'grid.placed-by-board' });
  } finally {
    worker.terminate();
  }
});
