// Force-directed layout (d3-force) driven in small time slices per frame, so
// that even a 10,000-node graph lays out without freezing the page.
import { forceSimulation, forceLink, forceManyBody, forceX, forceY, forceCollide } from 'd3-force';

const FRAME_BUDGET_MS = 8;

export class Layout {
  nodes = [];
  links = [];
  #simulation = null;
  #frame = 0;
  #onTick;

  constructor(onTick) {
    this.#onTick = onTick;
  }

  // Keeps the places of nodes that were already drawn (typing a new edge
  // does not scatter the picture); new nodes start next to a neighbour.
  setGraph(adjacency) {
    const old = this.nodes;
    const n = adjacency.length;
    this.nodes = adjacency.map((_, id) => (old[id] ? { id, x: old[id].x, y: old[id].y, vx: 0, vy: 0 } : { id }));
    for (const node of this.nodes) {
      if (node.x !== undefined) continue;
      const placed = adjacency[node.id].map((m) => this.nodes[m]).find((m) => m.x !== undefined);
      if (placed && old.length) {
        node.x = placed.x + (Math.random() - 0.5) * 30;
        node.y = placed.y + (Math.random() - 0.5) * 30;
      }
    }
    this.links = [];
    adjacency.forEach((list, a) => list.forEach((b) => a < b && this.links.push({ source: a, target: b })));

    for (const node of this.nodes) node.degree = adjacency[node.id].length || 1;
    this.#simulation?.stop();
    const big = n > 1500;
    const sim = forceSimulation(this.nodes).stop();
    sim
      .force('link', forceLink(this.links).distance(n > 300 ? 30 : 60).strength((l) => 1 / Math.min(l.source.degree, l.target.degree)))
      .force('charge', forceManyBody().strength(n > 300 ? -60 : -320).theta(big ? 1.2 : 0.9).distanceMax(big ? 250 : Infinity))
      .force('x', forceX().strength(n > 300 ? 0.04 : 0.07))
      .force('y', forceY().strength(n > 300 ? 0.04 : 0.07));
    if (n <= 300) sim.force('collide', forceCollide(24));
    if (big) sim.alphaDecay(0.04);
    this.#simulation = sim;
    this.reheat(old.length ? 0.6 : 1);
  }

  reheat(alpha = 0.3) {
    if (!this.#simulation) return;
    this.#simulation.alpha(Math.max(alpha, this.#simulation.alpha()));
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.#run());
  }

  get running() {
    return this.#frame !== 0;
  }

  #run() {
    this.#frame = 0;
    const sim = this.#simulation;
    const start = performance.now();
    while (sim.alpha() > sim.alphaMin() && performance.now() - start < FRAME_BUDGET_MS) sim.tick();
    this.#onTick();
    if (sim.alpha() > sim.alphaMin()) this.#frame = requestAnimationFrame(() => this.#run());
  }

  // The node nearest to (x, y) in layout coordinates, within radius.
  find(x, y, radius) {
    return this.#simulation?.find(x, y, radius);
  }

  stop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#simulation?.stop();
  }
}
