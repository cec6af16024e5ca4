import { describe, expect, it } from 'vitest';
import { clientNameError } from '../../machines/clientAdmin/clientAdmin.validation.ts';
import { integrationNameError } from '../../machines/integrationAdmin/integrationAdmin.validation.ts';

describe.each([
  ['client', clientNameError],
  ['integration', integrationNameError],
])('%s name: required, at most 100 characters after trimming', (_, nameError) => {
  it('required', () => {
    expect(nameError('')).toBe('Name is required');
    expect(nameError('   ')).toBe('Name is required');
  });

  it('100 characters pass, 101 do not', () => {
    expect(nameError('x'.repeat(100))).toBeNull();
    expect(nameError(` ${'x'.repeat(100)} `)).toBeNull();
    expect(nameError('x'.repeat(101))).toBe('At most 100 characters');
  });
});
