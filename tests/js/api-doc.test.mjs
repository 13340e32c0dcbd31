// docs/api.md documents the package's exports: every name wasm/index.d.ts
// exports appears in it, and every name its "Exports" section lists is
// exported (so the doc neither misses nor invents an export).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { root } from './helpers.mjs';

const dts = readFileSync(`${root}wasm/index.d.ts`, 'utf8');
const doc = readFileSync(`${root}docs/api.md`, 'utf8');
const exported = [...dts.matchAll(/^export (?:declare )?(?:type|interface|function|const|class|enum) ([A-Za-z_$][\w$]*)/gm)].map(
  (m) => m[1],
);
const RULES_HEADING = '\n## `catmouse/rules`\n';
const section = doc.slice(doc.indexOf('\n## Exports\n'), doc.indexOf(RULES_HEADING));
// The section's bullets: "- `name`, `name`(...): what". Only the backticked names before the colon.
const bullets = (text) => [...text.matchAll(/^- (.*?): /gm)].flatMap((m) => [...m[1].matchAll(/`([A-Za-z_$][\w$]*)/g)].map((n) => n[1]));
const listed = bullets(section);

test('wasm/index.d.ts exports names (the parse of it found them)', () => {
  assert.ok(exported.length >= 40, `${exported.length} exports`);
  for (const name of ['createSolver', 'Game', 'CatMouseError', 'GAME_OPTIONS', 'lineText']) assert.ok(exported.includes(name), name);
});

test("every export of wasm/index.d.ts is named in docs/api.md's Exports section", () => {
  assert.ok(doc.includes('\n## Exports\n'), 'docs/api.md has an Exports section');
  assert.deepEqual(
    exported.filter((name) => !listed.includes(name)),
    [],
  );
});

test('every name docs/api.md lists as an export is exported by wasm/index.d.ts', () => {
  assert.deepEqual(
    listed.filter((name) => !exported.includes(name)),
    [],
  );
});

// catmouse/rules: wasm/rules.d.ts's own declarations and what it re-exports from index.d.ts.
const rulesDts = readFileSync(`${root}wasm/rules.d.ts`, 'utf8');
const rulesExported = [
  ...[...rulesDts.matchAll(/^export (?:declare )?(?:type|interface|function|const|class|enum) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]),
  ...[...rulesDts.matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) =>
    m[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];
const rulesListed = bullets(doc.slice(doc.indexOf(RULES_HEADING)));

test("catmouse/rules: docs/api.md's section lists exactly what wasm/rules.d.ts exports", () => {
  assert.ok(doc.includes(RULES_HEADING), 'docs/api.md has a catmouse/rules section');
  assert.ok(rulesExported.includes('rulesText') && rulesExported.includes('GAME_OPTIONS'), rulesExported.join(', '));
  assert.deepEqual(
    rulesExported.filter((name) => !rulesListed.includes(name)),
    [],
    'exported but not listed',
  );
  assert.deepEqual(
    rulesListed.filter((name) => !rulesExported.includes(name)),
    [],
    'listed but not exported',
  );
});
