import { defineConfig } from 'vite';

export default defineConfig({
  // Relative URLs: the build works from any folder of any static host.
  base: './',
  // The dev server's pre-bundling would move catmouse's modules away from
  // its worker and .wasm files: serve the package as it is.
  optimizeDeps: { exclude: ['catmouse'] },
});
