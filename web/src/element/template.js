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
  undo: icon('M9 7V3L2 10l7 7v-4.1c4.5 0 7.8 1.4 10.2 4.6C18.3 13 15.8 8.1 9 7z'),
  redo: icon('M15 7V3l7 7-7 7v-4.1c-4.5 0-7.8 1.4-10.2 4.6C5.7 13 8.2 8.1 15 7z'),
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
    <p class="board-note" hidden></p>
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
    <div class="verdict-row">
      <p class="verdict" role="status" aria-live="polite"></p>
      <span class="leetcode" title="What LeetCode 913's catMouseGame returns for this start: 0 draw, 1 mouse wins, 2 cat wins"></span>
    </div>
    <p class="position"></p>
    <p class="note" hidden></p>
    <p class="message" hidden></p>
    <div class="ask" role="group" aria-label="A new graph or new rules" hidden>
      <p>You are in the middle of a game. Solve the new graph or rules and end it?</p>
      <button type="button" class="discard">End the game and solve</button>
      <button type="button" class="keep">Keep playing</button>
    </div>
    <div class="alert" role="alert"></div>
    <div class="announce visually-hidden" aria-live="polite" aria-atomic="true"></div>
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
      <div class="edit-buttons">
        <button type="button" class="undo" aria-label="Undo" title="Undo (Ctrl+Z)">${ICONS.undo}</button>
        <button type="button" class="redo" aria-label="Redo" title="Redo (Ctrl+Shift+Z)">${ICONS.redo}</button>
        <button type="button" class="hint-button">Hint</button>
      </div>
      <label class="speed-label"><span>Speed</span>
        <select class="speed" aria-label="Speed">
          <option value="0.5">0.5×</option><option value="1" selected>1×</option><option value="2">2×</option><option value="4">4×</option><option value="8">8×</option>
        </select>
      </label>
    </div>
    <section class="play-panel" aria-label="Mode">
      <div class="modes" role="radiogroup" aria-label="Mode">
        <label><input type="radio" name="mode" value="replay" checked> Watch</label>
        <label><input type="radio" name="mode" value="play"> Play the computer</label>
      </div>
      <div class="play-options" hidden>
        <label><span>You play</span> <select class="play-side" aria-label="You play"><option value="mouse">the mouse</option><option value="cat">the cat</option></select></label>
        <label><span>Computer</span> <select class="strength" aria-label="Computer"><option value="perfect">perfect</option><option value="weaker">makes mistakes</option></select></label>
        <label class="mistakes-label" hidden>Mistakes <input type="range" class="mistakes" min="5" max="100" step="5" value="30" aria-valuetext="30% of its moves"> <output class="mistakes-out">30%</output></label>
        <div class="play-buttons">
          <button type="button" class="restart">Restart from this position</button>
          <button type="button" class="replay-perfect" hidden>Replay perfect play</button>
        </div>
      </div>
    </section>
    <div class="here"></div>
    <div class="movebox">
      <div class="movelist"></div>
    </div>
  </div>
  <div class="insight">
    <div class="explain"></div>
    <div class="chart"></div>
  </div>
  <details class="map-panel">
    <summary>Value map: every start at once</summary>
    <div class="map"></div>
  </details>
</div>`;
