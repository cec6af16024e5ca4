// The /map route. The spec loads the map only once app settings supply a maps key and version, so
// this page reads settings first and hands the map a checked MapSettings.
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { EmptyState } from '../../app/layout/EmptyState.tsx';
import { MachinesMap } from './MachinesMap.tsx';
import { MachinePanel } from '../machinePanel/MachinePanel.tsx';
import { MapSettingsQuery } from './map.queries.ts';
import { mapSettingsFrom, NO_MAP_SETTINGS_MESSAGE } from './map.view.ts';
import { useT } from '../../i18n/useT.ts';

/** Fills the shell's content area whether the parent is a flex column or a plain full-height box. */
function Fill({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, height: '100%', position: 'relative' }}>{children}</div>;
}

function Loading() {
  const t = useT();
  return (
    <Flex align="center" justify="center" gap="2" flexGrow="1" role="status" data-testid="map-loading">
      <Spinner size="3" />
      <Text size="2" color="gray">
        {t('Loading map…')}
      </Text>
    </Flex>
  );
}

export default function MapPage() {
  const t = useT();
  const [{ data, error }] = useQuery({ query: MapSettingsQuery });
  const settings = mapSettingsFrom(data?.appSettings?.data);

  if (error || (data && !settings)) {
    return (
      <Fill>
        <EmptyState icon={<ExclamationTriangleIcon width={24} height={24} />} title={t(NO_MAP_SETTINGS_MESSAGE)} />
      </Fill>
    );
  }
  if (!settings) {
    return (
      <Fill>
        <Loading />
      </Fill>
    );
  }
  return (
    <Fill>
      <MachinesMap settings={settings} />
      <MachinePanel area="map" />
    </Fill>
  );
}
