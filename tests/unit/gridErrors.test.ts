import { describe, expect, it } from 'vitest';
import { describeGridError } from '../../src/components/grid/gridFetch.ts';
import { MAX_TEXT_SEARCH, TEXT_SEARCH_TOO_LONG } from '../../machines/grid/grid.search.ts';
import { MAX_TEXT_SEARCH as SERVER_MAX } from '../../server/src/services/grid.ts';

describe('grid error texts', () => {
  it('a too-long search reads as a sentence, not as the raw field message', () => {
    const raw = { status: 400, code: 100, message: 'textSearch: must be at most 200 characters;', fields: { textSearch: ['must be at most 200 characters'] } };
    expect(describeGridError(raw)).toBe(TEXT_SEARCH_TOO_LONG);
    expect(TEXT_SEARCH_TOO_LONG).toBe('Search text can be at most 200 characters. Shorten it to search.');
  });

  it('other validation errors keep the spec form (field: messages;)', () => {
    const raw = { status: 400, code: 100, message: 'start: must be >= 0;', fields: { start: ['must be >= 0'] } };
    expect(describeGridError(raw)).toContain('start');
  });

  it('the search box and the server share one limit', () => {
    expect(SERVER_MAX).toBe(MAX_TEXT_SEARCH);
  });
});
