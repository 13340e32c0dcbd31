// The worker sends a result's graph packed into transferred typed arrays
// (wasm/src/graph-pack.js); the client gives it back as arrays. Checked
// against the graph the package's solve() gives in the same thread.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { packGraph, unpackGraph } from '../../wasm/src/graph-pack.js';
import { serve } from '../../wasm/src/worker-service.js';
import { createSolver } from '../../wasm/src/node.js';

test('packGraph and unpackGraph round-trip any adjacency, empty lists and directed ones included', () => {
  for (const graph of [[], [[]], [[1, 3], [0], [3], [0, 2]], [[1], [], [0, 1]], Array.from({ length: 50 }, (_, i) => [(i + 1) % 50, (i + 49) % 50])]) {
    const [packed, buffers] = packGraph({ graph, nodeCount: graph.length, line: [{ mouse: 1 }] });
    assert.equal(packed.graph, undefined, 'the arrays do not travel as well');
    assert.deepEqual(buffers, [packed.packedGraph.offsets.buffer, packed.packedGraph.targets.buffer]);
    assert.deepEqual(unpackGraph(structuredClone(packed, { transfer: buffers })), { graph, nodeCount: graph.length, line: [{ mouse: 1 }] });
  }
  // results without a graph pass as they are
  assert.deepEqual(packGraph(true), [true, []]);
  assert.equal(unpackGraph(true), true);
});

test('the worker service posts a solved game with its graph packed and transferred', async () => {
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
    assert.equal(transfer.length, 2);
    assert.deepEqual(unpackGraph(message.result).graph, direct.graph);
  }
});
