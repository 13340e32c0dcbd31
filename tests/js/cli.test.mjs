// `npx catmouse` prints exactly what the native binary prints, with the same exit status.
import test from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
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
  // LeetCode 1728 grids: the exact value beside the 1,000-turn answer.
  [['solve'], 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2'],
  [['solve', '--json', '--cat-jump', '1', '--mouse-jump=3'], '["M.C...F"]'],
  [['solve', '--turn-limit', '70'], '["C#......","M..####.","###.....","....####",".####...","......#.","#######.","F......."]\n1\n1\n'],
  [['solve'], '["M.C...F"]'],
  [['solve'], '["##F","#C.","M.C"], catJump = 1, mouseJump = 1'],
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
  assert.match(
    big.stderr,
    /^catmouse: this 30000-node graph needs about \d+ MB of memory to solve \(a table of 3434 MB\), more than WebAssembly can have here/,
  );
});

test('the CLI contract: JSON on stdout and 0, or a message on stderr and 2', () => {
  const good = runNpmCli(['solve'], JSON.stringify(REGRESSIONS[0].graph));
  assert.equal(good.status, 0);
  const report = JSON.parse(good.stdout);
  assert.deepEqual([report.outcome, report.winner, report.plies, report.line.length], [2, 'cat', 24, 25]);
  const bad = runNpmCli(['solve'], '[[1],[0]]');
  assert.equal(bad.status, 2);
  assert.equal(bad.stdout, '');
  assert.equal(
    bad.stderr,
    'catmouse: line 1, column 1: the graph has 2 nodes; a game needs at least 3 (the hole, the mouse and the cat)\n',
  );
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

test('both command lines stop reading past --max-input (default 256 MB): /dev/zero on stdin or as a file is refused, not read until the memory runs out', () => {
  const commands = [[nativeCli], [process.execPath, npmCli]];
  const message =
    /^catmouse: the input is larger than 256 MB, the input limit \(--max-input, 256 MB unless given; .*give a larger one, like --max-input 1G, to read it\n$/;
  for (const [command, ...first] of commands) {
    // A guard, not a timed assertion: before, this read until the machine ran out.
    const options = { encoding: 'utf8', timeout: 120_000, killSignal: 'SIGKILL' };
    const zero = openSync('/dev/zero', 'r');
    try {
      const piped = spawnSync(command, [...first, 'solve'], { ...options, stdio: [zero, 'pipe', 'pipe'] });
      assert.equal(piped.status, 2, `${command}: ${piped.signal ?? ''} ${piped.stderr}`);
      assert.match(piped.stderr, message);
    } finally {
      closeSync(zero);
    }
    const named = spawnSync(command, [...first, 'solve', '/dev/zero'], options);
    assert.equal(named.status, 2, `${command}: ${named.signal ?? ''} ${named.stderr}`);
    assert.match(named.stderr, message);
  }
  // A file over a smaller limit is refused by its size; at the limit it is read.
  const size = '0 1\n1 2\n2 3\n'.length;
  for (const run of [runNative, runNpmCli]) {
    assert.equal(run(['solve', pathFile, '--max-input', String(size)]).status, 0);
    const over = run(['solve', pathFile, `--max-input=${size - 1}`]);
    assert.equal(over.status, 2);
    assert.match(over.stderr, /^catmouse: the input is larger than 11 bytes, the input limit/);
    assert.equal(run(['solve', '--max-input', '1K'], '[[1,3],[0],[3],[0,2]]').status, 0);
  }
});

// Issue 42, item 8: the command lines and the package take the same range of
// seconds (the native one stopped at 1,000,000,000, the package at
// 2,147,483,647), and each refusal says the range.
test('--max-seconds and maxSeconds take 0 to 2147483647 alike, and say so when refused', async () => {
  const { createSolver } = await import('catmouse');
  const solver = await createSolver();
  const graph = '[[1,2],[0,2],[0,1,3],[2,4],[3]]';
  for (const [seconds, ok] of [
    ['2147483647', true],
    ['2147483648', false],
    ['1000000001', true],
  ]) {
    for (const run of [runNative, runNpmCli]) {
      const out = run(['solve', '--cat2', '3', '--max-seconds', seconds], graph);
      assert.equal(out.status, ok ? 0 : 2, `${run.name} ${seconds}: ${out.stderr}`);
      if (!ok) assert.match(out.stderr, /--max-seconds needs a whole number of seconds from 0 \(no limit\) to 2147483647/);
    }
    let refusal = null;
    try {
      solver.validate(graph, { cat2: 3, maxSeconds: Number(seconds) });
    } catch (error) {
      refusal = error;
    }
    assert.equal(refusal === null, ok, `validate ${seconds}: ${refusal?.message}`);
    if (!ok) assert.match(refusal.message, /maxSeconds must be a whole number from 0 to 2147483647/);
  }
});
