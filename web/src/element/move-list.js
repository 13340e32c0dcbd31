// The move list: each move of the optimal line, and for the position it was
// played from, every legal move valued for the mover, best first.
import { capital, endText, repeatIndex, valueFor, valueText } from './describe.js';

const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
};

// onHover(node | null): the pointer is on (or left) a move's chip.
export function renderMoveList(container, result, onPick, onHover = () => {}) {
  const { line, moves, hole } = result;
  const repeated = repeatIndex(result);
  const list = el('ol', { className: 'moves' });
  line.forEach((p, i) => {
    const row = el('li', { className: 'row' });
    row.dataset.step = i;
    if (i === 0) {
      row.append(el('button', { className: 'go', type: 'button', title: 'Go to the start' },
        el('span', { className: 'num' }, '0'),
        el('span', { className: 'what' }, `Start: mouse on ${p.mouse}, cat on ${p.cat}, ${p.turn} to move`)));
    } else {
      const before = line[i - 1];
      const who = before.turn;
      row.append(el('button', { className: 'go', type: 'button', title: `Go to move ${i}` },
        el('span', { className: 'num' }, String(i)),
        el('span', { className: 'what' }, el('span', { className: `who ${who}` }, capital(who)), ` ${before[who]} → ${p[who]}${who === 'mouse' && p.mouse === hole ? ' (the hole)' : ''}`)));
      const options = el('ul', { className: 'options' });
      options.setAttribute('aria-label', `Legal moves of the ${who} from ${before[who]}, best first`);
      for (const move of moves[i - 1]) {
        const value = valueFor(who, move);
        const chip = el('li', { className: `chip ${value.kind}${move.to === p[who] ? ' chosen' : ''}`, title: `${capital(who)} to ${move.to}: ${valueText(value)} for the ${who}` },
          el('b', {}, `→${move.to}`), ' ', valueText(value));
        chip.dataset.to = move.to;
        options.append(chip);
      }
      row.append(options);
    }
    if (i === repeated) row.append(el('span', { className: 'badge repeat' }, `↺ repeated at the end (move ${line.length - 1})`));
    if (i === line.length - 1) {
      row.classList.add('last');
      row.append(el('p', { className: `end ${['draw', 'mouse', 'cat'][result.outcome]}` }, repeated >= 0 ? '↺ ' : '', endText(result)));
    }
    list.append(row);
  });
  list.addEventListener('click', (event) => {
    const row = event.target.closest('.row');
    if (row && event.target.closest('.go')) onPick(Number(row.dataset.step));
  });
  list.addEventListener('pointerover', (event) => {
    const chip = event.target.closest('.chip');
    onHover(chip ? Number(chip.dataset.to) : null);
  });
  list.addEventListener('pointerleave', () => onHover(null));
  container.replaceChildren(list);
  return list;
}

// Marks step i as current and keeps it in view inside the list (not the
// page); at the end of a draw, echo (the position it repeats) is marked too,
// and kept in view with the last row when both fit.
export function markCurrent(list, i, echo = -1) {
  if (!list) return;
  list.querySelector('.row.current')?.classList.remove('current');
  list.querySelector('.row.echo')?.classList.remove('echo');
  const echoRow = echo >= 0 ? list.children[echo] : null;
  echoRow?.classList.add('echo');
  const row = list.children[i];
  if (!row) return;
  row.classList.add('current');
  const box = list.parentElement;
  if (box.scrollHeight <= box.clientHeight) return;
  const top = (r) => r.offsetTop + list.offsetTop; // both offsets within the positioned box
  const bottom = top(row) + row.offsetHeight;
  if (echoRow && bottom - top(echoRow) <= box.clientHeight) {
    // the least scroll that shows both, from the echoed row down to this one
    box.scrollTop = Math.min(Math.max(box.scrollTop, bottom - box.clientHeight), top(echoRow));
    return;
  }
  if (top(row) < box.scrollTop || bottom > box.scrollTop + box.clientHeight) {
    box.scrollTop = Math.max(0, top(row) - box.clientHeight / 3);
  }
}
