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
import type { GameOptions, GraphInput } from '../wasm/index.js';
import type { CatMouseGame, CatMouseGameEvents, CatMouseGameShown, CatMouseGameSpeed } from './element.js';

/** A property's name as its attribute's: `turnLimit` is `turn-limit`, `catOnHole` is `cat-on-hole`, `cat2` stays `cat2`. */
export type AttributeName<Name extends string> = Name extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${AttributeName<Rest>}`
  : Name;

/** The rules options an attribute of the element sets: those of its `shown` board, less the graph and how it was read. */
export type CatMouseGameRuleName = Exclude<keyof CatMouseGameShown, 'graph' | 'onlyApplicable' | 'allowIsolated'>;

/**
 * The rules attributes as props, named as attributes (`cat-on-hole`), each taking what the package's option takes
 * (GameOptions), `holes` its text too ("0, 5"). Derived, not listed: an option added to the element and the package
 * is a prop here with nothing written.
 */
export type CatMouseGameRuleProps = {
  [Name in CatMouseGameRuleName as AttributeName<Name>]?: Name extends 'holes' ? GameOptions[Name] | string : GameOptions[Name];
};

/** The element's events as props: `oncat-mouse-solved`, `oncat-mouse-error`, and the others of CatMouseGameEvents. */
export type CatMouseGameEventProps = {
  [K in keyof CatMouseGameEvents as `on${K}`]?: (event: CatMouseGameEvents[K]) => void;
};

/** <cat-mouse-game>'s attributes as props (docs/page.md#the-element): the rules' (CatMouseGameRuleProps) and the others, its events, and React's own props for any element. */
export interface CatMouseGameProps
  extends HTMLAttributes<CatMouseGame>, RefAttributes<CatMouseGame>, CatMouseGameEventProps, CatMouseGameRuleProps {
  /** Text in any input format, or (set as the property) an adjacency list. */
  graph?: GraphInput;
  autoplay?: boolean;
  controls?: boolean;
  'move-list'?: boolean;
  compact?: boolean;
  share?: boolean;
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
