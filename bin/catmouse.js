#!/usr/bin/env node
// `npx catmouse`: the package's command line. It sits above the layers, as
// the one-file build's entry sits beside the element: `catmouse render` is the
// Markdown fences' (web/src/fences/render-cli.js, bundled as dist/render.js),
// every other command the solver's (wasm/bin/catmouse.js). So the package
// under wasm/ never imports from web/ (tests/js/loading.test.mjs).
import { read, writeAll } from '../wasm/bin/cli-io.js';

if (process.argv[2] === 'render') {
  // One board pre-rendered as the Markdown plugins write it (npm only: the native binary has no HTML to write).
  const { runRender } = await import('../dist/render.js');
  const result = await runRender(process.argv.slice(3), (path) => read(path, 256 * 1024 * 1024));
  writeAll(1, Buffer.from(result.stdout));
  writeAll(2, Buffer.from(result.stderr));
  process.exit(result.status);
} else {
  await import('../wasm/bin/catmouse.js');
}
