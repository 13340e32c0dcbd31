// "How it is solved: step by step": the retrograde analysis replayed on the
// board's game (model/solve-steps.js), one step at a time, with the 2n-turn
// cutoff's answer beside it. Closed, it computes nothing; opened (and on a
// new game while open) it asks the board's worker for both sides' value
// planes (valueMap, as the value map's panel does) and derives the steps.
// A step control (First, Previous, Next, Last and a slider) moves through
// them; a polite live region says each step's summary once; the grids of
// positions are solve-steps-grid.js. Values hidden (the quiz, Hide values:
// session.valuesHidden), it shows none of them.
import { h } from '../shell/dom.js';
import { StepsGrid } from './solve-steps-grid.js';
import { SOLVE_STEPS_STYLES } from './solve-steps-styles.js';
import { cellSummary, cutoffSummary, solveSteps, startSummary, stateCodes, stepSummary } from '../../model/solve-steps.js';
import { isLeetCodeGame } from 'catmouse/rules';
import { thousands } from '../../words/numbers.js';

export { SOLVE_STEPS_STYLES };

const MAX_NODES = 2000; // the worker sends full planes up to here (an overview above)
const HIDDEN = 'Hidden while the values are hidden (the quiz, or Hide values): the steps would give the answers away.';
const TWO_CATS = 'The steps are drawn for one-cat games: a two-cat game has a position for every place of the mouse, cat A and cat B.';
const INTRO =
  'The solver starts where the game is over (the mouse in a hole, the cat on the mouse, a side with no legal move) and walks back: at step k it decides every position whose game ends in k moves. A position is won once one of its moves reaches a position lost at the step before, and lost once its last move is refuted. What is never decided is a draw.';

export class SolveStepsView {
  #panel;
  #host; // { session, result(), oracle() }
  #els; // the panel's parts (stepsParts)
  #grid;
  #result = null; // the game whose steps are shown (or asked for)
  #steps = null;
  #start = null;
  #step = 0;
  #codes = null;
  #asked = 0; // the latest request: an older answer is dropped
  #hidden = false;
  #note = ''; // the message shown when there are no steps (two cats, too big, reading, an error)

  constructor(panel, host) {
    this.#panel = panel;
    this.#host = host;
    const e = stepsParts();
    this.#els = e;
    panel.querySelector('.steps').append(h('div', { class: 'ss' }, e.empty, e.body));
    this.#grid = new StepsGrid(e.main, e.layout, (index) => this.#cellWords(index));
    e.main.append(this.#legend());
    this.#listen();
    panel.addEventListener('toggle', () => this.render(host.session));
  }

  // The step control's buttons and slider, and the cutoff's marks switch.
  #listen() {
    const e = this.#els;
    const steps = [
      [e.first, () => 0],
      [e.back, () => this.#step - 1],
      [e.next, () => this.#step + 1],
      [e.last, () => this.#steps?.end ?? 0],
      [e.toStart, () => Number(e.toStart.dataset.step)],
    ];
    for (const [button, step] of steps) button.addEventListener('click', () => this.#go(step(), true));
    // Dragging shows each step as it passes; the live region speaks once, at the change (a key press, a release).
    e.slider.addEventListener('input', () => this.#go(Number(e.slider.value), false));
    e.slider.addEventListener('change', () => this.#announce());
    // Space on the slider is not the board's Play (game-keys.js lets a range's keys through, except Space).
    e.slider.addEventListener('keydown', (event) => event.key === ' ' && event.preventDefault());
    e.marks.addEventListener('change', () => this.#paint());
  }

  // Called on every render of the element: cheap unless the panel is open and the game changed.
  render(session) {
    if (!this.#panel.open) return;
    if (session.valuesHidden) {
      if (!this.#hidden) this.#message(HIDDEN, false);
      this.#hidden = true;
      return;
    }
    if (this.#hidden) {
      this.#hidden = false;
      if (this.#steps) this.#showSteps();
      else this.#message(this.#note);
    }
    const result = this.#host.result();
    if (!result || !session.entry) return;
    if (result !== this.#result) return void this.#load(result);
    const start = session.game?.start ?? session.timeline[0]?.position;
    if (this.#steps && start && !samePlace(start, this.#start)) {
      this.#start = start;
      this.#showCutoff();
      this.#update();
    }
  }

  async #load(result) {
    this.#result = result;
    this.#steps = null;
    const asked = ++this.#asked;
    if (result.twoCats) return this.#message(TWO_CATS);
    if (result.nodeCount > MAX_NODES)
      return this.#message(
        `The steps are drawn for games of up to ${thousands(MAX_NODES)} nodes; this one has ${thousands(result.nodeCount)}.`,
      );
    this.#message('Reading every position…');
    try {
      const oracle = this.#host.oracle();
      const [mouse, cat] = await Promise.all([oracle.valueMap('mouse'), oracle.valueMap('cat')]);
      if (asked !== this.#asked) return;
      this.#steps = solveSteps({ mouse, cat }, result);
    } catch (error) {
      if (asked === this.#asked) this.#message(`Could not read the positions: ${error?.message ?? error}`);
      return;
    }
    const session = this.#host.session;
    this.#start = session.game?.start ?? session.timeline[0]?.position;
    this.#codes = new Uint8Array(this.#steps.level.length);
    this.#step = 0;
    this.#els.slider.max = String(this.#steps.end);
    this.#table();
    this.#showCutoff();
    if (!this.#hidden) this.#showSteps();
  }

  #showSteps() {
    this.#els.empty.hidden = true;
    this.#els.body.hidden = false;
    this.#grid.show(this.#steps, this.#start);
    this.#update();
  }

  // A message instead of the steps; remembered (unless it is the values hidden) to come back to.
  #message(text, remember = true) {
    if (remember) this.#note = text;
    this.#els.empty.textContent = text;
    this.#els.empty.hidden = false;
    this.#els.body.hidden = true;
  }

  #go(k, announce) {
    if (!this.#steps) return;
    const step = Math.max(0, Math.min(this.#steps.end, k));
    if (step !== this.#step) {
      this.#step = step;
      this.#update();
    }
    if (announce) this.#announce();
  }

  #announce() {
    const steps = this.#steps;
    if (!steps || this.#hidden) return;
    const start = startSummary(steps, this.#result, this.#start, this.#step);
    const here = start.when === 'now' || (start.when === 'draw' && this.#step === steps.end) ? ` ${start.text}` : '';
    this.#els.live.textContent = `${stepSummary(steps, this.#step).short}${here}`;
  }

  // Everything that shows the step: words, control, table row, grids.
  #update() {
    const steps = this.#steps;
    const e = this.#els;
    const k = this.#step;
    const summary = stepSummary(steps, k);
    e.title.textContent = summary.title;
    e.summary.textContent = summary.text;
    e.slider.value = String(k);
    const valueText = k >= steps.end ? `the end, step ${k} of ${steps.end}: the rest are draws` : `step ${k} of ${steps.end}`;
    e.slider.setAttribute('aria-valuetext', valueText);
    e.out.textContent = k >= steps.end ? `${k} / ${steps.end} (end)` : `${k} / ${steps.end}`;
    for (const [b, off] of [
      [e.first, k === 0],
      [e.back, k === 0],
      [e.next, k === steps.end],
      [e.last, k === steps.end],
    ])
      b.setAttribute('aria-disabled', String(off)); // not disabled: a pressed button keeps the focus
    const start = startSummary(steps, this.#result, this.#start, k);
    e.startText.textContent = start.text;
    e.start.dataset.when = start.when;
    e.toStart.dataset.step = String(start.step);
    e.toStart.textContent = start.when === 'draw' ? 'Go to the end' : `Go to step ${start.step}`;
    e.toStart.setAttribute('aria-disabled', String(start.step === k)); // (hidden, a pressed button would drop the focus)
    const rows = e.table.tBodies[0]?.rows ?? [];
    for (const row of e.table.querySelectorAll('tr[aria-current]')) row.removeAttribute('aria-current');
    const row = rows[k];
    if (row) {
      row.setAttribute('aria-current', 'step');
      const box = e.tableBox;
      const top = row.offsetTop - box.clientHeight / 2 + row.offsetHeight / 2;
      box.scrollTop = Math.max(0, top); // within the box only (scrollIntoView would scroll the page too)
    }
    this.#paint();
  }

  #paint() {
    if (!this.#steps) return;
    stateCodes(this.#steps, this.#step, this.#codes);
    this.#grid.paint(this.#codes, { marks: this.#els.marks.checked, start: this.#start });
  }

  #cellWords(index) {
    return this.#steps ? cellSummary(this.#steps, this.#result, index, this.#step, { cutoff: this.#els.marks.checked }) : '';
  }

  // One row per step: how many it decides for each side, how many wait after it, what the cutoff says.
  #table() {
    const steps = this.#steps;
    const e = this.#els;
    const number = thousands;
    const th = (text) => h('th', { scope: 'col' }, text);
    const body = h('tbody');
    for (let k = 0; k < steps.end; k++) {
      const beyond = k >= steps.horizon;
      body.append(
        h(
          'tr',
          beyond ? { class: 'beyond' } : {},
          h('th', { scope: 'row' }, String(k)),
          h('td', {}, number(steps.mouseWins[k])),
          h('td', {}, number(steps.catWins[k])),
          h('td', {}, number(steps.waiting[k])),
          h('td', {}, beyond ? '✗ draw' : '✓ same'), // what the 2n cutoff says of them
        ),
      );
    }
    body.append(
      h(
        'tr',
        { class: 'end' },
        h('th', { scope: 'row' }, `${steps.end} (end)`),
        h('td', { colspan: '3' }, `${number(steps.draws)} never decided: draws`),
        h('td', {}, '✓ draw'),
      ),
    );
    e.table.replaceChildren(
      h('caption', {}, 'Positions decided at each step'),
      h('thead', {}, h('tr', {}, th('Step'), th('Mouse wins'), th('Cat wins'), th('Waiting'), th('Cutoff'))),
      body,
    );
  }

  #showCutoff() {
    const steps = this.#steps;
    const result = this.#result;
    if (!steps || !this.#start) return;
    const s = cutoffSummary(steps, this.#start);
    const n = steps.nodeCount;
    const rules = result.grid
      ? ' A grid is LeetCode 1728’s game, which counts to 1,000 turns instead (its answer is beside the verdict); here is what a 2n cutoff would say.'
      : isLeetCodeGame(result)
        ? ''
        : ' (The same recursion, under this board’s rules.)';
    this.#els.cutoff.replaceChildren(
      h('h3', { id: 'ss-cutoff-title' }, 'The 2n-turn cutoff'),
      h(
        'p',
        {},
        `The widely copied solution counts turns and calls the game a draw once 2n = ${steps.horizon} moves are played (n = ${thousands(n)} nodes). It sees only what the solver decides by step ${steps.horizon - 1}: it checks its turn counter before the game’s end, so a win on move ${steps.horizon} is cut off too.${rules}`,
      ),
      h(
        'p',
        { class: `ss-verdicts${s.wrongStart ? ' wrong' : ''}` },
        h('span', {}, 'The start: the cutoff says ', h('b', {}, s.cutoff), '; exact: ', h('b', {}, s.exact), '.'),
        ' ',
        h('span', { class: 'ss-tag' }, s.wrongStart ? '✗ wrong' : '✓ right'),
      ),
      h('p', {}, s.wrong),
      h(
        'label',
        { class: 'ss-marks-label' },
        this.#els.marks,
        'Mark the positions it gets wrong',
        h('span', { class: 'ss-sw wrong', 'aria-hidden': 'true' }),
      ),
    );
    this.#els.marks.disabled = steps.wrong.total === 0;
  }

  #legend() {
    const item = (kind, mark, words) => h('li', {}, h('span', { class: `ss-sw ${kind}`, 'aria-hidden': 'true' }, mark), words);
    return h(
      'ul',
      { class: 'ss-legend', 'aria-label': 'Legend' },
      item('mouse', 'M', 'mouse wins'),
      item('cat', 'C', 'cat wins'),
      item('new', 'M', 'framed: decided at this step'),
      item('waiting', '', 'waiting: will lose, a move not yet refuted'),
      item('open', '', 'not decided yet'),
      item('draw', '=', 'draw: never decided'),
      item('none', '×', 'not a position'),
      item('start', '', 'the start'),
    );
  }
}

const samePlace = (a, b) => !!a && !!b && a.mouse === b.mouse && a.cat === b.cat && a.turn === b.turn;

// The panel's parts: the intro, the step control (First, Previous, Next,
// Last, a slider), the step's title, summary and start, the grids' column
// (main), the cutoff and the table beside it, the live region, and the
// message shown instead of the steps (empty).
function stepsParts() {
  const button = (text, label) => h('button', { type: 'button', part: 'button', 'aria-label': label }, text);
  const e = {};
  e.first = button('First', 'First step');
  e.back = button('Previous', 'Previous step');
  e.next = button('Next', 'Next step');
  e.last = button('Last', 'Last step');
  e.slider = h('input', { type: 'range', class: 'ss-slider', min: '0', max: '0', value: '0', step: '1', 'aria-label': 'Solving step' });
  e.out = h('output', { class: 'ss-out', 'aria-hidden': 'true' });
  e.title = h('h3', { class: 'ss-title' });
  e.summary = h('p', { class: 'ss-summary' });
  e.startText = h('span');
  e.toStart = h('button', { type: 'button', part: 'button', class: 'ss-to-start' });
  e.start = h('p', { class: 'ss-start' }, h('span', { class: 'ss-star', 'aria-hidden': 'true' }, '◎'), ' ', e.startText, ' ', e.toStart);
  e.live = h('div', { class: 'ss-live visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' });
  e.empty = h('p', { class: 'ss-empty' });
  e.main = h('div', { class: 'ss-main' });
  e.cutoff = h('section', { class: 'ss-cutoff', 'aria-labelledby': 'ss-cutoff-title' });
  e.marks = h('input', { type: 'checkbox', class: 'ss-marks' });
  e.table = h('table', { class: 'ss-table' });
  e.tableBox = h('div', { class: 'ss-table-box', role: 'region', tabindex: '0', 'aria-label': 'Positions decided at each step' }, e.table);
  e.layout = h('div', { class: 'ss-layout' }, e.main, h('div', { class: 'ss-side' }, e.cutoff, e.tableBox));
  e.body = h(
    'div',
    { class: 'ss-body', hidden: true },
    h('p', { class: 'ss-intro' }, INTRO),
    h(
      'div',
      { class: 'ss-controls', role: 'group', 'aria-label': 'Solving steps' },
      h('div', { class: 'ss-buttons' }, e.first, e.back, e.next, e.last),
      h('label', { class: 'ss-step-label' }, h('span', {}, 'Step'), e.slider),
      e.out,
    ),
    h('div', { class: 'ss-now' }, e.title, e.summary, e.start),
    e.layout,
    e.live,
  );
  return e;
}
