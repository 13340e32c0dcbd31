// catmouse/markdown-it, catmouse/remark, catmouse/autoload and catmouse/prerendered:
// ```catmouse fences as boards (docs/embedding.md, "Markdown fences").

/** Options of the build-time plugins. */
export interface FenceOptions {
  /** Where a fence that cannot be a board is reported, as "file:line:column: catmouse: message" (default: console.warn). */
  warn?: (text: string) => void;
  /** Put the static board (the graph as SVG, the verdict, the line) inside each board's tag (default true). */
  prerender?: boolean;
  /** remark only: write JSX (MDX) or raw HTML (Markdown); default: JSX for files whose name ends in .mdx. */
  mdx?: boolean;
}

/** A markdown-it plugin, made once the solver has loaded: `md.use(await catmouseMarkdownIt())`. */
export function catmouseMarkdownIt(options?: FenceOptions): Promise<(md: unknown) => void>;

/** A remark (unified) plugin: `remarkPlugins: [remarkCatmouse]` or `[[remarkCatmouse, options]]`. */
export function remarkCatmouse(options?: FenceOptions): (tree: unknown, file?: unknown) => Promise<void>;

/** Turns each fence block under `root` (default: the document) into a board; dist/autoload.js runs it once the page is parsed. */
export function upgradeFences(root?: ParentNode): Element[];

/**
 * catmouse/prerendered (dist/prerendered.js): gives each pre-rendered board under `root` (default: the document) an
 * "Explore this board" button and loads the element (./cat-mouse-game.js beside it) on the first press, or at once
 * where a board is not pre-rendered or autoplays; runs once the page is parsed. Returns the boards that wait.
 */
export function upgradePrerendered(root?: ParentNode): Element[];
