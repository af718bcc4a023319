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

export const notFound = (what: string) => new MemorydError('not_found', `${what} not found`, 404);
export const conflict = (code: string, message: string) => new MemorydError(code, message, 409);
