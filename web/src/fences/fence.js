// A Markdown fence that is a board:
//
//   ```catmouse autoplay controls mouse=3
//   [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]
//   ```
//
// The info string after `catmouse` gives the element's attributes (the
// rules by their attribute names, and the board's own); the body is the
// graph in any format the core reads, or a game file. Where a site
// generator drops the info string (MkDocs, Hugo, Sphinx keep only the
// language), a first body line `%% autoplay controls mouse=3` says the same.
// Pure: read by the markdown plugins at build time and by catmouse/autoload
// in the browser.
import { RULE_OPTIONS } from 'catmouse/rules';

export const FENCE_LANGUAGE = 'catmouse';
// The board's own attributes a fence may set (the element's reflect.js), beside the rules'.
const BOARD_ATTRIBUTES = [
  'autoplay',
  'controls',
  'compact',
  'move-list',
  'speed',
  'no-alert',
  'theme',
  'base-path',
  'own-worker',
  'loading',
];
export const FENCE_ATTRIBUTES = Object.freeze([...RULE_OPTIONS.map((o) => o.attribute), ...BOARD_ATTRIBUTES]);
const WORD = /\s*([a-z][a-z0-9-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/gy;

// Whether a fence's info string ("catmouse autoplay") is a board.
export const isBoardFence = (info) => (info ?? '').trim().split(/\s+/, 1)[0] === FENCE_LANGUAGE;

// { attributes: [[name, value]] (value '' for a bare word), problem }: the
// words after the language; problem names the first that is not one of
// FENCE_ATTRIBUTES or cannot be read, and what to write instead.
export function readFenceWords(words) {
  const attributes = [];
  const text = (words ?? '').trim();
  WORD.lastIndex = 0;
  while (WORD.lastIndex < text.length) {
    const at = WORD.lastIndex;
    const match = WORD.exec(text);
    if (!match) return { attributes, problem: `cannot read "${text.slice(at).trim().slice(0, 40)}": write name or name=value` };
    const [, name, double, single, bare] = match;
    if (!FENCE_ATTRIBUTES.includes(name))
      return {
        attributes,
        problem: `"${name}" is not an attribute of <cat-mouse-game> (those a fence takes: ${FENCE_ATTRIBUTES.join(', ')})`,
      };
    attributes.push([name, double ?? single ?? bare ?? '']);
  }
  return { attributes, problem: null };
}

// A whole fence: its info string (with or without the language) and its
// body. { graph, attributes, problem }.
export function readFence(info, body) {
  const words = (info ?? '').trim().replace(/^catmouse\b/, '');
  let graph = String(body ?? '');
  const lines = graph.split('\n');
  let extra = '';
  if (/^\s*%%/.test(lines[0] ?? '')) {
    extra = lines[0].replace(/^\s*%%/, '');
    graph = lines.slice(1).join('\n');
  }
  const read = readFenceWords(`${words} ${extra}`);
  graph = graph.trim();
  const problem = read.problem ?? (graph ? null : 'the fence has no graph: write the graph (or a game file) inside it');
  return { graph, attributes: read.attributes, problem };
}

export const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
