// The board's graph and tokens as data (web/src/element/board/board-graph.js), without a canvas.
import test from 'node:test';
import assert from 'node:assert/strict';
import { arcsAmong, edgeAlpha, layerKey, tokenPlaces } from '../../web/src/element/board/board-graph.js';
import {
  EMPTY_GRAPH,
  arcSet,
  degree,
  fromLinks,
  linksOf,
  neighbours,
  nodeCount,
  sameGraph,
  undirected,
} from '../../web/src/model/flat-graph.js';

// A flat graph ({ offsets, targets }) from lists, as the worker sends it.
const flat = (lists) => ({
  offsets: Int32Array.from([0, ...lists.map((_, i) => lists.slice(0, i + 1).flat().length)]),
  targets: Int32Array.from(lists.flat()),
});

test('undirected: every arc becomes an edge, each list ascending, flat in and out', () => {
  assert.deepEqual(
    undirected(flat([[1, 2], [2], []])),
    flat([
      [1, 2],
      [0, 2],
      [0, 1],
    ]),
  );
  assert.deepEqual(undirected(flat([[1], [0]])), flat([[1], [0]]));
  assert.deepEqual(fromLinks(3, [0, 2, 1, 2]), flat([[2], [2], [0, 1]]));
});

test('sameGraph compares flat graphs in place, element by element', () => {
  const a = flat([[1], [0, 2], [1]]);
  assert.ok(sameGraph(a, a));
  assert.ok(sameGraph(a, flat([[1], [0, 2], [1]])));
  assert.ok(!sameGraph(a, flat([[1], [2, 0], [1]])));
  assert.ok(!sameGraph(a, flat([[1], [0, 2]])));
  assert.ok(!sameGraph(flat([[1, 2], []]), flat([[1], [2]])));
  assert.ok(sameGraph(EMPTY_GRAPH, flat([])));
});

test("a flat graph read without lists: node count, degrees, neighbours as views, the layout's links once each", () => {
  const g = flat([[1, 3], [0], [], [0]]);
  assert.equal(nodeCount(g), 4);
  assert.deepEqual(
    [0, 1, 2, 3].map((a) => degree(g, a)),
    [2, 1, 0, 1],
  );
  assert.deepEqual([...neighbours(g, 0)], [1, 3]);
  assert.equal(neighbours(g, 0).buffer, g.targets.buffer, 'a view, not a copy');
  const nodes = [0, 1, 2, 3].map((id) => ({ id }));
  assert.deepEqual(
    linksOf(g, nodes).map(({ source, target }) => [source.id, target.id]),
    [
      [0, 1],
      [0, 3],
    ],
  );
});

test('arcsAmong: which way each drawn edge goes, both ways when both arcs exist', () => {
  const adjacency = flat([[1], [0, 2], []]); // 0 ⇄ 1, 1 → 2
  const node = (id) => ({ id });
  const edges = [
    { source: node(0), target: node(1) },
    { source: node(2), target: node(1) },
  ];
  assert.deepEqual(arcsAmong(edges, arcSet(adjacency), 3), [
    [0, 1],
    [1, 0],
    [1, 2],
  ]);
});

test('tokenPlaces: on their nodes, gliding along the edge, dragged, and side by side on one node', () => {
  const screen = (node) => [node * 100, 0];
  const scene = { mouse: 1, cat: 3, turn: 'cat', glide: null };
  assert.deepEqual(tokenPlaces(scene, ['mouse', 'cat'], screen, { tokenRadius: 10 }), { mouse: [100, 0], cat: [300, 0] });
  // halfway along 1 → 2 (ease(0.5) = 0.5)
  const gliding = { ...scene, mouse: 2, glide: { who: 'mouse', from: 1, to: 2, t: 0.5 } };
  assert.deepEqual(tokenPlaces(gliding, ['mouse', 'cat'], screen, { tokenRadius: 10 }).mouse, [150, 0]);
  const dragged = tokenPlaces(scene, ['mouse', 'cat'], screen, { tokenRadius: 10, drag: { kind: 'token', who: 'cat', x: 7, y: 8 } });
  assert.deepEqual(dragged.cat, [7, 8]);
  // the mouse and the cat on one node: 0.55 token radius either side
  const together = tokenPlaces({ ...scene, cat: 1 }, ['mouse', 'cat'], screen, { tokenRadius: 10 });
  assert.deepEqual([together.together, together.mouse, together.cat], [true, [94.5, 0], [105.5, 0]]);
  // cat B on the cat's node: beside it and lower
  const two = tokenPlaces({ ...scene, cat2: 3 }, ['mouse', 'cat', 'cat2'], screen, { tokenRadius: 10 });
  assert.deepEqual(two.cat2, [305.5, 11]);
});

test('layerKey changes with a moved node, the view, the holes and the colours; edgeAlpha fades', () => {
  const nodes = [
    { x: 0, y: 0 },
    { x: 10, y: 5 },
  ];
  const view = { k: 1, x: 0, y: 0 };
  const size = { w: 100, h: 100, dpr: 1 };
  const colours = { edge: 'a', node: 'b', nodeRing: 'c' };
  const key = layerKey(nodes, view, size, new Set([0]), colours);
  assert.equal(
    key,
    layerKey(
      nodes.map((n) => ({ ...n })),
      view,
      size,
      new Set([0]),
      colours,
    ),
  );
  // two nodes swapping places is a change (the sum is weighted by index)
  assert.notEqual(key, layerKey([nodes[1], nodes[0]], view, size, new Set([0]), colours));
  assert.notEqual(key, layerKey(nodes, { ...view, k: 2 }, size, new Set([0]), colours));
  assert.notEqual(key, layerKey(nodes, view, size, new Set([0, 1]), colours));
  assert.notEqual(key, layerKey(nodes, view, size, new Set([0]), { ...colours, edge: 'z' }));
  assert.deepEqual([edgeAlpha(false, null), edgeAlpha(true, null), edgeAlpha(false, [1]), edgeAlpha(true, [1])], [1, 0.3, 0.35, 0.18]);
});
