// The <cat-mouse-game> properties that reflect its attributes
// (web/src/element/shell/reflect.js), on a stand-in with an element's attribute
// methods: no DOM needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OwnAttributes, reflectAttributes, SPEEDS } from '../../web/src/element/shell/reflect.js';

class Attributes {
  #map = new Map();
  getAttribute(name) {
    return this.#map.has(name) ? this.#map.get(name) : null;
  }
  setAttribute(name, value) {
    this.#map.set(name, String(value));
  }
  hasAttribute(name) {
    return this.#map.has(name);
  }
  removeAttribute(name) {
    this.#map.delete(name);
  }
  toggleAttribute(name, on) {
    if (on) this.#map.set(name, '');
    else this.#map.delete(name);
  }
}
class Board extends Attributes {
  static {
    reflectAttributes(this);
  }
}

test('rules options read as the schema reads them, with defaults and NaN for a bad node', () => {
  const board = new Board();
  assert.equal(board.mouse, 1);
  assert.equal(board.cat, 2);
  assert.equal(board.first, 'mouse');
  board.mouse = 4;
  assert.equal(board.getAttribute('mouse'), '4');
  assert.equal(board.mouse, 4);
  board.setAttribute('cat', 'x');
  assert.ok(Number.isNaN(board.cat));
  board.removeAttribute('mouse');
  assert.equal(board.mouse, 1, 'absent is the default');
});

test("the board's own attributes: booleans, speed, keyboard, base path, loading, theme, graph", () => {
  const board = new Board();
  for (const [name, attribute] of [
    ['autoplay', 'autoplay'],
    ['controls', 'controls'],
    ['moveList', 'move-list'],
    ['compact', 'compact'],
    ['noAlert', 'no-alert'],
    ['ownWorker', 'own-worker'],
  ]) {
    assert.equal(board[name], false);
    board[name] = true;
    assert.equal(board.hasAttribute(attribute), true, attribute);
    assert.equal(board[name], true);
    board[name] = false;
    assert.equal(board.hasAttribute(attribute), false);
  }
  assert.equal(board.speed, 1);
  for (const speed of SPEEDS) {
    board.speed = speed;
    assert.equal(board.speed, speed);
  }
  board.setAttribute('speed', '3');
  assert.equal(board.speed, 1, 'a speed not offered reads as 1');
  assert.equal(board.keyboard, 'element');
  board.keyboard = 'document';
  assert.equal(board.keyboard, 'document');
  assert.equal(board.basePath, undefined);
  board.basePath = '/x/';
  assert.equal(board.getAttribute('base-path'), '/x/');
  board.basePath = '';
  assert.equal(board.hasAttribute('base-path'), false);
  assert.equal(board.loading, 'eager');
  board.loading = 'lazy';
  assert.equal(board.getAttribute('loading'), 'lazy');
  assert.equal(board.loading, 'lazy');
  board.setAttribute('loading', 'soon');
  assert.equal(board.loading, 'eager', 'any other value reads as eager, as on an <img>');
  board.theme = 'dark';
  assert.equal(board.theme, 'dark');
  board.theme = 'blue';
  assert.equal(board.theme, undefined);
  assert.equal(board.graph, '');
  board.graph = [[1, 2], [0], [0]];
  assert.equal(board.graph, '[[1,2],[0],[0]]');
});

// Issue 45: the element's own writes are told apart by design, not recognised
// after the fact: the DOM calls attributeChangedCallback inside setAttribute,
// and OwnAttributes.writing is true exactly then.
test('OwnAttributes: the element writes its start with writing set during each change, and only then', () => {
  const seen = [];
  const element = {
    setAttribute(name, value) {
      if (value === 'bad') throw new Error('refused');
      seen.push([name, value, own.writing]); // as attributeChangedCallback would see it
    },
  };
  const own = new OwnAttributes(element);
  assert.equal(own.writing, false);
  own.write({ mouse: 3, cat: 4, cat2: undefined, first: 'cat' });
  assert.deepEqual(seen, [
    ['mouse', '3', true],
    ['cat', '4', true],
    ['first', 'cat', true],
  ]);
  assert.equal(own.writing, false, 'a person writes after it');
  assert.throws(() => own.write({ mouse: 'bad' }), /refused/);
  assert.equal(own.writing, false, 'a write that throws leaves it unset');
});
