// The delete confirmation of a place, driven by the placeRemoval machine.
import { useSelector } from '@xstate/react';
import { Text } from '@radix-ui/themes';
import { ConfirmDeleteDialog } from '../../../components/dialog/ConfirmDeleteDialog.tsx';
import type { PlaceRemovalActor } from '../usePlaceRemoval.ts';
import { useT } from '../../../i18n/useT.ts';

export function DeletePlaceDialog({ actor }: { actor: PlaceRemovalActor }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:confirm'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const place = useSelector(actor, (s) => s.context.place);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDeleteDialog
      open={open}
      busy={busy}
      title={t('Delete place')}
      confirmLabel={t('Delete place')}
      onCancel={() => actor.send({ type: 'place.deleteCancelled' })}
      onConfirm={() => actor.send({ type: 'place.deleteConfirmed' })}
    >
      {t('Delete {name}? Its geofence, inventory history and event log are removed, and machines that have it as home depot get none.', {
        name: place?.name ?? '',
      })}
      {error ? (
        <Text as="p" size="2" color="red" role="alert" mt="2">
          {error}
        </Text>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
