// The viewer (imageViewer machine, a child of the gallery): next/previous, zoom, reset zoom, set as
// primary, download, add and delete (after a confirmation).
import { useSelector } from '@xstate/react';
import { AlertDialog, Button, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  Cross2Icon,
  DownloadIcon,
  ResetIcon,
  StarIcon,
  TrashIcon,
  UploadIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from '@radix-ui/react-icons';
import { ViewerStage } from './ViewerStage.tsx';
import styles from './ImageViewer.module.css';
import { useFormat } from '../../format/format.ts';
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
  const format = useFormat();
  const keys = useSelector(viewer, (s) => s.context.keys);
  const index = useSelector(viewer, (s) => s.context.index);
  const zoom = useSelector(viewer, (s) => s.context.zoom);
  const confirming = useSelector(viewer, (s) => s.hasTag('view:confirmDelete'));
  const busy = useSelector(viewer, (s) => s.hasTag('busy'));
  const can = (type: Parameters<ImageViewerActor['send']>[0]['type']) => viewer.getSnapshot().can({ type });
  const send = (type: Parameters<ImageViewerActor['send']>[0]['type']) => viewer.send({ type });
  const key = keys[index];
  if (!key) return null;
  const label = (text: string) => <span className={styles.label}>{text}</span>;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && send('viewer.closed')}>
      <Dialog.Content
        maxWidth="1200px"
        size={{ initial: '1', sm: '3' }}
        className={styles.viewer}
        aria-describedby={undefined}
        data-testid="image-viewer"
        data-index={index}
        data-zoom={zoom}
      >
        <Dialog.Title size="4" className={styles.caption} data-testid="image-viewer-caption">
          {index === 0
            ? t('Image {number} of {count} · primary', { number: index + 1, count: keys.length })
            : t('Image {number} of {count}', { number: index + 1, count: keys.length })}
        </Dialog.Title>
        <ViewerStage assetId={assetId} imageKey={key} index={index} zoom={zoom} />
        <Flex gap="2" wrap="wrap" align="center" className={styles.toolbar}>
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
            <ResetIcon /> {label(t('Reset zoom'))}
          </Button>
          <Text size="1" color="gray">
            {format.percent(zoom * 100)}
          </Text>
          <Flex gap="2" ml="auto" wrap="wrap">
            <Button variant="soft" onClick={() => send('viewer.download')}>
              <DownloadIcon /> {label(t('Download'))}
            </Button>
            {canEdit ? (
              <>
                <Button variant="soft" disabled={!can('viewer.primary') || busy} onClick={() => send('viewer.primary')}>
                  <StarIcon /> {label(t('Set as primary'))}
                </Button>
                <Button variant="soft" disabled={busy || keys.length >= 12} onClick={onAdd}>
                  <UploadIcon /> {label(t('Add'))}
                </Button>
                <Button variant="soft" color="red" disabled={busy} onClick={() => send('viewer.delete')}>
                  <TrashIcon /> {label(t('Delete'))}
                </Button>
              </>
            ) : null}
            <Dialog.Close>
              <Button variant="soft" color="gray">
                <Cross2Icon /> {label(t('Close'))}
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
