// A panel whose code loads on its first use (a dynamic import(): in the
// one-file build, a chunk of its own in dist/chunks/, fetched relative to
// the build's own URL), so a board fetches only what it shows. While the
// code comes, the panel says so; if it cannot come (offline, a self-hosted
// copy without dist/chunks/), the panel shows an alert with the code
// panel.unavailable and the browser's reason (which names the file), never
// an empty panel. The view, once made, adopts its own style sheet.

export const PANEL_UNAVAILABLE = 'panel.unavailable';

export const LAZY_PANEL_STYLES = `
.lazy-state { margin: 0; padding: 18px 12px; text-align: center; color: var(--muted); background: var(--surface); border-radius: 10px; }
.lazy-state[data-code] { color: var(--loss-ink); text-align: start; overflow-wrap: anywhere; }
`;

// place: the element the state shows in (the panel's body); what: the panel
// in words ("The value map"); load(): resolves to the view, made.
export class LazyPanel {
  #place;
  #what;
  #load;
  #view = null;
  #loading = null;
  #state = null; // the loading line, or the alert of a failed load
  #failed = false; // the last load failed: only a reader's new opening tries again (not every render)

  constructor(place, what, load) {
    this.#place = place;
    this.#what = what;
    this.#load = load;
  }

  // The view, or null before it is made.
  get view() {
    return this.#view;
  }

  // Loads the view once; resolves to it, or to null once the panel shows why
  // it could not. After a failure only open({ again: true }) (a reader opening
  // the panel anew: the connection may be back) tries again.
  open({ again = false } = {}) {
    if (this.#failed && !again) return Promise.resolve(null);
    this.#loading ??= this.#start();
    return this.#loading;
  }

  async #start() {
    this.#state?.remove();
    const state = this.#place.ownerDocument.createElement('p');
    this.#state = state;
    state.className = 'lazy-state';
    state.textContent = `Loading ${this.#what.toLowerCase()}…`;
    this.#place.append(state);
    try {
      this.#view = await this.#load();
      this.#failed = false;
      state.remove();
      return this.#view;
    } catch (error) {
      state.dataset.code = PANEL_UNAVAILABLE;
      state.setAttribute('role', 'alert');
      state.textContent = `${this.#what} could not load (${PANEL_UNAVAILABLE}): ${String(error?.message ?? error).slice(0, 300)}. Check the connection and reload the page; a site that serves catmouse itself needs the chunks/ folder beside cat-mouse-game.js.`;
      this.#failed = true;
      this.#loading = null;
      return null;
    }
  }
}

// The view of a <details> panel, made on its first opening: act(view) runs
// at each opening and whenever the element asks (the returned function),
// once the view is there; before, only while the panel is open (which loads
// the view, then calls made(): the element renders, so the headings the view
// made take the board's level).
export function detailsPanel(details, lazy, act, made) {
  const ask = (again) => {
    if (lazy.view) return act(lazy.view);
    if (details.open)
      lazy.open({ again }).then((view) => {
        if (!view) return;
        act(view);
        made();
      });
  };
  details.addEventListener('toggle', () => !lazy.view && ask(true)); // (once made, the view listens itself)
  return () => ask(false);
}

// Views that show once the board has a line (the chart, the draw
// explanation): made at the first render with a game loaded, and rendered
// with the element from then on. Returns a view with render(session).
export function afterFirstLine(lazy, made) {
  return {
    render(session) {
      if (lazy.view) for (const view of lazy.view) view.render(session);
      else if (session?.entry)
        lazy.open().then((views) => {
          if (views) made(); // (the element renders them, and the folds' labels and the headings follow)
        });
    },
  };
}

// Adds a view's style sheet to the shadow root (once).
export function adoptSheet(root, sheet) {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
