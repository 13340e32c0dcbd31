// A big graph's edges and nodes, the parts of the board that change only when
// the layout or the view does, drawn off-frame into two canvases in slices of
// at most SLICE items (and SLICE_PIXELS of line), one slice per task: 20,000 edges and 10,000 nodes in
// one frame were a main-thread task of 100-300 ms, repeated at every frame
// while the layout streamed in and at every frame of a glide. The board
// composites the last finished pair every frame (edges under the moves and
// trails, nodes over them), moved and scaled to the current view while the
// next pair is drawn.
// A slice's strokes are budgeted by count and, for edges, by their length
// on screen: what rasterising costs (a complete graph's edges cross the
// whole board; 2,500 of them took as long as 20,000 short ones).
export const SLICE = 1000;
export const SLICE_PIXELS = 60000;

// A message is a task of its own, with no 4 ms clamp as nested timeouts have.
let channel = null;
const queue = [];
const task = (run) => {
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
  sliceLog = []; // items drawn by each task of the last finished pair (for tests)

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

  // picture: { key, view, width, height (device pixels), slices: [{ items, layer, draw(edgesCtx, nodesCtx) }] }
  // built lazily by make() only when the key is new.
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
    if (!front) return;
    const s = view.k / front.view.k;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.setTransform(s, 0, 0, s, dpr * (view.x - front.view.x * s), dpr * (view.y - front.view.y * s));
    ctx.drawImage(front[which], 0, 0);
    ctx.restore();
  }

  #canvases(width, height) {
    const pair = this.#spare && this.#spare.edges.width === width && this.#spare.edges.height === height ? this.#spare : {
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
    const clear = (layer) => ({ items: 0, layer, draw: (edges, nodes) => {
      const ctx = layer === 'edges' ? edges : nodes;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, picture.width, picture.height);
    } });
    const job = { key, pair, view: picture.view, slices: [clear('edges'), clear('nodes'), ...picture.slices], next: 0, log: [] };
    this.#job = job;
    const step = () => {
      if (this.#job !== job) return; // cleared: a new graph
      const slice = job.slices[job.next++];
      if (slice) {
        const edges = pair.edges.getContext('2d'), nodes = pair.nodes.getContext('2d');
        slice.draw(edges, nodes);
        // A canvas records its drawing and rasterises it when it is next
        // read: a one-pixel read makes this slice's strokes happen in this
        // task, not all at once in the frame that composites the layer.
        (slice.layer === 'nodes' ? nodes : edges).getImageData(0, 0, 1, 1);
        if (slice.items) job.log.push(slice.items);
      }
      if (job.next < job.slices.length) return task(step);
      if (this.#front) this.#spare = { edges: this.#front.edges, nodes: this.#front.nodes };
      this.#front = { edges: pair.edges, nodes: pair.nodes, view: job.view, key };
      this.sliceLog = job.log;
      this.#job = null;
      const wanted = this.#wanted;
      this.#wanted = null;
      if (wanted && wanted.key !== key) this.#start(wanted.key, wanted.make);
      this.#onReady();
    };
    task(step);
  }

  get busy() {
    return !!this.#job;
  }
}
