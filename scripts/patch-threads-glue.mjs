// Two changes to the threaded module's JavaScript (Emscripten 3.1.6's
// pthread glue), each counted, so a toolchain whose glue differs is noticed
// here, not in a user's page:
// - safe from a polluted Object.prototype: it walks arrays and maps with
//   for...in, which also visits inherited names (Object.prototype.mouse = 4
//   made threadInit call 4 as a function); each such loop becomes a loop
//   over Object.keys;
// - its pthread worker script is named .worker.mjs, not .worker.js: the
//   package is "type": "module", so a .js file is read as a module, which
//   this one also is (Node imports it so), and publint asks for the name;
//   its `exports.default(Module)` (the glue's module namespace, not
//   CommonJS) is renamed so that no tool takes it for CommonJS.
import { readFile, writeFile } from 'node:fs/promises';

const [dist] = process.argv.slice(2);
const file = `${dist}/catmouse-core-threads.mjs`;
const workerFile = `${dist}/catmouse-core-threads.worker.mjs`;
const LOOP = /for\(var ([A-Za-z_$][\w$]*) in ([A-Za-z_$][\w$.]*)\)/g;
const EXPECTED = 5; // tlsInitFunctions, pthreads, arraysHaveEqualContent, deferredCalls, registeredInstances
const text = await readFile(file, 'utf8');
const found = text.match(LOOP) ?? [];
if (found.length !== EXPECTED) {
  console.error(`patch-threads-glue: ${file} has ${found.length} for...in loops, expected ${EXPECTED}: ${found.join(', ')}`);
  process.exit(1);
}
const WORKER = /catmouse-core-threads\.worker\.js/g;
const named = text.match(WORKER)?.length ?? 0;
if (named !== 2) {
  console.error(`patch-threads-glue: ${file} names its worker script ${named} times, expected 2`);
  process.exit(1);
}
await writeFile(file, text.replace(LOOP, 'for(var $1 of Object.keys($2))').replace(WORKER, 'catmouse-core-threads.worker.mjs'));

const worker = await readFile(workerFile, 'utf8');
const NAMESPACE = 'function(exports){return exports.default(Module)}';
if (worker.split(NAMESPACE).length !== 2) {
  console.error(`patch-threads-glue: ${workerFile} does not read the glue's namespace as expected`);
  process.exit(1);
}
await writeFile(workerFile, worker.replace(NAMESPACE, 'function(glue){return glue.default(Module)}'));
