// A client module (docusaurus.config.js): part of every page, in the
// browser and also while Docusaurus renders the pages to HTML in Node.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Docusaurus's light/dark switch sets data-theme on <html>; a board without
// a theme attribute would follow the system's colour scheme instead.
function followTheme() {
  const theme = document.documentElement.dataset.theme;
  for (const board of document.querySelectorAll('cat-mouse-game')) board.setAttribute('theme', theme);
}

if (ExecutionEnvironment.canUseDOM) {
  // The element, in the browser only (the HTML render has no use for it).
  import('catmouse/element');
  new MutationObserver(followTheme).observe(document.documentElement, { attributeFilter: ['data-theme'] });
}

// In the browser, once the first page is shown and after each link followed.
export function onRouteDidUpdate() {
  followTheme();
}
