// Telematics tab (features spec, sections 2 and 3): the machine's telematics unit.
import { Badge, DataList, Flex, Progress, Text } from '@radix-ui/themes';
import { loadTelematics, type AssetTelematics } from '../machinePanel.api.ts';
import type { PanelTabProps } from '../panelTabs.ts';
import { TabEmpty, TabFailure, TabLoading } from '../TabStates.tsx';
import { useDetailLoad } from '../useDetailLoad.ts';

export const NO_TELEMATICS = 'No telematics data available';

const GNSS_COLORS = { 0: 'red', 1: 'amber', 2: 'green' } as const;

export default function TelematicsTab({ assetId }: PanelTabProps) {
  const { view, data, error, retry } = useDetailLoad('telematics', assetId, loadTelematics);
  if (view === 'loading') return <TabLoading label="Loading telematics" />;
  if (view === 'error') return <TabFailure message={error?.message} onRetry={retry} />;
  if (view === 'empty' || !data) return <TabEmpty text={NO_TELEMATICS} />;
  return <TelematicsDevice device={data} />;
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

function TelematicsDevice({ device: d }: { device: AssetTelematics }) {
  const rows: [string, string][] = [
    ['Status', d.statusFormatted],
    ['Type', d.telematicTypeFormatted],
    ['Integration source', d.integrationSource],
    ['Brand', dash(d.brand)],
    ['Model', dash(d.model)],
    ['Device serial number', d.deviceSerialNumber],
    ['IMEI', dash(d.deviceImei)],
    ['Hardware unit', dash(d.hardwareUnit)],
    ['TQ type', dash(d.tqType)],
    ['Vehicle serial number', dash(d.vehicleSerialNumber)],
    ['PIN/VIN', dash(d.vin)],
    ['Trackunit machine ID', dash(d.trackunitMachineId)],
    ['Installer', dash(d.installer)],
    ['Configuration', dash(d.telematicConfiguration)],
    ['Last communication', dash(d.latestCommunicationUserTimeFormatted)],
    ['Last position', dash(d.latestPositionUserTimeFormatted)],
  ];
  const battery = d.batteryLevel === null || d.batteryLevel === undefined ? null : Math.max(0, Math.min(100, d.batteryLevel));
  return (
    <Flex direction="column" gap="4" p="4" data-testid="telematics-tab">
      <Flex gap="5" wrap="wrap">
        <Flex direction="column" gap="1" style={{ flex: '1 1 200px' }}>
          <Text size="1" color="gray">
            Battery
          </Text>
          {battery === null ? (
            <Text size="2">No data</Text>
          ) : (
            <Flex align="center" gap="2">
              <Progress
                value={battery}
                max={100}
                size="3"
                color={battery < 20 ? 'red' : battery < 50 ? 'amber' : 'green'}
                aria-label="Battery level"
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
            GNSS quality
          </Text>
          {d.gnssQuality === null || d.gnssQuality === undefined ? (
            <Text size="2">No data</Text>
          ) : (
            <Badge size="2" color={GNSS_COLORS[d.gnssQuality as 0 | 1 | 2] ?? 'gray'} data-testid="gnss-quality">
              {d.gnssQualityFormatted ?? d.gnssQuality}
            </Badge>
          )}
        </Flex>
      </Flex>
      <DataList.Root size="2" orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label minWidth="170px">{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Flex>
  );
}
