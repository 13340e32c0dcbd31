// The element's shadow DOM, built node by node rather than parsed from an
// HTML string: a page that enforces Trusted Types refuses strings in
// innerHTML, and the element must work there too. The main regions carry
// `part` names, so a page can style them with ::part() (docs/theming.md):
// stage, board (the canvas), zoom, legend, side, verdict, status, alert,
// controls, button (every button here) and play-button, mode, moves-here,
// move-list, insight, explanation, chart, value-map, solve-steps; and, on a
// pre-rendered board, explore (prerendered.js).
import { h, icon, valueMark } from './dom.js';
import { foldButton } from '../learn/folds.js';
import { PLAY_HINT } from '../learn/play-options.js';

const button = (attrs, ...children) => h('button', { type: 'button', part: 'button', ...attrs }, ...children);
const option = (value, text, attrs = {}) => h('option', { value, ...attrs }, text);

// Zoom in, out and fit, over the board.
function zoomButtons() {
  return h(
    'div',
    { class: 'zoom', part: 'zoom' },
    button({ 'data-zoom': 'in', 'aria-label': 'Zoom in', title: 'Zoom in' }, icon('plus')),
    button({ 'data-zoom': 'out', 'aria-label': 'Zoom out', title: 'Zoom out' }, icon('minus')),
    button({ 'data-zoom': 'fit', 'aria-label': 'Fit the graph', title: 'Fit the graph (double-click the board)' }, icon('fit')),
  );
}

// The card over the board while a solve runs (busy-card.js).
function busyCard() {
  return h(
    'div',
    { class: 'busy', hidden: true },
    h(
      'div',
      { class: 'card' },
      h('p', { class: 'busy-text' }, 'Solving…'),
      h('progress', { max: '1', value: '0', 'aria-label': 'Solving progress' }),
      button({ class: 'cancel' }, 'Cancel'),
    ),
  );
}

// The legend: each token, and the moves' values.
function legend() {
  return h(
    'ul',
    { class: 'legend', part: 'legend', 'aria-label': 'Legend' },
    h('li', {}, h('i', { class: 'dot mouse' }), 'Mouse'),
    h('li', {}, h('i', { class: 'dot cat' }), h('span', { class: 'cat-word' }, 'Cat')),
    // two cats: cat B, a darker square (board.js)
    h('li', { class: 'cat2-key', hidden: true }, h('i', { class: 'dot cat2' }), 'Cat B'),
    h('li', {}, h('i', { class: 'dot hole' }), h('span', { class: 'hole-word' }, 'Hole')),
    h('li', { class: 'wall-key', hidden: true }, h('i', { class: 'wall' }), 'Wall'),
    h('li', { class: 'moves-key' }, valueMark('win', 'bar'), 'win'),
    h('li', { class: 'moves-key' }, valueMark('draw', 'bar'), 'draw'),
    h('li', { class: 'moves-key' }, valueMark('loss', 'bar'), 'loss ', h('span', { class: 'for' }, 'for the side to move')),
    // the values hidden (the quiz, Hide values): the moves drawn in the focus colour
    h('li', { class: 'moves-hidden-key' }, h('i', { class: 'bar move' }), 'a move (value hidden)'),
  );
}

// The verdict, and what LeetCode returns for this start.
function verdictRow() {
  return h(
    'div',
    { class: 'verdict-row' },
    h('p', { class: 'verdict', part: 'verdict', role: 'status', 'aria-live': 'polite' }),
    h('span', {
      class: 'leetcode',
      title: "What LeetCode 913's catMouseGame returns for this start: 0 draw, 1 mouse wins, 2 cat wins",
    }),
  );
}

// Asked when a new graph or rules would end a game in progress.
function askToEndGame() {
  return h(
    'div',
    { class: 'ask', role: 'group', 'aria-label': 'A new graph or new rules', hidden: true },
    h('p', {}, 'You are in the middle of a game. Solve the new graph or rules and end it?'),
    button({ class: 'discard' }, 'End the game and solve'),
    button({ class: 'keep' }, 'Keep playing'),
  );
}

// First, back, play, forward, last.
function transportButtons() {
  return h(
    'div',
    { class: 'buttons' },
    button({ class: 'first', 'aria-label': 'First position', title: 'First position (Home)' }, icon('first')),
    button({ class: 'back', 'aria-label': 'Step back', title: 'Step back (←)' }, icon('back')),
    button({ class: 'play', part: 'button play-button', 'aria-label': 'Play', title: 'Play (Space)' }, icon('play')),
    button({ class: 'forward', 'aria-label': 'Step forward', title: 'Step forward (→)' }, icon('forward')),
    button({ class: 'last', 'aria-label': 'Last position', title: 'Last position (End)' }, icon('last')),
  );
}

// Undo, redo, hint and share.
function editButtons() {
  return h(
    'div',
    { class: 'edit-buttons' },
    button({ class: 'undo', 'aria-label': 'Undo', title: 'Undo (Ctrl+Z)' }, icon('undo')),
    button({ class: 'redo', 'aria-label': 'Redo', title: 'Redo (Ctrl+Shift+Z)' }, icon('redo')),
    button({ class: 'hint-button' }, 'Hint'),
    // Shown on a host with the share attribute: fires cat-mouse-share (transport.js), the page opens its share panel.
    button({ class: 'share-button', title: 'Share this board: a link, an embed, a picture' }, 'Share'),
  );
}

// Playback's speed.
function speedLabel() {
  return h(
    'label',
    { class: 'speed-label' },
    h('span', {}, 'Speed'),
    ' ',
    h(
      'select',
      { class: 'speed', 'aria-label': 'Speed' },
      option('0.5', '0.5×'),
      option('1', '1×', { selected: true }),
      option('2', '2×'),
      option('4', '4×'),
      option('8', '8×'),
    ),
  );
}

// The controls under the verdict: stepping, the step slider, undo and speed.
function controls() {
  return h(
    'div',
    { class: 'controls', part: 'controls' },
    transportButtons(),
    h(
      'label',
      { class: 'step-label' },
      h('span', {}, 'Step'),
      ' ',
      h('input', { type: 'range', class: 'step', min: '0', max: '0', value: '0', 'aria-label': 'Step' }),
    ),
    h('output', { class: 'step-out', 'aria-hidden': 'true' }, '0 / 0'),
    editButtons(),
    speedLabel(),
  );
}

// Watch, Play the computer, Quiz.
function modeRadios() {
  return h(
    'div',
    { class: 'modes', role: 'radiogroup', 'aria-label': 'Mode' },
    h('label', {}, h('input', { type: 'radio', name: 'mode', value: 'replay', checked: true }), ' Watch'),
    h('label', {}, h('input', { type: 'radio', name: 'mode', value: 'play' }), ' Play the computer'),
    h('label', {}, h('input', { type: 'radio', name: 'mode', value: 'quiz', 'aria-describedby': 'cm-quiz-off' }), ' Quiz'),
  );
}

// Play against the computer: your side, its strength, Hide values, and its buttons (play-options.js).
function playOptions() {
  return h(
    'div',
    { class: 'play-options', hidden: true },
    h(
      'label',
      {},
      h('span', {}, 'You play'),
      ' ',
      h('select', { class: 'play-side', 'aria-label': 'You play' }, option('mouse', 'the mouse'), option('cat', 'the cat')),
    ),
    h(
      'label',
      {},
      h('span', {}, 'Computer'),
      ' ',
      h('select', { class: 'strength', 'aria-label': 'Computer' }, option('perfect', 'perfect'), option('weaker', 'makes mistakes')),
    ),
    h(
      'label',
      { class: 'mistakes-label', hidden: true },
      'Mistakes ',
      h('input', {
        type: 'range',
        class: 'mistakes',
        min: '5',
        max: '100',
        step: '5',
        value: '30',
        'aria-valuetext': '30% of its moves',
      }),
      ' ',
      h('output', { class: 'mistakes-out' }, '30%'),
    ),
    // One switch for every value on the board while you play (model/quiz.js valuesHidden).
    h('label', { class: 'hide-values-label' }, h('input', { type: 'checkbox', class: 'hide-values' }), ' Hide values'),
    h(
      'div',
      { class: 'play-buttons' },
      // A game restored at the computer's turn (a link, Back) waits for this: a restore never plays.
      button({ class: 'computer-move', hidden: true }, 'Let the computer move'),
      button({ class: 'restart' }, 'Restart from this position'),
      button({ class: 'replay-perfect', hidden: true }, 'Replay perfect play'),
    ),
  );
}

// The quiz (quiz-panel.js): one puzzle at a time, the values hidden until you answer.
function quizGroup() {
  return h(
    'div',
    { class: 'quiz', role: 'group', 'aria-label': 'Quiz', hidden: true },
    h('p', { class: 'quiz-progress' }),
    h('p', { class: 'quiz-prompt' }),
    h('p', { class: 'quiz-result', tabindex: '-1' }),
    h(
      'div',
      { class: 'quiz-buttons' },
      button({ class: 'quiz-why', hidden: true }, 'Show me why'),
      button({ class: 'quiz-next', hidden: true }, 'Next puzzle'),
      button({ class: 'quiz-again', hidden: true }, 'Start again'),
    ),
  );
}

// The mode: watch, play or quiz, with their options.
function modePanel() {
  return h(
    'section',
    // Not named: a named section is a landmark, and a page of several boards would have several "Mode" regions.
    // The radio group inside it carries the name.
    { class: 'play-panel', part: 'mode' },
    modeRadios(),
    // Why the Quiz radio is disabled (two cats), said where it is seen (quiz-panel.js).
    h('p', { class: 'quiz-off', id: 'cm-quiz-off', hidden: true }),
    // Play arrowed onto waits for the person (play-options.js): how to start, said with the radio.
    h('p', { class: 'play-hint', id: 'cm-play-hint', hidden: true }, PLAY_HINT),
    playOptions(),
    quizGroup(),
  );
}

// The board and what lies over it: zoom, the empty note, the busy card, the legend.
function stage() {
  return h(
    'div',
    { class: 'stage', part: 'stage' },
    h('canvas', { part: 'board', tabindex: '0', role: 'img', 'aria-label': 'The graph with the mouse, the cat and the hole' }),
    zoomButtons(),
    h('p', { class: 'empty', hidden: true }, 'Fix the graph to see the board.'),
    busyCard(),
    h('p', { class: 'board-note', hidden: true }),
    legend(),
  );
}

// Beside the board: the verdict and status, the controls, the mode, the moves from here and the move list.
function sidePanel() {
  return h(
    'div',
    { class: 'side', part: 'side' },
    verdictRow(),
    h('p', { class: 'position' }),
    h('p', { class: 'note', hidden: true }),
    h('p', { class: 'message', part: 'status', hidden: true }),
    askToEndGame(),
    h('div', { class: 'alert', part: 'alert', role: 'alert' }),
    h('div', { class: 'announce visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' }),
    controls(),
    modePanel(),
    h('div', { class: 'here', part: 'moves-here' }),
    // The parts that fold when the board is compact (folds.js), closed at first.
    h('div', { class: 'movebox folded', part: 'move-list' }, foldButton('cm-moves'), h('div', { class: 'movelist', id: 'cm-moves' })),
  );
}

// Why: the draw explanation and the chart, folded when the board is compact (folds.js).
function insight() {
  return h(
    'div',
    { class: 'insight folded', part: 'insight' },
    foldButton('cm-explain cm-chart'),
    h('div', { class: 'explain', part: 'explanation', id: 'cm-explain' }),
    h('div', { class: 'chart', part: 'chart', id: 'cm-chart' }),
  );
}

// How it is solved (solve-steps-view.js): nothing computed until opened.
function stepsPanel() {
  return h(
    'details',
    { class: 'steps-panel', part: 'solve-steps' },
    h('summary', {}, 'How it is solved: step by step'),
    h('div', { class: 'steps' }),
  );
}

export function buildTemplate() {
  return h(
    'div',
    { class: 'game' },
    stage(),
    sidePanel(),
    insight(),
    h('details', { class: 'map-panel', part: 'value-map' }, h('summary', {}, 'Value map: every start at once'), h('div', { class: 'map' })),
    stepsPanel(),
  );
}

// The parts of the template the element reads and writes, by name.
export function parts(root) {
  const q = (s) => root.querySelector(s);
  return {
    canvas: q('canvas'),
    verdict: q('.verdict'),
    leetcode: q('.leetcode'),
    position: q('.position'),
    note: q('.note'),
    message: q('.message'),
    alert: q('.alert'),
    announce: q('.announce'),
    first: q('.first'),
    back: q('.back'),
    play: q('.play'),
    forward: q('.forward'),
    last: q('.last'),
    undo: q('.undo'),
    redo: q('.redo'),
    hint: q('.hint-button'),
    share: q('.share-button'),
    step: q('.step'),
    stepOut: q('.step-out'),
    speed: q('.speed'),
    list: q('.movelist'),
    busy: q('.busy'),
    empty: q('.empty'),
    busyText: q('.busy-text'),
    progress: q('progress'),
    cancel: q('.cancel'),
    modes: [...root.querySelectorAll('input[name=mode]')],
    playOptions: q('.play-options'),
    side: q('.play-side'),
    strength: q('.strength'),
    mistakes: q('.mistakes'),
    mistakesLabel: q('.mistakes-label'),
    mistakesOut: q('.mistakes-out'),
    ask: q('.ask'),
    discard: q('.discard'),
    keep: q('.keep'),
    restart: q('.restart'),
    playHint: q('.play-hint'),
    computerMove: q('.computer-move'),
    replayPerfect: q('.replay-perfect'),
    hideValues: q('.hide-values'),
    quiz: q('.quiz'),
    here: q('.here'),
    explain: q('.explain'),
    chart: q('.chart'),
    mapPanel: q('.map-panel'),
    map: q('.map'),
    stepsPanel: q('.steps-panel'),
  };
}
