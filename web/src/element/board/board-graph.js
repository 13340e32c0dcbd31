// The board's graph and tokens as plain data (no DOM; board.js keeps the
// state, tests/model/board-graph.test.mjs runs these in Node; the graph
// itself, flat: model/flat-graph.js): which arcs the drawn edges carry,
// where each token stands on screen, what a big graph's layers depend on.
import { ease } from './camera.js';

// The arcs among the edges drawn ({ source, target } with ids): [from, to]
// node ids, both ways when both arcs are there.
export function arcsAmong(edges, arcs, n) {
  const out = [];
  for (const { source: a, target: b } of edges) {
    if (arcs.has(a.id * n + b.id)) out.push([a.id, b.id]);
    if (arcs.has(b.id * n + a.id)) out.push([b.id, a.id]);
  }
  return out;
}

// Where each token stands on screen: on its node (screen(node) → [x, y]),
// gliding along its edge (both cats on their joint move, at ease(glide.t)),
// under the pointer while dragged; the mouse and the cat on one node side by
// side (`together`), cat B on another token's node beside it, lower.
export function tokenPlaces(scene, who, screen, { drag = null, tokenRadius }) {
  const at = Object.fromEntries(who.map((w) => [w, screen(scene[w])]));
  const glide = (w, from, to) => {
    if (from === undefined || from === to) return;
    const a = screen(from);
    const b = screen(to);
    const t = ease(scene.glide.t);
    at[w] = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  };
  if (scene.glide) {
    glide(scene.glide.who, scene.glide.from, scene.glide.to);
    if (at.cat2) glide('cat2', scene.glide.from2, scene.glide.to2);
  }
  if (drag?.kind === 'token') at[drag.who] = [drag.x, drag.y];
  const d = tokenRadius * 0.55;
  if (Math.hypot(at.mouse[0] - at.cat[0], at.mouse[1] - at.cat[1]) < 4) {
    at.together = true;
    at.mouse = [at.mouse[0] - d, at.mouse[1]];
    at.cat = [at.cat[0] + d, at.cat[1]];
  }
  if (at.cat2 && ['mouse', 'cat'].some((w) => Math.hypot(at.cat2[0] - at[w][0], at.cat2[1] - at[w][1]) < 2 * d)) {
    at.cat2 = [at.cat2[0] + d, at.cat2[1] + 2 * d];
  }
  return at;
}

// What a big graph's layers depend on: the positions (a weighted sum, so a
// moved node changes it), the view, the canvas, the holes and the colours.
export function layerKey(nodes, { k, x, y }, { w, h, dpr }, holes, { edge, node, nodeRing }) {
  let sumX = 0;
  let sumY = 0;
  nodes.forEach((n, i) => {
    sumX += n.x * (i + 1);
    sumY += n.y * (i + 1);
  });
  return `${nodes.length} ${sumX} ${sumY} ${k} ${x} ${y} ${w} ${h} ${dpr} ${[...holes]} ${edge} ${node} ${nodeRing}`;
}

// How strongly the edges show: faded when the graph is simplified (fewer
// drawn than there are) or a line stands out over them.
export const edgeAlpha = (simplified, focus) => (focus ? (simplified ? 0.18 : 0.35) : simplified ? 0.3 : 1);
