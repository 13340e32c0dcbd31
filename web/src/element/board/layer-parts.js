// A big graph's board as layers (layers.js): its edges, a directed graph's
// arrowheads and its nodes, each a part drawn in slices.
import { arrowGap, arrowHead, arrowSize, paintNodes } from './board-paint.js';
import { clamp } from './camera.js';
import { ITEM_WEIGHT } from './layers.js';

// A big graph's edges and nodes as layers.js draws them, in slices: the
// same strokes as the direct drawing, from a copy of the positions (the
// layout worker's next ones may come in between two slices); edges: the
// links drawn, arcs: a directed graph's [from, to] among them, width and
// height: the canvas's pixels.
export function layerParts(f, { edges, arcs, big, width, height }) {
  const { k, x: tx, y: ty } = f.view;
  const at = screenCopy(f.nodes, f.view);
  const ends = new Int32Array(edges.length * 2);
  edges.forEach(({ source, target }, i) => {
    ends[2 * i] = source.id;
    ends[2 * i + 1] = target.id;
  });
  const start = edgeStyle(f.size.dpr, f.c.edge, k);
  const parts = [edgeStrokes(at, ends, start), arrowHeads(at, arcs, start, f.r), nodeDiscs(f, at, big)];
  return { view: { k, x: tx, y: ty }, width, height, parts };
}

// The nodes' screen positions now, x and y in turn.
function screenCopy(nodes, { k, x: tx, y: ty }) {
  const at = new Float64Array(nodes.length * 2);
  nodes.forEach((n, i) => {
    at[2 * i] = n.x * k + tx;
    at[2 * i + 1] = n.y * k + ty;
  });
  return at;
}

// Sets a layer's context to draw edges: start(ctx).
function edgeStyle(dpr, edge, k) {
  return (ctx) => {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.lineCap = 'round';
    ctx.strokeStyle = edge;
    ctx.fillStyle = edge;
    ctx.lineWidth = clamp(2 * k, 0.4, 2.5);
  };
}

// The edges' strokes (ends: each edge's two node ids in turn).
function edgeStrokes(at, ends, start) {
  // an edge weighs its length on screen (what rasterising it costs), layers.js
  const length = (i) =>
    Math.hypot(at[2 * ends[2 * i]] - at[2 * ends[2 * i + 1]], at[2 * ends[2 * i] + 1] - at[2 * ends[2 * i + 1] + 1]) + 1;
  return {
    layer: 'edges',
    count: ends.length / 2,
    weight: length,
    draw: (ctx, _, from, to) => {
      start(ctx);
      ctx.beginPath();
      for (let i = from; i < to; i++) {
        const a = ends[2 * i],
          b = ends[2 * i + 1];
        ctx.moveTo(at[2 * a], at[2 * a + 1]);
        ctx.lineTo(at[2 * b], at[2 * b + 1]);
      }
      ctx.stroke();
    },
  };
}

// A directed graph's arrowheads, on the edges' layer.
function arrowHeads(at, arcs, start, r) {
  const point = (id) => [at[2 * id], at[2 * id + 1]];
  return {
    layer: 'edges',
    count: arcs.length,
    weight: () => ITEM_WEIGHT,
    draw: (ctx, _, from, to) => {
      start(ctx);
      for (const [a, b] of arcs.slice(from, to)) arrowHead(ctx, point(a), point(b), arrowGap(r), arrowSize(r));
    },
  };
}

// The nodes, on their own layer.
function nodeDiscs(f, at, big) {
  const { nodes, r } = f;
  const { dpr } = f.size;
  return {
    layer: 'nodes',
    count: nodes.length,
    weight: () => ITEM_WEIGHT,
    draw: (_, ctx, from, to) => {
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintNodes(
        f,
        ctx,
        nodes.slice(from, to),
        (n) => at[2 * n.id],
        (n) => at[2 * n.id + 1],
        r,
        big,
      );
    },
  };
}
