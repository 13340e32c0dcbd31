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

  // Marks the whole token at the place (all of "99", not its first 9).
  mark(line, column) {
    const text = this.textarea.value;
    const at = offsetOf(text, line, column);
    const word = /^[\w.+-]+/u.exec(text.slice(at, at + 64))?.[0].length;
    const width = word || (at < text.length && text[at] !== '\n' ? (text.codePointAt(at) > 0xffff ? 2 : 1) : 0);
    const mark = document.createElement('mark');
    mark.textContent = width ? text.slice(at, at + width) : ' ';
    if (!width) mark.className = 'gap';
    this.backdrop.replaceChildren(text.slice(0, at), mark, `${text.slice(at + width)}\n`);
    this.#sync();
  }

  clear() {
    this.backdrop.replaceChildren();
  }

  // Selects the marked place and scrolls the text area to it: the browser
  // does not scroll a text area to a selection made from script.
  select(line, column) {
    const { textarea } = this;
    const at = offsetOf(textarea.value, line, column);
    this.mark(line, column);
    const mark = this.backdrop.querySelector('mark');
    textarea.focus({ preventScroll: true });
    textarea.setSelectionRange(at, at + mark.textContent.trim().length || at);
    const top = mark.offsetTop;
    if (top < textarea.scrollTop || top + mark.offsetHeight > textarea.scrollTop + textarea.clientHeight) {
      textarea.scrollTop = Math.max(0, top - textarea.clientHeight / 3);
    }
    this.#sync();
  }

  #sync() {
    this.backdrop.scrollTop = this.textarea.scrollTop;
    this.backdrop.scrollLeft = this.textarea.scrollLeft;
  }
}
