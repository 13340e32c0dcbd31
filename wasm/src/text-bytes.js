// Graph text crosses into wasm as UTF-8 bytes, encoded here rather than by
// embind: embind's encoder reads a lone UTF-16 surrogate as the first half
// of a pair and swallows the character after it (a newline, and with it the
// next edge), and TextEncoder would turn it into U+FFFD. Here a lone
// surrogate keeps its own three bytes (ED A0..BF xx, as WTF-8 writes it),
// which the core refuses as parse.bad-encoding at its line and column.
import { CatMouseError } from './errors.js';

const encoder = new TextEncoder();

// The most bytes of text the package reads unless createSolver({ maxMemory })
// says otherwise, as the command lines' --max-input: far more than any graph
// it can solve takes (30,000 nodes with every edge is 72 MB as graph6).
export const DEFAULT_INPUT_LIMIT = 256 * 2 ** 20;

const sized = (bytes) =>
  bytes < 1024 ? `${bytes} bytes` : bytes < 2 ** 20 ? `${Math.floor(bytes / 1024)} KB` : `${Math.floor(bytes / 2 ** 20)} MB`;

function tooLarge(bytes, limit, atLeast) {
  const whose = limit === DEFAULT_INPUT_LIMIT ? 'the input limit' : 'maxMemory';
  return new CatMouseError(
    `the text is ${atLeast ? 'at least ' : ''}${bytes} bytes, more than ${whose} (${sized(limit)}): ` +
      'createSolver({ maxMemory }) sets the limit (a text counts against it: it is held in memory while it is read)',
    { code: 'limits.input' },
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source); // no g flag: test() keeps no state

const wellFormed = (text) => (typeof text.isWellFormed === 'function' ? text.isWellFormed() : !HAS_LONE_SURROGATE.test(text));

// limit: the most bytes the text may take as UTF-8 (limits.input past it),
// checked before encoding where the length alone tells (UTF-8 takes a byte
// or more per UTF-16 unit).
export function textBytes(text, limit = Infinity) {
  if (text.length > limit) throw tooLarge(text.length, limit, true);
  const bytes = encoded(text);
  if (bytes.length > limit) throw tooLarge(bytes.length, limit, false);
  return bytes;
}

function encoded(text) {
  if (wellFormed(text)) return encoder.encode(text);
  const parts = [];
  let from = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    parts.push(encoder.encode(text.slice(from, match.index)));
    const unit = match[0].charCodeAt(0);
    parts.push(Uint8Array.of(0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)));
    from = match.index + 1;
  }
  parts.push(encoder.encode(text.slice(from)));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
