// A day field in the product's pattern (YYYY/MM/DD; an ISO YYYY-MM-DD typed or pasted is read too)
// with a calendar button. The form gets 'YYYY-MM-DD', or '' while the text is empty or not a whole
// real day (what a native date input gave), so the machines behind the forms keep their values.
import type { CSSProperties } from 'react';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';
import { CalendarButton, type RangeBinding } from './CalendarButton.tsx';
import { displayDay, parseDay } from './dayText.ts';
import { useTypedValue } from './useTypedValue.ts';

export type { RangeBinding } from './CalendarButton.tsx';

export interface DateInputProps {
  id?: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** The field's name when no <label htmlFor> names it. */
  label?: string;
  disabled?: boolean;
  /** The form's own verdict (a server or rule error); text that is not a date is marked anyway. */
  invalid?: boolean;
  describedBy?: string;
  /** Days after this one cannot be picked in the calendar. */
  latest?: string;
  range?: RangeBinding;
  style?: CSSProperties;
}

export function DateInput({ id, value, onChange, label, disabled, invalid, describedBy, latest, range, style }: DateInputProps) {
  const t = useT();
  const { text, unreadable: notADay, settle, type, choose: pick } = useTypedValue(value, onChange, parseDay, displayDay);

  return (
    <Flex direction="column" gap="1" style={style}>
      <TextField.Root
        id={id}
        value={text}
        placeholder={t('YYYY/MM/DD')}
        inputMode="numeric"
        maxLength={10}
        disabled={disabled}
        aria-label={label}
        aria-invalid={notADay || invalid || undefined}
        aria-describedby={describedBy}
        color={notADay || invalid ? 'red' : undefined}
        onChange={(e) => type(e.target.value)}
        onBlur={settle}
      >
        <TextField.Slot side="right">
          <CalendarButton value={value} onPick={pick} range={range} latest={latest} disabled={disabled} />
        </TextField.Slot>
      </TextField.Root>
      {notADay ? (
        <Text size="1" color="red">
          {t('Enter a date as YYYY/MM/DD')}
        </Text>
      ) : null}
    </Flex>
  );
}
