// The game's facts that catmouse/rules says once (wasm/src/game-facts.js) agree
// with the solver: a drawn line repeats where repeatIndex says, a decided line
// ends on a position isOver says is over, and cellKindIndex classes every
// state of a table as the table's own outcome and remoteness do.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { readFileSync } from 'node:fs';
import {
  CELL_KINDS,
  NOT_A_POSITION,
  OUTCOMES,
  after,
  cellKindIndex,
  firstRepeat,
  isOver,
  positionKey,
  repeatIndex,
  samePosition,
  winCode,
} from 'catmouse/rules';
import { EXAMPLE_1, EXAMPLE_2, random, randomGraph, root } from './helpers.mjs';

const solver = await createSolver();

// A line of random moves from the game's start, at most `plies` long.
function randomWalk(game, rand, plies) {
  const line = [game.start];
  for (let ply = 0; ply < plies; ply++) {
    const moves = game.moves(line.at(-1));
    if (moves.length === 0) break;
    const m = moves[Math.floor(rand() * moves.length)];
    line.push(after(line.at(-1), m.to, m.to2));
  }
  return line;
}

// OUTCOMES is the package's one list of outcome names: the core's (winnerName, by code).
test("OUTCOMES names each outcome code as the core does, and winCode is a side's win's code", async () => {
  const { default: createCatMouseModule } = await import('../../dist/catmouse-core.mjs');
  const core = await createCatMouseModule({ wasmBinary: readFileSync(`${root}dist/catmouse-core.wasm`) });
  assert.deepEqual([...OUTCOMES], core.outcomeNames());
  assert.equal(winCode('mouse'), 1);
  assert.equal(winCode('cat'), 2);
  const game = solver.solve(EXAMPLE_2, { mouse: 1, cat: 2 });
  try {
    assert.equal(game.winner, OUTCOMES[game.outcome]);
  } finally {
    game.dispose();
  }
});

test('repeatIndex and isOver agree with every optimal line the solver plays', () => {
  const rand = random(23);
  let draws = 0;
  let decided = 0;
  for (const graph of [EXAMPLE_1, EXAMPLE_2, ...Array.from({ length: 6 }, () => randomGraph(rand, 7, 0.45))]) {
    const game = solver.solve(graph, { allowIsolated: true });
    for (let mouse = 1; mouse < graph.length; mouse++) {
      for (let cat = 1; cat < graph.length; cat++) {
        if (mouse === cat) continue;
        for (const turn of ['mouse', 'cat']) {
          const line = game.lineFrom({ mouse, cat, turn });
          const end = game.value(line.at(-1));
          const first = repeatIndex(line);
          if (game.value({ mouse, cat, turn }).outcome === 0) {
            draws++;
            assert.ok(first >= 0 && first < line.length - 1, 'a drawn line ends on a repeat');
            assert.ok(samePosition(line[first], line.at(-1)));
            assert.equal(isOver(end), false);
          } else {
            decided++;
            assert.equal(first, -1, 'a decided line never repeats');
            assert.equal(isOver(end), true, 'a decided line ends where the game is over');
            assert.equal(
              line.slice(0, -1).some((p) => isOver(game.value(p))),
              false,
              'and not before',
            );
          }
        }
      }
    }
    game.dispose();
  }
  assert.ok(draws > 0 && decided > 0, `both kinds were seen (${draws} draws, ${decided} decided)`);
});

test('cellKindIndex classes each state of a table by its outcome and remoteness', () => {
  const game = solver.solve(EXAMPLE_1);
  const table = game.table();
  const seen = new Set();
  for (let i = 0; i < table.outcome.length; i++) {
    const o = table.outcome[i];
    const kind = CELL_KINDS[cellKindIndex(o, table.remoteness[i])];
    seen.add(kind);
    if (o === NOT_A_POSITION) assert.equal(kind, 'none');
    else if (o === 0) assert.equal(kind, 'draw');
    else if (table.remoteness[i] === 0) assert.equal(kind, 'over');
    else assert.equal(kind, OUTCOMES[o]);
  }
  assert.deepEqual([...seen].sort(), [...CELL_KINDS].sort(), 'the example has every kind');
  assert.equal(game.winner, OUTCOMES[game.outcome]);
  game.dispose();
});

test('repeatIndex of a line without a repeat, and of an empty line, is -1', () => {
  const p = (mouse, cat, turn) => ({ mouse, cat, turn });
  assert.equal(repeatIndex([]), -1);
  assert.equal(repeatIndex([p(1, 2, 'mouse')]), -1);
  assert.equal(repeatIndex([p(1, 2, 'mouse'), p(3, 2, 'cat'), p(1, 2, 'mouse')]), 0);
  assert.equal(repeatIndex([p(1, 2, 'mouse'), p(1, 2, 'cat')]), -1, 'the side to move is part of the position');
  assert.equal(
    repeatIndex([
      { ...p(1, 2, 'mouse'), cat2: 4 },
      { ...p(1, 2, 'mouse'), cat2: 5 },
    ]),
    -1,
    'so is cat B',
  );
});

// repeatIndex is the one JavaScript answer to where a line repeats (the
// board's timeline joins several of the worker's answers, so it asks it of
// the whole); it must say what the core's lineFacts says.
test("repeatIndex agrees with the core's lineFacts on every prefix of random games, one cat and two", () => {
  const rand = random(31);
  let repeats = 0;
  let checked = 0;
  for (let round = 0; round < 240; round++) {
    const n = 5 + Math.floor(rand() * 5);
    const graph = randomGraph(rand, n, 0.5);
    const two = round % 3 === 0;
    const game = solver.solve(graph, { allowIsolated: true, ...(two ? { cat2: 3 } : {}) });
    const line = randomWalk(game, rand, 30);
    for (let end = 1; end <= line.length; end++) {
      const prefix = line.slice(0, end);
      const { repeat } = game.lineFacts(prefix);
      // The core gives the first repetition of the line; repeatIndex whether its last position is one.
      const first = repeatIndex(prefix);
      const lastRepeats = repeat !== null && repeat.again === end - 1;
      assert.equal(first >= 0, lastRepeats || prefix.slice(0, -1).some((p) => samePosition(p, prefix.at(-1))), `round ${round}, ${end}`);
      if (repeat && repeat.again === end - 1) {
        assert.equal(first, repeat.first);
        repeats++;
      }
      if (repeat === null) assert.equal(first, -1);
      checked++;
      if (repeat) break; // (a game ends at its first repetition)
    }
    game.dispose();
  }
  assert.ok(repeats > 10 && checked > 800, `${repeats} repetitions among ${checked} prefixes`);
});

// firstRepeat is the one answer to where a whole line first repeats (the
// board's timeline asks it of its entries); positionKey the one key of a
// position (the history's draw set is keyed by it). Checked against the
// core's lineFacts on random lines that go on past their first repeat.
test("firstRepeat finds the core's first repetition of random lines, and positionKey keys positions as samePosition compares them", () => {
  const rand = random(47);
  let found = 0;
  for (let round = 0; round < 800; round++) {
    const graph = randomGraph(rand, 5 + Math.floor(rand() * 4), 0.5);
    const two = round % 3 === 1;
    const game = solver.solve(graph, { allowIsolated: true, ...(two ? { cat2: 3 } : {}) });
    const line = randomWalk(game, rand, 24);
    const { repeat } = game.lineFacts(line);
    const mine = firstRepeat(line);
    assert.deepEqual(mine, repeat === null ? null : { at: repeat.again, repeats: repeat.first }, `round ${round}`);
    if (mine) {
      found++;
      assert.equal(firstRepeat(line, mine.at - 1), null, 'nothing repeats before the first repeat');
    }
    for (const a of line) for (const b of line) assert.equal(positionKey(a) === positionKey(b), samePosition(a, b));
    game.dispose();
  }
  assert.ok(found > 25, `${found} lines repeat`);
});
