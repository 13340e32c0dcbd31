// How the text of a start field is read, the same for the element's
// attributes, the page's fields and a link: a node id is written in decimal
// digits only ("3"; not " 3", "0x3", "1e0", "+3" or "3.0"), and the side to
// move is "mouse" or "cat" exactly. Anything else is refused with a message
// naming the field, never read as something else or as the default.

const NODE_ID = /^[0-9]{1,15}$/;

// A node id, or null when the text is not one.
export function readNodeId(text) {
  return typeof text === 'string' && NODE_ID.test(text) ? Number(text) : null;
}

// 'mouse' | 'cat', or null when the text is neither.
export function readSide(text) {
  return text === 'mouse' || text === 'cat' ? text : null;
}

// Why the text cannot be the field `name` ('mouse', 'cat', 'hole', 'first'), or null.
export function startTextProblem(name, text) {
  if (name === 'first') return readSide(text) ? null : `the side to move first must be "mouse" or "cat", not ${quote(text)}`;
  return readNodeId(text) === null ? `the ${name} must be a node id (a whole number from 0, digits only), not ${quote(text)}` : null;
}

// The text as it is, its spaces shown: "1 " would read as "1".
export const quote = (text) => JSON.stringify(String(text));
