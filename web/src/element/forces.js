// The d3-force simulation of a graph, the same on the page's thread and in
// the layout worker: softer, cheaper forces as graphs grow.
import { forceSimulation, forceLink, forceManyBody, forceX, forceY, forceCollide } from 'd3-force';

export const BIG = 1500;

// nodes: [{ id, x?, y?, degree }], links: [{ source, target }] (ids or nodes).
export function simulation(nodes, links) {
  const n = nodes.length;
  const big = n > BIG;
  const sim = forceSimulation(nodes).stop();
  sim
    .force('link', forceLink(links).distance(n > 300 ? 30 : 60).strength((l) => 1 / Math.min(l.source.degree, l.target.degree)))
    .force('charge', forceManyBody().strength(n > 300 ? -60 : -320).theta(big ? 1.2 : 0.9).distanceMax(big ? 250 : Infinity))
    .force('x', forceX().strength(n > 300 ? 0.04 : 0.07))
    .force('y', forceY().strength(n > 300 ? 0.04 : 0.07));
  if (n <= 300) sim.force('collide', forceCollide(24));
  if (big) sim.alphaDecay(0.04);
  return sim;
}

// Where d3 puts a node that has no place yet (its phyllotaxis), so the page
// can draw a big graph before the worker's first positions arrive.
export function initialPlace(node, i) {
  const radius = 10 * Math.sqrt(0.5 + i), angle = i * Math.PI * (3 - Math.sqrt(5));
  node.x = radius * Math.cos(angle);
  node.y = radius * Math.sin(angle);
}
