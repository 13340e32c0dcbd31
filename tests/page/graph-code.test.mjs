// The link's packed graph (web/src/page/graph-code.js): exact round trips,
// sizes, and a clear LinkError for every damaged value.
import test from 'node:test';
import assert from 'node:assert/strict';
import { encodeGraph, decodeGraph, pack, unpack, LinkError, toBase64Url, MAX_TEXT_CHARS } from '../../web/src/page/graph-code.js';
import { sparseGraph, gridGraph, EXAMPLES, exampleText } from '../../web/src/page/examples.js';

const complete = (n) => JSON.stringify(Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => j).filter((j) => j !== i)));

test('every text comes back exactly: examples, comments, odd numbers, control characters, any Unicode', async () => {
  const texts = [
    '',
    '0',
    '[[1],[0]]',
    '007 0x1f -3 +4 1.50 1e9',
    '12345678901234567890123 9007199254740993',
    'a\x01b\x02c\x01\x02\n\r\n\t[',
    '# café 🐈 → 🐁\n0 1\n1 2 # ok\n',
    '\uFEFF[[1],[0]]',
    'lone \uD800 surrogate 5',
    '0 1\r\n1 2\r\n',
    '[[ 1 , 2 ],[0],[0]]',
    'graph = [[2,5],[3]]',
    ...EXAMPLES.filter((e) => e.id !== 'sparse-10000').map(exampleText),
    gridGraph(20, 20),
  ];
  for (const text of texts) {
    const value = await encodeGraph(text);
    assert.match(value, /^[A-Za-z0-9_-]*$/, 'base64url');
    const back = await decodeGraph(value);
    // a lone surrogate cannot be UTF-8: it comes back as U+FFFD, as in any URL
    assert.equal(back, text.replace(/\uD800/g, '\uFFFD'), JSON.stringify(text.slice(0, 40)));
  }
});

test('a 2,000-node sparse edge list packs under 10,000 characters (the text deflated: about 18,700)', async () => {
  for (const seed of [9, 4242, 77]) {
    const text = sparseGraph(2000, seed);
    const value = await encodeGraph(text);
    assert.ok(value.length < 9500, `seed ${seed}: ${value.length} characters`);
    assert.equal(await decodeGraph(value), text);
  }
});

test('the same graph as an adjacency list, and dense graphs, pack small', async () => {
  const text = sparseGraph(2000, 9);
  const rows = Array.from({ length: 2000 }, () => []);
  for (const line of text.split('\n').slice(1, -1)) {
    const [a, b] = line.split(' ').map(Number);
    rows[a].push(b);
    rows[b].push(a);
  }
  rows.forEach((r) => r.sort((x, y) => x - y));
  const adjacency = JSON.stringify(rows);
  const value = await encodeGraph(adjacency);
  // each edge is listed twice: bigger than the edge list, well under the text deflated
  const deflated = new Uint8Array(
    await new Response(new Blob([adjacency]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
  );
  const plain = toBase64Url(deflated).length;
  assert.ok(value.length < 16000 && value.length < 0.8 * plain, `adjacency list: ${value.length}; its text deflated: ${plain}`);
  assert.equal(await decodeGraph(value), adjacency);
  const k400 = complete(400);
  const dense = await encodeGraph(k400);
  assert.ok(dense.length < 6000, `K400 (${k400.length} characters of text): ${dense.length}`);
  assert.equal(await decodeGraph(dense), k400);
});

test('damaged values are refused with a LinkError (code link.damaged), never a wrong text', async () => {
  const good = await encodeGraph(sparseGraph(200, 1));
  const bad = ['', 'A', 'not base64!', good.slice(0, -10), good.slice(0, 20), toBase64Url(new Uint8Array([1, 2, 3]))];
  for (const value of bad) {
    await assert.rejects(
      decodeGraph(value),
      (error) => error instanceof LinkError && error.code === 'link.damaged' && error.message.length > 10,
      JSON.stringify(value.slice(0, 30)),
    );
  }
  // One character changed anywhere: refused, or (where deflate ignores the
  // bits) the very same text; never another graph.
  const text = sparseGraph(200, 1);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let refused = 0;
  for (let at = 0; at < good.length; at += 7) {
    const changed = good.slice(0, at) + letters[(letters.indexOf(good[at]) + 17) % 64] + good.slice(at + 1);
    try {
      assert.equal(await decodeGraph(changed), text);
    } catch (error) {
      assert.ok(error instanceof LinkError, `${at}: ${error}`);
      refused++;
    }
  }
  assert.ok(refused > good.length / 7 - 3, `refused ${refused}`);
  // packed forms that lie about their sizes
  const packed = await pack('0 1\n1 2\n');
  for (const cut of [1, 3, packed.length - 1]) await assert.rejects(unpack(packed.subarray(0, cut)), LinkError);
  const lying = Uint8Array.from(packed);
  lying[0] = 200; // a skeleton longer than the data
  await assert.rejects(unpack(lying), LinkError);
});

test('a value that would unpack to more than 32 MB is refused before it is unpacked', async () => {
  // deflate of 40 MB of zeros is about 40 kB
  const zeros = new Uint8Array(40 * 1024 * 1024);
  const stream = new Blob([zeros]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const value = toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
  await assert.rejects(decodeGraph(value), /unpacks to more than 32 MB/);
});

// A packed form made by hand: `count` numbers of 15 digits, each column's
// first one escaped, every later one the same as the last in its column (one
// bit): a link of a few kB that would unpack to 15 characters a bit.
async function expandingLink(count) {
  const varint = (out, v) => {
    for (; v >= 128; v = Math.floor(v / 128)) out.push((v % 128) | 128);
    out.push(v);
  };
  const head = [0, 0, 0, 0];
  varint(head, count); // the skeleton: one number marker each
  const middle = [];
  varint(middle, count);
  for (let column = 0; column < 4; column++) middle.push(2, 0); // relative to the column, zigzag, k = 0
  const escaped = 2 * 999999999999999;
  const bits = new Uint8Array(Math.ceil((4 * 97 + count) / 8));
  let at = 0;
  const put = (bit) => {
    if (bit) bits[at >> 3] |= 128 >> (at & 7);
    at++;
  };
  for (let column = 0; column < 4; column++) {
    for (let i = 0; i < 40; i++) put(1);
    for (let i = 5; i >= 0; i--) put((51 >> i) & 1);
    for (let i = 50; i >= 0; i--) put(Math.floor(escaped / 2 ** i) % 2);
  }
  const packed = new Uint8Array(head.length + count + middle.length + bits.length);
  packed.set(head);
  packed.fill(1, head.length, head.length + count);
  packed.set(middle, head.length + count);
  packed.set(bits, head.length + count + middle.length);
  const stream = new Blob([packed]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

test('a value whose numbers would unpack to more than 16 million characters is refused before the text is built', async () => {
  // 15 million numbers of 15 digits: 225 million characters (2.7 GB as
  // parts) from an 18 MB packed form and a link of about 20 kB.
  const value = await expandingLink(15_000_000);
  assert.ok(value.length < 40_000, `${value.length} characters`);
  await assert.rejects(
    decodeGraph(value),
    (error) => error instanceof LinkError && /unpacks to more than 16 million characters/.test(error.message),
  );
  // more numbers than the limit has characters: refused from the count alone
  await assert.rejects(decodeGraph(await expandingLink(17_000_000)), /unpacks to more than 16 million characters/);
  assert.equal(MAX_TEXT_CHARS, 16 * 2 ** 20);
});
