// `catmouse/worker`: solving off the main thread, progress, cancel, queries.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolverWorker, CancelledError, CatMouseError } from 'catmouse/worker';
import { spawnSync } from 'node:child_process';
import { EXAMPLE_2, REGRESSIONS, root, runNative } from './helpers.mjs';

// A ring with chords: large enough that a solve takes a while and reports progress.
function ring(n) {
  return Array.from({ length: n }, (_, i) => [...new Set([(i + n - 1) % n, (i + 1) % n, (i + n / 2) % n])].sort((a, b) => a - b));
}

test('a solve in the worker reports progress and returns the game from its start', async () => {
  const worker = createSolverWorker();
  const events = [];
  const game = await worker.solve(ring(600), {}, { onProgress: (p) => events.push(p) });
  assert.ok(events.length >= 2, `progress events: ${events.length}`);
  assert.ok(events.every((e) => e.total === 2 * 600 * 600 && e.fraction >= 0 && e.fraction <= 1));
  assert.deepEqual(events.at(-1), { decided: 720000, total: 720000, fraction: 1 });
  const native = JSON.parse(runNative(['solve'], JSON.stringify(ring(600))).stdout);
  assert.deepEqual({ outcome: game.outcome, winner: game.winner, plies: game.plies, line: game.line }, native);
  assert.equal(game.moves.length, game.line.length);
  assert.equal(game.end, native.winner === 'draw' ? null : game.winner === 'mouse' ? 'hole' : 'caught');
  worker.terminate();
});

test('moves along the line and play() from another start', async () => {
  const worker = createSolverWorker();
  const { graph, plies } = REGRESSIONS[0];
  const game = await worker.solve(graph);
  assert.equal(game.plies, plies);
  assert.deepEqual(
    game.moves[0].map((m) => m.to),
    [6, 9, 4, 2],
  );
  const other = await worker.play({ mouse: 4, cat: 3, turn: 'cat' });
  const native = JSON.parse(runNative(['solve', '--mouse', '4', '--cat', '3', '--first', 'cat'], JSON.stringify(graph)).stdout);
  assert.deepEqual(
    { outcome: other.outcome, plies: other.plies, line: other.line },
    { outcome: native.outcome, plies: native.plies, line: native.line },
  );
  await assert.rejects(worker.play({ mouse: 1, cat: 0, turn: 'mouse' }), { name: 'CatMouseError' });
  worker.terminate();
});

test('cancel stops a running solve; the worker then solves again', async () => {
  const worker = createSolverWorker();
  let sawProgress;
  const progressed = new Promise((resolve) => (sawProgress = resolve));
  const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
  await progressed;
  worker.cancel();
  await assert.rejects(big, (error) => error instanceof CancelledError && error.name === 'CancelledError');
  const small = await worker.solve(EXAMPLE_2);
  assert.equal(small.outcome, 1);
  worker.terminate();
});

// The client's side of the protocol, with a stand-in thread that records
// what it is sent (requests; the init message every thread gets first is kept apart).
function recordingThreads() {
  const threads = [];
  const spawn = () => {
    const thread = {
      init: [],
      posted: [],
      receive: null,
      post(message) {
        (message.type === 'init' ? this.init : this.posted).push(message);
      },
      onMessage(handler) {
        this.receive = handler;
      },
      onError(handler) {
        this.error = handler;
      },
      terminate() {
        this.terminated = true;
      },
      answer(index, result = { outcome: 1 }) {
        this.receive({ id: this.posted[index].id, type: 'result', result });
      },
    };
    threads.push(thread);
    return thread;
  };
  return { threads, spawn };
}

test('after a cancel, a new solve carries the last game as its fallback instead of waiting for it to be solved again', async () => {
  const { SolverWorker } = await import('../../wasm/src/worker-client.js');
  const { threads, spawn } = recordingThreads();
  const worker = new SolverWorker(spawn, { wasmUrl: 'x.wasm' });
  const first = worker.solve('[[1],[0,2],[1]]', { mouse: 2, cat: 1 });
  assert.deepEqual(
    threads[0].init.map(({ type, wasmUrl }) => [type, wasmUrl]),
    [['init', 'x.wasm']],
    'a thread first learns where the .wasm is',
  );
  threads[0].answer(0);
  await first;
  const big = worker.solve('big text');
  worker.cancel();
  await assert.rejects(big, CancelledError);
  assert.equal(threads[0].terminated, true);
  worker.solve('new text').catch(() => {});
  assert.equal(threads.length, 2);
  assert.deepEqual(
    threads[1].posted.map(({ type, graph, fallback }) => ({ type, graph, fallback })),
    [{ type: 'solve', graph: 'new text', fallback: { graph: '[[1],[0,2],[1]]', options: { mouse: 2, cat: 1 } } }],
    'one message: the new solve, with the last game to fall back on',
  );

  // Any other request after a cancel still gets the last game solved again first.
  const { threads: others, spawn: spawnOther } = recordingThreads();
  const other = new SolverWorker(spawnOther);
  const solved = other.solve('[[1],[0]]');
  others[0].answer(0);
  await solved;
  other.solve('big text').catch(() => {});
  other.cancel();
  other.play({ mouse: 1, cat: 0 }).catch(() => {});
  // One request at a time: the play goes once the game is back.
  assert.deepEqual(
    others[1].posted.map(({ type, graph }) => [type, graph ?? null]),
    [['solve', '[[1],[0]]']],
  );
  others[1].answer(0);
  assert.deepEqual(
    others[1].posted.map(({ type, graph }) => [type, graph ?? null]),
    [
      ['solve', '[[1],[0]]'],
      ['play', null],
    ],
  );
});

test('boards sharing one thread: each keeps its own game, a cancel stops only its own solve, a board leaving frees its game', async () => {
  const { Engine, SolverWorker } = await import('../../wasm/src/worker-client.js');
  const { threads, spawn } = recordingThreads();
  const engine = new Engine(spawn, { init: { wasmUrl: 'x.wasm' } });
  const a = new SolverWorker(engine);
  const b = new SolverWorker(engine);
  const solvedA = a.solve('A text');
  const solvedB = b.solve('B text');
  assert.equal(threads.length, 1, 'one thread for both');
  assert.deepEqual(
    threads[0].posted.map(({ graph }) => graph),
    ['A text'],
    'one request at a time',
  );
  threads[0].answer(0, { outcome: 1 });
  assert.deepEqual(
    threads[0].posted.map(({ session, graph }) => [session, graph]),
    [
      [a.id, 'A text'],
      [b.id, 'B text'],
    ],
    'each request names its board',
  );
  assert.notEqual(a.id, b.id);
  threads[0].answer(1, { outcome: 2 });
  assert.deepEqual([(await solvedA).outcome, (await solvedB).outcome], [1, 2]);

  // B's long solve runs; A cancels nothing of B's, and A's queued solve is dropped unsent.
  const longB = b.solve('long B');
  const queuedA = a.solve('queued A');
  a.cancel();
  await assert.rejects(queuedA, CancelledError);
  assert.equal(threads[0].terminated, undefined, "A's cancel did not end the thread B's solve runs in");
  threads[0].answer(2, { outcome: 0 });
  assert.equal((await longB).outcome, 0);
  assert.equal(threads[0].posted.length, 3, "A's cancelled solve never reached the thread");

  // A's running solve is cancelled: the thread restarts, B's queued request
  // goes to the new one after B's game is back, and B's answer arrives.
  const runningA = a.solve('running A');
  const playB = b.play({ mouse: 1, cat: 2 });
  a.cancel();
  await assert.rejects(runningA, CancelledError);
  assert.equal(threads[0].terminated, true);
  const next = threads[1];
  const sent = () => next.posted.map(({ session, type, graph }) => [session, type, graph ?? null]);
  assert.deepEqual(sent(), [[b.id, 'solve', 'long B']], "B's game first (A's is restored when A next asks)");
  next.answer(0);
  assert.deepEqual(sent().at(-1), [b.id, 'play', null]);
  next.answer(1, { outcome: 1, start: 'b' });
  assert.equal((await playB).start, 'b');

  // A board leaving: its game is released; the last one leaving ends the thread.
  a.terminate();
  assert.deepEqual(sent().at(-1), [a.id, 'release', null]);
  next.answer(2, true);
  b.terminate();
  assert.equal(next.terminated, true);
});

test('after a cancel, refused input brings the game before the cancel back for play(); accepted input replaces it', async () => {
  const worker = createSolverWorker();
  await worker.solve(REGRESSIONS[0].graph);
  for (const next of ['[[1,3],[0],[3 0,2]]', EXAMPLE_2]) {
    let sawProgress;
    const progressed = new Promise((resolve) => (sawProgress = resolve));
    const big = worker.solve(ring(2000), {}, { onProgress: sawProgress });
    await progressed;
    worker.cancel();
    await assert.rejects(big, CancelledError);
    if (next === EXAMPLE_2) {
      assert.equal((await worker.solve(next)).nodeCount, 4);
      assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).nodeCount, 4, 'the new game answers');
    } else {
      await assert.rejects(worker.solve(next), { name: 'CatMouseError', line: 1, column: 15 });
      const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
      assert.deepEqual([again.nodeCount, again.winner, again.plies], [10, 'cat', 24], 'the game before the cancel answers');
    }
  }
  worker.terminate();
});

test('bad input rejects with CatMouseError carrying line and column', async () => {
  const worker = createSolverWorker();
  await assert.rejects(worker.solve('[[1,3],[0],[3 0,2]]'), (error) => {
    assert.ok(error instanceof CatMouseError);
    assert.equal(error.message, "line 1, column 15: expected ',' or ']' but found '0'");
    assert.deepEqual([error.line, error.column], [1, 15]);
    return true;
  });
  assert.equal((await worker.solve(EXAMPLE_2)).plies, 1);
  worker.terminate();
});

test('bad input leaves the last solved game in place for play()', async () => {
  const worker = createSolverWorker();
  await worker.solve(REGRESSIONS[0].graph);
  await assert.rejects(worker.solve('[[1,3],[0],[3 0,2]]'), { name: 'CatMouseError' });
  await assert.rejects(worker.solve(EXAMPLE_2, { cat: 0 }), { name: 'CatMouseError', options: ['cat', 'hole'] });
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.deepEqual([again.nodeCount, again.winner, again.plies], [10, 'cat', 24]);
  worker.terminate();
});

test('options that cannot reach the worker reject clearly, and an idle worker lets Node exit', async () => {
  const worker = createSolverWorker();
  await assert.rejects(worker.solve(EXAMPLE_2, { onProgress() {} }), {
    name: 'CatMouseError',
    message: 'pass onProgress to the worker in the third argument: worker.solve(graph, options, { onProgress })',
  });
  // Not sendable to the thread: a CatMouseError with a code, like every other bad argument.
  await assert.rejects(worker.solve(EXAMPLE_2, { mouse: () => 1 }), { name: 'CatMouseError', code: 'argument.type' });
  assert.equal((await worker.solve(EXAMPLE_2)).outcome, 1);
  worker.cancel(); // idle: nothing to stop, the last game stays
  assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).outcome, 1);
  worker.terminate();
});

test('a process with an idle worker still exits on its own', () => {
  const script = [
    "import { createSolverWorker } from 'catmouse/worker';",
    'const worker = createSolverWorker();',
    'const game = await worker.solve([[1,3],[0],[3],[0,2]]);',
    'await worker.solve([[1,3],[0],[3],[0,2]], { mouse: () => 1 }).catch(() => {});',
    'console.log(game.winner);',
  ].join('\n');
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', timeout: 20000 });
  assert.equal(child.signal, null, 'the process had to be killed: the worker kept it alive');
  assert.equal(child.status, 0, child.stderr);
  assert.equal(child.stdout.trim(), 'mouse');
});

test("parse() reads as the package does (a game file's rules as the core read them), without solving; the last game stays", async () => {
  const { createSolver } = await import('../../wasm/src/node.js');
  const solver = await createSolver();
  const worker = createSolverWorker();
  const game = await worker.solve(EXAMPLE_2);
  const file = '{"graph": [[1,3],[0,2],[1,3],[0,2]], "mouse": 3, "cat": 1, "holes": [0, 2], "catOnHole": "guards", "first": "cat"}';
  const read = await worker.parse(file);
  assert.deepEqual(read, JSON.parse(JSON.stringify(solver.parse(file))), 'the same as the package');
  assert.equal(read.format, 'json');
  assert.deepEqual(read.rules, { mouse: 3, cat: 1, first: 'cat', holes: [0, 2], catOnHole: 'guards' });
  assert.equal((await worker.parse('0 -> 1\n1 -> 2\n2 -> 0\n')).directed, true);
  await assert.rejects(worker.parse('{"graph": [[1],[0]], "mouse": "x"}'), { name: 'CatMouseError' });
  await assert.rejects(worker.parse(42), { code: 'argument.type' });
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.equal(again.outcome, game.outcome);
  worker.terminate();
});

test('validate() checks like solve() without solving, and the last game stays queryable', async () => {
  const worker = createSolverWorker();
  const game = await worker.solve(EXAMPLE_2);
  assert.equal(await worker.validate('[[1,2],[0],[0]]', { mouse: 1, cat: 2 }), true);
  await assert.rejects(
    worker.validate('[[1,2],[0] 3]'),
    (error) => error instanceof CatMouseError && error.code.startsWith('parse.') && error.line === 1,
  );
  await assert.rejects(worker.validate(EXAMPLE_2, { mouse: 3, cat: 3 }), { name: 'CatMouseError', code: 'rules.same-start' });
  // the game solved before the refusals still answers
  const again = await worker.play({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.deepEqual({ outcome: again.outcome, plies: again.plies }, { outcome: game.outcome, plies: game.plies });
  worker.terminate();
});

test("a thread's death loses only the game being solved; after a cancel, checks do not wait for the old game; a refused send keeps the restore", async () => {
  const { Engine, SolverWorker } = await import('../../wasm/src/worker-client.js');
  const { threads, spawn } = recordingThreads();
  const engine = new Engine(spawn);
  const a = new SolverWorker(engine);
  const b = new SolverWorker(engine);
  const solvedB = b.solve('B small');
  threads[0].answer(0);
  await solvedB;
  const big = a.solve('A huge');
  threads[0].error(new Error('Out of memory'));
  await assert.rejects(big, { code: 'worker.failed', message: 'the solver worker failed: Out of memory' });
  b.play({ mouse: 1, cat: 0 }).catch(() => {});
  const sent = (thread) => thread.posted.map(({ session, type, graph }) => [session, type, graph ?? null]);
  assert.deepEqual(sent(threads[1]), [[b.id, 'solve', 'B small']], "B's game comes back before B's play");
  threads[1].answer(0);
  assert.deepEqual(sent(threads[1]).at(-1), [b.id, 'play', null]);
  threads[1].answer(1);

  // A cancel, then the board's next checks: no re-solve of the old game before them.
  const long = b.solve('B long');
  b.cancel();
  await assert.rejects(long, CancelledError);
  b.validate('B next').catch(() => {});
  assert.deepEqual(sent(threads[2]), [[b.id, 'validate', 'B next']]);
  threads[2].answer(0, true);
  // A solve that cannot be sent leaves the restore for the next request.
  threads[2].post = function post(message) {
    if (message.type !== 'init') structuredClone(message);
    this.posted.push(message);
  };
  await assert.rejects(
    b.solve('B bad', { mouse: () => 1 }).catch((e) => {
      throw e;
    }),
    { code: 'argument.type' },
  );
  b.play({ mouse: 1, cat: 0 }).catch(() => {});
  assert.deepEqual(sent(threads[2]).slice(1), [[b.id, 'solve', 'B small']], 'the game before the cancel comes back first');
});

test('a thread that could not load the solver is ended: the next request tries again', async () => {
  const { SolverWorker } = await import('../../wasm/src/worker-client.js');
  const { threads, spawn } = recordingThreads();
  const worker = new SolverWorker(spawn, { wasmUrl: 'http://x/catmouse-core.wasm' });
  const first = worker.solve('G');
  threads[0].receive({
    id: threads[0].posted[0].id,
    type: 'error',
    error: { name: 'CatMouseError', code: 'worker.unavailable', message: 'not there', url: 'http://x/catmouse-core.wasm', status: 404 },
  });
  await assert.rejects(
    first,
    (error) => error.code === 'worker.unavailable' && error.url === 'http://x/catmouse-core.wasm' && error.status === 404,
  );
  assert.equal(threads[0].terminated, true);
  worker.solve('G').catch(() => {});
  assert.equal(threads.length, 2, 'a fresh thread fetches the files again');
});

test('a shared worker made before the last one left joins the page engine of the moment, and leaving frees the game it had', async () => {
  const { Engine, SolverWorker, sharedEngine } = await import('../../wasm/src/worker-client.js');
  const { threads, spawn } = recordingThreads();
  const make = () => new SolverWorker({ shared: () => sharedEngine('recording', (unlist) => new Engine(spawn, { onEmpty: unlist })) });
  const a = make();
  const b = make(); // made now, used later
  const solvedA = a.solve('A');
  threads[0].answer(0);
  await solvedA;
  a.terminate(); // the last one in it: the thread ends
  assert.equal(threads[0].terminated, true);
  b.solve('B').catch(() => {});
  const c = make();
  c.solve('C').catch(() => {});
  assert.equal(threads.filter((t) => !t.terminated).length, 1, 'B and C share the one thread');
  // B leaves while C's solve is queued: B's own game (by the id it had) is released, C's solve goes on.
  const bId = b.id;
  threads[1].answer(0);
  b.terminate();
  assert.deepEqual(
    threads[1].posted.map(({ session, type }) => [session, type]),
    [
      [bId, 'solve'],
      [c.id, 'solve'],
    ],
  );
  threads[1].answer(1);
  assert.deepEqual(threads[1].posted.at(-1).type, 'release');
  assert.equal(threads[1].posted.at(-1).session, bId);
  c.terminate();
});

test('an onProgress that throws rejects the solve with what it threw; the process and the last game live on', async () => {
  const worker = createSolverWorker();
  await worker.solve(EXAMPLE_2);
  const boom = new Error('boom');
  await assert.rejects(
    worker.solve(
      ring(2000),
      {},
      {
        onProgress() {
          throw boom;
        },
      },
    ),
    (error) => error === boom,
  );
  assert.equal((await worker.play({ mouse: 3, cat: 2, turn: 'mouse' })).nodeCount, 4, 'the game before stays');
  worker.terminate();
});

test('a name set on Object.prototype is not an option: the worker solves as if it were not there', async () => {
  const worker = createSolverWorker();
  const plain = await worker.solve(EXAMPLE_2);
  const polluted = {
    mouse: 3,
    cat: 2,
    hole: 1,
    first: 'cat',
    holes: [0, 2],
    catOnHole: 'wins',
    pass: true,
    directed: true,
    cat2: 1,
    format: 'graph6',
  };
  try {
    Object.assign(Object.prototype, polluted);
    const game = await worker.solve(EXAMPLE_2);
    assert.deepEqual(
      [game.start, game.outcome, game.plies, game.variant, game.twoCats],
      [plain.start, plain.outcome, plain.plies, plain.variant, plain.twoCats],
    );
  } finally {
    for (const name of Object.keys(polluted)) delete Object.prototype[name];
  }
  worker.terminate();
});

// A ring of n nodes (the hole 0 on it): a long game of oscillating moves stays legal.
const cycle = (n) => Array.from({ length: n }, (_, i) => [(i + n - 1) % n, (i + 1) % n].sort((a, b) => a - b));

test('follow(start, path) plays a whole path in one request: the positions and moves position() gives step by step, then optimal play', async () => {
  const worker = createSolverWorker();
  const { graph } = REGRESSIONS[0];
  const game = await worker.solve(graph);
  // a what-if (the second-best move) and best play after it, as a person's path makes it
  const path = [];
  let here = game.start;
  let answer = game;
  for (let i = 0; i < 3 && answer.moves[0].length; i++) {
    const move = answer.moves[0][i === 0 ? 1 : 0];
    path.push(move.to);
    here = { ...here, [here.turn]: move.to, turn: here.turn === 'mouse' ? 'cat' : 'mouse' };
    answer = await worker.position(here);
  }
  const followed = await worker.follow(game.start, path);
  assert.equal(followed.played, path.length);
  assert.deepEqual(followed.start, game.start);
  assert.deepEqual([followed.outcome, followed.plies], [game.outcome, game.plies]);
  assert.deepEqual(followed.line.slice(path.length), answer.line, 'after the path: the optimal line from where it ends');
  assert.deepEqual(followed.moves.slice(path.length), answer.moves);
  assert.deepEqual(
    followed.line.slice(1, path.length + 1).map((p, i) => p[i % 2 === 0 ? 'mouse' : 'cat']),
    path,
  );
  for (let i = 0; i <= path.length; i++)
    assert.deepEqual(followed.moves[i], (await worker.position(followed.line[i])).moves[0], `moves at ${i}`);
  assert.equal(followed.end, answer.end);

  // an illegal move: followed up to it; no moves: the optimal line
  assert.ok(path.length >= 2, `a path of ${path.length} moves`);
  const stopped = await worker.follow(game.start, [path[0], 99, 5]);
  assert.equal(stopped.played, 1);
  assert.deepEqual(stopped.line.slice(1), (await worker.position(stopped.line[1])).line);
  const none = await worker.follow(game.start, []);
  assert.deepEqual([none.played, none.line, none.moves], [0, game.line, game.moves]);
  // bad arguments say what a path is; a position the table does not have is refused
  await assert.rejects(worker.follow(game.start, '6.7'), { name: 'CatMouseError', code: 'argument.type' });
  await assert.rejects(worker.follow(game.start, [6, 1.5]), { code: 'argument.type', message: /path\[1\] must be a node/ });
  await assert.rejects(worker.follow(game.start, [[6]]), { code: 'argument.type' });
  await assert.rejects(worker.follow(null, []), { code: 'argument.type' });
  worker.terminate();

  const fresh = createSolverWorker();
  await assert.rejects(fresh.follow({ mouse: 1, cat: 2 }, []), { code: 'worker.no-game' });
  fresh.terminate();
});

test("follow() takes a 2,000-move path in one answer, ends a path at a finished position, and takes the two cats' joint moves", async () => {
  const worker = createSolverWorker();
  await worker.solve(cycle(12), { mouse: 6, cat: 3 });
  const path = Array.from({ length: 2000 }, (_, i) => (i % 4 === 0 ? 7 : i % 4 === 1 ? 2 : i % 4 === 2 ? 6 : 3));
  const followed = await worker.follow({ mouse: 6, cat: 3, turn: 'mouse' }, path);
  assert.equal(followed.played, 2000);
  assert.deepEqual(followed.line[2000], { mouse: 6, cat: 3, turn: 'mouse' });
  assert.equal(followed.moves.length, followed.line.length);
  // the mouse reaches the hole: nothing is played after it
  const home = await worker.follow({ mouse: 2, cat: 6, turn: 'mouse' }, [1, 5, 0, 4, 11]);
  assert.equal(home.played, 3);
  assert.deepEqual(home.line.at(-1), { mouse: 0, cat: 5, turn: 'cat' });
  assert.equal(home.end, 'hole');
  worker.terminate();

  const cats = createSolverWorker();
  const game = await cats.solve(cycle(12), { mouse: 6, cat: 3, cat2: 9, first: 'cat' });
  const joint = game.moves[0].at(-1);
  const both = await cats.follow(game.start, [[joint.to, joint.to2]]);
  assert.equal(both.played, 1);
  assert.deepEqual(both.line[1], { mouse: 6, cat: joint.to, cat2: joint.to2, turn: 'mouse' });
  assert.equal((await cats.follow(game.start, [joint.to])).played, 0, 'one node where the joint move is due is not a move');
  cats.terminate();
});
