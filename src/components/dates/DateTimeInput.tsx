// A moment as a day (YYYY/MM/DD with its calendar) and a 24 h time (HH:mm) side by side. The form
// gets 'YYYY-MM-DDTHH:mm' (what a datetime-local input gave) once both are whole, else ''.
import { useState } from 'react';
import { Flex } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';
import { DateInput } from './DateInput.tsx';
import { TimeInput } from './TimeInput.tsx';

export interface DateTimeInputProps {
  /** The day field's id (a <label htmlFor> names it); the time field's is `${id}-clock`. */
  id: string;
  /** 'YYYY-MM-DDTHH:mm', or ''. */
  value: string;
  onChange: (value: string) => void;
  /** Days after this one cannot be picked in the calendar. */
  latest?: string;
}

export function DateTimeInput({ id, value, onChange, latest }: DateTimeInputProps) {
  const t = useT();
  // Each half is kept while the other is unfinished, so typing the time first loses nothing.
  const [day, setDay] = useState(value.slice(0, 10));
  const [time, setTime] = useState(value.slice(11, 16));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== '') {
      setDay(value.slice(0, 10));
      setTime(value.slice(11, 16));
    }
  }
  const change = (nextDay: string, nextTime: string) => {
    setDay(nextDay);
    setTime(nextTime);
    const next = nextDay && nextTime ? `${nextDay}T${nextTime}` : '';
    // Only a change of the whole value is news: typing the time while the day is still empty is not.
    if (next === shown) return;
    setShown(next);
    onChange(next);
  };
  return (
    <Flex gap="2" align="start" wrap="wrap">
      <DateInput id={id} value={day} latest={latest} onChange={(d) => change(d, time)} style={{ flex: '1 1 150px' }} />
      <TimeInput id={`${id}-clock`} label={t('Time (HH:mm)')} value={time} onChange={(v) => change(day, v)} style={{ width: 90 }} />
    </Flex>
  );
}
