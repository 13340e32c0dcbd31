// The page's rules fields come from the options schema (web/src/page/rule-fields.js,
// written into the HTML by scripts/build-web.mjs): no field is hand-written,
// every rule option gets one, and a new option gets one with no other change.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RULE_OPTIONS, RULE_WORDS, rulesText } from 'catmouse/rules';
import { FIELD_OPTIONS, fillRulesHtml, rulesFieldsHtml } from '../../web/src/page/rule-fields.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = (name) => readFileSync(`${root}web/${name}`, 'utf8');
const ids = (html) => [...html.matchAll(/ id="rule-(\w+)"/g)].map((m) => m[1]);

test('web/index.html hand-writes no rules field and no rules text: it holds the markers', () => {
  const html = source('index.html');
  assert.deepEqual(ids(html), []);
  assert.match(html, /<!-- rule-fields -->/);
  assert.match(html, /<!-- rules-text -->/);
  assert.doesNotMatch(html, /may never enter|stay where it is|position repeats/);
});

// A field across the whole row (a yes/no rule, a choice said in words) comes after the narrow ones.
const wideField = (o) => o.type === 'boolean' || (o.type === 'choice' && o.words !== null);

test("the built page has one field per rule option, in the schema order (holes in hole's place), the wide ones last, and no marker left", () => {
  const html = fillRulesHtml(source('index.html'));
  const inOrder = [...FIELD_OPTIONS.filter((o) => !wideField(o)), ...FIELD_OPTIONS.filter(wideField)].map((o) => o.name);
  assert.deepEqual(ids(html), inOrder);
  const at = (name) => ids(html).indexOf(name);
  assert.ok(at('cat2') < at('holes') && at('holes') < at('first'), "holes in hole's place: after the cats, before first");
  assert.deepEqual(
    ids(html).sort(),
    RULE_OPTIONS.filter((o) => !o.shorthandFor)
      .map((o) => o.name)
      .sort(),
  );
  assert.doesNotMatch(html, /<!-- rule-(fields|words)|<!-- rules-text/);
  // A field's label and its choices' words are the schema's.
  assert.match(html, /<option value="guards">Guards: the cat may stand on a hole<\/option>/);
  assert.match(html, /<input id="rule-pass" type="checkbox" \/><span>Passing: either may stay where it is<\/span>/);
  assert.match(html, /<label hidden><span>Turn limit \(moves\)<\/span><input id="rule-turnLimit"/);
  assert.match(html, /<p id="turn-limit-hint" class="hint" hidden>/);
  assert.match(html, /<input id="rule-directed" type="checkbox" aria-describedby="directed-note" \/>/);
  assert.match(html, /<p id="directed-note" class="hint" aria-live="polite"><\/p>/);
  // "How the game is played" starts with LeetCode 913's rules, as rulesText says them.
  assert.ok(html.includes(`<p id="rules-words">${rulesText({ hole: 0 })}</p>`));
});

test('the embed demo says each variant attribute in the schema words', () => {
  const html = fillRulesHtml(source('embed.html'));
  for (const value of ['barred', 'guards', 'wins'])
    assert.ok(html.includes(`<code>${value}</code> (${RULE_WORDS.catOnHole[value]})`), value);
  assert.ok(html.includes(`<td>${RULE_WORDS.pass}</td>`));
  assert.doesNotMatch(source('embed.html'), /may never enter|may stand|stay where it is/);
});

test('a new rule option gets its field from its schema entry alone', () => {
  const option = {
    ...FIELD_OPTIONS.find((o) => o.name === 'pass'),
    name: 'swap',
    attribute: 'swap',
    label: 'swap',
    field: { label: 'Swapping' },
    words: 'the players may swap places',
  };
  const html = rulesFieldsHtml({ options: [...FIELD_OPTIONS, option] });
  assert.match(
    html,
    /<label class="check"><input id="rule-swap" type="checkbox" \/><span>Swapping: the players may swap places<\/span><\/label>/,
  );
  const bare = rulesFieldsHtml({ options: [{ ...option, name: 'limit', type: 'count', field: null, words: null, label: 'move limit' }] });
  assert.equal(bare, '<label><span>Move limit</span><input id="rule-limit" type="number" min="0" step="1" inputmode="numeric" /></label>');
});
