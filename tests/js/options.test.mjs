// The options schema (wasm/src/options.js) is the one declaration of the
// game's options: the hand-written .d.ts, the element's attributes, the
// page's link and fields, the API's checks and the core's defaults must all
// agree with it. Each test here fails when one of them restates an option
// differently (or forgets a new one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createSolver, CatMouseError, GAME_OPTIONS } from 'catmouse';
import { RULE_OPTIONS, RULE_DEFAULTS, readOptionText, optionTextProblem, isValid } from '../../wasm/src/options.js';
import { OBSERVED_ATTRIBUTES } from '../../web/src/element/attributes.js';
import { makeHash, readHash } from '../../web/src/page/hash.js';
import { root, EXAMPLE_1 } from './helpers.mjs';

const solver = await createSolver();
const dts = readFileSync(`${root}wasm/index.d.ts`, 'utf8');

// The property names of an interface in the .d.ts.
function interfaceKeys(name) {
  const body = dts.match(new RegExp(`export interface ${name} \\{([\\s\\S]*?)\\n\\}`))[1];
  return [...body.matchAll(/^\s+(?:readonly\s+)?([A-Za-z_$][\w$]*)\??:/gm)].map((m) => m[1]);
}

test('the .d.ts GameOptions declares exactly the schema\'s options', () => {
  assert.deepEqual(interfaceKeys('GameOptions').sort(), GAME_OPTIONS.map((o) => o.name).sort());
});

test('the .d.ts states each option\'s default as the schema does', () => {
  const body = dts.match(/export interface GameOptions \{([\s\S]*?)\n\}/)[1];
  for (const option of GAME_OPTIONS.filter((o) => o.default !== undefined)) {
    const doc = body.split(new RegExp(`\\n\\s+${option.name}\\?:`))[0].split('/**').pop();
    const literal = typeof option.default === 'string' ? `'${option.default}'` : String(option.default);
    assert.match(doc, new RegExp(`default ${literal}[).,; ]`), option.name);
  }
});

test('the element watches one attribute per rules option, and the d.ts CatMouseError.options names them', () => {
  for (const option of RULE_OPTIONS) assert.ok(OBSERVED_ATTRIBUTES.includes(option.attribute), option.attribute);
  const element = readFileSync(`${root}web/src/element/cat-mouse-game.js`, 'utf8');
  assert.match(element, /static observedAttributes = OBSERVED_ATTRIBUTES;/);
  const named = dts.match(/options\?: Array<([^>]*)>/)[1].match(/'(\w+)'/g).map((s) => s.slice(1, -1));
  assert.deepEqual(named.sort(), RULE_OPTIONS.map((o) => o.name).sort());
});

test('the core applies the schema\'s defaults when the options leave the rules out', () => {
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
        assert.throws(() => solver.validate(EXAMPLE_1, options), (e) => e instanceof CatMouseError && e.code === 'argument.type' && e.message.startsWith(`options.${option.name} must be`), `${option.name}: ${String(value)}`);
      }
    }
  }
  assert.throws(() => solver.validate(EXAMPLE_1, { colour: 1 }), { code: 'argument.unknown-option' });
});

test('texts (attributes, fields, links) are read strictly, with a message naming the option', () => {
  for (const option of RULE_OPTIONS) {
    const good = String(option.type === 'node' ? 3 : option.values[1]);
    assert.equal(String(readOptionText(option, good)), good);
    assert.equal(optionTextProblem(option, good), null);
    for (const bad of [` ${good}`, `${good} `, '', '0x3', '1e0']) {
      assert.equal(readOptionText(option, bad), undefined, `${option.name} ${JSON.stringify(bad)}`);
      assert.match(optionTextProblem(option, bad), new RegExp(`^the ${option.label} must be`));
    }
  }
});

test('a link carries every rules option under its key, and reads them back', async () => {
  const state = { graph: '[[1],[0]]', ...Object.fromEntries(RULE_OPTIONS.map((o) => [o.name, String(o.type === 'node' ? 7 : o.values.at(-1))])) };
  const hash = await makeHash(state);
  const params = new URLSearchParams(hash.slice(1));
  for (const option of RULE_OPTIONS) assert.equal(params.get(option.linkKey), state[option.name]);
  const read = await readHash(hash);
  assert.deepEqual(read.problems, []);
  for (const option of RULE_OPTIONS) assert.equal(read.state[option.name], state[option.name]);
});

test('the page takes its fields and defaults from the schema, not its own list', () => {
  const page = readFileSync(`${root}web/src/page/page.js`, 'utf8');
  assert.doesNotMatch(page, /mouse: '1'|\['mouse', 'cat', 'hole', 'first'\]/);
  assert.match(page, /RULE_OPTIONS/);
  const html = readFileSync(`${root}web/index.html`, 'utf8');
  // index.html has a field for today's options (page.js makes one for any other)
  for (const option of RULE_OPTIONS) assert.match(html, new RegExp(`id="rule-${option.name}"`));
});
