// The one-file build's folder (dist/, as copied or served by a CDN) holds
// the worker scripts and the .wasm. This module is bundled into a chunk in
// dist/chunks/ (scripts/build-package.mjs names them so), so the folder is
// the one above its own URL, whatever the entry file was renamed to.
import { useFolder } from './assets.js';

if (typeof document !== 'undefined') useFolder(new URL('../', import.meta.url));
