// Shared by the hostile-input tests: an assert.throws / assert.rejects check
// for a CatMouseError with a code (and these fields, when given).
import assert from 'node:assert/strict';
import { CatMouseError } from 'catmouse';

// A CatMouseError with this code (and these fields, when given).
export const refused =
  (code, fields = {}) =>
  (error) => {
    assert.ok(error instanceof CatMouseError, `expected a CatMouseError, got ${error?.name}: ${error?.message}`);
    assert.equal(error.code, code, error.message);
    for (const [key, value] of Object.entries(fields)) assert.deepEqual(error[key], value, `${key} of: ${error.message}`);
    assert.ok(error.message.length > 0);
    return true;
  };
