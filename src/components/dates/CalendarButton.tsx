// The calendar button at the end of a date field: a Radix popover with the month grid (Calendar).
// One day, or with `range` both bounds of a from–to pair: the
// first pick starts a new range, the second ends it (either order) and closes the calendar.
import { useState } from 'react';
import { IconButton, Popover, Text } from '@radix-ui/themes';
import { CalendarIcon } from '@radix-ui/react-icons';
import { useLanguage, useT } from '../../i18n/useT.ts';
import { useFormat } from '../../format/format.ts';
import { dateToDay, dayToDate } from './dayText.ts';
// Imported statically: it comes with the screens that have a date field, never with the login page
// (a lazy import() here made the bundler split the login page's shared chunks: 0.9 KB heavier).
import Calendar from './Calendar.tsx';

/** Both bounds of a range field: its calendar picks the two days in a row. */
export interface RangeBinding {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

export interface CalendarButtonProps {
  /** The field's day, 'YYYY-MM-DD' or ''. */
  value: string;
  onPick: (day: string) => void;
  range?: RangeBinding;
  /** Days after this one cannot be picked. */
  latest?: string;
  disabled?: boolean;
}

export function CalendarButton({ value, onPick, range, latest, disabled }: CalendarButtonProps) {
  const t = useT();
  const language = useLanguage();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [pendingFrom, setPendingFrom] = useState<string | null>(null);
  const pick = (day: string) => {
    if (!range) {
      onPick(day);
      setOpen(false);
    } else if (pendingFrom === null) {
      setPendingFrom(day);
    } else {
      range.onChange(pendingFrom <= day ? { from: pendingFrom, to: day } : { from: day, to: pendingFrom });
      setOpen(false);
    }
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setPendingFrom(null);
      }}
    >
      <Popover.Trigger>
        <IconButton type="button" size="1" variant="ghost" color="gray" disabled={disabled} aria-label={t('Open calendar')}>
          <CalendarIcon />
        </IconButton>
      </Popover.Trigger>
      <Popover.Content
        size="1"
        aria-label={t('Calendar')}
        // The calendar focuses the chosen day (or today) itself.
        onOpenAutoFocus={(e) => e.preventDefault()}
      >
        <Calendar
          language={language}
          mode={range ? 'range' : 'single'}
          from={dayToDate(range ? range.from : value)}
          to={dayToDate(range ? range.to : value)}
          month={dayToDate(value || range?.from || range?.to || '')}
          today={dayToDate(format.today())}
          latest={latest ? dayToDate(latest) : undefined}
          pendingFrom={pendingFrom ? dayToDate(pendingFrom) : undefined}
          onPick={(date) => pick(dateToDay(date))}
        />
        {range ? (
          <Text as="p" size="1" color="gray" mt="1" role="status">
            {pendingFrom === null ? t('Pick the first day') : t('Pick the last day')}
          </Text>
        ) : null}
      </Popover.Content>
    </Popover.Root>
  );
}
