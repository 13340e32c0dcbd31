// A rules field changed by someone who cannot see the board: the element's
// verdict is a polite status region, so it speaks when its words change and
// says nothing when the new rule leaves them as they were. Then this region
// says that the change was applied and the verdict stands. (When the verdict
// changes, the status region has said it; saying it here too would repeat it.)
import { checkboxWords, choiceWords, valueWords, verdictStaysWords } from '../words/page-words.js';

// "Passing on", "Holes 0, 4", "Cat on a hole: guards …": a control in the
// words of its visible label.
export function fieldWords(control) {
  const label = (control.labels?.[0]?.textContent ?? control.id).trim().replace(/\s+/g, ' ');
  if (control.type === 'checkbox') return checkboxWords(label.split(':')[0], control.checked);
  if (control.tagName === 'SELECT') return choiceWords(label, control.selectedOptions[0]?.textContent.trim() ?? control.value);
  return valueWords(label, control.value);
}

// changed(control, verdict before) when a field changes; solved(verdict) once the board solved it.
export function rulesVoice(region) {
  let pending = null;
  return {
    changed(control, verdictBefore) {
      pending = { words: fieldWords(control), verdict: verdictBefore };
    },
    // The board solved with the change: its verdict now.
    solved(verdict) {
      if (!pending) return;
      const { words, verdict: before } = pending;
      pending = null;
      if (verdict !== before) return; // the status region says the new verdict
      const text = verdictStaysWords(words, verdict);
      // the same words twice in a row are spoken again (the same field set twice)
      region.textContent = region.textContent === text ? `${text}\u00a0` : text;
    },
    // The change was refused: the error voice says why.
    refused() {
      pending = null;
    },
  };
}
