// web/element.d.ts, the hand-written types of `catmouse/element`, against the
// element's source: every public member and every event the element has is
// declared, and nothing it lacks. (tests/js/options.test.mjs checks the
// attributes' properties against the options schema; tests/js/types/
// element-usage.ts, compiled by tsc in tests/js/pack.test.mjs, checks that
// the declarations describe real use.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { RULE_OPTIONS } from '../../wasm/src/options.js';
import { reflectAttributes } from '../../web/src/element/shell/reflect.js';
import { root } from './helpers.mjs';

const dts = readFileSync(`${root}web/element.d.ts`, 'utf8');
const declared = dts.match(/export class CatMouseGame extends (?:HTMLElement|ElementBase) \{([\s\S]*?)\n\}/)[1];
const source = readFileSync(`${root}web/src/element/shell/cat-mouse-game.js`, 'utf8');
const element = source.match(/\n(?:export )?class CatMouseGame extends (?:HTMLElement|ElementBase) \{([\s\S]*?)\n\}\n/)[1];

// The element's public members: name -> { get, set, method } (private # members and the constructor left out).
function sourceMembers() {
  const members = new Map();
  const entry = (name) => members.get(name) ?? members.set(name, {}).get(name);
  for (const [, kind, name] of element.matchAll(/^ {2}(?:async )?(get |set )?([A-Za-z_$][\w$]*)\(/gm)) {
    if (name === 'constructor') continue;
    entry(name)[kind ? kind.trim() : 'method'] = true;
  }
  // the properties that reflect attributes (reflect.js, called in the element's static block): the
  // rules options of the schema and the board's own, as reflectAttributes defines them on a class
  assert.match(element, /static \{[\s\S]*?reflectAttributes\(this\)/);
  class StandIn {}
  reflectAttributes(StandIn);
  for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(StandIn.prototype))) {
    if (name === 'constructor') continue;
    if (d.get) entry(name).get = true;
    if (d.set) entry(name).set = true;
    if (typeof d.value === 'function') entry(name).method = true;
  }
  for (const option of RULE_OPTIONS) assert.ok(members.get(option.name)?.get && members.get(option.name)?.set, option.name);
  return members;
}

// The declared members, line by line: { name, kind: 'get' | 'set' | 'readonly' | 'method' | 'field', doc (a JSDoc ends on the line before) }
// (static members and the typed addEventListener overloads left out).
function declaredLines() {
  const lines = declared.split('\n');
  const out = [];
  lines.forEach((line, i) => {
    const m = /^ {2}(static )?(get |set |readonly )?([A-Za-z_$][\w$]*)([(<:?])/.exec(line);
    if (!m || m[1] || /^(add|remove)EventListener$/.test(m[3])) return;
    out.push({
      name: m[3],
      kind: m[2] ? m[2].trim() : m[4] === '(' || m[4] === '<' ? 'method' : 'field',
      doc: lines[i - 1].trim().endsWith('*/'),
    });
  });
  return out;
}

function declaredMembers() {
  const members = new Map();
  for (const { name, kind } of declaredLines()) (members.get(name) ?? members.set(name, {}).get(name))[kind] = true;
  return members;
}

test('web/element.d.ts declares every public member of the element, read-only exactly where it has no setter', () => {
  const declaredNow = declaredMembers();
  for (const [name, kinds] of sourceMembers()) {
    const d = declaredNow.get(name);
    assert.ok(d, `${name} is not declared in web/element.d.ts`);
    if (kinds.method) assert.ok(d.method, `${name}() is a method`);
    else if (kinds.set) assert.ok(d.get && d.set, `${name} is read and set: a get and a set accessor`);
    else assert.ok(d.readonly || (d.get && !d.set), `${name} has no setter: readonly`);
  }
});

test('web/element.d.ts declares nothing the element lacks', () => {
  const inSource = sourceMembers();
  for (const name of declaredMembers().keys()) {
    assert.ok(inSource.has(name), `${name} is declared but the element has no such member`);
  }
  // every member documented (a one-line JSDoc before its first line), but the lifecycle callbacks the browser calls
  const seen = new Set();
  for (const { name, doc } of declaredLines()) {
    if (seen.has(name) || /Callback$/.test(name)) continue;
    seen.add(name);
    assert.ok(doc, `${name} has no JSDoc in web/element.d.ts`);
  }
});

test('every event the element fires is in CatMouseGameEvents, and only those; the cancelable ones say so', () => {
  const fired = new Map();
  // every file of the element, in every folder of it
  const files = readdirSync(`${root}web/src/element`, { recursive: true }).filter((f) => f.endsWith('.js'));
  assert.ok(files.length > 50, `${files.length} files`);
  for (const file of files) {
    const text = readFileSync(`${root}web/src/element/${file}`, 'utf8');
    // this.#event('…') in the element and the parts it hands it to (host.event('…'))
    for (const [, name] of text.matchAll(/\b(?:#event|event)\('(cat-mouse-[\w-]+)'/g)) fired.set(name, fired.get(name) ?? false);
    for (const [, name, init] of text.matchAll(/new CustomEvent\('([\w-]+)',([^)]*)\)/g))
      fired.set(name, (fired.get(name) ?? false) || /cancelable: true/.test(init));
  }
  assert.ok(fired.size >= 6, [...fired.keys()].join(', '));
  const map = dts.match(/export interface CatMouseGameEvents \{([\s\S]*?)\n\}/)[1];
  const events = [...map.matchAll(/^ {2}'([\w-]+)': (\w+);/gm)].map(([, name, type]) => ({ name, type }));
  assert.deepEqual(events.map((e) => e.name).sort(), [...fired.keys()].sort());
  for (const { name, type } of events) {
    // the event type is a CustomEvent with a declared detail
    assert.match(dts, new RegExp(`export type ${type} = CustomEvent<\\w+>;`), name);
    const doc = map.split(`'${name}'`)[0].split('/**').pop();
    assert.equal(/cancelable/.test(doc), fired.get(name), `${name}: cancelable ${fired.get(name)}`);
  }
  // the tag and the events are known to the DOM's own maps (document.querySelector, document.addEventListener)
  assert.match(dts, /interface HTMLElementTagNameMap \{\s*'cat-mouse-game': CatMouseGame;/);
  assert.match(dts, /interface GlobalEventHandlersEventMap extends CatMouseGameEvents \{\}/);
});
