// The graph text of a link, packed small and given back exactly (comments,
// spacing and all): the text splits into a skeleton (the text with each
// number replaced by a marker) and its numbers. The numbers are what makes a
// graph big, and they are close to their neighbours (an edge list sorted by
// its first column, a row of sorted neighbours), so each is stored as a Rice
// code of its difference from the number before it in its column (or the
// number just before it, or zero: whichever is shortest, chosen per column).
// The whole is compressed with deflate-raw (CompressionStream, in browsers
// and in Node) and written in base64url. A 2,000-node sparse edge list takes
// about 9,000 characters; the text itself, deflated, about 18,700.
//
// Works in browsers and Node 20 (CompressionStream, btoa/atob); no DOM.
import { PACKED_WORDS } from '../words/link-words.js';

export class LinkError extends Error {
  constructor(message) {
    super(message);
    this.name = 'LinkError';
    this.code = 'link.damaged';
  }
}

const NUMBER = '\x01'; // in the skeleton: the next number goes here
const ESCAPE = '\x02'; // in the skeleton: the next character is the text's own
const MAX_DIGITS = 15; // longer digit runs are stored in pieces (each below 2^53)
const COLUMNS = 4; // numbers 1, 2, 3 and the rest of a line or a bracket
const ESCAPE_Q = 40; // a quotient this long is written as a length and the bits
// A link inflates to at most this much, and its text unpacks to at most
// this many characters (the numbers expand: 15 digits can come from a bit),
// so a damaged or hostile link cannot fill the memory. The densest graph the
// page can solve, K10000, is 8.3 million characters as graph6.
export const MAX_PACKED_BYTES = 32 * 1024 * 1024;
export const MAX_TEXT_CHARS = 16 * 1024 * 1024;

// ---- the text as a skeleton and numbers

// Each number's column: its place among the numbers since the last line
// break or opening bracket (the first and second end of an edge, the first
// neighbours of a row), the fourth and later together.
async function split(text, slice) {
  const numbers = [];
  const columns = [];
  const parts = [];
  let column = 0;
  let from = 0;
  // "007" is three numbers 0, 0, 7 in a row: put back together exactly
  const pattern = new RegExp(`0|[1-9][0-9]{0,${MAX_DIGITS - 1}}|[\n[${NUMBER}${ESCAPE}]`, 'g');
  for (let match; (match = pattern.exec(text));) {
    const m = match[0];
    if (match.index > from) parts.push(text.slice(from, match.index));
    from = pattern.lastIndex;
    if (m === '\n' || m === '[') {
      column = 0;
      parts.push(m);
    } else if (m === NUMBER || m === ESCAPE) {
      parts.push(ESCAPE + m);
    } else {
      numbers.push(Number(m));
      columns.push(column < COLUMNS - 1 ? column++ : COLUMNS - 1);
      parts.push(NUMBER);
    }
    if (slice.due()) await slice.rest();
  }
  parts.push(text.slice(from));
  return { skeleton: parts.join(''), numbers, columns };
}

// Long texts are worked through in slices of a few milliseconds, so the
// page's thread never stalls on a big link.
const SLICE_MS = 10;
function slicer() {
  let start = performance.now(),
    count = 0;
  return {
    due: () => (++count & 1023) === 0 && performance.now() - start > SLICE_MS,
    rest: () =>
      new Promise((resolve) =>
        setTimeout(() => {
          start = performance.now();
          resolve();
        }),
      ),
  };
}

// ---- how a column's numbers are coded

// base: what a number is stored relative to; sign: how a negative difference is stored.
const BASES = ['zero', 'column', 'previous'];
const SIGNS = ['zigzag', 'flag'];

function reference(base, last, previous, column) {
  if (base === 'column') return last[column];
  if (base === 'previous') return previous;
  return 0;
}

// The unsigned value a difference is stored as.
function unsigned(difference, sign) {
  if (sign === 'zigzag') return difference >= 0 ? 2 * difference : -2 * difference - 1;
  return difference >= 0 ? difference + 1 : 0; // 'flag': 0, then -difference - 1
}

function bitLength(v) {
  let n = 0;
  while (v >= 2 ** n) n++;
  return n;
}

function riceBits(v, k) {
  const q = Math.floor(v / 2 ** k);
  return q < ESCAPE_Q ? q + 1 + k : ESCAPE_Q + 6 + bitLength(v);
}

// The codes of each column: { base, sign, k } with the fewest bits.
async function chooseCodes(numbers, columns, slice) {
  const codes = [];
  for (let column = 0; column < COLUMNS; column++) {
    let best = { bits: Infinity, base: 'zero', sign: 'zigzag', k: 0 };
    for (const base of BASES) {
      for (const sign of SIGNS) {
        const values = [];
        const last = new Array(COLUMNS).fill(0);
        let previous = 0;
        for (let i = 0; i < numbers.length; i++) {
          const n = numbers[i];
          if (columns[i] === column) {
            const d = n - reference(base, last, previous, column);
            values.push(unsigned(d, sign));
            if (sign === 'flag' && d < 0) values.push(-d - 1);
          }
          last[columns[i]] = n;
          previous = n;
          if (slice.due()) await slice.rest();
        }
        if (!values.length) break;
        // the best k is near log2 of the mean: try a few around it
        const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
        const near = Math.round(Math.log2(mean * Math.LN2 + 1));
        for (let k = Math.max(0, near - 2); k <= Math.min(52, near + 2); k++) {
          const scale = 2 ** -k;
          let bits = 0;
          for (const v of values) {
            const q = Math.floor(v * scale);
            bits += q < ESCAPE_Q ? q + 1 + k : riceBits(v, k);
            if (slice.due()) await slice.rest();
          }
          if (bits < best.bits) best = { bits, base, sign, k };
        }
      }
    }
    codes.push(best);
  }
  return codes;
}

// ---- bits

class BitWriter {
  #bytes = new Uint8Array(1024);
  #length = 0;
  #byte = 0;
  #used = 0;

  get bytes() {
    return this.#bytes.subarray(0, this.#length);
  }

  bit(b) {
    this.#byte = (this.#byte << 1) | b;
    if (++this.#used === 8) this.flush();
  }

  // the low `count` bits of v (v up to 2^53), most significant first
  bits(v, count) {
    if (count <= 30) {
      for (let i = count - 1; i >= 0; i--) this.bit((v >>> i) & 1);
      return;
    }
    for (let i = count - 1; i >= 0; i--) this.bit(Math.floor(v / 2 ** i) % 2);
  }

  rice(v, k) {
    const q = Math.floor(v / 2 ** k);
    if (q >= ESCAPE_Q) {
      for (let i = 0; i < ESCAPE_Q; i++) this.bit(1);
      const length = bitLength(v);
      this.bits(length, 6);
      return this.bits(v, length);
    }
    for (let i = 0; i < q; i++) this.bit(1);
    this.bit(0);
    this.bits(v - q * 2 ** k, k);
  }

  flush() {
    if (!this.#used) return;
    if (this.#length === this.#bytes.length) {
      const grown = new Uint8Array(this.#bytes.length * 2);
      grown.set(this.#bytes);
      this.#bytes = grown;
    }
    this.#bytes[this.#length++] = (this.#byte << (8 - this.#used)) & 255;
    this.#byte = 0;
    this.#used = 0;
  }
}

class BitReader {
  #bytes;
  #at; // in bits

  constructor(bytes, start) {
    this.#bytes = bytes;
    this.#at = start * 8;
  }

  bit() {
    const byte = this.#bytes[this.#at >> 3];
    if (byte === undefined) throw new LinkError(PACKED_WORDS.cutShort);
    const b = (byte >> (7 - (this.#at & 7))) & 1;
    this.#at++;
    return b;
  }

  bits(count) {
    let v = 0;
    for (let i = 0; i < count; i++) v = v * 2 + this.bit();
    return v;
  }

  rice(k) {
    let q = 0;
    while (q < ESCAPE_Q && this.bit()) q++;
    if (q === ESCAPE_Q) return this.bits(this.bits(6));
    return q * 2 ** k + this.bits(k);
  }
}

function varint(out, v) {
  while (v >= 128) {
    out.push((v % 128) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
}

function readVarint(bytes, state) {
  let v = 0;
  for (let scale = 1; ; scale *= 128) {
    const b = bytes[state.at++];
    if (b === undefined || scale > 2 ** 49) throw new LinkError(PACKED_WORDS.cutShort);
    v += (b & 127) * scale;
    if (b < 128) return v;
  }
}

// ---- the packed form (before deflate): a checksum of the text (a damaged
// link that still inflates must not give another graph), the skeleton, the
// columns' codes, the numbers' bits.

// FNV-1a over the text's UTF-16 code units, in slices.
async function checksum(text, slice) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    if (slice.due()) await slice.rest();
  }
  return hash >>> 0;
}

export async function pack(text) {
  const slice = slicer();
  const { skeleton, numbers, columns } = await split(text, slice);
  const codes = await chooseCodes(numbers, columns, slice);
  const skeletonBytes = new TextEncoder().encode(skeleton);
  // the text as it will read back (a lone surrogate cannot be UTF-8: it reads back as U+FFFD)
  const sum = await checksum(text.toWellFormed?.() ?? text, slice);
  const head = [sum >>> 24, (sum >>> 16) & 255, (sum >>> 8) & 255, sum & 255];
  varint(head, skeletonBytes.length);
  const middle = [];
  varint(middle, numbers.length);
  for (const { base, sign, k } of codes) middle.push(BASES.indexOf(base) * 2 + SIGNS.indexOf(sign), k);
  const bits = new BitWriter();
  const last = new Array(COLUMNS).fill(0);
  let previous = 0;
  for (let i = 0; i < numbers.length; i++) {
    const n = numbers[i];
    const column = columns[i];
    const { base, sign, k } = codes[column];
    const d = n - reference(base, last, previous, column);
    bits.rice(unsigned(d, sign), k);
    if (sign === 'flag' && d < 0) bits.rice(-d - 1, k);
    last[column] = n;
    previous = n;
    if (slice.due()) await slice.rest();
  }
  bits.flush();
  const parts = [head, skeletonBytes, middle, bits.bytes];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// The numbers of a packed form, in order: each decoded from its column's
// code and what came before it.
class NumberReader {
  #bits;
  #codes;
  #last = new Array(COLUMNS).fill(0);
  #previous = 0;

  constructor(bytes, start, codes) {
    this.#bits = new BitReader(bytes, start);
    this.#codes = codes;
  }

  next(column) {
    const { base, sign, k } = this.#codes[column];
    const v = this.#bits.rice(k);
    let d;
    if (sign === 'zigzag') d = v % 2 ? -(v + 1) / 2 : v / 2;
    else d = v === 0 ? -this.#bits.rice(k) - 1 : v - 1;
    const n = reference(base, this.#last, this.#previous, column) + d;
    if (!Number.isSafeInteger(n) || n < 0) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.numberOutOfRange));
    this.#last[column] = n;
    this.#previous = n;
    return n;
  }
}

const digitCount = (n) => {
  let count = 1;
  for (let power = 10; n >= power; power *= 10) count++;
  return count;
};

// The text's length before any of it is built, from the skeleton's bytes
// (a character is a byte that does not continue another) and each number's
// digits: numbers expand (15 digits from one bit), so a link that would
// unpack to more than MAX_TEXT_CHARS is refused in one quick pass, not after
// building it. Damage is left to the unpacking pass to name.
async function checkTextLength(bytes, skeletonStart, skeletonLength, numbersStart, codes, count, slice) {
  const numbers = new NumberReader(bytes, numbersStart, codes);
  let length = 0,
    column = 0,
    read = 0;
  for (let i = skeletonStart; i < skeletonStart + skeletonLength; i++) {
    const b = bytes[i];
    if (b === 1) {
      if (read++ >= count) return;
      length += digitCount(numbers.next(Math.min(column++, COLUMNS - 1)));
    } else {
      if (b === 2) i++;
      else if (b === 10 || b === 91) column = 0; // '\n', '['
      if ((b & 0xc0) !== 0x80) length++;
    }
    if (length > MAX_TEXT_CHARS) throw textTooLong();
    if (slice.due()) await slice.rest();
  }
}

const textTooLong = () => new LinkError(PACKED_WORDS.tooManyCharacters(MAX_TEXT_CHARS / 1024 / 1024));

export async function unpack(bytes) {
  const slice = slicer();
  if (bytes.length < 4) throw new LinkError(PACKED_WORDS.cutShort);
  const sum = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const state = { at: 4 };
  const skeletonLength = readVarint(bytes, state);
  if (state.at + skeletonLength > bytes.length) throw new LinkError(PACKED_WORDS.cutShort);
  const skeletonStart = state.at;
  state.at += skeletonLength;
  const count = readVarint(bytes, state);
  const codes = [];
  for (let column = 0; column < COLUMNS; column++) {
    const mode = bytes[state.at++],
      k = bytes[state.at++];
    if (mode === undefined || k === undefined || mode >= BASES.length * SIGNS.length || k > 52) throw new LinkError(PACKED_WORDS.damaged());
    codes.push({ base: BASES[mode >> 1], sign: SIGNS[mode & 1], k });
  }
  // Every number is a digit or more: the text is at least this long.
  if (count > MAX_TEXT_CHARS) throw textTooLong();
  await checkTextLength(bytes, skeletonStart, skeletonLength, state.at, codes, count, slice);
  let skeleton;
  try {
    skeleton = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(
      bytes.subarray(skeletonStart, skeletonStart + skeletonLength),
    );
  } catch {
    throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.notUtf8));
  }
  const numbers = new NumberReader(bytes, state.at, codes);
  let column = 0,
    read = 0;
  const parts = [];
  for (let i = 0; i < skeleton.length; i++) {
    const c = skeleton[i];
    if (c === ESCAPE) {
      parts.push(skeleton[++i] ?? '');
      continue;
    }
    if (c !== NUMBER) {
      if (c === '\n' || c === '[') column = 0;
      parts.push(c);
      continue;
    }
    if (read++ >= count) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.morePlaces));
    parts.push(String(numbers.next(Math.min(column++, COLUMNS - 1))));
    if (slice.due()) await slice.rest();
  }
  if (read !== count) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.fewerPlaces));
  const text = parts.join('');
  if ((await checksum(text, slice)) !== sum) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.checksum));
  return text;
}

// ---- deflate and base64url

async function through(bytes, transform, limit = Infinity) {
  const reader = new Blob([bytes]).stream().pipeThrough(transform).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new LinkError(PACKED_WORDS.tooManyBytes(limit / 1024 / 1024));
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export function toBase64Url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new LinkError(PACKED_WORDS.damaged(PACKED_WORDS.notBase64));
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// The graph text as the link's g1 value, and back.
export async function encodeGraph(text) {
  return toBase64Url(await through(await pack(text), new CompressionStream('deflate-raw')));
}

export async function decodeGraph(value) {
  let packed;
  try {
    packed = await through(fromBase64Url(value), new DecompressionStream('deflate-raw'), MAX_PACKED_BYTES);
  } catch (error) {
    if (error instanceof LinkError) throw error;
    throw new LinkError(PACKED_WORDS.doesNotUnpack);
  }
  return unpack(packed);
}
