// The words of the package where they used to be another's or none
// (issue 22, point 10 of the Why): createSolver's hooks and bytes give a
// CatMouseError with a code, not a raw TypeError or RuntimeError; a grid's
// huge jump speaks of a jump length.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createSolver, CatMouseError } from 'catmouse';

const wasm = await readFile(new URL('../../dist/catmouse-core.wasm', import.meta.url));
const refused = (code, words) => (error) => {
  assert.ok(error instanceof CatMouseError, `${error?.name}: ${error?.message}`);
  assert.equal(error.code, code, error.message);
  assert.match(error.message, words);
  return true;
};

test('createSolver refuses hooks that are not functions, naming them (a raw TypeError before)', async () => {
  for (const name of ['locateFile', 'instantiateWasm', 'print', 'printErr']) {
    await assert.rejects(createSolver({ [name]: 5 }), refused('argument.type', new RegExp(`^${name} must be a function, got 5`)));
  }
});

test('createSolver refuses a wasmBinary that is not bytes, empty or detached (argument.type), and bytes that are not the solver (solver.unavailable)', async () => {
  await assert.rejects(
    createSolver({ wasmBinary: 'catmouse-core.wasm' }),
    refused('argument.type', /^wasmBinary must be the bytes of catmouse-core.wasm/),
  );
  const detached = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  structuredClone(detached, { transfer: [detached] });
  await assert.rejects(createSolver({ wasmBinary: detached }), refused('argument.type', /detached/));
  await assert.rejects(createSolver({ wasmBinary: new Uint8Array(0) }), refused('argument.type', /empty/));
  // A RuntimeError ("Aborted(CompileError ...)") before.
  await assert.rejects(
    createSolver({ wasmBinary: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 9, 9]) }),
    refused('solver.unavailable', /could not be started .*catmouse-core.wasm from this catmouse version/),
  );
  await assert.rejects(createSolver({ wasmBinary: Buffer.from('<!doctype html>') }), refused('solver.unavailable', /could not be started/));
  // The real bytes still start a solver, and a throwing hook still surfaces as itself.
  const solver = await createSolver({ wasmBinary: wasm });
  assert.equal(solver.solve('[[1,3],[0],[3],[0,2]]').winner, 'mouse');
  const mine = new Error('mine');
  await assert.rejects(
    createSolver({
      wasmBinary: wasm,
      instantiateWasm: () => {
        throw mine;
      },
    }),
    (error) => error === mine,
  );
});

test('a grid\'s huge catJump is a jump length out of range, not "far too large to be a node id"', async () => {
  const solver = await createSolver();
  assert.throws(
    () => solver.solve('grid = ["M.C...F"], catJump = 1000000000, mouseJump = 2'),
    refused('grid.bad-jump', /^line 1, column 31: catJump is 1000000000; a jump length must be from 1 to 8 cells/),
  );
});
