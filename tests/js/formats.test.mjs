// The package's writers (wasm/src/formats.js) read back through the core's
// reader (solver.parse, solver.solve): every format round-trips, graph6 and
// sparse6 agree with an encoder written here from nauty's formats.txt (bit
// strings of '0' and '1'), and with strings from the spec and known graphs.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  createSolver,
  CatMouseError,
  writeGraph,
  adjacencyText,
  edgeListText,
  graph6Text,
  sparse6Text,
  gameJson,
  lineText,
  GRAPH_FORMATS,
} from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { FORMAT_LIST, FORMATS, formatWords } from 'catmouse/rules';
import { readFileSync } from 'node:fs';
import { EXAMPLE_1, EXAMPLE_2, random, root } from './helpers.mjs';

const solver = await createSolver();

// The package's one list of formats (wasm/src/format-names.js) is the core's
// (import.cpp, kFormats): the same names in the same order, the same words.
test("FORMAT_LIST names each format and its words as the core's table does; FORMATS and GRAPH_FORMATS come from it", async () => {
  const { default: createCatMouseModule } = await import('../../dist/catmouse-core.mjs');
  const core = await createCatMouseModule({ wasmBinary: readFileSync(`${root}dist/catmouse-core.wasm`) });
  assert.deepEqual(
    FORMAT_LIST.map(({ name, words }) => ({ name, words })),
    core.formatTable(),
  );
  assert.deepEqual(
    [...FORMATS],
    core.formatTable().map((f) => f.name),
  );
  assert.deepEqual(
    [...GRAPH_FORMATS],
    FORMAT_LIST.filter((f) => f.written).map((f) => f.name),
  );
  assert.equal(formatWords('edges'), 'an edge list');
  assert.equal(formatWords('bogus'), null);
  // What the core read a text as, in the list's words.
  assert.equal(formatWords(solver.parse('0 1\n1 2\n2 0').format), 'an edge list');
});

// ---- an independent encoder, straight from formats.txt
const chars = (bits) => {
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  return (
    padded
      .match(/.{6}/g)
      ?.map((six) => String.fromCharCode(63 + parseInt(six, 2)))
      .join('') ?? ''
  );
};
const binary = (value, width) => value.toString(2).padStart(width, '0');
const size = (n) => (n <= 62 ? String.fromCharCode(63 + n) : `~${chars(binary(n, 18))}`);
const hasEdge = (graph, a, b) => graph[a].includes(b);

function specGraph6(graph) {
  let bits = '';
  for (let j = 1; j < graph.length; j++) for (let i = 0; i < j; i++) bits += hasEdge(graph, i, j) ? '1' : '0';
  return size(graph.length) + chars(bits);
}

function specSparse6(graph) {
  const n = graph.length;
  const k = Math.max(1, Math.ceil(Math.log2(n)));
  const edges = [];
  for (let v = 0; v < n; v++) for (let x = 0; x <= v; x++) if (hasEdge(graph, x, v)) edges.push([x, v]);
  let bits = '';
  let v = 0;
  for (const [x, to] of edges) {
    if (to === v) bits += `0${binary(x, k)}`;
    else if (to === v + 1) bits += `1${binary(x, k)}`;
    else bits += `1${binary(to, k)}0${binary(x, k)}`;
    v = to;
  }
  let pad = (6 - (bits.length % 6)) % 6;
  if ([2, 4, 8, 16, 32].includes(n) && n === 2 ** k && v === n - 2 && pad > k) {
    bits += '0';
    pad--;
  }
  bits += '1'.repeat(pad);
  return `:${size(n)}${
    bits
      .match(/.{6}/g)
      ?.map((six) => String.fromCharCode(63 + parseInt(six, 2)))
      .join('') ?? ''
  }`;
}

// Random simple graphs with no isolated node at the end (an edge list's limit).
function randomSimpleGraph(rand, n, p) {
  const graph = Array.from({ length: n }, () => []);
  const join = (a, b) => {
    if (a === b || graph[a].includes(b)) return;
    graph[a].push(b);
    graph[b].push(a);
  };
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (rand() < p) join(a, b);
  join(n - 1, Math.floor(rand() * (n - 1)));
  for (const list of graph) list.sort((a, b) => a - b);
  return graph;
}

const SIZES = [3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 33, 62, 63, 64, 65, 100, 200];

test('graph6 and sparse6: the writer agrees with the spec encoder, and the core reads both back', () => {
  const rand = random(913);
  for (const n of SIZES) {
    for (const p of [0.05, 0.3, 0.8]) {
      const graph = randomSimpleGraph(rand, n, p);
      const g6 = graph6Text(graph);
      const s6 = sparse6Text(graph);
      assert.equal(g6, specGraph6(graph), `graph6, n = ${n}`);
      assert.equal(s6, specSparse6(graph), `sparse6, n = ${n}`);
      assert.deepEqual(solver.parse(g6).graph, graph);
      assert.deepEqual(solver.parse(s6).graph, graph);
      assert.equal(solver.parse(g6).format, 'graph6');
      assert.equal(solver.parse(s6).format, 'sparse6');
    }
  }
});

test('strings from formats.txt and known graphs', () => {
  const petersen = solver.parse('IheA@GUAo').graph;
  assert.equal(petersen.length, 10);
  assert.ok(petersen.every((list) => list.length === 3));
  assert.equal(graph6Text(petersen), 'IheA@GUAo');
  assert.equal(graph6Text(petersen, { header: true }), '>>graph6<<IheA@GUAo');
  assert.deepEqual(solver.parse('>>graph6<<IheA@GUAo').graph, petersen);
  const spec = [[1, 2], [0, 2], [0, 1], [], [], [6], [5]];
  assert.deepEqual(solver.parse(':Fa@x^').graph, spec);
  assert.equal(sparse6Text(spec), ':Fa@x^');
  assert.equal(graph6Text(spec), 'Fw??G');
  assert.equal(graph6Text([[2, 4], [3], [0], [1, 4], [0, 3]]), 'DQc');
  // n = 4, the last edge at node 2: the padding starts with a 0 bit.
  assert.equal(sparse6Text([[2], [2], [0, 1], []]), ':CoJ');
});

test('every graph format round-trips through the core: export then import gives the same graph', () => {
  const rand = random(12);
  const graphs = [EXAMPLE_1, EXAMPLE_2, ...SIZES.map((n) => randomSimpleGraph(rand, n, 0.2))];
  for (const graph of graphs) {
    for (const format of GRAPH_FORMATS) {
      const text = writeGraph(graph, format);
      const read = solver.parse(text);
      assert.equal(read.format, format, `${format}: ${text.slice(0, 40)}`);
      assert.deepEqual(read.graph, graph, format);
      assert.deepEqual(solver.parse(text, { format }).graph, graph, `${format}, named`);
    }
  }
  assert.equal(adjacencyText(EXAMPLE_2), '[[1,3],[0],[3],[0,2]]');
  assert.equal(edgeListText(EXAMPLE_2), '0 1\n0 3\n2 3\n');
});

test('the game as JSON round-trips: the same graph, rules, value and line', () => {
  for (const options of [{}, { mouse: 3, cat: 4, first: 'cat' }, { mouse: 4, cat: 1, hole: 2 }]) {
    const game = solver.solve(EXAMPLE_1, options);
    const text = gameJson(game);
    const parsed = JSON.parse(text);
    assert.deepEqual(parsed.graph, EXAMPLE_1);
    assert.deepEqual(parsed.value, { winner: game.winner, outcome: game.outcome, plies: game.plies });
    const again = solver.solve(text);
    assert.equal(again.format, 'json');
    assert.deepEqual(again.start, game.start);
    assert.equal(again.hole, game.hole);
    assert.deepEqual(again.graph, game.graph);
    assert.equal(again.outcome, game.outcome);
    assert.equal(again.plies, game.plies);
    assert.deepEqual(again.line, game.line);
    assert.deepEqual(solver.parse(text).rules, { mouse: game.start.mouse, cat: game.start.cat, hole: game.hole, first: game.start.turn });
    // The caller's options win over the file's rules.
    assert.equal(solver.solve(text, { mouse: 5 }).start.mouse, 5);
    game.dispose();
    again.dispose();
  }
});

test('the worker reports the format and warnings, and takes options.format; its game exports like a package game', async () => {
  const worker = createSolverWorker();
  try {
    const game = await worker.solve('0 1\n1 0\n0 3\n2 3\n3 2\n');
    assert.equal(game.format, 'edges');
    assert.equal(game.warnings.length, 1);
    assert.equal(game.warnings[0].code, 'parse.mixed-directions');
    assert.equal(game.warnings[0].line, 3);
    const json = gameJson(game);
    const fromJson = await worker.solve(json);
    assert.equal(fromJson.format, 'json');
    assert.deepEqual(fromJson.line, game.line);
    await assert.rejects(worker.solve('[[1,3],[0],[3],[0,2]]', { format: 'graph6' }), { code: 'parse.bad-graph6' });
  } finally {
    worker.terminate();
  }
});

test('the line as text: one move a line and the value', () => {
  const game = solver.solve(EXAMPLE_2); // the mouse goes 1 → 0, into the hole
  assert.equal(
    lineText(game),
    'The mouse starts on 1, the cat on 2, the hole is 0; the mouse moves first.\n1. mouse 1 → 0\nThe mouse wins in 1 move: the mouse reaches the hole (node 0).\n',
  );
  const draw = solver.solve(EXAMPLE_1);
  const text = lineText(draw).trim().split('\n');
  assert.equal(text.length, draw.line.length + 1);
  assert.match(text[1], /^1\. mouse 1 → \d+$/);
  assert.match(text.at(-1), /^Draw: after move \d+ the position repeats/);
  const caught = solver.solve([[1], [0, 2], [1, 3], [2]], { mouse: 3, cat: 1, first: 'cat' });
  assert.match(lineText(caught), /The cat wins in \d+ moves?: the cat catches the mouse on node \d+\.\n$/);
});

test('what cannot be written says so by code', () => {
  assert.throws(
    () => edgeListText([[1], [0, 2], [1], []]),
    (error) => error instanceof CatMouseError && error.code === 'export.not-representable' && /node 3 has no edge/.test(error.message),
  );
  assert.throws(() => writeGraph(EXAMPLE_2, 'dot'), { code: 'argument.type' });
  assert.throws(() => solver.parse('[[1]]', { format: 'dot' }), { code: 'argument.type' });
  assert.throws(() => solver.parse(42), { code: 'argument.type' });
});

test('graph6 and sparse6 of every size from 3 to 70 nodes read back as themselves (28 and 60 nodes start with [ and {: the graph6 writer adds its header)', async () => {
  const solver = await createSolver();
  for (let n = 3; n <= 70; n++) {
    for (const p of [0.1, 0.5, 1]) {
      const graph = Array.from({ length: n }, () => []);
      let seed = n * 1000 + p * 10;
      const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (next() < p) (graph[a].push(b), graph[b].push(a));
      for (const [format, write] of [
        ['graph6', graph6Text],
        ['sparse6', sparse6Text],
      ]) {
        const text = write(graph);
        const read = solver.parse(text);
        assert.equal(read.format, format, `${format} of ${n} nodes (${text.slice(0, 12)}…)`);
        assert.deepEqual(
          read.graph.map((row) => [...row].sort((x, y) => x - y)),
          graph.map((row) => [...row].sort((x, y) => x - y)),
          `${format} of ${n} nodes`,
        );
      }
    }
  }
  assert.match(graph6Text(Array.from({ length: 28 }, () => [])), /^>>graph6<<\[/);
  assert.match(graph6Text(Array.from({ length: 27 }, () => [])), /^Z/, 'no header where none is needed');
});
