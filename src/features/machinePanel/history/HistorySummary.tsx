// Total machine hours, hours in the week, and the week's production and idle time.
import { Card, Flex, Grid, Text } from '@radix-ui/themes';
import type { AssetHistory } from '../machinePanel.api.ts';
import { useT } from '../../../i18n/useT.ts';
import { useFormat } from '../../../format/format.ts';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card size="1">
      <Flex direction="column" gap="1">
        <Text size="1" color="gray">
          {label}
        </Text>
        <Text size="4" weight="bold" data-testid={testId}>
          {value}
        </Text>
      </Flex>
    </Card>
  );
}

export function HistorySummary({ history }: { history: AssetHistory }) {
  const t = useT();
  // The figures from their numbers, in the language's format (the API's …Formatted texts are English).
  const { hours } = useFormat();
  const kpi = (type: string) => history.kpis.find((k) => k?.kpiType === type)?.valueFormatted ?? '—';
  return (
    <Grid columns="2" gap="2">
      <Stat
        label={t('Total machine hours')}
        value={history.totalMachineHoursFormatted === null || history.totalMachineHours === null ? '—' : hours(history.totalMachineHours)}
        testId="total-machine-hours"
      />
      <Stat label={t('Hours this week')} value={hours(history.hoursInRange)} testId="hours-in-range" />
      <Stat label={t('Production')} value={kpi('Production')} testId="kpi-production" />
      <Stat label={t('Idle')} value={kpi('Idle')} testId="kpi-idle" />
    </Grid>
  );
}
