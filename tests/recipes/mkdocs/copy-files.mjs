// catmouse/autoload and the one-file build beside it (a copy of catmouse's
// dist/ folder: its chunks, worker scripts and .wasm) into the docs: MkDocs
// copies them into the site as they are.
import { cp } from 'node:fs/promises';

const dist = new URL('dist/', import.meta.resolve('catmouse/package.json'));
await cp(dist, 'docs/catmouse', { recursive: true });
