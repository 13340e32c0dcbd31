// The layout worker's work: makes a big graph's first placement and runs its force
// simulation off the page's thread (a tick of 10,000 nodes takes ~70 ms, far
// more than a frame) and posts the positions back, about every SLICE_MS.
import { simulation, radialPlace } from './forces.js';

const SLICE_MS = 40;

// Runs in a worker (scope: its global): answers the board's messages.
export function startLayoutThread(scope = self) {
  let sim = null;
  let nodes = [];
  let timer = 0;
  let generation = 0;

  function run() {
    timer = 0;
    if (!sim) return;
    const start = performance.now();
    do sim.tick();
    while (sim.alpha() > sim.alphaMin() && performance.now() - start < SLICE_MS);
    const running = sim.alpha() > sim.alphaMin();
    post(running);
    if (running) timer = setTimeout(run);
  }

  function post(running) {
    const positions = new Float32Array(nodes.length * 2);
    nodes.forEach((node, i) => {
      positions[2 * i] = node.x;
      positions[2 * i + 1] = node.y;
    });
    scope.postMessage({ positions, running, generation }, [positions.buffer]);
  }

  function reheat(alpha) {
    sim.alpha(Math.max(alpha, sim.alpha()));
    if (!timer) timer = setTimeout(run);
  }

  scope.onmessage = ({ data }) => {
    if (data.type === 'graph') {
      const { positions, degrees, links } = data;
      generation = data.generation;
      // NaN: a node the page has no place for (a new graph): the first
      // placement is made here, off the page's thread, and posted before the
      // first tick so the page can draw at once.
      nodes = Array.from(degrees, (degree, id) =>
        Number.isNaN(positions[2 * id]) ? { id, degree } : { id, degree, x: positions[2 * id], y: positions[2 * id + 1] },
      );
      const pairs = [];
      for (let i = 0; i < links.length; i += 2) pairs.push({ source: links[i], target: links[i + 1] });
      if (nodes.some((node) => node.x === undefined)) {
        const adjacency = nodes.map(() => []);
        for (let i = 0; i < links.length; i += 2) {
          adjacency[links[i]].push(links[i + 1]);
          adjacency[links[i + 1]].push(links[i]);
        }
        radialPlace(nodes, adjacency, data.spacing);
        post(true);
      }
      sim = simulation(nodes, pairs);
      reheat(data.alpha);
    } else if (data.type === 'reheat' && sim) {
      reheat(data.alpha);
    } else if (data.type === 'pin' && sim) {
      const node = nodes[data.id];
      node.fx = data.x;
      node.fy = data.y;
      if (data.x !== null) reheat(0.25);
    } else if (data.type === 'stop') {
      sim?.stop();
      sim = null;
      clearTimeout(timer);
      timer = 0;
    }
  };
}
