// Builds the static site into build/site/: the page, the embed demo, the
// one-file element (dist/cat-mouse-game.js, with the chunks it loads,
// dist/chunks/, and the worker scripts it starts) and the .wasm beside it, with the threaded module's three files. Every URL is relative, so the folder
// works from any static host, under any sub-path, offline, and under CSP
// script-src 'self' 'wasm-unsafe-eval'.
import { build } from 'esbuild';
import { copyFile, cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fillRulesHtml } from '../web/src/page/rule-fields.js';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = `${root}build/site`;

await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

// The page's own script (the editor, the fields, the link) and the embed
// view's (frame.html: one board from a link, for an <iframe>); the element
// is the package's one-file build, loaded by its own <script>.
await build({
  entryPoints: { page: `${root}web/src/page/page.js`, frame: `${root}web/src/page/frame.js` },
  outdir: out,
  bundle: true,
  format: 'esm',
  target: ['es2022'],
  minify: !process.env.CATMOUSE_NO_MINIFY,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});

// The threaded module beside it: a cross-origin isolated page (npm start's) solves on every core.
const THREADED = ['catmouse-core-threads.mjs', 'catmouse-core-threads.wasm', 'catmouse-core-threads.worker.mjs'];
for (const name of [
  'cat-mouse-game.js',
  'worker-thread.js',
  'layout-worker.js',
  'catmouse-core.wasm',
  'catmouse-core-lite.wasm',
  ...THREADED,
])
  await copyFile(`${root}dist/${name}`, `${out}/${name}`);
await cp(`${root}dist/chunks`, `${out}/chunks`, { recursive: true });
// The pages get their rules fields and rule words from the options schema (rule-fields.js).
for (const name of await readdir(`${root}web`)) {
  if (name.endsWith('.html')) await writeFile(`${out}/${name}`, fillRulesHtml(await readFile(`${root}web/${name}`, 'utf8')));
  else if (/\.(css|svg|png)$/.test(name)) await copyFile(`${root}web/${name}`, `${out}/${name}`);
}
console.log(`build-web: wrote ${out}`);
