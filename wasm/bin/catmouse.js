#!/usr/bin/env node
// `npx catmouse solve < graph.json`: the same command line as the native
// binary (the same C++ code, run as WebAssembly), with Node reading the input.
import { readFileSync } from 'node:fs';
import { createSolver } from '../src/node.js';

// The wording of the C library's strerror, so both CLIs print the same text.
const REASONS = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
  ENOTDIR: 'Not a directory',
};

function read(path) {
  try {
    return readFileSync(path === '-' ? 0 : path);  // bytes: the core checks they are UTF-8, as natively
  } catch (error) {
    return { error: `cannot read '${path}': ${REASONS[error.code] ?? error.message}` };
  }
}

const solver = await createSolver();
const result = solver.runCli(process.argv.slice(2), read);
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.status;
