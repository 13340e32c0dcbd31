// The command line's input and output, the same for the solver's commands
// (catmouse.js) and `catmouse render` (bin/catmouse.js at the package's root):
// a file or standard input read with a limit, and stdout or stderr written in
// full through a pipe that may be non-blocking.
import { closeSync, fstatSync, openSync, readSync, writeSync } from 'node:fs';

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
export function read(path, limit) {
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
export function writeAll(fd, bytes) {
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
