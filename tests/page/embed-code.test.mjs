// The embed snippet (web/src/page/embed-code.js): the frame beside the page,
// whatever the page's URL, the link's hash as it is, and text an author can
// paste (quotes and ampersands escaped in its attributes).
import test from 'node:test';
import assert from 'node:assert/strict';
import { embedSnippet } from '../../web/src/page/embed-code.js';

test('the frame is frame.html beside the page, on any sub-path, with the link and the verdict', () => {
  for (const [pageUrl, frame] of [
    ['https://example.org/', 'https://example.org/frame.html'],
    ['https://example.org/tools/catmouse/index.html#old', 'https://example.org/tools/catmouse/frame.html'],
    ['http://localhost:8080/sub/', 'http://localhost:8080/sub/frame.html'],
  ]) {
    const snippet = embedSnippet({ pageUrl, hash: '#g1=abc&mouse=1&ply=3', verdict: 'Draw: neither side can force a win' });
    assert.equal(
      snippet,
      `<iframe src="${frame}#g1=abc&amp;mouse=1&amp;ply=3" title="Cat and mouse game: Draw: neither side can force a win" width="640" height="600" loading="lazy" style="max-width: 100%; border: 0"></iframe>`,
    );
  }
});

test('quotes in a title cannot end its attribute; no verdict yet leaves the title plain', () => {
  const snippet = embedSnippet({ pageUrl: 'https://example.org/', hash: '#graph="x"', verdict: null });
  assert.match(snippet, /src="https:\/\/example\.org\/frame\.html#graph=&quot;x&quot;"/);
  assert.match(snippet, /title="Cat and mouse game"/);
});
