/** Whatever IndexedDB or Dexie throws becomes a typed error; a full disk is recognised however it is wrapped. */
import Dexie from 'dexie';
import { describe, expect, test } from 'vitest';
import { isQuotaError, storageError } from '../../src/persistence/errors';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('storage errors', () => {
  test.each([
    ['a DOMException QuotaExceededError', quota(), 'storage/quota-exceeded'],
    ["Dexie's QuotaExceededError", new Dexie.QuotaExceededError('full'), 'storage/quota-exceeded'],
    ['an AbortError wrapping it as inner (Dexie)', new Dexie.AbortError('aborted', quota()), 'storage/quota-exceeded'],
    ['an error with it as cause', new Error('write failed', { cause: quota() }), 'storage/quota-exceeded'],
    ['a bulk error listing it among failures', new Dexie.BulkError('bulk', [quota()]), 'storage/quota-exceeded'],
    ['a legacy code-22 exception', { name: 'Error', code: 22, message: 'quota' }, 'storage/quota-exceeded'],
    ['a VersionError', new Dexie.VersionError('newer'), 'storage/newer-version'],
    ['a missing IndexedDB', new Dexie.MissingAPIError('no indexedDB'), 'storage/unavailable'],
    ['a failed open', new Dexie.OpenFailedError('blocked'), 'storage/unavailable'],
    ['anything else', new TypeError('boom'), 'storage/failed'],
    ['a thrown string', 'boom', 'storage/failed'],
  ])('%s becomes %s', (_, thrown, code) => {
    expect(storageError(thrown).code).toBe(code);
    expect(isQuotaError(thrown)).toBe(code === 'storage/quota-exceeded');
  });
});

describe("a storage failure gives the browser's words once", () => {
  test.each([
    [
      'Dexie repeating the wrapped DOM error',
      {
        name: 'OpenFailedError',
        message: 'UnknownError The user denied permission to access the database.\n UnknownError: The user denied permission to access the database.',
        inner: { name: 'UnknownError', message: 'The user denied permission to access the database.' },
      },
      'The user denied permission to access the database',
    ],
    ['one message said twice', { name: 'AbortError', message: 'Transaction aborted. Transaction aborted.' }, 'Transaction aborted'],
    ['a plain string', 'boom', 'boom'],
  ])('%s', (_what, thrown, detail) => {
    const e = storageError(thrown);
    expect(e.params.detail).toBe(detail);
  });
});
