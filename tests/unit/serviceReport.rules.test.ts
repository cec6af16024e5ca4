// The service completion dialog's rules (machines/serviceReport/serviceReport.rules.ts; features
// spec §4, §5): the time format, the typed hours (0 to 1,000,000, a comma as the decimal point),
// hours at a tenth, when the report calibrates first, when it may be sent and when cancelling asks.
import { describe, expect, it } from 'vitest';
import { calibrationNeeded, canSubmit, dirty, hoursText, isTime, submitLabel, typedHours } from '../../machines/serviceReport/serviceReport.rules.ts';
import type { ServiceReportContext } from '../../machines/serviceReport/serviceReport.types.ts';

const blank: ServiceReportContext = { assetId: 7, performedAt: null, hoursAtTime: null, machineHours: '', comment: '', error: null, reported: false };
const filled: ServiceReportContext = { ...blank, performedAt: '2026-11-20T10:00', hoursAtTime: 1200, machineHours: '1200', comment: 'Oil changed' };

describe('isTime', () => {
  it('accepts YYYY-MM-DDTHH:mm and nothing around it', () => {
    expect(isTime('2026-11-20T10:00')).toBe(true);
    expect(isTime('+012026-11-20T10:00')).toBe(false);
    expect(isTime('2026-11-20T10:00:00')).toBe(false);
    expect(isTime('2026-11-20 10:00')).toBe(false);
    expect(isTime('2026-13-20T10:00')).toBe(false);
  });
});

describe('typedHours', () => {
  it.each<[string, number | null]>([
    ['', null],
    ['   ', null],
    [' 1200 ', 1200],
    ['1200,5', 1200.5],
    ['0', 0],
    ['1000000', 1_000_000],
    ['1000000.1', null],
    ['-1', null],
    ['-0.1', null],
    ['abc', null],
    ['Infinity', null],
  ])('%j → %s', (typed, hours) => {
    expect(typedHours(typed)).toBe(hours);
  });
});

describe('hoursText', () => {
  it('shows hours at a tenth, nothing for unknown', () => {
    expect(hoursText(null)).toBe('');
    expect(hoursText(1234.56)).toBe('1234.6');
    expect(hoursText(0)).toBe('0');
  });
});

describe('calibrationNeeded and the submit label', () => {
  it('calibrates when the typed hours differ at a tenth from the telemetry’s, or the telemetry knows none', () => {
    expect(calibrationNeeded(filled)).toBe(false);
    expect(calibrationNeeded({ ...filled, machineHours: '1200.04' })).toBe(false);
    expect(calibrationNeeded({ ...filled, machineHours: '1200.1' })).toBe(true);
    expect(calibrationNeeded({ ...filled, hoursAtTime: null })).toBe(true);
    expect(calibrationNeeded({ ...filled, machineHours: '0', hoursAtTime: null })).toBe(true);
    expect(calibrationNeeded({ ...filled, machineHours: '0', hoursAtTime: 0 })).toBe(false);
    expect(calibrationNeeded({ ...filled, machineHours: '' })).toBe(false);
    expect(submitLabel(filled)).toBe('Report service');
    expect(submitLabel({ ...filled, hoursAtTime: null })).toBe('Calibrate and report service');
  });
});

describe('canSubmit', () => {
  it('needs a time, machine hours and a comment that is not blank', () => {
    expect(canSubmit(filled)).toBe(true);
    expect(canSubmit({ ...filled, performedAt: null })).toBe(false);
    expect(canSubmit({ ...filled, machineHours: '-1' })).toBe(false);
    expect(canSubmit({ ...filled, comment: '   ' })).toBe(false);
  });
});

describe('dirty', () => {
  it('is anything chosen or typed, blanks not counted', () => {
    expect(dirty(blank)).toBe(false);
    expect(dirty({ ...blank, machineHours: '  ', comment: '  ' })).toBe(false);
    expect(dirty({ ...blank, performedAt: '2026-11-20T10:00' })).toBe(true);
    expect(dirty({ ...blank, machineHours: '5' })).toBe(true);
    expect(dirty({ ...blank, comment: 'x' })).toBe(true);
  });
});
