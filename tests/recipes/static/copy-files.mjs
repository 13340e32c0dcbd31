// The site is three files: the page, catmouse's single-file build and its .wasm.
import { copyFile, mkdir } from 'node:fs/promises';

const dist = new URL('dist/', import.meta.resolve('catmouse/package.json'));
await mkdir('site', { recursive: true });
await copyFile('index.html', 'site/index.html');
await copyFile(new URL('cat-mouse-game.js', dist), 'site/cat-mouse-game.js');
await copyFile(new URL('catmouse-core.wasm', dist), 'site/catmouse-core.wasm');
