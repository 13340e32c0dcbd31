// The wasm build and the native build give identical tables, state for state.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { nativeTable, random, randomGraph } from './helpers.mjs';

const solver = await createSolver();

test('wasm equals native on 300 random graphs, every state', () => {
  const rand = random(913);
  for (let i = 0; i < 300; i++) {
    const n = 3 + Math.floor(rand() * 38);
    const hole = Math.floor(rand() * n);
    const graph = randomGraph(rand, n, 0.04 + rand() * 0.4);
    const native = nativeTable(graph, hole);
    // Random graphs may have nodes without edges: meant here.
    const game = solver.solve(graph, { hole, mouse: (hole + 1) % n, cat: (hole + 2) % n, allowIsolated: true });
    const table = game.table();
    game.dispose();
    assert.equal(native.nodes, n);
    assert.deepEqual(Array.from(table.outcome), native.outcome, `graph ${i}: outcomes differ`);
    assert.deepEqual(Array.from(table.remoteness), native.remoteness, `graph ${i}: remoteness differs`);
  }
});
