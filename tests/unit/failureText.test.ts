import { describe, expect, it } from 'vitest';
import { failureFields, failureText, failureToastText } from '../../machines/callFailure.ts';

describe("failure: the server's explanation of a failed call", () => {
  it('failureText: a non-blank message as it is, otherwise none', () => {
    expect(failureText({ status: 400, message: ' Name taken ' })).toBe(' Name taken ');
    expect(failureText({ status: 400, message: '   ' })).toBeNull();
    expect(failureText({ status: 400, message: 5 })).toBeNull();
    expect(failureText(null)).toBeNull();
    expect(failureText(undefined)).toBeNull();
  });

  it('failureFields: the field map, none when absent', () => {
    expect(failureFields({ status: 400, fields: { name: ['Taken'] } })).toEqual({ name: ['Taken'] });
    expect(failureFields({ status: 500 })).toEqual({});
    expect(failureFields(null)).toEqual({});
  });

  it('failureToastText: none when fields carry the messages', () => {
    expect(failureToastText({ status: 400, message: 'Invalid', fields: { name: ['Taken'] } })).toBeNull();
    expect(failureToastText({ status: 400, message: 'Invalid', fields: {} })).toBe('Invalid');
    expect(failureToastText(null)).toBeNull();
  });
});
