// The link's hash (web/src/page/hash.js): old and new forms, strict values,
// each problem with the key it is about.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readHash, makeHash, sameBoard } from '../../web/src/page/hash.js';
import { encodeGraph } from '../../web/src/page/graph-code.js';
import { EXAMPLE_2_TEXT as G } from '../fixtures/graphs.mjs';

test('a board and a moment go round the hash', async () => {
  const board = { graph: G, mouse: 1, cat: 2, hole: 0, first: 'cat' };
  const moment = { mode: 'play', path: [3, 0], ply: 2, human: 'cat', mistakeChance: 0.3 };
  const hash = await makeHash(board, moment);
  assert.match(hash, /^#g1=[A-Za-z0-9_-]+&mouse=1&cat=2&hole=0&first=cat&mode=play&side=cat&mistakes=30&path=3\.0&ply=2$/);
  const { state, problems } = await readHash(hash);
  assert.deepEqual(problems, []);
  assert.deepEqual(state, { graph: G, mouse: '1', cat: '2', hole: '0', first: 'cat', moment });
  assert.ok(sameBoard(state, board));
  assert.ok(!sameBoard(state, { ...board, hole: 3 }));
});

test('old links (graph=text) are still read', async () => {
  const { state, problems } = await readHash(`#graph=${encodeURIComponent(G)}&mouse=3&path=2&ply=1`);
  assert.deepEqual(problems, []);
  assert.deepEqual(state, { graph: G, mouse: '3', moment: { mode: 'replay', path: [2], ply: 1 } });
  assert.equal(await readHash('#mouse=1'), null, 'no graph: not a board');
});

test('values with spaces, signs or other forms are problems at their key, never read as something else', async () => {
  const g1 = await encodeGraph(G);
  const cases = [
    ['mouse=%203', 'mouse', 'the mouse must be a node id (a whole number from 0, digits only), not " 3"'],
    ['cat=3%20', 'cat', 'not "3 "'],
    ['hole=0x1', 'hole', 'not "0x1"'],
    ['hole=1e0', 'hole', 'not "1e0"'],
    ['mouse=-1', 'mouse', 'not "-1"'],
    ['mouse=', 'mouse', 'not ""'],
    ['first=cat%20', 'first', 'the side to move first must be "mouse" or "cat", not "cat "'],
    ['first=Cat', 'first', 'not "Cat"'],
    ['path=1.%202', 'moment', 'path must be node ids joined by dots (such as 6.7.2), not "1. 2": it opens at the start'],
    ['path=1..2', 'moment', 'not "1..2"'],
    [
      'cat2=4&path=1.3-5',
      'moment',
      "path must be node ids joined by dots (such as 6.7.2), the two cats' moves as cat A's node _ cat B's (such as 6.4_7.2), not \"1.3-5\"",
    ],
    ['ply=%201', 'moment', 'ply must be a whole number from 0, not " 1"'],
    ['ply=-1', 'moment', 'not "-1"'],
    ['mode=Play', 'moment', 'mode must be "play", "replay" or "quiz", not "Play"'],
    ['mode=play&hide=yes', 'moment', 'hide must be 1 (values hidden) or 0, not "yes"'],
    ['mode=quiz&puzzle=0', 'moment', 'puzzle must be a whole number from 1 (the puzzle shown, from 1), not "0"'],
    ['mode=quiz&right=3&answered=2', 'moment', 'right (3) cannot be more than answered (2)'],
    ['mode=quiz&path=1.2', 'moment', "a quiz's path is the one move given to the puzzle"],
    ['mode=play&side=both', 'moment', 'side must be "mouse" or "cat", not "both"'],
    ['mode=play&mistakes=101', 'moment', 'mistakes must be a whole percentage from 0 to 100, not "101"'],
  ];
  for (const [extra, key, words] of cases) {
    const { state, problems } = await readHash(`#g1=${g1}&${extra}`);
    assert.equal(state.graph, G);
    assert.equal(problems.length, 1, extra);
    assert.equal(problems[0].key, key, extra);
    assert.ok(problems[0].message.includes(words), `${extra}: ${problems[0].message}`);
    if (key !== 'moment') assert.equal(state[key], undefined, `${extra}: the value is not used`);
    else assert.equal(state.moment, null);
  }
});

test("the quiz's moment and the Hide values switch go round the hash", async () => {
  const board = { graph: G, mouse: 1, cat: 2, hole: 0, first: 'mouse' };
  const quiz = { mode: 'quiz', puzzle: 2, right: 1, answered: 2, path: [4], ply: 1 };
  let hash = await makeHash(board, quiz);
  assert.match(hash, /&mode=quiz&puzzle=3&right=1&answered=2&path=4&ply=1$/);
  assert.deepEqual((await readHash(hash)).state.moment, quiz);
  // The first puzzle, nothing answered: only its number.
  const fresh = { mode: 'quiz', puzzle: 0, right: 0, answered: 0, path: [], ply: 0 };
  hash = await makeHash(board, fresh);
  assert.match(hash, /&mode=quiz&puzzle=1$/);
  assert.deepEqual((await readHash(hash)).state.moment, fresh);
  const play = { mode: 'play', path: [3], ply: 1, human: 'mouse', mistakeChance: 0, hideValues: true };
  hash = await makeHash(board, play);
  assert.match(hash, /&mode=play&side=mouse&hide=1&path=3&ply=1$/);
  assert.deepEqual((await readHash(hash)).state.moment, play);
  const shown = { ...play, hideValues: undefined };
  delete shown.hideValues;
  assert.doesNotMatch(await makeHash(board, shown), /hide/);
});

test('a damaged graph is a problem at the graph; the other values are still read', async () => {
  const { state, problems } = await readHash('#g1=AAAA&mouse=4');
  assert.equal(state.graph, undefined);
  assert.equal(state.mouse, '4');
  assert.deepEqual(
    problems.map((p) => p.key),
    ['graph'],
  );
  assert.match(problems[0].message, /^The link's graph cannot be read: the graph in the link is/);
});

test('a two-cat board goes round the hash: cat2, and a joint move of the cats in the path as 4_6', async () => {
  const board = { graph: G, mouse: 1, cat: 2, cat2: 3, hole: 0, first: 'mouse' };
  const moment = { mode: 'replay', path: [0, [3, 2], 3], ply: 2 };
  const hash = await makeHash(board, moment);
  assert.match(hash, /&cat2=3&/);
  assert.match(hash, /&path=0\.3_2\.3&/);
  const { state, problems } = await readHash(hash);
  assert.deepEqual(problems, []);
  assert.equal(state.cat2, '3');
  assert.deepEqual(state.moment, moment);
  // one cat: no cat2 key
  assert.doesNotMatch(await makeHash({ ...board, cat2: '' }), /cat2/);
  assert.ok(sameBoard({ ...board, cat2: '' }, { ...board, cat2: undefined }));
  assert.ok(!sameBoard(board, { ...board, cat2: '' }));
});

test('a grid board is the same whatever the fields a grid does not read say, and not when its turn limit differs', () => {
  const grid = { graph: '["M.C", "...", "..F"]', mouse: '1', cat: '2', hole: '0' };
  const form = { ...grid, mouse: '5', cat: '7', holes: '3' };
  assert.ok(sameBoard(form, grid, { grid: true }), 'a grid places its own tokens and food');
  assert.ok(!sameBoard(form, grid), 'on a graph the same fields differ');
  assert.ok(!sameBoard({ ...grid, turnLimit: '30' }, grid, { grid: true }), "the turn limit is a grid's");
  assert.ok(sameBoard({ ...grid, turnLimit: '30' }, grid), 'a graph ignores the turn limit');
});

test('a key given twice is a problem at its field and neither value is read (it kept one without a word)', async () => {
  const g1 = await encodeGraph(G);
  const cases = [
    [`g1=${g1}&mouse=1&mouse=3`, 'mouse', 'The link gives mouse 2 times ("1", "3"): none of them is used.'],
    [`g1=${g1}&cat2=3&cat2=2`, 'cat2', 'The link gives cat2 2 times ("3", "2"): none of them is used.'],
    [`g1=${g1}&holes=0,3&holes=0`, 'holes', 'The link gives holes 2 times ("0,3", "0"): none of them is used.'],
    [`g1=${g1}&path=3&path=2`, 'moment', 'The link gives path 2 times ("3", "2"): none of them is used.'],
    [`g1=${g1}&g1=${g1}`, 'graph', 'The link gives g1 2 times: none of them is used.'],
  ];
  for (const [hash, key, message] of cases) {
    const { state, problems } = await readHash(`#${hash}`);
    assert.deepEqual(problems, [{ key, message }], hash);
    assert.equal(state[key === 'moment' ? 'path' : key], undefined, hash);
    if (key === 'moment') assert.equal(state.moment, null);
  }
});

test('a link with both hole and holes is a problem at the holes, and neither is read (one was dropped without a word)', async () => {
  const g1 = await encodeGraph(G);
  const { state, problems } = await readHash(`#g1=${g1}&hole=3&holes=0,3`);
  assert.deepEqual(problems, [
    {
      key: 'holes',
      message: 'The link gives both hole=3 and holes=0,3, which both say where the holes are: neither is used; set the holes here.',
    },
  ]);
  assert.equal(state.hole, undefined);
  assert.equal(state.holes, undefined);
  assert.equal(state.graph, G);
});

test("hashNow gives makeHash's link at once once the graph is packed, and null before", async () => {
  const { hashNow } = await import('../../web/src/page/hash.js');
  const board = { graph: '[[1,2],[0,2],[0,1],[]] # hashNow', mouse: '1', cat: '2', hole: '0', first: 'cat' };
  const moment = { mode: 'replay', path: [0, 1], ply: 2 };
  assert.equal(hashNow(board, moment), null);
  const hash = await makeHash(board, moment);
  assert.equal(hashNow(board, moment), hash);
  assert.equal(hashNow({ ...board, mouse: '3' }, null), await makeHash({ ...board, mouse: '3' }, null));
});

// Issue 42, item 1: a path past what a link holds, a ply past a game's moves
// and a score that contradicts its puzzle are the link's problems at the
// moment, not another state made of them quietly.
test('a path of over 2,000 moves, a ply past the moves of play or the quiz, and answered past the puzzle are problems', async () => {
  const board = { graph: G, mouse: 1, cat: 2, hole: 0, first: 'mouse' };
  const base = await makeHash(board, null);
  const problemOf = async (moment) => (await readHash(`${base}&${moment}`)).problems.map((p) => p.message);
  const long = Array.from({ length: 2001 }, (_, i) => (i % 2 ? 3 : 1)).join('.');
  assert.deepEqual(await problemOf(`mode=replay&path=${long}`), [
    'In the link, path has 2,001 moves; a link holds at most 2,000: it opens at the start.',
  ]);
  assert.deepEqual(await problemOf(`mode=play&path=3&ply=5`), [
    'In the link, ply (5) is past the 1 move of the path: it opens at the start.',
  ]);
  assert.deepEqual(await problemOf(`mode=quiz&puzzle=1&ply=1`), [
    'In the link, ply (1) is past the 0 moves of the path: it opens at the start.',
  ]);
  assert.deepEqual(await problemOf(`mode=quiz&puzzle=2&right=3&answered=3`), [
    'In the link, answered (3) counts the puzzles before this one, so it cannot be more than 1 (puzzle=2): it opens at the start.',
  ]);
  // Replay goes on along the optimal line after the moves given: its ply may pass them.
  assert.deepEqual(await problemOf(`mode=replay&path=3&ply=4`), []);
});
