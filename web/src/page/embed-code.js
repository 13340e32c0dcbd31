// Share › Embed on the page: an <iframe> of the board at the moment shown,
// for hosts that take no scripts (Notion, Medium, Moodle, Canvas). The
// frame is frame.html (frame.js) beside the page, with the same link.
import { EMBED_COPIED, EMBED_NOT_COPIED, embedTitle } from '../words/page-words.js';

// The snippet for a link's hash (`#g1=…`), the page's URL and the board's
// verdict ("Mouse wins in 5 moves"); the frame is lazy and sized for the
// board and its controls. Plain text: what an author pastes.
export function embedSnippet({ pageUrl, hash, verdict }) {
  const src = new URL('frame.html', pageUrl.split('#')[0]).href + hash;
  const title = embedTitle(verdict);
  const attr = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<iframe src="${attr(src)}" title="${attr(title)}" width="640" height="600" loading="lazy" style="max-width: 100%; border: 0"></iframe>`;
}

// panel: the Embed disclosure; code: its read-only text area; copy: its
// button; status: a polite status line. link: the page's PageLink (its
// shared() link); verdict(): the board's verdict now.
export function mountEmbedCode({ panel, code, copy, status, link, verdict }) {
  const refresh = async () => {
    if (!panel.open) return;
    const shared = await link.shared();
    code.value = embedSnippet({ pageUrl: location.href, hash: new URL(shared.href).hash, verdict: verdict() });
  };
  panel.addEventListener('toggle', refresh);
  window.addEventListener('hashchange', refresh);
  const written = link.onWritten;
  link.onWritten = (hash) => {
    written(hash);
    setTimeout(refresh);
  };
  copy.addEventListener('click', async () => {
    await refresh();
    code.select();
    try {
      await navigator.clipboard.writeText(code.value);
      status.textContent = EMBED_COPIED;
    } catch {
      status.textContent = EMBED_NOT_COPIED;
    }
  });
}
