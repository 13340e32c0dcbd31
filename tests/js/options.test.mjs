// The options schema (wasm/src/options.js) is the one declaration of the
// game's options: the hand-written .d.ts, the element's attributes, the
// page's link and fields, the API's checks and the core's defaults must all
// agree with it. Each test here fails when one of them restates an option
// differently (or forgets a new one).
import { test } from 'node:test';
import { fillRulesHtml } from '../../web/src/page/rule-fields.js';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSolver, CatMouseError, GAME_OPTIONS } from 'catmouse';
import {
  RULE_OPTIONS,
  RULE_DEFAULTS,
  readOptionText,
  optionText,
  optionTextProblem,
  isValid,
  ruleOptionsFrom,
} from '../../wasm/src/options.js';
import { OBSERVED_ATTRIBUTES } from '../../web/src/element/shell/attributes.js';
import { makeHash, readHash } from '../../web/src/page/hash.js';
import { root, EXAMPLE_1 } from './helpers.mjs';

const solver = await createSolver();
const dts = readFileSync(`${root}wasm/index.d.ts`, 'utf8');

// The property names of an interface in the .d.ts.
function interfaceKeys(name) {
  const body = dts.match(new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`))[1];
  return [...body.matchAll(/^\s+(?:readonly\s+)?([A-Za-z_$][\w$]*)\??:/gm)].map((m) => m[1]);
}

test("the .d.ts GameOptions declares exactly the schema's options", () => {
  assert.deepEqual(interfaceKeys('GameOptions').sort(), GAME_OPTIONS.map((o) => o.name).sort());
});

// The bindings read the options through one table (wasm/bindings/options.cpp):
// a row per option the schema hands the core, no row without an entry.
test("the bindings' options table has a row for exactly the schema's core options (and threads, the package's own), and refuses any other name", async () => {
  const { default: createCatMouseModule } = await import('../../dist/catmouse-core.mjs');
  const instance = await createCatMouseModule({ wasmBinary: readFileSync(`${root}dist/catmouse-core.wasm`) });
  // threads: not a game option; the package sets it from createSolver({ threads }) (wasm/src/threads.js).
  assert.deepEqual(instance.optionNames(), [...GAME_OPTIONS.filter((o) => o.core).map((o) => o.name), 'threads']);
  const text = new TextEncoder().encode(JSON.stringify(EXAMPLE_1));
  const scope = { notForGrid: [], notForGraph: [] };
  assert.equal(instance.checkGame(text, { pass: true }, scope, 0), null);
  assert.equal(instance.checkGame(text, { bogus: 1 }, scope, 0).code, 'argument.unknown-option');
  assert.equal(instance.solveGame(text, { bogus: 1 }, scope, 0, undefined, undefined).error.code, 'argument.unknown-option');
});

// The core's table of rule options (core/src/rule_options.cpp), exported by
// the bindings, is the source: the schema restates each row's facts for
// code that runs before the module loads, and must say what the core says.
test("the schema's rule options are the core's table: name, type, default, values, words, and the games each applies to", async () => {
  const { default: createCatMouseModule } = await import('../../dist/catmouse-core.mjs');
  const instance = await createCatMouseModule({ wasmBinary: readFileSync(`${root}dist/catmouse-core.wasm`) });
  const core = instance.ruleOptionTable();
  // A rule: set on the element, the page or a link, or for one kind of game only (a grid's jumps).
  const rules = GAME_OPTIONS.filter((o) => o.attribute !== null || !o.appliesToGrid || !o.appliesToGraph);
  assert.deepEqual(
    core.map((row) => row.name),
    rules.map((o) => o.name),
  );
  for (const row of core) {
    const option = GAME_OPTIONS.find((o) => o.name === row.name);
    const facts = (o) => ({
      type: o.type,
      default: o.default,
      values: o.values === null ? null : [...o.values],
      words: o.words,
      lineWords: o.lineWords,
      appliesToGraph: o.appliesToGraph,
      appliesToGrid: o.appliesToGrid,
      variant: o.variant,
    });
    assert.deepEqual(facts(option), facts(row), row.name);
    // A count's range, where the package checks it (a grid's jump is checked with the board).
    if (row.type === 'count' && !row.checkedWithBoard) {
      assert.deepEqual([option.min ?? 0, option.max ?? 2 ** 31 - 1], [row.min, row.max], `${row.name}'s range`);
      assert.ok(isValid(option, row.max) && isValid(option, row.min), row.name);
      assert.ok(!isValid(option, row.max + 1) && !isValid(option, row.min - 1), `${row.name} out of its range`);
      assert.equal(readOptionText(option, String(row.max + 1)), undefined, `${row.name}'s text out of its range`);
    }
    // Every rule a person sets has a command-line flag.
    assert.match(row.flag, /^--[a-z0-9-]+$/, row.name);
  }
});

test("the .d.ts states each option's default as the schema does", () => {
  const body = dts.match(/export interface GameOptions \{([\s\S]*?)\n\}/)[1];
  for (const option of GAME_OPTIONS.filter((o) => o.default !== undefined)) {
    const doc = body
      .split(new RegExp(`\\n\\s+${option.name}\\?:`))[0]
      .split('/**')
      .pop();
    const literal = typeof option.default === 'string' ? `'${option.default}'` : String(option.default);
    assert.match(doc, new RegExp(`default ${literal}[).,;: ]`), option.name);
  }
});

test('the element watches one attribute per rules option, and the d.ts CatMouseError.options names them', () => {
  for (const option of RULE_OPTIONS) assert.ok(OBSERVED_ATTRIBUTES.includes(option.attribute), option.attribute);
  const element = readFileSync(`${root}web/src/element/shell/cat-mouse-game.js`, 'utf8');
  assert.match(element, /static observedAttributes = OBSERVED_ATTRIBUTES;/);
  const named = dts
    .match(/options\?: Array<([^>]*)>/)[1]
    .match(/'(\w+)'/g)
    .map((s) => s.slice(1, -1));
  // every rules option, and only options of the schema (format: directed cannot be read from graph6)
  for (const option of RULE_OPTIONS) assert.ok(named.includes(option.name), option.name);
  for (const name of named)
    assert.ok(
      GAME_OPTIONS.some((o) => o.name === name),
      name,
    );
});

// The class body of <cat-mouse-game> in the element's hand-written web/element.d.ts.
const elementClass = readFileSync(`${root}web/element.d.ts`, 'utf8').match(
  /export class CatMouseGame extends HTMLElement \{([\s\S]*?)\n\}/,
)[1];
// Its property for an attribute: a rules option's is the option's name, any other the attribute in camelCase.
const propertyOf = (attribute) =>
  RULE_OPTIONS.find((o) => o.attribute === attribute)?.name ?? attribute.replace(/-(\w)/g, (_, c) => c.toUpperCase());

test('web/element.d.ts declares a property for every attribute of the schema and of OBSERVED_ATTRIBUTES, documented with its attribute', () => {
  const attributes = new Set([...RULE_OPTIONS.map((o) => o.attribute), ...OBSERVED_ATTRIBUTES]);
  for (const attribute of attributes) {
    const name = propertyOf(attribute);
    // reflected: read and set (a getter and a setter, each declared once)
    const getter = [...elementClass.matchAll(new RegExp(`^  get ${name}\\(\\): `, 'gm'))];
    const setter = [...elementClass.matchAll(new RegExp(`^  set ${name}\\(\\w+: [^)]+\\);$`, 'gm'))];
    assert.equal(getter.length, 1, `get ${name}() for the attribute ${attribute}`);
    assert.equal(setter.length, 1, `set ${name}() for the attribute ${attribute}`);
    const doc = elementClass.slice(0, getter[0].index).split('/**').pop();
    assert.match(doc, new RegExp(`attribute \`${attribute}\``), `${name}'s doc names its attribute`);
  }
});

// catmouse/react's rule props (web/react.d.ts) are derived from the element's
// and the package's declarations (tests/js/dts-options.test.mjs compiles each
// against the core's table), never listed by hand: a rule option is declared
// in wasm/index.d.ts and web/element.d.ts only.
test("web/react.d.ts's CatMouseGameProps lists no rule option's attribute by hand: it extends the derived CatMouseGameRuleProps", () => {
  const react = readFileSync(`${root}web/react.d.ts`, 'utf8');
  const [, heads, props] = react.match(/export interface CatMouseGameProps([^{]*)\{([\s\S]*?)\n\}/);
  assert.match(heads, /\bCatMouseGameRuleProps\b/);
  const names = [...props.matchAll(/^\s+'?([\w-]+)'?\?:/gm)].map((m) => m[1]);
  for (const option of RULE_OPTIONS) assert.ok(!names.includes(option.attribute), option.attribute);
  assert.ok(names.includes('autoplay'), 'the props are read');
});

test("web/element.d.ts: a rules property takes what the option takes in the .d.ts GameOptions, and states the schema's default", () => {
  const options = dts.match(/export interface GameOptions \{([\s\S]*?)\n\}/)[1];
  for (const option of RULE_OPTIONS) {
    const declared = options.match(new RegExp(`\\n\\s+${option.name}\\?: ([^;]+);`))[1];
    const set = elementClass.match(new RegExp(`\\n  set ${option.name}\\(\\w+: ([^)]+)\\);`))[1];
    assert.equal(set, declared, option.name);
    const doc = elementClass
      .split(new RegExp(`\\n  get ${option.name}\\(\\)`))[0]
      .split('/**')
      .pop();
    if (option.default !== undefined) {
      const literal = typeof option.default === 'string' ? `'${option.default}'` : String(option.default);
      assert.match(doc, new RegExp(`default ${literal}[).,;: ]`), option.name);
    }
  }
});

test("the core applies the schema's defaults when the options leave the rules out", () => {
  const game = solver.solve(EXAMPLE_1);
  try {
    assert.deepEqual(game.start, { mouse: RULE_DEFAULTS.mouse, cat: RULE_DEFAULTS.cat, turn: RULE_DEFAULTS.first });
    assert.equal(game.hole, RULE_DEFAULTS.hole);
  } finally {
    game.dispose();
  }
});

test('the API refuses every option value the schema refuses, naming the option, and takes every one it takes', () => {
  const samples = [-1, 1.5, 2 ** 31, '1', 'cat', 'dog', 'edges', true, null, () => {}, 0, 3];
  for (const option of GAME_OPTIONS) {
    for (const value of samples) {
      if (value === null) continue; // null is refused as a value by every option below
      const options = { [option.name]: value };
      if (option.name === 'onProgress') continue; // validate() takes no callback
      if (isValid(option, value)) {
        try {
          solver.validate(EXAMPLE_1, options);
        } catch (error) {
          // a valid value may still break a rule (the mouse on the cat): never a type error
          assert.notEqual(error.code, 'argument.type', `${option.name}: ${String(value)}`);
        }
      } else {
        assert.throws(
          () => solver.validate(EXAMPLE_1, options),
          (e) => e instanceof CatMouseError && e.code === 'argument.type' && e.message.startsWith(`options.${option.name} must be`),
          `${option.name}: ${String(value)}`,
        );
      }
    }
  }
  assert.throws(() => solver.validate(EXAMPLE_1, { colour: 1 }), { code: 'argument.unknown-option' });
});

// A text each type reads (not the default), and the value it stands for as text.
const GOOD_TEXT = { node: () => '3', count: () => '70', nodes: () => '0, 5', boolean: () => 'true', choice: (o) => o.values.at(-1) };
const goodText = (option) => GOOD_TEXT[option.type](option);

test('texts (attributes, fields, links) are read strictly, with a message naming the option', () => {
  assert.deepEqual(readOptionText({ type: 'nodes' }, '0,5'), [0, 5]);
  assert.deepEqual(readOptionText({ type: 'nodes' }, '7'), [7]);
  for (const bad of ['0,,5', '0 5', '0,', ',0', '0;5', '-1']) assert.equal(readOptionText({ type: 'nodes' }, bad), undefined, bad);
  for (const option of RULE_OPTIONS) {
    const good = goodText(option);
    assert.equal(optionText(readOptionText(option, good)), good);
    assert.equal(optionTextProblem(option, good), null);
    for (const bad of [` ${good}`, `${good} `, '', '0x3', '1e0']) {
      assert.equal(readOptionText(option, bad), undefined, `${option.name} ${JSON.stringify(bad)}`);
      assert.match(optionTextProblem(option, bad), new RegExp(`^the ${option.label} must be`));
    }
  }
});

test('a link carries every rules option under its key, and reads them back', async () => {
  // A short form and its long form (hole, holes) both given is a problem in a link: one at a time.
  for (const left of RULE_OPTIONS.filter((o) => o.shorthandFor).flatMap((o) => [o.name, o.shorthandFor])) {
    const options = RULE_OPTIONS.filter((o) => o.name !== left);
    const state = { graph: '[[1],[0]]', ...Object.fromEntries(options.map((o) => [o.name, goodText(o)])) };
    const hash = await makeHash(state);
    const params = new URLSearchParams(hash.slice(1));
    for (const option of options) assert.equal(params.get(option.linkKey), state[option.name], option.name);
    const read = await readHash(hash);
    assert.deepEqual(read.problems, []);
    for (const option of options) assert.equal(read.state[option.name], state[option.name]);
  }
});

test('the page takes its fields and defaults from the schema, not its own list', () => {
  const page = readFileSync(`${root}web/src/page/page.js`, 'utf8');
  assert.doesNotMatch(page, /mouse: '1'|\['mouse', 'cat', 'hole', 'first'\]/);
  assert.match(page, /RULE_OPTIONS/);
  // The built page has a field for each rule option, written from the schema
  // (rule-fields.js; tests/page/rule-fields.test.mjs checks the rest); a short
  // form (hole) is typed into its long form's field (holes)
  const html = fillRulesHtml(readFileSync(`${root}web/index.html`, 'utf8'));
  for (const option of RULE_OPTIONS.filter((o) => !o.shorthandFor)) assert.match(html, new RegExp(`id="rule-${option.name}"`));
  assert.doesNotMatch(html, /id="rule-hole"/);
});

test('hole gives way to holes where texts set options: set alone it stays, both set both go to the core (which refuses them)', () => {
  const values = { hole: 0, holes: [0, 5] };
  // as the element reads its attributes: an option not set has its default
  const from = (set) =>
    ruleOptionsFrom(
      (o) => (set.includes(o.name) ? values[o.name] : o.default),
      (o) => set.includes(o.name),
    );
  assert.equal(from(['holes']).hole, undefined);
  assert.deepEqual(from(['holes']).holes, [0, 5]);
  assert.equal(from([]).hole, 0);
  assert.equal(from([]).holes, undefined);
  assert.deepEqual([from(['hole', 'holes']).hole, from(['hole', 'holes']).holes], [0, [0, 5]]);
  assert.throws(() => solver.validate(EXAMPLE_1, from(['hole', 'holes'])), { code: 'rules.conflicting-options' });
});
