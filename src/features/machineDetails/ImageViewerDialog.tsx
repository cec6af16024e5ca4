// The viewer (imageViewer machine, a child of the gallery): next/previous, zoom, reset zoom, set as
// primary, download, add and delete (after a confirmation).
import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, StarIcon, TrashIcon, UploadIcon, ZoomInIcon, ZoomOutIcon } from '@radix-ui/react-icons';
import { MachineImage } from './MachineImage.tsx';
import type { ImageGalleryActor, ImageViewerActor } from './useImageGallery.ts';
import { useT } from '../../i18n/useT.ts';

export function ImageViewerDialog({ actor, assetId, onAdd }: { actor: ImageGalleryActor; assetId: number; onAdd: () => void }) {
  const viewer = useSelector(actor, (s) => s.children.viewer as ImageViewerActor | undefined);
  const canEdit = useSelector(actor, (s) => s.context.canEdit);
  if (!viewer) return null;
  return <Viewer viewer={viewer} assetId={assetId} canEdit={canEdit} onAdd={onAdd} />;
}

function Viewer({ viewer, assetId, canEdit, onAdd }: { viewer: ImageViewerActor; assetId: number; canEdit: boolean; onAdd: () => void }) {
  const t = useT();
  const keys = useSelector(viewer, (s) => s.context.keys);
  const index = useSelector(viewer, (s) => s.context.index);
  const zoom = useSelector(viewer, (s) => s.context.zoom);
  const confirming = useSelector(viewer, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(viewer, (s) => s.hasTag('busy'));
  const can = (type: Parameters<ImageViewerActor['send']>[0]['type']) => viewer.getSnapshot().can({ type });
  const send = (type: Parameters<ImageViewerActor['send']>[0]['type']) => viewer.send({ type });
  const key = keys[index];
  if (!key) return null;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && send('viewer.closed')}>
      <Dialog.Content maxWidth="960px" aria-describedby={undefined} data-testid="image-viewer" data-index={index} data-zoom={zoom}>
        <Dialog.Title>
          {t('Image {number} of {count}', { number: index + 1, count: keys.length })}
          {index === 0 ? ' · primary' : ''}
        </Dialog.Title>
        {/* Focusable, so a zoomed image can be panned with the arrow keys. */}
        <div
          tabIndex={0}
          role="region"
          aria-label={t('Image, scroll to pan')}
          style={{ overflow: 'auto', maxHeight: '60vh', borderRadius: 8, background: 'var(--gray-a2)' }}
        >
          <div style={{ width: `${zoom * 100}%` }}>
            <MachineImage
              assetId={assetId}
              imageKey={key}
              kind="originals"
              width={zoom > 1.5 ? 2048 : 1200}
              alt={t('Image {number}', { number: index + 1 })}
              style={{ width: '100%', height: 'auto', objectFit: 'contain' }}
            />
          </div>
        </div>
        <Flex gap="2" mt="3" wrap="wrap" align="center">
          <IconButton variant="soft" aria-label={t('Previous image')} disabled={!can('viewer.previous')} onClick={() => send('viewer.previous')}>
            <ChevronLeftIcon />
          </IconButton>
          <IconButton variant="soft" aria-label={t('Next image')} disabled={!can('viewer.next')} onClick={() => send('viewer.next')}>
            <ChevronRightIcon />
          </IconButton>
          <IconButton variant="soft" aria-label={t('Zoom in')} disabled={!can('viewer.zoomIn')} onClick={() => send('viewer.zoomIn')}>
            <ZoomInIcon />
          </IconButton>
          <IconButton variant="soft" aria-label={t('Zoom out')} disabled={!can('viewer.zoomOut')} onClick={() => send('viewer.zoomOut')}>
            <ZoomOutIcon />
          </IconButton>
          <Button variant="soft" onClick={() => send('viewer.zoomReset')} disabled={zoom === 1}>
            {t('Reset zoom')}
          </Button>
          <Text size="1" color="gray">
            {Math.round(zoom * 100)}%
          </Text>
          <Flex gap="2" ml="auto" wrap="wrap">
            <Button variant="soft" onClick={() => send('viewer.download')}>
              <DownloadIcon /> {t('Download')}
            </Button>
            {canEdit ? (
              <>
                <Button variant="soft" disabled={!can('viewer.primary') || busy} onClick={() => send('viewer.primary')}>
                  <StarIcon /> {t('Set as primary')}
                </Button>
                <Button variant="soft" disabled={busy || keys.length >= 12} onClick={onAdd}>
                  <UploadIcon /> {t('Add')}
                </Button>
                <Button variant="soft" color="red" disabled={busy} onClick={() => send('viewer.delete')}>
                  <TrashIcon /> {t('Delete')}
                </Button>
              </>
            ) : null}
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Flex>
        <AlertDialog.Root open={confirming}>
          <AlertDialog.Content maxWidth="420px">
            <AlertDialog.Title>{t('Delete image?')}</AlertDialog.Title>
            <AlertDialog.Description size="2">{t('The image is removed from the machine and deleted.')}</AlertDialog.Description>
            <Flex justify="end" gap="3" mt="4">
              <Button variant="soft" color="gray" onClick={() => send('viewer.deleteCancelled')}>
                {t('Cancel')}
              </Button>
              <Button color="red" onClick={() => send('viewer.deleteConfirmed')}>
                {t('Delete image')}
              </Button>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}
