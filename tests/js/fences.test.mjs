// Markdown fences as boards (issue 41): the fence's words (web/src/fences/fence.js),
// and the build-time plugins as the package ships them (catmouse/markdown-it,
// catmouse/remark): a fence becomes the board's tag around its static HTML
// (the graph as SVG with the start named, the verdict, LeetCode's answer, the
// line); a fence that cannot be a board becomes an alert, and the build is
// told the file, the line and the column.
import test from 'node:test';
import assert from 'node:assert/strict';
import { catmouseMarkdownIt } from 'catmouse/markdown-it';
import { remarkCatmouse } from 'catmouse/remark';
import { readFence } from '../../web/src/fences/fence.js';
import { treeHtml } from '../../web/src/fences/static-board.js';
import { EXAMPLE_1_TEXT } from '../fixtures/graphs.mjs';

test('the info string and a %% first line give the attributes; other words are named as mistakes', () => {
  assert.deepEqual(readFence('catmouse autoplay controls mouse=3 cat-on-hole="guards"', '[[1],[0]]\n'), {
    graph: '[[1],[0]]',
    attributes: [
      ['autoplay', ''],
      ['controls', ''],
      ['mouse', '3'],
      ['cat-on-hole', 'guards'],
    ],
    problem: null,
  });
  assert.deepEqual(readFence('catmouse', '%% autoplay hole=4\n0 1\n1 2\n').attributes, [
    ['autoplay', ''],
    ['hole', '4'],
  ]);
  assert.equal(readFence('catmouse', '%% autoplay hole=4\n0 1\n1 2\n').graph, '0 1\n1 2');
  assert.match(readFence('catmouse onclick=alert(1)', '[[1],[0]]').problem, /"onclick" is not an attribute of <cat-mouse-game>/);
  assert.match(readFence('catmouse', '  \n').problem, /no graph/);
  assert.equal(
    treeHtml(['cat-mouse-game', { graph: '[[1],[0]] "<x>"', controls: '' }, ['p', {}, 'a < b']]),
    '<cat-mouse-game graph="[[1],[0]] &quot;&lt;x&gt;&quot;" controls><p>a &lt; b</p></cat-mouse-game>',
  );
});

// markdown-it's fence rule, as markdown-it calls it (tokens, idx, options, env, renderer).
async function renderFence(info, content, line, env) {
  const md = { renderer: { rules: { fence: () => '<pre>plain code</pre>' } } };
  const warnings = [];
  (await catmouseMarkdownIt({ warn: (text) => warnings.push(text) }))(md);
  const token = { info, content, map: [line - 1, line + 2] };
  return { html: md.renderer.rules.fence([token], 0, {}, env, {}), warnings };
}

test('markdown-it: a board with its static HTML; other fences as before; a bad graph reported at its line and column', async () => {
  const { html, warnings } = await renderFence('catmouse autoplay', `${EXAMPLE_1_TEXT}\n`, 7, { relativePath: 'guide/intro.md' });
  assert.deepEqual(warnings, []);
  // The picture inline, not a data: image a page's Content-Security-Policy may refuse, named by the start in words.
  assert.ok(
    html.startsWith(
      `<cat-mouse-game graph="${EXAMPLE_1_TEXT}" autoplay><div data-catmouse="static"><svg role="img" aria-label="The graph: 6 nodes; the mouse starts on 1, the cat on 2, the hole is 0." width="320" height="320" viewBox="0 0 320 320" `,
    ),
    html.slice(0, 260),
  );
  assert.doesNotMatch(html, /<img|data:/);
  // The picture names the start's pieces in its own text, not by colour.
  const svg = /<svg [^]*<\/svg>/.exec(html)[0];
  for (const word of ['>mouse<', '>cat<', '>hole<']) assert.ok(svg.includes(word), word);
  // Its colours are its own attributes (no style a CSP would refuse): a white ground, dark ids.
  assert.match(svg, /<rect width="320" height="320" fill="#fff"><\/rect>/);
  assert.equal(svg.match(/<text [^>]*fill="#111"/g).length, svg.match(/<text /g).length);
  assert.doesNotMatch(svg, /style|class=/);
  assert.match(html, /<strong>Draw: neither side can force a win<\/strong>\. LeetCode 913's answer: 0\./);
  assert.match(
    html,
    /<summary>The optimal line<\/summary><pre>The mouse starts on 1, the cat on 2, the hole is 0; the mouse moves first\.\n1\. mouse 1 → 3/,
  );
  assert.ok(html.trimEnd().endsWith('</cat-mouse-game>'));

  assert.equal((await renderFence('js', 'let x;', 1, {})).html, '<pre>plain code</pre>');

  const bad = await renderFence('catmouse', '[[1,2],\n[0] x]\n', 10, { relativePath: 'guide/intro.md' });
  assert.equal(bad.warnings.length, 1);
  assert.match(bad.warnings[0], /^guide\/intro\.md:12:5: catmouse: line 2, column 5: /);
  assert.match(bad.html, /^<div role="alert" data-catmouse="error"><p>This board cannot be shown: line 2, column 5: /);

  const word = await renderFence('catmouse mouse=x', '[[1],[0]]', 3, { relativePath: 'a.md' });
  assert.match(word.warnings[0], /^a\.md:3: catmouse: mouse="x" cannot be read as mouse/);
});

test('remark: raw HTML in Markdown, a JSX element holding it in MDX; fences of other languages untouched', async () => {
  const tree = () => ({
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', value: 'Before' }] },
      { type: 'code', lang: 'catmouse', meta: 'controls', value: '[[1,3],[0],[3],[0,2]]', position: { start: { line: 3 } } },
      { type: 'code', lang: 'js', meta: null, value: 'let x;' },
    ],
  });
  const md = tree();
  await remarkCatmouse()(md, { path: 'docs/page.md' });
  assert.equal(md.children[1].type, 'html');
  assert.match(md.children[1].value, /^<cat-mouse-game graph="\[\[1,3\],\[0\],\[3\],\[0,2\]\]" controls><div data-catmouse="static">/);
  assert.match(md.children[1].value, /<strong>Mouse wins in 1 move<\/strong>/);
  assert.equal(md.children[2].type, 'code');

  const mdx = tree();
  await remarkCatmouse()(mdx, { path: 'docs/page.mdx' });
  const jsx = mdx.children[1];
  assert.equal(jsx.type, 'mdxJsxFlowElement');
  assert.equal(jsx.name, 'cat-mouse-game');
  assert.deepEqual(
    jsx.attributes.map((a) => [a.name, a.value]),
    [
      ['graph', '[[1,3],[0],[3],[0,2]]'],
      ['controls', null],
    ],
  );
  // The same static board, element for element: its words as in the HTML.
  const words = (node) => (node.type === 'text' ? node.value : (node.children ?? []).map(words).join(''));
  assert.match(words(jsx), /^Mouse wins in 1 move\. LeetCode 913's answer: 1\.The optimal line/);
  // The picture as the element remark-rehype makes (data.hName), its attributes by their HTML names,
  // so that MDX spells them as its framework does (React's strokeWidth, Astro's stroke-width).
  const picture = jsx.children[0].children[0].data;
  assert.equal(picture.hName, 'svg');
  assert.deepEqual(
    { ...picture.hProperties },
    {
      role: 'img',
      'aria-label': 'The graph: 4 nodes; the mouse starts on 1, the cat on 2, the hole is 0.',
      width: '320',
      height: '320',
      viewBox: '0 0 320 320',
      'font-family': 'system-ui, sans-serif',
      'font-size': '13',
      'text-anchor': 'middle',
    },
  );
  const hastWords = (node) => (node.type === 'text' ? node.value : node.children.map(hastWords).join(' ').trim());
  assert.equal(hastWords({ children: picture.hChildren }).replace(/\s+/g, ' '), '0 hole 1 mouse 2 cat 3');
  assert.equal(picture.hChildren[0].tagName, 'rect');
  assert.equal(picture.hChildren[0].properties.fill, '#fff');
});
