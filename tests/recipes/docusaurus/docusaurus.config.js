import { remarkCatmouse } from 'catmouse/remark';

export default {
  title: 'catmouse with Docusaurus',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        // The docs are the site; ```catmouse fences become boards, solved while it
        // builds (as JSX: Docusaurus reads .md pages as MDX too).
        docs: { routeBasePath: '/', remarkPlugins: [[remarkCatmouse, { mdx: true }]] },
        blog: false,
      },
    ],
  ],
  // Loads the element in the browser and gives the boards the site's theme.
  clientModules: ['./src/catmouse.js'],
  themeConfig: { colorMode: { respectPrefersColorScheme: true } },
};
