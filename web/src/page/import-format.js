// Import on the page: which format the Graph text was read as (and what the
// reader warned about), shown under the text once a board solves; a file
// opened into the text (file-text.js: UTF-8 only; .g6/.s6 read as graph6/sparse6); and a pasted catmouse game file's rules copied into
// the rules fields, which the page sends with the text (the fields win over
// the file's rules, so without this the file's would be ignored).
import { RULE_OPTIONS, optionText } from 'catmouse/rules';
import { fileText } from './file-text.js';
import { expectedOutputWords, noteWords, readAsWords } from '../words/page-words.js';

// game: the <cat-mouse-game>; text: the page's GraphText (its text area, or a
// long text kept aside); setField(name, text): sets a rules control.
export function mountImport({ game, text, note, open, setField }) {
  const { textarea } = text;
  game.addEventListener('cat-mouse-solved', ({ detail }) => {
    const said = detail.format ? [readAsWords(detail.format)] : [];
    for (const warning of detail.warnings ?? []) said.push(noteWords(warning.message));
    const checked = expectedOutputWords(detail);
    if (checked) said.push(checked);
    // The board takes nodes without edges (a drawing starts with them): the
    // core names them in a graph.isolated-node warning, said with the others.
    // Only new words: the note is a polite live region, and every rules
    // field's change solves again with the same format read.
    const words = said.join(' ');
    if (note.textContent !== words) note.textContent = words;
  });

  // A pasted or opened game file's rules go into the fields, as the core
  // read them (the package's parse(), in the board's worker): the page sends
  // the fields with the text, and they would win over the file's rules.
  // ready() is the read of the last text; the page waits for it before it
  // hands that text to the board.
  let reading = Promise.resolve();
  textarea.addEventListener('input', () => {
    const sent = text.value;
    // Only a text that may be a game file is worth a read; the core decides the format.
    if (!sent.trimStart().startsWith('{')) return void (reading = Promise.resolve());
    reading = game.readText(sent).then(
      ({ format, directed, rules }) => {
        if (format !== 'json' || text.value !== sent) return;
        for (const option of RULE_OPTIONS) {
          const value = option.name === 'directed' ? directed : rules[option.name];
          if (value !== undefined) setField(option.name, optionText(value));
        }
      },
      () => {},
    ); // text the reader refuses: the board's solve says why, at its place
  });

  open.addEventListener('change', async () => {
    const [file] = open.files;
    if (!file) return;
    const read = fileText(file.name, new Uint8Array(await file.arrayBuffer()));
    open.value = '';
    // A file that is not UTF-8 is not opened: the note says why, the text stays.
    if (read.problem) return void (note.textContent = read.problem);
    text.value = read.text;
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    textarea.focus();
  });

  return { ready: () => reading };
}
