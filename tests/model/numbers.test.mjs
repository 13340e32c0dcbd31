// thousands() writes a whole number as toLocaleString('en') does (the
// reference here, Node's ICU), without loading the locale's formats.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { thousands } from '../../web/src/words/numbers.js';

test('thousands() writes whole numbers as toLocaleString("en") does: every edge of a group, and random ones', () => {
  const numbers = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000, 123456789, 2 ** 31, 2 ** 53 - 1];
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % 1e6; // six random digits
  for (let i = 0; i < 2000; i++) numbers.push((random() * 1e6 + random()) % 10 ** (1 + (i % 12)));
  for (const n of [...numbers, ...numbers.filter((n) => n > 0).map((n) => -n)])
    assert.equal(thousands(n), n.toLocaleString('en'), String(n));
});
