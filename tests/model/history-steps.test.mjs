// The values given the game's history at every step the board shows
// (web/src/model/history-steps.js, issue 24 item 1): in watch mode and
// after a what-if, each step of the line shown, once the cursor is on it,
// has the value and the moves of the game as it stands (the positions
// before it on the timeline drawn), and the rest of the line is the line
// given that history; a restored game in play has them at once. Checked
// against the exhaustive search over (position, visited set) of
// history-reference.mjs, on every graph of 4 and 5 nodes and random ones.
//
// The oracle is the board's (history-oracle.mjs: history-answer.js over the
// package, whose core solves with `visited`).
import test from 'node:test';
import assert from 'node:assert/strict';
import { historySession as boardFor } from './history-oracle.mjs';
import { entriesFrom } from '../../web/src/model/timeline.js';
import { historyNote } from '../../web/src/words/history-words.js';
import { generator, graphOfMask, key, referenceRules, referenceSearch, starts } from './history-reference.mjs';

const sameValue = (a, b) => a.outcome === b.outcome && (a.outcome === 0 || a.plies === b.plies);
const byTo = (a, b) => a.to - b.to;
const valuesOf = (moves) => moves.map(({ to, outcome, plies }) => ({ to, outcome, plies })).sort(byTo);

// Walks the cursor from `from` to the end of the timeline, each step
// settled, and checks it: its value and moves are the exhaustive search's
// given the positions before it, a line step is a best move given them,
// and no position repeats before the last. Returns { steps, changed }
// (changed: a step's moves or the line after it differed from the line's
// first answer).
async function walk(session, reference, rules, from, where, fresh = null) {
  let steps = 0;
  let changed = 0;
  for (let k = from; k <= session.last; k++) {
    const before = session.timeline;
    // (what the step showed before any settling: the load's history-free line, where the timeline is still it)
    const shown = fresh?.[k] && key(fresh[k].position) === key(before[k].position) ? fresh[k] : before[k];
    if (k === session.cursor) session.goTo(k + 1); // (the cursor reaches the step: from the next one)
    session.goTo(k);
    await session.settled;
    const entry = session.timeline[k];
    // (a step where the game is over has no moves, and its value is the same given any history)
    assert.ok(entry.given || rules.ending(entry.position), `${where}: step ${k} settled`);
    const line = session.timeline.slice(0, k + 1).map((e) => e.position);
    const seen = line.slice(0, -1).map(key);
    const at = `${where}, line ${line.map(key).join(' ')}`;
    if (seen.includes(key(entry.position))) {
      assert.equal(k, session.last, `${at}: a repeated position ends the line`);
      assert.deepEqual(entry.value, { outcome: 0, plies: null }, `${at}: a repetition is a draw`);
      break;
    }
    if (rules.ending(entry.position)) {
      assert.equal(k, session.last, `${at}: the line ends where the game does`);
      break;
    }
    const want = reference(line);
    assert.ok(
      sameValue(entry.value, want.value),
      `${at}: the value ${JSON.stringify(entry.value)}, given the history ${JSON.stringify(want.value)}`,
    );
    assert.deepEqual(valuesOf(entry.moves), valuesOf(want.moves), `${at}: the moves' values`);
    const next = session.timeline[k + 1];
    if (next) {
      const taken = entry.moves.find((m) => m.to === next.move.to);
      if (next.by === 'line') assert.ok(sameValue(taken, entry.moves[0]), `${at}: the line takes a best move`);
    }
    if (
      shown !== entry &&
      (!sameValue(shown.value, entry.value) ||
        JSON.stringify(valuesOf(shown.moves)) !== JSON.stringify(valuesOf(entry.moves)) ||
        before.length !== session.timeline.length ||
        before[k + 1]?.position !== session.timeline[k + 1]?.position)
    )
      changed++;
    steps++;
  }
  return { steps, changed };
}

// Graphs on n nodes (every `stride`-th edge mask), the line from each start.
async function everyLine(n, stride) {
  let steps = 0;
  let changed = 0;
  for (let mask = 0; mask < 1 << ((n * (n - 1)) / 2); mask += stride) {
    const graph = graphOfMask(n, mask);
    const rules = referenceRules(graph, {});
    const reference = referenceSearch(rules);
    for (const start of starts(n, [0])) {
      const { session, loaded } = boardFor(graph, { mouse: start.mouse, cat: start.cat, first: start.turn });
      const done = await walk(session, reference, rules, 0, `graph ${JSON.stringify(graph)}`, entriesFrom(loaded));
      steps += done.steps;
      changed += done.changed;
    }
  }
  return { steps, changed };
}

test('watch mode: every step of the line from every start, on every graph of 4 nodes and 1 in 37 of 5 nodes, has the values given the history', async () => {
  const four = await everyLine(4, 1);
  const five = await everyLine(5, 37);
  assert.ok(four.steps + five.steps > 1500, `${four.steps + five.steps} steps checked`);
  // (on 4 nodes no step differs; on 5, a move back to a position of the line is a draw now)
  assert.ok(five.changed > 25, `${five.changed} steps whose values given the history differ from the line's first answer`);
});

// A random graph of n nodes (any set of edges but none; the hole 0), its rules, the
// exhaustive search over (position, visited set) and a random start.
function randomGame(pick, n) {
  const graph = graphOfMask(n, 1 + pick((1 << ((n * (n - 1)) / 2)) - 1));
  const rules = referenceRules(graph, {});
  const all = starts(n, [0]);
  return { graph, rules, reference: referenceSearch(rules), start: all[pick(all.length)] };
}

// A random walk of what-ifs: at a random step of the line shown, a random
// legal move, then the rest of the line walked step by step.
test('what-if: after random moves off the line, every step of the line shown has the values given the history', async () => {
  const pick = generator(24);
  let steps = 0;
  for (let round = 0; round < 120; round++) {
    const { graph, rules, reference, start } = randomGame(pick, 5 + (round % 2));
    const { session } = boardFor(graph, { mouse: start.mouse, cat: start.cat, first: start.turn });
    for (let whatIf = 0; whatIf < 3; whatIf++) {
      session.goTo(pick(session.last + 1));
      await session.settled;
      const entry = session.entry;
      if (rules.ending(entry.position) || entry.moves.length === 0 || (entry.value.outcome === 0 && session.cursor === session.last)) break;
      const from = session.cursor;
      await session.choose(entry.moves[pick(entry.moves.length)].to);
      if (session.cursor !== from + 1) break;
      steps += (await walk(session, reference, rules, from + 1, `what-if on ${JSON.stringify(graph)}`)).steps;
    }
  }
  assert.ok(steps > 100, `${steps} steps checked`);
});

const ISSUE = [[6], [4], [9], [5], [6, 1, 8], [3, 6, 7], [0, 4, 5], [5], [4], [2]];

test("a restored game in play has the values given the history at once where it goes on, as the game played had (the issue's game: the mouse's 1 is a draw now)", async () => {
  const played = boardFor(ISSUE).session;
  await played.startPlay({ human: 'mouse' });
  await played.choose(4); // the cat's only reply: 2 to 9
  assert.deepEqual(played.entry.position, { mouse: 4, cat: 9, turn: 'mouse' });
  const back = played.entry.moves.find((m) => m.to === 1);
  assert.deepEqual(back, { to: 1, outcome: 0, plies: null }, 'back to 1 repeats: a draw');
  const { session } = boardFor(ISSUE);
  assert.equal(await session.restore(played.moment), true);
  assert.equal(session.mode, 'play');
  assert.equal(session.cursor, session.last);
  assert.ok(session.entry.given, 'settled before the board shows it');
  assert.deepEqual(session.entry.value, played.entry.value);
  assert.deepEqual(session.entry.moves, played.entry.moves, "the moves given the history, the mouse's 1 a draw");
  assert.equal(session.play.feedback.judged, played.play.feedback.judged, 'the words on the move are the same');
});

test("random games in play, restored from their link: the last position and the cursor have the values given the history, and the words on what it changed are a solve's", async () => {
  const pick = generator(913);
  let checked = 0;
  let noted = 0;
  for (let round = 0; round < 160; round++) {
    const { graph, rules, reference, start } = randomGame(pick, 5 + (round % 2));
    const line = [start];
    for (let ply = 0; ply < 8 && !rules.ending(line.at(-1)); ply++) {
      const moves = rules.movesOf(line.at(-1));
      const next =
        line.at(-1).turn === 'mouse'
          ? { ...line.at(-1), mouse: moves[pick(moves.length)], turn: 'cat' }
          : { ...line.at(-1), cat: moves[pick(moves.length)], turn: 'mouse' };
      if (line.some((p) => key(p) === key(next))) break;
      line.push(next);
    }
    const path = line.slice(1).map((p, i) => (line[i].turn === 'mouse' ? p.mouse : p.cat));
    const ply = pick(line.length);
    const { session, oracle } = boardFor(graph, { mouse: start.mouse, cat: start.cat, first: start.turn });
    assert.equal(await session.restore({ mode: 'play', path, ply, human: start.turn }), true);
    for (const k of new Set([ply, line.length - 1])) {
      const entry = session.timeline[k];
      assert.ok(entry.given, `step ${k} settled`);
      if (rules.ending(entry.position)) continue;
      const want = reference(line.slice(0, k + 1));
      const where = `${JSON.stringify(graph)}, line ${line
        .slice(0, k + 1)
        .map(key)
        .join(' ')}`;
      assert.ok(sameValue(entry.value, want.value), `${where}: the value`);
      assert.deepEqual(valuesOf(entry.moves), valuesOf(want.moves), `${where}: the moves' values`);
      // (a step settled without a solve, from the values before it, says what a solve's answer says)
      const history = line.slice(0, k);
      const solved = entriesFrom(await oracle.lineFrom(entry.position, history), undefined, k)[0];
      const note = historyNote(entry, history, session.game);
      assert.equal(note, historyNote(solved, history, session.game), `${where}: the words on what the history changed`);
      if (note) noted++;
      checked++;
    }
  }
  assert.ok(checked > 80, `${checked} positions checked`);
  assert.ok(noted > 5, `${noted} steps whose history changed their values, in words`);
});

// A hint asked before the step's values are settled stays once they are
// (some moves' values change, the best ones' do not), and it is the best
// moves given the history: the marks and the words.
test('a hint shown while the step is settled stays, the best moves given the history', async () => {
  const best = (moves) => moves.filter((m) => m.outcome === moves[0].outcome && m.plies === moves[0].plies).map((m) => m.to);
  let changed = 0;
  let checked = 0;
  for (let mask = 0; mask < 1 << 10 && changed < 5; mask += 7) {
    const graph = graphOfMask(5, mask);
    for (const start of starts(5, [0])) {
      const { session } = boardFor(graph, { mouse: start.mouse, cat: start.cat, first: start.turn });
      for (let k = 1; k <= session.last; k++) {
        session.goTo(k); // (the settle of step k starts here, and answers later)
        session.showHint();
        if (!session.hint) break; // (the end of the game)
        const moves = JSON.stringify(valuesOf(session.entry.moves));
        await session.settled;
        const now = best(session.entry.moves);
        assert.deepEqual(session.hint, now, `graph ${JSON.stringify(graph)}, step ${k}`);
        assert.match(session.message.text, new RegExp(`\\b${now[0]}\\b`));
        if (JSON.stringify(valuesOf(session.entry.moves)) !== moves) changed++;
        checked++;
      }
    }
  }
  assert.ok(changed >= 5 && checked > 100, `${changed} steps whose moves the settle changed, among ${checked}`);
});
