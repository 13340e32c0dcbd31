// What a fence shows before any script runs (and with scripts off, in print,
// to a search engine): the graph drawn as SVG with the start marked, the
// verdict in words with LeetCode's answer, and the optimal line as text.
// It is the board's light DOM: <cat-mouse-game> draws its shadow root over
// it once its script runs, so the same HTML upgrades in place.
//
// Written as a small tree of plain elements ([tag, attributes, ...children])
// so the Markdown plugins can give it as HTML text or, in MDX (where raw HTML
// is not taken), as JSX elements: no class names (React and Astro spell
// them differently). The picture is inline SVG, not an image: a docs site's
// Content-Security-Policy often refuses data: images (img-src), and a board
// pre-rendered to be read without scripts must show its graph there too. Its
// colours are presentation attributes on its own elements (a CSP refuses
// style attributes and <style>), so a theme's `svg { fill: currentColor }`
// or dark background leaves it as drawn: dark on its own white ground.
import { isLeetCodeGame, lineText } from 'catmouse/rules';
import { verdictText } from '../words/describe.js';
import { escapeHtml } from './fence.js';
import { thousands } from '../words/numbers.js';

const DRAWN_UP_TO = 60; // nodes: a bigger graph is said in words only
const SIZE = 320;

// The graph's nodes on a circle, edges as lines, each node with its id and
// the start's pieces named in text below it (never colour alone). An <svg>
// tree, role="img" with the start in words as its name.
function graphSvg(game) {
  const n = game.nodeCount;
  const graph = game.graph;
  const r = SIZE / 2 - 34;
  const at = (i) => [
    SIZE / 2 + r * Math.cos((2 * Math.PI * i) / n - Math.PI / 2),
    SIZE / 2 + r * Math.sin((2 * Math.PI * i) / n - Math.PI / 2),
  ];
  const f = (v) => v.toFixed(1);
  const holes = new Set(game.holes ?? [game.hole]);
  const { mouse, cat, cat2 } = game.start;
  const roles = (i) =>
    [i === mouse && 'mouse', i === cat && (cat2 === undefined ? 'cat' : 'cat A'), i === cat2 && 'cat B', holes.has(i) && 'hole'].filter(
      Boolean,
    );
  const edges = [];
  for (let a = 0; a < n; a++)
    for (const b of graph[a])
      if (a < b || !graph[b].includes(a)) edges.push(['line', { x1: f(at(a)[0]), y1: f(at(a)[1]), x2: f(at(b)[0]), y2: f(at(b)[1]) }]);
  const ink = { fill: '#111', stroke: 'none' };
  const nodes = Array.from({ length: n }, (_, i) => {
    const [x, y] = at(i);
    const named = roles(i);
    const below = named.length ? [['text', { x: f(x), y: f(y + 27), ...ink, 'font-size': '11' }, named.join(', ')]] : [];
    return [
      ['circle', { cx: f(x), cy: f(y), r: '13', 'stroke-width': String(named.length ? 3 : 1.5) }],
      ['text', { x: f(x), y: f(y), dy: '0.35em', ...ink }, String(i)],
      ...below,
    ];
  }).flat();
  const said = `The graph: ${n} nodes; the mouse starts on ${mouse}, ${cat2 === undefined ? `the cat on ${cat}` : `the cats on ${cat} and ${cat2}`}, ${holes.size === 1 ? `the hole is ${[...holes][0]}` : `the holes are ${[...holes].join(', ')}`}.`;
  const box = { role: 'img', 'aria-label': said, width: String(SIZE), height: String(SIZE), viewBox: `0 0 ${SIZE} ${SIZE}` };
  const font = { 'font-family': 'system-ui, sans-serif', 'font-size': '13', 'text-anchor': 'middle' };
  return [
    'svg',
    { ...box, ...font },
    ['rect', { width: String(SIZE), height: String(SIZE), fill: '#fff' }],
    ['g', { stroke: '#555' }, ...edges],
    ['g', { fill: '#fff', stroke: '#111' }, ...nodes],
  ];
}

// The static board for a solved game, as a tree: [tag, { attributes }, ...children].
export function staticBoard(game) {
  const drawn = !game.grid && game.nodeCount <= DRAWN_UP_TO;
  const leetcode = game.twoCats || game.grid || !isLeetCodeGame(game) ? '' : ` LeetCode 913's answer: ${game.outcome}.`;
  return [
    'div',
    { 'data-catmouse': 'static' },
    drawn ? graphSvg(game) : ['p', {}, `A graph of ${thousands(game.nodeCount)} nodes.`],
    ['p', {}, ['strong', {}, verdictText(game)], `.${leetcode}`],
    ['details', {}, ['summary', {}, 'The optimal line'], ['pre', {}, lineText(game)]],
  ];
}

const attribute = (text) => escapeHtml(text).replace(/"/g, '&quot;');

// A tree as HTML text (no void elements in it: every tag is closed).
export function treeHtml(node) {
  if (typeof node === 'string') return escapeHtml(node);
  const [tag, attributes, ...children] = node;
  const words = Object.entries(attributes).map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${attribute(value)}"`));
  return `<${tag}${words.join('')}>${children.map(treeHtml).join('')}</${tag}>`;
}

// A tree as hast (HTML's syntax tree), attributes by their HTML names (which hast's
// tools look up as they look up property names: strokeWidth and stroke-width alike).
const treeHast = (node) => {
  if (typeof node === 'string') return { type: 'text', value: node };
  const [tag, attributes, ...children] = node;
  return { type: 'element', tagName: tag, properties: { ...attributes }, children: children.map(treeHast) };
};

// A tree as MDX's JSX nodes (mdast: mdxJsxFlowElement at the top, text elements inside).
// The picture goes as hast instead (an mdast node with data.hName, which
// remark-rehype turns into that element): MDX then writes each attribute as its
// framework spells it (elementAttributeNameCase: React's strokeWidth and
// textAnchor in Docusaurus, the HTML names in Astro), where a JSX attribute
// would be passed on as written (React renders stroke-width, but in development
// says it is an invalid DOM property, in the console).
export function treeMdx(node, flow = true) {
  if (typeof node === 'string') return { type: 'text', value: node };
  const [tag, attributes, ...children] = node;
  if (tag === 'svg') {
    const { tagName, properties, children: hChildren } = treeHast(node);
    return { type: 'catmousePicture', data: { hName: tagName, hProperties: properties, hChildren } };
  }
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: tag,
    attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value: value === '' ? null : value })),
    children: children.map((child) => treeMdx(child, false)),
  };
}
