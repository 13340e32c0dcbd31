// Every example in docs/rules.md's table of input formats reads as the format
// its row names, and solves with the default rules (the sparse6 example was
// a graph with isolated nodes, refused by the command line: issue 22).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSolver } from 'catmouse';
import { root } from './helpers.mjs';

const rulesDoc = readFileSync(`${root}docs/rules.md`, 'utf8');
// Rows like "| what | `name` | `example` ... |": the name and the first example in backticks.
const rows = [...rulesDoc.matchAll(/^\| [^|]+ \| `(adjacency|edges|graph6|sparse6|json|grid)` \| `([^`]+)`/gm)].map((m) => ({
  name: m[1],
  example: m[2],
}));

test("docs/rules.md's format table has a row for every format, each example read as that format and solved", async () => {
  assert.deepEqual(rows.map((r) => r.name).sort(), ['adjacency', 'edges', 'graph6', 'grid', 'json', 'sparse6']);
  const solver = await createSolver();
  for (const { name, example } of rows) {
    if (name === 'edges') continue; // its cell is written across lines (0 2⏎0 5⏎…): not one text
    const parsed = solver.parse(example);
    assert.equal(parsed.format, name, example);
    const game = solver.solve(example);
    assert.ok(['draw', 'mouse', 'cat'].includes(game.winner), example);
    game.dispose();
  }
});
