// The range choice: presets, a custom range (applied with a button once valid) and N of "unused for
// N days". The analyticsRange machine holds the choice; this only sends what the user picked.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button, Flex, SegmentedControl, Select, Text, TextField } from '@radix-ui/themes';
import { useNarrowScreen } from '../../app/useNarrowScreen.ts';
import type { analyticsRangeMachine } from '../../../machines/analyticsRange/analyticsRange.machine.ts';
import { PRESETS, rangeDays, rangeError, unusedDaysOk } from '../../../machines/analyticsRange/analyticsRange.range.ts';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { FormField } from '../../components/form/FormField.tsx';
import { useFormat } from '../../format/format.ts';
import { msg } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

type Actor = ActorRefFrom<typeof analyticsRangeMachine>;

export function RangeBar({ actor }: { actor: Actor }) {
  const t = useT();
  const format = useFormat();
  const narrow = useNarrowScreen();
  const preset = useSelector(actor, (s) => s.context.preset);
  const fromDay = useSelector(actor, (s) => s.context.fromDay);
  const toDay = useSelector(actor, (s) => s.context.toDay);
  const unusedDays = useSelector(actor, (s) => s.context.unusedDays);
  // The custom range being typed: sent once it is a valid range and applied.
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const [nText, setNText] = useState<string | null>(null);
  const custom = draft ?? { from: fromDay, to: toDay };
  const problem = rangeError(custom.from, custom.to);
  const n = Number(nText ?? unusedDays);
  const nOk = nText === null || (/^\d{1,3}$/.test(nText) && unusedDaysOk(n, fromDay, toDay));

  const choose = (value: string) => {
    if (!value) return;
    setDraft(null);
    if (value === 'custom') setDraft({ from: fromDay, to: toDay });
    else actor.send({ type: 'range.presetChosen', preset: value as (typeof PRESETS)[number]['preset'] });
  };
  const customOpen = draft !== null || preset === 'custom';
  const pickRange = { from: custom.from, to: custom.to, onChange: (r: { from: string; to: string }) => setDraft(r) };
  return (
    <Flex direction="column" gap="3">
      <Flex gap="3" align="center" wrap="wrap">
        {narrow ? (
          // A phone has no room for four segments: the same choice as a select.
          <Select.Root value={customOpen ? 'custom' : preset} onValueChange={choose}>
            <Select.Trigger aria-label={t('Range')} />
            <Select.Content>
              {PRESETS.map((p) => (
                <Select.Item key={p.preset} value={p.preset}>
                  {t(p.label)}
                </Select.Item>
              ))}
              <Select.Item value="custom">{t(CUSTOM)}</Select.Item>
            </Select.Content>
          </Select.Root>
        ) : (
          <SegmentedControl.Root value={customOpen ? 'custom' : preset} onValueChange={choose} aria-label={t('Range')}>
            {PRESETS.map((p) => (
              <SegmentedControl.Item key={p.preset} value={p.preset}>
                {t(p.label)}
              </SegmentedControl.Item>
            ))}
            <SegmentedControl.Item value="custom">{t(CUSTOM)}</SegmentedControl.Item>
          </SegmentedControl.Root>
        )}
        <Text size="2" color="gray" data-testid="analytics-range">
          {format.day(fromDay)} – {format.day(toDay)}
        </Text>
      </Flex>
      {customOpen ? (
        <Flex gap="3" align="end" wrap="wrap" asChild>
          <form
            aria-label={t('Custom range')}
            onSubmit={(e) => {
              e.preventDefault();
              if (problem !== null) return;
              actor.send({ type: 'range.customApplied', fromDay: custom.from, toDay: custom.to });
              setDraft(null);
            }}
          >
            <FormField id="analytics-from" label={t('From')} error={problem ? t(problem) : undefined} hint={t('YYYY/MM/DD')}>
              <DateInput id="analytics-from" value={custom.from} range={pickRange} onChange={(day) => setDraft({ from: day, to: custom.to })} />
            </FormField>
            <FormField id="analytics-to" label={t('To')} hint={t('At most 366 days')}>
              <DateInput id="analytics-to" value={custom.to} range={pickRange} onChange={(day) => setDraft({ from: custom.from, to: day })} />
            </FormField>
            <Button type="submit" disabled={problem !== null}>
              {t('Apply')}
            </Button>
          </form>
        </Flex>
      ) : null}
      <Flex gap="2" align="center" asChild>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (!nOk) return;
            actor.send({ type: 'range.unusedDaysChanged', days: n });
            setNText(null);
          }}
        >
          <Text as="label" size="2" htmlFor="analytics-unused-days">
            {t('Unused for at least')}
          </Text>
          <TextField.Root
            id="analytics-unused-days"
            inputMode="numeric"
            value={nText ?? String(unusedDays)}
            onChange={(e) => setNText(e.target.value)}
            color={nOk ? undefined : 'red'}
            aria-invalid={!nOk}
            style={{ width: 64 }}
            maxLength={3}
          />
          <Text size="2">{t('days')}</Text>
          {nText !== null && nText !== String(unusedDays) ? (
            <Button size="1" type="submit" variant="soft" disabled={!nOk}>
              {t('Apply')}
            </Button>
          ) : null}
          {!nOk ? (
            <Text size="1" color="red">
              {t('1 to {max} days (the range)', { max: format.count(rangeDays(fromDay, toDay)) })}
            </Text>
          ) : null}
        </form>
      </Flex>
    </Flex>
  );
}

const CUSTOM = msg('Custom');
