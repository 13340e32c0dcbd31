// `catmouse/autoload` (dist/autoload.js): for site generators whose Markdown
// becomes HTML without a plugin of ours (MkDocs, Sphinx, Hugo, Jekyll), as
// Mermaid's script does: every ```catmouse fence on the page, which they
// write as a highlighted code block, becomes a board. Their HTML keeps only
// the fence's language, so a first line `%% autoplay controls mouse=3` in
// the fence gives the attributes (fence.js). It loads the one-file build
// beside it (./cat-mouse-game.js).
import { readFence } from './fence.js';

// How the generators write a fence's block: <pre><code class="language-catmouse">
// (markdown-it, Hugo, Jekyll, MkDocs' fenced code), <div class="language-catmouse
// highlight"><pre> (MkDocs with Pygments), <div class="highlight-catmouse"><pre> (Sphinx).
const BLOCKS = 'pre > code.language-catmouse, pre.language-catmouse, div.language-catmouse pre, div.highlight-catmouse pre';

// Replaces each fence block under `root` by a board (or, where it cannot be
// one, puts an alert before it, the block left as written). Returns the boards made.
export function upgradeFences(root = document) {
  const boards = [];
  for (const found of root.querySelectorAll(BLOCKS)) {
    const pre = found.closest('pre');
    if (!pre?.isConnected) continue;
    const block = pre.closest('div.language-catmouse, div.highlight-catmouse') ?? pre;
    const fence = readFence('catmouse', pre.textContent);
    if (fence.problem) {
      const alert = Object.assign(document.createElement('p'), {
        className: 'catmouse-error',
        textContent: `This board cannot be shown: ${fence.problem}`,
      });
      alert.setAttribute('role', 'alert');
      block.before(alert);
      continue;
    }
    const board = document.createElement('cat-mouse-game');
    for (const [name, value] of fence.attributes) board.setAttribute(name, value);
    board.setAttribute('graph', fence.graph);
    block.replaceWith(board);
    boards.push(board);
  }
  return boards;
}
