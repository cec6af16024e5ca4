// Work shifts of a place alert: the spec's presets (weekdays Mon-Fri 18:00-06:00, weekend Sat-Sun
// the whole day, none) and each shift's weekdays and times in the place's time zone. Edits go to the
// machine as the whole new list (placeAlertForm.rules.ts makes it).
import { Button, Checkbox, Flex, IconButton, SegmentedControl, Text } from '@radix-ui/themes';
import { PlusIcon, TrashIcon } from '@radix-ui/react-icons';
import { addShift, MAX_SHIFTS, presetOf, removeShift, setShiftDay, setShiftTime, shiftSpan } from '../../../machines/placeAlertForm/placeAlertForm.rules.ts';
import { WEEKDAYS, type ShiftPreset, type WorkShift } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { TimeInput } from '../../components/dates/TimeInput.tsx';

const DAY_LABELS = [msg('Mon'), msg('Tue'), msg('Wed'), msg('Thu'), msg('Fri'), msg('Sat'), msg('Sun')];
const SPAN = { sameDay: msg('The same day'), nextDay: msg('Ends the next day'), wholeDay: msg('The whole day') } as const;

interface Props {
  shifts: readonly WorkShift[];
  timeZone: string | null;
  disabled: boolean;
  errors: Readonly<Record<string, string | undefined>>;
  onPreset: (preset: ShiftPreset) => void;
  onChange: (shifts: WorkShift[]) => void;
}

export function ShiftsField({ shifts, timeZone, disabled, errors, onPreset, onChange }: Props) {
  const t = useT();
  const preset = presetOf(shifts);
  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="bold" id="alert-shifts-label">
        {t('Work shifts')}
      </Text>
      <Text size="1" color="gray">
        {timeZone
          ? t('An engine started inside a shift raises an alert. Times in {zone}.', { zone: timeZone })
          : t("An engine started inside a shift raises an alert. Times in the place's time zone.")}
      </Text>
      <SegmentedControl.Root
        value={preset}
        onValueChange={(v) => (v === 'weekdays' || v === 'weekend' || v === 'none') && onPreset(v)}
        aria-labelledby="alert-shifts-label"
        style={{ opacity: disabled ? 0.6 : 1, pointerEvents: disabled ? 'none' : undefined }}
      >
        <SegmentedControl.Item value="weekdays">{t('Weekdays')}</SegmentedControl.Item>
        <SegmentedControl.Item value="weekend">{t('Weekend')}</SegmentedControl.Item>
        <SegmentedControl.Item value="none">{t('None')}</SegmentedControl.Item>
        {preset === 'custom' ? <SegmentedControl.Item value="custom">{t('Custom')}</SegmentedControl.Item> : null}
      </SegmentedControl.Root>
      {shifts.map((shift, i) => (
        <Flex
          key={i}
          direction="column"
          gap="2"
          p="2"
          style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-2)' }}
          data-testid="alert-shift"
        >
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('Shift {n} weekdays', { n: i + 1 })}>
            {WEEKDAYS.map((day, d) => (
              <Text as="label" size="1" key={day}>
                <Flex gap="1" align="center">
                  <Checkbox checked={shift[day]} disabled={disabled} onCheckedChange={(v) => onChange(setShiftDay(shifts, i, day, v === true))} />
                  {t(DAY_LABELS[d])}
                </Flex>
              </Text>
            ))}
          </Flex>
          <Flex gap="2" align="end" wrap="wrap">
            <ShiftTime
              id={`shift-${i}-start`}
              label={t('From')}
              value={shift.startPlaceTime}
              disabled={disabled}
              onChange={(v) => onChange(setShiftTime(shifts, i, 'start', v))}
            />
            <ShiftTime
              id={`shift-${i}-end`}
              label={t('To')}
              value={shift.endPlaceTime}
              disabled={disabled}
              onChange={(v) => onChange(setShiftTime(shifts, i, 'end', v))}
            />
            <Text size="1" color="gray" style={{ flex: 1, minWidth: 100, paddingBottom: 8 }}>
              {t(SPAN[shiftSpan(shift)])}
            </Text>
            <IconButton
              variant="soft"
              color="gray"
              disabled={disabled}
              aria-label={t('Remove shift {n}', { n: i + 1 })}
              onClick={() => onChange(removeShift(shifts, i))}
            >
              <TrashIcon />
            </IconButton>
          </Flex>
          {errors[`triggers.workShifts[${i}]`] ? (
            <Text size="1" color="red" role="alert">
              {t(errors[`triggers.workShifts[${i}]`]!)}
            </Text>
          ) : null}
        </Flex>
      ))}
      <Button variant="soft" disabled={disabled || shifts.length >= MAX_SHIFTS} onClick={() => onChange(addShift(shifts))} style={{ alignSelf: 'start' }}>
        <PlusIcon /> {t('Add shift')}
      </Button>
    </Flex>
  );
}

function ShiftTime({ id, label, value, disabled, onChange }: { id: string; label: string; value: string; disabled: boolean; onChange: (v: string) => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="1">
        {label}
      </Text>
      <TimeInput id={id} value={value} disabled={disabled} onChange={onChange} style={{ width: 90 }} />
    </Flex>
  );
}
