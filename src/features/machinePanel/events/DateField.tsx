// A date typed as the spec displays dates (YYYY/MM/DD). Only a whole, real date reaches the
// machine; anything else is an empty bound (and nothing loads until it is complete).
import { useState } from 'react';
import { Text, TextField } from '@radix-ui/themes';
import { displayDate } from '../../../../machines/weekNavigator/isoWeek.ts';
import { parseDisplayDate } from './eventKinds.ts';
import { useT } from '../../../i18n/useT.ts';

export function DateField({ label, value, onChange }: { label: string; value: string; onChange: (isoDate: string) => void }) {
  const t = useT();
  const [text, setText] = useState(value ? displayDate(value) : '');
  const invalid = text.trim() !== '' && parseDisplayDate(text) === null;
  return (
    <label style={{ flex: '1 1 150px' }}>
      <Text as="div" size="1" color="gray" mb="1">
        {label}
      </Text>
      <TextField.Root
        value={text}
        placeholder={t('YYYY/MM/DD')}
        inputMode="numeric"
        aria-label={t('{label} date', { label })}
        aria-invalid={invalid}
        color={invalid ? 'red' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          onChange(parseDisplayDate(e.target.value) ?? '');
        }}
      />
      {invalid ? (
        <Text as="div" size="1" color="red" mt="1">
          {t('Enter a date as YYYY/MM/DD')}
        </Text>
      ) : null}
    </label>
  );
}
