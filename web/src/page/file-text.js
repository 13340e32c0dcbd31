// A file opened on the page, as the text the core reads: its bytes must be
// UTF-8 (a Latin-1 file decoded as UTF-8 would turn é into U+FFFD and be
// reported as a graph6 or edge list error at a place the file does not
// have), and its name's extension decides the format where the text alone
// cannot: a .g6 file of 28 nodes starts with '[', which reads as an
// adjacency list, so graph6's own header is put before it (and sparse6's
// for .s6): the text then says what it is, as nauty allows.
import { notUtf8Words } from '../words/page-words.js';

const HEADERS = { g6: '>>graph6<<', graph6: '>>graph6<<', s6: '>>sparse6<<', sparse6: '>>sparse6<<' };

// The offset of the first byte that is not part of a UTF-8 character, or -1.
function notUtf8At(bytes) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return -1;
  } catch {
    // Only on a failure: find the byte, decoding a growing prefix would be quadratic.
    for (let i = 0; i < bytes.length;) {
      const b = bytes[i];
      const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
      if (!length) return i;
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(i, i + length));
      } catch {
        return i;
      }
      i += length;
    }
    return bytes.length;
  }
}

// { text } or { problem } (words for the page) for a file `name` of `bytes`.
export function fileText(name, bytes) {
  const at = notUtf8At(bytes);
  if (at >= 0) {
    const hex = at < bytes.length ? `0x${bytes[at].toString(16).toUpperCase().padStart(2, '0')}` : undefined;
    return { problem: notUtf8Words(name, at, hex) };
  }
  let text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  const header = HEADERS[/\.([^./]+)$/.exec(name)?.[1].toLowerCase()];
  if (header && !text.trimStart().startsWith('>>')) text = `${header}${text.trimStart()}`;
  return { text };
}
