// The layout worker's work: makes a big graph's first placement and runs its force
// simulation off the page's thread (a tick of 10,000 nodes takes ~70 ms, far
// more than a frame) and posts the positions back, about every SLICE_MS.
import { simulation, radialPlace } from './forces.js';
import { fromLinks } from '../../model/flat-graph.js';

const SLICE_MS = 40;

// Runs in a worker (scope: its global): answers the board's messages.
export function startLayoutThread(scope = self) {
  const thread = new LayoutThread(scope);
  scope.onmessage = ({ data }) => thread.receive(data);
}

// One graph's simulation at a time, run in slices between the messages.
class LayoutThread {
  #scope;
  #sim = null;
  #nodes = [];
  #timer = 0;
  #generation = 0;

  constructor(scope) {
    this.#scope = scope;
  }

  receive(data) {
    if (data.type === 'graph') this.#graph(data);
    else if (data.type === 'reheat' && this.#sim) this.#reheat(data.alpha);
    else if (data.type === 'pin' && this.#sim) {
      const node = this.#nodes[data.id];
      node.fx = data.x;
      node.fy = data.y;
      if (data.x !== null) this.#reheat(0.25);
    } else if (data.type === 'stop') {
      this.#sim?.stop();
      this.#sim = null;
      clearTimeout(this.#timer);
      this.#timer = 0;
    }
  }

  // A new graph: positions (NaN for a node the page has no place for),
  // degrees, links (the ends in turn), spacing, alpha, generation.
  #graph({ positions, degrees, links, spacing, alpha, generation }) {
    this.#generation = generation;
    const nodes = Array.from(degrees, (degree, id) =>
      Number.isNaN(positions[2 * id]) ? { id, degree } : { id, degree, x: positions[2 * id], y: positions[2 * id + 1] },
    );
    this.#nodes = nodes;
    const pairs = [];
    for (let i = 0; i < links.length; i += 2) pairs.push({ source: links[i], target: links[i + 1] });
    // A node without a place (a new graph): the first placement is made
    // here, off the page's thread, and posted before the first tick so the
    // page can draw at once.
    if (nodes.some((node) => node.x === undefined)) {
      radialPlace(nodes, fromLinks(nodes.length, links), spacing);
      this.#post(true);
    }
    this.#sim = simulation(nodes, pairs);
    this.#reheat(alpha);
  }

  #run() {
    this.#timer = 0;
    const sim = this.#sim;
    if (!sim) return;
    const start = performance.now();
    do sim.tick();
    while (sim.alpha() > sim.alphaMin() && performance.now() - start < SLICE_MS);
    const running = sim.alpha() > sim.alphaMin();
    this.#post(running);
    if (running) this.#timer = setTimeout(() => this.#run());
  }

  #post(running) {
    const positions = new Float32Array(this.#nodes.length * 2);
    this.#nodes.forEach((node, i) => {
      positions[2 * i] = node.x;
      positions[2 * i + 1] = node.y;
    });
    this.#scope.postMessage({ positions, running, generation: this.#generation }, [positions.buffer]);
  }

  #reheat(alpha) {
    this.#sim.alpha(Math.max(alpha, this.#sim.alpha()));
    if (!this.#timer) this.#timer = setTimeout(() => this.#run());
  }
}
