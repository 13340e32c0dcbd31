// What a fence shows before any script runs (and with scripts off, in print,
// to a search engine): the graph drawn as SVG with the start marked, the
// verdict in words with LeetCode's answer, and the optimal line as text.
// It is the board's light DOM: <cat-mouse-game> draws its shadow root over
// it once its script runs, so the same HTML upgrades in place.
//
// Written as a small tree of plain elements ([tag, attributes, ...children])
// so the Markdown plugins can give it as HTML text or, in MDX (where raw HTML
// is not taken), as JSX elements: no class names (React and Astro spell
// them differently), the SVG as an image (data: URL) with its words as alt.
import { isLeetCodeGame, lineText } from 'catmouse/rules';
import { verdictText } from '../words/describe.js';
import { escapeHtml } from './fence.js';
import { thousands } from '../words/numbers.js';

const DRAWN_UP_TO = 60; // nodes: a bigger graph is said in words only
const SIZE = 320;

// The graph's nodes on a circle, edges as lines, each node with its id and
// the start's pieces named in text below it (never colour alone).
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
      if (a < b || !graph[b].includes(a))
        edges.push(`<line x1="${f(at(a)[0])}" y1="${f(at(a)[1])}" x2="${f(at(b)[0])}" y2="${f(at(b)[1])}"/>`);
  const nodes = Array.from({ length: n }, (_, i) => {
    const [x, y] = at(i);
    const named = roles(i);
    const below = named.length ? `<text x="${f(x)}" y="${f(y + 27)}" font-size="11">${named.join(', ')}</text>` : '';
    return `<circle cx="${f(x)}" cy="${f(y)}" r="13" stroke-width="${named.length ? 3 : 1.5}"/><text x="${f(x)}" y="${f(y)}" dy="0.35em">${i}</text>${below}`;
  });
  const said = `The graph: ${n} nodes; the mouse starts on ${mouse}, ${cat2 === undefined ? `the cat on ${cat}` : `the cats on ${cat} and ${cat2}`}, ${holes.size === 1 ? `the hole is ${[...holes][0]}` : `the holes are ${[...holes].join(', ')}`}.`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" font-family="system-ui, sans-serif" font-size="13" text-anchor="middle"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><g stroke="#555">${edges.join('')}</g><g fill="#fff" stroke="#111">${nodes.join('').replace(/<text /g, '<text fill="#111" stroke="none" ')}</g></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: said };
}

// The static board for a solved game, as a tree: [tag, { attributes }, ...children].
export function staticBoard(game) {
  const drawn = !game.grid && game.nodeCount <= DRAWN_UP_TO;
  const leetcode = game.twoCats || game.grid || !isLeetCodeGame(game) ? '' : ` LeetCode 913's answer: ${game.outcome}.`;
  const picture = drawn ? graphSvg(game) : null;
  return [
    'div',
    { 'data-catmouse': 'static' },
    picture
      ? ['img', { src: picture.src, alt: picture.alt, width: String(SIZE), height: String(SIZE) }]
      : ['p', {}, `A graph of ${thousands(game.nodeCount)} nodes.`],
    ['p', {}, ['strong', {}, verdictText(game)], `.${leetcode}`],
    ['details', {}, ['summary', {}, 'The optimal line'], ['pre', {}, lineText(game)]],
  ];
}

const attribute = (text) => escapeHtml(text).replace(/"/g, '&quot;');
const VOID = new Set(['img']);

// A tree as HTML text.
export function treeHtml(node) {
  if (typeof node === 'string') return escapeHtml(node);
  const [tag, attributes, ...children] = node;
  const words = Object.entries(attributes).map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${attribute(value)}"`));
  return VOID.has(tag) ? `<${tag}${words.join('')}>` : `<${tag}${words.join('')}>${children.map(treeHtml).join('')}</${tag}>`;
}

// A tree as MDX's JSX nodes (mdast: mdxJsxFlowElement at the top, text elements inside).
export function treeMdx(node, flow = true) {
  if (typeof node === 'string') return { type: 'text', value: node };
  const [tag, attributes, ...children] = node;
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name: tag,
    attributes: Object.entries(attributes).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value: value === '' ? null : value })),
    children: children.map((child) => treeMdx(child, false)),
  };
}
