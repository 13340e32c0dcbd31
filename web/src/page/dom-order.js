// Keeps the DOM order (the tab order, and a screen reader's reading order)
// the same as what is seen. Side by side the editor is on the left, so it
// comes first; in one column (≤ 900 px, see page.css) the board comes first,
// in view when the page opens, so the editor moves after it. Moving the
// editor, not the board, leaves <cat-mouse-game> connected (no restart); the
// focus and a text selection inside the editor survive the move.
export const ONE_COLUMN = '(max-width: 900px)'; // page.css's one-column layout

export function keepOrder(editor, board, query = ONE_COLUMN) {
  const narrow = window.matchMedia(query);
  const place = () => {
    const boardFirst = narrow.matches;
    if (boardFirst === !!(board.compareDocumentPosition(editor) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    const active = editor.contains(document.activeElement) ? document.activeElement : null;
    const selection = active && 'selectionStart' in active ? [active.selectionStart, active.selectionEnd, active.scrollTop] : null;
    // The board's heading (index.html's h2, read by screen readers only) stays just before it.
    const heading = board.previousElementSibling?.tagName === 'H2' ? board.previousElementSibling : board;
    if (boardFirst) board.after(editor);
    else heading.before(editor);
    if (active) {
      active.focus({ preventScroll: true });
      if (selection) {
        try {
          active.setSelectionRange(selection[0], selection[1]);
        } catch {}
        active.scrollTop = selection[2];
      }
    }
  };
  narrow.addEventListener('change', place);
  place();
}

// In one column the editor follows the board, so the board's long parts (the
// move list, the draw explanation and the value chart) fold behind buttons
// (the element's `compact`): on a phone the editor is then about one screen
// below the verdict, not past a long list. The order does not change, only
// what shows, so the DOM order stays the visual order.
export function foldWhenStacked(board, query = ONE_COLUMN) {
  const narrow = window.matchMedia(query);
  const fold = () => board.toggleAttribute('compact', narrow.matches);
  narrow.addEventListener('change', fold);
  fold();
}
