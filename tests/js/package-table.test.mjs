// The package's tables: table(), tableView() and their entries against the
// native CLI's, tables in several blocks of wasm memory and decode chunks,
// tableFile() and readTable() (docs/table-format.md).
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { spawnSync } from 'node:child_process';
import { REGRESSIONS, nativeCli } from './helpers.mjs';

const solver = await createSolver();

test('table: every state copied out, matching value()', () => {
  const game = solver.solve(REGRESSIONS[1].graph, { hole: 0 });
  const table = game.table();
  assert.equal(table.outcome.length, 2 * 10 * 10);
  assert.ok(table.outcome instanceof Uint8Array && table.remoteness instanceof Int32Array);
  for (const turn of ['mouse', 'cat']) {
    for (let m = 0; m < 10; m++) {
      for (let c = 1; c < 10; c++) {
        const i = table.index({ mouse: m, cat: c, turn });
        const v = game.value({ mouse: m, cat: c, turn });
        assert.equal(table.outcome[i], v.outcome);
        assert.equal(table.remoteness[i], v.plies ?? -1);
      }
      assert.equal(table.outcome[table.index({ mouse: m, cat: 0, turn })], 3, 'the cat on the hole is not a position');
    }
  }
  game.dispose();
  assert.equal(table.outcome.length, 200, 'the table outlives the game');
});

test('a table in several blocks of wasm memory equals the native table byte for byte', () => {
  // 2 * 2,200^2 = 9,680,000 entries of 2 bytes: two 16 MB blocks of the core's table
  // (core/src/table.cpp), so entries on both sides of a block boundary are read.
  const n = 2200;
  const graph = Array.from({ length: n }, (_, i) =>
    [...new Set([(i + n - 1) % n, (i + 1) % n, (i * 7 + 3) % n, ...(i % 7 === 3 ? [(i - 3) / 7] : [])])]
      .filter((j) => j !== i)
      .sort((a, b) => a - b),
  );
  for (let a = 0; a < n; a++) for (const b of graph[a]) if (!graph[b].includes(a)) graph[b].push(a);
  graph.forEach((list) => list.sort((a, b) => a - b));
  const game = solver.solve(graph, { hole: 5 });
  const bytes = game.tableFile();
  game.dispose();
  const out = spawnSync(nativeCli, ['table', '--binary', '--hole', '5'], { input: JSON.stringify(graph), maxBuffer: 1 << 27 });
  assert.equal(out.status, 0, String(out.stderr));
  assert.equal(bytes.length, 24 + 4 * 2 * n * n + 4);
  assert.ok(Buffer.from(bytes).equals(out.stdout), 'the wasm and native tables differ');
});

test('table() over several decode chunks equals the native table entry for entry', () => {
  // 2 * 800² = 1,280,000 entries: more than one chunk of the core's decoder.
  const n = 800;
  const graph = Array.from({ length: n }, (_, i) =>
    [...new Set([(i + n - 1) % n, (i + 1) % n, (i + 7) % n, (i + n - 7) % n])].sort((a, b) => a - b),
  );
  const game = solver.solve(graph, { hole: 3 });
  const table = game.table();
  game.dispose();
  const out = spawnSync(nativeCli, ['table', '--hole', '3'], { input: JSON.stringify(graph), encoding: 'utf8', maxBuffer: 1 << 28 });
  assert.equal(out.status, 0, out.stderr);
  const native = JSON.parse(out.stdout);
  assert.equal(table.outcome.length, 2 * n * n);
  assert.ok(
    table.outcome.every((o, i) => o === native.outcome[i]),
    'outcomes differ',
  );
  assert.ok(
    table.remoteness.every((r, i) => r === native.remoteness[i]),
    'remoteness differs',
  );
});

test('tableView() reads the same entries as table() without copying them all', () => {
  const n = 60; // 7,200 entries: two chunks of the view
  const graph = Array.from({ length: n }, (_, i) =>
    [...new Set([(i + n - 1) % n, (i + 1) % n, (i + 5) % n, (i + n - 5) % n])].sort((a, b) => a - b),
  );
  const game = solver.solve(graph);
  const table = game.table();
  const view = game.tableView();
  assert.equal(view.size, table.outcome.length);
  assert.equal(view.index({ mouse: 3, cat: 7, turn: 'cat' }), table.index({ mouse: 3, cat: 7, turn: 'cat' }));
  for (let i = view.size - 1; i >= 0; i -= 97) {
    // backwards and sparse: chunks reload as needed
    assert.equal(view.outcome(i), table.outcome[i]);
    assert.equal(view.remoteness(i), table.remoteness[i]);
  }
  for (let i = 0; i < view.size; i++) {
    if (view.outcome(i) !== table.outcome[i] || view.remoteness(i) !== table.remoteness[i]) assert.fail(`entry ${i} differs`);
  }
  assert.throws(() => view.outcome(view.size), { code: 'argument.type' });
  const inUse = solver.heapBytesInUse();
  view.outcome(0);
  assert.equal(solver.heapBytesInUse(), inUse, 'a view keeps no wasm memory');
  game.dispose();
  assert.throws(() => view.outcome(view.size - 1), { code: 'game.disposed' });
});

test('tableFile() and readTable() round-trip, and read what the native CLI writes', () => {
  const game = solver.solve(REGRESSIONS[0].graph, { hole: 0 });
  const bytes = game.tableFile();
  const table = game.table();
  game.dispose();
  const read = solver.readTable(bytes);
  assert.deepEqual({ ...read, index: null }, { ...table, index: null });
  const native = spawnSync(nativeCli, ['table', '--binary'], { input: JSON.stringify(REGRESSIONS[0].graph), maxBuffer: 1 << 24 });
  assert.equal(native.status, 0);
  assert.deepEqual(new Uint8Array(native.stdout), bytes);
  const newer = bytes.slice();
  newer[8] = 3;
  assert.throws(() => solver.readTable(newer), { code: 'table.unsupported-version' });
  assert.throws(() => solver.readTable(bytes.subarray(0, 30)), { code: 'table.bad-file' });
  assert.throws(() => solver.readTable('CMTABLE'), { code: 'argument.type' });
});

// CRC-32 a bit at a time (docs/table-format.md): the zip and PNG one.
const crc32 = (bytes) => {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
};

test('tableFile() refuses the games its format cannot hold, which readTable() would refuse: several holes, a cat that may stand on a hole, a grid', () => {
  const square = [
    [1, 3],
    [0, 2],
    [1, 3],
    [0, 2],
  ];
  for (const [graph, options, says] of [
    [square, { holes: [0, 2], mouse: 1, cat: 3 }, /several holes/],
    [square, { catOnHole: 'guards', mouse: 1, cat: 3 }, /a cat that may stand on its hole/],
    [square, { catOnHole: 'wins', mouse: 1, cat: 3 }, /a cat that may stand on its hole/],
    ['grid = ["M.C...F"], catJump = 1, mouseJump = 3', {}, /a cat that may stand on its hole/],
  ]) {
    const game = solver.solve(graph, options);
    assert.throws(() => game.tableFile(), { code: 'table.unsupported-variant', message: says }, JSON.stringify(options));
    assert.ok(game.table().outcome.length > 0, 'table() still gives the values');
    game.dispose();
  }
  for (const options of [{ pass: true }, { directed: true }]) {
    const game = solver.solve(square, options);
    const bytes = game.tableFile();
    assert.deepEqual({ ...solver.readTable(bytes), index: null }, { ...game.table(), index: null }, JSON.stringify(options));
    game.dispose();
  }
});

test('readTable() checks the CRC-32 of a version 2 file and the entries of both versions, naming an impossible one', () => {
  const game = solver.solve(REGRESSIONS[0].graph, { hole: 0 });
  const bytes = game.tableFile();
  const table = game.table();
  game.dispose();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  assert.equal(view.getUint32(8, true), 2);
  assert.equal(view.getUint32(bytes.length - 4, true), crc32(bytes.subarray(0, bytes.length - 4)));
  for (const bit of [0, 7]) {
    for (const at of [24, 24 + 4 * 17 + 2, bytes.length - 1]) {
      const flipped = bytes.slice();
      flipped[at] ^= 1 << bit;
      assert.throws(() => solver.readTable(flipped), { code: 'table.bad-checksum', message: /damaged/ }, `byte ${at} bit ${bit}`);
    }
  }
  // Version 1 (catmouse 0.2.0): the same without the checksum, still read.
  const old = bytes.slice(0, bytes.length - 4);
  new DataView(old.buffer).setUint32(8, 1, true);
  assert.deepEqual({ ...solver.readTable(old), index: null }, { ...table, index: null });
  // It has no checksum, so the entries are what stands guard: a remoteness of 2^30 - 1 is refused by index.
  const n = REGRESSIONS[0].graph.length;
  const i = table.index({ mouse: 1, cat: 2, turn: 'mouse' });
  assert.ok(table.outcome[i] === 1 || table.outcome[i] === 2, 'a decided entry');
  const impossible = old.slice();
  new DataView(impossible.buffer).setUint32(24 + 4 * i, ((table.outcome[i] << 30) | 0x3fffffff) >>> 0, true);
  assert.throws(() => solver.readTable(impossible), {
    code: 'table.bad-file',
    message: new RegExp(
      `entry ${i} \\(mouse 1, cat 2, the mouse to move\\) holds (mouse|cat) wins in 1073741823, but a line to the end passes no position twice, and the game has ${2 * n * (n - 1)} positions`,
    ),
  });
});

test('readTable() and tableFile() obey maxMemory, asked of the header before anything is copied (issue 42: 338 MB under 128 MB)', async () => {
  const ring = Array.from({ length: 300 }, (_, i) => [(i + 1) % 300, (i + 299) % 300]);
  const bytes = solver.solve(ring).tableFile(); // 720,028 bytes: 4 a state
  const small = await createSolver({ maxMemory: 1024 * 1024 });
  const game = small.solve(ring); // the solve itself fits in 1 MB
  assert.throws(() => game.tableFile(), {
    code: 'limits.memory',
    message: 'writing this 300-node table needs about 1.4 MB of memory, more than the memory limit of 1.0 MB',
  });
  assert.throws(() => small.readTable(bytes), {
    code: 'limits.memory',
    message: 'reading this 300-node table needs about 1.9 MB of memory, more than the memory limit of 1.0 MB',
  });
  // A header that names a huge table in a file of 100 bytes: refused by the limit, nothing allocated for it.
  const lying = Buffer.from(bytes.subarray(0, 100));
  lying.writeUInt32LE(23_171, 12);
  assert.throws(() => small.readTable(lying), { code: 'limits.memory', message: /^reading this 23171-node table needs about \d+ MB/ });
  // With room, both work and agree.
  const roomy = await createSolver({ maxMemory: 2 * 1024 * 1024 });
  assert.deepEqual(roomy.readTable(roomy.solve(ring).tableFile()).outcome, solver.readTable(bytes).outcome);
});
