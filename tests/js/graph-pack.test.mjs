// The worker sends a result's graph flat, as the core gives it, in
// transferred typed arrays (wasm/src/graph-pack.js); the client makes its
// lists when first read. Checked against the graph the package's solve()
// gives in the same thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { listsOf, packGraph, unpackGraph } from '../../wasm/src/graph-pack.js';
import { serve } from '../../wasm/src/worker-service.js';
import { createSolver } from '../../wasm/src/node.js';
import { wallGrid } from './helpers.mjs';
import { GRID_EXAMPLE_1 } from '../fixtures/graphs.mjs';

test('a flat graph crosses as it is: its buffers transferred, its lists made from it when first read, empty lists and directed ones included', () => {
  for (const graph of [
    [],
    [[]],
    [[1, 3], [0], [3], [0, 2]],
    [[1], [], [0, 1]],
    Array.from({ length: 50 }, (_, i) => [(i + 1) % 50, (i + 49) % 50]),
  ]) {
    const offsets = Int32Array.from([0, ...graph.map((_, i) => graph.slice(0, i + 1).flat().length)]);
    const adjacency = { offsets, targets: Int32Array.from(graph.flat()) };
    assert.deepEqual(listsOf(adjacency), graph);
    const sent = [...offsets];
    const [packed, buffers] = packGraph({ adjacency, nodeCount: graph.length, line: [{ mouse: 1 }] });
    assert.equal(packed.adjacency, adjacency, 'no copy, no other shape');
    assert.deepEqual(buffers, [adjacency.offsets.buffer, adjacency.targets.buffer]);
    const arrived = unpackGraph(structuredClone(packed, { transfer: buffers }));
    assert.equal(adjacency.offsets.length, 0, 'transferred, not copied');
    assert.deepEqual(arrived.adjacency, { offsets: Int32Array.from(sent), targets: Int32Array.from(graph.flat()) });
    assert.equal(typeof Object.getOwnPropertyDescriptor(arrived, 'graph').get, 'function', 'the lists are made when first read');
    assert.deepEqual(arrived.graph, graph);
    assert.equal(arrived.graph, arrived.graph, 'once');
  }
  // results without a graph pass as they are
  assert.deepEqual(packGraph(true), [true, []]);
  assert.equal(unpackGraph(true), true);
});

// Issue 45: the graph kept flat from the core to the board. It changed shape
// four times: the core's lists made into JavaScript arrays (one embind call
// per number), packed into typed arrays, unpacked into arrays again, and
// the board's own lists; now the core hands out the flat arrays and they
// are transferred to the page as they are.
test("the worker service posts the flat graph the core gave, transferred; its lists are the package's graph", async () => {
  const solver = await createSolver();
  const posted = [];
  const handle = serve(Promise.resolve(solver), (message, transfer) => posted.push({ message, transfer }));
  const text = '0 1\n1 2\n2 3\n3 0\n0 2\n';
  await handle({ id: 1, type: 'solve', graph: text, options: { mouse: 1, cat: 3, hole: 0 } });
  await handle({ id: 2, type: 'play', start: { mouse: 2, cat: 3 } });
  const direct = solver.solve(text, { mouse: 1, cat: 3, hole: 0 });
  const results = posted.filter(({ message }) => message.type === 'result');
  assert.equal(results.length, 2, JSON.stringify(posted.map(({ message }) => message.type)));
  for (const { message, transfer } of results) {
    const { adjacency } = message.result;
    assert.ok(adjacency.offsets instanceof Int32Array && adjacency.targets instanceof Int32Array);
    assert.deepEqual(transfer, [adjacency.offsets.buffer, adjacency.targets.buffer]);
    assert.equal('graph' in message.result, false, 'no lists travel');
    assert.deepEqual(listsOf(adjacency), direct.graph);
    assert.deepEqual(unpackGraph(message.result).graph, direct.graph);
  }
  // a fresh copy at each call: a transferred one does not take the game's with it
  const first = direct.adjacencyArrays();
  structuredClone(first, { transfer: [first.offsets.buffer, first.targets.buffer] });
  assert.deepEqual(listsOf(direct.adjacencyArrays()), direct.graph);
  const two = solver.solve(text, { mouse: 1, cat: 3, cat2: 2, hole: 0 });
  assert.deepEqual(listsOf(two.adjacencyArrays()), two.graph);
});

test("a grid's walls cross as its rows, not as an object each; read on arrival they are the package's", async () => {
  const solver = await createSolver();
  const posted = [];
  const handle = serve(Promise.resolve(solver), (message, transfer) => posted.push({ message, transfer }));
  const text = GRID_EXAMPLE_1;
  await handle({ id: 1, type: 'solve', graph: text });
  const { message } = posted.find(({ message }) => message.type === 'result');
  assert.equal('walls' in message.result.grid, false, 'no walls in the message');
  const game = solver.solve(text);
  assert.deepEqual(game.grid.walls, [
    { row: 0, col: 0 },
    { row: 0, col: 1 },
    { row: 0, col: 2 },
    { row: 0, col: 3 },
    { row: 1, col: 0 },
  ]);
  const arrived = unpackGraph(structuredClone(message.result));
  assert.deepEqual(arrived.grid.walls, game.grid.walls);
  assert.deepEqual(JSON.parse(JSON.stringify(arrived.grid)), JSON.parse(JSON.stringify(game.grid)), 'walls read like any property');
  // the walls read before packing stay behind too
  const [packed] = packGraph({ grid: game.grid });
  assert.equal('walls' in packed.grid, false);
  // parse() says only whether the text is a grid (grid: true): it crosses as it is.
  await handle({ id: 2, type: 'parse', graph: text });
  const parsed = posted.find(({ message }) => message.id === 2).message;
  assert.equal(parsed.type, 'result');
  assert.equal(unpackGraph(structuredClone(parsed.result)).grid, true);
});

// Before: the bindings made an object per wall at every solve (4 million:
// 13.9 s in Node on the test machine, and the worker then cloned them to
// the page); now they are made only when read (0.7 s for the solve; times
// belong in the bench, so this asserts the mechanism).
test('a 2,000 × 2,000 board of walls solves without making its 4 million walls: they are read off the rows when asked for', async () => {
  const solver = await createSolver();
  const text = wallGrid(2000);
  const game = solver.solve(text);
  assert.equal(game.grid.cells.length, 17);
  assert.equal(typeof Object.getOwnPropertyDescriptor(game.grid, 'walls').get, 'function', 'walls is made on first read');
  assert.equal(game.grid.walls.length, 2000 * 2000 - 17);
  assert.deepEqual(game.grid.walls[0], { row: 0, col: 0 });
});
