// The machine's hour-meter findings of the last 90 days, flagged in its Service tab (issue 29,
// decision 0065): service by engine hours trusts this meter, so what does not add up shows where the
// hours are planned. Nothing found: nothing shown. The dashboard's call for this one machine, so the
// flag and Analytics → Hour-meter integrity agree.
import { Link as RouterLink } from 'wouter';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Link, Text } from '@radix-ui/themes';
import { addDaysTo } from '../../../../machines/format/clock.ts';
import { loadHourMeterCall } from '../../analytics/analytics.api.ts';
import { useSectionLoad } from '../../analytics/useSectionLoad.ts';
import { findingName } from '../../analytics/hourMeterKinds.ts';
import { useFormat } from '../../../format/format.ts';
import { useT } from '../../../i18n/useT.ts';

const DAYS = 90;
const SHOWN = 3;

export function HourMeterFlag({ assetId }: { assetId: number }) {
  const t = useT();
  const format = useFormat();
  const toDay = format.today();
  const { state } = useSectionLoad(loadHourMeterCall, { fromDay: addDaysTo(toDay, -(DAYS - 1)), toDay, assetIds: [assetId] });

  if (state.status === 'failed') {
    return (
      <Text size="1" color="gray" data-testid="hour-meter-flag" data-state="failed">
        {t('Hour-meter findings could not be loaded. Please try again later')}
      </Text>
    );
  }
  if (state.status !== 'ready' || state.data.totals.findings === 0) return null;
  const { totals, findings } = state.data;
  return (
    <Callout.Root color="amber" size="1" data-testid="hour-meter-flag" data-count={totals.findings}>
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="1">
        <Callout.Text weight="medium">
          {totals.findings === 1
            ? t('Hour meter: 1 finding in the last {days} days', { days: format.count(DAYS) })
            : t('Hour meter: {count} findings in the last {days} days', { count: format.count(totals.findings), days: format.count(DAYS) })}
        </Callout.Text>
        <Flex direction="column" gap="1" role="list" aria-label={t('Hour-meter integrity')}>
          {findings.rows.slice(0, SHOWN).map((f) => (
            <Text key={f.id} size="1" role="listitem">
              {t(findingName(f.kind))} · {format.dateTime(f.time)} ·{' '}
              {f.fromHours === null ? format.hours(f.toHours) : `${format.hours(f.fromHours)} → ${format.hours(f.toHours)}`}
            </Text>
          ))}
        </Flex>
        <Text size="1">
          <Link asChild>
            <RouterLink href="/analytics">{t('See hour-meter integrity in Analytics')}</RouterLink>
          </Link>
        </Text>
      </Flex>
    </Callout.Root>
  );
}
