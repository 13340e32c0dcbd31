// The malformed-input corpus (malformed-corpus.mjs, over 100 hostile texts
// and values) through the native CLI, the npm CLI, validate() and the
// worker: each gives exit status 0 or 2 with a message / a CatMouseError
// with a code and a message, never a crash (a signal), a hang (a timeout) or
// a different answer on another surface. The element's turn is in
// tests/web/malformed.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createSolver, CatMouseError } from 'catmouse';
import { createSolverWorker } from 'catmouse/worker';
import { TEXTS, VALUES, VALUE_ANSWERS, textBytes, textString } from './malformed-corpus.mjs';
import { nativeCli, npmCli } from './helpers.mjs';

const TIMEOUT_MS = 60_000; // a hang, not a slow machine

const solver = await createSolver();

// Runs a command with the bytes on stdin: { status, signal, stdout, stderr }.
function run(command, args, input) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { timeout: TIMEOUT_MS });
    const out = [];
    const err = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => err.push(d));
    child.stdin.on('error', () => {}); // a CLI that refuses early may close its stdin
    child.stdin.end(input);
    child.on('close', (status, signal) =>
      resolve({ status, signal, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() }),
    );
  });
}

// At most two at a time: the machine is shared.
async function inPairs(items, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

const isCatMouseError = (error, what) => {
  assert.ok(error instanceof CatMouseError, `${what}: ${error?.name}: ${error?.message}`);
  assert.match(error.code, /^[a-z0-9]+\.[a-z0-9.-]+$/, `${what}: code`);
  assert.ok(typeof error.message === 'string' && error.message.length > 0, `${what}: message`);
  return true;
};

test('the corpus holds over 100 hostile texts and values', () => {
  assert.ok(TEXTS.length + VALUES.length >= 100, `${TEXTS.length} + ${VALUES.length}`);
  assert.ok(TEXTS.length >= 100);
});

// What validate() says of a text: 'ok', or the error's code.
function validated(text) {
  try {
    solver.validate(text);
    return 'ok';
  } catch (error) {
    isCatMouseError(error, 'validate');
    return error.code;
  }
}

test('native CLI, npm CLI and validate(): exit 0 or 2 with a message, the same answer, never a crash', async () => {
  const native = await inPairs(TEXTS, ([, text]) => run(nativeCli, ['solve'], textBytes(text)));
  const npm = await inPairs(TEXTS, ([, text]) => run(process.execPath, [npmCli, 'solve'], textBytes(text)));
  TEXTS.forEach(([name, text], i) => {
    const a = native[i];
    const b = npm[i];
    assert.equal(a.signal, null, `native ${name}: killed by ${a.signal}`);
    assert.equal(b.signal, null, `npm ${name}: killed by ${b.signal}`);
    assert.ok(a.status === 0 || a.status === 2, `native ${name}: exit ${a.status}`);
    if (a.status === 2) assert.match(a.stderr, /^catmouse: \S/, `native ${name}: a message`);
    // The same core: byte for byte the same output.
    assert.deepEqual([b.status, b.stdout, b.stderr], [a.status, a.stdout, a.stderr], `npm vs native: ${name}`);
    // validate() takes the text exactly when the command line solves it (a
    // string the CLI receives as the same bytes: no lone surrogates).
    const js = validated(textString(text));
    const sameText = typeof text === 'string' && !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
    if (sameText) assert.equal(js === 'ok', a.status === 0, `validate() vs native: ${name}: ${js} / ${a.stderr}`);
    if (a.status === 0 && sameText) {
      // And solve() gives the native answer.
      const game = solver.solve(text);
      const { outcome, plies } = JSON.parse(a.stdout);
      assert.deepEqual({ outcome: game.outcome, plies: game.plies }, { outcome, plies }, name);
      game.dispose();
    }
  });
});

test('validate() on values that are not text: accepted or refused with the code each is due', () => {
  assert.deepEqual(Object.keys(VALUE_ANSWERS).sort(), VALUES.map(([name]) => name).sort(), 'an answer for each value');
  assert.ok(Object.values(VALUE_ANSWERS).filter((answer) => answer !== 'ok').length >= 25, 'most of them are refused');
  for (const [name, graph, options] of VALUES) {
    let got = 'ok';
    try {
      solver.validate(graph, options);
    } catch (error) {
      isCatMouseError(error, name);
      got = error.code;
    }
    assert.equal(got, VALUE_ANSWERS[name], name);
  }
});

test('the worker: every text and value resolves or rejects with a CatMouseError, and answers as validate() does', async () => {
  const worker = createSolverWorker();
  try {
    for (const [name, text] of TEXTS) {
      const string = textString(text);
      const expected = validated(string);
      const got = await worker.validate(string).then(
        () => 'ok',
        (error) => (isCatMouseError(error, `worker ${name}`), error.code),
      );
      assert.equal(got, expected, `worker vs validate(): ${name}`);
    }
    for (const [name, graph, options] of VALUES) {
      await worker.validate(graph, options ?? {}).then(
        () => {},
        (error) => isCatMouseError(error, `worker ${name}`),
      );
      await worker.solve(graph, options ?? {}).then(
        (result) => assert.ok(result.outcome >= 0),
        (error) => isCatMouseError(error, `worker solve ${name}`),
      );
    }
    // Still answering after all that.
    assert.equal((await worker.solve('[[1,3],[0],[3],[0,2]]')).outcome, 1);
  } finally {
    worker.terminate();
  }
});
