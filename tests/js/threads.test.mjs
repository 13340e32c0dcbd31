// The threaded module (dist/catmouse-core-threads.*): createSolver() in Node
// runs every core up to 8, { threads: 1 } the single-thread module; both
// give the same tables byte for byte, the same refusals, progress and
// cancel; a process that never disposes its solver still ends.
import test from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';
import { createSolver, CatMouseError } from 'catmouse';
import { threadsFor } from '../../wasm/src/threads.js';

const cores = Math.min(8, availableParallelism());

// A sparse random graph as an edge list: a path through every node plus extra edges.
function sparse(n, seed) {
  let x = seed;
  const rnd = () => (x = (x * 48271) % 2147483647) / 2147483647;
  const lines = [];
  for (let i = 1; i < n; i++) lines.push(`${Math.floor(rnd() * i)} ${i}`);
  for (let k = 0; k < n; k++) {
    const a = Math.floor(rnd() * n),
      b = Math.floor(rnd() * n);
    if (a !== b) lines.push(`${a} ${b}`);
  }
  return `${[
    ...new Set(
      lines.map((l) =>
        l
          .split(' ')
          .map(Number)
          .sort((p, q) => p - q)
          .join(' '),
      ),
    ),
  ].join('\n')}\n`;
}

test('Node runs the threaded module on every core (up to 8); threads: 1 the single-thread one', async () => {
  const threaded = await createSolver();
  const single = await createSolver({ threads: 1 });
  try {
    assert.equal(threaded.threads, cores);
    assert.equal(single.threads, 1);
    if (cores > 1) assert.equal((await createSolver({ threads: 2 })).threads, 2);
  } finally {
    threaded.dispose();
    single.dispose();
  }
});

test('threads must be a whole number from 1; where memory cannot be shared a solver gets one thread, with no error', async () => {
  for (const threads of [0, -1, 1.5, '2', null]) {
    await assert.rejects(
      createSolver({ threads }),
      (error) =>
        error instanceof CatMouseError && error.code === 'argument.type' && /threads must be a whole number from 1/.test(error.message),
      String(threads),
    );
  }
  assert.equal(threadsFor(undefined, { allowed: false, cores: 8 }), 1);
  assert.equal(threadsFor(4, { allowed: false, cores: 8 }), 1);
  assert.equal(threadsFor(undefined, { allowed: true, cores: 8 }), 8);
  assert.equal(threadsFor(16, { allowed: true, cores: 8 }), 8);
  assert.equal(threadsFor(3, { allowed: true, cores: 8 }), 3);
});

test('tables are byte-identical on one thread and on every core, for every kind of game', async (t) => {
  if (cores < 2) return t.skip('this machine has one core');
  const threaded = await createSolver();
  const single = await createSolver({ threads: 1 });
  try {
    const games = [
      [sparse(700, 7), {}],
      [sparse(400, 11), { holes: [0, 5], pass: true }],
      [sparse(300, 3), { catOnHole: 'guards' }],
      ['[".....C..", ".#.##...", ".M#..#F.", "....#..."], catJump = 2, mouseJump = 3', {}],
    ];
    for (const [graph, options] of games) {
      const a = threaded.solve(graph, options),
        b = single.solve(graph, options);
      // Every array of the table (outcomes, remoteness, ...), compared byte for byte.
      const data = (table) => Object.fromEntries(Object.entries(table).filter(([, v]) => typeof v !== 'function'));
      assert.deepEqual(data(a.table()), data(b.table()), JSON.stringify(options));
      if (a.tableFile && !options.holes && !options.catOnHole && !graph.startsWith('[')) assert.deepEqual(a.tableFile(), b.tableFile());
      a.dispose();
      b.dispose();
    }
  } finally {
    threaded.dispose();
    single.dispose();
  }
});

test('progress, cancel and the memory limit behave the same on every core', async (t) => {
  if (cores < 2) return t.skip('this machine has one core');
  const graph = sparse(900, 5);
  for (const threads of [1, cores]) {
    const solver = await createSolver({ threads, maxMemory: 2 ** 20 });
    try {
      assert.throws(
        () => solver.solve(graph),
        (error) => error.code === 'limits.memory',
        `threads ${threads}`,
      );
    } finally {
      solver.dispose();
    }
    const free = await createSolver({ threads });
    try {
      const seen = [];
      free.solve(graph, { onProgress: (p) => seen.push(p) }).dispose();
      assert.ok(seen.length > 1 && seen.at(-1).decided === seen.at(-1).total, `threads ${threads}: progress to the end`);
      assert.throws(() => free.solve(graph, { onProgress: () => false }), { name: 'CancelledError', code: 'cancelled' });
      const after = free.solve(graph);
      assert.ok(after.outcome >= 0, 'the solver goes on after a cancel');
      after.dispose();
    } finally {
      free.dispose();
    }
  }
});

test('a Node process with a threaded solver it never disposes still ends', () => {
  const script =
    "import('catmouse').then(async ({ createSolver }) => { const s = await createSolver(); console.log(s.threads, s.solve('0 1\\n1 2\\n2 3\\n3 0\\n0 4\\n').outcome); })";
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60000 });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), `${cores} 1`); // the mouse, next to the hole, wins
  assert.equal(run.stderr, '', 'nothing printed about blocking the main thread');
});
