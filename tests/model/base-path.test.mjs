// setBasePath (web/src/element/shell/assets.js; a board's base-path reads the same
// way): only an http(s) folder is taken, at once; anything else (a
// javascript: or data: URL, a number, a symbol, an array) is refused with
// argument.type when it is set, not at every later solve without a code, and
// the message quotes at most 200 characters of what it was given.
import test from 'node:test';
import assert from 'node:assert/strict';
import { getBasePath, setBasePath, solverAssets } from '../../web/src/element/shell/assets.js';

test('setBasePath takes an http(s) folder and refuses the rest with argument.type, quoting 200 characters at most', () => {
  setBasePath('https://cdn.example.org/catmouse/0.2.0');
  assert.equal(getBasePath(), 'https://cdn.example.org/catmouse/0.2.0/');
  assert.deepEqual(solverAssets(), {
    workerUrl: 'https://cdn.example.org/catmouse/0.2.0/worker-thread.js',
    wasmUrl: 'https://cdn.example.org/catmouse/0.2.0/catmouse-core.wasm',
  });
  for (const bad of [
    'javascript:alert(1)',
    'data:text/javascript,1',
    'file:///etc/',
    '',
    42,
    Symbol('x'),
    ['https://a.example/'],
    {},
    `javascript:${'a'.repeat(10_000_000)}`,
  ]) {
    assert.throws(
      () => setBasePath(bad),
      (error) => error.code === 'argument.type' && error.message.length < 500 && /http\(s\) URL of the folder/.test(error.message),
      String(typeof bad === 'string' ? bad.slice(0, 30) : typeof bad),
    );
    assert.equal(getBasePath(), 'https://cdn.example.org/catmouse/0.2.0/', 'the folder set before stays');
  }
  assert.throws(() => solverAssets('javascript:alert(1)'), { code: 'argument.type' }, "a board's base-path the same");
  setBasePath(null);
  assert.equal(getBasePath(), undefined);
});
