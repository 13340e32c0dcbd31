import { defineConfig } from 'vitepress';
import { catmouseMarkdownIt } from 'catmouse/markdown-it';

// ```catmouse fences become boards, solved while the site builds.
const catmouse = await catmouseMarkdownIt();

export default defineConfig({
  title: 'catmouse with VitePress',
  markdown: { config: (md) => md.use(catmouse) },
  vue: {
    template: {
      // <cat-mouse-game> is a custom element, not a Vue component.
      compilerOptions: { isCustomElement: (tag) => tag === 'cat-mouse-game' },
    },
  },
  vite: {
    // The dev server's pre-bundling would move catmouse's modules away from
    // its worker and .wasm files: serve the package as it is.
    optimizeDeps: { exclude: ['catmouse'] },
  },
});
