import { defineConfig } from 'vitepress';

export default defineConfig({
  title: 'catmouse with VitePress',
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
