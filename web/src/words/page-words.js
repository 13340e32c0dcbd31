// The page's own sentences (web/src/page/): its alerts and notes, its status
// lines (Copy link, Embed, Export), what an opened file or a pasted LeetCode
// example is said to be, and the examples menu's names. The page's code asks
// them by name; the text written in web/*.html stays there, and a link's
// problems are in link-words.js. DOM-free: tested in Node
// (tests/page/page-words.test.mjs).
import { OUTCOMES, formatWords } from 'catmouse/rules';
import { thousands } from './numbers.js';

// Beside an alert, while the board keeps what it showed.
export const KEEPS_LAST_GAME = 'The board still shows the last game that solved.';
export const KEEPS_LAST_GRAPH = 'The board still shows the last graph that solved.';

// A cat field's label ("Cat starts on", "Cat A starts on"): `name` is the board's tag for the cat.
export const startsOnWords = (name) => `${name} starts on`;

// A link's problem at a rules field, with what the field shows instead.
export const fieldShowsWords = (message, shown) => `${message} The field shows ${shown}.`;

// A link's graph that cannot be used: the page opens its first example.
export const exampleInsteadWords = (message, example) => `${message} The page shows ${example} instead.`;

// Above the rules fields while the text is a LeetCode 1728 grid.
export const GRID_RULES_NOTE =
  "A grid places the mouse (M), the cat (C) and the food (F, the hole) itself: edit the grid to move them. Its jumps are the text's catJump and mouseJump.";

// Under the Directed box when the text's arcs made the graph directed without it.
export const ARCS_NOTE = 'The text has arcs (->): the graph is read as directed.';

// The button beside an error that points into the graph text.
export const showPlaceWords = (line, column) => `Show line ${line}, column ${column}`;

// Copy link's status: `formDiffers`, the form holds changes the board has not solved;
// `exactLength`, the exact link's length when the copied one holds the graph only (else undefined).
export function linkCopiedWords({ formDiffers, exactLength }) {
  const note = formDiffers ? ' (the board on screen, not the unsolved changes in the form)' : '';
  const graphOnly =
    exactLength === undefined
      ? ''
      : `. It holds the graph, not your text as typed (its line order and comments): the exact link, in the address bar, is ${thousands(exactLength)} characters long`;
  return `Link copied${note}${graphOnly}`;
}
export const LINK_NOT_COPIED = 'Copy the address bar: it holds this board';

// Share › Embed: the frame's title, and the Copy button's status.
export const embedTitle = (verdict) => `Cat and mouse game${verdict ? `: ${verdict}` : ''}`;
export const EMBED_COPIED = 'Embed code copied: paste it where your site takes an iframe';
export const EMBED_NOT_COPIED = 'Copy the selected embed code';
// frame.html opened without a board in its link.
export const FRAME_NO_BOARD = 'This embed names no board: copy its code again from Share › Embed on the catmouse page.';

// The Export panel's status line.
export const savedWords = (name) => `Saved ${name}`;
export const copiedWords = (what) => `Copied ${what} to the clipboard`;
export const NOTHING_TO_EXPORT = 'Nothing to export yet: the board has not solved a graph.';
export const CLIPBOARD_REFUSED = 'The browser refused the clipboard: use the download instead.';

// An opened file that is not UTF-8: the first bad byte's offset, and the byte in hex (undefined: the file ends mid-character).
export const notUtf8Words = (name, at, hex) =>
  `${name} is not UTF-8 text: byte ${at} (${hex ?? 'the end'}) cannot start or continue a character (a Latin-1 or Windows-1252 file, say). Save it as UTF-8 and open it again.`;

// A graph text too long for the text area, kept aside.
export function keptAsideWords(characters, lines) {
  const where = lines > 1 ? ` on ${thousands(lines)} lines` : '';
  return `The graph text is ${thousands(characters)} characters${where}: too long to show without pausing the page, so it is kept aside.`;
}

// Under the text once a board solves: the format it was read as, each warning of the reader.
export const readAsWords = (format) => `Read as ${formatWords(format) ?? format}.`;
export const noteWords = (message) => `Note: ${message}`;

// LeetCode's codes with its names: "0 (draw)", "1 (mouse wins)".
const codeWords = (code) => `${code} (${OUTCOMES[code]}${code ? ' wins' : ''})`;

// A pasted LeetCode example with its "Output: N" line: whether the solve agrees.
export function expectedOutputWords({ expectedOutput, outcome }) {
  if (expectedOutput === null || expectedOutput === undefined) return '';
  return expectedOutput === outcome
    ? `LeetCode's Output: ${codeWords(expectedOutput)} matches the answer here.`
    : `LeetCode's Output: ${codeWords(expectedOutput)} does not match the answer here, ${codeWords(outcome)}.`;
}

// A rules field changed, said in the words of its visible label: "Passing on", "Holes 0, 4", "Cat on a hole: guards …".
export const checkboxWords = (label, on) => `${label} ${on ? 'on' : 'off'}`;
export const choiceWords = (label, chosen) => `${label}: ${chosen}`;
export const valueWords = (label, value) => `${label} ${value}`;
// The change left the verdict as it was.
export const verdictStaysWords = (change, verdict) => `${change}: the verdict stays, ${verdict}.`;

// The hint under the start fields, written into index.html at build time (rule-fields.js).
export const DRAG_HINT = 'Or drag the mouse or the cat on the board onto another node.';

// The examples menu, by example id (examples.js): a label short enough to read
// whole in the closed menu (about 32 characters); a label that names the game's
// value has a plain one too, shown while the board hides its values
// (example-names.js), and a title that names it goes then.
export const EXAMPLE_NAMES = {
  'leetcode-1': { label: 'LeetCode 1 (draw)', plain: 'LeetCode 1' },
  'leetcode-2': { label: 'LeetCode 2 (mouse in 1)', plain: 'LeetCode 2' },
  'mouse-run': { label: 'Mouse wins in 7: a detour', plain: 'Seven nodes', title: 'Mouse wins in 7 moves: the long way round' },
  'cat-corner': { label: 'Cat wins in 9: cornered', plain: 'Seven nodes, another' },
  'beyond-2n': {
    label: 'Cat in 24: a 2n-cutoff trap',
    plain: 'Ten nodes',
    title: 'Cat wins in 24 moves: what solutions with a 2n move cutoff call a draw',
  },
  ring: { label: 'Edge list: a ring (draw)', plain: 'Edge list: a ring', title: 'An edge list: a ring with two chords (a draw)' },
  'leetcode-1728-1': { label: 'LeetCode 1728: 1 (grid)', title: 'LeetCode 1728 example 1: the mouse wins (true)' },
  'leetcode-1728-2': { label: 'LeetCode 1728: 2 (grid)', title: 'LeetCode 1728 example 2: the mouse wins (true)' },
  'leetcode-1728-3': { label: 'LeetCode 1728: 3 (grid)', title: 'LeetCode 1728 example 3: the cat wins (false)' },
  'leetcode-1728-maze': {
    label: 'LeetCode 1728: a hard maze',
    title: "A maze reported on LeetCode's feedback tracker: the mouse wins in 75 moves, past the 70-some-move cap of accepted solutions",
  },
  grid: { label: 'Grid 8 × 8 (cat wins in 22)', plain: 'Grid 8 × 8' },
  'sparse-200': { label: 'Random graph, 200 nodes' },
  'sparse-2000': { label: 'Random graph, 2,000 nodes' },
  'sparse-10000': { label: 'Random graph, 10,000 (slow)', title: 'A random sparse graph of 10,000 nodes: it solves for a while' },
};
