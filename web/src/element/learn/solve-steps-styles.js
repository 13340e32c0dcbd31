// The styles of "How it is solved" (solve-steps-view.js, solve-steps-grid.js)
// for the element's shadow stylesheet; colours are theme.js's tokens. The
// swatches repeat the grid's marks (letters, hatching, frame, ring) so the
// legend never tells a state by colour alone.
const tint = (colour, percent, under = 'var(--bg)') => `color-mix(in srgb, var(${colour}) ${percent}%, ${under})`;

export const SOLVE_STEPS_STYLES = `
.ss { display: flex; flex-direction: column; gap: 10px; padding-top: 6px; font-size: .92em; }
.ss p { margin: 0; }
.ss-empty { padding: 18px 12px; text-align: center; color: var(--muted); background: var(--surface); border-radius: 10px; }
.ss-body { display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.ss-body[hidden] { display: none; }
.ss-intro { color: var(--muted); max-width: 70em; }
.ss-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.ss-buttons { display: flex; flex-wrap: wrap; gap: 4px; }
.ss-buttons button, .ss-to-start { padding: 5px 12px; }
.ss-buttons button[aria-disabled=true], .ss-to-start[aria-disabled=true] { color: var(--muted); cursor: default; }
.ss-step-label { display: flex; align-items: center; gap: 8px; flex: 1 1 180px; color: var(--muted); }
.ss-slider { flex: 1; min-width: 120px; accent-color: var(--accent); }
.ss-out { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 5em; }
.ss-now { display: flex; flex-direction: column; gap: 4px; padding: 8px 12px; border-radius: 8px; background: var(--surface); border-left: 4px solid var(--muted); }
.ss-title { margin: 0; font-size: 1em; }
.ss-start .ss-to-start { margin-left: 6px; }
.ss-start[data-when=now] { font-weight: 700; }
.ss-start[data-when=now] .ss-star { color: var(--ink); }
.ss-star { font-size: 1.1em; }
.ss-to-start { font-size: .92em; padding: 2px 10px; font-weight: 400; }
.ss-layout { display: flex; flex-wrap: wrap; gap: 16px 24px; align-items: flex-start; }
/* The grids take the width they need (solve-steps-grid.js sizes them from .ss-layout's); the cutoff and the
   table sit beside them when there is room, else under them (and side by side when that fits). */
.ss-main { flex: 0 1 auto; max-width: 100%; min-width: 0; display: flex; flex-direction: column; gap: 8px; }
.ss-side { flex: 1 1 280px; min-width: 0; display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: flex-start; }
.ss-side > * { flex: 1 1 260px; min-width: 0; }
.ss-grids { display: flex; flex-wrap: wrap; gap: 12px 20px; min-width: 0; align-items: flex-end; }
.ss-figure { margin: 0; display: flex; flex-direction: column; gap: 4px; }
.ss-figure figcaption { font-weight: 600; color: var(--ink); }
.ss-canvas { width: fit-content; border-radius: 6px; outline: none; }
.ss-canvas:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.ss-canvas canvas { display: block; }
.ss-readout { min-height: 1.45em; font-variant-numeric: tabular-nums; }
.ss-readout:empty::before { content: "Hover over a position, or focus a grid and use the arrow keys, to read it."; color: var(--muted); }
.ss-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; color: var(--muted); }
.ss-legend li { display: flex; align-items: center; gap: 6px; }
.ss-sw { width: 20px; height: 20px; border-radius: 3px; display: inline-grid; place-items: center; font-size: 11px; font-weight: 700; line-height: 1; box-sizing: border-box; flex: none; border: 1px solid var(--line); color: var(--ink); }
.ss-sw.mouse { background: ${tint('--mouse', 35)}; }
.ss-sw.cat { background: ${tint('--cat', 35)}; }
.ss-sw.new { background: var(--mouse); color: var(--on-fill); border: 2px solid var(--ink); }
.ss-sw.waiting { background: repeating-linear-gradient(135deg, var(--ink) 0 1px, ${tint('--muted', 42)} 1px 4px); }
.ss-sw.open { background: var(--bg); }
.ss-sw.draw { background: ${tint('--draw', 30)}; }
.ss-sw.none { background: ${tint('--muted', 20)}; color: var(--muted); }
.ss-sw.start { background: var(--bg); }
.ss-sw.start::after { content: ""; width: 13px; height: 13px; border-radius: 50%; border: 2.5px solid var(--ink); box-sizing: border-box; }
.ss-sw.wrong { display: inline-block; width: 12px; height: 12px; border: 0; vertical-align: -1px; background: linear-gradient(45deg, transparent 50%, var(--ink) 50%); }
.ss-cutoff { display: flex; flex-direction: column; gap: 6px; padding: 10px 12px; border: 1px solid var(--line); border-radius: 8px; }
.ss-cutoff h3, .ss-side h3 { margin: 0; font-size: 1em; }
.ss-verdicts { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 8px; }
.ss-tag { font-weight: 700; border-radius: 999px; padding: 0 8px; color: var(--win-ink); background: var(--win-soft); border: 1px solid currentColor; }
.ss-verdicts.wrong .ss-tag { color: var(--loss-ink); background: var(--loss-soft); }
.ss-marks-label { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.ss-marks-label input { margin: 0; accent-color: var(--accent); }
.ss-table-box { max-height: 16em; overflow: auto; border: 1px solid var(--line); border-radius: 8px; }
.ss-table-box:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.ss-table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; font-size: .92em; }
.ss-table caption { text-align: left; font-weight: 600; padding: 6px 8px 4px; }
.ss-table th, .ss-table td { padding: 2px 5px; text-align: right; white-space: nowrap; }
.ss-table thead th { position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); font-weight: 600; white-space: normal; vertical-align: bottom; line-height: 1.2; }
.ss-table td:last-child { text-align: left; }
.ss-table tr.beyond td:last-child { color: var(--loss-ink); }
.ss-table tr[aria-current] { background: var(--surface); font-weight: 700; }
.ss-table tr[aria-current] th[scope=row]::before { content: "▸ "; }
.ss-table tr.end td { text-align: left; }
`;
