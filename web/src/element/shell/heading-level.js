// The element's own headings (why a draw is a draw, the value map's, How it
// is solved) are h3 in its template; on a page they take their level from
// the page's outline, one below the last heading before the board (a board
// right under a docs page's h1 has level 2 headings), so a screen reader's
// list of headings and axe's heading-order read the page as one outline.
const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]';

// The level for the board's headings: one below the last page heading before `host` (2 if none).
export function headingLevelFor(host) {
  let level = 1;
  for (const heading of host.ownerDocument?.querySelectorAll(HEADINGS) ?? []) {
    if (!(heading.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
    if (host.contains(heading)) break;
    level = Number(heading.getAttribute('aria-level')) || Number(heading.tagName[1]) || level;
  }
  return Math.min(6, level + 1);
}

// Gives each heading under `root` that level (aria-level, set only when it differs).
export function levelHeadings(root, level) {
  const value = String(level);
  for (const heading of root.querySelectorAll('h3'))
    if (heading.getAttribute('aria-level') !== value) heading.setAttribute('aria-level', value);
}
