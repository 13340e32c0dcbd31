// The element's shadow DOM.
const icon = (d) => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;
export const ICONS = {
  first: icon('M6 5h2v14H6zM20 5v14L9 12z'),
  back: icon('M18 5v14L7 12z'),
  play: icon('M7 4.5v15L19.5 12z'),
  pause: icon('M6.5 5h4v14h-4zM13.5 5h4v14h-4z'),
  forward: icon('M6 5v14l11-7z'),
  last: icon('M16 5h2v14h-2zM4 5v14l11-7z'),
  plus: icon('M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z'),
  minus: icon('M5 11h14v2H5z'),
  fit: icon('M4 4h6v2H6v4H4zM14 4h6v6h-2V6h-4zM4 14h2v4h4v2H4zM18 14h2v6h-6v-2h4z'),
};

export const TEMPLATE = `
<div class="game">
  <div class="stage">
    <canvas part="board" tabindex="0" role="img" aria-label="The graph with the mouse, the cat and the hole"></canvas>
    <div class="zoom">
      <button type="button" data-zoom="in" aria-label="Zoom in" title="Zoom in">${ICONS.plus}</button>
      <button type="button" data-zoom="out" aria-label="Zoom out" title="Zoom out">${ICONS.minus}</button>
      <button type="button" data-zoom="fit" aria-label="Fit the graph" title="Fit the graph (double-click the board)">${ICONS.fit}</button>
    </div>
    <p class="empty" hidden>Fix the graph to see the board.</p>
    <div class="busy" hidden>
      <div class="card">
        <p class="busy-text">Solving…</p>
        <progress max="1" value="0" aria-label="Solving progress"></progress>
        <button type="button" class="cancel">Cancel</button>
      </div>
    </div>
    <ul class="legend" aria-label="Legend">
      <li><i class="dot mouse"></i>Mouse</li>
      <li><i class="dot cat"></i>Cat</li>
      <li><i class="dot hole"></i>Hole</li>
      <li class="moves-key"><i class="bar win"></i>win</li>
      <li class="moves-key"><i class="bar draw"></i>draw</li>
      <li class="moves-key"><i class="bar loss"></i>loss <span class="for">for the side to move</span></li>
    </ul>
  </div>
  <div class="side">
    <p class="verdict" role="status" aria-live="polite"></p>
    <p class="position"></p>
    <p class="note" hidden></p>
    <div class="alert" role="alert"></div>
    <div class="controls">
      <div class="buttons">
        <button type="button" class="first" aria-label="First position" title="First position (Home)">${ICONS.first}</button>
        <button type="button" class="back" aria-label="Step back" title="Step back (←)">${ICONS.back}</button>
        <button type="button" class="play" aria-label="Play" title="Play (Space)">${ICONS.play}</button>
        <button type="button" class="forward" aria-label="Step forward" title="Step forward (→)">${ICONS.forward}</button>
        <button type="button" class="last" aria-label="Last position" title="Last position (End)">${ICONS.last}</button>
      </div>
      <label class="step-label"><span>Step</span> <input type="range" class="step" min="0" max="0" value="0" aria-label="Step"></label>
      <output class="step-out" aria-hidden="true">0 / 0</output>
      <label class="speed-label"><span>Speed</span>
        <select class="speed" aria-label="Speed">
          <option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option><option value="4">4×</option><option value="8">8×</option>
        </select>
      </label>
    </div>
    <div class="movebox">
      <p class="moves-help">Each move, and every legal move from that position for the player moving, best first: <span class="k win">win</span> <span class="k draw">draw</span> <span class="k loss">loss</span> in N moves.</p>
      <div class="movelist"></div>
    </div>
  </div>
</div>`;
