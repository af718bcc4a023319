import { describe, expect, it } from 'vitest';
import { expandForIndex, searchWords, stemSet } from '../../src/memory/search-text.js';

describe('search words', () => {
  it('splits code identifiers into their parts, and leaves plain words whole', () => {
    expect(expandForIndex('call getUserName with MAX_RETRIES on HTTPServer v2beta, then deploy')).toBe(
      'call getUserName with MAX_RETRIES on HTTPServer v2beta, then deploy\nget User Name HTTP Server v 2 beta',
    );
    expect(expandForIndex('plain words only, Capitalised too')).toBe('plain words only, Capitalised too');
    expect(searchWords('Where is parseJSON5Config used?').map((w) => w.word)).toEqual(['parsejson5config', 'parse', 'json', 'config']);
    expect([...stemSet('retryCount')]).toEqual(['retrycount', 'retri', 'count']);
  });
});
