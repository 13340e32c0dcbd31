// The value map's styles, for the element's shadow stylesheet (colours:
// the theme's --cm-* tokens, theme.js).
export const VALUE_MAP_STYLES = `
.vm { display: flex; flex-direction: column; gap: 10px; padding-top: 6px; }
.vm-empty { margin: 0; padding: 18px 12px; text-align: center; color: var(--muted); background: var(--surface); border-radius: 10px; }
.vm-body { display: flex; flex-wrap: wrap; gap: 16px 24px; align-items: flex-start; }
.vm-main { flex: 0 1 auto; width: 100%; min-width: 0; max-width: 100%; display: flex; flex-direction: column; gap: 6px; }
.vm-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; font-size: .9em; color: var(--muted); }
.vm-bar label { display: flex; align-items: center; gap: 6px; }
.vm-zoom { display: flex; gap: 4px; }
.vm-zoom button { height: 30px; min-width: 30px; padding: 0 8px; font-size: .95em; }
.vm-caption { margin: 0; font-size: .88em; color: var(--muted); }
.vm-caption b { color: var(--ink); font-weight: 600; }
.vm-stage { position: relative; }
.vm-grid { overflow: auto; max-width: 100%; width: fit-content; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); touch-action: pan-x pan-y; outline: none; }
.vm-grid:focus-visible { outline: 3px solid var(--ink); outline-offset: 2px; }
.vm-grid.panning { cursor: grabbing; }
.vm-space { position: relative; }
.vm-grid canvas { position: sticky; top: 0; left: 0; display: block; width: auto; height: auto; cursor: pointer; touch-action: pan-x pan-y; }
.vm-grid canvas:focus-visible { box-shadow: none; }
.vm-tip { position: absolute; z-index: 2; pointer-events: none; max-width: 240px; padding: 4px 8px; border-radius: 6px; background: var(--ink); color: var(--on-ink); font-size: .8em; line-height: 1.3; box-shadow: 0 4px 14px color-mix(in srgb, var(--shadow) 20%, transparent); }
.vm-readout { margin: 0; min-height: 1.45em; font-size: .9em; font-variant-numeric: tabular-nums; color: var(--ink); }
.vm-readout:empty::before { content: "Hover or focus a cell to read it; click it (or press Enter) to start there."; color: var(--muted); }
.vm-side { flex: 1 1 250px; min-width: 0; max-width: 380px; display: flex; flex-direction: column; gap: 12px; font-size: .92em; }
.vm-side h3 { margin: 0 0 4px; font-size: .95em; }
.vm-counts { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: auto 1fr auto; gap: 4px 8px; align-items: center; }
.vm-counts li { display: contents; }
.vm-counts .n { text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
.vm-counts .pct { color: var(--muted); font-weight: 400; font-size: .9em; margin-left: 4px; }
.vm-sw { width: 20px; height: 20px; border-radius: 4px; display: inline-grid; place-items: center; font-size: 12px; font-weight: 700; line-height: 1; box-sizing: border-box; flex: none; }
.vm-sw.mouse { background: var(--mouse); color: var(--on-fill); }
.vm-sw.cat, .vm-sw.draw { text-shadow: 0 0 2px var(--bg), 0 0 2px var(--bg), 0 0 3px var(--bg); }
.vm-sw.cat { color: var(--ink); background: repeating-linear-gradient(135deg, var(--cat) 0 3px, color-mix(in srgb, var(--cat) 45%, var(--bg)) 3px 5.5px); }
.vm-sw.draw { color: var(--ink); background: radial-gradient(circle, color-mix(in srgb, var(--draw) 80%, var(--ink)) 1px, transparent 1.6px) 0 0 / 5px 5px, color-mix(in srgb, var(--draw) 22%, var(--bg)); }
.vm-sw.over { color: var(--muted); background: color-mix(in srgb, var(--line) 35%, var(--bg)); border: 1px solid var(--line); font-size: 16px; }
.vm-sw.none { color: var(--muted); background: color-mix(in srgb, var(--muted) 22%, var(--bg)); }
.vm-sw.start { background: var(--bg); border: 1px solid var(--line); }
.vm-sw.start::after { content: ""; width: 12px; height: 12px; border-radius: 50%; border: 2.5px solid var(--ink); box-sizing: border-box; }
.vm-sw.focus { background: var(--bg); border: 3px solid var(--ink); box-shadow: inset 0 0 0 1.5px var(--bg); }
.vm-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: .85em; color: var(--muted); }
.vm-legend li { display: flex; align-items: center; gap: 6px; }
.vm-longest { margin: 0; display: flex; flex-direction: column; align-items: flex-start; gap: 6px; }
.vm-longest button { padding: 5px 12px; font-size: .95em; }
.vm-hist { margin: 0; }
.vm-hist svg { display: block; width: 100%; height: auto; max-height: 150px; fill: none; overflow: visible; }
.vm-hist figcaption { font-size: .85em; color: var(--muted); margin-top: 2px; }
.vm-hist .bar-mouse { fill: var(--mouse); }
.vm-hist text { fill: var(--muted); font-size: 10px; font-family: inherit; }
.vm-hist .axis { stroke: var(--line); stroke-width: 1; }
.vm .visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
