// Every error code reaches JavaScript as CatMouseError.code (or
// CancelledError.code): the core's codes through embind and through the
// worker protocol, and the JavaScript side's own. docs/errors.md lists them.
// Each test names the codes it reaches and fails unless it reaches exactly
// those; the last test checks that these names and UNREACHABLE (the codes no
// JavaScript call can get, each with its reason) are docs/errors.md's list.
// So every test stands alone: none counts on another having run.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSolver, CatMouseError, CancelledError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { SolverWorker } from '../../wasm/src/worker-client.js';
import { serve } from '../../wasm/src/worker-service.js';
import { EXAMPLE_2, cycle, root } from './helpers.mjs';

const solver = await createSolver();

// Documented codes that JavaScript cannot receive, and why.
const UNREACHABLE = {
  // Only C++'s Rules::make(mouseGraph, catGraph, ...) can give it (the Catch2
  // test "rules.move-graphs-differ"): the package has no move graph per player yet.
  'rules.move-graphs-differ': 'the package has no move graph per player',
  // The JavaScript API takes 'mouse' | 'cat' and checks it (argument.type)
  // before asking the core (the Catch2 test of position codes reaches it).
  'position.bad-turn': 'the wrapper refuses other turns before asking the core',
  // The element's own, shown in a panel whose code could not load (tests/web/lazy-panels.test.mjs).
  'panel.unavailable': "the element's, shown in the board: no call of the package gets it",
};

// The codes the running test has reached (expectCode, expectRejection).
let seen;
// The codes each test says it reaches, by test name.
const declared = new Map();

// A test that reaches exactly `codes` (it fails on one more or one fewer).
function codeTest(name, codes, body) {
  declared.set(name, codes);
  test(name, async () => {
    seen = new Set();
    await body();
    assert.deepEqual([...seen].sort(), [...codes].sort(), 'the codes this test reaches');
  });
}

function expectCode(code, call) {
  assert.throws(call, (error) => {
    assert.ok(error instanceof CatMouseError, `${code}: got ${error?.name}: ${error?.message}`);
    assert.equal(error.code, code, error.message);
    seen.add(code);
    return true;
  });
}

async function expectRejection(code, promise) {
  await assert.rejects(promise, (error) => {
    assert.equal(error.code, code, error.message);
    seen.add(code);
    return true;
  });
}

// What solve() and validate() both refuse, by code: the core's checks of text, graph and rules.
const BAD_INPUT = {
  'parse.unexpected-token': ['[[1,3],[0],[3 0,2]]'],
  'parse.bad-number': ['[[1.5],[0],[]]'],
  'parse.negative-id': ['[[-1],[0],[]]'],
  'parse.bad-encoding': ['0 1\n1 2\uD83D\n2 3\n'],
  'parse.empty': ['   '],
  'graph.node-out-of-range': [[[1], [0, 5], []]],
  'graph.self-loop': ['0 1\n2 2\n'],
  'graph.duplicate-edge': ['0 1\n0 1\n'],
  'parse.bad-graph6': ['IheA@GUA'],
  'parse.bad-field': ['{"graph": [[1,3],[0],[3],[0,2]], "mouse": "one"}'],
  'grid.not-rectangular': ['["####F","#C..","M...."], catJump = 1, mouseJump = 2'],
  'grid.bad-cell': ['["####F","#Cx..","M...."], catJump = 1, mouseJump = 2'],
  'grid.repeated-piece': ['["####F","#C..C","M...."], catJump = 1, mouseJump = 2'],
  'grid.missing-piece': ['["####.","#C...","M...."], catJump = 1, mouseJump = 2'],
  'grid.bad-jump': ['grid = ["M.C...F"], catJump = 9, mouseJump = 2'],
  'grid.missing-jump': ['["M.C...F"]'],
  'grid.placed-by-board': ['grid = ["M.C...F"], catJump = 1, mouseJump = 4', { mouse: 1 }],
  'grid.option-for-graph': [EXAMPLE_2, { catJump: 2 }],
  'grid.two-cats': ['grid = ["M.C...F"], catJump = 1, mouseJump = 4', { cat2: 1 }],
  'graph.not-undirected': ['[[1],[],[0]]'],
  'graph.too-small': [[[1], [0]]],
  'graph.too-large': ['0 30000\n'],
  'graph.isolated-node': ['0 1\n1 5\n0 5\n'],
  'rules.node-out-of-range': [EXAMPLE_2, { hole: 4 }],
  'rules.cat-on-hole': [EXAMPLE_2, { cat: 0 }],
  'rules.mouse-on-hole': [EXAMPLE_2, { mouse: 0 }],
  'rules.same-start': [EXAMPLE_2, { mouse: 2 }],
  'rules.same-cat-start': [EXAMPLE_2, { cat2: 2 }],
  'rules.visited-two-cats': [EXAMPLE_2, { cat2: 3, visited: [{ mouse: 1, cat: 2, turn: 'mouse' }] }],
  // The variant reaches JavaScript only through a game file's fields so far.
  'rules.duplicate-hole': ['{"graph": [[1,3],[0],[3],[0,2]], "holes": [0, 3, 0], "mouse": 1, "cat": 2}'],
  'rules.conflicting-options': ['{"graph": [[1,3],[0],[3],[0,2]], "hole": 0, "holes": [0]}'],
  'argument.type': [EXAMPLE_2, { mouse: 'one' }],
  'argument.unknown-option': [EXAMPLE_2, { dog: 1 }],
};

codeTest('solve() and validate() give the code of each kind of bad input, with the place or options', Object.keys(BAD_INPUT), () => {
  for (const [code, [graph, options]] of Object.entries(BAD_INPUT)) {
    expectCode(code, () => solver.solve(graph, options));
    expectCode(code, () => solver.validate(graph, options));
  }
  assert.throws(() => solver.solve('[[1,3],[0],[3 0,2]]'), { code: 'parse.unexpected-token', line: 1, column: 15 });
  assert.throws(() => solver.solve(EXAMPLE_2, { cat: 0 }), { code: 'rules.cat-on-hole', options: ['cat', 'hole'] });
});

codeTest('a two-cat game has no table to hand out: game.two-cats', ['game.two-cats'], () => {
  const game = solver.solve(EXAMPLE_2, { cat2: 3 });
  expectCode('game.two-cats', () => game.table());
  expectCode('game.two-cats', () => game.tableView());
  expectCode('game.two-cats', () => game.tableFile());
  game.dispose();
});

codeTest(
  'queries give position.* codes and argument.type; a disposed game gives game.disposed',
  ['position.node-out-of-range', 'position.cat-on-hole', 'argument.type', 'game.disposed'],
  () => {
    const game = solver.solve(EXAMPLE_2);
    expectCode('position.node-out-of-range', () => game.value({ mouse: 9, cat: 2 }));
    expectCode('position.cat-on-hole', () => game.moves({ mouse: 1, cat: 0, turn: 'cat' }));
    expectCode('argument.type', () => game.lineFrom({ mouse: 1, cat: 2, turn: 'dog' }));
    game.dispose();
    expectCode('game.disposed', () => game.value({ mouse: 1, cat: 2 }));
  },
);

codeTest('a disposed solver gives solver.disposed, from itself and its games', ['solver.disposed'], async () => {
  const own = await createSolver();
  const game = own.solve(EXAMPLE_2);
  own.dispose();
  expectCode('solver.disposed', () => own.solve(EXAMPLE_2));
  expectCode('solver.disposed', () => game.moves({ mouse: 1, cat: 2 }));
});

codeTest(
  'an abort inside the wasm instance gives solver.aborted (a stand-in abort; tests/js/memory.test.mjs has more)',
  ['solver.aborted'],
  async () => {
    const { default: createCatMouseModule } = await import('../../dist/catmouse-core.mjs');
    const { wrapModule } = await import('../../wasm/src/api.js');
    const instance = await createCatMouseModule({ wasmBinary: readFileSync(`${root}dist/catmouse-core.wasm`) });
    const own = wrapModule(instance);
    instance.parseText = () => {
      throw new WebAssembly.RuntimeError('Aborted()');
    };
    expectCode('solver.aborted', () => own.parse('0 1'));
    expectCode('solver.aborted', () => own.solve(EXAMPLE_2));
  },
);

codeTest(
  'table.bad-file, table.bad-checksum and table.unsupported-version from readTable(), table.unsupported-variant from tableFile()',
  ['table.bad-file', 'table.unsupported-version', 'table.bad-checksum', 'table.unsupported-variant'],
  () => {
    const game = solver.solve(EXAMPLE_2);
    const bytes = game.tableFile();
    game.dispose();
    expectCode('table.bad-file', () => solver.readTable(new TextEncoder().encode('[[1,3],[0],[3],[0,2]]')));
    const newer = bytes.slice();
    newer[8] = 9;
    expectCode('table.unsupported-version', () => solver.readTable(newer));
    const damaged = bytes.slice();
    damaged[30] ^= 1;
    expectCode('table.bad-checksum', () => solver.readTable(damaged));
    const grid = solver.solve('grid = ["M.C...F"], catJump = 1, mouseJump = 3');
    expectCode('table.unsupported-variant', () => grid.tableFile());
    grid.dispose();
  },
);

codeTest(
  'limits.memory, limits.time, limits.input and cancelled from a solve',
  ['limits.memory', 'limits.time', 'limits.input', 'cancelled'],
  async () => {
    const capped = await createSolver({ maxMemory: 64 * 2 ** 20 });
    const big = cycle(4000); // 85 MB to solve
    expectCode('limits.memory', () => capped.solve(big));
    // Two cats on K400: seconds, refused up front past a lowered maxSeconds.
    const k400 = Array.from({ length: 400 }, (_, a) => Array.from({ length: 399 }, (_, k) => (k < a ? k : k + 1)));
    expectCode('limits.time', () => solver.solve(k400, { cat2: 3, maxSeconds: 2 }));
    // A text is held in memory while it is read: over maxMemory, refused before it is encoded.
    const tiny = await createSolver({ maxMemory: 16 });
    expectCode('limits.input', () => tiny.solve('[[1,3],[0],[3],[0,2]]'));
    expectCode('limits.input', () => tiny.validate('[[1,3],[0],[3],[0,2]]'));
    expectCode('limits.input', () => tiny.parse('[[1,3],[0],[3],[0,2]]'));
    // Cancelled by onProgress: a CancelledError, as from the worker's cancel().
    assert.throws(
      () => solver.solve(EXAMPLE_2, { onProgress: () => false }),
      (error) => {
        assert.ok(error instanceof CancelledError, `${error.name}: ${error.message}`);
        assert.equal(error.code, 'cancelled');
        seen.add(error.code);
        return true;
      },
    );
  },
);

codeTest(
  'the worker passes codes through, and adds its own',
  ['worker.no-game', 'rules.cat-on-hole', 'position.cat-on-hole', 'limits.value-map'],
  async () => {
    const worker = createSolverWorker();
    try {
      await expectRejection('worker.no-game', worker.play({ mouse: 1, cat: 2, turn: 'mouse' }));
      await expectRejection('rules.cat-on-hole', worker.solve(EXAMPLE_2, { cat: 0 }));
      await worker.solve(EXAMPLE_2);
      await expectRejection('rules.cat-on-hole', worker.play({ mouse: 1, cat: 0, turn: 'mouse' }));
      await expectRejection('position.cat-on-hole', worker.position({ mouse: 1, cat: 0, turn: 'mouse' }));
      await worker.solve(Array.from({ length: 2001 }, (_, i) => [(i + 2000) % 2001, (i + 1) % 2001]));
      // Above 2,000 nodes the map is an overview; a window is at most 2^20 cells.
      assert.equal((await worker.valueMap('mouse')).overview.block, 2);
      await expectRejection('limits.value-map', worker.valueMap('mouse', { window: { row0: 0, col0: 0, rows: 2001, cols: 2001 } }));
      const cancelled = worker.solve(Array.from({ length: 1500 }, (_, i) => [(i + 1499) % 1500, (i + 1) % 1500]));
      worker.cancel();
      await assert.rejects(cancelled, (error) => error instanceof CancelledError && error.code === 'cancelled');
    } finally {
      worker.terminate();
    }
  },
);

codeTest(
  'worker.failed, worker.unavailable and worker.bad-request',
  ['worker.failed', 'worker.unavailable', 'worker.bad-request'],
  async () => {
    let fail;
    const broken = new SolverWorker(() => ({
      post: () => setTimeout(() => fail(new Error('boom'))),
      onMessage: () => {},
      onError: (handler) => {
        fail = handler;
      },
      terminate: () => {},
    }));
    await expectRejection('worker.failed', broken.solve(EXAMPLE_2));

    const none = new SolverWorker(() => {
      throw new ReferenceError('Worker is not defined');
    });
    await expectRejection('worker.unavailable', none.solve(EXAMPLE_2));

    // The service itself (what runs in the thread) answers an unknown request with its code.
    const posted = [];
    await serve(Promise.resolve(solver), (message) => posted.push(message))({ id: 7, type: 'dance' });
    assert.equal(posted[0].type, 'error');
    assert.equal(posted[0].error.code, 'worker.bad-request');
    seen.add(posted[0].error.code);
  },
);

codeTest(
  'parse() gives warnings by code; what cannot be exported has its own code',
  ['parse.mixed-directions', 'export.not-representable'],
  async () => {
    const { warnings } = solver.parse('0 1\n1 0\n1 2\n');
    assert.equal(warnings[0].code, 'parse.mixed-directions');
    seen.add(warnings[0].code);
    const { edgeListText } = await import('catmouse');
    expectCode('export.not-representable', () => edgeListText([[1], [0, 2], [1], []]));
  },
);

codeTest("solver.unavailable: createSolver given bytes that are not catmouse's WebAssembly", ['solver.unavailable'], async () => {
  await expectRejection('solver.unavailable', createSolver({ wasmBinary: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 9, 9]) }));
});

test("every code of docs/errors.md but the command line's is reached by a test above or listed as unreachable, and no other", () => {
  // (the codes' tables: the table of limits after them names limits, not codes)
  const doc = readFileSync(`${root}docs/errors.md`, 'utf8');
  const documented = [...doc.slice(0, doc.indexOf('## Limits')).matchAll(/^\| `([a-z0-9.-]+)` \|/gm)].map((m) => m[1]);
  const jsCodes = documented.filter((code) => !code.startsWith('cli.') && !code.startsWith('io.'));
  const reached = new Set([...declared.values()].flat());
  for (const code of Object.keys(UNREACHABLE)) assert.ok(!reached.has(code), `${code} is listed as unreachable, yet a test reaches it`);
  assert.deepEqual([...reached, ...Object.keys(UNREACHABLE)].sort(), [...jsCodes].sort());
});

codeTest(
  'the light module refuses what only the full one has: two cats, a table file, the command line, an edge list',
  ['solver.needs-full'],
  async () => {
    const light = await createSolver({ wasmBinary: readFileSync(`${root}dist/catmouse-core-lite.wasm`), threads: 1 });
    try {
      expectCode('solver.needs-full', () => light.solve(EXAMPLE_2, { mouse: 1, cat: 2, cat2: 3 }));
      expectCode('solver.needs-full', () => light.validate(EXAMPLE_2, { mouse: 1, cat: 2, cat2: 3 }));
      expectCode('solver.needs-full', () => light.readTable(new Uint8Array(24)));
      expectCode('solver.needs-full', () => light.solve('0 2\n1 2'));
      expectCode('solver.needs-full', () =>
        light.runCli(
          ['solve'],
          () => ({ error: 'none' }),
          () => '',
        ),
      );
    } finally {
      light.dispose();
    }
  },
);
