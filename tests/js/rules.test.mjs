// wasm/src/rules.js mirrors the core's rules type: on every start of several
// graphs and holes, its answer agrees with the core's (solver.validate).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError } from 'catmouse';
import { endingCat, mayEnter, startProblem } from '../../wasm/src/rules.js';
import { EXAMPLE_1, EXAMPLE_2, random, randomGraph } from './helpers.mjs';

const solver = await createSolver();

function coreProblem(graph, options) {
  try {
    solver.validate(graph, { ...options, allowIsolated: true }); // random graphs may have nodes without edges
    return null;
  } catch (error) {
    assert.ok(error instanceof CatMouseError, error.message);
    return { code: error.code, options: error.options };
  }
}

test('startProblem() agrees with the core on every start', () => {
  const rand = random(11);
  const graphs = [EXAMPLE_1, EXAMPLE_2, ...Array.from({ length: 4 }, () => randomGraph(rand, 7, 0.4))];
  let compared = 0;
  for (const graph of graphs) {
    const nodeCount = graph.length;
    for (let hole = 0; hole < nodeCount; hole++) {
      for (let mouse = -1; mouse <= nodeCount; mouse++) {
        for (let cat = -1; cat <= nodeCount; cat++) {
          if (mouse < 0 || cat < 0) continue; // the wrapper refuses negative ids before the core sees them
          const ours = startProblem({ nodeCount, hole }, { mouse, cat });
          assert.deepEqual(ours, coreProblem(graph, { mouse, cat, hole }), JSON.stringify({ graph, mouse, cat, hole }));
          compared++;
        }
      }
    }
  }
  assert.ok(compared > 500);
});

test('mayEnter(): the cat never enters the hole, the mouse may', () => {
  assert.equal(mayEnter({ hole: 0 }, 'cat', 0), false);
  assert.equal(mayEnter({ hole: 0 }, 'cat', 1), true);
  assert.equal(mayEnter({ hole: 0 }, 'mouse', 0), true);
});

test('startProblem() and mayEnter() agree with the core with several holes and each cat-on-hole rule', () => {
  const rand = random(14);
  let compared = 0;
  for (const graph of [EXAMPLE_1, ...Array.from({ length: 3 }, () => randomGraph(rand, 6, 0.5))]) {
    const nodeCount = graph.length;
    for (const holes of [[0, 3], [1, 2, 4], [5]]) {
      for (const catOnHole of ['barred', 'guards', 'wins']) {
        const game = { nodeCount, hole: holes[0], variant: { holes, catOnHole } };
        for (let mouse = 0; mouse <= nodeCount; mouse++) {
          for (let cat = 0; cat <= nodeCount; cat++) {
            const ours = startProblem(game, { mouse, cat });
            assert.deepEqual(
              ours,
              coreProblem(graph, { mouse, cat, holes, catOnHole }),
              JSON.stringify({ graph, mouse, cat, holes, catOnHole }),
            );
            compared++;
          }
        }
        // The cat may enter a hole unless barred; the mouse always may.
        for (const hole of holes) {
          assert.equal(mayEnter(game, 'cat', hole), catOnHole !== 'barred');
          assert.equal(mayEnter(game, 'mouse', hole), true);
        }
      }
    }
  }
  assert.ok(compared > 1000);
});

test('endingCat(): at every finished two-cat position the core ends, the cat it names did it, cat A when both did', async () => {
  const solver = await createSolver();
  const rand = random(14);
  for (const catOnHole of ['barred', 'guards', 'wins']) {
    const graph = randomGraph(rand, 7, 0.4);
    const game = solver.solve(graph, { mouse: 1, cat: 2, cat2: 3, holes: [0, 6], catOnHole, allowIsolated: true });
    const seen = { cat: 0, cat2: 0 };
    try {
      for (let mouse = 0; mouse < 7; mouse++)
        for (let cat = 0; cat < 7; cat++)
          for (let cat2 = 0; cat2 < 7; cat2++) {
            if (!mayEnter(game, 'cat', cat) || !mayEnter(game, 'cat', cat2)) continue;
            const p = { mouse, cat, cat2, turn: 'mouse' };
            const end = game.ending(p);
            if (end !== 'caught' && end !== 'cat-in-hole') continue;
            const who = endingCat(game, p, end);
            const did = (node) => (end === 'caught' ? node === mouse : [0, 6].includes(node));
            assert.ok(did(p[who]), `${JSON.stringify(p)} ${end}: ${who}`);
            if (who === 'cat2') assert.ok(!did(cat), `${JSON.stringify(p)}: cat A did it too`);
            seen[who]++;
          }
    } finally {
      game.dispose();
    }
    assert.ok(seen.cat > 0 && seen.cat2 > 0, JSON.stringify(seen));
  }
  solver.dispose();
});
