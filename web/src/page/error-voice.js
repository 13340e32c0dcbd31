// Errors spoken once. The visible boxes (#graph-alert, #rules-alert) are
// rebuilt at every typing pause, so a live role on them would repeat the same
// error each time the user stops typing (role=alert interrupts, too). This
// watches them and puts the message, without the "Show line" button, into one
// polite region, and only when it differs from what was said last; an empty
// box (the graph solved) forgets, so a later error is said again.
export function voiceErrors(boxes, region) {
  let said = '';
  const message = (box) => [...box.childNodes]
    .filter((node) => !(node instanceof HTMLButtonElement))
    .map((node) => node.textContent.trim())
    .filter(Boolean)
    .join(' ');
  const update = () => {
    const text = boxes.map(message).filter(Boolean).join(' ');
    if (text === said) return;
    said = text;
    if (text) region.textContent = text;
  };
  const watcher = new MutationObserver(update);
  for (const box of boxes) watcher.observe(box, { childList: true, subtree: true, characterData: true });
  update();
  return watcher;
}
