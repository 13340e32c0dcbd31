// The board's drawing as data, in CSS pixels of the canvas as it stands
// (for the SVG and PNG export, export-svg.js): what board-paint.js paints,
// minus the pointer's own marks (hover tag, drag ring).
import { tokenName } from './icons.js';
import { nodeShort } from '../../words/place-words.js';
import { CELL } from './grid-paint.js';
import { clamp } from './camera.js';
import { arrowGap, arrowSize } from './board-paint.js';

// f: the board's paint frame (board.js); tokens: where each token stands
// (or null), links: the layout's, arcs: a directed graph's drawn [from, to].
export function boardPicture(f, { tokens, tokenRadius, whos, links, arcs, gridPaint }) {
  const { c, size, hole, holes, r, nodes, grid, view, scene: s, screen } = f;
  const at = (node) => screen(node);
  return {
    palette: c, // the colours as shown (the export draws with them)
    width: size.w,
    height: size.h,
    hole,
    holes: [...holes],
    arcs: arcs.map(([a, b]) => [at(a), at(b)]),
    nodeRadius: r,
    tokenRadius,
    arrow: { gap: arrowGap(r), size: arrowSize(r) },
    edgeWidth: clamp(2 * view.k, 0.4, 2.5),
    labelled: r >= 8,
    nodes: nodes.map((n) => ({ id: n.id, at: at(n.id) })),
    // a grid draws its cells, not the jumps between them
    links: grid ? [] : links.map(({ source, target }) => [at(source.id), at(target.id)]),
    grid: gridPicture(f, gridPaint),
    trail: (s?.trail ?? []).map(({ who, from, to }) => ({ who, from: at(from), to: at(to) })),
    options: s?.options && !s.glide ? s.options.map(({ to, kind }) => ({ kind, from: at(s.from ?? s[s.turn]), to: at(to) })) : [],
    cycle: (s?.cycle ?? []).map(at),
    hint: (s?.hint ?? []).map(at),
    tokens:
      tokens && s
        ? whos.map((who) => ({
            who,
            name: tokenName(who, s.cat2 !== undefined),
            at: tokens[who],
            node: s[who],
            place: nodeShort({ grid }, s[who]),
            tagAbove: !!tokens.together && who === 'cat',
          }))
        : [],
  };
}

// A grid's squares as grid-paint.js paints them, in CSS pixels: each cell's
// centre (open cells with their node id), the walls' on screen (or their
// image, wallImage, when many show), the food's; side: a square's side;
// ids: whether the cells' ids are written (board-paint.js, cellIds).
function gridPicture(f, gridPaint) {
  const { grid, view, size, c, hole, screen } = f;
  if (!grid) return null;
  const { k, x: tx, y: ty } = view;
  const centre = ({ row, col }) => [col * CELL * k + tx, row * CELL * k + ty];
  const side = CELL * k;
  return {
    side,
    ids: side >= 26,
    cells: grid.cells.map((cell, id) => ({ id, at: centre(cell) })),
    ...gridPaint.walls(view, size, c), // those on screen (an image of them when many)
    food: screen(hole),
  };
}
