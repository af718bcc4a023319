// Errors that carry a code a client can act on and the HTTP status that fits it.
export class MemorydError extends Error {
  override name = 'MemorydError';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
  }
}

/**
 * An error that trying again cannot cure: the job runner fails such a job at once instead of
 * retrying it. Job kinds and the model layer throw their own kinds of it.
 */
export class NotRetryableError extends Error {
  override name = 'NotRetryableError';
}

export const notFound = (what: string) => new MemorydError('not_found', `${what} not found`, 404);
export const conflict = (code: string, message: string) => new MemorydError(code, message, 409);

/**
 * SQLite or the file system saying it cannot take a write now (locked past the busy timeout,
 * disk or database full, read-only, I/O failure): a 503 the client can retry, not a 500. Null
 * for anything else.
 */
export function storageError(err: unknown): { code: string; message: string; retryAfterS: number } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  // The same from the file system, when a memory file or a transcript copy cannot be written.
  if (code === 'ENOSPC' || code === 'EDQUOT') return { code: 'storage_full', message: 'the disk is full; nothing of this request was stored', retryAfterS: 30 };
  if (code === 'EROFS' || code === 'EIO') return { code: 'storage_unavailable', message: `the disk cannot be written (${code}); nothing of this request was stored`, retryAfterS: 30 };
  if (!code.startsWith('SQLITE_')) return null;
  if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return { code: 'storage_busy', message: 'the database is busy; send the request again', retryAfterS: 1 };
  if (code === 'SQLITE_FULL') return { code: 'storage_full', message: 'the disk or database is full; nothing of this request was stored', retryAfterS: 30 };
  if (code.startsWith('SQLITE_READONLY') || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) {
    return { code: 'storage_unavailable', message: `the database cannot be written (${code}); nothing of this request was stored`, retryAfterS: 30 };
  }
  return null;
}
