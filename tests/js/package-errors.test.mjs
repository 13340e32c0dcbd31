// The package's errors as users meet them: every one a CatMouseError with the
// core's message and the options it is about, refused ids, positions and
// disposed games, sparse arrays; the solver keeps working after each.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CatMouseError } from 'catmouse';
import { EXAMPLE_2 } from './helpers.mjs';

const solver = await createSolver();

test('every error is a CatMouseError with the core message, and the solver keeps working', () => {
  const cases = [
    ['[[1,3],[0],[3 0,2]]', {}, "line 1, column 15: expected ',' or ']' but found '0'", 1, 15],
    [
      '[[1],[0,2],[1,3],[2,5]]',
      {},
      'line 1, column 21: node 3 lists 5, which is not a node of this 4-node graph (ids run from 0 to 3)',
      1,
      21,
    ],
    ['0 1\n1 1\n', {}, 'line 2, column 1: node 1 is joined to itself: remove the self-loop', 2, 1],
    [
      '',
      {},
      'the input is empty: give a JSON adjacency list like [[1,3],[0],[3],[0,2]], an edge list with one edge per line like 0 1, a graph6 or sparse6 string, or a catmouse game file ({"graph": ...})',
    ],
    [[[1], [0]], {}, 'the graph has 2 nodes; a game needs at least 3 (the hole, the mouse and the cat)'],
    [[[1], [0, 2], []], {}, "node 1 lists 2, but node 2 does not list 1 (the graph must be undirected: add 1 to node 2's list)"],
    [[[1, 1], [0], [0]], {}, 'node 0 lists 1 twice: remove one'],
    [[[1], [0], [7]], {}, 'node 2 lists 7, which is not a node of this 3-node graph (ids run from 0 to 2)'],
    [[[1], [0], [1.5]], {}, 'graph[2][0] must be a node id (a whole number), got 1.5'],
    [[[1], 'x', [0]], {}, 'graph[1] must be an array of node ids, got "x"'],
    [EXAMPLE_2, { cat: 0 }, 'the cat cannot start on the hole (node 0): pick another cat start or hole'],
    [EXAMPLE_2, { mouse: 2 }, 'the mouse and the cat cannot start on the same node (2): pick different starts'],
    [EXAMPLE_2, { hole: 9 }, 'the hole: node 9 is not a node of this 4-node graph (ids run from 0 to 3)'],
    [EXAMPLE_2, { first: 'dog' }, `options.first must be 'mouse' or 'cat', got "dog"`],
    [
      EXAMPLE_2,
      { mice: 1 },
      "unknown option 'mice' (the options are mouse, cat, cat2, hole, first, holes, catOnHole, pass, directed, catJump, mouseJump, turnLimit, visited, onlyApplicable, allowIsolated, format, maxSeconds, onProgress)",
    ],
    [EXAMPLE_2, { mouse: -1 }, 'options.mouse must be a node id (a whole number from 0), got -1'],
    [
      42,
      {},
      'graph must be an adjacency list (number[][]) or text (an adjacency list, edge list, graph6, sparse6, a JSON game file or a LeetCode 1728 grid)',
    ],
  ];
  for (const [graph, options, message, line, column] of cases) {
    const sameError = (error) => {
      assert.ok(error instanceof CatMouseError && error instanceof Error);
      assert.equal(error.name, 'CatMouseError');
      assert.equal(error.message, message);
      assert.equal(error.line, line);
      assert.equal(error.column, column);
      return true;
    };
    assert.throws(() => solver.validate(graph, options), sameError, 'validate() refuses what solve() refuses');
    assert.throws(() => solver.solve(graph, options), sameError);
    assert.equal(solver.catMouseGame(EXAMPLE_2), 1, 'still usable after an error');
  }
});

test('rules errors name the options they are about; graph errors do not', () => {
  const optionsOf = (graph, options) => {
    try {
      solver.solve(graph, options);
    } catch (error) {
      return error.options;
    }
    return 'solved';
  };
  assert.deepEqual(optionsOf(EXAMPLE_2, { cat: 0 }), ['cat', 'hole']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { mouse: 2 }), ['mouse', 'cat']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { hole: 9 }), ['hole']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { first: 'dog' }), ['first']);
  assert.deepEqual(optionsOf(EXAMPLE_2, { mouse: -1 }), ['mouse']);
  assert.equal(optionsOf('[[1],[0]]', {}), undefined);
});

test('ids beyond 32 bits are refused by the wrapper, not wrapped around', () => {
  assert.throws(() => solver.solve([[1], [0, 2 ** 32 + 2], [1]]), {
    name: 'CatMouseError',
    message: 'graph[1][1] must be a node id (a whole number), got 4294967298',
  });
});

test('queries on bad positions and on disposed games throw CatMouseError', () => {
  const game = solver.solve(EXAMPLE_2);
  assert.throws(() => game.value({ mouse: 1, cat: 0, turn: 'cat' }), {
    name: 'CatMouseError',
    message: 'the cat cannot stand on the hole (node 0), so this is not a position',
  });
  assert.throws(() => game.moves({ mouse: 9, cat: 2 }), {
    message: "the mouse's node 9 is not a node of this 4-node graph (ids run from 0 to 3)",
  });
  assert.throws(() => game.lineFrom({ mouse: 1, cat: 2, turn: 'dog' }), {
    message: `the side to move must be 'mouse' or 'cat', got "dog"`,
  });
  game.dispose();
  assert.equal(game.disposed, true);
  assert.throws(() => game.value({ mouse: 1, cat: 2 }), { message: 'this game has been disposed; solve the graph again to query it' });
  game.dispose(); // a second dispose is harmless
});

test('sparse arrays are reported by index, not crashed on', () => {
  // eslint-disable-next-line no-sparse-arrays
  assert.throws(() => solver.solve([[1, 3], , [3], [0, 2]]), {
    name: 'CatMouseError',
    message: 'graph[1] must be an array of node ids, got undefined',
  });
});
