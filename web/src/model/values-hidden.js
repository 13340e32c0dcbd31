// Are the values hidden? The one answer every view asks (session.valuesHidden):
// in the quiz until the puzzle on screen is answered (while its puzzles load
// too); in play with the Hide values switch on until the game is over.
export function valuesHidden({ mode, play }, { quiz = null, hide = false } = {}) {
  if (mode === 'quiz') return quiz ? quiz.valuesHidden : true;
  if (mode === 'play') return hide && !play?.over;
  return false;
}
