// Holidays of a place alert: days (in the place's time zone) on which any engine start raises an
// alert (IgnitionOnHoliday).
import { useState } from 'react';
import { Badge, Button, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon, PlusIcon } from '@radix-ui/react-icons';
import { addHoliday, removeHoliday } from '../../../machines/placeAlertForm/placeAlertForm.rules.ts';
import { useT } from '../../i18n/useT.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { displayDay } from '../../components/dates/dayText.ts';

const MAX_HOLIDAYS = 366;

export function HolidaysField({ holidays, disabled, onChange }: { holidays: readonly string[]; disabled: boolean; onChange: (holidays: string[]) => void }) {
  const t = useT();
  const [day, setDay] = useState('');
  const add = () => {
    onChange(addHoliday(holidays, day));
    setDay('');
  };
  return (
    <Flex direction="column" gap="2">
      <Text as="label" htmlFor="alert-holiday" size="2" weight="bold">
        {t('Holidays')}
      </Text>
      <Flex gap="2" align="start">
        <DateInput id="alert-holiday" value={day} disabled={disabled} onChange={setDay} style={{ width: 170 }} />
        <Button variant="soft" disabled={disabled || day === '' || holidays.length >= MAX_HOLIDAYS} onClick={add}>
          <PlusIcon /> {t('Add holiday')}
        </Button>
      </Flex>
      {holidays.length === 0 ? (
        <Text size="1" color="gray">
          {t('No holidays')}
        </Text>
      ) : (
        <Flex gap="2" wrap="wrap" data-testid="alert-holidays">
          {holidays.map((d) => (
            <Badge key={d} size="2" color="gray" variant="soft">
              {displayDay(d)}
              <IconButton
                size="1"
                variant="ghost"
                color="gray"
                disabled={disabled}
                aria-label={t('Remove holiday {day}', { day: d })}
                onClick={() => onChange(removeHoliday(holidays, d))}
              >
                <Cross2Icon />
              </IconButton>
            </Badge>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
