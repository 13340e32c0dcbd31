// The board's graph in the one shape it comes in from the worker
// (catmouse/worker's `adjacency`): { offsets, targets }, two Int32Arrays,
// node a's neighbours (ascending) targets[offsets[a] .. offsets[a + 1]).
// The board, its layout and the layout's worker read it as it is; what
// they need of it is asked here, without making lists of it.

export const EMPTY_GRAPH = Object.freeze({ offsets: Int32Array.of(0), targets: new Int32Array(0) });

export const nodeCount = (graph) => graph.offsets.length - 1;
export const degree = (graph, a) => graph.offsets[a + 1] - graph.offsets[a];
// A view, not a copy.
export const neighbours = (graph, a) => graph.targets.subarray(graph.offsets[a], graph.offsets[a + 1]);

// Two graphs compared in place.
export function sameGraph(a, b) {
  if (a === b) return true;
  if (a.offsets.length !== b.offsets.length || a.targets.length !== b.targets.length) return false;
  for (let i = 0; i < a.offsets.length; i++) if (a.offsets[i] !== b.offsets[i]) return false;
  for (let i = 0; i < a.targets.length; i++) if (a.targets[i] !== b.targets[i]) return false;
  return true;
}

// A flat graph on n nodes from each node's neighbours given as a list of
// sets or arrays (each sorted here).
function fromRows(rows) {
  const offsets = new Int32Array(rows.length + 1);
  rows.forEach((row, a) => (offsets[a + 1] = offsets[a] + (row.size ?? row.length)));
  const targets = new Int32Array(offsets[rows.length]);
  rows.forEach((row, a) =>
    targets.set(
      [...row].sort((x, y) => x - y),
      offsets[a],
    ),
  );
  return { offsets, targets };
}

// The same graph with every arc made an edge: what the layout places (a
// directed graph's picture is its undirected one, with arrowheads).
export function undirected(graph) {
  const n = nodeCount(graph);
  const rows = Array.from({ length: n }, (_, a) => new Set(neighbours(graph, a)));
  for (let a = 0; a < n; a++) for (const b of neighbours(graph, a)) rows[b].add(a);
  return fromRows(rows);
}

// The graph whose edges are the pairs links[2i], links[2i + 1] (each both ways).
export function fromLinks(n, links) {
  const rows = Array.from({ length: n }, () => []);
  for (let i = 0; i < links.length; i += 2) {
    rows[links[i]].push(links[i + 1]);
    rows[links[i + 1]].push(links[i]);
  }
  return fromRows(rows);
}

// A directed graph's arcs as a set of a * n + b.
export function arcSet(graph) {
  const n = nodeCount(graph);
  const arcs = new Set();
  for (let a = 0; a < n; a++) for (const b of neighbours(graph, a)) arcs.add(a * n + b);
  return arcs;
}

// The layout's links: each edge once ({ source, target } of nodes[a], nodes[b], a < b).
export function linksOf(graph, nodes) {
  const links = [];
  for (let a = 0; a < nodes.length; a++)
    for (const b of neighbours(graph, a)) if (a < b) links.push({ source: nodes[a], target: nodes[b] });
  return links;
}
