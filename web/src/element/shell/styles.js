// The element's own styles (inside its shadow root, so a host page's CSS
// neither breaks them nor is touched by them). Every colour is a token of
// theme.js (THEME_STYLES: --mouse, --ink, …, each set by a public --cm-*
// custom property, light by default and dark under prefers-color-scheme:
// dark); tints are mixed from them, so an author's theme reaches every
// part. Other custom properties: --cm-font, --cm-board-bg, --cm-board-height
// (docs/theming.md). Both default palettes meet WCAG 2.2 AA
// (tests/web/a11y.test.mjs, tests/web/theme.test.mjs): marks and tokens at
// least 3:1 on the board and the panel, text (the *-ink colours) at least
// 4.5:1, the focus ring at least 3:1.
import { MARK_STYLES } from '../board/value-marks.js';
import { THEME_STYLES } from './theme.js';

// A colour at a share of its strength over the panel (or `under`): the
// tinted backgrounds of chips, rows and messages.
const tint = (colour, percent, under = 'var(--bg)') => `color-mix(in srgb, var(${colour}) ${percent}%, ${under})`;

export const STYLES = `${THEME_STYLES}
:host {
  display: block;
  container-type: inline-size;
  font: 15px/1.45 var(--cm-font, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  color: var(--ink);
  background: var(--bg);
  border-radius: 14px;
  box-shadow: 0 1px 2px ${tint('--shadow', 6, 'transparent')}, 0 8px 28px ${tint('--shadow', 8, 'transparent')};
  border: 1px solid var(--line);
  overflow: hidden;
}
[hidden] { display: none !important; }
.game { display: grid; grid-template-columns: minmax(0, 1fr); }
.stage {
  position: relative;
  height: var(--cm-board-height, 420px);
  background: var(--cm-board-bg, radial-gradient(circle at 1px 1px, var(--board-dots) 1px, transparent 1.2px) 0 0 / 22px 22px, var(--board));
  border-bottom: 1px solid var(--line);
}
canvas { display: block; width: 100%; height: 100%; touch-action: none; outline: none; }
canvas:focus-visible { box-shadow: inset 0 0 0 3px var(--focus); }
.zoom { position: absolute; top: 10px; right: 10px; display: flex; flex-direction: column; gap: 4px; }
.zoom button { width: 30px; height: 30px; padding: 5px; }
.legend {
  position: absolute; left: 10px; bottom: 8px; margin: 0; padding: 4px 10px; list-style: none;
  display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; color: var(--muted);
  background: ${tint('--bg', 85, 'transparent')}; border-radius: 8px; backdrop-filter: blur(2px);
}
.legend li { display: flex; align-items: center; gap: 5px; }
.board-note {
  position: absolute; left: 10px; top: 10px; right: 52px; margin: 0; padding: 4px 10px; width: fit-content;
  font-size: 12px; color: var(--muted); background: ${tint('--bg', 85, 'transparent')}; border-radius: 8px;
}
.legend .for { margin-left: -2px; }
@container (max-width: 480px) { .legend { gap: 2px 9px; padding: 3px 8px; } .legend .for { display: none; } }
.dot { width: 11px; height: 11px; border-radius: 50%; display: inline-block; }
.dot.mouse { background: var(--mouse); } .dot.cat { background: var(--cat); } .dot.cat2 { background: var(--cat2); border-radius: 3px; }
.dot.hole { background: var(--hole); box-shadow: 0 0 0 2px var(--hole-rim); }
/* a grid's wall, as the board draws it: dark and crossed */
.legend .wall { width: 12px; height: 12px; display: inline-block; background: linear-gradient(45deg, transparent 44%, var(--wall-cross) 44% 56%, transparent 56%), linear-gradient(-45deg, transparent 44%, var(--wall-cross) 44% 56%, transparent 56%), var(--wall); }
.legend li[hidden] { display: none; }
.empty { position: absolute; inset: 0; margin: 0; display: grid; place-items: center; color: var(--muted); font-size: 1.05em; background: var(--cm-board-bg, var(--board)); }
.busy { position: absolute; inset: 0; display: grid; place-items: center; background: ${tint('--board', 60, 'transparent')}; backdrop-filter: blur(1.5px); }
.busy .card { background: var(--bg); border: 1px solid var(--line); border-radius: 12px; padding: 16px 20px; box-shadow: 0 10px 30px ${tint('--shadow', 12, 'transparent')}; min-width: min(320px, 80%); text-align: center; }
.busy p { margin: 0 0 10px; }
progress { width: 100%; height: 10px; accent-color: var(--mouse); margin-bottom: 12px; }
.side { padding: 14px 16px 16px; display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.verdict { margin: 0; font-size: 1.35em; font-weight: 700; letter-spacing: -.01em; display: flex; align-items: center; gap: 10px; min-height: 1.4em; }
/* The winner's badge: a letter as well as a colour (M, C, = for a draw); the
   letter is decoration (alt text ""), the words say who wins. */
.verdict::before {
  content: ""; width: 20px; height: 20px; border-radius: 50%; background-color: var(--muted); flex: none;
  display: grid; place-items: center; color: var(--on-fill); font-size: 12px; font-weight: 800; letter-spacing: 0;
}
.verdict.mouse::before { content: "M" / ""; background-color: var(--mouse); } .verdict.cat::before { content: "C" / ""; background-color: var(--cat-deep); }
.verdict.draw::before { content: "=" / ""; background-color: var(--draw-deep); }
.position { margin: -6px 0 0; color: var(--muted); font-size: .92em; font-variant-numeric: tabular-nums; }
.note { margin: 0; padding: 8px 12px; border-radius: 8px; background: var(--surface); color: var(--muted); font-size: .92em; }
.alert:empty { display: none; }
.alert { padding: 10px 12px; border-radius: 8px; background: var(--loss-soft); border: 1px solid ${tint('--loss', 30, 'var(--loss-soft)')}; color: var(--loss-ink); font-size: .92em; }
.controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; }
.buttons { display: flex; gap: 4px; align-items: center; }
/* A pre-rendered board waiting for the reader (prerendered.js): its static board, then the button. */
.prerendered { display: grid; gap: 10px; justify-items: start; padding: 4px 0; }
.prerendered .explore { padding: 8px 16px; font-weight: 600; background: var(--accent); border-color: var(--accent); color: var(--on-ink); }
.prerendered .explore:hover:not(:disabled) { background: ${tint('--accent', 88)}; border-color: ${tint('--accent', 88)}; }
button {
  font: inherit; cursor: pointer; border: 1px solid var(--line); background: var(--bg); color: var(--ink);
  border-radius: 8px; display: inline-grid; place-items: center; transition: background .15s, border-color .15s, transform .1s;
}
button:hover:not(:disabled) { background: var(--surface); border-color: ${tint('--muted', 30, 'var(--line)')}; }
button:active:not(:disabled) { transform: translateY(1px); }
button:disabled { opacity: .4; cursor: default; }
/* Solid, 3px and offset from the control: at least 3:1 against the panel
   and the board whatever the control's own colour (the Play button). */
button:focus-visible, select:focus-visible, input:focus-visible, summary:focus-visible, a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.buttons button { width: 36px; height: 36px; padding: 8px; }
.buttons .play { width: 46px; height: 46px; border-radius: 50%; background: var(--accent); border-color: var(--accent); padding: 12px; color: var(--on-ink); }
/* The icon takes the button's colour, so forced colours (which set the colour, not an SVG's fill) keep it visible. */
.buttons .play:hover:not(:disabled) { background: ${tint('--accent', 88)}; border-color: ${tint('--accent', 88)}; }
svg { width: 100%; height: 100%; fill: currentColor; }
.cancel { padding: 6px 16px; }
.step-label, .speed-label { display: flex; align-items: center; gap: 8px; color: var(--muted); font-size: .9em; }
.step-label { flex: 1 1 160px; }
.step { flex: 1; accent-color: var(--accent); min-width: 100px; }
.step-out { font-variant-numeric: tabular-nums; color: var(--muted); font-size: .9em; min-width: 4.5em; }
select { font: inherit; font-size: .95em; padding: 4px 6px; border-radius: 8px; border: 1px solid var(--field); background: var(--bg); color: var(--ink); }
:host(:not([controls])) .controls { display: none; }
:host(:not([move-list])) .movebox { display: none; }
.movelist { max-height: 360px; overflow: auto; border: 1px solid var(--line); border-radius: 10px; position: relative; }
/* The move list's own rows, chips and words come with its code (move-list.js MOVE_LIST_STYLES). */
/* (a Show all button of the moves from here, moves-here.js) */
.more { font-size: .8em; padding: 1px 8px; border-radius: 999px; border: 1px dashed var(--muted); color: var(--muted); background: none; white-space: nowrap; cursor: pointer; }
.end { margin: 6px 0 0 calc(1.6em + 8px); font-weight: 600; font-size: .92em; }
.end.mouse { color: var(--mouse-ink); } .end.cat { color: var(--cat-ink); } .end.draw { color: var(--draw-ink); }
@container (min-width: 820px) {
  :host([move-list]) .game { grid-template-columns: minmax(0, 1fr) minmax(300px, 380px); }
  :host([move-list]) .stage { height: var(--cm-board-height, 560px); border-bottom: 0; border-right: 1px solid var(--line); }
  :host([move-list]) .movebox { flex: 1; display: flex; flex-direction: column; min-height: 0; }
  :host([move-list]) .movelist { max-height: none; flex: 1; min-height: 120px; }
  :host([move-list]) .side { max-height: var(--cm-board-height, 560px); box-sizing: border-box; }
}
/* A board that has never solved and has failed (status-view.js: a bad graph, a solver that could not run):
   the error is the main thing. The board, its controls and its panels could do nothing yet, so they make
   way; what to do (the empty board's line) and the alert (where, and what is wrong) stay, and a solve
   started meanwhile shows its card. Never in edit mode, whose drawing stays in reach. */
:host(:not(.editing)) .game.no-board { grid-template: none / minmax(0, 1fr); }
:host(:not(.editing)) .no-board :is(.stage, .side) { grid-area: auto; border: 0; }
:host(:not(.editing)) .no-board .stage { height: auto; background: none; }
:host(:not(.editing)) .no-board .side { padding-top: 0; }
:host(:not(.editing)) .no-board :is(canvas, .zoom, .edit-toggle, .board-note, .legend, .position, .controls, .play-panel, .here, .movebox, .insight, .map-panel, .steps-panel) {
  display: none !important;
}
/* The verdict's live region stays in the accessibility tree, out of sight: one that came into it
   with its first words (the graph mended) would not be read out. */
:host(:not(.editing)) .no-board .verdict-row { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
/* In edit mode the board is there to draw on: the line over the empty board would cover it. */
:host(.editing) .empty { display: none; }
:host(:not(.editing)) .no-board :is(.empty, .busy) { position: static; }
:host(:not(.editing)) .no-board .empty { display: block; padding: 14px 16px 10px; background: none; color: var(--ink); font-size: 1.15em; font-weight: 700; }
@media (prefers-reduced-motion: reduce) { button { transition: none; } }
${MARK_STYLES}`;
