// The board's camera as plain maths (no DOM): a view { k, x, y } shows the
// layout point (lx, ly) at the screen point (lx k + x, ly k + y), in CSS
// pixels of the canvas. board.js keeps the view; this says how it moves.
export const clamp = (v, lo, hi) => Math.min(hi, Math.max(lo, v));
export const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export const MIN_ZOOM = 0.01;
export const MAX_ZOOM = 12;

// Layout point → screen point.
export const toScreen = ({ k, x, y }, lx, ly) => [lx * k + x, ly * k + y];

// Screen point → layout point.
export const toLayout = ({ k, x, y }, sx, sy) => [(sx - x) / k, (sy - y) / k];

// The view zoomed by factor about the screen point (sx, sy), which stays put.
export function zoomedAt(v, sx, sy, factor) {
  const k = clamp(v.k * factor, MIN_ZOOM, MAX_ZOOM);
  return { k, x: sx - ((sx - v.x) * k) / v.k, y: sy - ((sy - v.y) * k) / v.k };
}

// The screen area left for the drawing: the screen less its margins, at least 40 px each way.
export const fitArea = ({ w, h }, margin) => ({
  aw: Math.max(40, w - margin.left - margin.right),
  ah: Math.max(40, h - margin.top - margin.bottom),
});

// The view that fits the layout box [x0, y0, x1, y1] (padded by pad) into
// the screen of size { w, h } less its margins { left, right, top, bottom },
// centred, zoomed at most to maxZoom.
export function fitted([x0, y0, x1, y1], { w, h }, margin, pad, maxZoom) {
  const { aw, ah } = fitArea({ w, h }, margin);
  const k = clamp(Math.min(aw / (x1 - x0 + 2 * pad), ah / (y1 - y0 + 2 * pad)), 0.02, maxZoom);
  return { k, x: margin.left + aw / 2 - ((x0 + x1) / 2) * k, y: margin.top + ah / 2 - ((y0 + y1) / 2) * k };
}

// The layout box around points ({ x, y } each): [x0, y0, x1, y1].
export function boxOf(points) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const n of points) {
    x0 = Math.min(x0, n.x);
    y0 = Math.min(y0, n.y);
    x1 = Math.max(x1, n.x);
    y1 = Math.max(y1, n.y);
  }
  return [x0, y0, x1, y1];
}

// Where the view should go to keep the mouse and the cat (screen points m
// and c) in sight on a screen { w, h } whose drawing ends at bottom: null if
// both are inside it (margin px from its edges); else centred between them,
// or on the one that just moved (mover) when they are too far apart.
export function following(view, { w }, bottom, m, c, mover, margin = 60) {
  const inside = ([x, y]) => x > margin && x < w - margin && y > margin && y < bottom;
  if (inside(m) && inside(c)) return null;
  const both = Math.abs(m[0] - c[0]) < w - 2 * margin && Math.abs(m[1] - c[1]) < bottom - 2 * margin;
  const [tx, ty] = both ? [(m[0] + c[0]) / 2, (m[1] + c[1]) / 2] : mover;
  return { ...view, x: view.x + w / 2 - tx, y: view.y + bottom / 2 - ty };
}

// The view a fraction t of the way (eased) from one view to another, at the first's zoom.
export function between(from, to, t) {
  const e = ease(t);
  return { k: from.k, x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e };
}

// The view dragged by (dx, dy) screen pixels.
export const panned = (view, dx, dy) => ({ ...view, x: view.x + dx, y: view.y + dy });
