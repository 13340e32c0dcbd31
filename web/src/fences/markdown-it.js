// `catmouse/markdown-it`: a markdown-it plugin (VitePress, Eleventy,
// markdown-it anywhere) that renders each ```catmouse fence as a board,
// solved at build time (render.js). The solver loads first, so the plugin
// is made with await and then used as markdown-it plugins are:
//
//   import { catmouseMarkdownIt } from 'catmouse/markdown-it';
//   const catmouse = await catmouseMarkdownIt();
//   export default defineConfig({ markdown: { config: (md) => md.use(catmouse) } });
import { createFenceRenderer } from './render.js';
import { isBoardFence } from './fence.js';

// options: { warn(text), prerender } (render.js createFenceRenderer).
export async function catmouseMarkdownIt(options = {}) {
  const renderer = await createFenceRenderer(options);
  return (md) => {
    const fallback = md.renderer.rules.fence ?? ((tokens, idx, opts, env, self) => self.renderToken(tokens, idx, opts));
    md.renderer.rules.fence = (tokens, idx, opts, env, self) => {
      const token = tokens[idx];
      if (!isBoardFence(token.info)) return fallback(tokens, idx, opts, env, self);
      // VitePress puts the page's path in env (relativePath); elsewhere it may be absent.
      const file = env?.relativePath ?? env?.path ?? '(markdown)';
      return renderer.html(renderer.render(token.info, token.content, { file, line: (token.map?.[0] ?? 0) + 1 }));
    };
  };
}
