// Issue 42 item 3: messages quote at most ~200 characters of what a user
// gave. A base path may be any http(s) folder, so a valid one of 10 MB is
// taken; the load error that follows named the whole URL (10 MB on the
// board). Now each message quotes its start and its file name, and the
// error's `url` keeps the whole for a program.
import test from 'node:test';
import assert from 'node:assert/strict';
import { fetchWasm, workerScriptProblem, notCatmouse, compileWasm, blobWorkerRefused } from '../../wasm/src/load-errors.js';

const folder = `https://cdn.example/${'a'.repeat(10_000_000)}/`;
const wasmUrl = `${folder}catmouse-core.wasm`;
const workerUrl = `${folder}worker-thread.js`;

function quotesBriefly(message, file) {
  assert.ok(message.length < 1000, `a message of ${message.length} characters`);
  assert.ok(message.includes('https://cdn.example/aaa'), 'it starts the URL');
  assert.ok(message.includes(`aaa/${file}`), `it ends the URL with ${file}`);
  assert.ok(message.includes('…'), 'and says it was cut');
}

test('load errors quote a 10 MB URL by its start and its file name, and keep it whole in error.url', async (t) => {
  const realFetch = globalThis.fetch;
  t.after(() => {
    globalThis.fetch = realFetch;
  });
  const answers = [
    () => Promise.reject(new TypeError(`Failed to fetch ${wasmUrl}`)),
    () => Promise.resolve(new Response('not found', { status: 404, statusText: 'Not Found' })),
    () => Promise.resolve(new Response('<!doctype html><p>home</p>', { headers: { 'content-type': 'text/html' } })),
  ];
  for (const answer of answers) {
    globalThis.fetch = answer;
    const error = await fetchWasm(wasmUrl).then(
      () => assert.fail('fetchWasm took it'),
      (e) => e,
    );
    assert.equal(error.code, 'worker.unavailable');
    assert.equal(error.url, wasmUrl, 'the whole URL for a program');
    quotesBriefly(error.message, 'catmouse-core.wasm');
    globalThis.fetch = answer;
    const { message } = await workerScriptProblem(workerUrl);
    quotesBriefly(message, 'worker-thread.js');
  }
  quotesBriefly(notCatmouse(wasmUrl, `no export named solve in ${wasmUrl}`).message, 'catmouse-core.wasm');
  const refused = await compileWasm(new Uint8Array([0, 0x61, 0x73, 0x6d, 9, 9, 9, 9]), wasmUrl).catch((e) => e);
  quotesBriefly(refused.message, 'catmouse-core.wasm');
  quotesBriefly(blobWorkerRefused(workerUrl), 'worker-thread.js');
});
