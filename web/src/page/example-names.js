// The examples menu hides its values with the board's (the quiz before an
// answer, Hide values in play: session.valuesHidden): a label that names
// the game's value ("Mouse wins in 7: a detour") reads its plain name
// ("Seven nodes") and no option keeps its title (each names a value), so
// the closed menu does not tell what the board hides. A view mounted on the
// element (mountView), so it follows every render.
export function hideExampleNames(game, menu, examples) {
  let hidden = null;
  const show = (hide) => {
    if (hide === hidden) return;
    hidden = hide;
    for (const option of menu.options) {
      const example = examples.find((e) => e.id === option.value);
      if (!example) continue;
      option.text = hide ? (example.plain ?? example.label) : example.label;
      option.title = hide ? '' : (example.title ?? '');
    }
  };
  customElements.whenDefined('cat-mouse-game').then(() => game.mountView({ render: (session) => show(!!session.valuesHidden) }));
}
