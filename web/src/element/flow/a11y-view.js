// The keyboard hint on the focused board, and a Pause button for an
// autoplaying board without controls (WCAG 2.2.2: anything that moves on its
// own can be paused, by mouse and by keyboard). The element calls render()
// whenever the player changes; steps are spoken by the element's one live
// region (with step-words.js).
import { icon, lazySheet } from '../shell/dom.js';

const CSS = `
.key-hint {
  position: absolute; left: 10px; top: 10px; margin: 0; padding: 3px 10px; border-radius: 8px;
  background: var(--ink); color: var(--on-ink); font-size: 12px; pointer-events: none; display: none;
  max-width: calc(100% - 200px); /* wraps left of the Edit graph and zoom buttons, never over them */
}
.stage:has(canvas:focus-visible) .key-hint { display: block; }
.autoplay-toggle { position: absolute; left: 10px; top: 10px; width: 34px; height: 34px; padding: 8px; display: none; }
:host([autoplay]:not([controls])) .autoplay-toggle { display: inline-grid; }
:host([autoplay]:not([controls])) .key-hint { left: 52px; top: 14px; }
`;
const sheet = lazySheet(CSS);

export class A11yView {
  #hint;
  #toggle;
  #playing = null;

  // root: the shadow root; toggle(): play or pause.
  constructor(root, toggle) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet()];
    const stage = root.querySelector('.stage');
    this.#hint = Object.assign(document.createElement('p'), { className: 'key-hint' });
    this.#hint.setAttribute('aria-hidden', 'true'); // the canvas's name says it
    this.#toggle = Object.assign(document.createElement('button'), { type: 'button', className: 'autoplay-toggle' });
    this.#toggle.onclick = toggle;
    stage.prepend(this.#toggle); // top left: first in the tab order, as it is seen
    stage.append(this.#hint);
    this.#show(false);
  }

  #editing = false;

  render(playing, editing = false) {
    if (playing !== this.#playing || editing !== this.#editing) this.#show(playing, editing);
  }

  #show(playing, editing = false) {
    this.#playing = playing;
    this.#editing = editing;
    this.#hint.textContent = editing
      ? 'Editing: N add · ← → node · Enter connect · Delete'
      : playing
        ? 'Press Space to pause'
        : 'Space: play · ← →: step · a node number, Enter: move';
    const label = playing ? 'Pause' : 'Play';
    this.#toggle.setAttribute('aria-label', label);
    this.#toggle.title = `${label} (Space on the board)`;
    this.#toggle.replaceChildren(icon(playing ? 'pause' : 'play'));
  }
}
