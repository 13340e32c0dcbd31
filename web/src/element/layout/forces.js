// The d3-force simulation of a graph, the same on the page's thread and in
// the layout worker: softer, cheaper forces as graphs grow.
import { forceSimulation, forceLink, forceManyBody, forceX, forceY, forceCollide } from 'd3-force';

export const BIG = 1500;
// Work per tick grows with the edges too: a graph with more edges than this
// lays out in the worker whatever its node count (a complete graph on 400
// nodes has 79,800), and the simulation pulls on at most LAYOUT_LINKS of
// them, spread evenly (each still pulls its ends together; more add cost,
// not shape).
export const BIG_EDGES = 6000;
export const LAYOUT_LINKS = 12000;

// Does this graph lay out in the worker?
export const heavy = (nodeCount, linkCount) => nodeCount > BIG || linkCount > BIG_EDGES;

// Every step-th link, step chosen so at most `budget` remain; the same
// sample on the page's thread and in the worker.
export function spread(links, budget) {
  if (links.length <= budget) return links;
  const step = links.length / budget;
  const kept = [];
  for (let i = 0; i < budget; i++) kept.push(links[Math.floor(i * step)]);
  return kept;
}

// The length of a link, and the spacing of the first placement.
const SMALL = 300;
const distance = (n) => (n > SMALL ? 30 : 60);
export const spacing = (n) => (n > SMALL ? 12 : 30);

// nodes: [{ id, x?, y?, degree }], links: [{ source, target }] (ids or nodes).
export function simulation(nodes, allLinks) {
  const n = nodes.length;
  const big = heavy(n, allLinks.length);
  const links = spread(allLinks, LAYOUT_LINKS);
  if (links !== allLinks) {
    // the pull of each kept link as if it were the node's only ones
    const degree = new Map();
    for (const { source, target } of links)
      for (const end of [source, target]) degree.set(end.id ?? end, (degree.get(end.id ?? end) ?? 0) + 1);
    for (const node of nodes) node.degree = degree.get(node.id) ?? 1;
  }
  const sim = forceSimulation(nodes).stop();
  sim
    .force(
      'link',
      forceLink(links)
        .distance(distance(n))
        .strength((l) => (n > SMALL ? 1 : 2) / Math.min(l.source.degree, l.target.degree)),
    )
    .force(
      'charge',
      forceManyBody()
        .strength(n > SMALL ? -60 : -320)
        .theta(big ? 1.2 : 0.9),
    )
    .force('x', forceX().strength(n > SMALL ? 0.04 : 0.07))
    .force('y', forceY().strength(n > SMALL ? 0.04 : 0.07));
  if (n <= SMALL) sim.force('collide', forceCollide(24));
  if (big) sim.alphaDecay(0.04);
  return sim;
}

// A first placement that is already a rough picture of the graph, instead of
// d3's phyllotaxis (whose rings survive in big graphs and whose arbitrary
// order tangles small ones): each connected component of the nodes that have
// no place yet is laid out as a radial tree of a breadth-first search from
// its centre (a node midway along a long shortest path), each subtree in a
// sector as wide as its share of the nodes, the layers spaced so the density
// is even. Components sit side by side.
export function radialPlace(nodes, graph, spacing) {
  const n = nodes.length;
  const trees = new RadialTrees(nodes, graph);
  const done = new Uint8Array(n);
  let left = 0;
  for (let s = 0; s < n; s++) {
    if (nodes[s].x !== undefined || done[s]) continue;
    const count = trees.fromCentre(s);
    const radius = layerRadii(trees.layers(count, done), spacing);
    const outer = radius[radius.length - 1] + spacing;
    trees.place(count, left + outer, radius);
    left += 2 * outer;
  }
  // centre the whole picture on the origin
  if (left) {
    for (let i = 0; i < n; i++) if (done[i]) nodes[i].x -= left / 2;
  }
}

// The radius of each layer of a tree (layers: its node count at each
// depth): the disc inside it holds the nodes before it.
function layerRadii(layers, spacing) {
  const radius = [];
  let before = 0;
  layers.forEach((k, d) => {
    radius[d] = d ? Math.max(radius[d - 1] + spacing * 0.5, spacing * Math.sqrt(before + k / 2)) : 0;
    before += k;
  });
  return radius;
}

// The breadth-first trees radialPlace lays out, one connected component of
// the unplaced nodes at a time, in arrays reused for every component: the
// tree's nodes in breadth-first order (order[0..count), its root first),
// each one's parent, depth, subtree size and sector's start angle.
class RadialTrees {
  // graph: flat (model/flat-graph.js).
  constructor(nodes, graph) {
    const n = nodes.length;
    this.nodes = nodes;
    this.graph = graph;
    this.seen = new Int32Array(n).fill(-1);
    this.stamp = 0;
    this.parent = new Int32Array(n);
    this.order = new Int32Array(n);
    this.depth = new Int32Array(n);
    this.size = new Float64Array(n);
    this.start = new Float64Array(n);
  }

  // Breadth-first order (into order[0..count)) over unplaced nodes from root; returns count.
  bfs(root) {
    const { nodes, seen, parent, order } = this;
    const { offsets, targets } = this.graph;
    const stamp = ++this.stamp;
    let head = 0,
      tail = 0;
    order[tail++] = root;
    seen[root] = stamp;
    parent[root] = -1;
    while (head < tail) {
      const v = order[head++];
      for (let k = offsets[v]; k < offsets[v + 1]; k++) {
        const w = targets[k];
        if (seen[w] === stamp || nodes[w].x !== undefined) continue;
        seen[w] = stamp;
        parent[w] = v;
        order[tail++] = w;
      }
    }
    return tail;
  }

  // The tree of s's component from its centre, found by a double sweep: a
  // far node, the far end from it, the middle of that path. Returns its node count.
  fromCentre(s) {
    const { order, parent } = this;
    let count = this.bfs(s);
    count = this.bfs(order[count - 1]);
    const path = [];
    for (let v = order[count - 1]; v !== -1; v = parent[v]) path.push(v);
    return this.bfs(path[path.length >> 1]);
  }

  // Each node's depth and subtree size (its nodes marked done); returns the node count at each depth.
  layers(count, done) {
    const { order, parent, depth, size } = this;
    const layers = [];
    for (let i = 0; i < count; i++) {
      const v = order[i];
      done[v] = 1;
      depth[v] = i ? depth[parent[v]] + 1 : 0;
      layers[depth[v]] = (layers[depth[v]] ?? 0) + 1;
      size[v] = 1;
    }
    for (let i = count - 1; i > 0; i--) size[parent[order[i]]] += size[order[i]];
    return layers;
  }

  // Places the tree round (cx, 0), each node on its layer's circle, in a
  // sector: a node's children split its sector by subtree size.
  place(count, cx, radius) {
    const { nodes, order, parent, depth, size, start } = this;
    start[order[0]] = 0;
    const width = (v) => (2 * Math.PI * size[v]) / count;
    const cursor = new Map();
    for (let i = 0; i < count; i++) {
      const v = order[i];
      if (i) {
        const p = parent[v];
        start[v] = cursor.get(p);
        cursor.set(p, start[v] + width(v));
      }
      cursor.set(v, start[v]);
      const angle = start[v] + width(v) / 2;
      nodes[v].x = cx + radius[depth[v]] * Math.cos(angle);
      nodes[v].y = radius[depth[v]] * Math.sin(angle);
    }
  }
}
