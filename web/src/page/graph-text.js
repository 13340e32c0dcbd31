// The Graph text, in the text area up to LARGE_TEXT characters. A longer
// text (a complete graph on 400 nodes is 595,311 characters on one line)
// takes the browser a second or more to lay out in a text area: a freeze on
// opening a link. Such a text is kept aside and the text area's place says
// so, with a button that puts it in for editing (the person then expects
// the wait).
import { keptAsideWords } from '../words/page-words.js';

export const LARGE_TEXT = 200_000;

export class GraphText {
  #aside = null;

  constructor(textarea, panel) {
    this.textarea = textarea;
    this.panel = panel;
    this.note = panel.querySelector('.large-note');
    panel.querySelector('button').addEventListener('click', () => {
      this.reveal();
      textarea.focus();
    });
  }

  get value() {
    return this.#aside ?? this.textarea.value;
  }

  set value(text) {
    const large = text.length > LARGE_TEXT;
    this.#aside = large ? text : null;
    this.textarea.value = large ? '' : text;
    this.textarea.hidden = large;
    this.panel.hidden = !large;
    if (large) {
      this.note.textContent = keptAsideWords(text.length, text.split('\n', 100_000).length);
    }
  }

  // Is the text kept aside (not in the text area)?
  get aside() {
    return this.#aside !== null;
  }

  // Puts a text kept aside into the text area.
  reveal() {
    if (this.#aside === null) return;
    const text = this.#aside;
    this.#aside = null;
    this.panel.hidden = true;
    this.textarea.hidden = false;
    this.textarea.value = text;
  }
}
