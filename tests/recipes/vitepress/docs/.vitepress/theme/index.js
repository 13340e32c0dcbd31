import DefaultTheme from 'vitepress/theme';

export default {
  extends: DefaultTheme,
  async enhanceApp() {
    // The element needs a browser: load it on the client only, not while
    // VitePress renders the pages to HTML.
    if (!import.meta.env.SSR) await import('catmouse/element');
  },
};
