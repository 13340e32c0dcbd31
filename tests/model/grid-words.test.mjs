// Words about a LeetCode 1728 grid: its hole is the food and its places are
// cells, named as the board names them ((row,col) from 0, LeetCode's
// grid[row][col]); the expected names are built here from the package's
// board (game.grid.cells), not from the words under test.
import test from 'node:test';
import assert from 'node:assert/strict';
import { sessionFor } from './support.mjs';
import { EXAMPLE_1_TEXT, GRID_EXAMPLE_1 } from '../fixtures/graphs.mjs';
import { endText, positionText } from '../../web/src/words/describe.js';
import { boardLabel, stepFacts, stepHeard } from '../../web/src/words/step-words.js';
import { moveText, moveWords, holesText, rulesText } from '../../web/src/words/place-words.js';

const GRIDS = [
  GRID_EXAMPLE_1, // the mouse reaches the food
  'grid = ["M.C...F"], catJump = 1, mouseJump = 3', // the cat wins
  'grid = ["F#....","##M...","....C."], catJump = 1, mouseJump = 1', // a draw
  'grid = ["C...#","..#..","M#..F"], catJump = 2, mouseJump = 1',
];

const summaryOf = (session) => {
  const { timeline, game } = session;
  const last = timeline.at(-1);
  return {
    line: timeline.map((e) => e.position),
    hole: game.hole,
    variant: game.variant,
    graph: game.graph,
    grid: game.grid,
    outcome: last.value.outcome,
    end: last.end,
  };
};

test("a grid's words name cells and the food, never nodes or a hole", async () => {
  const ends = new Set();
  for (const text of GRIDS) {
    const { session, game } = sessionFor(text);
    const cells = game.grid.cells;
    const short = (node) => `(${cells[node].row},${cells[node].col})`;
    const spoken = (node) => `row ${cells[node].row} column ${cells[node].col}`;
    assert.ok(session.game.grid, 'the session keeps the board');
    const summary = summaryOf(session);
    ends.add(summary.end);
    const end = endText(summary);
    assert.doesNotMatch(end, /\bhole\b|\bnode\b/, end);
    const last = summary.line.at(-1);
    if (summary.end === 'hole') assert.equal(end, `The mouse reaches the food (cell ${short(last.mouse)}) and wins`);
    if (summary.end === 'cat-in-hole') assert.equal(end, `The cat reaches the food (cell ${short(last.cat)}) first and wins`);
    if (summary.end === 'caught') assert.match(end, new RegExp(`cell \\(${cells[last.cat].row},${cells[last.cat].col}\\)`));
    for (let i = 1; i < summary.line.length; i++) {
      const who = summary.line[i - 1].turn;
      const [from, to] = [summary.line[i - 1][who], summary.line[i][who]];
      assert.equal(moveText(from, to, session.game), from === to ? `stays on ${short(from)}` : `${short(from)} to ${short(to)}`);
      assert.equal(moveWords(from, to, session.game), from === to ? `stays on ${spoken(from)}` : `from ${spoken(from)} to ${spoken(to)}`);
      session.goTo(i);
      const step = stepHeard(stepFacts(session, session.game));
      assert.ok(step.toLowerCase().includes(`mouse on ${spoken(summary.line[i].mouse)}`), step);
      assert.doesNotMatch(step, /\bhole\b|\bnode\b/, step);
    }
    const start = summary.line[0];
    assert.equal(
      positionText(start, session.game),
      `mouse on cell ${short(start.mouse)}, cat on cell ${short(start.cat)} · ${start.turn} to move`,
    );
    assert.equal(holesText(session.game), `the food is cell ${short(game.grid.food)}`);
    const label = boardLabel({ ...game, ...session.game, line: summary.line, nodeCount: game.nodeCount });
    assert.match(label, new RegExp(`grid of ${game.grid.rows} rows and ${game.grid.columns} columns`));
    assert.ok(label.includes(`the mouse starts on ${spoken(start.mouse)}`), label);
    assert.doesNotMatch(rulesText(session.game), /nobody may pass/);
    await session.settled; // (the steps shown are settled given their history: in this game, before it is freed)
    game.dispose();
  }
  assert.ok(ends.has('hole') && ends.size >= 2, `the grids end in several ways: ${[...ends]}`);
});

test('a cell out of reach on a grid is refused in its words: cells and jumps, not nodes and edges', async () => {
  const { session, game } = sessionFor('grid = ["M....","#....","C...F"], catJump = 1, mouseJump = 2');
  const cells = game.grid.cells;
  const name = (node) => `cell (${cells[node].row},${cells[node].col})`;
  const from = session.position.mouse;
  const reach = new Set(session.entry.moves.map((m) => m.to));
  const far = cells.findIndex((_, node) => !reach.has(node));
  assert.ok(far >= 0);
  assert.equal(
    session.refusal(far),
    `the mouse cannot reach ${name(far)} from ${name(from)}: a move is a jump of up to 2 cells in a straight line, up, down, left or right, never over a wall`,
  );
  await session.choose(far);
  assert.equal(session.cursor, 0);
  game.dispose();
});

test("a graph's words still name nodes and holes", () => {
  const { session, game } = sessionFor(EXAMPLE_1_TEXT, { mouse: 2, cat: 4 });
  const summary = summaryOf(session);
  assert.equal(moveText(2, 0, session.game), '2 to 0');
  assert.equal(positionText(summary.line[0], session.game), 'mouse on 2, cat on 4 · mouse to move');
  if (summary.end === 'hole') assert.match(endText(summary), /reaches the hole \(node 0\)/);
  game.dispose();
});
