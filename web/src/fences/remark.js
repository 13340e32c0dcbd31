// `catmouse/remark`: a remark plugin (Astro and Starlight, Docusaurus MDX,
// unified anywhere) that renders each ```catmouse fence as a board, solved
// at build time (render.js):
//
//   import { remarkCatmouse } from 'catmouse/remark';
//   markdown: { remarkPlugins: [remarkCatmouse] }
//
// In Markdown the board is raw HTML; in MDX (where raw HTML is not taken)
// the same elements as JSX.
import { createFenceRenderer } from './render.js';
import { isBoardFence } from './fence.js';

// Each node of the tree whose type is 'code', with its parent and index.
function* codeNodes(node, parent = null, index = 0) {
  if (node.type === 'code') yield { node, parent, index };
  for (let i = 0; i < (node.children?.length ?? 0); i++) yield* codeNodes(node.children[i], node, i);
}

// options: { warn(text), prerender, mdx } (mdx: true or false forces the
// output kind; otherwise a file whose name ends in .mdx gets JSX).
export function remarkCatmouse(options = {}) {
  const ready = createFenceRenderer(options);
  return async (tree, file) => {
    const fences = [...codeNodes(tree)].filter(({ node }) => isBoardFence(node.lang));
    if (!fences.length) return;
    const renderer = await ready;
    const path = file?.path ?? file?.history?.at(-1) ?? '(markdown)';
    const mdx = options.mdx ?? /\.mdx$/.test(path);
    for (const { node, parent, index } of fences) {
      const tree = renderer.render(`${node.lang} ${node.meta ?? ''}`, node.value, { file: path, line: node.position?.start.line ?? 1 });
      parent.children[index] = mdx ? renderer.mdx(tree) : { type: 'html', value: renderer.html(tree) };
    }
  };
}
