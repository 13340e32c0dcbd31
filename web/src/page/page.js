// The full page: the Graph editor, the examples menu, the rules controls and
// the shareable link around one <cat-mouse-game> (loaded by its own script).
import { EXAMPLES, exampleText } from './examples.js';
import { makeHash, readHash } from './hash.js';
import { GraphEditor } from './editor.js';

const TYPING_DEBOUNCE_MS = 300;
const DEFAULTS = { mouse: '1', cat: '2', hole: '0', first: 'mouse' };
const RULES = ['mouse', 'cat', 'hole', 'first'];

const $ = (id) => document.getElementById(id);
const game = $('game');
const textarea = $('graph');
const examples = $('examples');
const alertBox = $('graph-alert');
const editor = new GraphEditor(textarea, $('graph-backdrop'));
const rules = Object.fromEntries(RULES.map((name) => [name, $(`rule-${name}`)]));

for (const example of EXAMPLES) examples.append(new Option(example.label, example.id));

let typingTimer = 0;
let lastHash = '';

function state() {
  return { graph: textarea.value, ...Object.fromEntries(RULES.map((name) => [name, rules[name].value])) };
}

// Hands the text and rules to the element, which solves (or, for a new
// start on the same graph, only queries the solved table).
function apply() {
  clearTimeout(typingTimer);
  const s = state();
  for (const name of RULES) game.setAttribute(name, s[name]);
  game.setAttribute('graph', s.graph);
}

function load(s) {
  textarea.value = s.graph;
  for (const name of RULES) rules[name].value = s[name] ?? DEFAULTS[name];
  editor.clear();
  apply();
}

// The URL holds the board on screen (the last state that solved), never a
// form that is broken or not yet solved.
function saveHash() {
  if (!game.shown) return;
  lastHash = makeHash(game.shown);
  if (location.hash !== lastHash) history.replaceState(null, '', lastHash);
}

const formDiffers = () => !!game.shown && makeHash(state()) !== makeHash(game.shown);

textarea.addEventListener('input', () => {
  examples.value = '';
  editor.clear();
  clearTimeout(typingTimer);
  typingTimer = setTimeout(apply, TYPING_DEBOUNCE_MS);
});

for (const control of Object.values(rules)) control.addEventListener('change', apply);

examples.addEventListener('change', () => {
  const example = EXAMPLES.find((e) => e.id === examples.value);
  if (example) load({ graph: exampleText(example), ...DEFAULTS, ...example.options });
});

game.addEventListener('cat-mouse-solved', () => {
  alertBox.replaceChildren();
  editor.clear();
  saveHash();
});

game.addEventListener('cat-mouse-error', ({ detail: { message, line, column } }) => {
  const text = document.createElement('span');
  text.textContent = message;
  alertBox.replaceChildren(text);
  if (line !== undefined) {
    editor.mark(line, column);
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'link';
    go.textContent = `Show line ${line}, column ${column}`;
    go.onclick = () => editor.select(line, column);
    alertBox.append(' ', go);
  } else {
    editor.clear();
  }
  if (game.result) {
    const keep = document.createElement('span');
    keep.className = 'keep';
    keep.textContent = 'The board still shows the last graph that solved.';
    alertBox.append(keep);
  }
});

// Dragging a token on the board sets a start: mirror it in the controls.
game.addEventListener('cat-mouse-start', ({ detail }) => {
  rules.mouse.value = String(detail.mouse);
  rules.cat.value = String(detail.cat);
});

$('copy-link').addEventListener('click', async () => {
  saveHash();
  const status = $('copy-status');
  const note = formDiffers() ? ' (the board on screen, not the unsolved changes in the form)' : '';
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = `Link copied${note}`;
  } catch {
    status.textContent = 'Copy the address bar: it holds this board';
  }
  setTimeout(() => (status.textContent = ''), note ? 5000 : 2500);
});

window.addEventListener('hashchange', () => {
  if (location.hash === lastHash) return;
  const s = readHash();
  if (s) load(s);
});

const fromHash = readHash();
if (fromHash) {
  load(fromHash);
} else {
  examples.value = EXAMPLES[0].id;
  load({ graph: EXAMPLES[0].text, ...DEFAULTS });
}
