// Keeps the DOM order (the tab order, and a screen reader's reading order)
// the same as what is seen. Side by side the editor is on the left, so it
// comes first; in one column (≤ 900 px, see page.css) the board comes first,
// in view when the page opens, so the editor moves after it. Moving the
// editor, not the board, leaves <cat-mouse-game> connected (no restart); the
// focus and a text selection inside the editor survive the move.
export function keepOrder(editor, board, query = '(max-width: 900px)') {
  const narrow = window.matchMedia(query);
  const place = () => {
    const boardFirst = narrow.matches;
    if (boardFirst === !!(board.compareDocumentPosition(editor) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
    const active = editor.contains(document.activeElement) ? document.activeElement : null;
    const selection = active && 'selectionStart' in active ? [active.selectionStart, active.selectionEnd, active.scrollTop] : null;
    if (boardFirst) board.after(editor);
    else board.before(editor);
    if (active) {
      active.focus({ preventScroll: true });
      if (selection) {
        try { active.setSelectionRange(selection[0], selection[1]); } catch {}
        active.scrollTop = selection[2];
      }
    }
  };
  narrow.addEventListener('change', place);
  place();
}
