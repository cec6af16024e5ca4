// What a place alert watches: its place (chosen once, for a new alert), entry and exit, work shifts
// and holidays.
import { Checkbox, Flex, Select, Text } from '@radix-ui/themes';
import type { PlaceAlertValues } from '../../../machines/placeAlertForm/placeAlertForm.types.ts';
import { useT } from '../../i18n/useT.ts';
import { HolidaysField } from './HolidaysField.tsx';
import { ShiftsField } from './ShiftsField.tsx';
import type { PlaceAlertFormActor } from './useAlertForms.ts';

interface Props {
  actor: PlaceAlertFormActor;
  values: PlaceAlertValues;
  places: readonly { id: number; name: string }[];
  creating: boolean;
  timeZone: string | null;
  busy: boolean;
  errors: Readonly<Record<string, string | undefined>>;
}

export function PlaceAlertTriggers({ actor, values, places, creating, timeZone, busy, errors }: Props) {
  const t = useT();
  const switchTo = (field: 'triggerOnEnter' | 'triggerOnExit') => (v: boolean | 'indeterminate') =>
    actor.send({ type: 'alert.switched', field, value: v === true });
  return (
    <>
      {creating ? (
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="bold" id="alert-place-label">
            {t('Place')}
          </Text>
          {places.length === 0 ? (
            <Text size="2" color="gray">
              {t('Every place already has an alert.')}
            </Text>
          ) : (
            <Select.Root
              value={values.placeId === null ? '' : String(values.placeId)}
              disabled={busy}
              onValueChange={(v) => actor.send({ type: 'alert.placeChosen', placeId: Number(v) })}
            >
              <Select.Trigger placeholder={t('Choose a place')} aria-labelledby="alert-place-label" />
              <Select.Content position="popper">
                {places.map((p) => (
                  <Select.Item key={p.id} value={String(p.id)}>
                    {p.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
          {errors.placeId ? (
            <Text size="1" color="red" role="alert">
              {t(errors.placeId)}
            </Text>
          ) : null}
        </Flex>
      ) : null}
      <Flex direction="column" gap="2" role="group" aria-labelledby="alert-triggers-label">
        <Text size="2" weight="bold" id="alert-triggers-label">
          {t('Triggers')}
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={values.triggerOnEnter} disabled={busy} onCheckedChange={switchTo('triggerOnEnter')} />
            {t('A machine enters the place')}
          </Flex>
        </Text>
        <Text as="label" size="2">
          <Flex gap="2" align="center">
            <Checkbox checked={values.triggerOnExit} disabled={busy} onCheckedChange={switchTo('triggerOnExit')} />
            {t('A machine leaves the place')}
          </Flex>
        </Text>
        {errors.triggers ? (
          <Text size="1" color="red" role="alert">
            {t(errors.triggers)}
          </Text>
        ) : null}
      </Flex>
      <ShiftsField
        shifts={values.workShifts}
        timeZone={timeZone}
        disabled={busy}
        errors={errors}
        onPreset={(preset) => actor.send({ type: 'alert.presetChosen', preset })}
        onChange={(workShifts) => actor.send({ type: 'alert.shiftsChanged', workShifts })}
      />
      <HolidaysField holidays={values.holidays} disabled={busy} onChange={(holidays) => actor.send({ type: 'alert.holidaysChanged', holidays })} />
    </>
  );
}
