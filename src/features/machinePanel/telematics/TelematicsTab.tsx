// Telematics tab (features spec, sections 2 and 3): the machine's telematics unit.
import { Badge, DataList, Flex, Progress, Text } from '@radix-ui/themes';
import { loadTelematics, type AssetTelematics } from '../machinePanel.api.ts';
import type { PanelTabProps } from '../panelTabs.ts';
import { TabEmpty, TabFailure, TabLoading } from '../TabStates.tsx';
import { useDetailLoad } from '../useDetailLoad.ts';
import { useT } from '../../../i18n/useT.ts';
import { msg } from '../../../i18n/i18n.ts';
import { UnitReport } from './UnitReport.tsx';

export const NO_TELEMATICS = msg('No telematics data available');

const GNSS_COLORS = { 0: 'red', 1: 'amber', 2: 'green' } as const;

export default function TelematicsTab({ assetId }: PanelTabProps) {
  const { view, data, error, retry } = useDetailLoad('telematics', assetId, loadTelematics);
  if (view === 'loading') return <TabLoading label={msg('Loading telematics')} />;
  if (view === 'error') return <TabFailure message={error?.message} onRetry={retry} />;
  if (view === 'empty' || !data) return <TabEmpty text={NO_TELEMATICS} />;
  return <TelematicsDevice device={data} />;
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function TelematicsDevice({ device: d }: { device: AssetTelematics }) {
  const t = useT();
  const rows: [string, string][] = [
    [msg('Status'), t(d.statusFormatted)],
    [msg('Type'), t(d.telematicTypeFormatted)],
    [msg('Integration source'), d.integrationSource],
    [msg('Brand'), dash(d.brand)],
    [msg('Model'), dash(d.model)],
    [msg('Device serial number'), d.deviceSerialNumber],
    [msg('IMEI'), dash(d.deviceImei)],
    [msg('Hardware unit'), dash(d.hardwareUnit)],
    [msg('TQ type'), dash(d.tqType)],
    [msg('Vehicle serial number'), dash(d.vehicleSerialNumber)],
    [msg('PIN/VIN'), dash(d.vin)],
    [msg('Trackunit machine ID'), dash(d.trackunitMachineId)],
    [msg('Installer'), dash(d.installer)],
    [msg('Configuration'), dash(d.telematicConfiguration)],
    [msg('Last communication'), dash(d.latestCommunicationUserTimeFormatted)],
    [msg('Last position'), dash(d.latestPositionUserTimeFormatted)],
  ];
  const battery = d.batteryLevel === null || d.batteryLevel === undefined ? null : Math.max(0, Math.min(100, d.batteryLevel));
  return (
    <Flex direction="column" gap="4" p="4" data-testid="telematics-tab">
      <Flex gap="5" wrap="wrap">
        <Flex direction="column" gap="1" style={{ flex: '1 1 200px' }}>
          <Text size="1" color="gray">
            {t('Battery')}
          </Text>
          {battery === null ? (
            <Text size="2">{t('No data')}</Text>
          ) : (
            <Flex align="center" gap="2">
              <Progress
                value={battery}
                max={100}
                size="3"
                color={battery < 20 ? 'red' : battery < 50 ? 'amber' : 'green'}
                aria-label={t('Battery level')}
                style={{ flex: 1 }}
              />
              <Text size="2" weight="medium" data-testid="battery-level">
                {Math.round(battery)} %
              </Text>
            </Flex>
          )}
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="1" color="gray">
            {t('GNSS quality')}
          </Text>
          {d.gnssQuality === null || d.gnssQuality === undefined ? (
            <Text size="2">{t('No data')}</Text>
          ) : (
            <Badge size="2" color={GNSS_COLORS[d.gnssQuality as 0 | 1 | 2] ?? 'gray'} data-testid="gnss-quality">
              {d.gnssQualityFormatted ? t(d.gnssQualityFormatted) : d.gnssQuality}
            </Badge>
          )}
        </Flex>
      </Flex>
      <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="170px">{t(label)}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      <UnitReport device={d} />
    </Flex>
  );
}
