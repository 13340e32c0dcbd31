// The formats the core reads, each named once with its words: the core's
// table (core/src/import.cpp, kFormats, exported by the bindings as
// formatTable; tests/js/formats.test.mjs checks the two agree). `written`:
// writeGraph() writes it (formats.js). The page says "Read as <words>.",
// and a drawing that cannot be written in the text's format names it.
const format = (name, words, written) => Object.freeze({ name, words, written });

export const FORMAT_LIST = Object.freeze([
  format('auto', null, false), // told apart by how the text starts
  format('adjacency', 'a LeetCode adjacency list', true),
  format('edges', 'an edge list', true),
  format('graph6', 'graph6', true),
  format('sparse6', 'sparse6', true),
  format('json', 'a catmouse game file (JSON)', true),
  format('grid', 'a LeetCode 1728 grid', false),
]);

// The names the core reads (the format option's values).
export const FORMATS = Object.freeze(FORMAT_LIST.map((f) => f.name));
// The formats writeGraph() writes.
export const GRAPH_FORMATS = Object.freeze(FORMAT_LIST.filter((f) => f.written).map((f) => f.name));
// A format's words ("an edge list"), or null.
export const formatWords = (name) => FORMAT_LIST.find((f) => f.name === name)?.words ?? null;
