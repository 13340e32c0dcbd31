// The link's graph in its most compact exact form (web/src/page/graph-compact.js):
// a 2,000-node sparse graph under 10,000 characters whatever format it was
// typed in, and every text given back exactly.
import test from 'node:test';
import assert from 'node:assert/strict';
import { encodeLinkGraph, decodeLinkGraph, encodeSharedGraph, SHARE_LIMIT } from '../../web/src/page/graph-compact.js';
import { createSolver } from 'catmouse';
import { encodeGraph, LinkError } from '../../web/src/page/graph-code.js';
import { readHash, makeHash, makeShareHash } from '../../web/src/page/hash.js';
import { sparseGraph } from '../../web/src/page/examples.js';
import { graph6Text, sparse6Text } from 'catmouse/rules';

// The sparse example's graph as sorted rows.
function rowsOf(edgeList, n) {
  const rows = Array.from({ length: n }, () => []);
  for (const line of edgeList.split('\n')) {
    const m = /^(\d+) (\d+)$/.exec(line);
    if (!m) continue;
    rows[+m[1]].push(+m[2]);
    rows[+m[2]].push(+m[1]);
  }
  return rows.map((row) => row.sort((a, b) => a - b));
}

const typed = (edges, rows) => ({
  'edge list': edges,
  'adjacency list': JSON.stringify(rows),
  'LeetCode form, spaced': `graph = ${JSON.stringify(rows).replaceAll(',', ', ')}\n`,
  'one row a line': `[\n  ${rows.map((r) => `[${r.join(', ')}]`).join(',\n  ')}\n]\n`,
  'game file': `{"catmouse": 1, "graph": ${JSON.stringify(rows)}, "mouse": 5, "cat": 7}\n`,
  graph6: graph6Text(rows),
  'graph6 with its header': `>>graph6<<${graph6Text(rows)}\n`,
  sparse6: sparse6Text(rows),
});

test('a 2,000-node sparse graph links in under 10,000 characters whatever format it was typed in, and opens as the same text', async () => {
  for (const seed of [9, 4242]) {
    const edges = sparseGraph(2000, seed);
    for (const [name, text] of Object.entries(typed(edges, rowsOf(edges, 2000)))) {
      const { key, value } = await encodeLinkGraph(text);
      // the value, with the page's address and the rules around it, stays under 10,000
      assert.ok(value.length < 9500, `seed ${seed}, ${name}: ${key} of ${value.length} characters`);
      assert.equal(await decodeLinkGraph(key, value), text, `${name} comes back exactly`);
      const hash = await makeHash({ graph: text, mouse: '5', cat: '7' });
      assert.equal((await readHash(hash)).state.graph, text);
    }
  }
});

test('texts that are not a graph written one way stay text (g1), exactly', async () => {
  const texts = [
    '[[1,2],[0],[0]]', // small: the text is shorter
    `[[2,1],[0],[0]]${' '.repeat(3)}`, // a row not ascending
    '[[1],[2],[0]]', // directed
    '[[1, 2],[0],[0]]', // two spacings
    'graph = [[1],[2],[0]], directed = true',
    '# a comment\n[[1,2],[0,2],[0,1]]',
    'IheA@GUAo extra',
  ];
  for (const text of texts) {
    const { key, value } = await encodeLinkGraph(text);
    assert.equal(await decodeLinkGraph(key, value), text, JSON.stringify(text));
  }
  const rows = rowsOf(sparseGraph(300, 5), 300);
  rows[7].reverse(); // not the one way: packed as text
  const text = JSON.stringify(rows);
  const { key, value } = await encodeLinkGraph(text);
  assert.equal(key, 'g1');
  assert.equal(await decodeLinkGraph(key, value), text);
});

test('a damaged g2 is a LinkError (link.damaged), never a wrong graph', async () => {
  const damaged = [
    'not a header\n0 1\n',
    '{"kind":"adjacency","n":3,"before":"","after":""}\n0 5\n',
    '{"kind":"graph6","n":3,"before":"","after":""}\n2 1\n',
    '{"kind":"dot","n":3,"before":"","after":""}\n',
    '{"kind":"graph6","n":30000,"before":"","after":""}\n0 1\n', // 75 MB of graph6: never stored so
    // An adjacency list without its writing (found by link-fuzz.test.mjs: a TypeError out of readHash, or "undefined" written).
    '{"kind":"adjacency","n":3,"before":"","after":""}\n0 1\n',
    '{"kind":"adjacency","n":3,"before":"","after":"","style":null}\n0 1\n',
    '{"kind":"adjacency","n":3,"before":"","after":"","style":{"open":"","comma":",","between":5,"close":""}}\n0 1\n',
  ];
  for (const compact of damaged) {
    await assert.rejects(
      decodeLinkGraph('g2', await encodeGraph(compact)),
      (error) => error instanceof LinkError && error.code === 'link.damaged',
      compact,
    );
  }
  const { problems } = await readHash(`#g2=${await encodeGraph(damaged[1])}`);
  assert.equal(problems[0].key, 'graph');
});

// A seeded shuffle (a text typed in no order the link can predict).
function shuffled(items, seed) {
  let x = seed;
  const rnd = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// Texts whose order alone is worth thousands of characters: the exact link
// is past SHARE_LIMIT, the shared link holds the same graph (the package
// reads both to the same graph and direction) under it, and says so.
test('a 2,000-node graph typed in any order shares a link under 10,000 characters that holds the same graph, and says it is not the text', async () => {
  const solver = await createSolver();
  try {
    for (const seed of [9, 4242]) {
      const edges = sparseGraph(2000, seed).trim().split('\n');
      const comment = edges.shift();
      const lines = shuffled(edges, seed).map((line, i) => (i % 2 ? line.split(' ').reverse().join(' ') : line));
      const rows = rowsOf(sparseGraph(2000, seed), 2000);
      const texts = {
        'edge list, shuffled, edges either way, with comments': `${comment}\n${lines.join('\n')}\n# the end\n`,
        'edge list of arcs, shuffled': `${lines.map((line) => line.replace(' ', ' -> ')).join('\n')}\n`,
        'edge list, commas and dashes': `${lines.map((line, i) => line.replace(' ', i % 3 ? ',' : '-')).join('\n')}\n`,
        'adjacency list, rows in any order': `graph = ${JSON.stringify(rows.map((row, i) => shuffled(row, seed + i)))}\n`,
      };
      for (const [name, text] of Object.entries(texts)) {
        const exact = await encodeLinkGraph(text);
        assert.ok(exact.value.length > SHARE_LIMIT, `${name}: the exact link is long (${exact.value.length})`);
        assert.equal(await decodeLinkGraph(exact.key, exact.value), text, `${name}: the exact link still gives the text back`);
        const share = await encodeSharedGraph(text);
        assert.equal(share.exact, false, name);
        assert.equal(share.exactLength, exact.value.length, name);
        assert.ok(share.value.length <= SHARE_LIMIT, `${name}: shared ${share.key} of ${share.value.length} characters`);
        const opened = await decodeLinkGraph(share.key, share.value);
        const typedGraph = solver.parse(text),
          openedGraph = solver.parse(opened);
        assert.deepEqual(openedGraph.graph, typedGraph.graph, `${name}: the same graph`);
        assert.equal(openedGraph.directed, typedGraph.directed, `${name}: the same direction`);
        const { hash, exact: hashExact } = await makeShareHash(
          { graph: text, mouse: '5', cat: '7' },
          { mode: 'replay', path: [3], ply: 1 },
        );
        assert.equal(hashExact, false);
        assert.ok(hash.length < 9700, `${name}: the whole shared hash is ${hash.length}`);
        const read = await readHash(hash);
        assert.equal(read.state.graph, opened);
        assert.equal(read.state.mouse, '5');
        assert.deepEqual(read.state.moment?.path, [3]);
      }
    }
  } finally {
    solver.dispose?.();
  }
});

test('a link short enough to share is the exact one', async () => {
  for (const text of ['0 1\n1 2\n2 0\n', sparseGraph(2000, 9), '[[2,1],[0],[0]]']) {
    const share = await encodeSharedGraph(text);
    assert.equal(share.exact, true);
    assert.deepEqual({ key: share.key, value: share.value }, await encodeLinkGraph(text));
  }
});

// Issue 42, item 1: a short g2 link whose header repeats a long separator
// unpacked to 450 million characters (the tab at 2.5 GB). Its size is
// counted before anything is written: refused as the link's problem.
test('a compact link whose header repeats a long separator is refused before it is written out', async () => {
  const header = JSON.stringify({
    kind: 'adjacency',
    n: 30000,
    before: '',
    after: '',
    style: { open: '', comma: ',', between: ' '.repeat(15000), close: '' },
  });
  const compact = `${header}\n0 1\n`;
  const value = await encodeGraph(compact);
  assert.ok(value.length < 1000, `a short link (${value.length} characters)`);
  await assert.rejects(
    decodeLinkGraph('g2', value),
    (error) => error instanceof LinkError && /unpacks to more than 16 million characters/.test(error.message),
  );
  // The same header with a short separator still opens (30,000 nodes, one edge: about 90,000 characters).
  const fine = await encodeGraph(
    `${JSON.stringify({ kind: 'adjacency', n: 30000, before: '', after: '', style: { open: '', comma: ',', between: ',', close: '' } })}\n0 1\n`,
  );
  assert.ok((await decodeLinkGraph('g2', fine)).startsWith('[[1],[0],[],'));
});
