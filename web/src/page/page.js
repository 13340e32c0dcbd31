// The full page: the Graph editor, the examples menu, the rules controls and
// the shareable link around one <cat-mouse-game> (loaded by its own script).
import { EXAMPLES, exampleText } from './examples.js';
import { hideExampleNames } from './example-names.js';
import { openShareOnRequest } from './share-open.js';
import { readHash, sameBoard } from './hash.js';
import { PageLink } from './page-link.js';
import { GraphEditor } from './editor.js';
import { voiceErrors } from './error-voice.js';
import { rulesVoice } from './rules-voice.js';
import { verdictText } from '../words/describe.js';
import { foldWhenStacked, keepOrder } from './dom-order.js';
import { mountImport } from './import-format.js';
import { mountExport } from './export.js';
import { mountEmbedCode } from './embed-code.js';
import { EditPace, SOLVE_PAUSE_MS } from './edit-pace.js';
import { GraphText, LARGE_TEXT } from './graph-text.js';
import { RULE_OPTIONS, optionNamed, optionText, readOptionText, rulesText } from 'catmouse/rules';
import { DEFAULTS, RULES, fieldOf, fieldText, nameCatFields, setFieldText } from './rule-field-text.js';
import { FIELD_OPTIONS } from './rule-fields.js';
import {
  ARCS_NOTE,
  GRID_RULES_NOTE,
  KEEPS_LAST_GAME,
  KEEPS_LAST_GRAPH,
  LINK_NOT_COPIED,
  exampleInsteadWords,
  fieldShowsWords,
  linkCopiedWords,
  showPlaceWords,
} from '../words/page-words.js';

const $ = (id) => document.getElementById(id);

const game = $('game');
const textarea = $('graph');
const examples = $('examples');
const alertBox = $('graph-alert');
const rulesAlert = $('rules-alert');
const linkAlert = $('link-alert');
const editor = new GraphEditor(textarea, $('graph-backdrop'));
const graphText = new GraphText(textarea, $('graph-large'));
const rules = Object.fromEntries(FIELD_OPTIONS.map((option) => [option.name, $(`rule-${option.name}`)]));
const pace = new EditPace();

const errorVoice = voiceErrors([alertBox, rulesAlert, linkAlert], $('error-voice'));
game.addEventListener('cat-mouse-solved', () => errorVoice.forget());
// A rules field's change that leaves the verdict as it was is said too.
const ruleVoice = rulesVoice($('rules-voice'));
const verdictOf = (result) => (result && result.outcome !== undefined ? verdictText(result) : null);
game.addEventListener('cat-mouse-solved', ({ detail }) => ruleVoice.solved(verdictOf(detail)));
game.addEventListener('cat-mouse-error', () => ruleVoice.refused());
keepOrder(document.querySelector('.editor'), game);
foldWhenStacked(game);
const importer = mountImport({
  game,
  text: graphText,
  note: $('graph-format'),
  open: $('open-file'),
  setField: (name, text) => setFieldText(rules[fieldOf(name)], text),
});
mountExport({ game, panel: $('export'), graphFormat: $('export-graph-format'), status: $('export-status') });

for (const example of EXAMPLES) examples.append(Object.assign(new Option(example.label, example.id), { title: example.title ?? '' }));
hideExampleNames(game, examples, EXAMPLES);

let typingTimer = 0;
let errorTimer = 0;
let heldError = null; // a graph error found while typing, shown once typing pauses
let cause = 'load'; // what the text and rules on the element came from: 'load' | 'typing' | 'change' | 'draw' | 'history'
let lastHash = '';
let pendingMoment = null; // a link's moment, replayed once its board solves
let linkProblems = []; // what a link held that cannot be used: [{ key, message }], shown at their fields
let lastRule = null; // the rules control changed last: the likely culprit of a rules error

// A rules error carries the options it is about (['cat', 'hole'], say); of
// those, the one changed last is the likely culprit.
function showRulesError(message, given) {
  const options = given.map(fieldOf);
  const bad = options.includes(lastRule) ? [lastRule] : options;
  for (const name of RULES) rules[name].setAttribute('aria-invalid', String(bad.includes(name)));
  const text = document.createElement('span');
  text.textContent = message;
  rulesAlert.replaceChildren(text);
  if (game.result) {
    const keep = document.createElement('span');
    keep.className = 'keep';
    keep.textContent = KEEPS_LAST_GAME;
    rulesAlert.append(keep);
  }
}

function clearErrors() {
  clearTimeout(errorTimer);
  heldError = null;
  alertBox.replaceChildren();
  rulesAlert.replaceChildren();
  linkAlert.replaceChildren();
  for (const name of RULES) rules[name].removeAttribute('aria-invalid');
}

// What a link held that cannot be used, each at its field: the graph's
// beside the text, a rule's beside the rules (the field marked invalid), a
// moment's beside the link buttons.
function showLinkProblems() {
  const lines = { graph: [], rules: [], moment: [] };
  for (const { key, message } of linkProblems) {
    if (RULES.includes(fieldOf(key))) {
      const field = rules[fieldOf(key)];
      field.setAttribute('aria-invalid', 'true');
      lines.rules.push(fieldShowsWords(message, fieldText(field)));
    } else {
      lines[key === 'graph' ? 'graph' : 'moment'].push(message);
    }
  }
  const put = (box, texts) =>
    texts.length &&
    box.replaceChildren(...texts.map((t) => Object.assign(document.createElement('span'), { className: 'line', textContent: t })));
  put(alertBox, lines.graph);
  put(rulesAlert, lines.rules);
  put(linkAlert, lines.moment);
}

// The example a text is, if any (no example is longer than a text kept aside:
// a long text is not compared with each generated one).
const exampleOf = (text) => (text.length > LARGE_TEXT ? null : EXAMPLES.find((e) => exampleText(e) === text));

function state() {
  return { graph: graphText.value, ...Object.fromEntries(RULES.map((name) => [name, fieldText(rules[name])])) };
}

// Hands the text and rules to the element: it checks them (the worker's
// validate) and solves only text that passes; a new start on the same graph
// only queries the solved table.
function apply(why) {
  clearTimeout(typingTimer);
  cause = why;
  const s = state();
  // The fields give the long forms (holes), so a short form's attribute goes.
  for (const option of RULE_OPTIONS) if (option.shorthandFor) game.removeAttribute(option.attribute);
  for (const option of FIELD_OPTIONS) game.setAttribute(option.attribute, s[option.name]);
  game.setAttribute('graph', s.graph);
}

// A LeetCode 1728 grid places the mouse, the cat and the food on its board
// and its rules are the problem's: the fields of the options that do not
// apply to a grid (the schema's appliesToGrid) are disabled, with a note
// saying why; those only a grid has (appliesToGraph: its turn limit) show
// for a grid only. Which the text is, the core says: the game solved
// (result.grid), or an error of the grid reader (grid.*); the element hands
// every field on and the core leaves out what does not apply.
const gridNote = Object.assign(document.createElement('p'), {
  id: 'grid-rules-note',
  className: 'hint',
  hidden: true,
  textContent: GRID_RULES_NOTE,
});
document.querySelector('fieldset.rules legend')?.after(gridNote);
function markGridFields(grid) {
  for (const option of FIELD_OPTIONS) {
    const field = rules[option.name];
    if (!option.appliesToGrid) {
      field.disabled = grid;
      field.closest('label')?.classList.toggle('not-for-grid', grid);
      if (grid) field.setAttribute('aria-describedby', gridNote.id);
      else field.removeAttribute('aria-describedby');
    }
    if (!option.appliesToGraph) {
      field.disabled = !grid;
      const label = field.closest('label');
      if (label) label.hidden = !grid;
      const hint = field.getAttribute('aria-describedby');
      if (hint && $(hint)) $(hint).hidden = !grid;
    }
  }
  gridNote.hidden = !grid;
}

// A board from a link, Back/Forward or the examples menu. Values a link
// holds that cannot be used keep the fields' defaults and are shown at their
// fields (not quietly dropped).
function load(s, { problems = [], why = 'change' } = {}) {
  linkProblems = problems;
  pendingMoment = s.moment ?? null;
  graphText.value = s.graph;
  // A link or example may give a short form (hole=3): its long form's field takes it.
  const given = { ...s };
  for (const option of RULE_OPTIONS) {
    if (option.shorthandFor && given[option.name] !== undefined && given[option.shorthandFor] === undefined)
      given[option.shorthandFor] = optionText(given[option.name]);
  }
  // Each as the field writes it ("0,5" from a link shows as "0, 5").
  for (const name of RULES) {
    const text = String(given[name] ?? DEFAULTS[name]);
    const read = readOptionText(optionNamed(name), text);
    setFieldText(rules[name], read === undefined ? text : optionText(read));
  }
  examples.value = exampleOf(s.graph)?.id ?? '';
  editor.clear();
  clearErrors();
  showLinkProblems();
  apply(why);
}

// The URL holds the board on screen and the moment shown, or a board the
// element checked and is solving (page-link.js): never a form that is
// broken or not yet checked. What a person did gets its own history entry
// (edits as edit-pace.js decides), so Back steps back through it; playback
// only updates the current one.
const link = new PageLink(game);
openShareOnRequest(game, document.querySelector('.share'), $('copy-link'));
link.onWritten = (hash) => (lastHash = hash);
const saveHash = (options) => link.save(options);
mountEmbedCode({
  panel: $('embed-share'),
  code: $('embed-code'),
  copy: $('copy-embed'),
  status: $('embed-status'),
  link,
  verdict: () => verdictOf(game.result),
});

// A grid's board ignores the fields a grid does not read (markGridFields).
let shownGrid = false;
const formDiffers = () => !!link.board && !sameBoard(state(), link.board, { grid: shownGrid });

textarea.addEventListener('input', () => {
  examples.value = '';
  editor.clear();
  pace.input(performance.now());
  // an error about text that is being changed is stale: it comes back once typing pauses
  clearTimeout(errorTimer);
  heldError = null;
  alertBox.replaceChildren();
  clearTimeout(typingTimer);
  const typed = graphText.value;
  // a game file's rules reach the fields first (import-format.js)
  typingTimer = setTimeout(() => importer.ready().then(() => graphText.value === typed && apply('typing')), SOLVE_PAUSE_MS);
});

// Leaving the text area shows an error held back while typing at once.
textarea.addEventListener('blur', () => {
  if (!heldError) return;
  clearTimeout(errorTimer);
  showGraphError(heldError);
});

rules.cat2.addEventListener('input', nameCatFields);
for (const [name, control] of Object.entries(rules)) {
  control.addEventListener('change', () => {
    lastRule = name;
    linkProblems = linkProblems.filter((p) => p.key !== name);
    ruleVoice.changed(control, verdictOf(game.result));
    apply('change');
  });
}

// Arrow keys on the closed menu change it one example at a time, and each
// change used to load (and start solving) the example passed over, 10,000
// nodes included. A change from the keyboard loads once the keys pause;
// a pick with the pointer, or Enter, loads at once.
const EXAMPLE_KEY_PAUSE_MS = 700;
let examplesKeyed = false;
let exampleTimer = 0;
const loadExample = () => {
  clearTimeout(exampleTimer);
  exampleTimer = 0;
  const example = EXAMPLES.find((e) => e.id === examples.value);
  // a new example with the verdict the board had is said too (the status region would not speak)
  if (example) ruleVoice.changed(examples, verdictOf(game.result));
  if (example)
    load({
      graph: exampleText(example),
      ...DEFAULTS,
      ...(example.options?.hole !== undefined ? { holes: String(example.options.hole) } : {}),
      ...example.options,
    });
};
examples.addEventListener('keydown', (event) => {
  examplesKeyed = event.key !== 'Enter';
  if (event.key === 'Enter' && exampleTimer) loadExample();
});
examples.addEventListener('pointerdown', () => (examplesKeyed = false));
examples.addEventListener('change', () => {
  clearTimeout(exampleTimer);
  if (examplesKeyed) exampleTimer = setTimeout(loadExample, EXAMPLE_KEY_PAUSE_MS);
  else loadExample();
});

// The words about the rules follow the game on screen (its variant), and a
// text with arcs (->) is directed whatever the checkbox says: say so.
game.addEventListener('cat-mouse-solved', ({ detail }) => {
  markGridFields(!!detail.grid);
  shownGrid = !!detail.grid;
  $('rules-words').textContent = rulesText(detail);
  const arcs = detail.variant?.directed && !rules.directed.checked;
  $('directed-note').textContent = arcs ? ARCS_NOTE : '';
});

// The history step of a board that changed: the page's first board and a
// board Back or Forward came to keep their entry. Taken once per change: at
// its solve's start (cat-mouse-solving) or, for a new start the solved
// table answers, when it shows.
let pushed = null; // the push decided for the board being solved
const takeStep = () => {
  const why = cause;
  cause = 'change';
  return { push: why !== 'load' && why !== 'history' && pace.step(why) === 'push' };
};

// A board checked and being solved: the link holds it at once (not a link
// being opened: its hash holds its moment already).
game.addEventListener('cat-mouse-solving', ({ detail }) => {
  if (pendingMoment) return;
  pushed = takeStep();
  link.solving(detail, pushed);
});

game.addEventListener('cat-mouse-solved', async () => {
  clearErrors();
  showLinkProblems();
  editor.clear();
  link.solved();
  const moment = pendingMoment;
  pendingMoment = null;
  const step = pushed ? { push: false } : takeStep();
  pushed = null;
  if (moment) {
    await game.restore(moment);
    return saveHash();
  }
  saveHash(step);
});

game.addEventListener('cat-mouse-moment', ({ detail: { reason, moment } }) => {
  if (pendingMoment) return;
  // A step, the computer's strength or Hide values changes the entry in place; a move, a what-if or a new game is a new one.
  const push = reason !== 'cursor' && reason !== 'strength' && reason !== 'values';
  if (push) pace.leave();
  saveHash({ push, moment });
});

// By code: rules errors, and a rules field that is not a node id, go beside
// the fields (marking those the error names); the rest is about the graph.
const isFieldError = (code, options) =>
  code?.startsWith('rules.') || ((code === 'argument.type' || code === 'limits.memory' || code === 'limits.time') && options?.length > 0);
// The fields an error is about: those it names, else by its code: the
// memory or time limit of a two-cat game (limits.memory, limits.time while
// the second cat is set: two cats need 2 n³ positions and their joint
// moves, one cat 2 n²) is the second cat's field.
const twoCatLimit = (code) => code === 'limits.memory' || code === 'limits.time';
const errorFields = (code, options) => (options?.length ? options : twoCatLimit(code) && fieldText(rules.cat2) !== '' ? ['cat2'] : []);

function showGraphError({ message, line, column }) {
  heldError = null;
  const text = document.createElement('span');
  text.textContent = message;
  alertBox.replaceChildren(text);
  if (line !== undefined) {
    if (!graphText.aside) editor.mark(line, column);
    const go = document.createElement('button');
    go.type = 'button';
    go.className = 'link';
    go.textContent = showPlaceWords(line, column);
    go.onclick = () => {
      graphText.reveal();
      editor.select(line, column);
    };
    alertBox.append(' ', go);
  } else {
    editor.clear();
  }
  if (game.result) {
    const keep = document.createElement('span');
    keep.className = 'keep';
    keep.textContent = KEEPS_LAST_GRAPH;
    alertBox.append(keep);
  }
}

game.addEventListener('cat-mouse-error', ({ detail }) => {
  const { code, message } = detail;
  const options = errorFields(code, detail.options);
  // The grid reader's errors say the text is a grid (the fields follow it; other errors leave them).
  if (code?.startsWith('grid.')) markGridFields(true);
  clearErrors();
  showLinkProblems();
  if (isFieldError(code, options)) {
    editor.clear();
    return showRulesError(message, options);
  }
  // While a line is half typed the text is often wrong: say so once typing pauses.
  const wait = cause === 'typing' ? pace.errorDelay(performance.now()) : 0;
  if (!wait) return showGraphError(detail);
  heldError = detail;
  errorTimer = setTimeout(() => heldError && showGraphError(heldError), wait);
});

// A graph drawn on the board (its edit mode): the text and the start follow,
// and the board takes them at once, as a change of its own (one history
// entry per edit). The core checks the text as it checks typed text.
game.addEventListener('cat-mouse-edit', (event) => {
  event.preventDefault();
  const { graph, mouse, cat, holes } = event.detail;
  graphText.value = graph;
  setFieldText(rules.mouse, String(mouse));
  setFieldText(rules.cat, String(cat));
  // The hole has no field of its own: the holes field takes every hole (an
  // edit keeps them all, each following its node).
  setFieldText(rules.holes ?? rules.hole, holes.join(', '));
  examples.value = exampleOf(graph)?.id ?? '';
  editor.clear();
  apply('draw');
});

// Dragging a token on the board sets a start: mirror it in the controls.
game.addEventListener('cat-mouse-start', ({ detail }) => {
  setFieldText(rules.mouse, String(detail.mouse));
  setFieldText(rules.cat, String(detail.cat));
  if (detail.cat2 !== undefined) setFieldText(rules.cat2, String(detail.cat2));
  setFieldText(rules.first, detail.turn);
  linkProblems = linkProblems.filter((p) => !RULES.includes(p.key));
});

// The link is copied in the click's own task (its user activation).
$('copy-link').addEventListener('click', () => {
  const status = $('copy-status');
  const formChanged = formDiffers();
  let copied;
  try {
    copied = link.copy();
  } catch (error) {
    copied = Promise.reject(error);
  }
  copied
    .then(
      (copiedLink) => {
        // A text too long to share exactly: the link holds its graph (hash.js makeShareHash).
        const graphOnly = copiedLink && copiedLink.exact === false;
        status.textContent = linkCopiedWords({ formDiffers: formChanged, exactLength: graphOnly ? copiedLink.exactLength : undefined });
        return formChanged || graphOnly;
      },
      () => (status.textContent = LINK_NOT_COPIED),
    )
    .then((long) => setTimeout(() => (status.textContent = ''), long ? 8000 : 2500));
});

// Back and Forward (and a hash typed by hand): the same board only moves to
// the moment; another board loads; a link whose graph cannot be read keeps
// the board on screen and says why.
let following = 0;
async function followHash() {
  if (location.hash === lastHash) return;
  const seq = ++following;
  const read = await readHash();
  if (seq !== following || !read) return;
  lastHash = location.hash;
  pace.leave();
  const { state: s, problems } = read;
  if (s.graph === undefined) {
    linkProblems = problems;
    clearErrors();
    return showLinkProblems();
  }
  if (!problems.length && sameBoard(game.shown, { ...game.shown, ...s })) {
    await game.restore(s.moment ?? { mode: 'replay', path: [], ply: 0 });
    lastHash = location.hash;
    return;
  }
  load(s, { problems, why: 'history' });
}
window.addEventListener('popstate', followHash);
window.addEventListener('hashchange', followHash);

const fromHash = await readHash().catch(() => null);
if (fromHash && fromHash.state.graph !== undefined) {
  load(fromHash.state, { problems: fromHash.problems, why: 'load' });
} else {
  examples.value = EXAMPLES[0].id;
  const problems = fromHash
    ? fromHash.problems.map((p) => (p.key === 'graph' ? { ...p, message: exampleInsteadWords(p.message, EXAMPLES[0].label) } : p))
    : [];
  load({ graph: EXAMPLES[0].text, ...DEFAULTS }, { problems, why: 'load' });
  examples.value = EXAMPLES[0].id;
}
