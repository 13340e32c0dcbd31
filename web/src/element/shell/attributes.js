// The attributes <cat-mouse-game> watches: the graph, one per rules option
// of the schema (catmouse/rules: RULE_OPTIONS), and its own display settings; what
// its graph property takes. Kept out of the element's module so Node tests
// can read it without a DOM.
import { CatMouseError } from 'catmouse/worker';
import { RULE_OPTIONS, blankIsDefault, optionNamed, shown } from 'catmouse/rules';
import { startTextProblem } from './start-text.js';

export const OBSERVED_ATTRIBUTES = Object.freeze([
  'graph',
  ...RULE_OPTIONS.map((o) => o.attribute),
  'speed',
  'keyboard',
  'move-list',
  'autoplay',
  'base-path',
  'own-worker',
]);

// What the graph property takes: text, or an adjacency list (rows may be
// typed arrays); anything else (null, a number) is a mistake, not the text "null".
export function graphText(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    try {
      return JSON.stringify(value.map((row) => (ArrayBuffer.isView(row) ? Array.from(row) : row)));
    } catch {
      // a BigInt or a cycle: the worker would refuse it anyway
    }
  }
  throw new CatMouseError(`graph must be text or an adjacency list (number[][]), got ${shown(value)}`, { code: 'argument.type' });
}

// The first start attribute that cannot be read (getAttribute(name) its text), as a CatMouseError for its field.
export function attributeError(getAttribute) {
  for (const { name, attribute } of RULE_OPTIONS) {
    const raw = getAttribute(attribute);
    const bare = raw === '' && blankIsDefault(optionNamed(name)); // a bare boolean is true; an empty list, or cat2, is the default
    const problem = raw === null || bare ? null : startTextProblem(name, raw);
    if (problem) return new CatMouseError(problem, { code: 'argument.type', options: [name] });
  }
  return null;
}
