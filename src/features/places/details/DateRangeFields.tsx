// A from–to pair of day fields, typed as the spec displays dates (YYYY/MM/DD; the machine panel's
// DateField) or picked as a range in either field's calendar, held as 'YYYY-MM-DD' with both days
// included. An empty or unfinished bound skips the
// load (spec: loads are skipped when date bounds are empty).
import { Flex } from '@radix-ui/themes';
import { DateField } from '../../machinePanel/events/DateField.tsx';
import { useT } from '../../../i18n/useT.ts';

export interface DayRange {
  from: string;
  to: string;
}

/**
 * The calendar day `daysBack` days before today in `timeZone` (the place's: its calls take place
 * time), 'YYYY-MM-DD'. Not the browser's today: a browser in another zone than the place would miss
 * the place's newest hours (or ask for a day that has not begun there).
 */
export function dayBefore(daysBack: number, timeZone: string, now = new Date()): string {
  const options = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { ...options, timeZone }).format(now);
  } catch {
    today = new Intl.DateTimeFormat('en-CA', options).format(now); // a zone this browser does not know
  }
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - daysBack);
  return day.toISOString().slice(0, 10);
}

/** From `days` days back to today, in the place's time zone. */
export const defaultRange = (days: number, timeZone: string): DayRange => ({ from: dayBefore(days, timeZone), to: dayBefore(0, timeZone) });
export const completeRange = (r: DayRange) => r.from !== '' && r.to !== '' && r.from <= r.to;

export function DateRangeFields({ idPrefix, range, onChange }: { idPrefix: string; range: DayRange; onChange: (range: DayRange) => void }) {
  const t = useT();
  return (
    <Flex gap="2" align="start" style={{ maxWidth: 360 }} data-testid={`${idPrefix}-range`}>
      <DateField label={t('From')} value={range.from} onChange={(from) => onChange({ ...range, from })} range={{ ...range, onChange }} />
      <DateField label={t('To')} value={range.to} onChange={(to) => onChange({ ...range, to })} range={{ ...range, onChange }} />
    </Flex>
  );
}
