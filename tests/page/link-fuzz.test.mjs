// The page's link reader under mutation (web/src/page/hash.js readHash, with
// graph-code.js and graph-compact.js): thousands of links mutated from valid
// ones of every kind, by a seeded generator so a failure names its case and
// reproduces. A mutation of a g1/g2 value's bytes rarely gets past deflate
// and the checksum, so some mutate the text inside and pack it again: the
// header and edges of a g2 are reached too. The budget is a count, not a
// clock; every link is capped in length, so every decode is bounded.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readHash, makeHash, sameBoard } from '../../web/src/page/hash.js';
import { decodeGraph, encodeGraph } from '../../web/src/page/graph-code.js';
import { sparseGraph } from '../../web/src/page/examples.js';
import { graph6Text } from 'catmouse/rules';

const SEED = 0x5eed2213;
const CASES = Number(process.env.LINK_FUZZ_CASES ?? 3000); // more for a deeper local run
const MAX_LINK = 6000; // characters: a mutated link is cut here
// The most text a link of MAX_LINK characters can unpack to: base64url
// carries 3 bytes in 4 characters, deflate expands at most 1032 times, and
// each packed byte writes a number of at most 16 digits.
const MAX_TEXT = Math.ceil((MAX_LINK * 3) / 4) * 1032 * 16;

// mulberry32: a small generator whose whole state is one number.
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const below = (n) => Math.floor(next() * n);
  return { below, pick: (list) => list[below(list.length)] };
}

const KEYS = [
  'g1',
  'g2',
  'graph',
  'mouse',
  'cat',
  'cat2',
  'hole',
  'holes',
  'first',
  'catOnHole',
  'pass',
  'directed',
  'turnLimit',
  'mode',
  'side',
  'mistakes',
  'path',
  'ply',
  'x',
];
const VALUES = [
  '',
  '0',
  '1',
  '3',
  '-1',
  '01',
  ' 3',
  '1e3',
  '0x1',
  '999999999999999999',
  '4294967296',
  '0,5',
  '0,,5',
  'cat',
  'mouse',
  'Cat',
  'play',
  'replay',
  'true',
  'false',
  'wins',
  'guards',
  'barred',
  '1.2.3',
  '4_6.2',
  '1..2',
  '_',
  '100',
  '101',
  '%00',
  '%FF',
  '%E2%82%AC',
  '\u00e9',
  '\ud83d\udc2d',
  'a'.repeat(300),
];
const CHARS = 'AZaz09-_=&%.,#+ \n[]{}":\\\u0000\u00ff\u20ac';

// Valid links of every kind: g1 (text packed), g2 (a graph packed: an
// adjacency list written one way, a graph6 word), the old graph=, each with
// rules, variants, two cats, a grid and a moment of play or replay.
async function validLinks() {
  const cycle = Array.from({ length: 40 }, (_, a) => [(a + 39) % 40, (a + 1) % 40].sort((x, y) => x - y));
  // A sparse graph irregular enough that its link packs the graph (g2), not the text.
  const sparse = Array.from({ length: 120 }, () => []);
  for (const [, a, b] of sparseGraph(120, 7).matchAll(/^(\d+) (\d+)$/gm)) (sparse[+a].push(+b), sparse[+b].push(+a));
  sparse.forEach((row) => row.sort((x, y) => x - y));
  const boards = [
    [
      { graph: '[[1,3],[0],[3],[0,2]]', mouse: 1, cat: 2, hole: 0, first: 'cat' },
      { mode: 'play', path: [3, 0], ply: 2, human: 'cat', mistakeChance: 0.3 },
    ],
    [
      { graph: JSON.stringify(sparse), mouse: 5, cat: 20 },
      { mode: 'replay', path: [4, 21, 3], ply: 1 },
    ],
    [{ graph: `graph = ${JSON.stringify(sparse).replaceAll(',', ', ')}\n`, holes: [0, 7], catOnHole: 'wins', pass: 'true' }, null],
    [{ graph: graph6Text(cycle), mouse: 3, cat: 30 }, null],
    [
      { graph: '0 1\n1 2\n2 3\n3 0\n0 4\n4 2\n', mouse: 1, cat: 2, cat2: 4, hole: 0 },
      { mode: 'replay', path: [2, '3_0'.split('_').map(Number), 1], ply: 2 },
    ],
    [{ graph: '0 -> 1\n1 -> 2\n2 -> 0\n2 -> 3\n', directed: 'true', mouse: 1, cat: 2, hole: 3 }, null],
    [
      { graph: 'grid = ["####F","#C...","M...."], catJump = 1, mouseJump = 2', turnLimit: 200, first: 'mouse' },
      { mode: 'play', path: [], ply: 0, human: 'mouse', mistakeChance: 0 },
    ],
  ];
  const links = [];
  for (const [board, moment] of boards) links.push(await makeHash(board, moment));
  assert.ok(
    links.some((link) => link.startsWith('#g2=')) && links.some((link) => link.startsWith('#g1=')),
    'both packings among the seeds',
  );
  links.push(`#graph=${encodeURIComponent('[[1,3],[0],[3],[0,2]]')}&mouse=3&path=2&ply=1`);
  return links;
}

// Issue 42 item 1's links, mutated like the rest. Valid as links (the board
// decides what they mean): a play link whose game ended at a repetition (move
// 4) and goes on for 16 moves, a quiz link past the game's puzzles.
// Refused by readHash with a problem: a g2 whose header repeats a long
// separator (30,000 nodes: 450 million characters in 0.2.0, past MAX_TEXT), a
// path of 2,001 moves, a ply past the moves of play or the quiz, answered
// past the puzzle shown.
async function issue42Links() {
  const ring12 = encodeURIComponent(
    JSON.stringify(Array.from({ length: 12 }, (_, a) => [(a + 11) % 12, (a + 1) % 12].sort((x, y) => x - y))),
  );
  const example = encodeURIComponent('[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]');
  const valid = [
    `#graph=${ring12}&mouse=6&cat=3&mode=play&path=${Array.from({ length: 20 }, (_, i) => [7, 2, 6, 3][i % 4]).join('.')}&ply=12`,
    `#graph=${example}&mode=quiz&puzzle=40&right=20&answered=39`,
  ];
  const separator = JSON.stringify({
    kind: 'adjacency',
    n: 30000,
    before: '',
    after: '',
    style: { open: '', comma: ',', between: ' '.repeat(15000), close: '' },
  });
  const refused = [
    `#g2=${await encodeGraph(`${separator}\n0 1\n`)}&mouse=1&cat=2`,
    `#graph=${example}&mode=replay&path=${Array.from({ length: 2001 }, (_, i) => (i % 2 ? 3 : 1)).join('.')}`,
    `#graph=${example}&mode=play&path=3&ply=5`,
    `#graph=${example}&mode=quiz&puzzle=1&ply=1`,
    `#graph=${example}&mode=quiz&puzzle=2&right=3&answered=3`,
  ];
  return { valid, refused };
}

function paramsOf(link) {
  return [...new URLSearchParams(link.replace(/^#/, '')).entries()];
}
const linkOf = (entries) => `#${new URLSearchParams(entries).toString()}`;

// One mutation of a link; the graph's text ones unpack, edit and repack.
async function mutate(link, rng) {
  const entries = paramsOf(link);
  const at = rng.below(Math.max(1, entries.length));
  switch (rng.below(9)) {
    case 0: {
      // a character edited in the raw link
      const i = rng.below(link.length + 1);
      const c = rng.pick([...CHARS]);
      return rng.below(2) ? link.slice(0, i) + c + link.slice(i + 1) : link.slice(0, i) + c + link.slice(i);
    }
    case 1: // cut short
      return link.slice(0, rng.below(link.length + 1));
    case 2: // a value replaced
      if (entries.length) entries[at][1] = rng.pick(VALUES);
      return linkOf(entries);
    case 3: // a key renamed, repeated or dropped
      if (!entries.length) return link;
      if (rng.below(3) === 0) entries.splice(at, 1);
      else if (rng.below(2)) entries[at][0] = rng.pick(KEYS);
      else entries.push([...entries[at]]);
      return linkOf(entries);
    case 4: // a key added
      entries.splice(rng.below(entries.length + 1), 0, [rng.pick(KEYS), rng.pick(VALUES)]);
      return linkOf(entries);
    case 5: {
      // a character of a value edited (a g1/g2 value's bytes, say)
      if (!entries.length) return link;
      const v = entries[at][1];
      const i = rng.below(v.length + 1);
      entries[at][1] = v.slice(0, i) + rng.pick([...'AZaz09-_+/=.']) + v.slice(i + rng.below(2));
      return linkOf(entries);
    }
    default: {
      // the graph's text edited and packed again (past deflate and the checksum)
      const graph = entries.find(([k]) => k === 'g1' || k === 'g2');
      if (!graph) return link;
      let text;
      try {
        text = await decodeGraph(graph[1]);
      } catch {
        return link;
      }
      const newline = text.indexOf('\n');
      let head = null;
      try {
        head = JSON.parse(text.slice(0, newline));
      } catch {}
      if (head && typeof head === 'object' && rng.below(3)) {
        // A g2 header's field changed (or a part of its writing): a value of another type, or none.
        const field = rng.pick(['kind', 'n', 'before', 'after', 'style', 'style.open', 'style.comma', 'style.between', 'style.close']);
        const value = rng.pick([undefined, null, 0, -1, 2, 5001, 30001, 1.5, '', 'x', '[', 'graph6', 'adjacency', [], {}, true]);
        const [outer, inner] = field.split('.');
        const target = inner ? (head[outer] && typeof head[outer] === 'object' ? head[outer] : (head[outer] = {})) : head;
        if (value === undefined) delete target[inner ?? outer];
        else target[inner ?? outer] = value;
        graph[1] = await encodeGraph(JSON.stringify(head) + text.slice(newline));
        return linkOf(entries);
      }
      const edits = 1 + rng.below(3);
      for (let e = 0; e < edits; e++) {
        const i = rng.below(text.length + 1);
        const piece = rng.pick([
          '',
          '0',
          '9',
          '30000',
          '-1',
          ' ',
          '\n',
          ',',
          '"',
          '{',
          '}',
          '[',
          ']',
          ':',
          'null',
          '"style":1',
          '"kind":"graph6"',
          '"n":5001',
          rng.pick([...CHARS]),
        ]);
        text = text.slice(0, i) + piece + text.slice(i + rng.below(4));
      }
      graph[1] = await encodeGraph(text);
      return linkOf(entries);
    }
  }
}

const PROBLEM_KEYS = new Set([
  'graph',
  'moment',
  'mouse',
  'cat',
  'cat2',
  'hole',
  'holes',
  'first',
  'catOnHole',
  'pass',
  'directed',
  'turnLimit',
]);

// What readHash promises for any link (its comment): null, or { state,
// problems } with each problem a known key and a sentence; it throws nothing.
function checkAnswer(answer, link) {
  if (answer === null) return;
  assert.equal(typeof answer, 'object', link);
  assert.ok(Array.isArray(answer.problems), link);
  for (const problem of answer.problems) {
    assert.deepEqual(Object.keys(problem).sort(), ['key', 'message'], link);
    assert.ok(PROBLEM_KEYS.has(problem.key), `${link}: problem key ${problem.key}`);
    assert.ok(typeof problem.message === 'string' && problem.message.length > 10, `${link}: ${problem.message}`);
  }
  const { state } = answer;
  if (state.graph !== undefined) {
    assert.equal(typeof state.graph, 'string', link);
    assert.ok(state.graph.length <= MAX_TEXT, `${link}: the graph unpacks to ${state.graph.length} characters`);
  } else {
    assert.ok(
      answer.problems.some((p) => p.key === 'graph'),
      `${link}: no graph and no problem says why`,
    );
  }
}

// A state read from a link, written by makeHash, reads back the same: the
// board (the page's own sameBoard, as a graph and as a grid) and the moment.
async function checkRoundTrip(state, link) {
  const hash = await makeHash(state, state.moment);
  const back = await readHash(hash);
  assert.ok(back, `${link}: makeHash wrote ${hash}, which holds no board`);
  assert.deepEqual(back.problems, [], `${link}: makeHash wrote ${hash}`);
  assert.equal(back.state.graph, state.graph, `${link}: makeHash wrote ${hash}`);
  assert.ok(sameBoard(back.state, state) && sameBoard(back.state, state, { grid: true }), `${link}: makeHash wrote ${hash}, another board`);
  assert.deepEqual(back.state.moment, state.moment, `${link}: makeHash wrote ${hash}, another moment`);
}

test('mutated links: readHash answers every one with a state or problems at known keys, and what it reads goes round makeHash', async () => {
  const rng = generator(SEED);
  const issue42 = await issue42Links();
  const valid = [...(await validLinks()), ...issue42.valid];
  for (const link of valid) {
    const answer = await readHash(link);
    assert.deepEqual(answer.problems, [], link);
    await checkRoundTrip(answer.state, link);
  }
  for (const link of issue42.refused) {
    const where = link.length > 300 ? `${link.slice(0, 300)}...` : link;
    const answer = await readHash(link);
    checkAnswer(answer, where);
    assert.ok(answer !== null && answer.problems.length > 0, `${where}: read without a problem`);
  }
  const seeds = [...valid, ...issue42.refused];
  const counts = { null: 0, problems: 0, clean: 0, graphRead: 0 };
  for (let i = 0; i < CASES; i++) {
    let link = rng.pick(seeds);
    const mutations = 1 + rng.below(3);
    for (let m = 0; m < mutations; m++) link = (await mutate(link, rng)).slice(0, MAX_LINK);
    const where = `case ${i} (seed ${SEED}): ${link.length > 300 ? `${link.slice(0, 300)}...` : link}`;
    let answer;
    try {
      answer = await readHash(link);
    } catch (error) {
      assert.fail(`${where}: readHash threw ${error?.name}: ${error?.message}`);
    }
    checkAnswer(answer, where);
    if (answer === null) {
      counts.null++;
      continue;
    }
    counts[answer.problems.length ? 'problems' : 'clean']++;
    if (answer.state.graph === undefined) continue;
    counts.graphRead++;
    await checkRoundTrip(answer.state, where);
  }
  // The mutations reach every answer: a board with problems, a clean one, none.
  for (const [kind, n] of Object.entries(counts)) assert.ok(n >= CASES / 50, `only ${n} links of kind ${kind}: ${JSON.stringify(counts)}`);
});
