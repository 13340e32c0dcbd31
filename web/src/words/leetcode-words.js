// The line under the verdict: what LeetCode's function returns for the
// game shown, with its label and title.
import { isLeetCodeGame } from 'catmouse/rules';
import { thousands } from './numbers.js';

// What LeetCode returns for the game beside the exact verdict: 913's code
// for a graph; for a 1728 grid its boolean under the turn limit, and whether
// that differs from the exact answer (a draw or a slow mouse win is the cat's).
// start: the game's start's value, { outcome } (the session's game: the
// solve's start, or a token dropped since, which the result does not follow).
export function leetcodeWords(result, start) {
  if (!result.grid && isLeetCodeGame(result)) {
    return {
      text: `LeetCode 913: ${start.outcome}`,
      label: `LeetCode 913's catMouseGame returns ${start.outcome}`,
      title: "What LeetCode 913's catMouseGame returns for this start: 0 draw, 1 mouse wins, 2 cat wins",
    };
  }
  if (!result.grid) {
    // LeetCode 913's answer only for its own game; a variant gets the same code, not the name
    return {
      text: `Outcome code: ${start.outcome}`,
      label: `Outcome code ${start.outcome} (0 draw, 1 mouse wins, 2 cat wins) under these variant rules`,
      title: 'The outcome code, as LeetCode 913 counts (0 draw, 1 mouse wins, 2 cat wins), of this variant of the game',
    };
  }
  const { turns, mouseWins, outcome } = result.turnLimit;
  const limit = thousands(turns);
  const differs = outcome !== result.outcome;
  const why =
    result.outcome === 0
      ? 'the exact game is a draw, which the turn rule gives the cat'
      : `the mouse needs ${result.plies} moves, more than ${limit}`;
  const text = `LeetCode 1728 (${limit} turns): ${mouseWins}${differs ? ` · differs from the exact answer: ${why}` : ''}`;
  return {
    text,
    differs,
    label: `LeetCode 1728's canMouseWin returns ${mouseWins} under its ${limit}-turn rule${differs ? `; that differs from the exact answer: ${why}` : ', as the exact answer says'}`,
    title: `What LeetCode 1728's canMouseWin returns: the mouse must reach the food within ${limit} turns (moves); catJump ${result.grid.catJump}, mouseJump ${result.grid.mouseJump}`,
  };
}
