// Drawing the graph (web/src/model/graph-draft.js, graph-edit.js): intents
// become text in the text's own format. Each written text is read back by
// the core's own reader (the package's parse(), not this module's line
// reader), which must give the graph the edits describe, kept here
// independently as a set of edges.
import test from 'node:test';
import assert from 'node:assert/strict';
import { GraphDraft } from '../../web/src/model/graph-draft.js';
import { editGraph } from '../../web/src/model/graph-edit.js';
import { solver, random } from './support.mjs';

const edgeKey = (a, b) => (a < b ? `${a}-${b}` : `${b}-${a}`);
// The reference: a node count and a set of edges, kept by hand.
const edgesOf = (graph) => new Set(graph.flatMap((row, a) => row.filter((b) => a < b).map((b) => edgeKey(a, b))));

// A draft over text the core reads (the board's 'sync' after a solve).
function draftFor(text, start = { mouse: 1, cat: 2, hole: 0 }) {
  const draft = new GraphDraft();
  const edits = [];
  draft.on((reason, _, detail) => reason === 'edit' && edits.push(detail));
  const read = solver.parse(text);
  draft.sync({ text, format: read.format, graph: read.graph, start });
  return { draft, edits, solved: () => sync(draft) };
}

// What the element does once the core accepted the last edit's text.
function sync(draft) {
  const read = solver.parse(draft.base.text);
  draft.sync({ ...draft.base, format: read.format, graph: read.graph });
  return read;
}

function assertReads(text, { nodes, edges, format }) {
  const read = solver.parse(text);
  assert.equal(read.format, format, `${text} reads as ${format}`);
  assert.equal(read.graph.length, nodes, `${text} has ${nodes} nodes`);
  assert.deepEqual([...edgesOf(read.graph)].sort(), [...edges].sort(), text);
}

test('an adjacency list drawn node by node and edge by edge, then undone step by step', () => {
  const { draft, edits, solved } = draftFor('[[1,2],[0,2],[0,1]]');
  draft.addNode();
  assert.equal(edits.at(-1).text, '[[1,2],[0,2],[0,1],[]]');
  assert.match(draft.message.text, /Added node 3/);
  solved();
  draft.clickNode(3);
  assert.deepEqual(draft.selected, { node: 3 });
  draft.clickNode(0);
  assert.equal(edits.at(-1).text, '[[1,2,3],[0,2],[0,1],[0]]');
  assert.match(draft.message.text, /Connected nodes 3 and 0/);
  solved();
  draft.clickNode(2);
  draft.clickNode(3);
  solved();
  assertReads(draft.base.text, { nodes: 4, format: 'adjacency', edges: ['0-1', '0-2', '1-2', '0-3', '2-3'] });
  // clicking two connected nodes disconnects them
  draft.clickNode(0);
  draft.clickNode(1);
  solved();
  assertReads(draft.base.text, { nodes: 4, format: 'adjacency', edges: ['0-2', '1-2', '0-3', '2-3'] });
  assert.equal(edits.length, 4, 'one edit per action, none for selecting');
  draft.undo();
  assert.equal(edits.at(-1).text, '[[1,2,3],[0,2],[0,1,3],[0,2]]');
  assert.match(draft.message.text, /Undone: disconnected nodes 0 and 1/);
  solved();
  draft.undo();
  draft.undo();
  draft.undo();
  assert.equal(draft.base.text, '[[1,2],[0,2],[0,1]]', 'back to the start');
  assert.equal(draft.canUndo, false);
  draft.redo();
  assert.equal(draft.base.text, '[[1,2],[0,2],[0,1],[]]');
  assert.equal(draft.canRedo, true);
});

test('an edge list keeps its comments, separator and order; a node with no edge at its end makes it an adjacency list', () => {
  const text = '# a square\n0-1\n1-2 # the top\n\n2-3\n3-0\n';
  const { draft, edits, solved } = draftFor(text);
  draft.clickNode(0);
  draft.clickNode(2);
  assert.equal(edits.at(-1).text, '# a square\n0-1\n1-2 # the top\n\n2-3\n3-0\n0-2\n');
  solved();
  draft.clickEdge(1, 2);
  draft.remove();
  assert.equal(edits.at(-1).text, '# a square\n0-1\n\n2-3\n3-0\n0-2\n', 'the line of the edge goes, with its comment');
  solved();
  draft.addNode();
  const added = edits.at(-1);
  assert.equal(added.format, 'adjacency');
  assert.match(added.note, /cannot end with a node that has no edge/);
  assertReads(added.text, { nodes: 5, format: 'adjacency', edges: ['0-1', '2-3', '0-3', '0-2'] });
  draft.undo();
  assert.equal(draft.base.text, '# a square\n0-1\n\n2-3\n3-0\n0-2\n', 'undo brings the edge list back');
});

test('an edge list that lists each edge both ways gets both lines', () => {
  const { draft, edits } = draftFor('0 1\n1 0\n1 2\n2 1\n2 0\n0 2\n3 0\n0 3\n');
  draft.clickNode(3);
  draft.clickNode(2);
  assert.equal(edits.at(-1).text, '0 1\n1 0\n1 2\n2 1\n2 0\n0 2\n3 0\n0 3\n3 2\n2 3\n');
  assert.equal(solver.parse(edits.at(-1).text).warnings.length, 0, 'no mixed-direction warning');
});

test('deleting a node shifts the ids above it down, in the text and in the start; its tokens refuse', () => {
  const { draft, edits } = draftFor('0 1\n1 2\n2 3\n3 4\n4 0\n1 3\n', { mouse: 4, cat: 2, hole: 0 });
  draft.focusNode(2);
  draft.remove();
  assert.equal(draft.message.kind, 'refused');
  assert.match(draft.message.text, /Node 2 holds the cat/);
  draft.focusNode(0);
  draft.remove();
  assert.match(draft.message.text, /Node 0 is the hole/);
  assert.equal(edits.length, 0);
  draft.focusNode(1);
  draft.remove();
  assert.equal(edits.at(-1).text, '1 2\n2 3\n3 0\n');
  assert.deepEqual(edits.at(-1).start, { mouse: 3, cat: 1, hole: 0, holes: [0] });
  assert.match(draft.message.text, /Deleted node 1\. Nodes 2–4 are now 1–3\./);
  assertReads(edits.at(-1).text, { nodes: 4, format: 'edges', edges: ['1-2', '2-3', '0-3'] });
  draft.undo();
  assert.deepEqual(edits.at(-1).start, { mouse: 4, cat: 2, hole: 0, holes: [0] }, 'undo restores the start too');
});

test('several holes: an edit keeps every hole, each following its node; deleting one says which are left', () => {
  // a 6-cycle with holes 0, 3 and 5, the mouse on 4 and the cat on 1
  const { draft, edits, solved } = draftFor('0 1\n1 2\n2 3\n3 4\n4 5\n5 0\n', { mouse: 4, cat: 1, holes: [5, 0, 3] });
  assert.deepEqual(draft.base.start.holes, [0, 3, 5]);
  draft.focusNode(3);
  assert.equal(draft.message.text, 'Node 3 (a hole), next to nodes 2, 4.');
  // an edge edit keeps all three
  draft.clickNode(1);
  draft.clickNode(4);
  assert.deepEqual(edits.at(-1).start, { mouse: 4, cat: 1, hole: 0, holes: [0, 3, 5] });
  assert.doesNotMatch(draft.message.text, /hole/, 'nothing about the holes when they stay');
  solved();
  // deleting node 2 shifts holes 3 and 5 down
  draft.focusNode(2);
  draft.remove();
  assert.deepEqual(edits.at(-1).start, { mouse: 3, cat: 1, hole: 0, holes: [0, 2, 4] });
  assert.match(
    draft.message.text,
    /Deleted node 2\. Nodes 3–5 are now 2–4\. Now the holes are nodes 0, 2 and 4; the mouse starts on node 3\./,
  );
  solved();
  // deleting a hole (one of several) leaves the others, and says so
  draft.focusNode(0);
  draft.remove();
  assert.equal(draft.message.kind, 'info');
  assert.deepEqual(edits.at(-1).start, { mouse: 2, cat: 0, hole: 1, holes: [1, 3] });
  assert.match(
    draft.message.text,
    /Node 0 was a hole: now the holes are nodes 1 and 3; the mouse starts on node 2; the cat starts on node 0\./,
  );
  assertReads(edits.at(-1).text, { nodes: 4, format: 'edges', edges: ['0-2', '1-2', '2-3'] });
  // the core takes the written graph with those holes
  const game = solver.solve(edits.at(-1).text, { mouse: 2, cat: 0, holes: edits.at(-1).start.holes });
  assert.deepEqual([...game.holes], [1, 3]);
  game.dispose?.();
  solved();
  // down to one hole, which stays until another is chosen
  draft.focusNode(1);
  draft.remove();
  solved();
  assert.deepEqual(draft.base.start.holes, [2]);
  draft.focusNode(2);
  draft.remove();
  assert.equal(draft.message.kind, 'refused');
  assert.match(draft.message.text, /Node 2 is the hole/);
  // undo walks every hole back
  draft.undo();
  draft.undo();
  assert.deepEqual(edits.at(-1).start.holes, [0, 2, 4]);
});

test('a game file with holes: the holes field follows the nodes', () => {
  const game = '{\n  "graph": [[1,3],[0,2],[1,3],[0,2]],\n  "mouse": 1,\n  "cat": 3,\n  "holes": [0,2]\n}\n';
  const { draft, edits } = draftFor(game, { mouse: 1, cat: 3, holes: [0, 2] });
  draft.focusNode(0);
  draft.remove();
  const file = JSON.parse(edits.at(-1).text);
  assert.deepEqual(file.holes, [1]);
  assert.deepEqual(edits.at(-1).start.holes, [1]);
  assert.equal(solver.parse(edits.at(-1).text).format, 'json');
});

test('deleting a node keeps comments as written and names the lines whose numbers may be ids that changed', () => {
  const text = '# a square with a tail; node 4 is the tail\n0 1\n1 2 # the mouse side\n2 3\n3 0 # closes 0-3\n3 4\n# drawn 2024\n';
  const { draft, edits } = draftFor(text, { mouse: 4, cat: 2, hole: 0 });
  draft.focusNode(1);
  draft.remove();
  const written = edits.at(-1);
  assert.equal(
    written.text,
    '# a square with a tail; node 4 is the tail\n1 2\n2 0 # closes 0-3\n2 3\n# drawn 2024\n',
    'comments kept word for word',
  );
  assert.match(
    written.note,
    /Comments are kept as written: those on lines 1, 3 and 5 name 1 or a larger number, which may be a node id that has changed\. Check them\./,
  );
  assert.match(draft.message.text, /Deleted node 1\. Nodes 2–4 are now 1–3\..*Check them\./, 'said with the edit');
  assertReads(written.text, { nodes: 4, format: 'edges', edges: ['1-2', '0-2', '2-3'] });
  // a comment whose numbers are all below the deleted node is not named
  const low = draftFor('# nodes 0 and 1 are the left side\n0 1\n1 2\n2 3\n3 0\n0 2\n', { mouse: 1, cat: 2, hole: 0 });
  low.draft.focusNode(3);
  low.draft.remove();
  assert.equal(low.edits.at(-1).text, '# nodes 0 and 1 are the left side\n0 1\n1 2\n0 2\n');
  assert.equal(low.edits.at(-1).note, null);
  // edits that change no id say nothing about comments
  low.solved();
  low.draft.clickNode(0);
  low.draft.clickNode(1);
  assert.equal(low.edits.at(-1).note, null);
  assert.doesNotMatch(low.draft.message.text, /Comments/);
});

test('graph6 and game files: a game file keeps its fields; graph6 becomes an adjacency list and says so', () => {
  const game = '{\n  "graph": [[1,3],[0],[3],[0,2]],\n  "mouse": 3,\n  "cat": 2,\n  "hole": 0,\n  "first": "cat"\n}\n';
  const { draft, edits } = draftFor(game, { mouse: 3, cat: 2, hole: 0 });
  draft.clickNode(1);
  draft.clickNode(2);
  const file = JSON.parse(edits.at(-1).text);
  assert.deepEqual(file, {
    graph: [
      [1, 3],
      [0, 2],
      [1, 3],
      [0, 2],
    ],
    mouse: 3,
    cat: 2,
    hole: 0,
    first: 'cat',
  });
  assert.match(edits.at(-1).text, /^\{\n {2}"graph": \[\[1,3\],\[0,2\],\[1,3\],\[0,2\]\],\n/);
  assert.equal(solver.parse(edits.at(-1).text).format, 'json');

  const petersen = draftFor('IheA@GUAo');
  petersen.draft.clickNode(0);
  petersen.draft.clickNode(7);
  const written = petersen.edits.at(-1);
  assert.equal(written.format, 'adjacency');
  assert.match(written.note, /drawing does not write graph6/);
  assert.equal(solver.parse(written.text).graph.length, 10);
});

test('an edit the core refuses stops drawing until undone', () => {
  const { draft, edits } = draftFor('[[1,2],[0,2],[0,1],[]]', { mouse: 1, cat: 2, hole: 0 });
  draft.focusNode(3);
  draft.remove();
  draft.focusNode(0);
  assert.equal(edits.at(-1).text, '[[1,2],[0,2],[0,1]]');
  draft.refused('[[1,2],[0,2],[0,1]]');
  draft.addNode();
  assert.equal(draft.message.kind, 'refused');
  assert.equal(edits.length, 1);
  draft.undo();
  assert.equal(edits.at(-1).text, '[[1,2],[0,2],[0,1],[]]');
  draft.addNode();
  assert.equal(edits.length, 3);
});

test('keyboard focus walks the nodes in id order and says what each is', () => {
  const { draft } = draftFor('[[1,2],[0,2],[0,1,3],[2]]', { mouse: 1, cat: 2, hole: 0 });
  draft.moveFocus(1);
  assert.equal(draft.focus, 0);
  assert.equal(draft.message.text, 'Node 0 (the hole), next to nodes 1, 2.');
  draft.moveFocus(-1);
  assert.equal(draft.focus, 3);
  draft.clickNode(3);
  draft.moveFocus(-1);
  assert.equal(draft.message.text, 'Node 2 (the cat), next to nodes 0, 1, 3. Enter disconnects it from node 3.');
});

test('random edits: the text always reads back as the graph the edits make', () => {
  const rnd = random(7);
  for (const start of ['0 1\n1 2\n2 0\n', '[[1, 2], [0, 2], [0, 1]]', 'graph = [\n  [1,2],\n  [0,2],\n  [0,1]\n]\n', 'Bw']) {
    const { draft, solved } = draftFor(start, { mouse: 1, cat: 2, hole: 0 });
    let reference = { nodes: 3, edges: edgesOf(solver.parse(start).graph) };
    for (let step = 0; step < 40; step++) {
      const n = reference.nodes;
      const pick = rnd();
      if (pick < 0.25) {
        draft.addNode();
        reference = { nodes: n + 1, edges: reference.edges };
      } else if (pick < 0.85) {
        const a = Math.floor(rnd() * n),
          b = Math.floor(rnd() * n);
        if (a === b) continue;
        draft.clickNode(a);
        draft.clickNode(b);
        const edges = new Set(reference.edges);
        if (edges.has(edgeKey(a, b))) edges.delete(edgeKey(a, b));
        else edges.add(edgeKey(a, b));
        reference = { nodes: n, edges };
      } else {
        const node = 3 + Math.floor(rnd() * (n - 3));
        if (node >= n) continue;
        draft.focusNode(node);
        draft.remove();
        const shift = (x) => (x > node ? x - 1 : x);
        const edges = new Set(
          [...reference.edges]
            .map((k) => k.split('-').map(Number))
            .filter(([a, b]) => a !== node && b !== node)
            .map(([a, b]) => edgeKey(shift(a), shift(b))),
        );
        reference = { nodes: n - 1, edges };
      }
      const read = solved();
      assert.equal(read.graph.length, reference.nodes, draft.base.text);
      assert.deepEqual([...edgesOf(read.graph)].sort(), [...reference.edges].sort(), draft.base.text);
    }
  }
});

test('editGraph keeps rows sorted and maps ids on delete', () => {
  const { graph, shift } = editGraph([[1, 3], [0], [3], [0, 2]], { kind: 'delete-node', node: 1 });
  assert.deepEqual(graph, [[2], [2], [0, 1]]);
  assert.deepEqual([0, 1, 2, 3].map(shift), [0, null, 1, 2]);
});

test("the owner can hold drawing back (its text is not the board's): nothing is written, undo included", () => {
  const { draft, edits } = draftFor('[[1,2],[0,2],[0,1]]');
  draft.addNode();
  let pending = 'the text has an error';
  draft.guard = () => pending;
  draft.clickNode(0);
  draft.undo();
  draft.addNode();
  assert.equal(edits.length, 1);
  assert.deepEqual(draft.message, { kind: 'refused', text: 'the text has an error' });
  pending = null;
  draft.undo();
  assert.equal(edits.at(-1).text, '[[1,2],[0,2],[0,1]]');
});

test('an edit keeps a directed adjacency list\'s ", directed = true" (an export writes it; without it the lists read back undirected)', async () => {
  const { adjacencyText } = await import('../../web/src/model/graph-edit.js');
  assert.equal(adjacencyText([[1], [2], [0, 1]], 'graph = [[1],[2],[0]], directed = true\n'), 'graph = [[1],[2],[0,1]], directed = true\n');
  assert.equal(adjacencyText([[1], [0]], '[[1],[0]]'), '[[1],[0]]');
});
