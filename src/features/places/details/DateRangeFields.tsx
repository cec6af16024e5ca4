// A from–to pair of day fields, typed as the spec displays dates (YYYY/MM/DD; the machine panel's
// DateField), held as 'YYYY-MM-DD' with both days included. An empty or unfinished bound skips the
// load (spec: loads are skipped when date bounds are empty).
import { Flex } from '@radix-ui/themes';
import { DateField } from '../../machinePanel/events/DateField.tsx';
import { useT } from '../../../i18n/useT.ts';

export interface DayRange {
  from: string;
  to: string;
}

const two = (n: number) => String(n).padStart(2, '0');
/** A local calendar day `daysBack` days before today, 'YYYY-MM-DD'. */
export function dayBefore(daysBack: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysBack);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** From `days` days back to today. */
export const defaultRange = (days: number): DayRange => ({ from: dayBefore(days), to: dayBefore(0) });
export const completeRange = (r: DayRange) => r.from !== '' && r.to !== '' && r.from <= r.to;

export function DateRangeFields({ idPrefix, range, onChange }: { idPrefix: string; range: DayRange; onChange: (range: DayRange) => void }) {
  const t = useT();
  return (
    <Flex gap="2" align="start" style={{ maxWidth: 340 }} data-testid={`${idPrefix}-range`}>
      <DateField label={t('From')} value={range.from} onChange={(from) => onChange({ ...range, from })} />
      <DateField label={t('To')} value={range.to} onChange={(to) => onChange({ ...range, to })} />
    </Flex>
  );
}
