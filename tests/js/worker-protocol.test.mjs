// `catmouse/worker`: the client's side of the protocol with stand-in threads:
// the fallback after a cancel, boards sharing one thread, a thread's death or
// failure to load, a shared worker joining the page engine.
import test from 'node:test';
import assert from 'node:assert/strict';
import { CancelledError } from 'catmouse/worker';

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

test("a thread the page's Content-Security-Policy refused is not started again: every later request gets its error at once", async () => {
  const { SolverWorker } = await import('../../wasm/src/worker-client.js');
  const url = 'http://cdn.example/catmouse-core-lite.wasm';
  const message = "the page's Content-Security-Policy (connect-src) refuses http://cdn.example";
  // Refused in the thread (an error answer) and refused starting it (its error event): each is remembered.
  const refusals = {
    'an answer': (thread) =>
      thread.receive({
        id: thread.posted[0].id,
        type: 'error',
        error: { name: 'CatMouseError', code: 'worker.unavailable', message, url, csp: 'connect-src' },
      }),
    'an error event': (thread) => thread.error({ code: 'worker.unavailable', message, url, csp: 'connect-src' }),
  };
  for (const [how, refuse] of Object.entries(refusals)) {
    const { threads, spawn } = recordingThreads();
    const worker = new SolverWorker(spawn, { wasmUrl: 'http://cdn.example/catmouse-core.wasm' });
    const first = worker.solve('G');
    const queued = worker.solve('H');
    refuse(threads[0]);
    const same = (error) =>
      error.code === 'worker.unavailable' && error.message === message && error.url === url && error.csp === 'connect-src';
    await assert.rejects(first, same, how);
    await assert.rejects(queued, same, `${how}: the request that waited`);
    await assert.rejects(worker.solve('G'), same, `${how}: a later request`);
    assert.equal(threads.length, 1, `${how}: no second thread`);
  }
});

test('a thread whose light module runs on (only the full module could not load) is kept, with the games it holds', async () => {
  const { SolverWorker } = await import('../../wasm/src/worker-client.js');
  const { threads, spawn } = recordingThreads();
  const worker = new SolverWorker(spawn, { wasmUrl: 'http://x/catmouse-core.wasm' });
  const solved = worker.solve('G');
  threads[0].answer(0);
  await solved;
  const two = worker.solve('G', { cat2: 3 });
  threads[0].receive({
    id: threads[0].posted[1].id,
    type: 'error',
    error: {
      name: 'CatMouseError',
      code: 'worker.unavailable',
      message: 'offline',
      url: 'http://x/catmouse-core.wasm',
      solverRunning: true,
    },
  });
  await assert.rejects(two, (error) => error.code === 'worker.unavailable' && error.url === 'http://x/catmouse-core.wasm');
  assert.notEqual(threads[0].terminated, true, 'the thread is kept');
  worker.play({ mouse: 1, cat: 2 }).catch(() => {});
  assert.equal(threads.length, 1, 'no new thread');
  assert.deepEqual(
    threads[0].posted.slice(2).map((m) => m.type),
    ['play'],
    'the game it holds answers, with nothing solved again first',
  );
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
