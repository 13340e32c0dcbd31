// The hand-written declarations (Emscripten 3.1.6 cannot generate them) state
// each rule option's type; this checks them against the core's table of rule
// options (core/src/rule_options.cpp, exported by the bindings as
// ruleOptionTable), so an option added to the table and forgotten in a
// .d.ts, or declared with another type, fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

// The element's setters take what the option takes.
test("web/element.d.ts's rule setters take the core table's types", () => {
  const element = read('web/element.d.ts');
  for (const row of table.filter((r) => r.appliesToGraph || r.name === 'turnLimit')) {
    const set = element.match(new RegExp(`\\n  set ${row.name}\\(\\w+: ([^)]+)\\);`));
    assert.ok(set, `web/element.d.ts: set ${row.name}()`);
    assert.deepEqual(normal(set[1]), expected(row), `set ${row.name}()`);
  }
});

// catmouse/react's rule props are derived (mapped types), so they are checked as
// TypeScript sees them: a program that asks each row's prop, by its attribute,
// to be exactly the row's type, compiled by tsc against a stand-in for React's
// types (the package's tests install no React).
const REACT_STUB = `export interface HTMLAttributes<T> { id?: string; className?: string; hidden?: boolean }
export interface RefAttributes<T> { ref?: { current: T | null } }
export namespace JSX { interface IntrinsicElements {} }
`;

function propType(row) {
  if (row.type === 'nodes') return 'readonly number[] | string';
  if (row.type === 'choice') return row.values.map((v) => `'${v}'`).join(' | ');
  return expected(row);
}

function compileReactCheck(rows, extra = '') {
  const dir = mkdtempSync(join(tmpdir(), 'catmouse-react-'));
  try {
    mkdirSync(join(dir, 'react'));
    writeFileSync(join(dir, 'react', 'index.d.ts'), REACT_STUB);
    const checks = rows.map((row, i) => {
      const attribute = row.name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `export const row${i}: Same<CatMouseGameProps['${attribute}'], ${propType(row)} | undefined> = true;`;
    });
    writeFileSync(
      join(dir, 'check.ts'),
      [
        `import type { CatMouseGameProps } from '${root}web/react.js';`,
        'type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
        ...checks,
        extra,
      ].join('\n'),
    );
    const config = {
      compilerOptions: {
        strict: true,
        noEmit: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        types: [],
        paths: { react: ['./react/index.d.ts'] },
      },
      files: ['check.ts'],
    };
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(config));
    return spawnSync('npx', ['--no-install', 'tsc', '-p', dir], { cwd: root, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const reactRows = table.filter((r) => r.appliesToGraph || r.name === 'turnLimit');

test("web/react.d.ts's props take each rule option by its attribute, with the core table's type (tsc)", () => {
  const out = compileReactCheck(reactRows);
  assert.equal(out.status, 0, out.stdout + out.stderr);
});

test('the props check bites: a row the props lack, or type otherwise, fails to compile', () => {
  const missing = compileReactCheck([{ name: 'noSuchRule', type: 'count' }]);
  assert.notEqual(missing.status, 0);
  assert.match(missing.stdout, /no-such-rule/);
  const otherwise = compileReactCheck([{ name: 'turnLimit', type: 'boolean' }]);
  assert.notEqual(otherwise.status, 0);
  assert.match(otherwise.stdout, /TS2322/);
});

test('the check reads the declarations: a row the .d.ts lacks, or types otherwise, is found', () => {
  const declared = members(index, 'export interface GameOptions');
  assert.deepEqual(normal(declared.first), ['cat', 'mouse']);
  assert.deepEqual(normal(declared.holes), 'number[]');
  assert.notDeepEqual(normal(declared.pass), expected({ type: 'count' }));
  assert.equal(members(index, 'export interface Variant').mouse, undefined);
});
