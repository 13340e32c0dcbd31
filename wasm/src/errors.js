// Errors the package throws. Every one carries a stable `code` (the list,
// with meanings, is docs/errors.md): programs decide by it, never by the
// message, which is for people. CatMouseError carries the core's message
// (which already says where and what); for problems in typed text,
// line/column; for problems with the rules, the options concerned
// (['cat', 'hole'], say).
export class CatMouseError extends Error {
  constructor(message, { code = 'unknown', line, column, options } = {}) {
    super(message);
    this.name = 'CatMouseError';
    this.code = code;
    if (line !== undefined) {
      this.line = line;
      this.column = column;
    }
    if (options !== undefined) this.options = options;
  }
}

// Thrown (as a rejection) by a worker solve that was cancelled.
export class CancelledError extends Error {
  constructor(message = 'the solve was cancelled') {
    super(message);
    this.name = 'CancelledError';
    this.code = 'cancelled';
  }
}
