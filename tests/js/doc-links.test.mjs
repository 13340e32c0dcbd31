// Every relative link in README.md and docs/*.md leads to a file that exists,
// and a link's #anchor to a heading of that file (GitHub's slugs).
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { root } from './helpers.mjs';

const docs = [
  'README.md',
  ...readdirSync(`${root}docs`)
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

// GitHub's anchor for a heading: lower case, punctuation but '-' and '_' dropped, spaces to '-'.
function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}
function anchors(file) {
  // Headings outside fenced code blocks.
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const seen = new Map();
  const out = new Set();
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}
function links(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
}

test('README.md and docs/*.md have relative links (the check below reads them)', () => {
  assert.ok(links(`${root}README.md`).length >= 8);
  assert.ok(docs.length >= 8, docs.join(' '));
});

for (const doc of docs) {
  test(`every relative link in ${doc} resolves`, () => {
    const broken = [];
    for (const link of links(`${root}${doc}`)) {
      const [path, anchor] = link.split('#');
      const target = path ? join(dirname(`${root}${doc}`), decodeURIComponent(path)) : `${root}${doc}`;
      if (!existsSync(target)) {
        broken.push(`${link}: no file ${relative(root, target)}`);
        continue;
      }
      if (anchor && target.endsWith('.md') && statSync(target).isFile() && !anchors(target).has(anchor))
        broken.push(`${link}: no heading #${anchor}`);
    }
    assert.deepEqual(broken, []);
  });
}

test('the README links every doc in docs/ and the top-level docs', () => {
  const readmeLinks = new Set(links(`${root}README.md`).map((l) => l.split('#')[0]));
  const wanted = [...docs.filter((d) => d !== 'README.md'), 'ARCHITECTURE.md', 'BENCHMARKS.md', 'CHANGELOG.md'];
  assert.deepEqual(
    wanted.filter((d) => !readmeLinks.has(d)),
    [],
  );
});
