import { build } from 'esbuild';
import { cp } from 'node:fs/promises';

await build({
  entryPoints: ['main.js'],
  bundle: true,
  format: 'esm',
  minify: true,
  outdir: 'public/build',
});

// esbuild leaves new URL('…', import.meta.url) as it is, so it does not copy
// catmouse's worker and .wasm files: copy them beside the bundle.
await cp(new URL('dist/', import.meta.resolve('catmouse/package.json')), 'public/build/catmouse', { recursive: true });
