#!/usr/bin/env node
// `npx catmouse solve < graph.json`: the same command line as the native
// binary (the same C++ code, run as WebAssembly), with Node reading the input.
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import { createSolver } from '../src/node.js';

// The wording of the C library's strerror, so both CLIs print the same text.
const REASONS = {
  ENOENT: 'No such file or directory',
  EACCES: 'Permission denied',
  EISDIR: 'Is a directory',
  ENOTDIR: 'Not a directory',
  ENOSPC: 'No space left on device',
  EPIPE: 'Broken pipe',
  EIO: 'Input/output error',
  EFBIG: 'File too large',
  EDQUOT: 'Disk quota exceeded',
};
const reason = (error) => REASONS[error?.code] ?? error?.message ?? String(error);

// Reads at most limit + 1 bytes (a file's size says so before any is read):
// past limit it answers { tooLarge: true } and the core prints why, so
// /dev/zero or a wrong file is refused at once instead of filling the memory.
function read(path, limit) {
  let fd;
  try {
    fd = path === '-' ? 0 : openSync(path, 'r');
    const status = fstatSync(fd);
    if (status.isFile() && status.size > limit) return { tooLarge: true };
    const chunks = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
      let count;
      try {
        count = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        // A non-blocking pipe with nothing in it yet: wait for the writer.
        if (error?.code !== 'EAGAIN') throw error;
        Atomics.wait(pause, 0, 0, 5);
        continue;
      }
      if (count === 0) break;
      chunks.push(count === chunk.length ? chunk : chunk.subarray(0, count));
      total += count;
      if (total > limit) return { tooLarge: true };
    }
    return Buffer.concat(chunks, total); // bytes: the core checks they are UTF-8, as natively
  } catch (error) {
    return { error: `cannot read '${path}': ${reason(error)}` };
  } finally {
    if (fd !== undefined && fd !== 0) closeSync(fd);
  }
}

// Each piece of stdout as the core makes it, written at once (a table can
// be gigabytes: never one buffer, never one string); '' or why it failed.
const pause = new Int32Array(new SharedArrayBuffer(4));
function writeAll(fd, bytes) {
  for (let at = 0; at < bytes.length;) {
    try {
      at += writeSync(fd, bytes, at);
    } catch (error) {
      // A non-blocking pipe that is full for now: wait for the reader.
      if (error?.code === 'EAGAIN') Atomics.wait(pause, 0, 0, 5);
      else return reason(error);
    }
  }
  return '';
}

// `catmouse render`: one board pre-rendered as the Markdown plugins write it (npm only: the
// native binary has no HTML to write; web/src/fences/render-cli.js).
if (process.argv[2] === 'render') {
  const { runRender } = await import('../../dist/render.js');
  const result = await runRender(process.argv.slice(3), (path) => read(path, 256 * 1024 * 1024));
  writeAll(1, Buffer.from(result.stdout));
  writeAll(2, Buffer.from(result.stderr));
  process.exit(result.status);
}

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
