// Errors spoken once. The visible boxes (#graph-alert, #rules-alert) are
// rebuilt at every typing pause, so a live role on them would repeat the same
// error each time the user stops typing (role=alert interrupts, too). This
// watches them and puts the message, without the "Show line" button, into one
// polite region, and only when it differs from what was said last. A box
// emptied while the person types is not news (the same error returns at the
// next pause); forget() (called when a board solves) lets a later error be
// said again.
export function voiceErrors(boxes, region) {
  let said = '';
  const message = (box) =>
    [...box.childNodes]
      .filter((node) => !(node instanceof HTMLButtonElement))
      .map((node) => node.textContent.trim())
      .filter(Boolean)
      .join(' ');
  const update = () => {
    const text = boxes.map(message).filter(Boolean).join(' ');
    if (!text || text === said) return;
    said = text;
    region.textContent = text;
  };
  const watcher = new MutationObserver(update);
  for (const box of boxes) watcher.observe(box, { childList: true, subtree: true, characterData: true });
  update();
  return {
    forget: () => {
      said = '';
    },
    disconnect: () => watcher.disconnect(),
  };
}
