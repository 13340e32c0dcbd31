// Numbers in words.

// A whole number with its thousands grouped (1234567 -> "1,234,567"), as
// toLocaleString('en') writes it, without that call's first cost: loading
// the locale's number formats takes 15 ms, 60 on a slow phone, and a
// board's first answer used to wait for it.
// Anything but a safe whole number is toLocaleString's.
export function thousands(n) {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}
