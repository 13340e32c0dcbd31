// Import on the page: which format the Graph text was read as (and what the
// reader warned about), shown under the text once a board solves; a file
// opened into the text; and a pasted catmouse game file's rules copied into
// the rules fields, which the page sends with the text (the fields win over
// the file's rules, so without this the file's would be ignored).
import { RULE_OPTIONS, isValid, optionText } from '../../../wasm/src/options.js';

const FORMAT_WORDS = {
  adjacency: 'a LeetCode adjacency list',
  edges: 'an edge list',
  graph6: 'graph6',
  sparse6: 'sparse6',
  json: 'a catmouse game file (JSON)',
};

// A game file's rules, read as plain JSON; the core reads (and checks) the
// whole text when the board solves, so anything odd here is left to it.
function rulesInGameFile(text) {
  if (!text.trimStart().startsWith('{')) return null;
  try {
    const file = JSON.parse(text);
    return file && typeof file === 'object' ? file : null;
  } catch {
    return null;
  }
}

// game: the <cat-mouse-game>; text: the page's GraphText (its text area, or a
// long text kept aside); setField(name, text): sets a rules control.
export function mountImport({ game, text, note, open, setField }) {
  const { textarea } = text;
  game.addEventListener('cat-mouse-solved', ({ detail }) => {
    const said = detail.format ? [`Read as ${FORMAT_WORDS[detail.format] ?? detail.format}.`] : [];
    for (const warning of detail.warnings ?? []) said.push(`Note: ${warning.message}`);
    // The board takes nodes without edges (a drawing starts with them): the
    // core names them in a graph.isolated-node warning, said with the others.
    // Only new words: the note is a polite live region, and every rules
    // field's change solves again with the same format read.
    const words = said.join(' ');
    if (note.textContent !== words) note.textContent = words;
  });

  textarea.addEventListener('input', () => {
    const file = rulesInGameFile(text.value);
    if (!file) return;
    for (const option of RULE_OPTIONS) {
      const value = file[option.name];
      if (isValid(option, value)) setField(option.name, optionText(value));
    }
  });

  open.addEventListener('change', async () => {
    const [file] = open.files;
    if (!file) return;
    text.value = await file.text();
    open.value = '';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    textarea.focus();
  });
}
