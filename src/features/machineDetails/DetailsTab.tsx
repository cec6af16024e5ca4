// The machine panel's Details tab (features spec, section 2): the machine image, Identification,
// Machine Info, Emission & Time, Location and Tags, viewed or edited (the pen needs manage:asset).
import { useSelector } from '@xstate/react';
import { Box, Button, Callout, Flex, IconButton, Tooltip } from '@radix-ui/themes';
import { ExclamationTriangleIcon, Pencil1Icon } from '@radix-ui/react-icons';
import { usePermission } from '../../session/useSession.ts';
import type { PanelTabProps } from '../machinePanel/panelTabs.ts';
import { TabFailure, TabLoading } from '../machinePanel/TabStates.tsx';
import { EmissionTimeSection, IdentificationSection, MachineInfoSection } from './DetailsSections.tsx';
import { ImageGallery } from './ImageGallery.tsx';
import { LocationSection } from './LocationSection.tsx';
import { TagsSection } from './TagsSection.tsx';
import { useAssetDetails, type AssetDetailsActor } from './useAssetDetails.ts';
import { useT } from '../../i18n/useT.ts';
import { msg } from '../../i18n/i18n.ts';
import { serverText } from '../../i18n/serverText.ts';

export default function DetailsTab({ assetId, area }: PanelTabProps) {
  const canEdit = usePermission('manage:asset');
  const actor = useAssetDetails(assetId, canEdit);
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'failed' : 'details'));
  if (view === 'loading') return <TabLoading label={msg('Loading machine details')} />;
  if (view === 'failed') return <TabFailure message={null} onRetry={() => actor.send({ type: 'details.retry' })} />;
  return (
    <Flex direction="column" gap="3" p="4" data-testid="details-tab">
      <EditBar actor={actor} canEdit={canEdit} />
      <ImageGallery assetId={assetId} canEdit={canEdit} />
      <IdentificationSection actor={actor} />
      <MachineInfoSection actor={actor} />
      <EmissionTimeSection actor={actor} />
      <LocationSection actor={actor} area={area} />
      <TagsSection actor={actor} />
    </Flex>
  );
}

function EditBar({ actor, canEdit }: { actor: AssetDetailsActor; canEdit: boolean }) {
  const t = useT();
  const editing = useSelector(actor, (s) => s.hasTag('mode:edit'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'details.save' }));
  // While the details reload after a save the pen shows but cannot take a click: the machine is
  // not in view mode yet, and a click then would be lost.
  const reloading = useSelector(actor, (s) => s.matches('reloading'));
  const saveError = useSelector(actor, (s) => s.context.saveError);
  return (
    <Box>
      <Flex justify="end" gap="2" align="center">
        {editing ? (
          <>
            <Button variant="soft" color="gray" disabled={saving} onClick={() => actor.send({ type: 'details.undo' })}>
              {t('Undo')}
            </Button>
            <Button loading={saving} disabled={!canSave} onClick={() => actor.send({ type: 'details.save' })}>
              {t('Save')}
            </Button>
          </>
        ) : canEdit ? (
          <Tooltip content={t('Edit machine details')}>
            <IconButton variant="soft" aria-label={t('Edit machine details')} disabled={reloading} onClick={() => actor.send({ type: 'details.edit' })}>
              <Pencil1Icon />
            </IconButton>
          </Tooltip>
        ) : null}
      </Flex>
      {editing && saveError ? (
        <Callout.Root color="red" role="alert" mt="2">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{serverText(saveError)}</Callout.Text>
        </Callout.Root>
      ) : null}
    </Box>
  );
}
