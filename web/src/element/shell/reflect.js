// The <cat-mouse-game> properties that reflect its attributes, defined on
// the element's class (cat-mouse-game.js): each rules option of the schema,
// and the board's own attributes. They read and write attributes only. And
// the element's own writes (OwnAttributes), which it does not read back.
import { blankIsDefault } from 'catmouse/rules';
import { RULE_OPTIONS, readStartText } from './start-text.js';
import { graphText } from './attributes.js';

export const SPEEDS = [0.5, 1, 2, 4, 8];

// The board's own attributes, as a class body (its accessors are copied onto the element's).
class Reflected {
  get graph() {
    return this.getAttribute('graph') ?? '';
  }
  set graph(v) {
    this.setAttribute('graph', graphText(v));
  }
  // mouse, cat, hole, first: defined from the options schema (reflectAttributes).
  get autoplay() {
    return this.hasAttribute('autoplay');
  }
  set autoplay(v) {
    this.toggleAttribute('autoplay', !!v);
  }
  get controls() {
    return this.hasAttribute('controls');
  }
  set controls(v) {
    this.toggleAttribute('controls', !!v);
  }
  get moveList() {
    return this.hasAttribute('move-list');
  }
  set moveList(v) {
    this.toggleAttribute('move-list', !!v);
  }
  get compact() {
    return this.hasAttribute('compact');
  }
  set compact(v) {
    this.toggleAttribute('compact', !!v);
  }
  get share() {
    return this.hasAttribute('share');
  }
  set share(v) {
    this.toggleAttribute('share', !!v);
  }
  get noAlert() {
    return this.hasAttribute('no-alert');
  }
  set noAlert(v) {
    this.toggleAttribute('no-alert', !!v);
  }
  get speed() {
    return SPEEDS.includes(Number(this.getAttribute('speed'))) ? Number(this.getAttribute('speed')) : 1;
  }
  set speed(v) {
    this.setAttribute('speed', String(v));
  }
  // 'document': the keys work anywhere on the page; otherwise only with the focus in the element.
  get keyboard() {
    return this.getAttribute('keyboard') === 'document' ? 'document' : 'element';
  }
  set keyboard(v) {
    this.setAttribute('keyboard', v);
  }
  // The folder this board's worker script and .wasm are served from (else setBasePath()'s, else the package's own).
  get basePath() {
    return this.getAttribute('base-path') || undefined;
  }
  set basePath(v) {
    if (v === undefined || v === null || v === '') this.removeAttribute('base-path');
    else this.setAttribute('base-path', String(v));
  }
  // 'lazy', as on an <img>: the board starts nothing until it is near the viewport (solve-flow.js); else 'eager'.
  get loading() {
    return this.getAttribute('loading') === 'lazy' ? 'lazy' : 'eager';
  }
  set loading(v) {
    this.setAttribute('loading', v === 'lazy' ? 'lazy' : 'eager');
  }
  // A solver worker of this board's own instead of the page's shared one.
  get ownWorker() {
    return this.hasAttribute('own-worker');
  }
  set ownWorker(v) {
    this.toggleAttribute('own-worker', !!v);
  }
  // 'light' or 'dark' forces that palette; left out, the reader's prefers-color-scheme decides (theme.js).
  get theme() {
    const theme = this.getAttribute('theme');
    return theme === 'light' || theme === 'dark' ? theme : undefined;
  }
  set theme(v) {
    if (v === 'light' || v === 'dark') this.setAttribute('theme', v);
    else this.removeAttribute('theme');
  }
}

// The one place the element writes its own attributes (the start it shows,
// after a drop): while write() runs, `writing` is true, and
// attributeChangedCallback leaves those changes (only a person's asks the worker).
export class OwnAttributes {
  #element;
  writing = false;

  constructor(element) {
    this.#element = element;
  }

  // attributes: { name: value }; an undefined value is left as it is.
  write(attributes) {
    this.writing = true;
    try {
      for (const [name, value] of Object.entries(attributes)) if (value !== undefined) this.#element.setAttribute(name, String(value));
    } finally {
      this.writing = false;
    }
  }
}

export function reflectAttributes(Class) {
  // A property for each rules attribute (mouse, cat, hole, first, ...),
  // named as the API's option: its
  // value as the schema reads it, the default when absent, and when the
  // text is none of its values, NaN for a node, else the text as written
  // (attributeError, attributes.js, reports it).
  for (const option of RULE_OPTIONS) {
    Object.defineProperty(Class.prototype, option.name, {
      configurable: true,
      get() {
        const raw = this.getAttribute(option.attribute);
        // A boolean attribute written bare (<cat-mouse-game pass>) is true, as in HTML.
        if (raw === '' && option.type === 'boolean') return true;
        if (raw === null || (raw === '' && blankIsDefault(option))) return option.default;
        return readStartText(option.name, raw) ?? (option.type === 'node' ? NaN : raw);
      },
      set(value) {
        this.setAttribute(option.attribute, String(value));
      },
    });
  }
  for (const name of Object.getOwnPropertyNames(Reflected.prototype)) {
    if (name !== 'constructor') Object.defineProperty(Class.prototype, name, Object.getOwnPropertyDescriptor(Reflected.prototype, name));
  }
}
