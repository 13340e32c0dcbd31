// When errors show and which edits get a history entry (web/src/page/edit-pace.js).
import test from 'node:test';
import assert from 'node:assert/strict';
import { EditPace, ERROR_PAUSE_MS, SETTLE_MS, SOLVE_PAUSE_MS } from '../../web/src/page/edit-pace.js';

test('the pauses: solve first, errors later, a run ends later still', () => {
  assert.ok(SOLVE_PAUSE_MS < ERROR_PAUSE_MS && ERROR_PAUSE_MS < SETTLE_MS);
});

test('an error waits for a typing pause', () => {
  const pace = new EditPace();
  assert.equal(pace.errorDelay(0), 0, 'nothing typed: at once');
  pace.input(1000);
  assert.equal(pace.errorDelay(1300), ERROR_PAUSE_MS - 300);
  pace.input(1400);
  assert.equal(pace.errorDelay(1700), ERROR_PAUSE_MS - 300, 'each keystroke restarts the wait');
  assert.equal(pace.errorDelay(1400 + ERROR_PAUSE_MS + 5), 0);
});

test('a run of typing is one history entry; a pause, a field or a move on the board starts another', () => {
  const pace = new EditPace();
  pace.input(0);
  assert.equal(pace.step('typing'), 'push', 'the first solved text of a run');
  pace.input(400);
  assert.equal(pace.step('typing'), 'replace', 'the same run');
  pace.input(400 + SETTLE_MS);
  assert.equal(pace.step('typing'), 'push', 'typing after a settle pause is a new edit');
  assert.equal(pace.step('change'), 'push', 'a rules field');
  pace.input(400 + SETTLE_MS + 100);
  assert.equal(pace.step('typing'), 'push', 'typing after another change is a new edit, even without a pause');
  pace.leave();
  assert.equal(pace.step('typing'), 'push', 'after a move on the board or Back');
  assert.equal(pace.step('typing'), 'replace');
});
