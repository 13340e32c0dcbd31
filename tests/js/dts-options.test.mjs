// The hand-written declarations (Emscripten 3.1.6 cannot generate them) state
// each rule option's type; this checks them against the core's table of rule
// options (core/src/rule_options.cpp, exported by the bindings as
// ruleOptionTable), so an option added to the table and forgotten in a
// .d.ts, or declared with another type, fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { root } from './helpers.mjs';

const { default: createCatMouseModule } = await import('../../dist/catmouse-core.mjs');
const instance = await createCatMouseModule({ wasmBinary: readFileSync(`${root}dist/catmouse-core.wasm`) });
const table = instance.ruleOptionTable();

const read = (file) => readFileSync(`${root}${file}`, 'utf8');
const index = read('wasm/index.d.ts');

// `export type Name = 'a' | 'b';` of wasm/index.d.ts, by name.
const aliases = Object.fromEntries([...index.matchAll(/^export type (\w+) = ([^;]+);/gm)].map((m) => [m[1], m[2].trim()]));

// A declared type as a comparable value: a union of string literals as its
// sorted literals (through an alias), an array without readonly.
function normal(type) {
  const t = aliases[type.trim()] ?? type.trim();
  if (/^'[^']*'(\s*\|\s*'[^']*')*$/.test(t)) return [...t.matchAll(/'([^']*)'/g)].map((m) => m[1]).sort();
  return t.replace(/^readonly\s+/, '').replace(/\s+/g, ' ');
}

// The type a row's value has in JavaScript.
function expected(row) {
  switch (row.type) {
    case 'node':
    case 'count':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'nodes':
      return 'number[]';
    case 'choice':
      return [...row.values].sort();
  }
  throw new Error(`a type the test does not know: ${row.type}`);
}

// The members of `{ ... }` that follows `head` in `text`: name -> declared type.
function members(text, head) {
  const at = text.indexOf(head);
  assert.notEqual(at, -1, head);
  let depth = 0;
  let end = text.indexOf('{', at);
  const start = end + 1;
  for (; end < text.length; end++) {
    if (text[end] === '{') depth++;
    if (text[end] === '}' && --depth === 0) break;
  }
  const body = text.slice(start, end).replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries(
    [...body.matchAll(/(?:^|[;{\n])\s*(?:readonly\s+)?'?([\w-]+)'?\??:\s*([^;\n]+?)\s*(?=;|\n|$)/g)].map((m) => [
      m[1],
      m[2].replace(/;$/, ''),
    ]),
  );
}

// Where the declarations state rule options, and which rows each must name.
const PLACES = [
  { file: 'wasm/index.d.ts', head: 'export interface GameOptions', rows: () => true },
  { file: 'wasm/index.d.ts', head: 'export interface Variant', rows: (row) => row.variant },
  // What a game file gives (parse().rules): its graph's rules (directed is the graph's, said beside them) and a grid's turn limit.
  {
    file: 'wasm/index.d.ts',
    head: 'export interface TextRules',
    rows: (row) => (row.appliesToGraph && row.name !== 'directed') || row.name === 'turnLimit',
  },
  // The element's board on screen and its properties: every option an attribute sets (a grid's jumps are the text's).
  { file: 'web/element.d.ts', head: 'export interface CatMouseGameShown', rows: (row) => row.appliesToGraph || row.name === 'turnLimit' },
];

test('every .d.ts place that states rule options names each row it should, with the type of the core table', () => {
  for (const { file, head, rows } of PLACES) {
    const declared = members(read(file), head);
    for (const row of table) {
      const type = declared[row.name];
      if (type === undefined) {
        assert.ok(!rows(row), `${file} ${head}: no ${row.name}`);
        continue;
      }
      assert.deepEqual(normal(type), expected(row), `${file} ${head}: ${row.name}`);
    }
  }
});

// catmouse/rules' games say their variant as the package's Variant does, not by a list of their own.
test("wasm/rules.d.ts's RulesGame.variant is the package's Variant", () => {
  const rulesGame = members(read('wasm/rules.d.ts'), 'export interface RulesGame');
  assert.equal(rulesGame.variant, "Pick<Variant, 'holes' | 'catOnHole'> & Partial<Variant>");
});

// The element's setters and catmouse/react's props (by attribute) take what the option takes.
test("web/element.d.ts's rule setters and web/react.d.ts's props take the core table's types", () => {
  const element = read('web/element.d.ts');
  const props = members(read('web/react.d.ts'), 'export interface CatMouseGameProps');
  for (const row of table.filter((r) => r.appliesToGraph || r.name === 'turnLimit')) {
    const set = element.match(new RegExp(`\\n  set ${row.name}\\(\\w+: ([^)]+)\\);`));
    assert.ok(set, `web/element.d.ts: set ${row.name}()`);
    assert.deepEqual(normal(set[1]), expected(row), `set ${row.name}()`);
    const attribute = row.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    assert.ok(props[attribute], `web/react.d.ts: ${attribute}`);
    // An attribute's text is a list too (holes="0, 5").
    const types = props[attribute].split(/\s*\|\s*(?=readonly|string\b)/);
    assert.ok(
      types.some((t) => JSON.stringify(normal(t)) === JSON.stringify(expected(row))),
      `web/react.d.ts ${attribute}: ${props[attribute]}`,
    );
  }
});

test('the check reads the declarations: a row the .d.ts lacks, or types otherwise, is found', () => {
  const declared = members(index, 'export interface GameOptions');
  assert.deepEqual(normal(declared.first), ['cat', 'mouse']);
  assert.deepEqual(normal(declared.holes), 'number[]');
  assert.notDeepEqual(normal(declared.pass), expected({ type: 'count' }));
  assert.equal(members(index, 'export interface Variant').mouse, undefined);
});
