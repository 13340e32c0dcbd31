// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio
// (L1 + 0.05) / (L2 + 0.05). Colours come as CSS computed values
// ("rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)", and "color(srgb 0.1 0.2 0.3 / 0.5)",
// what a color-mix() computes to) or hex; a translucent colour is
// composited over what lies under it first.

export function parse(css) {
  const s = css.trim();
  if (s.startsWith('#')) {
    const h = s.length === 4 ? [...s.slice(1)].map((c) => c + c).join('') : s.slice(1);
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(h.length === 8 ? parseInt(h.slice(6, 8), 16) / 255 : 1);
  }
  const srgb = s.match(/^color\(srgb\s+([^)/]+)(?:\/\s*([\d.]+))?\)$/);
  if (srgb)
    return srgb[1]
      .trim()
      .split(/\s+/)
      .map((v) => Math.round(Number(v) * 255))
      .concat(srgb[2] === undefined ? 1 : Number(srgb[2]));
  const m = s.match(/^rgba?\(([^)]+)\)$/);
  if (!m) throw new Error(`not a colour this helper reads: ${css}`);
  const parts = m[1]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

// top over bottom (bottom opaque): the colour seen.
export function over(top, bottom) {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  const mix = (x, y) => Math.round(x * a + y * (1 - a));
  return `rgb(${mix(r, R)}, ${mix(g, G)}, ${mix(b, B)})`;
}

const channel = (c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

export function luminance(css) {
  const [r, g, b] = parse(css);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function ratio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
