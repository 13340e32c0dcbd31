#!/usr/bin/env node
// `npx catmouse solve < graph.json`: the same command line as the native
// binary (the same C++ code, run as WebAssembly), with Node reading the input.
import { createSolver } from '../src/node.js';
import { read, writeAll } from './cli-io.js';

// Emscripten prints an abort's text itself; the message below says it once, with what to do.
const solver = await createSolver({ printErr: () => {} });
try {
  const result = solver.runCli(process.argv.slice(2), read, (bytes) => writeAll(1, bytes));
  writeAll(2, Buffer.from(result.stderr));
  process.exitCode = result.status;
} catch (error) {
  // solver.aborted (running out of memory is the core's limits.memory, in result.stderr):
  // one line, never the stack through the module's minified source.
  writeAll(2, Buffer.from(`catmouse: ${error?.message ?? error}\n`));
  process.exitCode = 2;
}
