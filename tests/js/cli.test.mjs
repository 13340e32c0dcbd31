// `npx catmouse` prints exactly what the native binary prints, with the same exit status.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { EXAMPLE_1, EXAMPLE_2, REGRESSIONS, nativeCli, npmCli, runNative, runNpmCli } from './helpers.mjs';

const dir = mkdtempSync(join(tmpdir(), 'catmouse-cli-'));
const pathFile = join(dir, 'path.txt');
writeFileSync(pathFile, '0 1\n1 2\n2 3\n');

const cases = [
  [['solve'], JSON.stringify(EXAMPLE_1)],
  [['solve', '-'], JSON.stringify(EXAMPLE_2)],
  [['solve'], JSON.stringify(REGRESSIONS[0].graph)],
  [['solve', pathFile, '--first', 'cat'], ''],
  [['solve', pathFile, '--mouse=3', '--cat', '1', '--hole', '2'], ''],
  [['table', pathFile, '--hole', '3'], ''],
  [['solve'], '[[1,3],[0],[3 0,2]]'],
  [['solve'], '[[1],[0,2],[1,3],[2,5]]'],
  [['solve', '--cat', '0'], JSON.stringify(EXAMPLE_2)],
  [['solve', join(dir, 'missing.json')], ''],
  [['solve', dir], ''],
  [['solve', '--mouse', 'x'], ''],
  [['solve', '--first'], ''],
  [['play'], ''],
  [[], ''],
  [['--help'], ''],
];

for (const [args, input] of cases) {
  test(`catmouse ${args.join(' ') || '(no arguments)'}`, () => {
    const native = runNative(args, input);
    const npm = runNpmCli(args, input);
    assert.equal(npm.stdout, native.stdout);
    assert.equal(npm.stderr, native.stderr);
    assert.equal(npm.status, native.status);
  });
}

test('the npm CLI refuses a graph too large for wasm with a message and exit 2, never an abort', () => {
  const big = runNpmCli(['solve', '--allow-isolated'], '0 1\n1 2\n2 29999\n');
  assert.equal(big.status, 2);
  assert.equal(big.stdout, '');
  assert.match(big.stderr, /^catmouse: this 30000-node graph needs about \d+ MB of memory to solve \(a table of 3434 MB\), more than WebAssembly can have here/);
});

test('the CLI contract: JSON on stdout and 0, or a message on stderr and 2', () => {
  const good = runNpmCli(['solve'], JSON.stringify(REGRESSIONS[0].graph));
  assert.equal(good.status, 0);
  const report = JSON.parse(good.stdout);
  assert.deepEqual([report.outcome, report.winner, report.plies, report.line.length], [2, 'cat', 24, 25]);
  const bad = runNpmCli(['solve'], '[[1],[0]]');
  assert.equal(bad.status, 2);
  assert.equal(bad.stdout, '');
  assert.equal(bad.stderr, 'catmouse: the graph has 2 nodes; a game needs at least 3 (the hole, the mouse and the cat)\n');
});

test('catmouse table --binary writes the same bytes as the native binary', () => {
  const input = JSON.stringify(REGRESSIONS[0].graph);
  const native = spawnSync(nativeCli, ['table', '--binary', '--hole', '3'], { input, maxBuffer: 1 << 24 });
  const npm = spawnSync(process.execPath, [npmCli, 'table', '--binary', '--hole', '3'], { input, maxBuffer: 1 << 24 });
  assert.equal(native.status, 0, String(native.stderr));
  assert.equal(npm.status, 0, String(npm.stderr));
  assert.equal(native.stdout.subarray(0, 8).toString('latin1'), 'CMTABLE\0');
  assert.ok(npm.stdout.equals(native.stdout));
});
