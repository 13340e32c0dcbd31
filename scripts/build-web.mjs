// Builds the static site into build/site/: the page, the embed demo, the
// <cat-mouse-game> element bundle, the solver worker bundle and the .wasm.
// Every URL is relative, so the folder works from any static host, under any
// sub-path, offline, and under CSP script-src 'self' 'wasm-unsafe-eval'.
import { build } from 'esbuild';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}build/site`;

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

// Each entry is its own module: the element finds the worker through
// new URL('./worker-thread.js', import.meta.url) (and the layout of big
// graphs new URL('./layout-worker.js', import.meta.url)) and the worker finds the
// .wasm through new URL('catmouse-core.wasm', import.meta.url), and esbuild
// keeps both expressions as they are, so the files must sit side by side.
await build({
  entryPoints: {
    'cat-mouse-game': `${root}web/src/element/cat-mouse-game.js`,
    'worker-thread': `${root}wasm/src/worker-thread.js`,
    'layout-worker': `${root}web/src/element/layout-worker.js`,
    page: `${root}web/src/page/page.js`,
  },
  outdir: out,
  bundle: true,
  format: 'esm',
  target: ['es2022'],
  minify: !process.env.CATMOUSE_NO_MINIFY,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});

await copyFile(`${root}wasm/dist/catmouse-core.wasm`, `${out}/catmouse-core.wasm`);
for (const name of await readdir(`${root}web`)) {
  if (/\.(html|css|svg|png)$/.test(name)) await copyFile(`${root}web/${name}`, `${out}/${name}`);
}
console.log(`build-web: wrote ${out}`);
