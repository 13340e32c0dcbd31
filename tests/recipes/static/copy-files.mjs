// The site is the page and a copy of catmouse's dist/ folder beside it: the
// one-file build cat-mouse-game.js, the chunks it loads on first use
// (chunks/), the worker scripts and the .wasm.
import { copyFile, cp, mkdir } from 'node:fs/promises';

const dist = new URL('dist/', import.meta.resolve('catmouse/package.json'));
await mkdir('site', { recursive: true });
await copyFile('index.html', 'site/index.html');
await cp(dist, 'site', { recursive: true });
