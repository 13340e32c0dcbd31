// The page's rules fields as text: which options have a field, the text
// each holds by default, the field an option's value belongs to, and a
// field's text read and set (page.js wires them to the element and the link).
import { RULE_OPTIONS, optionNamed, optionText } from 'catmouse/rules';
import { tokenName } from '../element/board/icons.js';
import { FIELD_OPTIONS } from './rule-fields.js';
import { startsOnWords } from '../words/page-words.js';

const $ = (id) => document.getElementById(id);

// The rules fields, one per rules option of the schema (each an element
// #rule-NAME the build writes into index.html: rule-fields.js), and their defaults as the fields hold them:
// text. A short form (hole) has no field of its own: the field of its long
// form (holes, "0, 5") takes it, and its default. An option without a
// default and without a short form (cat2) starts empty: left out.
export const RULES = FIELD_OPTIONS.map((o) => o.name);
const shorthandOf = (name) => RULE_OPTIONS.find((o) => o.shorthandFor === name);
const defaultText = (o) =>
  o.default !== undefined ? optionText(o.default) : shorthandOf(o.name) ? optionText([shorthandOf(o.name).default]) : '';
export const DEFAULTS = Object.fromEntries(FIELD_OPTIONS.map((o) => [o.name, defaultText(o)]));
// The field an option's value or error belongs to (hole: the holes field).
export const fieldOf = (name) => optionNamed(name)?.shorthandFor ?? name;

// A field's text, and setting it: a checkbox holds "true" or "false".
export const fieldText = (field) => (field.type === 'checkbox' ? String(field.checked) : field.value);
export function setFieldText(field, text) {
  if (field.type === 'checkbox') field.checked = text === 'true';
  else field.value = text;
  if (field.id === 'rule-cat2') nameCatFields();
}

// The cat fields name the cats as the board's tags do (icons.js tokenName):
// "Cat starts on" alone, "Cat A" and "Cat B" once the second cat's field
// holds a node. Only the label's words change (its colour dot stays).
export function nameCatFields() {
  const two = $('rule-cat2').value.trim() !== '';
  for (const who of ['cat', 'cat2']) {
    const words = $(`rule-${who}`).labels[0].querySelector('span').lastChild;
    words.nodeValue = startsOnWords(tokenName(who, two));
  }
}
