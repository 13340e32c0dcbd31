// The board's painting: each layer of a drawing as a function of one frame
// f = { ctx, c (the palette), nodes, view { k, x, y }, size { w, h }, r (a
// node's radius on screen), screen(node), holes, hole, grid, scene, drag,
// hover, pointer, highlight }, which board.js makes for each drawing.
import { drawHole, drawToken, nameTag, ring, tokenName } from './icons.js';
import { nodeShort } from '../../words/place-words.js';
import { drawValueMarks } from './value-marks.js';
import { CELL } from './grid-paint.js';
import { clamp } from './camera.js';

// An arrowhead's size for a node radius r (screen px): about the radius, so
// it reads at laptop width (at least 6 px, at most 17); the SVG export draws
// the same (picture().arrow).
export const arrowSize = (r) => clamp(r * 0.8, 6, 17);
// How far short of the node's centre the tip stops: clear of its ring.
export const arrowGap = (r) => Math.max(r, 3) + 2;

// A filled arrowhead at `to`, `gap` pixels short of its centre, pointing from `from`.
export function arrowHead(ctx, from, to, gap, size) {
  const dx = to[0] - from[0],
    dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length < gap + size) return;
  const ux = dx / length,
    uy = dy / length;
  const tipX = to[0] - ux * gap,
    tipY = to[1] - uy * gap;
  const baseX = tipX - ux * size,
    baseY = tipY - uy * size;
  ctx.beginPath();
  ctx.moveTo(tipX, tipY);
  ctx.lineTo(baseX - uy * size * 0.5, baseY + ux * size * 0.5);
  ctx.lineTo(baseX + uy * size * 0.5, baseY - ux * size * 0.5);
  ctx.closePath();
  ctx.fill();
}

// The nodes (minus the holes, drawn on their own) as one path: filled,
// and ringed once they are more than a few pixels across; sx(n), sy(n):
// where node n is on screen.
export function paintNodes(f, ctx, nodes, sx, sy, r, big) {
  const { size, c, holes, grid } = f;
  const { w, h } = size;
  ctx.fillStyle = c.node;
  ctx.strokeStyle = c.nodeRing;
  ctx.lineWidth = big ? 0.8 : clamp(r * 0.12, 1, 2);
  ctx.beginPath();
  const dots = r <= 2.5; // a few pixels: squares look the same and draw far faster than arcs
  for (const n of nodes) {
    if (holes.has(n.id) || grid) continue; // a grid's cells are its nodes
    const x = sx(n),
      y = sy(n);
    if (x < -r || y < -r || x > w + r || y > h + r) continue;
    if (dots) {
      ctx.rect(x - r, y - r, 2 * r, 2 * r);
      continue;
    }
    ctx.moveTo(x + r, y);
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fill();
  if (r > 2.5) ctx.stroke();
}

// The edge selected in edit mode, the tokens' recent path, and every legal
// move of the side to move, coloured by its value for it.
export function paintMoves(f, edit) {
  const { ctx, c, r, screen, scene: s } = f;
  if (edit?.selected?.edge) {
    const [a, b] = edit.selected.edge.map((id) => screen(id));
    ctx.strokeStyle = c.focus;
    ctx.lineWidth = clamp(r * 0.5, 4, 8);
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  }
  // the recent path of each token, fading
  if (s?.trail) {
    s.trail.forEach(({ who, from, to }, i) => {
      const [ax, ay] = screen(from),
        [bx, by] = screen(to);
      ctx.globalAlpha = 0.15 + 0.35 * ((i + 1) / s.trail.length);
      ctx.strokeStyle = c[who];
      ctx.lineWidth = clamp(r * 0.45, 2, 6);
      ctx.setLineDash([6, 5]);
      ctx.beginPath();
      ctx.moveTo(ax, ay);
      ctx.lineTo(bx, by);
      ctx.stroke();
    });
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
  }
  // every legal move of the side to move, coloured by its value for it
  if (s?.options && !s.glide) {
    const mover = s.from ?? s[s.turn];
    const from = screen(mover);
    for (const option of s.options) {
      const [bx, by] = screen(option.to);
      ctx.strokeStyle = c[option.kind] ?? c.focus; // 'move': the values hidden (model/quiz.js)
      ctx.lineWidth = clamp(r * 0.55, 3, 8);
      ctx.beginPath();
      if (option.to === mover) {
        // Passing (staying put): a loop above the node.
        const loop = Math.max(r, 8) * 0.9;
        ctx.arc(bx, by - Math.max(r, 8) - loop * 0.6, loop, 0, Math.PI * 2);
      } else {
        ctx.moveTo(from[0], from[1]);
        ctx.lineTo(bx, by);
      }
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }
}

// The holes (a grid's food, with its word).
export function paintHoles(f) {
  const {
    ctx,
    c,
    nodes,
    r,
    screen,
    holes,
    hole,
    grid,
    view: { k },
  } = f;
  if (grid) {
    const [hx, hy] = screen(hole);
    const side = CELL * k; // the icon a little up, the word under it, both inside the cell
    drawHole(ctx, hx, hy - side * 0.1, Math.max(side * 0.26, 5), c);
    foodLabel(f, hx, hy);
  } else {
    for (const hole of holes) {
      if (!nodes[hole]) continue;
      const [hx, hy] = screen(hole);
      drawHole(ctx, hx, hy, Math.max(r * 1.15, 7), c);
    }
  }
}

// The node a dragged token would drop on: ringed in its colour, or red with
// the reason when the rules refuse that start (refusal(who, node)).
export function paintDropTarget(f, refusal) {
  const { ctx, c, r, screen, drag } = f;
  if (drag?.kind === 'token' && drag.target !== undefined) {
    const [x, y] = screen(drag.target);
    const refused = refusal(drag.who, drag.target);
    const rr = Math.max(r, 8) + 5;
    ring(ctx, x, y, rr, { color: refused ? c.loss : c[drag.who], width: 3 });
    if (refused) {
      // a "no entry" stroke across the ring
      ctx.beginPath();
      ctx.moveTo(x - rr * 0.7, y - rr * 0.7);
      ctx.lineTo(x + rr * 0.7, y + rr * 0.7);
      ctx.stroke();
    }
    if (refused) nameTag(ctx, x, y + rr + 4, refused, c.loss, c.onFill);
  }
}

// The rings: the loop of a draw, the hint, the node picked elsewhere.
export function paintRings(f) {
  const { ctx, c, nodes, r, screen, scene: s, highlight } = f;
  // The nodes of the loop a draw repeats (dotted), and the hinted best moves (double ring).
  for (const node of s?.cycle ?? []) {
    if (!nodes[node]) continue;
    ring(ctx, ...screen(node), Math.max(r, 8) + 4, { color: c.draw, width: 2, dash: [2, 3] });
  }
  for (const node of s?.hint ?? []) {
    if (!nodes[node]) continue;
    const [x, y] = screen(node);
    for (const extra of [5, 10]) ring(ctx, x, y, Math.max(r, 8) + extra, { color: c.win, width: 3 });
  }
  if (highlight !== null && highlight !== undefined && nodes[highlight]) {
    ring(ctx, ...screen(highlight), Math.max(r, 8) + 6, { color: c.text, width: 2.5, dash: [4, 3] });
  }
}

// The node ids (a grid's in its cells' corners); returns their font size
// (0: too small to write).
export function paintLabels(f, focus) {
  const {
    ctx,
    c,
    nodes,
    r,
    holes,
    grid,
    view: { k, x: tx, y: ty },
    size: { w, h },
  } = f;
  let labelSize = 0;
  const onLine = focus && new Set(focus);
  if (grid) {
    labelSize = cellIds(f);
  } else if (r >= 8) {
    labelSize = Math.round(clamp(r * 0.9, 9, 15));
    ctx.font = `600 ${labelSize}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (const n of nodes) {
      const x = n.x * k + tx,
        y = n.y * k + ty;
      if (x < -r || y < -r || x > w + r || y > h + r) continue;
      ctx.fillStyle = holes.has(n.id) ? c.holeLabel : c.text;
      // zoomed in on a big graph, the ids off the line fade with their nodes
      ctx.globalAlpha = onLine && !onLine.has(n.id) && !holes.has(n.id) ? 0.45 : 1;
      ctx.fillText(String(n.id), x, y + 0.5);
    }
    ctx.globalAlpha = 1;
  }
  return labelSize;
}

// The tokens where they stand (at: screen points by who, tr their radius),
// the one lifted or gliding on top; then the marks of the moves' values
// and the name of the node under the pointer.
export function paintTokens(f, at, tr, whos) {
  const { ctx, c, nodes, r, screen, scene: s, drag, hover, grid } = f;
  if (at) {
    const lifted = (who) => drag?.kind === 'token' && drag.who === who;
    const order = s.glide?.who === 'mouse' || lifted('mouse') ? [...whos.filter((w) => w !== 'mouse'), 'mouse'] : whos;
    const two = s.cat2 !== undefined;
    for (const who of order) {
      const moving =
        lifted(who) ||
        (s.glide?.who === who && s.glide.from !== s.glide.to) ||
        (who === 'cat2' && s.glide?.from2 !== undefined && s.glide.from2 !== s.glide.to2);
      // A grid's token names its cell, "(1,2)", as the move list does.
      const node = moving ? undefined : nodeShort({ grid }, s[who]);
      drawToken(ctx, at[who][0], at[who][1], tr, who, {
        lifted: lifted(who),
        node,
        tagAbove: at.together && who === 'cat',
        name: tokenName(who, two),
        palette: c,
      });
    }
  }
  // ✓ = ✗ beside each option, over the tokens so none is hidden (not by colour alone)
  if (s?.options && !s.glide) drawValueMarks(ctx, s.options, (node) => screen(node), r, c);
  // The id of the node under the pointer, readable at any size.
  if (hover !== null && nodes[hover] && !drag) {
    const [x, y] = screen(hover);
    nameTag(ctx, x, y - Math.max(r, 6) - 20, nodeName(f, hover), c.tag, c.onFill);
  }
}

// "node 3", or on a grid "node 3, cell (1,2)" (row, column from 0, as LeetCode's grid[row][col]).
export function nodeName({ grid, holes }, node) {
  const cell = grid?.cells[node];
  const where = cell ? `, cell (${cell.row},${cell.col})` : '';
  return `node ${node}${where}${holes.has(node) ? (grid ? ' (the food)' : ' (a hole)') : ''}`;
}

// "food" under the hole's icon: the grid names it as LeetCode does.
function foodLabel(f, x, y) {
  const { c } = f;
  const ctx = f.ctx;
  const side = CELL * f.view.k;
  ctx.font = `700 ${Math.round(clamp(side * 0.2, 9, 13))}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  ctx.fillStyle = c.text;
  ctx.fillText('food', x, y + side / 2 - 2);
}

// Each open cell's node id, small in its top-left corner (the tokens stand
// in the middle); returns the font size (0: cells too small for ids).
function cellIds(f) {
  const { c, hole } = f;
  const ctx = f.ctx;
  const { k, x: tx, y: ty } = f.view;
  const side = CELL * k;
  if (side < 26) return 0;
  const labelSize = Math.round(clamp(side * 0.2, 9, 12));
  ctx.font = `600 ${labelSize}px system-ui, sans-serif`;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  ctx.fillStyle = c.cellId;
  for (const n of f.nodes) {
    if (n.id === hole) continue;
    ctx.fillText(String(n.id), n.x * k + tx - side / 2 + 3, n.y * k + ty - side / 2 + 2);
  }
  return labelSize;
}

// The nodes the line visits, on a big graph: full strength, big enough
// for their ids (the rest of the graph is faded behind them).
export function paintLineNodes(f, line, r) {
  const { c, hole, screen } = f;
  const ctx = f.ctx;
  const { w, h } = f.size;
  const nodes = f.nodes;
  const lr = Math.max(r, 9);
  ctx.fillStyle = c.node;
  ctx.strokeStyle = c.text;
  ctx.lineWidth = 1.5;
  ctx.font = '600 10px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const id of line) {
    if (!nodes[id] || id === hole) continue;
    const [x, y] = screen(id);
    if (x < -lr || y < -lr || x > w + lr || y > h + lr) continue;
    ctx.beginPath();
    ctx.arc(x, y, lr, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = c.text;
    ctx.fillText(String(id), x, y + 0.5);
    ctx.fillStyle = c.node;
  }
}

// The selected node (a solid ring) and the keyboard's node (a dashed ring
// and its name), in the focus colour.
export function paintEditMarks(f, edit, r) {
  const { c, screen, pointer, drag, hover } = f;
  const ctx = f.ctx;
  const nodes = f.nodes;
  if (edit.selected?.node !== undefined && nodes[edit.selected.node]) {
    const [x, y] = screen(edit.selected.node);
    if (pointer && !drag) {
      // the edge a click on another node would make
      ctx.strokeStyle = c.focus;
      ctx.lineWidth = 2;
      ctx.setLineDash([6, 5]);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(...pointer);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ring(ctx, x, y, Math.max(r, 8) + 5, { color: c.focus, width: 4 });
  }
  if (edit.focus !== null && edit.focus !== undefined && nodes[edit.focus]) {
    const [x, y] = screen(edit.focus);
    ring(ctx, x, y, Math.max(r, 8) + 10, { color: c.focus, width: 2.5, dash: [5, 3] });
    if (hover !== edit.focus) nameTag(ctx, x, y - Math.max(r, 6) - 26, `node ${edit.focus}`, c.focus, c.bg);
  }
}

// Every edge (a directed graph's with its arrowheads: arcs() their [from,
// to] ids) at `alpha`; a big graph's from its layer (composite(alpha)).
export function paintEdges(f, alpha, { edges, arcs, composite }) {
  const { ctx, r, c } = f;
  const { k, x: tx, y: ty } = f.view;
  ctx.lineCap = 'round';
  ctx.strokeStyle = c.edge;
  ctx.lineWidth = clamp(2 * k, 0.4, 2.5);
  if (composite) {
    composite(alpha);
  } else {
    ctx.globalAlpha = alpha;
    ctx.beginPath();
    for (const { source: a, target: b } of edges) {
      ctx.moveTo(a.x * k + tx, a.y * k + ty);
      ctx.lineTo(b.x * k + tx, b.y * k + ty);
    }
    ctx.stroke();
    // A directed graph: an arrowhead at the head of each arc, clear of the node.
    if (arcs) {
      ctx.fillStyle = c.edge;
      for (const [from, to] of arcs()) arrowHead(ctx, f.screen(from), f.screen(to), arrowGap(r), arrowSize(r));
    }
  }
  ctx.globalAlpha = 1;
}

// The nodes, faded behind a line that stands out (`focus`, whose nodes are
// drawn over them); a big graph's from its layer (composite(alpha)).
export function paintAllNodes(f, focus, composite) {
  const { ctx, nodes, r } = f;
  const { k, x: tx, y: ty } = f.view;
  if (composite) {
    composite(focus ? 0.45 : 1);
  } else {
    if (focus) ctx.globalAlpha = 0.45;
    paintNodes(
      f,
      ctx,
      nodes,
      (n) => n.x * k + tx,
      (n) => n.y * k + ty,
      r,
      nodes.length > 1500,
    );
    ctx.globalAlpha = 1;
  }
  if (focus) paintLineNodes(f, focus, r);
}
