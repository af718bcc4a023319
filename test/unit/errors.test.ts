import { describe, expect, it } from 'vitest';
import { storageError } from '../../src/errors.js';

describe('storage errors', () => {
  it('turns what SQLite and the file system say about a write that cannot happen into a retryable 503 code', () => {
    const codeOf = (code: string) => storageError(Object.assign(new Error('x'), { code }))?.code ?? null;
    expect(['SQLITE_BUSY', 'SQLITE_LOCKED'].map(codeOf)).toEqual(['storage_busy', 'storage_busy']);
    expect(['SQLITE_FULL', 'ENOSPC', 'EDQUOT'].map(codeOf)).toEqual(['storage_full', 'storage_full', 'storage_full']);
    expect(['SQLITE_READONLY_DBMOVED', 'SQLITE_IOERR_WRITE', 'SQLITE_CANTOPEN', 'EROFS', 'EIO'].map(codeOf)).toEqual(Array(5).fill('storage_unavailable'));
    // anything else is not the storage's doing: no retry is promised
    expect(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_ERROR', 'ENOENT', 'EACCES'].map(codeOf)).toEqual([null, null, null, null]);
    expect(storageError(new Error('plain'))).toBeNull();
    expect(storageError(null)).toBeNull();
    expect(storageError(Object.assign(new Error('x'), { code: 'SQLITE_BUSY' }))?.retryAfterS).toBe(1);
  });
});
