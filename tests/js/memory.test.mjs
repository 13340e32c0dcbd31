// Running out of WebAssembly memory anywhere, and an abort inside the
// instance: never a RuntimeError, never a dead solver (issue 22 items 1-2).
// The heap is filled with bytes the module holds for tests (HeldBytes,
// wasm/bindings/calls.hpp), untouched pages, so this costs no real memory.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import createCatMouseModule from '../../dist/catmouse-core.mjs';
import { wrapModule } from '../../wasm/src/api.js';
import { CatMouseError } from 'catmouse';
import { EXAMPLE_1 } from './helpers.mjs';

const wasmBinary = await readFile(new URL('../../dist/catmouse-core.wasm', import.meta.url));
const MiB = 2 ** 20;

// A fresh instance and its solver, with all but about `left` bytes of the
// heap's 4 GB held in 256 MB pieces (then smaller ones).
async function filledSolver(left) {
  const instance = await createCatMouseModule({ wasmBinary });
  const held = [];
  for (let piece = 256 * MiB; piece >= left / 4; piece /= 2) {
    for (let bytes = instance.holdBytesForTests(piece); bytes; bytes = instance.holdBytesForTests(piece)) held.push(bytes);
  }
  const free = () => held.splice(0).forEach((bytes) => bytes.delete());
  return { instance, solver: wrapModule(instance), free };
}

// An edge list of 20,000 nodes, each joined to the next `k`: reading it holds several times its text.
const edgeText = (k) => {
  const lines = [];
  for (let a = 0; a < 20_000; a++) for (let b = a + 1; b <= Math.min(a + k, 19_999); b++) lines.push(`${a} ${b}`);
  return lines.join('\n');
};

test('running out of memory while reading gives limits.memory with the heap sizes, frees what the call held, and the solver goes on', async () => {
  const { instance, solver, free } = await filledSolver(16 * MiB);
  const game = solver.solve(EXAMPLE_1); // small work still fits
  const inUse = solver.heapBytesInUse();
  const big = edgeText(40); // 800,000 edges, about 9 MB of text, far more once read
  for (const call of [() => solver.solve(big), () => solver.validate(big), () => solver.parse(big)]) {
    assert.throws(call, (error) => {
      assert.ok(error instanceof CatMouseError, `a CatMouseError, not ${error?.constructor?.name}: ${error?.message}`);
      assert.equal(error.code, 'limits.memory');
      assert.match(error.message, /WebAssembly ran out of memory: the heap has grown to \d+ MB of the 409[56] MB/);
      return true;
    });
    assert.equal(solver.heapBytesInUse(), inUse, 'what the failed call allocated is freed');
  }
  assert.equal(solver.disposed, false);
  assert.equal(game.value({ mouse: 1, cat: 2 }).outcome, 0, 'a game made before is still there');
  free();
  const parsed = solver.parse(big);
  assert.equal(parsed.graph.length, 20_000, 'with the memory back, the same text reads');
  game.dispose();
  // Only the module's own few statics stay (embind's, a few hundred bytes); a
  // failed read that leaked would hold megabytes.
  assert.ok(instance.heapBytesInUse() < 4096, `${instance.heapBytesInUse()} bytes still in use`);
});

test('the command line run by the package exits 2 with the message when memory runs out, and prints no source', async () => {
  const { solver, free } = await filledSolver(16 * MiB);
  const big = new TextEncoder().encode(edgeText(40));
  const out = [];
  const result = solver.runCli(
    ['solve', 'graph.txt'],
    () => big,
    (bytes) => (out.push(bytes.slice()), ''),
  );
  assert.equal(result.status, 2);
  assert.match(result.stderr, /^catmouse: WebAssembly ran out of memory: .*\n$/s);
  assert.equal(out.length, 0);
  free();
  assert.equal(
    solver.runCli(
      ['solve', 'graph.txt'],
      () => new TextEncoder().encode('0 1\n1 2\n2 0'),
      () => '',
    ).status,
    0,
  );
});

test('an abort inside the instance gives solver.aborted, once per call, and stops the solver like dispose()', async () => {
  const instance = await createCatMouseModule({ wasmBinary });
  const solver = wrapModule(instance);
  const game = solver.solve(EXAMPLE_1);
  // What Emscripten's abort() throws (a bug in the core would): stand it in for a call.
  instance.checkGame = () => {
    throw new WebAssembly.RuntimeError('Aborted(). Build with -s ASSERTIONS=1 for more info.');
  };
  assert.throws(
    () => solver.validate(EXAMPLE_1),
    (error) => {
      assert.ok(error instanceof CatMouseError);
      assert.equal(error.code, 'solver.aborted');
      assert.match(error.message, /stopped \(Aborted\(\)\. Build with -s ASSERTIONS=1 for more info\.\), which is a bug in catmouse/);
      assert.match(error.message, /createSolver\(\) makes a fresh solver/);
      return true;
    },
  );
  assert.equal(solver.disposed, true);
  assert.equal(game.disposed, true);
  for (const call of [() => solver.solve(EXAMPLE_1), () => game.value({ mouse: 1, cat: 2 })]) {
    assert.throws(call, { code: 'solver.aborted' });
  }
  game.dispose(); // harmless: nothing of the stopped instance is called
});
