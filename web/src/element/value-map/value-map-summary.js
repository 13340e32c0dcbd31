// Beside the value map: the starts counted by outcome, the longest win, and
// a histogram of the won starts by moves to the end (an SVG, and a table for
// screen readers). e: the view's elements (value-map-view.js).
import { countWords, histogram, summarize } from '../../model/value-map.js';
import { outcomeWords } from '../../model/values.js';
import { css, el, number, percent, svgEl, swatch } from './value-map-dom.js';

// Writes the summary of map; returns its facts (counts, longest, ...).
export function showSummary(e, map, colours) {
  const facts = map.summary ?? summarize(map);
  const total = facts.counts.mouse + facts.counts.cat + facts.counts.draw + facts.counts.over;
  const none = map.nodeCount * map.nodeCount - total;
  e.counts.replaceChildren(
    ...[
      ['mouse', 'Mouse wins', facts.counts.mouse],
      ['cat', 'Cat wins', facts.counts.cat],
      ['draw', 'Draws', facts.counts.draw],
      ['over', 'Decided before any move', facts.counts.over],
      ['none', 'Not a position', none],
    ].map(([kind, words, count]) => {
      const share = kind !== 'none' && total ? percent(count, total) : null;
      // Seen as columns, heard in words (countWords): "Mouse wins: 12 starts, 40%".
      return el('li', {}, [
        swatch(kind),
        el('span', { class: 'what', text: words, 'aria-hidden': 'true' }),
        el('span', { class: 'n', 'aria-hidden': 'true' }, [number(count), ...(share ? [el('span', { class: 'pct', text: share })] : [])]),
        el('span', { class: 'visually-hidden', text: countWords(words, count, share) }),
      ]);
    }),
  );
  e.counts.dataset.total = total;
  if (facts.longest) {
    const { mouse, cat, plies, outcome } = facts.longest;
    e.longestText.textContent = `Longest win: mouse ${mouse}, cat ${cat}: ${outcomeWords({ outcome, plies })}.`;
    e.load.hidden = false;
  } else {
    e.longestText.textContent = 'No start is won: every start is a draw or over at once.';
    e.load.hidden = true;
  }
  showHistogram(e, facts, colours);
  return facts;
}

// The histogram of wins by remoteness (hidden when no start is won).
function showHistogram(e, facts, colours) {
  const bars = histogram(facts, 40);
  e.hist.hidden = bars.length === 0;
  if (!bars.length) return;
  const W = 240;
  const H = 96;
  const top = 12;
  const bottom = 16;
  const max = Math.max(...bars.map((b) => b.mouse + b.cat));
  const bw = W / bars.length;
  const gap = bw > 4 ? Math.min(2, bw * 0.2) : 0;
  const scale = (H - top - bottom) / max;
  const svg = e.histSvg;
  svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  const hatchId = `${e.grid.id}-hatch`;
  const hatch = svgEl('pattern', { id: hatchId, patternUnits: 'userSpaceOnUse', width: 5, height: 5, patternTransform: 'rotate(45)' });
  const c = colours;
  hatch.append(svgEl('rect', { width: 5, height: 5, fill: css(c.catLight) }), svgEl('rect', { width: 3, height: 5, fill: css(c.cat) }));
  const parts = [svgEl('defs'), svgEl('line', { class: 'axis', x1: 0, x2: W, y1: H - bottom + 0.5, y2: H - bottom + 0.5 })];
  parts[0].append(hatch);
  bars.forEach((bar, i) => {
    const x = i * bw + gap / 2;
    const hm = bar.mouse * scale;
    const hc = bar.cat * scale;
    const base = H - bottom;
    if (hm) parts.push(svgEl('rect', { class: 'bar-mouse', x, width: bw - gap, y: base - hm, height: hm }));
    if (hc) parts.push(svgEl('rect', { class: 'bar-cat', fill: `url(#${hatchId})`, x, width: bw - gap, y: base - hm - hc, height: hc }));
  });
  const label = (bar) => (bar.from === bar.to ? `${bar.from}` : `${bar.from}–${bar.to}`);
  const tickEvery = Math.ceil(bars.length / 8);
  bars.forEach((bar, i) => {
    const last = i === bars.length - 1;
    if (i % tickEvery === 0 || (last && i % tickEvery > tickEvery / 2)) {
      const t = svgEl('text', { x: i * bw + bw / 2, y: H - 3, 'text-anchor': 'middle' });
      t.textContent = bar.from;
      parts.push(t);
    }
  });
  const maxLabel = svgEl('text', { x: 0, y: 8 });
  maxLabel.textContent = `${number(max)} ${max === 1 ? 'start' : 'starts'}`;
  parts.push(maxLabel);
  svg.replaceChildren(...parts);
  const unit = bars[0].to > bars[0].from ? ` (bars of ${bars[0].to - bars[0].from + 1} lengths)` : '';
  e.histCaption.textContent = `Won starts by moves to the end${unit}: mouse wins solid, cat wins hatched.`;
  const head = el('tr', {}, [
    el('th', { scope: 'col', text: 'Moves to the end' }),
    el('th', { scope: 'col', text: 'Mouse wins' }),
    el('th', { scope: 'col', text: 'Cat wins' }),
  ]);
  e.histTable.replaceChildren(
    el('caption', { text: 'Won starts by moves to the end' }),
    el('thead', {}, [head]),
    el(
      'tbody',
      {},
      bars.map((bar) =>
        el('tr', {}, [
          el('th', { scope: 'row', text: label(bar) }),
          el('td', { text: number(bar.mouse) }),
          el('td', { text: number(bar.cat) }),
        ]),
      ),
    ),
  );
}
