// The page's rules fields and rule words, written from the options schema
// (catmouse/rules: each rule option's `field` and `words`) into the HTML at
// build time (scripts/build-web.mjs), so adding an option is its schema
// entry, not a hand-written field too. web/index.html and web/embed.html
// hold markers, replaced here:
//   <!-- rule-fields -->        the rules fields (index.html's fieldset)
//   <!-- rules-text -->         the rules in sentences of LeetCode 913's game
//   <!-- rule-words:NAME -->    an option's words (embed.html's attribute table)
// DOM-free: Node runs it (tests/page/rule-fields.test.mjs).
import { RULE_OPTIONS, RULE_WORDS, rulesText } from 'catmouse/rules';
import { DRAG_HINT } from '../words/page-words.js';

const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
// Words with `code` spans; a code span's spaces do not break (0 -> 1 stays on one line).
const words = (text) => escape(text).replace(/`([^`]*)`/g, (_, code) => `<code>${code.replaceAll(' ', '&nbsp;')}</code>`);
const capital = (text) => text[0].toUpperCase() + text.slice(1);

// The options with a field: every rule option but a short form, whose long
// form's field takes its place (hole's: holes, after the cats).
const longForm = (o) => (o.shorthandFor ? RULE_OPTIONS.find((long) => long.name === o.shorthandFor) : o);
export const FIELD_OPTIONS = [...new Set(RULE_OPTIONS.map(longForm))];
const labelOf = (o) => o.field?.label ?? capital(o.label);
const hintId = (o) => `${o.attribute}-hint`;
const noteId = (o) => `${o.attribute}-note`;
// A field across the whole row: a yes/no rule or a choice said in words.
const wide = (o) => o.type === 'boolean' || (o.type === 'choice' && o.words !== null);
// A grid's only field (turnLimit) starts hidden: page.js shows it for a grid.
const hidden = (o) => (o.appliesToGraph ? '' : ' hidden');

function control(o) {
  const id = `id="rule-${o.name}"`;
  const described = o.field?.hint ? ` aria-describedby="${hintId(o)}"` : o.field?.note ? ` aria-describedby="${noteId(o)}"` : '';
  const placeholder = o.field?.placeholder ? ` placeholder="${escape(o.field.placeholder)}"` : '';
  if (o.type === 'boolean') return `<input ${id} type="checkbox"${described} />`;
  if (o.type === 'choice') {
    const choices = o.values.map((v) => {
      const said = o.words?.[v] ? `${capital(v)}: ${o.words[v]}` : capital(v);
      return `<option value="${escape(v)}">${escape(said)}</option>`;
    });
    return `<select ${id}${described}>${choices.join('')}</select>`;
  }
  if (o.type === 'nodes')
    return `<input ${id} type="text" inputmode="numeric" autocomplete="off" spellcheck="false"${placeholder}${described} />`;
  return `<input ${id} type="number" min="0" step="1" inputmode="numeric"${placeholder}${described} />`;
}

function fieldHtml(o) {
  if (o.type === 'boolean') {
    const said = [labelOf(o), o.words ? `: ${o.words}` : '', o.field?.aside ? ` (${o.field.aside})` : ''].join('');
    return `<label class="check"${hidden(o)}>${control(o)}<span>${words(said)}</span></label>`;
  }
  const dot = o.field?.dot ? `<i class="dot ${o.field.dot}"></i>` : '';
  return `<label${hidden(o)}><span>${dot}${escape(labelOf(o))}</span>${control(o)}</label>`;
}

// The fields, in the schema's order: the narrow ones two to a row, then
// `extra` (a general hint) and their hints, then the wide ones each with
// the live note the page writes for it. `options`: the schema's (a test
// hands it a new option).
export function rulesFieldsHtml({ extra = '', options = FIELD_OPTIONS } = {}) {
  const narrow = options.filter((o) => !wide(o));
  const out = narrow.map(fieldHtml);
  if (extra) out.push(extra);
  for (const o of narrow) if (o.field?.hint) out.push(`<p id="${hintId(o)}" class="hint"${hidden(o)}>${words(o.field.hint)}</p>`);
  for (const o of options.filter(wide)) {
    out.push(fieldHtml(o));
    if (o.field?.note) out.push(`<p id="${noteId(o)}" class="hint" aria-live="polite"></p>`);
  }
  return out.join('\n');
}

// An option's words as the embed demo's attribute table says them:
// "<code>barred</code> (its words), <code>guards</code> (…) or …" for a choice.
export function attributeWordsHtml(name) {
  const o = RULE_OPTIONS.find((option) => option.name === name);
  const said = RULE_WORDS[name];
  if (!said) throw new Error(`rule-fields: the option ${name} has no words`);
  if (typeof said === 'string') return words(o.field?.aside ? `${said} (${o.field.aside})` : said);
  const each = o.values.map((v) => `<code>${escape(v)}</code> (${escape(said[v])})`);
  return `${each.slice(0, -1).join(', ')} or ${each.at(-1)}`;
}

const DRAG_HINT_HTML = `<p class="hint">${DRAG_HINT}</p>`;

// The page's HTML with every marker replaced.
export function fillRulesHtml(html) {
  return html
    .replace('<!-- rule-fields -->', () => rulesFieldsHtml({ extra: DRAG_HINT_HTML }))
    .replace('<!-- rules-text -->', () => escape(rulesText({ hole: 0 })))
    .replace(/<!-- rule-words:(\w+) -->/g, (_, name) => attributeWordsHtml(name));
}
