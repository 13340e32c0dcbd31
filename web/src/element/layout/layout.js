// Force-directed layout (d3-force). Small graphs run on the page's thread in
// small time slices per frame; big ones (a tick of 10,000 nodes takes ~70 ms,
// far over a frame) run in layout-worker.js, which posts positions back. If
// that file cannot be loaded (an embed that did not copy it), big graphs fall
// back to the page's thread.
import { CatMouseWorker } from 'catmouse/worker';
import { heavy, simulation, radialPlace, spacing } from './forces.js';
import { degree, linksOf, neighbours, nodeCount } from '../../model/flat-graph.js';

const FRAME_BUDGET_MS = 8;
const SETTLE_AT_ONCE = 300;
const NAME = 'catmouse-layout';

// The layout worker from a URL a page gave, or the package's own, written
// the way bundlers find it.
// (CatMouseWorker: through the catmouse Trusted Types policy, and from
// another origin through a blob: module; catmouse/worker.)
function startLayoutWorker(url) {
  const Worker = CatMouseWorker;
  if (url) return new Worker(url, { type: 'module', name: NAME });
  return new Worker(new URL('./layout-worker.js', import.meta.url), { type: 'module', name: 'catmouse-layout' }); // a literal: Vite 5 refuses other names
}

export class Layout {
  nodes = [];
  links = [];
  #simulation = null;
  #frame = 0;
  #onTick;
  #worker = null; // null: not tried yet; false: cannot be used
  #remote = false; // the current graph lays out in the worker
  #remoteRunning = false;
  #motion = window.matchMedia('(prefers-reduced-motion: reduce)');
  #generation = 0; // positions from the worker for an older graph are dropped
  #places = null; // for the next graph: places by node id, from an edit (keepPlaces)
  #frozen = false;

  // () => the layout worker's URL, or undefined for the package's own (set by the board).
  workerUrl = null;

  constructor(onTick) {
    this.#onTick = onTick;
  }

  // Keeps the places of nodes that were already drawn (typing a new edge
  // does not scatter the picture); new nodes start next to a neighbour. A
  // different graph (most of the old edges gone: another example) starts
  // afresh, each component a radial tree from its centre. graph: flat
  // (model/flat-graph.js), as the board has it.
  setGraph(graph) {
    const old = this.#places ?? (this.#kept(graph) * 2 >= this.links.length ? this.nodes : []);
    this.#places = null;
    this.placed = true; // until a worker is asked to place it (#sendGraph)
    // fx/fy: a node dropped in edit mode stays pinned where the person put it
    this.nodes = Array.from({ length: nodeCount(graph) }, (_, id) =>
      old[id] ? { id, x: old[id].x, y: old[id].y, fx: old[id].fx, fy: old[id].fy, vx: 0, vy: 0 } : { id },
    );
    for (const node of this.nodes) {
      if (node.x !== undefined) continue;
      const near = Array.from(neighbours(graph, node.id), (m) => this.nodes[m]);
      if (this.#frozen && old.length) {
        this.#placeApart(node, near);
        continue;
      }
      const placed = near.find((m) => m.x !== undefined);
      if (placed && old.length) {
        node.x = placed.x + (Math.random() - 0.5) * 30;
        node.y = placed.y + (Math.random() - 0.5) * 30;
      }
    }
    this.links = linksOf(graph, this.nodes);
    for (const node of this.nodes) node.degree = degree(graph, node.id) || 1;
    this.stop();
    const remote = !(this.#frozen && old.length) && heavy(this.nodes.length, this.links.length) && this.#startWorker();
    // A big graph's first placement (a breadth-first search per component,
    // tens of ms on the page's thread for 10,000 nodes or 80,000 edges) is
    // the worker's, before its first tick: the page draws it from the
    // worker's first positions (placed is false until then).
    if (!remote) {
      radialPlace(this.nodes, graph, spacing(this.nodes.length));
      this.placedIn = 'page';
    }
    if (this.#frozen && old.length) return this.#onTick(); // edit mode: nothing moves on its own
    const alpha = old.length ? 0.6 : 1;
    if (remote) this.#sendGraph(alpha);
    else this.#local(alpha);
  }

  // Has every node a place (false while the worker makes a big graph's first placement)?
  placed = true;
  // Where the last first placement ran: 'page' or 'worker' (for tests).
  placedIn = null;

  // How many of the drawn graph's links the new graph keeps: a set of
  // neighbours only for the nodes the old links start from (nothing for a
  // first graph; a 3-node board before a 10,000-node one looks at 3 lists).
  #kept(graph) {
    const n = nodeCount(graph),
      near = new Map();
    let kept = 0;
    for (const { source, target } of this.links) {
      if (source.id >= n || target.id >= n) continue;
      let set = near.get(source.id);
      if (!set) near.set(source.id, (set = new Set(neighbours(graph, source.id))));
      if (set.has(target.id)) kept++;
    }
    return kept;
  }

  // Nodes held at the places given (a LeetCode 1728 grid's cells): no forces
  // run, and nothing moves them.
  place(graph, places) {
    this.stop();
    this.#places = null;
    this.#generation++; // positions the worker may still send are for another graph
    this.placed = true;
    this.nodes = places.map(({ x, y }, id) => ({ id, x, y, fx: x, fy: y, vx: 0, vy: 0, degree: degree(graph, id) || 1 }));
    this.links = linksOf(graph, this.nodes);
    this.#onTick();
  }

  // While drawing (no forces to spread them), a node that comes back (an
  // undone delete) goes near its placed neighbours, or the middle, at the
  // free spot of a ring around there.
  #placeApart(node, neighbourNodes) {
    const placed = this.nodes.filter((m) => m.x !== undefined);
    if (!placed.length) return;
    const near = neighbourNodes.filter((m) => m.x !== undefined);
    const from = near.length ? near : placed;
    const cx = from.reduce((sum, m) => sum + m.x, 0) / from.length;
    const cy = from.reduce((sum, m) => sum + m.y, 0) / from.length;
    const ring = 2 * spacing(this.nodes.length);
    let best = null;
    for (let i = 0; i < 12; i++) {
      const x = cx + ring * Math.cos((i * Math.PI) / 6),
        y = cy + ring * Math.sin((i * Math.PI) / 6);
      const clear = Math.min(...placed.map((m) => Math.hypot(m.x - x, m.y - y)));
      if (!best || clear > best.clear) best = { x, y, clear };
    }
    node.x = best.x;
    node.y = best.y;
  }

  // Edit mode: the simulation stops and stays stopped; nodes move only when dragged.
  set frozen(on) {
    this.#frozen = !!on;
    if (on) this.stop();
  }

  // The places of the next graph's nodes (an edit's): each node keeps its
  // place under its new id, shift(id) (null: deleted); `add` ({ id, x, y })
  // places a new node. Several edits before the next graph add up.
  keepPlaces(shift, add = null) {
    const places = [];
    (this.#places ?? this.nodes).forEach((node, id) => {
      const to = node ? shift(id) : null;
      if (to !== null && to !== undefined) places[to] = { x: node.x, y: node.y, fx: node.fx, fy: node.fy };
    });
    if (add) places[add.id] = { x: add.x, y: add.y, fx: add.x, fy: add.y };
    this.#places = places;
  }

  #local(alpha) {
    this.#remote = false;
    this.placed = true;
    this.#simulation = simulation(this.nodes, this.links);
    // prefers-reduced-motion: a small graph settles before it is drawn
    // (a few ms) instead of floating into place.
    if (this.#motion.matches && this.nodes.length <= SETTLE_AT_ONCE) {
      this.#simulation
        .alpha(alpha)
        .tick(Math.ceil(Math.log(this.#simulation.alphaMin() / alpha) / Math.log(1 - this.#simulation.alphaDecay())));
      this.#onTick();
      return;
    }
    this.reheat(alpha);
  }

  #startWorker() {
    if (this.#worker === null) {
      try {
        this.#worker = startLayoutWorker(this.workerUrl?.());
        this.#worker.onmessage = ({ data }) => this.#receive(data);
        this.#worker.onerror = (event) => {
          event.preventDefault();
          this.#worker.terminate();
          this.#worker = false;
          if (this.#remote) this.#local(1);
        };
      } catch {
        this.#worker = false;
      }
    }
    return !!this.#worker;
  }

  #sendGraph(alpha) {
    this.#remote = true;
    this.#remoteRunning = true;
    const n = this.nodes.length;
    const positions = new Float32Array(n * 2),
      degrees = new Int32Array(n),
      links = new Int32Array(this.links.length * 2);
    // NaN: no place yet (the worker places it)
    this.placed = this.nodes.every((node) => node.x !== undefined);
    if (!this.placed) this.placedIn = 'worker';
    this.nodes.forEach((node, i) => {
      positions[2 * i] = node.x ?? NaN;
      positions[2 * i + 1] = node.y ?? NaN;
      degrees[i] = node.degree;
    });
    this.links.forEach(({ source, target }, i) => {
      links[2 * i] = source.id;
      links[2 * i + 1] = target.id;
    });
    this.#worker.postMessage({ type: 'graph', generation: ++this.#generation, positions, degrees, links, alpha, spacing: spacing(n) }, [
      positions.buffer,
      degrees.buffer,
      links.buffer,
    ]);
    if (this.placed) this.#onTick();
  }

  #receive({ positions, running, generation }) {
    if (!this.#remote || generation !== this.#generation) return;
    this.nodes.forEach((node, i) => {
      if (node.fx != null) return; // the pointer holds it
      node.x = positions[2 * i];
      node.y = positions[2 * i + 1];
    });
    this.placed = true;
    this.#remoteRunning = running;
    this.#onTick();
  }

  reheat(alpha = 0.3) {
    if (this.#remote) {
      this.#remoteRunning = true;
      return this.#worker.postMessage({ type: 'reheat', alpha });
    }
    if (!this.#simulation) return;
    this.#simulation.alpha(Math.max(alpha, this.#simulation.alpha()));
    if (!this.#frame) this.#frame = requestAnimationFrame(() => this.#run());
  }

  // Holds node at (x, y) while it is dragged; null lets it go.
  pin(node, x, y) {
    node.fx = x;
    node.fy = y;
    if (x !== null) {
      node.x = x;
      node.y = y;
    }
    if (this.#remote) {
      this.#worker.postMessage({ type: 'pin', id: node.id, x, y });
      if (x !== null) this.#remoteRunning = true;
    } else if (x !== null && !this.#frozen) {
      this.reheat(0.25);
    }
  }

  get running() {
    return this.#remote ? this.#remoteRunning : this.#frame !== 0;
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
    if (!this.#remote && this.#simulation) return this.#simulation.find(x, y, radius);
    let best,
      bestD = radius * radius;
    for (const node of this.nodes) {
      const d = (node.x - x) ** 2 + (node.y - y) ** 2;
      if (d < bestD) {
        best = node;
        bestD = d;
      }
    }
    return best;
  }

  stop() {
    cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.#simulation?.stop();
    this.#simulation = null;
    if (this.#remote) this.#worker.postMessage({ type: 'stop' });
    this.#remote = false;
    this.#remoteRunning = false;
  }

  // The board left the page: nothing of it keeps running (its layout worker
  // ends; a board put back starts another when it needs one).
  close() {
    this.stop();
    if (this.#worker) this.#worker.terminate();
    this.#worker = null;
  }
}
