// How the text of a rules option is read, the same for the element's
// attributes, the page's fields and a link: as the schema says
// (catmouse/rules: readOptionText): a node id in decimal digits only
// ("3"; not " 3", "0x3", "1e0", "+3" or "3.0"), the side to move "mouse" or
// "cat" exactly. Anything else is refused with a message naming the field,
// never read as something else or as the default.
import { RULE_OPTIONS, optionNamed, optionTextProblem, readOptionText } from 'catmouse/rules';

export { RULE_OPTIONS };

// The value the text of the option `name` stands for, or null when it stands for none.
export function readStartText(name, text) {
  return readOptionText(optionNamed(name), text) ?? null;
}

// Why the text cannot be the option `name` ('mouse', 'cat', 'hole', 'first', ...), or null.
export function startTextProblem(name, text) {
  return optionTextProblem(optionNamed(name), text);
}
