// Export on the page: the board as SVG or PNG (as shown, legend included),
// the game as catmouse's JSON game file, the line as text, and the graph in
// each format the core reads; each a download, the text ones also copied.
// Everything comes from the board on screen (game.result: the last solve).
import { gameJson, lineText, writeGraph } from 'catmouse/rules';
import { CLIPBOARD_REFUSED, NOTHING_TO_EXPORT, copiedWords, savedWords } from '../words/page-words.js';

const GRAPH_FILES = {
  adjacency: { name: 'catmouse-graph.json', type: 'application/json' },
  edges: { name: 'catmouse-graph.txt', type: 'text/plain' },
  graph6: { name: 'catmouse-graph.g6', type: 'text/plain' },
  sparse6: { name: 'catmouse-graph.s6', type: 'text/plain' },
};

function download(name, blob, say) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  say(savedWords(name));
}

// game: the <cat-mouse-game>; panel: the Export disclosure with its buttons
// (data-export, data-action="copy"); graphFormat: the format select; status: a status line.
export function mountExport({ game, panel, graphFormat, status }) {
  const say = (text) => (status.textContent = text);
  // What each export makes: { name, type, text } or, for the PNG, { name, blob }.
  const MAKERS = {
    svg: () => ({ name: 'catmouse-board.svg', type: 'image/svg+xml', text: game.boardSvg() }),
    png: async () => ({ name: 'catmouse-board.png', blob: await game.boardPng() }),
    game: () => ({ name: 'catmouse-game.json', type: 'application/json', text: gameJson(game.result) }),
    line: () => ({ name: 'catmouse-line.txt', type: 'text/plain', text: lineText(game.result) }),
    graph: () => ({
      ...GRAPH_FILES[graphFormat.value],
      text: writeGraph(game.result.graph, graphFormat.value, { directed: !!game.result.variant?.directed }),
    }),
  };

  async function make(what) {
    if (!game.result) throw new Error(NOTHING_TO_EXPORT);
    return MAKERS[what]();
  }

  panel.addEventListener('click', async (event) => {
    const button = event.target.closest('button[data-export]');
    if (!button) return;
    const copy = button.dataset.action === 'copy';
    try {
      const file = await make(button.dataset.export);
      if (!copy) return download(file.name, file.blob ?? new Blob([file.text], { type: `${file.type};charset=utf-8` }), say);
      await navigator.clipboard.writeText(file.text);
      say(copiedWords(file.name.replace(/^catmouse-|\..*$/g, '')));
    } catch (error) {
      // export.not-representable (an edge list of a graph whose last nodes have no edge), a refused clipboard, ...
      say(copy && error.name === 'NotAllowedError' ? CLIPBOARD_REFUSED : error.message);
    }
  });
}
