// `catmouse/react`: <cat-mouse-game> in React 19's JSX, for TSX. Types only (the element is
// `catmouse/element`); bring them into the program once, as `vite/client` is:
//
//   /// <reference types="catmouse/react" />
//
// React 19 sets each prop on a custom element as its property when the element is defined and
// has one (so `graph` takes an adjacency list), else as an attribute, and listens to an event
// for each `on<event name>` prop (`oncat-mouse-solved`). It does neither on an element it
// hydrates from server-rendered HTML: render the boards once `catmouse/element` has loaded.
// tests/recipes/nextjs (built with `next build`, which type-checks) uses these declarations.
import type { HTMLAttributes, RefAttributes } from 'react';
import type { CatOnHole, GraphInput, Turn } from '../wasm/index.js';
import type { CatMouseGame, CatMouseGameEvents, CatMouseGameSpeed } from './element.js';

/** The element's events as props: `oncat-mouse-solved`, `oncat-mouse-error`, and the others of CatMouseGameEvents. */
export type CatMouseGameEventProps = {
  [K in keyof CatMouseGameEvents as `on${K}`]?: (event: CatMouseGameEvents[K]) => void;
};

/** <cat-mouse-game>'s attributes as props (docs/page.md#the-element), its events, and React's own props for any element. */
export interface CatMouseGameProps extends HTMLAttributes<CatMouseGame>, RefAttributes<CatMouseGame>, CatMouseGameEventProps {
  /** Text in any input format, or (set as the property) an adjacency list. */
  graph?: GraphInput;
  mouse?: number;
  cat?: number;
  cat2?: number;
  hole?: number;
  first?: Turn;
  holes?: readonly number[] | string;
  'cat-on-hole'?: CatOnHole;
  pass?: boolean;
  directed?: boolean;
  'turn-limit'?: number;
  autoplay?: boolean;
  controls?: boolean;
  'move-list'?: boolean;
  compact?: boolean;
  'no-alert'?: boolean;
  speed?: CatMouseGameSpeed;
  keyboard?: 'document' | 'element';
  'base-path'?: string;
  'own-worker'?: boolean;
  theme?: 'light' | 'dark';
  loading?: 'lazy' | 'eager';
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'cat-mouse-game': CatMouseGameProps;
    }
  }
}
