import { describe, expect, it } from 'vitest';
import { callFailure } from '../../machines/callFailure.ts';

describe('callFailure: what a failed call rejected with, as the loading machines keep it', () => {
  it('keeps the API error of a refused call', () => {
    expect(callFailure({ status: 404, code: 106, message: 'No data' })).toEqual({ status: 404, code: 106, message: 'No data' });
  });

  it('reads a status sent as text as a number', () => {
    expect(callFailure({ status: '500', code: 500, message: 'Internal server error' })).toEqual({ status: 500, code: 500, message: 'Internal server error' });
  });

  it('is offline (status 0) without a status, with no code and no message for a rejection of nothing', () => {
    expect(callFailure(null)).toEqual({ status: 0, code: null, message: '' });
    expect(callFailure(undefined)).toEqual({ status: 0, code: null, message: '' });
    expect(callFailure({})).toEqual({ status: 0, code: null, message: '' });
  });

  it("keeps a thrown Error's message (a failed fetch)", () => {
    expect(callFailure(new TypeError('Failed to fetch'))).toEqual({ status: 0, code: null, message: 'Failed to fetch' });
  });

  it('drops a message that is not text', () => {
    expect(callFailure({ status: 500, code: 7, message: { text: 'x' } })).toEqual({ status: 500, code: 7, message: '' });
  });

  it('keeps a code of 0 and a status of 0 as given', () => {
    expect(callFailure({ status: 0, code: 0, message: 'offline' })).toEqual({ status: 0, code: 0, message: 'offline' });
  });
});
