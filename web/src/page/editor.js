// The Graph text area's error mark: a backdrop behind the (transparent)
// text area mirrors its text and marks the place the core names. The
// user's text itself is never touched.

// Offset in the string of a 1-based line and column (columns count code points).
export function offsetOf(text, line, column) {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  for (let c = 1; c < column && offset < text.length && text[offset] !== '\n'; c++) {
    offset += text.codePointAt(offset) > 0xffff ? 2 : 1;
  }
  return offset;
}

export class GraphEditor {
  constructor(textarea, backdrop) {
    this.textarea = textarea;
    this.backdrop = backdrop;
    textarea.addEventListener('scroll', () => this.#sync());
    new ResizeObserver(() => this.#sync()).observe(textarea);
  }

  mark(line, column) {
    const text = this.textarea.value;
    const at = offsetOf(text, line, column);
    const width = at < text.length && text[at] !== '\n' ? (text.codePointAt(at) > 0xffff ? 2 : 1) : 0;
    const mark = document.createElement('mark');
    mark.textContent = width ? text.slice(at, at + width) : ' ';
    if (!width) mark.className = 'gap';
    this.backdrop.replaceChildren(text.slice(0, at), mark, `${text.slice(at + width)}\n`);
    this.#sync();
  }

  clear() {
    this.backdrop.replaceChildren();
  }

  // Puts the caret on the marked place.
  select(line, column) {
    const at = offsetOf(this.textarea.value, line, column);
    this.textarea.focus();
    this.textarea.setSelectionRange(at, Math.min(at + 1, this.textarea.value.length));
  }

  #sync() {
    this.backdrop.scrollTop = this.textarea.scrollTop;
    this.backdrop.scrollLeft = this.textarea.scrollLeft;
  }
}
