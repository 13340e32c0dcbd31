// A big graph's edges and nodes, the parts of the board that change only when
// the layout or the view does, drawn off-frame into two canvases in slices,
// one slice per task: 20,000 edges and 10,000 nodes in one frame were a
// main-thread task of 100-300 ms, repeated at every frame while the layout
// streamed in and at every frame of a glide. The board composites the last
// finished pair every frame (edges under the moves and trails, nodes over
// them), moved and scaled to the current view while the next pair is drawn.
//
// A slice holds at most SLICE items and at most `budget` of weight: an edge
// weighs its length on screen plus one (what rasterising costs: a complete
// graph's edges cross the whole board; 2,500 of them took as long as 20,000
// short ones), a node or an arrowhead ITEM_WEIGHT. The budget adapts to what
// the slices cost: after each slice it becomes the weight that would have
// taken TARGET_MS at the rate just measured, never above SLICE_PIXELS nor
// below MIN_PIXELS (a slow or loaded machine draws in more, smaller slices).
export const SLICE = 1000;
export const SLICE_PIXELS = 60000;
export const MIN_PIXELS = 2000;
export const ITEM_WEIGHT = 60;
const TARGET_MS = 30;

// A message is a task of its own, with no 4 ms clamp as nested timeouts have.
let channel = null;
const queue = [];
export const nextTask = (run) => {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
  }
  queue.push(run);
  channel.port2.postMessage(0);
};

const canvas = (width, height) => {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
};

export class Layers {
  #front = null; // { edges, nodes, view, key }
  #spare = null; // canvases to draw the next pair into
  #job = null; // the pair being drawn: { key, canvases, slices, next }
  #wanted = null; // the latest picture asked for while a job runs
  #onReady;
  #budget = SLICE_PIXELS; // the weight of the next slice (adapted to the measured cost)
  sliceLog = []; // { items, weight } drawn by each task of the last finished pair (for tests)

  // onReady(): a new pair is finished (the board composites it).
  constructor(onReady) {
    this.#onReady = onReady;
  }

  // A new graph: the old picture must not show under it.
  clear() {
    this.#front = null;
    this.#job = null;
    this.#wanted = null;
  }

  // picture: { key, view, width, height (device pixels), parts: [{ layer
  // ('edges' or 'nodes'), count, weight(i), draw(edgesCtx, nodesCtx, from, to) }] }
  // built lazily by make() only when the key is new; each part is cut into
  // slices as it is drawn.
  want(key, make) {
    if (this.#front?.key === key || this.#job?.key === key) return;
    if (this.#job) {
      this.#wanted = { key, make };
      return;
    }
    this.#start(key, make);
  }

  // Draws the finished pair for the view `view` (the board's context, already cleared).
  // alpha: the layer's strength (a faded graph behind the line).
  composite(ctx, which, view, dpr, alpha = 1) {
    const front = this.#front;
    // A board taken off the page (or not yet laid out) has a canvas of no size: nothing to draw.
    if (!front || !front[which].width || !front[which].height) return;
    const s = view.k / front.view.k;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.setTransform(s, 0, 0, s, dpr * (view.x - front.view.x * s), dpr * (view.y - front.view.y * s));
    ctx.drawImage(front[which], 0, 0);
    ctx.restore();
  }

  #canvases(width, height) {
    const pair =
      this.#spare && this.#spare.edges.width === width && this.#spare.edges.height === height
        ? this.#spare
        : {
            edges: canvas(width, height),
            nodes: canvas(width, height),
          };
    this.#spare = null;
    return pair;
  }

  #start(key, make) {
    const picture = make();
    const pair = this.#canvases(picture.width, picture.height);
    // clearing a layer (a few MB of pixels) is a task of its own too: it
    // showed as the longest part of a pair in Chromium's profile
    const clear = (layer) => ({
      layer,
      count: 1,
      clear: true,
      weight: () => 0,
      draw: (edges, nodes) => {
        const ctx = layer === 'edges' ? edges : nodes;
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.clearRect(0, 0, picture.width, picture.height);
      },
    });
    const job = { key, pair, view: picture.view, parts: [clear('edges'), clear('nodes'), ...picture.parts], part: 0, at: 0, log: [] };
    this.#job = job;
    const step = () => {
      if (this.#job !== job) return; // cleared: a new graph
      while (job.parts[job.part]?.count === 0) job.part++; // nothing to draw (a graph without arcs)
      const part = job.parts[job.part];
      if (part) {
        const started = performance.now();
        // at least one item; then while the slice stays within both bounds
        let end = job.at + 1,
          weight = part.weight(job.at);
        while (end < part.count && end - job.at < SLICE && weight + part.weight(end) <= this.#budget) weight += part.weight(end++);
        const edges = pair.edges.getContext('2d'),
          nodes = pair.nodes.getContext('2d');
        part.draw(edges, nodes, job.at, end);
        // A canvas records its drawing and rasterises it when it is next
        // read: a one-pixel read makes this slice's strokes happen in this
        // task, not all at once in the frame that composites the layer.
        (part.layer === 'nodes' ? nodes : edges).getImageData(0, 0, 1, 1);
        if (!part.clear) {
          job.log.push({ items: end - job.at, weight, budget: this.#budget });
          const spent = Math.max(performance.now() - started, 0.5);
          this.#budget = Math.min(SLICE_PIXELS, Math.max(MIN_PIXELS, (weight / spent) * TARGET_MS));
        }
        job.at = end;
        if (end >= part.count) {
          job.part++;
          job.at = 0;
        }
      }
      if (job.part < job.parts.length) return nextTask(step);
      if (this.#front) this.#spare = { edges: this.#front.edges, nodes: this.#front.nodes };
      this.#front = { edges: pair.edges, nodes: pair.nodes, view: job.view, key };
      this.sliceLog = job.log;
      this.#job = null;
      const wanted = this.#wanted;
      this.#wanted = null;
      if (wanted && wanted.key !== key) this.#start(wanted.key, wanted.make);
      this.#onReady();
    };
    nextTask(step);
  }

  get busy() {
    return !!this.#job;
  }
}
