// A from–to pair of day fields ('YYYY-MM-DD', both days included). An empty bound skips the load
// (spec: loads are skipped when date bounds are empty).
import { Flex, Text, TextField } from '@radix-ui/themes';

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
  return (
    <Flex gap="2" align="end">
      <Flex direction="column" gap="1">
        <Text as="label" size="1" color="gray" htmlFor={`${idPrefix}-from`}>
          From
        </Text>
        <TextField.Root
          id={`${idPrefix}-from`}
          type="date"
          size="1"
          value={range.from}
          max={range.to || undefined}
          onChange={(e) => onChange({ ...range, from: e.target.value })}
        />
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="1" color="gray" htmlFor={`${idPrefix}-to`}>
          To
        </Text>
        <TextField.Root
          id={`${idPrefix}-to`}
          type="date"
          size="1"
          value={range.to}
          min={range.from || undefined}
          onChange={(e) => onChange({ ...range, to: e.target.value })}
        />
      </Flex>
    </Flex>
  );
}
