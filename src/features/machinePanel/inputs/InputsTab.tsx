// Inputs tab, "machine data" in the spec: power supply, battery main switch and DIN1-DIN3 as of the
// week's end, and the battery voltage of the ISO week with an expand dialog and the alarm threshold.
import { useState } from 'react';
import { Badge, Button, Dialog, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { EnterFullScreenIcon } from '@radix-ui/react-icons';
import { loadInputs, type AssetInputs } from '../machinePanel.api.ts';
import type { PanelTabProps } from '../panelTabs.ts';
import { TabEmpty, TabFailure, TabLoading } from '../TabStates.tsx';
import { useDetailLoad } from '../useDetailLoad.ts';
import { useWeekNavigator, useWeekRange, WeekNavigator } from '../WeekNavigator.tsx';
import { BatteryChart } from './BatteryChart.tsx';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { zoneKeyed } from '../zoneKeyed.tsx';

export const NO_BATTERY_DATA = msg('No battery data available for the selected time period');

export default zoneKeyed(InputsTab);

function InputsTab({ assetId }: PanelTabProps) {
  const week = useWeekNavigator();
  const range = useWeekRange(week);
  const { view, data, error, retry } = useDetailLoad('machineData', { assetId, ...range }, loadInputs);
  return (
    <Flex direction="column" gap="4" p="4" data-testid="inputs-tab" data-view={view}>
      <WeekNavigator actor={week} />
      {view === 'loading' ? <TabLoading label={msg('Loading machine data')} /> : null}
      {view === 'error' ? <TabFailure message={error?.message} onRetry={retry} /> : null}
      {view === 'empty' ? <TabEmpty text={NO_BATTERY_DATA} /> : null}
      {view === 'ready' && data ? <Inputs inputs={data} weekStart={range.from} /> : null}
    </Flex>
  );
}

type InputState = AssetInputs['powerSupply'];

function StateRow({ label, state }: { label: string; state: InputState }) {
  const t = useT();
  const color = state.value === true ? 'green' : state.value === false ? 'gray' : 'amber';
  return (
    <Flex justify="between" align="center" gap="3" py="1" data-testid="input-state" data-input={label}>
      <Text size="2">{t(label)}</Text>
      <Flex align="center" gap="2">
        {state.changedUserTimeFormatted ? (
          <Text size="1" color="gray">
            {t('since {time}', { time: state.changedUserTimeFormatted })}
          </Text>
        ) : null}
        <Badge color={color} variant={state.value === null ? 'outline' : 'soft'} style={{ minWidth: 56, justifyContent: 'center' }}>
          {t(state.valueFormatted)}
        </Badge>
      </Flex>
    </Flex>
  );
}

function Inputs({ inputs, weekStart }: { inputs: AssetInputs; weekStart: string }) {
  const t = useT();
  const [showThreshold, setShowThreshold] = useState(false);
  const points = inputs.batteryHistory.flatMap((p) => (p ? [p] : []));
  const threshold = inputs.batteryAlarmThreshold ?? null;
  const thresholdToggle = (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Switch size="1" checked={showThreshold && threshold !== null} disabled={threshold === null} onCheckedChange={setShowThreshold} />
        {threshold !== null ? t('Alarm threshold ({value} V)', { value: threshold }) : t('Alarm threshold')}
      </Flex>
    </Text>
  );
  return (
    <>
      <Flex direction="column">
        <StateRow label={msg('Power supply')} state={inputs.powerSupply} />
        <StateRow label={msg('Battery main switch')} state={inputs.batteryMainSwitch} />
        <StateRow label="DIN1" state={inputs.din1} />
        <StateRow label="DIN2" state={inputs.din2} />
        <StateRow label="DIN3" state={inputs.din3} />
        {inputs.deviceInstalledAfterBatteryMainSwitch ? (
          <Text size="1" color="gray" mt="1">
            {t('The telematics unit is installed after the battery main switch: it is off while the switch is off.')}
          </Text>
        ) : null}
      </Flex>

      <Flex direction="column" gap="2">
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Heading as="h3" size="3">
            {t('Battery voltage')}
            {inputs.voltageFormatted ? (
              <Text color="gray" weight="regular">
                {' '}
                {t('· now {value}', { value: inputs.voltageFormatted })}
              </Text>
            ) : null}
          </Heading>
          <Flex gap="3" align="center">
            {thresholdToggle}
            {points.length ? (
              <Dialog.Root>
                <Dialog.Trigger>
                  <Button size="1" variant="soft" aria-label={t('Expand battery chart')}>
                    <EnterFullScreenIcon /> {t('Expand')}
                  </Button>
                </Dialog.Trigger>
                <Dialog.Content maxWidth="960px" aria-describedby={undefined}>
                  <Flex justify="between" align="center" mb="3" gap="3" wrap="wrap">
                    <Dialog.Title mb="0">{t('Battery voltage')}</Dialog.Title>
                    {thresholdToggle}
                  </Flex>
                  <BatteryChart
                    points={points}
                    weekStart={weekStart}
                    threshold={threshold}
                    showThreshold={showThreshold}
                    height={380}
                    testId="battery-chart-expanded"
                  />
                  <Flex justify="end" mt="3">
                    <Dialog.Close>
                      <Button variant="soft" color="gray">
                        {t('Close')}
                      </Button>
                    </Dialog.Close>
                  </Flex>
                </Dialog.Content>
              </Dialog.Root>
            ) : null}
          </Flex>
        </Flex>
        {points.length ? (
          <BatteryChart points={points} weekStart={weekStart} threshold={threshold} showThreshold={showThreshold} height={200} testId="battery-chart" />
        ) : (
          <TabEmpty text={NO_BATTERY_DATA} />
        )}
      </Flex>
    </>
  );
}
