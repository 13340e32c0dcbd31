import { nodeResolve } from '@rollup/plugin-node-resolve';
import { importMetaAssets } from '@web/rollup-plugin-import-meta-assets';

export default {
  input: 'main.js',
  output: { dir: 'public/build', format: 'es' },
  // importMetaAssets copies the files catmouse finds through
  // new URL('…', import.meta.url) (its workers, its .wasm) into the output.
  plugins: [nodeResolve({ browser: true }), importMetaAssets()],
};
