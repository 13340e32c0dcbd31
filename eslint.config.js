// ESLint (flat config): a few rules that catch real mistakes, and the layer
// boundary: web/ uses the package only through its public names (catmouse,
// catmouse/worker, catmouse/rules), never a relative path into wasm/src.
// No formatting rules: layout is left to a formatter.
const browserAndNode = Object.fromEntries(
  [
    'window', 'document', 'navigator', 'location', 'history', 'customElements', 'HTMLElement',
    'Node', 'Element', 'Event', 'CustomEvent', 'EventTarget', 'KeyboardEvent', 'PointerEvent',
    'MouseEvent', 'ResizeObserver', 'MutationObserver', 'IntersectionObserver', 'DOMParser',
    'XMLSerializer', 'getComputedStyle', 'matchMedia', 'requestAnimationFrame',
    'cancelAnimationFrame', 'Worker', 'SharedArrayBuffer', 'Blob', 'URL', 'URLSearchParams',
    'fetch', 'Response', 'Request', 'Headers', 'AbortController', 'AbortSignal', 'DOMException',
    'TextEncoder', 'TextDecoder', 'WebAssembly', 'performance', 'queueMicrotask', 'structuredClone',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'console', 'self', 'globalThis',
    'process', 'Buffer', 'atob', 'btoa', 'crypto', 'trustedTypes', 'postMessage', 'onmessage',
    'MessageChannel', 'MessagePort', 'ErrorEvent', 'FileReader', 'File', 'ClipboardItem',
    'HTMLInputElement', 'HTMLSelectElement', 'HTMLTextAreaElement', 'HTMLButtonElement',
    'HTMLTemplateElement', 'ShadowRoot', 'CSSStyleSheet', 'SVGElement', 'DocumentFragment',
    'Image', 'ImageData', 'OffscreenCanvas', 'createImageBitmap', 'FocusEvent', 'InputEvent',
    'WheelEvent', 'DragEvent', 'DataTransfer', 'FormData', 'Intl', 'localStorage', 'sessionStorage',
    'alert', 'confirm', 'innerWidth', 'innerHeight', 'devicePixelRatio', 'screen', 'getSelection',
    'Range', 'Selection', 'Text', 'Comment', 'NodeFilter', 'TreeWalker', 'CSS', 'reportError',
    'importScripts', 'close', 'name', 'open', 'print', 'addEventListener', 'removeEventListener',
    'dispatchEvent', 'scrollTo', 'ElementInternals', 'HTMLCanvasElement', 'CanvasRenderingContext2D',
    'Path2D', 'DOMMatrix', 'DOMRect', 'DOMPoint', 'ReadableStream', 'WritableStream',
    'TransformStream', 'CompressionStream', 'DecompressionStream', 'WeakRef', 'FinalizationRegistry',
    'BroadcastChannel', 'EventSource', 'WebSocket', 'Notification', 'scheduler', 'requestIdleCallback',
    'cancelIdleCallback', 'HTMLDialogElement', 'HTMLDetailsElement', 'HTMLAnchorElement',
    'HTMLLabelElement', 'HTMLOutputElement', 'HTMLFormElement', 'HTMLDivElement', 'SVGSVGElement',
    'HTMLSlotElement', 'HTMLStyleElement', 'HTMLScriptElement', 'HTMLLinkElement', 'PopStateEvent',
    'HashChangeEvent', 'ClipboardEvent', 'SubmitEvent', 'TouchEvent', 'AnimationEvent',
    'TransitionEvent', 'UIEvent', 'ProgressEvent', 'MediaQueryList', 'VisualViewport', 'visualViewport', 'Option',
  ].map((name) => [name, 'readonly']),
);

export default [
  { ignores: ['build/**', 'dist/**', 'node_modules/**', 'tests/**', 'bench/**', 'docs/**'] },
  {
    files: ['wasm/src/**/*.js', 'wasm/bin/**/*.js', 'web/src/**/*.js', 'scripts/**/*.mjs', 'eslint.config.js'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: browserAndNode },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-undef': 'error',
      'no-unused-vars': ['error', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true }],
      'no-dupe-keys': 'error',
      'no-duplicate-case': 'error',
      'no-unreachable': 'error',
      'no-self-assign': 'error',
      'no-self-compare': 'error',
      'no-const-assign': 'error',
      'no-import-assign': 'error',
      'no-unsafe-finally': 'error',
      'no-fallthrough': 'error',
      'no-redeclare': 'error',
      'use-isnan': 'error',
      'valid-typeof': 'error',
    },
  },
  {
    files: ['web/**/*.js'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.{1,2}/)+.*wasm(/|$)',
          message: "web/ uses the package by name: import from 'catmouse', 'catmouse/worker' or 'catmouse/rules'.",
        }],
      }],
    },
  },
];
