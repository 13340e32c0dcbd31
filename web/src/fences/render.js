// Fences rendered at build time, in Node: each `catmouse` fence is checked
// and solved by the package's solver and becomes the board's tag around its
// static HTML (static-board.js); a fence that cannot be a board becomes an
// alert in its place, and the build is told where (the file, the fence's
// line and column, the parser's words) and goes on.
import { createSolver } from 'catmouse';
import { RULE_OPTIONS, readOptionText } from 'catmouse/rules';
import { readFence } from './fence.js';
import { staticBoard, treeHtml, treeMdx } from './static-board.js';

const byAttribute = new Map(RULE_OPTIONS.map((o) => [o.attribute, o]));

// The solver's options from a fence's attributes, or the first problem.
function optionsOf(attributes) {
  const options = {};
  for (const [attribute, text] of attributes) {
    const option = byAttribute.get(attribute);
    if (!option) continue;
    const value = readOptionText(option, text);
    if (value === undefined) return { problem: `${attribute}="${text}" cannot be read as ${option.name}` };
    options[option.name] = value;
  }
  return { options };
}

// A fence that cannot be a board: an alert in its place, the fence's text below it.
const alertTree = (message, body) => [
  'div',
  { role: 'alert', 'data-catmouse': 'error' },
  ['p', {}, `This board cannot be shown: ${message}`],
  ['pre', {}, body],
];

// The board: its tag with the fence's attributes around the static board.
const boardTree = (fence, inside) => [
  'cat-mouse-game',
  Object.fromEntries([['graph', fence.graph], ...fence.attributes]),
  ...(inside ? [inside] : []),
];

// { render(info, body, { file, line }) => tree }: line is the fence's
// opening line (1-based) in file; problems go to `warn` as
// "file:line:column: catmouse: message". html(tree) and mdx(tree) write it.
export async function createFenceRenderer({ warn = (text) => console.warn(text), prerender = true } = {}) {
  const solver = await createSolver();
  return {
    html: (tree) => `${treeHtml(tree)}\n`,
    mdx: (tree) => treeMdx(tree),
    render(info, body, { file = '(markdown)', line = 1 } = {}) {
      const fence = readFence(info, body);
      const firstBodyLine = line + 1 + (/^\s*%%/.test(String(body).split('\n')[0]) ? 1 : 0);
      let problem = fence.problem;
      let where = `${file}:${line}`;
      let game = null;
      const read = problem ? {} : optionsOf(fence.attributes);
      problem ??= read.problem;
      if (!problem) {
        try {
          // As the element asks (solve-flow.js): options that do not apply to the kind of game are left out.
          game = solver.solve(fence.graph, { ...read.options, onlyApplicable: true, allowIsolated: true });
        } catch (error) {
          problem = error.message;
          if (error.line) where = `${file}:${firstBodyLine + error.line - 1}:${error.column ?? 1}`;
        }
      }
      if (problem) {
        warn(`${where}: catmouse: ${problem}`);
        return alertTree(problem, String(body));
      }
      try {
        return boardTree(fence, prerender ? staticBoard(game) : null);
      } finally {
        game.dispose?.();
      }
    },
  };
}
