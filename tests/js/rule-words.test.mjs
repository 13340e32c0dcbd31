// The rules in words have one home: each variant's phrase is written once,
// in its schema entry (wasm/src/options.js), and the rules in sentences once,
// in rulesText (wasm/src/rule-words.js); the page, the embed demo, the line
// export, the board and the declarations ask catmouse/rules.
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { RULE_WORDS, moveRuleWords, ruleWords, rulesText, variantWords, GAME_OPTIONS, lineText } from 'catmouse/rules';
import { root } from './helpers.mjs';

// Where words a person reads are written: the package, the web's sources and pages, the declarations.
const PLACES = ['wasm/src', 'web/src', 'web/*.html', 'wasm/*.d.ts', 'web/*.d.ts'];
// The files (tracked, or new) whose text holds `phrase`, case-insensitive
// (git grep's status 1: none).
function filesWith(phrase) {
  try {
    return execFileSync('git', ['grep', '--untracked', '-l', '-i', '-F', phrase, '--', ...PLACES], { cwd: root, encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    if (error.status === 1) return [];
    throw error;
  }
}

const phrases = GAME_OPTIONS.flatMap((o) => [o.words, o.lineWords])
  .filter(Boolean)
  .flatMap((w) => (typeof w === 'string' ? [w] : Object.values(w)));

test('every variant phrase is written once, in wasm/src/options.js', () => {
  assert.ok(phrases.length >= 6, `${phrases.length} phrases`);
  for (const phrase of phrases) assert.deepEqual(filesWith(phrase), ['wasm/src/options.js'], phrase);
});

// How a move goes is said by rulesText and by a refused move's reason
// (web/src/model/move-refusal.js asks moveRuleWords): no file but
// rule-words.js words it, the refusal and the keys' words included (each
// had its own before: "a move follows one edge", "these rules make every
// player move").
const MOVE_PHRASES = ['in its direction', 'never over a wall', 'along an edge', 'follows one edge', 'follows an arc', 'every player move'];

test('the rules in sentences are written once, in rulesText', () => {
  for (const phrase of ['if a position repeats the game is a draw', 'nobody may pass', 'A player with no legal move loses'])
    assert.deepEqual(filesWith(phrase), ['wasm/src/rule-words.js'], phrase);
  for (const phrase of MOVE_PHRASES)
    assert.deepEqual(
      filesWith(phrase).filter((f) => f !== 'wasm/src/rule-words.js'),
      [],
      phrase,
    );
  // Defined once (rules.d.ts declares it).
  const sources = PLACES.filter((place) => !place.endsWith('.d.ts'));
  const defined = execFileSync('git', ['grep', '--untracked', '-l', '-E', 'function rulesText|rulesText =', '--', ...sources], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.deepEqual(defined.trim().split('\n'), ['wasm/src/rule-words.js']);
});

test("moveRuleWords says the rule a move out of reach breaks, in rulesText's words", () => {
  const directed = { hole: 0, variant: { holes: [0], catOnHole: 'barred', pass: false, directed: true } };
  assert.equal(moveRuleWords({ hole: 0 }, 'mouse'), 'a move goes along an edge');
  assert.equal(moveRuleWords(directed, 'cat'), 'a move goes along an arc, in its direction');
  assert.ok(rulesText(directed).includes('along an arc, in its direction'));
  const grid = { hole: 0, grid: { mouseJump: 2, catJump: 1 } };
  assert.equal(
    moveRuleWords(grid, 'mouse'),
    'a move is a jump of up to 2 cells in a straight line, up, down, left or right, never over a wall',
  );
  assert.equal(moveRuleWords(grid, 'cat').slice(0, 24), 'a move is a jump of 1 ce');
  assert.ok(rulesText(grid).includes('in a straight line, up, down, left or right, never over a wall'));
});

test('RULE_WORDS gives each variant option its words', () => {
  assert.deepEqual(Object.keys(RULE_WORDS).sort(), ['catOnHole', 'directed', 'pass']);
  assert.equal(ruleWords('catOnHole', 'guards'), 'the cat may stand on a hole');
  assert.equal(ruleWords('pass', true), 'either may stay where it is');
  assert.equal(ruleWords('pass', true, { line: true }), 'either may stay put');
  assert.equal(ruleWords('mouse', 1), null);
});

test("variantWords says the rules that differ from LeetCode 913's, and nothing for its game", () => {
  assert.deepEqual(variantWords({ hole: 0 }), []);
  assert.deepEqual(variantWords({ hole: 0, variant: { holes: [0], catOnHole: 'barred', pass: false, directed: false } }), []);
  assert.deepEqual(variantWords({ hole: 0, variant: { holes: [0, 5], catOnHole: 'wins', pass: true, directed: true } }), [
    'the cat wins on reaching a hole',
    'either may stay where it is',
    'moves follow arcs',
  ]);
});

test('rulesText follows the variant, two cats and the grid', () => {
  const plain = rulesText({ hole: 0 });
  assert.match(plain, /along an edge; nobody may pass\. .*\(which the cat may never enter\)/);
  const variant = rulesText({ hole: 0, variant: { holes: [0, 5], catOnHole: 'guards', pass: true, directed: true } });
  assert.match(variant, /along an arc, in its direction, or stay where they are \(pass\)\. .*on a hole too/);
  assert.match(rulesText({ hole: 0, twoCats: true }), /two cats, A and B/);
  assert.match(
    rulesText({ hole: 0, grid: { mouseJump: 2, catJump: 1 } }),
    /the mouse up to 2 cells, the cat 1 cell; either may stay where it is\./,
  );
});

test('the line export says the variant in its short words', () => {
  const line = [
    { mouse: 1, cat: 2, turn: 'mouse' },
    { mouse: 0, cat: 2, turn: 'cat' },
  ];
  const game = {
    line,
    hole: 0,
    outcome: 1,
    plies: 1,
    start: line[0],
    end: 'hole',
    variant: { holes: [0], catOnHole: 'guards', pass: true, directed: true },
  };
  assert.match(
    lineText(game),
    /the hole is 0; the cat may stand on a hole; either may stay put; moves follow the arcs; the mouse moves first/,
  );
});
