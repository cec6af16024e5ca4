// A time of day typed as 24 h HH:mm (spec), whatever the browser's locale would make of a native
// time input (AM/PM in en-US). The form gets 'HH:mm', or '' while the text is not a time.
import type { CSSProperties } from 'react';
import { TextField } from '@radix-ui/themes';
import { useT } from '../../i18n/useT.ts';
import { parseTime } from './dayText.ts';
import { useTypedValue } from './useTypedValue.ts';

const sameText = (time: string) => time;

export interface TimeInputProps {
  id?: string;
  /** 'HH:mm', or ''. */
  value: string;
  onChange: (time: string) => void;
  label?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

export function TimeInput({ id, value, onChange, label, disabled, style }: TimeInputProps) {
  const t = useT();
  const { text, unreadable: notATime, settle, type } = useTypedValue(value, onChange, parseTime, sameText);
  return (
    <TextField.Root
      id={id}
      value={text}
      placeholder={t('HH:mm')}
      inputMode="numeric"
      maxLength={5}
      disabled={disabled}
      aria-label={label}
      aria-invalid={notATime || undefined}
      color={notATime ? 'red' : undefined}
      style={style}
      onChange={(e) => type(e.target.value)}
      onBlur={settle}
    />
  );
}
