// What the board says besides what it draws: each step of the line spoken
// once through a polite live region, the keyboard hint on the focused board,
// and a Pause button for an autoplaying board without controls (WCAG 2.2.2:
// anything that moves on its own can be paused, by mouse and by keyboard).
// The element calls render() whenever the player changes.
import { stepText } from './step-words.js';
import { ICONS } from './template.js';

const CSS = `
.sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
.key-hint {
  position: absolute; left: 10px; top: 10px; margin: 0; padding: 3px 10px; border-radius: 8px;
  background: var(--ink); color: #fff; font-size: 12px; pointer-events: none; display: none;
}
.stage:has(canvas:focus-visible) .key-hint { display: block; }
.autoplay-toggle { position: absolute; left: 10px; top: 10px; width: 34px; height: 34px; padding: 8px; display: none; }
:host([autoplay]:not([controls])) .autoplay-toggle { display: inline-grid; }
:host([autoplay]:not([controls])) .key-hint { left: 52px; top: 14px; }
`;
const sheet = new CSSStyleSheet();
sheet.replaceSync(CSS);

export class A11yView {
  #live;
  #hint;
  #toggle;
  #said = { result: null, index: -1 };
  #playing = null;

  // root: the shadow root; toggle(): play or pause.
  constructor(root, toggle) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const stage = root.querySelector('.stage');
    this.#live = Object.assign(document.createElement('p'), { className: 'sr-only live-step' });
    this.#live.setAttribute('aria-live', 'polite');
    this.#live.setAttribute('aria-atomic', 'true');
    root.querySelector('.game').append(this.#live);
    this.#hint = Object.assign(document.createElement('p'), { className: 'key-hint' });
    this.#hint.setAttribute('aria-hidden', 'true'); // the canvas's name says it
    this.#toggle = Object.assign(document.createElement('button'), { type: 'button', className: 'autoplay-toggle' });
    this.#toggle.onclick = toggle;
    stage.prepend(this.#toggle); // top left: first in the tab order, as it is seen
    stage.append(this.#hint);
    this.#show(false);
  }

  // result: the solved game (or null); index: the step on screen; playing.
  render(result, index, playing) {
    if (playing !== this.#playing) this.#show(playing);
    if (!result) return;
    // A new game is announced by the verdict (role=status): remember where
    // it starts without speaking; after that, each new step once.
    if (result !== this.#said.result) {
      this.#said = { result, index };
      return;
    }
    if (index === this.#said.index) return; // a frame of a glide, or a redraw
    this.#said.index = index;
    this.#live.textContent = stepText(result, index);
  }

  #show(playing) {
    this.#playing = playing;
    this.#hint.textContent = playing ? 'Press Space to pause' : 'Space: play · ← →: step';
    const label = playing ? 'Pause' : 'Play';
    this.#toggle.setAttribute('aria-label', label);
    this.#toggle.title = `${label} (Space on the board)`;
    this.#toggle.innerHTML = playing ? ICONS.pause : ICONS.play;
  }
}
