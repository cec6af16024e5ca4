// A labelled day field (YYYY/MM/DD with its calendar; components/dates/DateInput). Only a whole,
// real date reaches the machine; anything else is an empty bound (and nothing loads until it is
// complete). With `range`, its calendar picks both bounds of a from–to pair.
import { Text } from '@radix-ui/themes';
import { DateInput, type RangeBinding } from '../../../components/dates/DateInput.tsx';
import { useT } from '../../../i18n/useT.ts';

export function DateField({ label, value, onChange, range }: { label: string; value: string; onChange: (isoDate: string) => void; range?: RangeBinding }) {
  const t = useT();
  return (
    <label style={{ flex: '1 1 150px' }}>
      <Text as="div" size="1" color="gray" mb="1">
        {label}
      </Text>
      <DateInput label={t('{label} date', { label })} value={value} onChange={onChange} range={range} />
    </label>
  );
}
