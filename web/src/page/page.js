// The full page: the Graph editor, the examples menu, the rules controls and
// the shareable link around one <cat-mouse-game> (loaded by its own script).
import { EXAMPLES, exampleText } from './examples.js';
import { makeHash, readHash } from './hash.js';
import { GraphEditor } from './editor.js';
import { voiceErrors } from './error-voice.js';
import { keepOrder } from './dom-order.js';
import { mountImport } from './import-format.js';
import { mountExport } from './export.js';

const TYPING_DEBOUNCE_MS = 300;
const DEFAULTS = { mouse: '1', cat: '2', hole: '0', first: 'mouse' };
const RULES = ['mouse', 'cat', 'hole', 'first'];

const $ = (id) => document.getElementById(id);
const game = $('game');
const textarea = $('graph');
const examples = $('examples');
const alertBox = $('graph-alert');
const rulesAlert = $('rules-alert');
const editor = new GraphEditor(textarea, $('graph-backdrop'));
const rules = Object.fromEntries(RULES.map((name) => [name, $(`rule-${name}`)]));

voiceErrors([alertBox, rulesAlert], $('error-voice'));
keepOrder(document.querySelector('.editor'), game);
mountImport({ game, textarea, note: $('graph-format'), open: $('open-file'), field: (name) => rules[name] });
mountExport({ game, panel: $('export'), graphFormat: $('export-graph-format'), status: $('export-status') });

for (const example of EXAMPLES) examples.append(Object.assign(new Option(example.label, example.id), { title: example.title ?? '' }));

let typingTimer = 0;
let lastHash = '';
let pendingMoment = null; // a link's moment, replayed once its board solves
let lastEntry = null; // what made the current history entry: 'edit' | 'moment'
let linkNote = null;
let lastRule = null; // the rules control changed last: the likely culprit of a rules error

// A rules error carries the options it is about (['cat', 'hole'], say); of
// those, the one changed last is the likely culprit.
function showRulesError(message, options) {
  const bad = options.includes(lastRule) ? [lastRule] : options;
  for (const name of RULES) rules[name].setAttribute('aria-invalid', String(bad.includes(name)));
  const text = document.createElement('span');
  text.textContent = message;
  rulesAlert.replaceChildren(text);
  if (game.result) {
    const keep = document.createElement('span');
    keep.className = 'keep';
    keep.textContent = 'The board still shows the last game that solved.';
    rulesAlert.append(keep);
  }
}

function clearErrors() {
  alertBox.replaceChildren();
  rulesAlert.replaceChildren();
  for (const name of RULES) rules[name].removeAttribute('aria-invalid');
}

// A value from a link the field cannot hold (mouse=abc, first=dog) would show
// as a blank field: use the default and say so.
function sanitize(s) {
  const fixed = { ...s };
  const notes = [];
  for (const name of RULES) {
    const value = s[name];
    if (value === undefined) continue;
    const ok = name === 'first' ? value === 'mouse' || value === 'cat' : /^\s*\d+\s*$/.test(value);
    if (ok) continue;
    fixed[name] = DEFAULTS[name];
    notes.push(`${name}=${value}`);
  }
  return { fixed, notes };
}

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

function load(s, { from } = {}) {
  const { fixed, notes } = sanitize(s);
  pendingMoment = s.moment ?? null;
  textarea.value = fixed.graph;
  for (const name of RULES) rules[name].value = fixed[name] ?? DEFAULTS[name];
  examples.value = EXAMPLES.find((e) => exampleText(e) === fixed.graph)?.id ?? '';
  editor.clear();
  apply();
  // Shown once the board solves (a solve clears the alerts).
  linkNote = notes.length ? `The ${from ?? 'link'} had ${notes.join(' and ')}, which the rules cannot use: the fields show the defaults instead.` : null;
}

// The URL holds the board on screen (the last state that solved) and the
// moment shown, never a form that is broken or not yet solved. What a person
// did gets its own history entry, so Back steps back through it; playback
// and a run of edits only update the current one.
function saveHash({ push = false, entry = 'moment' } = {}) {
  if (!game.shown) return;
  const hash = makeHash(game.shown, game.moment);
  if (hash === location.hash) return;
  lastHash = hash;
  if (push && !(entry === 'edit' && lastEntry === 'edit')) history.pushState(null, '', hash);
  else history.replaceState(null, '', hash);
  lastEntry = entry;
}

const formDiffers = () => !!game.shown && makeHash(state()) !== makeHash(game.shown);

textarea.addEventListener('input', () => {
  examples.value = '';
  editor.clear();
  clearTimeout(typingTimer);
  typingTimer = setTimeout(apply, TYPING_DEBOUNCE_MS);
});

for (const [name, control] of Object.entries(rules)) {
  control.addEventListener('change', () => {
    lastRule = name;
    apply();
  });
}

examples.addEventListener('change', () => {
  const example = EXAMPLES.find((e) => e.id === examples.value);
  if (example) load({ graph: exampleText(example), ...DEFAULTS, ...example.options });
});

game.addEventListener('cat-mouse-solved', async () => {
  clearErrors();
  if (linkNote) rulesAlert.textContent = linkNote;
  linkNote = null;
  editor.clear();
  const moment = pendingMoment;
  pendingMoment = null;
  if (moment) {
    await game.restore(moment);
    return saveHash();
  }
  saveHash({ push: !!lastHash, entry: 'edit' });
});

game.addEventListener('cat-mouse-moment', ({ detail: { reason } }) => {
  if (pendingMoment) return;
  saveHash({ push: reason !== 'cursor' });
});

// By code: rules errors, and a rules field that is not a node id, go beside
// the fields (marking those the error names); the rest is about the graph.
const isFieldError = (code, options) => code?.startsWith('rules.') || (code === 'argument.type' && options?.length > 0);

game.addEventListener('cat-mouse-error', ({ detail: { code, message, line, column, options } }) => {
  clearErrors();
  if (isFieldError(code, options)) {
    editor.clear();
    return showRulesError(message, options);
  }
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
  rules.first.value = detail.turn;
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

// Back and Forward (and a hash typed by hand): the same board only moves to
// the moment; another board loads.
async function followHash() {
  if (location.hash === lastHash) return;
  const s = readHash();
  if (!s) return;
  lastHash = location.hash;
  const same = game.shown && makeHash(game.shown) === makeHash({ ...game.shown, ...s });
  if (same) {
    await game.restore(s.moment ?? { mode: 'replay', path: [], ply: 0 });
    lastHash = location.hash;
    return;
  }
  lastEntry = null;
  load(s);
}
window.addEventListener('popstate', followHash);
window.addEventListener('hashchange', followHash);

const fromHash = readHash();
if (fromHash) {
  load(fromHash, { from: 'link' });
} else {
  examples.value = EXAMPLES[0].id;
  load({ graph: EXAMPLES[0].text, ...DEFAULTS });
}
