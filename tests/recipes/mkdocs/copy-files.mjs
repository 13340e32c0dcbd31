// catmouse/autoload and the one-file build beside it, with its .wasm, into
// the docs: MkDocs copies them into the site as they are.
import { copyFile, mkdir } from 'node:fs/promises';

const dist = new URL('dist/', import.meta.resolve('catmouse/package.json'));
await mkdir('docs/catmouse', { recursive: true });
for (const name of ['autoload.js', 'cat-mouse-game.js', 'catmouse-core.wasm']) await copyFile(new URL(name, dist), `docs/catmouse/${name}`);
