// Graph text crosses into wasm as UTF-8 bytes, encoded here rather than by
// embind: embind's encoder reads a lone UTF-16 surrogate as the first half
// of a pair and swallows the character after it (a newline, and with it the
// next edge), and TextEncoder would turn it into U+FFFD. Here a lone
// surrogate keeps its own three bytes (ED A0..BF xx, as WTF-8 writes it),
// which the core refuses as parse.bad-encoding at its line and column.
const encoder = new TextEncoder();
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const HAS_LONE_SURROGATE = new RegExp(LONE_SURROGATE.source);  // no g flag: test() keeps no state

const wellFormed = (text) => (typeof text.isWellFormed === 'function' ? text.isWellFormed() : !HAS_LONE_SURROGATE.test(text));

export function textBytes(text) {
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
