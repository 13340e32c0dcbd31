// The light module (dist/catmouse-core-lite.wasm: everything but the two-cat
// solve, table files, the command line and the readers of every format but
// the JSON adjacency list) is what the browser worker starts first. Its glue is the full module's (catmouse-core.mjs), so the two must
// ask the same imports and give the same exports; it must answer every
// one-cat game as the full module does; and the worker service must hand what
// it cannot answer to the full module, started once.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSolver, graph6Text, sparse6Text } from 'catmouse';
import { serve } from '../../wasm/src/worker-service.js';
import { lightMayAnswer } from '../../wasm/src/light-handover.js';
import { EXAMPLE_1, EXAMPLE_2, random, randomGraph, root } from './helpers.mjs';

const fullBytes = readFileSync(`${root}dist/catmouse-core.wasm`);
const lightBytes = readFileSync(`${root}dist/catmouse-core-lite.wasm`);
const full = await createSolver({ wasmBinary: fullBytes, threads: 1 });
const light = await createSolver({ wasmBinary: lightBytes, threads: 1 });

// (scripts/light-module.mjs names the light module's imports and exports as
// the full module's glue does; each link minifies them its own way.) The
// light module may import fewer functions, and lack a dynCall_ the full one
// exports: the glue calls one only through a function of its signature in the
// module's table, which the light module then has none of.
const glue = readFileSync(`${root}dist/catmouse-core.mjs`, 'utf8');
const glueReads = Object.fromEntries(
  [...glue.matchAll(/(?:([\w$]+)|Module\["([\w$]+)"\])=Module\["asm"\]\["([\w$]+)"\]/g)].map(([, variable, property, name]) => [
    name,
    variable ?? property,
  ]),
);
test("the light module asks only imports the full module's glue gives and gives every export it reads, so one glue runs both, and is far smaller", () => {
  const [a, b] = [fullBytes, lightBytes].map((bytes) => new WebAssembly.Module(bytes));
  const names = (list) => list.map(({ module, name, kind }) => `${module}.${name} ${kind}`);
  const fullImports = new Set(names(WebAssembly.Module.imports(a)));
  for (const one of names(WebAssembly.Module.imports(b))) assert.ok(fullImports.has(one), `the light module imports ${one}`);
  const fullExports = WebAssembly.Module.exports(a);
  const lightExports = WebAssembly.Module.exports(b);
  for (const one of lightExports)
    assert.ok(
      fullExports.some((e) => e.name === one.name && e.kind === one.kind),
      `${one.name} ${one.kind}`,
    );
  const lacking = fullExports.filter((e) => !lightExports.some((l) => l.name === e.name)).map((e) => glueReads[e.name]);
  for (const what of lacking) assert.match(what ?? 'unread', /^dynCall_/, 'the light module lacks only dynCall_ exports');
  for (const what of ['wasmMemory', 'wasmTable', '_malloc', '_free', '___getTypeName'])
    assert.ok(
      lightExports.some((e) => glueReads[e.name] === what),
      `the light module gives ${what}`,
    );
  assert.ok(lightBytes.length < fullBytes.length * 0.6, `${lightBytes.length} bytes against ${fullBytes.length}`);
});

// Every position's value and every move's, in both modules.
function sameGame(graph, options, label) {
  const [a, b] = [full, light].map((solver) => solver.solve(graph, options));
  try {
    assert.equal(b.outcome, a.outcome, label);
    assert.equal(b.remoteness, a.remoteness, label);
    const n = a.nodeCount;
    for (let mouse = 0; mouse < n; mouse++)
      for (let cat = 0; cat < n; cat++)
        for (const turn of ['mouse', 'cat']) {
          const p = { mouse, cat, turn };
          let expected;
          try {
            expected = a.value(p);
          } catch (error) {
            assert.throws(() => b.value(p), { code: error.code }, `${label} ${JSON.stringify(p)}`);
            continue;
          }
          assert.deepEqual(b.value(p), expected, `${label} ${JSON.stringify(p)}`);
          assert.deepEqual(b.moves(p), a.moves(p), `${label} moves ${JSON.stringify(p)}`);
        }
  } finally {
    a.dispose();
    b.dispose();
  }
}

test('the light module values every position of random one-cat games as the full module does, with the variants', () => {
  const rand = random(53);
  sameGame(EXAMPLE_1, {}, 'example 1');
  sameGame(EXAMPLE_2, {}, 'example 2');
  sameGame(`Input: graph = ${JSON.stringify(EXAMPLE_2)}\nOutput: 0`, {}, "LeetCode's example as copied");
  for (let round = 0; round < 40; round++) {
    const graph = randomGraph(rand, 4 + Math.floor(rand() * 6), 0.45);
    const variant = [{}, { holes: [0, 3] }, { catOnHole: 'guards' }, { pass: true }, { first: 'cat' }, { directed: true }][round % 6];
    sameGame(graph, { allowIsolated: true, ...variant }, `round ${round} ${JSON.stringify(variant)}`);
  }
});

// Every other format, each as the full module reads it.
const OTHER_FORMATS = [
  ['an edge list', '0 2\n0 5\n1 3\n1 4\n2 4\n2 5\n3 5', 'edges'],
  ['graph6', graph6Text(EXAMPLE_2), 'graph6'],
  ['sparse6', sparse6Text(EXAMPLE_2), 'sparse6'],
  ['a game file', JSON.stringify({ graph: EXAMPLE_2, mouse: 1, cat: 2, hole: 0 }), 'json'],
  ['a grid', 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2', 'grid'],
];

test('the light module reads JSON adjacency lists only: every other format says solver.needs-full, naming it, where the full module reads it', () => {
  for (const [what, text, format] of OTHER_FORMATS) {
    const game = full.solve(text);
    assert.ok(game.nodeCount > 0, what);
    game.dispose();
    assert.throws(() => light.solve(text), { code: 'solver.needs-full', message: new RegExp(`not ${format}\\b`) }, what);
    assert.throws(() => light.validate(text), { code: 'solver.needs-full' }, `${what}: validate`);
  }
});

// The browser worker starts the full module alone for a first request the
// light one cannot answer (light-handover.js, lightMayAnswer): a hint, held
// here to the light module's own answers, both ways, on every format (with
// blanks before it, and as LeetCode's page writes a graph) and on two cats.
test("the hint that a board needs the full module at once agrees with the light module's answers", () => {
  const list = JSON.stringify(EXAMPLE_2);
  const needsFull = [
    ...OTHER_FORMATS.map(([what, text]) => [what, text, {}]),
    ['graph6 with its header', `>>graph6<<${graph6Text(EXAMPLE_2)}`, {}],
    ['sparse6 after blank lines', `\n\n  ${sparse6Text(EXAMPLE_2)}`, {}],
    ["a grid's rows", '["####F","#C...","M...."]', {}],
    ['an edge list with a comment first', '# the example\n0 2\n0 5\n1 3', {}],
    ['an adjacency list read as edges', list, { format: 'edges' }],
    ['a second cat', list, { cat2: 3 }],
  ];
  const lightReads = [
    ['an adjacency list', list, {}],
    ['an adjacency list after blanks', `\n  ${list}`, {}],
    ['as LeetCode writes it', `graph = ${list}`, {}],
    ["LeetCode's example as copied", `Input: graph = ${list}\nOutput: 0`, {}],
    ['lists, not text', EXAMPLE_2, {}],
    ['format adjacency', list, { format: 'adjacency' }],
  ];
  for (const [what, graph, options] of needsFull) {
    assert.equal(lightMayAnswer({ type: 'solve', graph, options }), false, what);
    assert.throws(() => light.validate(graph, options), { code: 'solver.needs-full' }, `${what}: the light module cannot`);
  }
  for (const [what, graph, options] of lightReads) {
    assert.equal(lightMayAnswer({ type: 'solve', graph, options }), true, what);
    assert.doesNotThrow(() => light.validate(graph, options), `${what}: the light module reads it`);
  }
  assert.equal(lightMayAnswer({ type: 'play' }), true, 'a request without a text');
});

// The worker's protocol asks for no table file (game.tableFile() is the
// package's, on the full module that createSolver() starts): the light
// module leaves the writer out, and says so to a program that starts it.
test('the light module writes no table file: solver.needs-full, where the full module writes it', () => {
  const [a, b] = [full, light].map((solver) => solver.solve(EXAMPLE_2));
  try {
    assert.ok(a.tableFile() instanceof Uint8Array);
    assert.throws(() => b.tableFile(), { code: 'solver.needs-full', message: /table file/ });
  } finally {
    a.dispose();
    b.dispose();
  }
});

// A fresh thread's worker service on the light module. upgrade(): what starting the full module
// gives (by default the full module). answer(message): the request's answer (not its progress);
// posted: every message of the last request; upgrades(): how many times the full module was asked for.
async function lightService(upgrade = () => createSolver({ wasmBinary: fullBytes, threads: 1 })) {
  const lightSolver = await createSolver({ wasmBinary: lightBytes, threads: 1 });
  let upgrades = 0;
  lightSolver.upgrade = async () => {
    upgrades++;
    return upgrade();
  };
  const posted = [];
  const handle = serve(Promise.resolve(lightSolver), (message) => posted.push(message));
  const answer = async (message) => {
    posted.length = 0;
    await handle(message);
    return posted.find((m) => m.id === message.id && m.type !== 'progress' && m.type !== 'checked');
  };
  return { answer, posted, upgrades: () => upgrades };
}

test('the worker service answers every other format on a light module by starting the full one, once, as the full module answers', async () => {
  const service = await lightService();
  for (const [n, [what, text]] of OTHER_FORMATS.entries()) {
    const answer = await service.answer({ id: n, type: 'solve', session: n, graph: text, options: {} });
    assert.equal(answer.type, 'result', `${what}: ${JSON.stringify(answer.error)}`);
    const expected = full.solve(text);
    assert.equal(answer.result.outcome, expected.outcome, what);
    assert.equal(answer.result.remoteness, expected.remoteness, what);
    expected.dispose();
  }
  assert.equal(service.upgrades(), 1, 'the full module is started once');
});

// A thread started again (after a cancel) gets the session's next solve with
// its last good game as a fallback, and holds no game: the light module's
// solver.needs-full must reach the full module there too, for the text and
// for the fallback.
test('after a restart, a solve with a fallback in another format goes to the full module: the text solves, or the fallback is kept', async () => {
  const [, edges] = OTHER_FORMATS[0];
  const first = await lightService();
  const solved = await first.answer({
    id: 1,
    type: 'solve',
    session: 1,
    graph: edges,
    options: {},
    fallback: { graph: EXAMPLE_2, options: {} },
  });
  assert.equal(solved.type, 'result', `an edge list after a restart: ${JSON.stringify(solved.error)}`);
  const expected = full.solve(edges);
  assert.equal(solved.result.outcome, expected.outcome);
  expected.dispose();
  assert.equal(first.upgrades(), 1);

  // A text both modules refuse, with a fallback only the full module reads: the text's refusal, and the fallback kept.
  const second = await lightService();
  const refused = await second.answer({
    id: 2,
    type: 'solve',
    session: 2,
    graph: '[[1],[0],[7]]',
    options: {},
    fallback: { graph: edges, options: {} },
  });
  assert.equal(refused.type, 'error');
  assert.notEqual(refused.error.code, 'solver.needs-full', "the text's own refusal");
  assert.equal(second.upgrades(), 1);
  const position = await second.answer({ id: 3, type: 'position', session: 2, start: { mouse: 1, cat: 2, turn: 'mouse' } });
  assert.equal(position?.type, 'result', `the fallback game answers: ${JSON.stringify(position?.error)}`);
});

test('the worker service answers a two-cat solve on a light module by starting the full one, once, and keeps the games the light one made', async () => {
  const { answer, upgrades } = await lightService();
  const one = await answer({ id: 1, type: 'solve', session: 1, graph: EXAMPLE_2, options: {} });
  assert.equal(one.type, 'result', JSON.stringify(one.error));
  assert.equal(upgrades(), 0, 'a one-cat game stays on the light module');
  const two = await answer({ id: 2, type: 'solve', session: 2, graph: EXAMPLE_2, options: { mouse: 1, cat: 2, cat2: 3 } });
  assert.equal(two.type, 'result', JSON.stringify(two.error));
  const expected = full.solve(EXAMPLE_2, { mouse: 1, cat: 2, cat2: 3 });
  assert.equal(two.result.outcome, expected.outcome);
  expected.dispose();
  const again = await answer({ id: 3, type: 'solve', session: 3, graph: EXAMPLE_1, options: { mouse: 1, cat: 2, cat2: 3 } });
  assert.equal(again.type, 'result', JSON.stringify(again.error));
  assert.equal(upgrades(), 1, 'the full module is started once');
  // The first session's game, made by the light module, still answers.
  const position = await answer({ id: 4, type: 'position', session: 1, start: { mouse: 3, cat: 2, turn: 'mouse' } });
  assert.equal(position?.type, 'result', JSON.stringify(position?.error));
});

// A grid of w x h nodes numbered row by row, as a JSON adjacency list (the
// shape Method::Auto solves with the grid stencil from 256 nodes on).
const gridGraph = (w, h) =>
  Array.from({ length: w * h }, (_, v) => [v - w, v + w, v % w ? v - 1 : -1, (v + 1) % w ? v + 1 : -1].filter((u) => u >= 0 && u < w * h));

test('the light module has no grid stencil: a grid the full module solves with it is answered by the full module, started once; a smaller one by the light module', async () => {
  const big = JSON.stringify(gridGraph(16, 16));
  const small = JSON.stringify(gridGraph(15, 15));
  const start = { mouse: 17, cat: 200, hole: 0 };
  assert.throws(() => light.solve(big, start), { code: 'solver.needs-full', message: /grid stencil/ });
  assert.throws(() => light.validate(big, start), { code: 'solver.needs-full' }, 'validate says so too');
  sameGame(small, start, 'a 15 x 15 grid, under the stencil size');
  const { answer, posted, upgrades } = await lightService();
  const smallAnswer = await answer({ id: 1, type: 'solve', session: 1, graph: small, options: start });
  assert.equal(smallAnswer.type, 'result', JSON.stringify(smallAnswer.error));
  assert.equal(upgrades(), 0, 'a grid under the stencil size stays on the light module');
  const bigAnswer = await answer({ id: 2, type: 'solve', session: 2, graph: big, options: start });
  assert.equal(bigAnswer.type, 'result', JSON.stringify(bigAnswer.error));
  // The light module refuses before its checks are reported (or its memory reserved): one "checked".
  assert.equal(posted.filter((m) => m.type === 'checked').length, 1, JSON.stringify(posted.map((m) => m.type)));
  const expected = full.solve(big, start);
  assert.equal(bigAnswer.result.outcome, expected.outcome);
  assert.equal(bigAnswer.result.remoteness, expected.remoteness);
  expected.dispose();
  assert.equal(upgrades(), 1, 'the full module is started once');
});

test('where the full module cannot start, the request says so and the light module goes on answering', async () => {
  const { answer, posted, upgrades } = await lightService(() => {
    throw new Error('offline');
  });
  const failed = await answer({ id: 1, type: 'solve', session: 1, graph: EXAMPLE_2, options: { mouse: 1, cat: 2, cat2: 3 } });
  assert.equal(failed?.type, 'error');
  assert.equal(failed.error.code, 'worker.unavailable');
  assert.match(failed.error.message, /offline/);
  assert.equal(failed.error.solverRunning, true, 'the client keeps the thread (worker-protocol.test.mjs)');
  const next = await answer({ id: 2, type: 'solve', session: 1, graph: EXAMPLE_2, options: {} });
  assert.equal(next?.type, 'result', JSON.stringify(posted.map((m) => m.type)));
  assert.equal(upgrades(), 1);
});
