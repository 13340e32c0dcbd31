// Errors the package throws. CatMouseError carries the core's message (which
// already says where and what); for problems in typed text, line/column; for
// problems with the rules, the options concerned (['cat', 'hole'], say).
export class CatMouseError extends Error {
  constructor(message, { line, column, options } = {}) {
    super(message);
    this.name = 'CatMouseError';
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
  }
}
