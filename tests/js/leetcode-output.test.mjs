// LeetCode's example copied with its answer ("Input: graph = …" then
// "Output: 0"): the package hands the stated answer out as expectedOutput
// (parse(), the game, the worker's result), and the page says whether the
// solve agrees (issue 24, item 7). The answers themselves are LeetCode 913's
// published ones: example 1 is a draw (0), example 2 a mouse win (1).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { expectedOutputWords } from '../../web/src/words/page-words.js';

const solver = await createSolver();
const EXAMPLE_1 = 'Input: graph = [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]\nOutput: 0';
const EXAMPLE_2 = 'Input: graph = [[1,3],[0],[3],[0,2]]\r\nOutput: 1\n';

test('parse() and the game carry the Output line LeetCode states, and null without one', () => {
  assert.equal(solver.parse(EXAMPLE_1).expectedOutput, 0);
  assert.equal(solver.parse(EXAMPLE_2).expectedOutput, 1);
  assert.equal(solver.parse('Input: graph = [[1,3],[0],[3],[0,2]]').expectedOutput, null);
  assert.equal(solver.parse('[[1,3],[0],[3],[0,2]]').expectedOutput, null);
  for (const [text, answer] of [
    [EXAMPLE_1, 0],
    [EXAMPLE_2, 1],
  ]) {
    const game = solver.solve(text);
    try {
      assert.deepEqual([game.expectedOutput, game.outcome], [answer, answer]);
    } finally {
      game.dispose();
    }
  }
  const arrays = solver.solve([[1, 3], [0], [3], [0, 2]]);
  assert.equal(arrays.expectedOutput, null);
  arrays.dispose();
});

test('a wrong Output is handed out as written, not corrected: the solve disagrees', () => {
  const game = solver.solve(EXAMPLE_1.replace('Output: 0', 'Output: 2'));
  try {
    assert.deepEqual([game.expectedOutput, game.outcome], [2, 0]);
  } finally {
    game.dispose();
  }
});

test("the worker's result carries expectedOutput", async () => {
  const worker = createSolverWorker();
  try {
    const result = await worker.solve(EXAMPLE_2);
    assert.deepEqual([result.expectedOutput, result.outcome], [1, 1]);
    assert.equal((await worker.solve('[[1,3],[0],[3],[0,2]]')).expectedOutput, null);
  } finally {
    worker.terminate();
  }
});

test("the page's words: a match, a mismatch with both codes named, nothing without an Output line", () => {
  assert.equal(expectedOutputWords({ expectedOutput: 0, outcome: 0 }), "LeetCode's Output: 0 (draw) matches the answer here.");
  assert.equal(expectedOutputWords({ expectedOutput: 1, outcome: 1 }), "LeetCode's Output: 1 (mouse wins) matches the answer here.");
  assert.equal(
    expectedOutputWords({ expectedOutput: 2, outcome: 0 }),
    "LeetCode's Output: 2 (cat wins) does not match the answer here, 0 (draw).",
  );
  assert.equal(expectedOutputWords({ expectedOutput: null, outcome: 0 }), '');
  assert.equal(expectedOutputWords({ outcome: 1 }), '');
});
