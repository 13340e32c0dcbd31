// Builds the package's browser files into dist/ (beside the solver's
// catmouse-core.mjs and .wasm, which scripts/build.sh copies there):
//   element.js        catmouse/element: <cat-mouse-game>, self-registering; imports
//                     catmouse/worker and catmouse/rules (bundlers resolve them)
//   worker-thread.js  the solver's worker, self-contained (no imports to follow)
//   layout-worker.js  the layout worker for big graphs, self-contained
//   cat-mouse-game.js the one-file build: all of the above behind one URL, for a page
//   chunks/           with no build step: a small entry that is also both workers, and
//                     the chunks it loads when each part is needed (esbuild's code
//                     splitting, format esm: each chunk is imported relative to the
//                     module that imports it, so a CDN or a sub-path works); needs
//                     catmouse-core.wasm beside it. build/metafile-one-file.json says
//                     what is in each file.
//   autoload.js       catmouse/autoload: ```catmouse fences become boards (imports cat-mouse-game.js)
//   prerendered.js    catmouse/prerendered: pre-rendered boards, the element loaded on a reader's press
//   markdown-it.js,   catmouse/markdown-it and catmouse/remark: the fences solved at
//   remark.js         build time, in Node (web/src/fences/)
//   render.js         `npx catmouse render`: one board pre-rendered the same way
import { build } from 'esbuild';
import { Parser } from 'acorn';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const common = { bundle: true, format: 'esm', target: ['es2022'], legalComments: 'none', logLevel: 'warning', sourcemap: false };
const minify = !process.env.CATMOUSE_NO_MINIFY;

// An esbuild plugin that edits each file `filter` matches where its syntax
// tree (acorn) says: edit(source, node) is [start, end, text] for a node to
// replace, or null (its children are then looked at); skip(source): leave
// the file as it is without parsing it.
function editBySyntax(name, filter, edit, skip = () => false) {
  return {
    name,
    setup(b) {
      b.onLoad({ filter }, async ({ path }) => {
        const source = await readFile(path, 'utf8');
        if (skip(source)) return undefined;
        const edits = [];
        const walk = (node) => {
          if (!node || typeof node.type !== 'string') return;
          const found = edit(source, node);
          if (found) return void edits.push(found);
          for (const value of Object.values(node))
            for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') walk(child);
        };
        walk(Parser.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
        let contents = source;
        for (const [from, to, text] of edits.sort((a, b) => b[0] - a[0])) contents = contents.slice(0, from) + text + contents.slice(to);
        return { contents, loader: 'js' };
      });
    },
  };
}

// The element's styles are CSS in template literals, which esbuild's minify
// leaves as they are: their /* comments */ (a kilobyte gzipped in the
// one-file build's entry, fetched by every board) go from the minified
// builds. Only inside template literals.
const cssComments = /\/\*[\s\S]*?\*\//g;
const stripCssComments = editBySyntax(
  'strip-css-comments',
  /[\\/]web[\\/]src[\\/].*\.js$/,
  (source, node) =>
    node.type === 'TemplateElement' ? [node.start, node.end, source.slice(node.start, node.end).replace(cssComments, '')] : null,
  (source) => !source.includes('/*') || !source.includes('`'),
);

// The options schema's `description`s (wasm/src/options.js) are for people
// reading it and for catmouse/rules' users; nothing in the one-file build or
// the workers reads them, and they export no schema: they go from their
// minified builds (1.8 KiB gzipped that every live board fetched before its
// verdict, half in the entry's chunks and half again in the solver's worker).
const stripOptionDescriptions = editBySyntax('strip-option-descriptions', /[\\/]wasm[\\/]src[\\/]options\.js$/, (source, node) => {
  if (node.type !== 'Property' || node.computed || node.key.name !== 'description') return null;
  const comma = /^\s*,/.exec(source.slice(node.end));
  return [node.start, node.end + (comma ? comma[0].length : 0), ''];
});

// Chunks are named by a hash of their content: yesterday's must not stay beside today's (nor in the tarball).
await rm(`${root}dist/chunks`, { recursive: true, force: true });

await Promise.all([
  // Not minified: an app's bundler minifies it with the rest of the app.
  build({
    ...common,
    entryPoints: { element: `${root}web/src/element/shell/cat-mouse-game.js` },
    outdir: `${root}dist`,
    external: ['catmouse', 'catmouse/*'],
  }),
  build({
    ...common,
    minify,
    entryPoints: {
      'worker-thread': `${root}wasm/src/worker-thread-main.js`,
      'layout-worker': `${root}web/src/element/layout/layout-worker.js`,
    },
    outdir: `${root}dist`,
    plugins: minify ? [stripOptionDescriptions] : [],
  }),
  build({
    ...common,
    minify,
    entryPoints: { 'cat-mouse-game': `${root}web/src/element/shell/one-file.js` },
    outdir: `${root}dist`,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    plugins: minify ? [stripCssComments, stripOptionDescriptions] : [],
  }).then(async ({ metafile }) => {
    await mkdir(`${root}build`, { recursive: true });
    await writeFile(`${root}build/metafile-one-file.json`, JSON.stringify(metafile));
  }),
  // catmouse/autoload and catmouse/prerendered: the one-file build beside them is imported, not copied in.
  build({
    ...common,
    minify,
    entryPoints: { autoload: `${root}web/src/fences/autoload-entry.js`, prerendered: `${root}web/src/fences/prerendered-entry.js` },
    outdir: `${root}dist`,
    external: ['./cat-mouse-game.js'],
  }),
  // catmouse/markdown-it and catmouse/remark: build-time plugins, in Node (the solver is the package's own).
  build({
    ...common,
    platform: 'node',
    entryPoints: {
      'markdown-it': `${root}web/src/fences/markdown-it.js`,
      remark: `${root}web/src/fences/remark.js`,
      render: `${root}web/src/fences/render-cli.js`,
    },
    outdir: `${root}dist`,
    external: ['catmouse', 'catmouse/*'],
  }),
]);
console.log(`build-package: wrote ${root}dist`);
