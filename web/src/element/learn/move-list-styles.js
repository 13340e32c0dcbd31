// The move list's rows, chips and words (move-list.js): shipped with its
// code, which a board loads at its first render with move-list
// (learn-views.js), and adopted then; the list's box (.movelist) and its
// place in the layout are in the board's sheet from the start. Colours are
// theme.js's tokens, as in shell/styles.js.
import { lazySheet } from '../shell/dom.js';

const tint = (colour, percent, under = 'var(--bg)') => `color-mix(in srgb, var(${colour}) ${percent}%, ${under})`;

export const MOVE_LIST_STYLES = `
.moves-help { margin: 0 0 6px; color: var(--muted); font-size: .85em; }
.k { border-radius: 999px; padding: 0 7px 0 3px; font-size: .95em; border: 1px solid; white-space: nowrap; }
ol.moves { list-style: none; margin: 0; padding: 4px; position: relative; }
.row { padding: 6px 8px 7px; border-radius: 8px; border-left: 3px solid transparent; }
.row + .row { margin-top: 2px; }
.row.current { background: ${tint('--focus', 8)}; border-left-color: var(--accent); }
.row.echo { background: var(--draw-soft); border-left-color: var(--draw); }
.go { border: 0; background: none; padding: 0; display: flex; gap: 8px; align-items: baseline; text-align: left; width: 100%; justify-content: start; }
.go:hover:not(:disabled) { background: none; text-decoration: underline; }
.num { color: var(--muted); font-variant-numeric: tabular-nums; min-width: 1.6em; text-align: right; font-size: .9em; }
.who { font-weight: 700; } .who.mouse { color: var(--mouse-ink); } .who.cat { color: var(--cat-ink); }
.options { list-style: none; margin: 4px 0 0 calc(1.6em + 8px); padding: 0; display: flex; flex-wrap: wrap; gap: 4px; }
.chip { font-size: .8em; padding: 1px 7px 1px 3px; border-radius: 999px; border: 1px solid; white-space: nowrap; font-variant-numeric: tabular-nums; }
.chip.win, .k.win { color: var(--win-ink); border-color: ${tint('--win', 40, 'var(--win-soft)')}; background: var(--win-soft); }
.chip.draw, .k.draw { color: var(--draw-ink); border-color: ${tint('--draw', 50, 'var(--draw-soft)')}; background: var(--draw-soft); }
.chip.loss, .k.loss { color: var(--loss-ink); border-color: ${tint('--loss', 35, 'var(--loss-soft)')}; background: var(--loss-soft); }
.chip.pending { border-style: dashed; }
.chip.chosen { box-shadow: 0 0 0 2px currentColor inset; font-weight: 600; }
.badge { display: inline-block; margin: 4px 0 0 calc(1.6em + 8px); font-size: .78em; color: var(--draw-ink); background: ${tint('--draw', 8, 'var(--draw-soft)')}; border-radius: 999px; padding: 0 8px; }
.chip { cursor: pointer; font: inherit; font-size: .8em; display: inline-flex; gap: 3px; align-items: baseline; }
.by { font-size: .75em; border-radius: 999px; padding: 0 7px; margin-left: 6px; border: 1px solid var(--line); color: var(--muted); }
.by.you { color: var(--focus); border-color: ${tint('--focus', 45)}; }
.by.computer { color: var(--muted); }
/* A row is one line when it fits: the move, then its alternatives. Its number hangs in the
   left padding, so what wraps (chips, the repeat badge, the end) lines up under the move's words. */
.row { --hang: calc(1.44em + 6px); display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 6px; padding: 4px 5px 5px calc(8px + var(--hang)); }
.row .go { width: auto; gap: 6px; margin-left: calc(-1 * var(--hang)); }
.row .options { margin: 0; }
.row .badge, .row .end { flex-basis: 100%; margin: 2px 0 0; }
/* The chips name their move in words ("to 3 draw"): trimmed to keep a row of two on one line in a 345 px list,
   the node (bold) and the count set apart so that "to 4" and "3 moves" never read as "43". */
.row .chip { gap: 2px; padding: 1px 4px 1px 2px; }
.row .chip > .count { margin-left: 3px; }
`;

export const moveListSheet = lazySheet(MOVE_LIST_STYLES);
