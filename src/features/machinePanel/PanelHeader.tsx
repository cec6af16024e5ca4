// The panel's title: which machine (its fleet row), where it is and when it last reported (the
// positionRefresh machine: refetched every 30 s while the panel is open), and the close button.
// A save in the Details tab shows here at once (the saved values), then the row is read again.
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Flex, Heading, IconButton, Skeleton, Text, Tooltip } from '@radix-ui/themes';
import { Cross2Icon, SewingPinIcon } from '@radix-ui/react-icons';
import { positionRefreshMachine } from '../../../machines/positionRefresh/positionRefresh.machine.ts';
import { useSavedMachine } from '../../app/dataRefresh.ts';
import { inspect } from '../../app/inspector.ts';
import { loadLatestPosition, PanelMachineQuery, panelMachineVariables } from './machinePanel.api.ts';
import { useT } from '../../i18n/useT.ts';

const refreshMachine = positionRefreshMachine.provide({
  actors: { loadLatestPosition: fromPromise(({ input, signal }) => loadLatestPosition(input.assetId, signal)) },
});

export function PanelHeader({ assetId, onClose }: { assetId: number; onClose: () => void }) {
  const t = useT();
  const [{ data, fetching, error }, reread] = useQuery({ query: PanelMachineQuery, variables: panelMachineVariables(assetId) });
  const row = data?.fleetAssets?.data.data[0] ?? null;
  // The last save of this machine wins over the row that was there when it happened; a row read
  // after it (the reread below, or a later one) wins again.
  const saved = useSavedMachine(assetId);
  const [rowAtSave, setRowAtSave] = useState<{ seq: number; row: typeof row } | null>(null);
  if (saved && rowAtSave?.seq !== saved.seq) setRowAtSave({ seq: saved.seq, row });
  const showSaved = saved !== null && row !== null && (rowAtSave?.seq !== saved.seq || rowAtSave.row === row);
  const machine = showSaved ? { ...row, ...saved.machine } : row;
  const savedSeq = saved?.seq;
  useEffect(() => {
    if (savedSeq !== undefined) reread({ requestPolicy: 'network-only' });
  }, [savedSeq, reread]);
  const notFound = !fetching && (error || (data && !machine));
  return (
    <Flex direction="column" gap="1" px="4" pt="3" pb="2" style={{ borderBottom: '1px solid var(--gray-a4)' }}>
      <Flex align="start" justify="between" gap="3">
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Skeleton loading={!machine && !notFound}>
            <Heading as="h2" size="4" truncate data-testid="machine-panel-title">
              {machine ? machine.name : notFound ? t('Machine not found') : t('Loading machine')}
            </Heading>
          </Skeleton>
          {machine ? (
            <Text size="1" color="gray" truncate>
              {[
                machine.internalId,
                machine.brand && machine.model ? `${machine.brand} ${machine.model}` : null,
                machine.categoryFormatted ? t(machine.categoryFormatted) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
        </Flex>
        <Tooltip content={t('Close')}>
          <IconButton variant="ghost" color="gray" aria-label={t('Close machine panel')} onClick={onClose}>
            <Cross2Icon width={18} height={18} />
          </IconButton>
        </Tooltip>
      </Flex>
      <LastPosition key={assetId} assetId={assetId} />
    </Flex>
  );
}

function LastPosition({ assetId }: { assetId: number }) {
  const t = useT();
  const actor = useActorRef(refreshMachine, { input: { assetId }, inspect });
  const position = useSelector(actor, (s) => s.context.position);
  const settled = useSelector(actor, (s) => s.context.settled);
  const failed = useSelector(actor, (s) => s.context.error !== null);
  let text: string;
  if (position) text = t('{location} · last position {time}', { location: position.locationName ?? t('Unknown position'), time: position.userTimeFormatted });
  else if (!settled) text = t('Locating…');
  else text = failed ? t('Position could not be loaded') : t('No position received yet');
  return (
    <Flex align="center" gap="1" data-testid="machine-panel-position" data-lat={position?.lat} data-long={position?.long}>
      <SewingPinIcon color="var(--gray-10)" />
      <Text size="1" color={failed && !position ? 'red' : 'gray'} truncate>
        {text}
      </Text>
    </Flex>
  );
}
