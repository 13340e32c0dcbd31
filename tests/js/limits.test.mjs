// docs/errors.md's table of limits against the code: each row's limit is
// passed (or its edge tried) and the code and the numbers in the message
// checked, so a limit changed in the code and not in the table fails here.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSolver } from 'catmouse';
import { MAX_LINK_MOVES, readHash } from '../../web/src/page/hash.js';
import { MAX_PACKED_BYTES, MAX_TEXT_CHARS } from '../../web/src/page/graph-code.js';
import { runNative, runNpmCli } from './helpers.mjs';

const CLIS = { native: runNative, npm: runNpmCli };

const doc = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Limits'));
const rows = new Map(
  [...section.matchAll(/^\| ([a-z][a-z0-9-]*) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|$/gm)]
    .filter(([, name]) => name !== 'limit') // (the header)
    .map(([, name, value, setBy, code]) => [name, { value, setBy, code }]),
);
const solver = await createSolver();
const ring = (n) => Array.from({ length: n }, (_, i) => [(i + 1) % n, (i + n - 1) % n]);
// The numbers a text states, commas dropped: "1 to 8 cells" gives [1, 8].
const numbers = (text) => (text.replace(/(\d),(\d)/g, '$1$2').match(/\d+/g) ?? []).map(Number);
const refusal = (f) => {
  try {
    f();
  } catch (error) {
    return error;
  }
  assert.fail('accepted');
};

// Each row: what passing it does, checked against the row's value and code.
const CHECKS = {
  nodes(row) {
    const [limit] = numbers(row.value);
    assert.doesNotThrow(() => solver.validate(ring(limit)));
    const error = refusal(() => solver.validate(ring(limit + 1)));
    assert.equal(error.code, row.code.match(/`([a-z.-]+)`/)[1]);
    assert.ok(numbers(error.message).includes(limit), error.message);
  },
  'two-cat-nodes'(row) {
    const [limit] = numbers(row.value);
    assert.doesNotThrow(() => solver.validate(ring(limit), { cat2: 3, maxSeconds: 0 }));
    const error = refusal(() => solver.validate(ring(limit + 1), { cat2: 3, maxSeconds: 0 }));
    assert.equal(error.code, 'limits.memory');
    assert.ok(numbers(error.message).includes(limit), error.message);
  },
  'grid-cells'(row) {
    const [limit, side] = numbers(row.value);
    assert.equal(side * side, limit);
    const rows = Array.from({ length: side + 1 }, (_, y) => (y === 0 ? 'CMF' : '').padEnd(side, '#'));
    const error = refusal(() => solver.validate(rows.join('\n'), { format: 'grid' }));
    assert.equal(error.code, 'graph.too-large');
    assert.ok(numbers(error.message).includes(limit), error.message);
  },
  jump(row) {
    const [low, high] = numbers(row.value);
    const grid = 'C.M\n.#F';
    const validate = (options) => solver.validate(grid, { format: 'grid', ...options });
    assert.doesNotThrow(() => validate({ catJump: high, mouseJump: low }));
    for (const jump of [low - 1, high + 1]) {
      const error = refusal(() => validate({ catJump: jump, mouseJump: 1 }));
      assert.equal(error.code, 'grid.bad-jump');
      assert.deepEqual(numbers(error.message).slice(-2), [low, high], error.message);
    }
  },
  'turn-limit'(row) {
    const [low, high] = numbers(row.value);
    for (const value of [low - 1, high + 1]) {
      const error = refusal(() => solver.validate('C.M\n.#F', { format: 'grid', catJump: 1, mouseJump: 1, turnLimit: value }));
      assert.equal(error.code, 'argument.type');
      assert.ok(error.message.includes(`from ${low} to ${high}`), error.message);
    }
    for (const [which, run] of Object.entries(CLIS)) {
      const cli = run(['solve', '-', '--turn-limit', String(high + 1)], 'C.M\n.#F\n');
      assert.equal(cli.status, 2, which);
      assert.match(cli.stderr.replace(/(\d),(\d)/g, '$1$2'), new RegExp(`--turn-limit.*${low} to ${high}`), which);
    }
  },
  'max-seconds'(row) {
    const [low, high, byDefault] = numbers(row.value);
    const error = refusal(() => solver.validate(ring(5), { maxSeconds: high + 1 }));
    assert.equal(error.code, 'argument.type');
    assert.ok(error.message.includes(`from ${low} to ${high}`), error.message);
    for (const [which, run] of Object.entries(CLIS)) {
      const cli = run(['solve', '-', '--cat2', '3', '--max-seconds', String(high + 1)], JSON.stringify(ring(5)));
      assert.equal(cli.status, 2, which);
      assert.match(cli.stderr, new RegExp(`from ${low} \\(no limit\\) to ${high}`), which);
      assert.match(run(['--help'], '').stdout, new RegExp(`default ${byDefault}`), which);
    }
  },
  async 'max-memory'(row) {
    const [low, high] = numbers(row.value);
    assert.equal(high, Number.MAX_SAFE_INTEGER);
    for (const maxMemory of [low - 1, high + 1]) {
      await assert.rejects(createSolver({ maxMemory }), { code: 'argument.type', message: new RegExp(`from ${low} to ${high}`) });
    }
  },
  async input(row) {
    const [megabytes] = numbers(row.value);
    const small = await createSolver({ maxMemory: 1000 });
    assert.throws(() => small.parse(' '.repeat(1001)), { code: 'limits.input' });
    // Without maxMemory: the default, stated in the message of a text just over it.
    const error = refusal(() => solver.parse('x'.repeat(megabytes * 2 ** 20 + 1)));
    assert.equal(error.code, 'limits.input');
    assert.ok(error.message.includes(`${megabytes} MB`), error.message);
  },
  async 'value-map-window'(row) {
    const [cells] = numbers(row.value);
    const { MAP_MAX_WINDOW } = await import('../../wasm/src/worker-service.js');
    assert.equal(MAP_MAX_WINDOW, cells);
  },
  async 'link-moves'(row) {
    const [moves] = numbers(row.value);
    assert.equal(MAX_LINK_MOVES, moves);
    const { problems } = await readHash(
      `#graph=${encodeURIComponent('[[1],[0,2],[1]]')}&path=${Array(moves + 1)
        .fill(1)
        .join('.')}&ply=0`,
    );
    assert.ok(
      problems.some((p) => numbers(p.message ?? String(p)).includes(moves)),
      JSON.stringify(problems).slice(0, 300),
    );
  },
  'link-text'(row) {
    const [chars, packedMegabytes] = numbers(row.value);
    assert.equal(MAX_TEXT_CHARS, chars);
    assert.equal(MAX_PACKED_BYTES, packedMegabytes * 2 ** 20);
  },
};

test("docs/errors.md's table of limits has a row for each limit checked here, and no other", () => {
  assert.deepEqual([...rows.keys()].sort(), Object.keys(CHECKS).sort());
});

for (const [name, check] of Object.entries(CHECKS)) {
  test(`limit ${name}: as docs/errors.md states it`, async () => {
    assert.ok(rows.has(name), `docs/errors.md has no row for ${name}`);
    await check(rows.get(name));
  });
}
