// A DOM element from its tag, its properties and its children, for views
// that build small lists by hand.
export function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}
