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

// The histogram's drawing, in SVG units: its size and the room for the top label and the move numbers.
const W = 240;
const H = 96;
const TOP = 12;
const BOTTOM = 16;

// The histogram of wins by remoteness (hidden when no start is won).
function showHistogram(e, facts, colours) {
  const bars = histogram(facts, 40);
  e.hist.hidden = bars.length === 0;
  if (!bars.length) return;
  const max = Math.max(...bars.map((b) => b.mouse + b.cat));
  const hatchId = `${e.grid.id}-hatch`;
  const defs = svgEl('defs');
  defs.append(hatchPattern(hatchId, colours));
  const axis = svgEl('line', { class: 'axis', x1: 0, x2: W, y1: H - BOTTOM + 0.5, y2: H - BOTTOM + 0.5 });
  const maxLabel = svgEl('text', { x: 0, y: 8 });
  maxLabel.textContent = `${number(max)} ${max === 1 ? 'start' : 'starts'}`;
  e.histSvg.setAttribute('viewBox', `0 0 ${W} ${H}`);
  e.histSvg.replaceChildren(defs, axis, ...barRects(bars, max, hatchId), ...moveNumbers(bars), maxLabel);
  const unit = bars[0].to > bars[0].from ? ` (bars of ${bars[0].to - bars[0].from + 1} lengths)` : '';
  e.histCaption.textContent = `Won starts by moves to the end${unit}: mouse wins solid, cat wins hatched.`;
  e.histTable.replaceChildren(...histogramTable(bars));
}

// The cat's wins are hatched, so they do not rest on colour alone.
function hatchPattern(id, c) {
  const hatch = svgEl('pattern', { id, patternUnits: 'userSpaceOnUse', width: 5, height: 5, patternTransform: 'rotate(45)' });
  hatch.append(svgEl('rect', { width: 5, height: 5, fill: css(c.catLight) }), svgEl('rect', { width: 3, height: 5, fill: css(c.cat) }));
  return hatch;
}

// Each bar: the mouse's wins solid at the bottom, the cat's hatched on top (max: the tallest bar's starts).
function barRects(bars, max, hatchId) {
  const bw = W / bars.length;
  const gap = bw > 4 ? Math.min(2, bw * 0.2) : 0;
  const scale = (H - TOP - BOTTOM) / max;
  const rects = [];
  bars.forEach((bar, i) => {
    const x = i * bw + gap / 2;
    const hm = bar.mouse * scale;
    const hc = bar.cat * scale;
    const base = H - BOTTOM;
    if (hm) rects.push(svgEl('rect', { class: 'bar-mouse', x, width: bw - gap, y: base - hm, height: hm }));
    if (hc) rects.push(svgEl('rect', { class: 'bar-cat', fill: `url(#${hatchId})`, x, width: bw - gap, y: base - hm - hc, height: hc }));
  });
  return rects;
}

// The moves to the end under about 8 of the bars.
function moveNumbers(bars) {
  const bw = W / bars.length;
  const tickEvery = Math.ceil(bars.length / 8);
  const texts = [];
  bars.forEach((bar, i) => {
    const last = i === bars.length - 1;
    if (i % tickEvery === 0 || (last && i % tickEvery > tickEvery / 2)) {
      const t = svgEl('text', { x: i * bw + bw / 2, y: H - 3, 'text-anchor': 'middle' });
      t.textContent = bar.from;
      texts.push(t);
    }
  });
  return texts;
}

// The same counts as a table, for screen readers: its caption, head and rows.
function histogramTable(bars) {
  const label = (bar) => (bar.from === bar.to ? `${bar.from}` : `${bar.from}–${bar.to}`);
  const head = el('tr', {}, [
    el('th', { scope: 'col', text: 'Moves to the end' }),
    el('th', { scope: 'col', text: 'Mouse wins' }),
    el('th', { scope: 'col', text: 'Cat wins' }),
  ]);
  return [
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
  ];
}
