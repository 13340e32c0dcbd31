// The one-file build's folder (dist/, as copied or served by a CDN) holds the
// worker scripts and the .wasm: the folder of the build's entry, which this
// module is bundled into (one-file.js imports it first, and nothing else
// does), whatever the entry file was renamed to.
import { useFolder } from './assets.js';

if (typeof document !== 'undefined') useFolder(import.meta.url);
