// Numbers in words.

// A whole number with its thousands grouped (1234567 -> "1,234,567"), as
// toLocaleString('en') writes it, without that call's first cost: loading
// the locale's number formats takes 15 ms, 60 on a slow phone, and a
// board's first answer used to wait for it.
export function thousands(n) {
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
