// Every English sentence the page builds in JavaScript is in web/src/words/
// (page-words.js, link-words.js), asked by name: no string in web/src/page/
// reads as words for people. The text written in web/*.html stays there.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'acorn';
import { root } from '../js/helpers.mjs';
import { linkCopiedWords, notUtf8Words, keptAsideWords, EXAMPLE_NAMES } from '../../web/src/words/page-words.js';
import { MOMENT_WORDS, PACKED_WORDS, bothHolesWords, repeatedKeyWords } from '../../web/src/words/link-words.js';
import { EXAMPLES } from '../../web/src/page/examples.js';

const PAGE = 'web/src/page/';

// Strings that are not the page's sentences, each with why.
const NOT_SENTENCES = [
  // An example's graph text (the ring's, a random graph's made here): a comment line of the file a person edits.
  { file: 'examples.js', starts: '#' },
  // A build-time error for the project's developers (scripts/build-web.mjs), never on the page.
  { file: 'rule-fields.js', starts: 'rule-fields: ' },
];

// The node's children, for a walk over any ESTree node.
function* children(node) {
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) yield* value.filter((v) => v && typeof v.type === 'string');
    else if (value && typeof value.type === 'string') yield value;
  }
}

// A call whose string arguments are not words: a CSS selector, a console line for developers.
function isQuiet(call) {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression') return false;
  if (callee.object.type === 'Identifier' && callee.object.name === 'console') return true;
  return ['querySelector', 'querySelectorAll', 'closest', 'matches'].includes(callee.property.name);
}

// Two words in a row, as a sentence has (tags and ${…} taken out first): "the link", "Show line";
// or a capitalised word then a space, as a sentence starts: "Saved ${name}", "Note: ${message}".
const WORDS = /[A-Za-z][a-z']+ [a-z][a-z']+|^[A-Z][a-z']+[:,]? /;

// The strings of `source` (literals and templates) that read as words, with their lines.
export function sentencesIn(source) {
  const found = [];
  const walk = (node, quiet) => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration') return;
    let text = null;
    if (node.type === 'Literal' && typeof node.value === 'string') text = node.value;
    if (node.type === 'TemplateLiteral') text = node.quasis.map((q) => q.value.cooked).join(' … ');
    if (text !== null && !quiet && WORDS.test(text.replace(/<[^>]*>/g, ' '))) found.push({ line: node.loc.start.line, text });
    const hush = quiet || (node.type === 'CallExpression' && isQuiet(node));
    for (const child of children(node)) {
      // An object's key is a name, not words.
      if (node.type === 'Property' && child === node.key && !node.computed) continue;
      walk(child, hush);
    }
  };
  walk(parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true }), false);
  return found;
}

test('no file of web/src/page/ writes a sentence: the page asks web/src/words/ for each', () => {
  const files = readdirSync(`${root}${PAGE}`).filter((f) => f.endsWith('.js'));
  assert.ok(files.length >= 15, `${files.length} files`);
  const written = [];
  for (const file of files) {
    for (const { line, text } of sentencesIn(readFileSync(`${root}${PAGE}${file}`, 'utf8'))) {
      if (NOT_SENTENCES.some((n) => n.file === file && text.startsWith(n.starts))) continue;
      written.push(`${PAGE}${file}:${line}: ${JSON.stringify(text).slice(0, 100)}`);
    }
  }
  assert.deepEqual(written, []);
});

test('the check finds words wherever they are written, and passes names, selectors, markup and logs', () => {
  const found = sentencesIn(`
    import { x } from '../words/page-words.js';
    el.textContent = 'Link copied';
    say(\`Saved \${name} now\`);
    const box = { message: "The board still shows it." };
    el.innerHTML = '<p class="hint">Or drag the mouse</p>';
    document.querySelector('fieldset.rules legend');
    console.warn('the link could not be written');
    el.addEventListener('cat-mouse-solved', f);
    const o = { 'a key with words': 1, type: 'image/svg+xml', at: '(max-width: 900px)' };
    html = \`<input \${id} type="checkbox" />\`;
  `);
  assert.deepEqual(
    found.map((f) => f.line),
    [3, 4, 5, 6],
  );
});

test("the page's words say what the page said before they moved", () => {
  assert.equal(linkCopiedWords({ formDiffers: false }), 'Link copied');
  assert.equal(
    linkCopiedWords({ formDiffers: true, exactLength: 12345 }),
    'Link copied (the board on screen, not the unsolved changes in the form). It holds the graph, not your text as typed (its line order and comments): the exact link, in the address bar, is 12,345 characters long',
  );
  assert.equal(
    notUtf8Words('a.txt', 3, undefined),
    'a.txt is not UTF-8 text: byte 3 (the end) cannot start or continue a character (a Latin-1 or Windows-1252 file, say). Save it as UTF-8 and open it again.',
  );
  assert.equal(
    keptAsideWords(600000, 1),
    'The graph text is 600,000 characters: too long to show without pausing the page, so it is kept aside.',
  );
  assert.equal(
    bothHolesWords('hole=3', 'holes=0,5'),
    'The link gives both hole=3 and holes=0,5, which both say where the holes are: neither is used; set the holes here.',
  );
  assert.equal(repeatedKeyWords('mouse', ['1', '3'], false), 'The link gives mouse 2 times ("1", "3"): none of them is used.');
  assert.equal(repeatedKeyWords('g1', ['a', 'b'], true), 'The link gives g1 2 times: none of them is used.');
  assert.equal(MOMENT_WORDS.count('puzzle', 1, 'x'), 'puzzle must be a whole number from 1 (the puzzle shown, from 1), not "x"');
  assert.equal(PACKED_WORDS.damaged(), 'the graph in the link is damaged');
  assert.equal(PACKED_WORDS.damaged(PACKED_WORDS.checksum), 'the graph in the link is damaged (its checksum does not match)');
});

test("every example has its names in the page's words, and every name an example", () => {
  assert.deepEqual(EXAMPLES.map((e) => e.id).sort(), Object.keys(EXAMPLE_NAMES).sort());
  for (const example of EXAMPLES) assert.ok(example.label, example.id);
});
