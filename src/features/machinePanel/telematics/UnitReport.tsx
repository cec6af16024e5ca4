// What the unit itself says beyond its position (issue 25): a clock that could not be right (its
// reports are stored at the server's receive time; decision 0032), reports that arrived late, and
// the latest value of every extra it sends (rpm, fuel, odometer, …) with the time of its report.
import { Callout, Flex, Table, Text } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import type { AssetTelematics } from '../machinePanel.api.ts';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { useFormat, type Formatter } from '../../../format/format.ts';

/** Names of the values the product knows (server/src/telemetry/attributes.ts); others show as the unit named them. */
const VALUE_NAMES: Record<string, string> = {
  rpm: msg('Engine speed'),
  fuel: msg('Fuel level'),
  odometer: msg('Odometer'),
  hdop: msg('HDOP'),
  coolantTemp: msg('Coolant temperature'),
  cell: msg('Mobile cell'),
  wifi: msg('Wi-Fi access points'),
  charge: msg('Unit battery charging'),
  motion: msg('Moving'),
  activity: msg('Activity'),
  gnssStatus: msg('GNSS status'),
  batteryVoltage: msg('Unit battery voltage'),
  alarmText: msg('Alarm as the unit named it'),
};

type Value = NonNullable<AssetTelematics['latestValues'][number]>;

function shown(v: Value, t: (s: string) => string, format: Formatter): string {
  if (v.value === 'true') return t('Yes');
  if (v.value === 'false') return t('No');
  if (v.numericValue === null || v.numericValue === undefined) return v.value;
  // An odometer reads in kilometres; the rest in the unit it comes in, in the language's format.
  if (v.key === 'odometer') return format.kilometres(v.numericValue);
  if (v.unit === 'V') return format.volts(v.numericValue);
  if (v.unit === '%') return format.percent(v.numericValue);
  return format.measure(v.numericValue, 2, v.unit ?? undefined);
}

export function UnitReport({ device: d }: { device: AssetTelematics }) {
  const t = useT();
  const format = useFormat();
  const values = d.latestValues.filter((v): v is Value => v !== null);
  return (
    <Flex direction="column" gap="3">
      {d.clockFaults > 0 ? (
        <Callout.Root color="amber" role="status" data-testid="clock-faults">
          <Callout.Icon>
            <ClockIcon />
          </Callout.Icon>
          <Callout.Text>
            {t(
              "Reports with a time that could not be right: {count}. They were stored at the time they arrived. Latest: received {received}, the unit said {claimed}. Check the unit's clock.",
              {
                count: d.clockFaults,
                received: d.clockFaultUserTimeFormatted ?? '—',
                claimed: d.clockFaultClaimedUserTimeFormatted ?? '—',
              },
            )}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {d.lateReports > 0 ? (
        <Text size="2" color="gray" data-testid="late-reports">
          {t('Reports that arrived after newer ones (an emptied buffer), kept as history: {count}.', { count: d.lateReports })}
        </Text>
      ) : null}
      {values.length > 0 ? (
        <Table.Root size="1" variant="surface" aria-label={t('Latest values from the unit')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('Value')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('Reading')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('Reported')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {values.map((v) => (
              <Table.Row key={v.key}>
                <Table.RowHeaderCell>{VALUE_NAMES[v.key] ? t(VALUE_NAMES[v.key]) : v.key}</Table.RowHeaderCell>
                <Table.Cell style={{ overflowWrap: 'anywhere' }}>{shown(v, t, format)}</Table.Cell>
                <Table.Cell style={{ whiteSpace: 'nowrap' }}>{v.userTimeFormatted}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Flex>
  );
}
