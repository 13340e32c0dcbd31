// <cat-mouse-game> in TSX: its attributes, properties and events for React 19.
/// <reference types="catmouse/react" />
'use client';

import { useEffect, useState } from 'react';
import { CancelledError, createSolverWorker } from 'catmouse/worker';

export default function Boards() {
  // The element needs a browser: it is loaded after the page hydrates, and the
  // boards are rendered then, so that React 19 sets their properties (graph
  // as an array) and listens to their events (oncat-mouse-solved).
  const [loaded, setLoaded] = useState(false);
  const [winner, setWinner] = useState('');
  useEffect(() => {
    import('catmouse/element').then(() => setLoaded(true));
  }, []);

  // The boards solve on their own; this is the solver without a board.
  const [outcome, setOutcome] = useState('');
  useEffect(() => {
    const worker = createSolverWorker();
    worker.solve([[2, 5], [3], [0, 4, 5], [1, 4, 5], [2, 3], [0, 2, 3]]).then(
      (game) => setOutcome(String(game.outcome)), // 0: a draw
      (error) => error instanceof CancelledError || setOutcome(error.message),
    );
    // Leaving the page ends the worker (a solve still running rejects with CancelledError).
    return () => worker.terminate();
  }, []);

  return (
    <>
      {loaded && (
        <>
          <cat-mouse-game
            graph="[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]"
            controls
            oncat-mouse-solved={(event) => setWinner(event.detail.winner)}
          />
          <cat-mouse-game graph={[[1, 3], [0], [3], [0, 2]]} />
        </>
      )}
      <p>
        The first board's winner: <output id="solved-winner">{winner}</output>
      </p>
      <p>
        Solved in a worker: outcome <output id="worker-result">{outcome}</output>
      </p>
    </>
  );
}
