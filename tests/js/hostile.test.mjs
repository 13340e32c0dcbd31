// Hostile values and text through the package, the worker and the npm CLI
// (issue 13): each gives a CatMouseError with a code and a place, or exit 2
// with a message; never a crash, a plain Error or a quietly wrong answer.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CancelledError, CatMouseError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { EXAMPLE_2, nativeCli, npmCli, root, runNative, runNpmCli } from './helpers.mjs';

const solver = await createSolver();
const solverForCli = await createSolver(); // its own wasm memory, so growth is measured alone

// A CatMouseError with this code (and these fields, when given).
const refused =
  (code, fields = {}) =>
  (error) => {
    assert.ok(error instanceof CatMouseError, `expected a CatMouseError, got ${error?.name}: ${error?.message}`);
    assert.equal(error.code, code, error.message);
    for (const [key, value] of Object.entries(fields)) assert.deepEqual(error[key], value, `${key} of: ${error.message}`);
    assert.ok(error.message.length > 0);
    return true;
  };

test('a lone UTF-16 surrogate in graph text is refused at its place, not read as a different graph', async () => {
  // The surrogate used to swallow the newline after it, and with it the edge 2-3.
  const text = '0 1\n1 2\uD83D\n2 3\n';
  const where = { line: 2, column: 4 };
  assert.throws(() => solver.solve(text), refused('parse.bad-encoding', where));
  assert.throws(() => solver.validate(text), refused('parse.bad-encoding', where));
  assert.throws(() => solver.solve('[[1],[0,2],[1]]\uDC00'), refused('parse.bad-encoding', { line: 1, column: 16 }));
  // A whole pair is a character like any other: the parser names it.
  assert.throws(() => solver.solve('0 1\n1 2\uD83D\uDC2D\n'), refused('parse.unexpected-token', { line: 2, column: 4 }));
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.solve(text), refused('parse.bad-encoding', where));
  } finally {
    worker.terminate();
  }
});

test('the npm CLI reads bytes, so text that is not UTF-8 gets the native message and exit 2', () => {
  const latin1 = Buffer.from('0 1\n1 2 # caf\xE9\n2 3\n', 'latin1');
  const native = runNative(['solve'], latin1);
  const npm = runNpmCli(['solve'], latin1);
  assert.equal(native.status, 2);
  assert.equal(
    native.stderr,
    'catmouse: line 2, column 10 (byte offset 13): the text is not UTF-8 (0xE9 0x0A is not a character); save it as UTF-8\n',
  );
  assert.deepEqual([npm.status, npm.stdout, npm.stderr], [native.status, native.stdout, native.stderr]);
});

test('EXAMPLE_2 still solves from text and from arrays', () => {
  assert.equal(solver.solve(JSON.stringify(EXAMPLE_2)).outcome, 1);
  assert.equal(solver.solve(EXAMPLE_2).outcome, 1);
  assert.equal(solver.solve('# ünïcödé 🐭\n0 1\n0 3\n2 3\n').outcome, 1);
});

test('catmouse/worker works in a Node started with flags a worker thread cannot take', () => {
  const script = [
    "import { createSolverWorker } from 'catmouse/worker';",
    'const worker = createSolverWorker();',
    'const game = await worker.solve([[1,3],[0],[3],[0,2]]);',
    'console.log(game.winner);',
    'worker.terminate();',
  ].join('\n');
  for (const flags of [['--max-old-space-size=512'], ['--stack-size=2000', '--expose-gc'], ['--max-semi-space-size=64']]) {
    const child = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30000,
    });
    assert.equal(child.status, 0, `${flags.join(' ')}: ${child.stderr}`);
    assert.equal(child.stdout.trim(), 'mouse', flags.join(' '));
  }
});

// Every call on the worker returns a promise; bad arguments reject it with a
// CatMouseError and a code, never a synchronous throw or a TypeError.
async function rejectsWith(code, call) {
  let promise;
  assert.doesNotThrow(() => {
    promise = call();
  }, 'threw synchronously');
  assert.ok(promise instanceof Promise);
  await assert.rejects(promise, refused(code));
}

test('bad arguments to the worker reject with CatMouseError and a code', async () => {
  const worker = createSolverWorker();
  try {
    await worker.solve(EXAMPLE_2);
    await rejectsWith('argument.type', () => worker.play(null));
    await rejectsWith('argument.type', () => worker.play());
    await rejectsWith('argument.type', () => worker.play(7));
    await rejectsWith('argument.type', () => worker.position(null));
    await rejectsWith('argument.type', () => worker.position({ mouse: 1, cat: 2, turn: 'dog' }));
    await rejectsWith('argument.type', () => worker.solve(EXAMPLE_2, {}, null));
    await rejectsWith('argument.type', () => worker.solve(EXAMPLE_2, {}, { onProgress: 5 }));
    await rejectsWith('argument.type', () => worker.solve(EXAMPLE_2, { mouse: () => 1 }));
    await rejectsWith('argument.type', () => worker.valueMap('mouse', null));
    await rejectsWith('argument.type', () => worker.valueMap('dog'));
    // The last game is still there after all of that.
    assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).outcome, 1);
  } finally {
    worker.terminate();
  }
});

test('the npm CLI writing to a full device prints the native message and exits 2', () => {
  const full = openSync('/dev/full', 'w');
  try {
    for (const args of [['solve'], ['table'], ['table', '--binary']]) {
      const run = (command) =>
        spawnSync(command[0], [...command.slice(1), ...args], {
          input: JSON.stringify(EXAMPLE_2),
          stdio: ['pipe', full, 'pipe'],
          encoding: 'utf8',
        });
      const native = run([nativeCli]);
      const npm = run([process.execPath, npmCli]);
      assert.equal(native.status, 2, args.join(' '));
      assert.equal(native.stderr, 'catmouse: cannot write the result to standard output: No space left on device\n');
      assert.deepEqual([npm.status, npm.stderr], [native.status, native.stderr], args.join(' '));
    }
  } finally {
    closeSync(full);
  }
});

// A ring with chords, big enough that its table's JSON (about 18 MB) dwarfs a write buffer.
const ring = (n) =>
  Array.from({ length: n }, (_, i) => [...new Set([(i + n - 1) % n, (i + 1) % n, (i + n / 2) % n])].sort((a, b) => a - b));

test('the CLI streams `table`: wasm memory does not grow with the output, and the bytes are the native ones', () => {
  const cli = solverForCli;
  const text = new TextEncoder().encode(JSON.stringify(ring(1200)));
  const chunks = [];
  let written = 0;
  const before = cli.memoryBytes();
  const result = cli.runCli(
    ['table'],
    () => text,
    (bytes) => {
      written += bytes.length;
      if (chunks.length < 2) chunks.push(bytes.slice());
      return '';
    },
  );
  assert.equal(result.status, 0, result.stderr);
  const tableBytes = 2 * 1200 * 1200 * 4;
  assert.ok(written > 8e6, `wrote ${written} bytes`);
  assert.ok(
    cli.memoryBytes() - before < tableBytes * 2 + 16 * 2 ** 20,
    `wasm memory grew by ${cli.memoryBytes() - before} bytes for ${written} bytes of output`,
  );
  assert.ok(chunks.length === 2 && chunks[0].length < (1 << 20) + 64, 'written in pieces of about a MiB');
  const native = spawnSync(nativeCli, ['table'], { input: JSON.stringify(ring(1200)), encoding: 'utf8', maxBuffer: 2 ** 26 });
  assert.equal(Buffer.byteLength(native.stdout), written);
  assert.equal(new TextDecoder().decode(chunks[0]), native.stdout.slice(0, chunks[0].length));
});

test('maxMemory must be a whole number of bytes in a sane range; the message names the option', async () => {
  // 0.5 used to mean no cap at all; 2 ** 64 and up reached undefined behaviour in the cast to 64 bits.
  for (const bad of [0, 0.5, -1, 1.5, NaN, Infinity, 2 ** 53, 2 ** 64, 1e300, '64MB', 10n, null, new Number(2 ** 20)]) {
    await assert.rejects(createSolver({ maxMemory: bad }), (error) => {
      refused('argument.type')(error);
      assert.match(error.message, /^maxMemory must be a whole number of bytes from 1 to 9007199254740991, got /);
      return true;
    });
  }
  const capped = await createSolver({ maxMemory: 1e6 });
  assert.throws(
    () => capped.solve('0 1\n1 2\n2 399\n', { allowIsolated: true }),
    (error) => {
      refused('limits.memory')(error);
      assert.match(error.message, /more than the memory limit of 976 KB$/);
      return true;
    },
  );
});

test('BigInt, NaN, Infinity and boxed numbers in an adjacency list are named with their row and index', () => {
  const cases = [
    [[[1n, 3], [0], [3], [0, 2]], 'graph[0][0]', '1n (a BigInt)'],
    [[[1, 3], [NaN], [3], [0, 2]], 'graph[1][0]', 'NaN'],
    [[[1, 3], [0], [3], [0, Infinity]], 'graph[3][1]', 'Infinity'],
    [[[1, new Number(3)], [0], [3], [0, 2]], 'graph[0][1]', 'a boxed number'],
    [[[1, 3], [0], 7, [0, 2]], 'graph[2]', '7'],
  ];
  for (const [graph, place, what] of cases) {
    for (const call of [() => solver.solve(graph), () => solver.validate(graph)]) {
      assert.throws(call, (error) => {
        refused('argument.type')(error);
        assert.ok(error.message.startsWith(`${place} must be`), error.message);
        assert.ok(error.message.includes(what), error.message);
        return true;
      });
    }
  }
});

test('typed arrays are taken as adjacency rows (and as the list of rows)', () => {
  const rows = [Int32Array.of(1, 3), Uint16Array.of(0), Uint8Array.of(3), Float64Array.of(0, 2)];
  const game = solver.solve(rows);
  assert.deepEqual([game.outcome, game.plies, game.graph], [1, 1, EXAMPLE_2]);
  assert.throws(() => solver.solve([Int32Array.of(1, 3), Float64Array.of(0.5), [3], [0, 2]]), refused('argument.type'));
  assert.throws(() => solver.solve([Int32Array.of(1, 3), BigInt64Array.of(0n), [3], [0, 2]]), refused('argument.type'));
});

test('only own option properties count: inherited ones (a polluted prototype) are ignored', async () => {
  const inherited = Object.create({ cat: 0, mouse: 3, dog: 1 });
  assert.equal(solver.solve(EXAMPLE_2, inherited).start.cat, 2);
  solver.validate(EXAMPLE_2, inherited);
  Object.prototype.maxMemory = 1; // eslint-disable-line no-extend-native
  try {
    const free = await createSolver(Object.create(null));
    assert.equal(free.solve(EXAMPLE_2).outcome, 1);
    assert.equal(solver.solve(EXAMPLE_2, {}).outcome, 1);
  } finally {
    delete Object.prototype.maxMemory;
  }
});

test('table().index and tableView().index refuse positions outside the graph', () => {
  const game = solver.solve(EXAMPLE_2);
  for (const table of [game.table(), game.tableView()]) {
    assert.equal(table.index({ mouse: 1, cat: 2, turn: 'cat' }), 4 * 4 + 1 * 4 + 2);
    assert.throws(() => table.index({ mouse: 4, cat: 0 }), refused('argument.type'));
    assert.throws(() => table.index({ mouse: 0, cat: -1 }), refused('argument.type'));
    assert.throws(() => table.index({ mouse: 1.5, cat: 2 }), refused('argument.type'));
    assert.throws(() => table.index({ mouse: 1, cat: 2, turn: 'dog' }), refused('argument.type'));
  }
  game.dispose();
});

test('a synchronous solve cancelled by onProgress throws a CancelledError, as the worker rejects with one', () => {
  assert.throws(
    () => solver.solve(EXAMPLE_2, { onProgress: () => false }),
    (error) => {
      assert.ok(error instanceof CancelledError, `${error.name}: ${error.message}`);
      assert.equal(error.code, 'cancelled');
      return true;
    },
  );
});

test('the node limit is checked before the work: a list of 30,001 rows fails before any row is read', () => {
  // Counting reads instead of timing them: a loaded machine makes times say nothing.
  const rows = [];
  let read = 0;
  for (let i = 0; i < 30001; i++) Object.defineProperty(rows, i, { get: () => (read++, [1, 2]), enumerable: true });
  assert.throws(() => solver.validate(rows), refused('graph.too-large'));
  assert.equal(read, 0, 'no row was read before the node count was refused');
  // The same getters under the limit are read: the count above is not vacuous.
  const fewer = rows.slice(0, 0);
  for (let i = 0; i < 10; i++) Object.defineProperty(fewer, i, { get: () => (read++, [1, 2]), enumerable: true });
  assert.throws(() => solver.validate(fewer), refused('graph.self-loop'));
  assert.ok(read > 0);
});

test('cancel stops only the solve in flight: the previous game stays, queued requests still answer', async () => {
  const worker = createSolverWorker();
  try {
    await worker.solve(EXAMPLE_2);
    let sawProgress;
    const progressed = new Promise((resolve) => (sawProgress = resolve));
    const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
    const queued = worker.play({ mouse: 3, cat: 2, turn: 'mouse' });
    await progressed;
    worker.cancel();
    await assert.rejects(big, (error) => error instanceof CancelledError && error.code === 'cancelled');
    // The play() queued behind the cancelled solve is answered, from the game there is.
    const answer = await queued;
    assert.deepEqual([answer.nodeCount, answer.outcome, answer.start], [4, 1, { mouse: 3, cat: 2, turn: 'mouse' }]);
    assert.equal((await worker.play({ mouse: 1, cat: 2, turn: 'mouse' })).plies, 1);
    assert.equal((await worker.valueMap('mouse')).nodeCount, 4);
    // terminate() ends everything: afterwards there is no game until a solve.
    worker.terminate();
    await assert.rejects(worker.play({ mouse: 1, cat: 2, turn: 'mouse' }), refused('worker.no-game'));
  } finally {
    worker.terminate();
  }
});

test('a BigInt in a value map window or turn is an argument.type, not a failed worker', async () => {
  const worker = createSolverWorker();
  try {
    await worker.solve(EXAMPLE_2);
    await rejectsWith('argument.type', () => worker.valueMap('mouse', { window: { row0: 0n, col0: 0, rows: 1, cols: 1 } }));
    await rejectsWith('argument.type', () => worker.valueMap(1n));
  } finally {
    worker.terminate();
  }
});

test('a getter or Proxy in the input that throws on a second read leaks no wasm memory: each value is read once, before wasm runs', () => {
  // 0.1.0 read rows again inside the bindings: a throw there unwound through
  // C++ frames and leaked what they held (72 bytes a call).
  const onceOnly = (target) => {
    const reads = new Map();
    return new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string' && /^[0-9]+$/.test(key)) {
          reads.set(key, (reads.get(key) ?? 0) + 1);
          if (reads.get(key) > 1) throw new Error(`graph value ${key} read twice`);
        }
        return Reflect.get(object, key, receiver);
      },
    });
  };
  const hostile = () => onceOnly([onceOnly([1, 3]), onceOnly([0]), onceOnly([3]), onceOnly([0, 2])]);
  const before = solver.heapBytesInUse();
  for (let k = 0; k < 20; k++) {
    solver.validate(hostile());
    const game = solver.solve(hostile());
    assert.equal(game.outcome, 1);
    game.dispose();
    // A getter that always throws is refused before wasm runs, as the caller's own error.
    const throwing = [[1, 3], [0], [3], [0, 2]];
    Object.defineProperty(throwing, 2, {
      get() {
        throw new RangeError('hostile getter');
      },
    });
    assert.throws(() => solver.validate(throwing), RangeError);
    assert.throws(
      () =>
        solver.solve([
          [1, 3],
          [0],
          new Proxy([3], {
            get() {
              throw new RangeError('hostile proxy');
            },
          }),
          [0, 2],
        ]),
      RangeError,
    );
  }
  assert.equal(solver.heapBytesInUse(), before);
});

test('a 30 MB adjacency list is refused at its first id beyond the limit, not after reading it all', () => {
  // The place of the error is where the core stopped reading (it returns at
  // its first error); 0.1.0 read every id, then said graph.node-out-of-range.
  const head = '[[1,3],[0],[3],[0,2,';
  const text = `${head}30000${',30001'.repeat(5_000_000)}]]`;
  assert.ok(text.length > 30_000_000);
  for (const call of [() => solver.validate(text), () => solver.solve(text), () => solver.parse(text)]) {
    assert.throws(call, (error) => {
      refused('graph.too-large')(error);
      assert.deepEqual([error.line, error.column], [1, head.length + 1]);
      return true;
    });
  }
  // A node listing more ids than any node of a 30,000-node graph can have: refused at the 30,000th.
  const row = `[[${'1,'.repeat(100_000)}1],[0]]`;
  assert.throws(
    () => solver.validate(row),
    (error) => {
      refused('graph.too-large')(error);
      assert.equal(error.column, 3 + 2 * 29_999);
      return true;
    },
  );
});

test('nodes without edges are refused by name unless allowIsolated, in every surface', async () => {
  const gap = '0 1\n1 5\n0 5\n';
  assert.throws(() => solver.validate(gap), { code: 'graph.isolated-node', message: /^nodes 2, 3 and 4 have no edges/ });
  assert.throws(() => solver.solve([[1, 3], [0], [3], [0, 2], []]), { code: 'graph.isolated-node', message: /^node 4 has no edges/ });
  assert.equal(solver.solve(gap, { allowIsolated: true }).nodeCount, 6);
  // allowed, they are still named: a warning with the error's code (the page's import note says it)
  const allowed = solver.solve(gap, { allowIsolated: true });
  assert.deepEqual(
    allowed.warnings.filter((w) => w.code === 'graph.isolated-node').map((w) => w.message),
    ['nodes 2, 3 and 4 have no edges: a token there cannot move (a gap in the node ids?)'],
  );
  assert.deepEqual(solver.solve('0 1\n1 2\n', { allowIsolated: true }).warnings, [], 'no warning when every node has an edge');
  assert.deepEqual(
    solver.solve('0 -> 1\n1 -> 2\n2 -> 0\n0 -> 3\n', { allowIsolated: true }).warnings,
    [],
    'a node arcs only enter is not isolated',
  );
  assert.throws(() => solver.validate(gap, { allowIsolated: 1 }), {
    code: 'argument.type',
    message: /^options\.allowIsolated must be true or false/,
  });
  const worker = createSolverWorker();
  try {
    await assert.rejects(worker.solve(gap), { code: 'graph.isolated-node' });
    const fromWorker = await worker.solve(gap, { allowIsolated: true });
    assert.equal(fromWorker.nodeCount, 6);
    assert.deepEqual(
      fromWorker.warnings.map((w) => w.code),
      ['graph.isolated-node'],
    );
    // A start on the solved graph is checked as a start only: its nodes without edges were allowed.
    assert.equal((await worker.play({ mouse: 3, cat: 1 })).start.mouse, 3);
  } finally {
    worker.terminate();
  }
  for (const run of [runNative, runNpmCli]) {
    assert.equal(run(['solve'], gap).status, 2);
    assert.match(run(['solve'], gap).stderr, /^catmouse: nodes 2, 3 and 4 have no edges .*--allow-isolated/);
    assert.equal(run(['table', '--allow-isolated'], gap).status, 0);
    // allowed, still named on stderr as a warning (the message game.warnings carries)
    assert.equal(
      run(['solve', '--allow-isolated'], gap).stderr,
      'catmouse: warning: nodes 2, 3 and 4 have no edges: a token there cannot move (a gap in the node ids?)\n',
    );
  }
});

// Each option name set on Object.prototype (a polluted page), with a value
// that would change the game or fail it: none is read as an option.
const POLLUTION = {
  mouse: 4,
  cat: 3,
  cat2: 3,
  hole: 2,
  first: 'cat',
  holes: [0, 4],
  catOnHole: 'guards',
  pass: true,
  directed: true,
  catJump: 2,
  mouseJump: 2,
  turnLimit: 3,
  onlyApplicable: true,
  allowIsolated: true,
  format: 'edges',
  maxSeconds: 0,
  visited: [{ mouse: 1, cat: 3, turn: 'mouse' }],
  onProgress: () => {
    throw new Error('a polluted onProgress ran');
  },
};

test('a name set on Object.prototype is never an option: solve, validate and createSolver read own properties only', async () => {
  const { GAME_OPTIONS } = await import('catmouse/rules');
  assert.deepEqual(Object.keys(POLLUTION).sort(), GAME_OPTIONS.map((o) => o.name).sort(), 'every option of the schema is tried');
  const solver = await createSolver();
  const graph = [
    [1, 3],
    [0, 2, 4],
    [1, 3],
    [0, 2, 4],
    [1, 3],
  ];
  const plain = solver.solve(graph);
  const facts = (game) => JSON.stringify([game.start, game.outcome, game.plies, game.twoCats, game.variant, game.format]);
  for (const [name, value] of Object.entries(POLLUTION)) {
    Object.prototype[name] = value;
    try {
      assert.equal(facts(solver.solve(graph)), facts(plain), `Object.prototype.${name}`);
      assert.equal(solver.validate(graph), undefined, `Object.prototype.${name} in validate()`);
    } finally {
      delete Object.prototype[name];
    }
  }
  // Emscripten's hooks too: a polluted locateFile or wasmBinary is not the module's.
  Object.prototype.locateFile = () => 'file:///nowhere/catmouse-core.wasm';
  Object.prototype.wasmBinary = new Uint8Array([1, 2, 3]);
  try {
    const again = await createSolver();
    assert.equal(again.catMouseGame(graph), plain.outcome);
  } finally {
    delete Object.prototype.locateFile;
    delete Object.prototype.wasmBinary;
  }
});

test('a user function that throws rejects or throws from the call that was given it, never elsewhere', async () => {
  const boom = new Error('locate boom');
  await assert.rejects(
    createSolver({
      locateFile() {
        throw boom;
      },
    }),
    (error) => error === boom,
  );
  assert.throws(
    () =>
      createSolverWorker({
        locateFile() {
          throw boom;
        },
      }),
    (error) => error === boom,
  );
  const solver = await createSolver();
  assert.throws(
    () =>
      solver.solve([[1, 3], [0], [3], [0, 2]], {
        onProgress() {
          throw boom;
        },
      }),
    (error) => error === boom,
  );
});
