// The machine's images (features spec, section 4): a dropzone when there are none, the primary
// image and the thumbnails otherwise; upload progress; the reorder dialog and the viewer.
import { useRef, useState, type DragEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Box, Button, Callout, Flex, IconButton, Progress, Spinner, Text } from '@radix-ui/themes';
import { Cross2Icon, ExclamationTriangleIcon, UploadIcon } from '@radix-ui/react-icons';
import { KEYS_LOAD_FAILED } from '../../../machines/imageGallery/imageGallery.rules.ts';
import { describeFiles } from './images.api.ts';
import { ImageViewerDialog } from './ImageViewerDialog.tsx';
import { MachineImage } from './MachineImage.tsx';
import { ReorderDialog } from './ReorderDialog.tsx';
import { useImageGallery, type ImageGalleryActor } from './useImageGallery.ts';
import { t as translateNow } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export function ImageGallery({ assetId, canEdit }: { assetId: number; canEdit: boolean }) {
  const t = useT();
  const { actor, files } = useImageGallery(assetId, canEdit);
  const view = useSelector(actor, (s) => (s.hasTag('view:loading') ? 'loading' : s.hasTag('view:loadFailed') ? 'failed' : 'gallery'));
  const keys = useSelector(actor, (s) => s.context.keys);
  const input = useRef<HTMLInputElement>(null);
  const pick = async (list: FileList | File[] | null) => {
    if (list && list.length) actor.send({ type: 'images.filesSelected', files: await describeFiles(list, files) });
    if (input.current) input.current.value = '';
  };
  const openPicker = () => input.current?.click();

  if (view === 'loading')
    return (
      <Flex justify="center" p="4">
        <Spinner />
      </Flex>
    );
  if (view === 'failed') {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{t(KEYS_LOAD_FAILED)}</Callout.Text>
        <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'images.retry' })}>
          Try again
        </Button>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="2" aria-label={t('Machine images')} role="region">
      <input ref={input} type="file" accept={ACCEPT} multiple hidden data-testid="image-input" onChange={(e) => void pick(e.target.files)} />
      {keys.length === 0 ? (
        canEdit ? (
          <Dropzone onFiles={(files) => void pick(files)} onBrowse={openPicker} />
        ) : (
          <Text color="gray" size="2">
            No images
          </Text>
        )
      ) : (
        <Thumbnails actor={actor} assetId={assetId} keys={keys} canEdit={canEdit} onAdd={openPicker} />
      )}
      <Warnings actor={actor} />
      <UploadProgress actor={actor} />
      <ReorderDialog actor={actor} files={files} />
      <ImageViewerDialog actor={actor} assetId={assetId} onAdd={openPicker} />
    </Flex>
  );
}

function Dropzone({ onFiles, onBrowse }: { onFiles: (files: FileList) => void; onBrowse: () => void }) {
  const t = useT();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    onFiles(e.dataTransfer.files);
  };
  return (
    <Flex
      data-testid="image-dropzone"
      direction="column"
      align="center"
      justify="center"
      gap="2"
      p="5"
      onDragOver={(e) => (e.preventDefault(), setOver(true))}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{ border: `2px dashed var(--${over ? 'accent' : 'gray'}-a7)`, borderRadius: 8, background: over ? 'var(--accent-a2)' : undefined }}
    >
      <UploadIcon width={24} height={24} />
      <Text size="2">{t('Drop photos of the machine here')}</Text>
      <Text size="1" color="gray">
        {t('JPEG, PNG or WEBP, up to 30 MB each, 12 per machine')}
      </Text>
      <Button variant="soft" onClick={onBrowse}>
        {t('Choose images')}
      </Button>
    </Flex>
  );
}

function Thumbnails({
  actor,
  assetId,
  keys,
  canEdit,
  onAdd,
}: {
  actor: ImageGalleryActor;
  assetId: number;
  keys: string[];
  canEdit: boolean;
  onAdd: () => void;
}) {
  const t = useT();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <Flex direction="column" gap="2">
      <button
        type="button"
        aria-label={t('Open primary image')}
        onClick={() => actor.send({ type: 'images.opened', index: 0 })}
        style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
      >
        <MachineImage
          assetId={assetId}
          imageKey={keys[0]}
          kind="thumbnails"
          width={768}
          alt={t('Primary image')}
          style={{ width: '100%', height: 200, borderRadius: 8 }}
        />
      </button>
      <Flex gap="2" wrap="wrap" align="center">
        <Flex gap="2" wrap="wrap" role="list" aria-label={t('Thumbnails')}>
          {keys.map((key, i) => (
            <div key={key} role="listitem">
              <button
                type="button"
                aria-label={t('Open image {number}', { number: i + 1 })}
                onClick={() => actor.send({ type: 'images.opened', index: i })}
                style={{
                  padding: 0,
                  border: i === 0 ? '2px solid var(--accent-9)' : '1px solid var(--gray-a6)',
                  borderRadius: 6,
                  background: 'none',
                  cursor: 'pointer',
                }}
              >
                <MachineImage
                  assetId={assetId}
                  imageKey={key}
                  kind="thumbnails"
                  width={128}
                  alt={t('Image {number}', { number: i + 1 })}
                  style={{ width: 64, height: 48, borderRadius: 4 }}
                />
              </button>
            </div>
          ))}
        </Flex>
        {canEdit && keys.length < 12 ? (
          <Button variant="soft" disabled={busy} onClick={onAdd} style={{ height: 52 }}>
            <UploadIcon /> {t('Add images')}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}

/** A warning is the rule's text, after the file's name ('photo.gif: invalid image format…') when about one file. */
function warningText(warning: string): string {
  const at = warning.lastIndexOf(': ');
  return at < 0 ? translateNow(warning) : `${warning.slice(0, at)}: ${translateNow(warning.slice(at + 2))}`;
}

function Warnings({ actor }: { actor: ImageGalleryActor }) {
  const t = useT();
  const warnings = useSelector(actor, (s) => s.context.warnings);
  if (warnings.length === 0) return null;
  return (
    <Callout.Root color="amber" role="alert" data-testid="image-warnings">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Box>
        {warnings.map((w) => (
          <Callout.Text key={w}>{warningText(w)}</Callout.Text>
        ))}
      </Box>
      <IconButton size="1" variant="ghost" aria-label={t('Dismiss')} onClick={() => actor.send({ type: 'images.warningsDismissed' })}>
        <Cross2Icon />
      </IconButton>
    </Callout.Root>
  );
}

function UploadProgress({ actor }: { actor: ImageGalleryActor }) {
  const t = useT();
  const uploading = useSelector(actor, (s) => s.hasTag('busy:upload'));
  const progress = useSelector(actor, (s) => s.context.progress);
  if (!uploading || !progress) return null;
  const percent = progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <Flex align="center" gap="2" role="status" aria-label={t('Uploading images')}>
      <Progress value={percent} max={100} style={{ flex: 1 }} aria-label={t('Upload progress')} />
      <Text size="1">{percent}%</Text>
    </Flex>
  );
}
