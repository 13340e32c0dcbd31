// The board's rings (web/src/element/board/icons.js, ring): the loop of a draw, the
// hinted moves, a drag's target, the move list's node and edit mode's marks
// all go through one helper; a recording context checks what it strokes.
import test from 'node:test';
import assert from 'node:assert/strict';
import { ring } from '../../web/src/element/board/icons.js';

// A canvas context that records the state at each stroke.
function recorder() {
  const strokes = [];
  const ctx = {
    strokeStyle: '#000',
    lineWidth: 1,
    dash: [],
    path: [],
    setLineDash(d) {
      this.dash = [...d];
    },
    getLineDash() {
      return this.dash;
    },
    beginPath() {
      this.path = [];
    },
    arc(...args) {
      this.path.push(['arc', ...args]);
    },
    stroke() {
      strokes.push({ color: this.strokeStyle, width: this.lineWidth, dash: [...this.dash], path: this.path });
    },
  };
  return { ctx, strokes };
}

test('a ring is one full circle in its colour, width and dash, and leaves no dash behind', () => {
  const { ctx, strokes } = recorder();
  ring(ctx, 10, 20, 14, { color: '#a87a00', width: 2, dash: [2, 3] });
  assert.deepEqual(strokes, [{ color: '#a87a00', width: 2, dash: [2, 3], path: [['arc', 10, 20, 14, 0, Math.PI * 2]] }]);
  assert.deepEqual(ctx.getLineDash(), [], 'the next stroke is solid');
  // a solid ring after a dashed one is solid, whatever the context held
  ctx.setLineDash([9, 9]);
  ring(ctx, 0, 0, 5, { color: '#12914f', width: 3 });
  assert.deepEqual(strokes[1].dash, []);
  assert.equal(strokes[1].path.length, 1, 'a fresh path: the last ring is not stroked again');
});
