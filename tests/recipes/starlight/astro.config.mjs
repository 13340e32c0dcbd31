import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import { remarkCatmouse } from 'catmouse/remark';

export default defineConfig({
  integrations: [starlight({ title: 'catmouse with Starlight' })],
  // ```catmouse fences become boards, solved while the site builds (Markdown and MDX pages).
  markdown: { remarkPlugins: [remarkCatmouse] },
  vite: {
    // The dev server's pre-bundling would move catmouse's modules away from
    // its worker and .wasm files: serve the package as it is.
    optimizeDeps: { exclude: ['catmouse'] },
  },
});
