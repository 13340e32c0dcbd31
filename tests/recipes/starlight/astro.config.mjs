import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

export default defineConfig({
  integrations: [starlight({ title: 'catmouse with Starlight' })],
  vite: {
    // The dev server's pre-bundling would move catmouse's modules away from
    // its worker and .wasm files: serve the package as it is.
    optimizeDeps: { exclude: ['catmouse'] },
  },
});
