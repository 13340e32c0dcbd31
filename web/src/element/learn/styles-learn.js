// Styles of the learner's parts of the element: the moves from here, play
// mode, undo/redo/hint, the status message and the value map panel. Colours
// are theme.js's tokens (and tints of them), as in styles.js.
const tint = (colour, percent, under = 'var(--bg)') => `color-mix(in srgb, var(${colour}) ${percent}%, ${under})`;

export const LEARN_STYLES = `
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.verdict { font-size: 1.2em; }
.verdict-row { display: flex; align-items: center; flex-wrap: wrap; gap: 4px 10px; }
.leetcode { font-size: .8em; font-weight: 600; color: var(--muted); border: 1px solid var(--line); border-radius: 999px; padding: 1px 9px; white-space: nowrap; font-variant-numeric: tabular-nums; }
/* A grid whose LeetCode 1728 answer differs from the exact one says why: a sentence that wraps. */
.leetcode.differs { white-space: normal; border-radius: 8px; color: var(--text, inherit); border-color: currentColor; }
.message { margin: 0; padding: 8px 12px; border-radius: 8px; background: var(--surface); color: var(--ink); font-size: .92em; border-left: 4px solid var(--muted); }
.message.refused { background: ${tint('--cat', 10)}; border-left-color: var(--cat-deep); }
.message.feedback.best, .message.feedback.kept { background: var(--win-soft); border-left-color: var(--win-ink); }
.message.feedback.worse { background: var(--loss-soft); border-left-color: var(--loss-ink); }
.message.over { background: ${tint('--focus', 8)}; border-left-color: var(--ink); font-weight: 600; }
/* A game's end in short lines (game-render.js): how it ended in bold, the rest in plain weight. */
.message .line { display: block; }
.message .line + .line { margin-top: 4px; font-weight: 400; }
.message .share-over { display: block; margin-top: 8px; padding: 6px 12px; font-weight: 600; }
.ask { padding: 10px 12px; border-radius: 8px; background: var(--draw-soft); border: 1px solid ${tint('--draw', 70, 'var(--draw-soft)')}; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.ask p { margin: 0 0 4px; flex-basis: 100%; }
.ask button { padding: 5px 12px; }
.edit-buttons { display: flex; gap: 4px; align-items: center; }
.edit-buttons button { height: 36px; padding: 0 10px; }
.edit-buttons .undo, .edit-buttons .redo { width: 36px; padding: 8px; }
/* Share (transport.js): on a host that asks for it (its share attribute). */
:host(:not([share])) .share-button { display: none; }
/* A little narrower than Hint: on a 390 px phone the row keeps Speed beside it (tests/web/small-screens.test.mjs). */
.edit-buttons .share-button { padding: 0 7px; }
.play-panel { display: flex; flex-direction: column; gap: 8px; }
.modes { display: inline-flex; align-self: start; border: 1px solid var(--line); border-radius: 999px; padding: 2px; font-weight: 600; font-size: .9em; }
.modes label { display: flex; align-items: center; gap: 6px; cursor: pointer; padding: 3px 12px 3px 8px; border-radius: 999px; }
.modes label:has(input:checked) { background: var(--accent); color: var(--on-ink); }
.modes input { margin: 0; accent-color: var(--on-ink); }
.modes label:has(input:focus-visible) { outline: 3px solid var(--focus); outline-offset: 1px; }
.play-options select { padding: 3px 6px; }
.play-options { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; font-size: .9em; color: var(--muted); }
.play-options label { display: flex; align-items: center; gap: 6px; }
.mistakes { width: 110px; accent-color: var(--accent); }
.play-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.play-buttons button { padding: 5px 12px; font-size: .95em; }
.here { display: flex; flex-direction: column; gap: 4px; }
.here.thinking { opacity: .7; }
.here-title { margin: 0; font-size: .88em; color: var(--muted); }
.here-row { display: flex; align-items: baseline; gap: 8px; }
.here-kind { font-size: .8em; font-weight: 700; min-width: 5.6em; white-space: nowrap; }
.here-kind.win { color: var(--win-ink); } .here-kind.draw { color: var(--draw-ink); } .here-kind.loss { color: var(--loss-ink); }
.here-group { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.choice { padding: 2px 9px; border-radius: 999px; font-size: .85em; font-variant-numeric: tabular-nums; gap: 4px; display: inline-flex; align-items: baseline; }
.choice.win { color: var(--win-ink); border-color: ${tint('--win', 65, 'var(--win-soft)')}; background: var(--win-soft); }
.choice.draw { color: var(--draw-ink); border-color: ${tint('--draw', 70, 'var(--draw-soft)')}; background: var(--draw-soft); }
.choice.loss { color: var(--loss-ink); border-color: ${tint('--loss', 55, 'var(--loss-soft)')}; background: var(--loss-soft); }
.choice.on-line { box-shadow: 0 0 0 2px currentColor inset; font-weight: 600; }
.choice.hinted { outline: 3px double var(--win-ink); outline-offset: 2px; }
.choice .val { font-size: .9em; }
.vc-pt:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.mark { font-weight: 700; }
.insight { display: flex; flex-wrap: wrap; gap: 12px 20px; padding: 12px 16px; border-bottom: 1px solid var(--line); min-width: 0; align-items: start; }
.insight > * { flex: 1 1 340px; min-width: 0; }
.insight > :empty { display: none; }
.insight:not(:has(> .explain:not(:empty), > .chart:not(:empty))) { display: none; }
@container (min-width: 820px) {
  :host([move-list]) .game { grid-template-areas: "stage side" "insight insight" "map map"; }
  :host([move-list]) .stage { grid-area: stage; }
  :host([move-list]) .side { grid-area: side; border-left: 1px solid var(--line); overflow-y: auto; }
  :host([move-list]) .movelist { min-height: 96px; }
  :host([move-list]) .stage { border-right: 0; }
  :host([move-list]) .insight { grid-area: insight; border-bottom: 0; border-top: 1px solid var(--line); }
  :host([move-list]) .map-panel { grid-area: map; }
}
.map-panel { grid-column: 1 / -1; border-top: 1px solid var(--line); padding: 10px 16px 14px; }
.map-panel > summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
:host(:not([controls])) .edit-buttons, :host(:not([controls])) .play-panel, :host(:not([controls])) .here, :host(:not([controls])) .map-panel { display: none; }
/* The quiz (quiz-panel.js) and the values hidden (model/quiz.js valuesHidden): every part that shows values goes. */
.modes { flex-wrap: wrap; border-radius: 18px; }
.quiz-off, .play-hint { margin: 0; font-size: .85em; color: var(--muted); }
.quiz { display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--line); background: var(--surface); }
.quiz[hidden] { display: none; }
.quiz p { margin: 0; }
.quiz-progress { font-weight: 700; font-variant-numeric: tabular-nums; }
.quiz-result { padding: 6px 10px; border-radius: 6px; border-left: 4px solid var(--muted); background: var(--bg); }
.quiz-result.right { background: var(--win-soft); border-left-color: var(--win-ink); }
.quiz-result.wrong { background: var(--loss-soft); border-left-color: var(--loss-ink); }
.quiz-result:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.quiz-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.quiz-buttons button { padding: 5px 12px; font-size: .95em; }
.quiz-buttons:not(:has(button:not([hidden]))) { display: none; }
/* A puzzle waiting for its answer (quiz-panel.js): the controls (nothing to step through yet) and the position
   line (the prompt names the position) make way, and on a narrow board the board is shorter in the quiz, so the
   question and the moves are on the first screen of a phone under the board. */
.quiz-asking .controls, .quiz-asking .position { display: none; }
@container (max-width: 480px) { .game:has(.quiz:not([hidden])) .stage { height: min(var(--cm-board-height, 420px), 320px); } }
.hide-values-label input { margin: 0; accent-color: var(--accent); }
.values-hidden .movebox, .values-hidden .insight, .values-hidden .leetcode, .values-hidden .moves-key { display: none !important; }
.values-hidden .map-panel, .game:has(.quiz:not([hidden])) .map-panel { display: none; }
/* the moves drawn without their values are in the focus colour: the legend says so */
.game:not(.values-hidden) .moves-hidden-key { display: none; }
.bar.move { flex: none; background-color: var(--focus); width: 20px; height: 6px; border-radius: 3px; } /* a line, as the moves are drawn */
`;

// "How it is solved" closed: its own rules are in the board's sheet from the
// start; the rest (solve-steps-styles.js) comes with the panel's code, on its
// first opening (lazy-panel.js).
export const STEPS_PANEL_STYLES = `
/* Closed, this panel and the value map's above it are two short rows (a phone keeps the page's editor near). */
.steps-panel { grid-column: 1 / -1; border-top: 1px solid var(--line); padding: 4px 16px 14px; min-width: 0; }
.steps-panel:not([open]) { padding-bottom: 8px; }
.map-panel:not([open]):has(+ .steps-panel) { padding-bottom: 4px; }
.steps-panel > summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
:host(:not([controls])) .steps-panel, .values-hidden .steps-panel, .game:has(.quiz:not([hidden])) .steps-panel { display: none; }
`;
