// Hostile values and text through the package, the worker and the npm CLI
// (issue 13): each gives a CatMouseError with a code and a place, or exit 2
// with a message; never a crash, a plain Error or a quietly wrong answer.
// Here: options and user functions: maxMemory's range, a polluted
// Object.prototype never read as an option, an onProgress that cancels or
// throws and a locateFile that throws.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createSolver, CancelledError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { EXAMPLE_2 } from './helpers.mjs';
import { refused } from './refused.mjs';

const solver = await createSolver();

test('maxMemory must be a whole number of bytes in a sane range; the message names the option', async () => {
  // 0.5 used to mean no cap at all; 2 ** 64 and up reached undefined behaviour in the cast to 64 bits.
  for (const bad of [0, 0.5, -1, 1.5, NaN, Infinity, 2 ** 53, 2 ** 64, 1e300, '64MB', 10n, null, new Number(2 ** 20)]) {
    await assert.rejects(createSolver({ maxMemory: bad }), (error) => {
      refused('argument.type')(error);
      assert.match(error.message, /^maxMemory must be a whole number of bytes from 1 to 9007199254740991, got /);
      return true;
    });
  }
  const capped = await createSolver({ maxMemory: 1e6 });
  assert.throws(
    () => capped.solve('0 1\n1 2\n2 399\n', { allowIsolated: true }),
    (error) => {
      refused('limits.memory')(error);
      assert.match(error.message, /more than the memory limit of 976 KB$/);
      return true;
    },
  );
});

test('only own option properties count: inherited ones (a polluted prototype) are ignored', async () => {
  const inherited = Object.create({ cat: 0, mouse: 3, dog: 1 });
  assert.equal(solver.solve(EXAMPLE_2, inherited).start.cat, 2);
  solver.validate(EXAMPLE_2, inherited);
  Object.prototype.maxMemory = 1; // eslint-disable-line no-extend-native
  try {
    const free = await createSolver(Object.create(null));
    assert.equal(free.solve(EXAMPLE_2).outcome, 1);
    assert.equal(solver.solve(EXAMPLE_2, {}).outcome, 1);
  } finally {
    delete Object.prototype.maxMemory;
  }
});

test('a synchronous solve cancelled by onProgress throws a CancelledError, as the worker rejects with one', () => {
  assert.throws(
    () => solver.solve(EXAMPLE_2, { onProgress: () => false }),
    (error) => {
      assert.ok(error instanceof CancelledError, `${error.name}: ${error.message}`);
      assert.equal(error.code, 'cancelled');
      return true;
    },
  );
});

// Each option name set on Object.prototype (a polluted page), with a value
// that would change the game or fail it: none is read as an option.
const POLLUTION = {
  mouse: 4,
  cat: 3,
  cat2: 3,
  hole: 2,
  first: 'cat',
  holes: [0, 4],
  catOnHole: 'guards',
  pass: true,
  directed: true,
  catJump: 2,
  mouseJump: 2,
  turnLimit: 3,
  onlyApplicable: true,
  allowIsolated: true,
  format: 'edges',
  maxSeconds: 0,
  visited: [{ mouse: 1, cat: 3, turn: 'mouse' }],
  onProgress: () => {
    throw new Error('a polluted onProgress ran');
  },
};

test('a name set on Object.prototype is never an option: solve, validate and createSolver read own properties only', async () => {
  const { GAME_OPTIONS } = await import('catmouse/rules');
  assert.deepEqual(Object.keys(POLLUTION).sort(), GAME_OPTIONS.map((o) => o.name).sort(), 'every option of the schema is tried');
  const solver = await createSolver();
  const graph = [
    [1, 3],
    [0, 2, 4],
    [1, 3],
    [0, 2, 4],
    [1, 3],
  ];
  const plain = solver.solve(graph);
  const facts = (game) => JSON.stringify([game.start, game.outcome, game.plies, game.twoCats, game.variant, game.format]);
  for (const [name, value] of Object.entries(POLLUTION)) {
    Object.prototype[name] = value; // eslint-disable-line no-extend-native
    try {
      assert.equal(facts(solver.solve(graph)), facts(plain), `Object.prototype.${name}`);
      assert.equal(solver.validate(graph), undefined, `Object.prototype.${name} in validate()`);
    } finally {
      delete Object.prototype[name];
    }
  }
  // Emscripten's hooks too: a polluted locateFile or wasmBinary is not the module's.
  Object.prototype.locateFile = () => 'file:///nowhere/catmouse-core.wasm'; // eslint-disable-line no-extend-native
  Object.prototype.wasmBinary = new Uint8Array([1, 2, 3]); // eslint-disable-line no-extend-native
  try {
    const again = await createSolver();
    assert.equal(again.catMouseGame(graph), plain.outcome);
  } finally {
    delete Object.prototype.locateFile;
    delete Object.prototype.wasmBinary;
  }
});

test('a user function that throws rejects or throws from the call that was given it, never elsewhere', async () => {
  const boom = new Error('locate boom');
  await assert.rejects(
    createSolver({
      locateFile() {
        throw boom;
      },
    }),
    (error) => error === boom,
  );
  assert.throws(
    () =>
      createSolverWorker({
        locateFile() {
          throw boom;
        },
      }),
    (error) => error === boom,
  );
  const solver = await createSolver();
  assert.throws(
    () =>
      solver.solve([[1, 3], [0], [3], [0, 2]], {
        onProgress() {
          throw boom;
        },
      }),
    (error) => error === boom,
  );
});
