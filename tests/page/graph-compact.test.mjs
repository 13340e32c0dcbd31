// The link's graph in its most compact exact form (web/src/page/graph-compact.js):
// a 2,000-node sparse graph under 10,000 characters whatever format it was
// typed in, and every text given back exactly.
import test from 'node:test';
import assert from 'node:assert/strict';
import { encodeLinkGraph, decodeLinkGraph } from '../../web/src/page/graph-compact.js';
import { encodeGraph, LinkError } from '../../web/src/page/graph-code.js';
import { readHash, makeHash } from '../../web/src/page/hash.js';
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
    '[[1,2],[0],[0]]',  // small: the text is shorter
    `[[2,1],[0],[0]]${' '.repeat(3)}`,  // a row not ascending
    '[[1],[2],[0]]',  // directed
    '[[1, 2],[0],[0]]',  // two spacings
    'graph = [[1],[2],[0]], directed = true',
    '# a comment\n[[1,2],[0,2],[0,1]]',
    'IheA@GUAo extra',
  ];
  for (const text of texts) {
    const { key, value } = await encodeLinkGraph(text);
    assert.equal(await decodeLinkGraph(key, value), text, JSON.stringify(text));
  }
  const rows = rowsOf(sparseGraph(300, 5), 300);
  rows[7].reverse();  // not the one way: packed as text
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
    '{"kind":"graph6","n":30000,"before":"","after":""}\n0 1\n',  // 75 MB of graph6: never stored so
    // An adjacency list without its writing (found by link-fuzz.test.mjs: a TypeError out of readHash, or "undefined" written).
    '{"kind":"adjacency","n":3,"before":"","after":""}\n0 1\n',
    '{"kind":"adjacency","n":3,"before":"","after":"","style":null}\n0 1\n',
    '{"kind":"adjacency","n":3,"before":"","after":"","style":{"open":"","comma":",","between":5,"close":""}}\n0 1\n',
  ];
  for (const compact of damaged) {
    await assert.rejects(decodeLinkGraph('g2', await encodeGraph(compact)), (error) => error instanceof LinkError && error.code === 'link.damaged', compact);
  }
  const { problems } = await readHash(`#g2=${await encodeGraph(damaged[1])}`);
  assert.equal(problems[0].key, 'graph');
});
