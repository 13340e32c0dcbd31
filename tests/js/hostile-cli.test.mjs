// Hostile values and text through the package, the worker and the npm CLI
// (issue 13): each gives a CatMouseError with a code and a place, or exit 2
// with a message; never a crash, a plain Error or a quietly wrong answer.
// Here: the npm CLI given text that is not UTF-8, writing to a full device,
// and streaming a big table.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver } from 'catmouse';
import { spawnSync } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { EXAMPLE_2, nativeCli, npmCli, ring, runNative, runNpmCli } from './helpers.mjs';

const solverForCli = await createSolver(); // its own wasm memory, so growth is measured alone

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
