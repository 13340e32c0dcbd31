// What a pre-rendered board (prerendered.js) and catmouse/prerendered's
// loader (web/src/fences/prerendered-loader.js) must agree on: where the
// static board is, the slot the loader's button goes in, and the button's
// words. The loader is bundled on its own in under 1 KiB, so this module
// imports nothing.
export const STATIC_BOARD = ':scope > [data-catmouse="static"]';
export const LOADER_SLOT = 'catmouse-loader';
export const EXPLORE_TEXT = 'Explore this board';
