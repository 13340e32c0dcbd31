// The value map's elements (mapElements), small helpers of its views
// (elements, SVG, numbers), and the theme's colours as [r, g, b].
import { CELL_MARK, CELL_WORDS } from '../../model/value-map.js';
import { readPalette } from '../shell/theme.js';
import { CELL_KINDS } from 'catmouse/rules';
import { thousands } from '../../words/numbers.js';

// The kinds of cell, in the legend's order (and the bitmaps' colour codes).
export const KINDS = CELL_KINDS;

export const el = (tag, props = {}, children = []) => {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('aria-') || key === 'role' || key === 'for' || key === 'id' || key === 'tabindex')
      node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) node.append(child);
  return node;
};
export const swatch = (kind, mark = CELL_MARK[kind] ?? '') => el('span', { class: `vm-sw ${kind}`, 'aria-hidden': 'true', text: mark });
const SVG = 'http://www.w3.org/2000/svg';
export const svgEl = (tag, attrs = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
};
export const number = thousands;
export const percent = (count, total) => {
  const p = (100 * count) / total;
  return count > 0 && p < 1 ? '<1%' : count < total && p > 99 ? '>99%' : `${Math.round(p)}%`;
};

// Colours: the theme's, resolved (theme.js), as [r, g, b].
export function parseColour(s) {
  if (s.startsWith('#')) return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16));
  const m = s.match(/[\d.]+/g);
  return m ? m.slice(0, 3).map(Number) : [128, 128, 128];
}
export const mix = (a, b, t) => a.map((v, i) => Math.round(v * t + b[i] * (1 - t)));
export const css = ([r, g, b], alpha = 1) => (alpha === 1 ? `rgb(${r},${g},${b})` : `rgba(${r},${g},${b},${alpha})`);

// The theme's colours (theme.js) as [r, g, b]; the tints mix into the
// panel's colour (bg), so a dark theme's map is dark too.
export function readColours(root) {
  const p = readPalette(root);
  const get = (key) => parseColour(p[key]);
  const mouse = get('mouse');
  const cat = get('cat');
  const draw = get('draw');
  const ink = get('ink');
  const muted = get('muted');
  const line = get('line');
  const bg = get('bg');
  return {
    mouse,
    cat,
    draw,
    ink,
    muted,
    line,
    bg,
    onFill: get('onFill'),
    catLight: mix(cat, bg, 0.45),
    drawFill: mix(draw, bg, 0.22),
    drawDot: mix(draw, ink, 0.8),
    over: mix(line, bg, 0.35),
    none: mix(muted, bg, 0.22),
  };
}

// The view's elements, by name; id: a prefix for their ids, unique on the page.
export function mapElements(id) {
  const e = {};
  e.empty = el('p', { class: 'vm-empty', hidden: true });
  e.order = el('select', { id: `${id}-order` }, [
    el('option', { value: 'id', text: 'by node id' }),
    el('option', { value: 'distance', text: 'by distance to a hole' }),
  ]);
  e.zoomOut = el('button', { type: 'button', text: '−', 'aria-label': 'Zoom out', title: 'Zoom out (−)' });
  e.zoomIn = el('button', { type: 'button', text: '+', 'aria-label': 'Zoom in', title: 'Zoom in (+)' });
  e.fitButton = el('button', { type: 'button', text: 'Fit', 'aria-label': 'Fit the whole map', title: 'Fit the whole map (0)' });
  e.caption = el('p', { class: 'vm-caption' });
  e.canvas = el('canvas', { 'aria-hidden': 'true' });
  e.space = el('div', { class: 'vm-space' }, [e.canvas]);
  e.help = el('p', {
    class: 'visually-hidden',
    id: `${id}-help`,
    text: 'Arrow keys move between cells: up and down change the mouse start, left and right the cat start. Home and End go to the ends of a row, with Control to the corners; Page Up and Page Down jump. Enter or Space starts the game there. Plus and minus zoom.',
  });
  e.grid = el('div', { id: `${id}-grid`, class: 'vm-grid', role: 'application', tabindex: '0', 'aria-describedby': `${id}-help` }, [
    e.space,
  ]);
  e.tip = el('div', { class: 'vm-tip', hidden: true, 'aria-hidden': 'true' });
  e.readout = el('p', { class: 'vm-readout' });
  e.live = el('p', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
  e.counts = el('ul', { class: 'vm-counts', 'aria-label': 'Starts by outcome' });
  e.longestText = el('span');
  e.load = el('button', { type: 'button', text: 'Load the longest win' });
  e.longest = el('p', { class: 'vm-longest' }, [e.longestText, e.load]);
  e.histSvg = svgEl('svg', { 'aria-hidden': 'true', focusable: 'false' });
  e.histTable = el('table');
  e.histCaption = el('figcaption');
  // The table is hidden inside a 1-pixel box, not made 1 pixel itself: a table is never narrower than its
  // content, and its full width would widen the page at 320 px (WCAG 1.4.10).
  e.hist = el('figure', { class: 'vm-hist' }, [e.histSvg, e.histCaption, el('div', { class: 'visually-hidden' }, [e.histTable])]);
  e.legend = el('ul', { class: 'vm-legend', 'aria-label': 'Legend' }, [
    ...KINDS.map((kind) => el('li', {}, [swatch(kind), CELL_WORDS[kind]])),
    el('li', {}, [swatch('start', ''), 'current start']),
    el('li', {}, [swatch('focus', ''), 'keyboard focus']),
  ]);
  e.main = el('div', { class: 'vm-main' }, [
    el('div', { class: 'vm-bar' }, [
      el('label', { for: `${id}-order` }, ['Order', e.order]),
      el('div', { class: 'vm-zoom', role: 'group', 'aria-label': 'Zoom' }, [e.zoomOut, e.zoomIn, e.fitButton]),
    ]),
    e.caption,
    el('div', { class: 'vm-stage' }, [e.grid, e.tip]),
    e.readout,
    e.legend,
  ]);
  e.side = el('div', { class: 'vm-side' }, [
    el('section', { 'aria-label': 'Summary' }, [el('h3', { text: 'Starts' }), e.counts]),
    e.longest,
    e.hist,
  ]);
  e.body = el('div', { class: 'vm-body' }, [e.main, e.side]);
  e.root = el('div', { class: 'vm' }, [e.empty, e.body, e.help, e.live]);
  return e;
}

// The caption over the grid: who moves first, what rows and columns are,
// and for a zoomed-out overview what a block shows.
export function writeCaption(caption, map, hole) {
  const holes = [].concat(hole);
  caption.replaceChildren();
  caption.append(
    el('b', { text: `${map.turn === 'cat' ? 'Cat' : 'Mouse'} moves first.` }),
    ` Rows: where the mouse starts; columns: where the cat starts (${holes.length === 1 ? 'hole' : 'holes'} ${holes.join(', ')}).`,
    ...(map.overview && map.overview.block > 1
      ? [
          ` Zoomed out, each block of ${map.overview.block} × ${map.overview.block} starts shows its commonest outcome (hover or focus for its counts); zoom in for exact cells.`,
        ]
      : []),
  );
}
