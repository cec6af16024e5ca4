// The completion dialog's rules (features spec §4, §5), shared by the machine and the dialog. Pure.
import type { ServiceReportContext } from './serviceReport.types.ts';
import { msg } from '../i18n.ts';

export const REPORT = msg('Report service');
export const CALIBRATE_AND_REPORT = msg('Calibrate and report service');
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export const isTime = (value: string) => TIME.test(value) && !Number.isNaN(Date.parse(`${value}:00Z`));

/** The typed hours: a number 0 - 1,000,000, or null. */
export function typedHours(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : null;
}

/** Hours shown and compared at a tenth of an hour, as the meter shows them. */
export const tenth = (n: number) => Math.round(n * 10) / 10;
export const hoursText = (n: number | null) => (n === null ? '' : String(tenth(n)));

/** The hours differ from what the telemetry says for that time: the report calibrates first. */
export function calibrationNeeded(c: ServiceReportContext): boolean {
  const typed = typedHours(c.machineHours);
  return typed !== null && (c.hoursAtTime === null || tenth(typed) !== tenth(c.hoursAtTime));
}

/** Spec §5: disabled unless machine hours and a comment are set (and a time, which the hours need). */
export const canSubmit = (c: ServiceReportContext) => c.performedAt !== null && typedHours(c.machineHours) !== null && c.comment.trim() !== '';

export const submitLabel = (c: ServiceReportContext) => (calibrationNeeded(c) ? CALIBRATE_AND_REPORT : REPORT);

/** Anything typed or chosen: cancelling asks first. */
export const dirty = (c: ServiceReportContext) => c.performedAt !== null || c.machineHours.trim() !== '' || c.comment.trim() !== '';
