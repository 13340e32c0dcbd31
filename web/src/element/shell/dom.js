// A DOM element from its tag, its properties and its children, for views
// that build small lists by hand.
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

// The same from attributes (as HTML writes them: 'aria-label', 'data-zoom',
// true for a boolean attribute), for building markup without an HTML
// string (Trusted Types refuse those).
export function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) node.setAttribute(name, '');
    else if (value !== false && value != null) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

// A constructed style sheet made on first use, not at import: a server that
// renders pages (Docusaurus, Next.js) imports the element in Node, which has
// no CSSStyleSheet. Returns () => the sheet.
export function lazySheet(css) {
  let sheet = null;
  return () => {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    return sheet;
  };
}
