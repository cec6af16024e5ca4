// Several files picked: order them before they go up (the first becomes primary on a machine
// without images). Previews are drawn here at most 512 px on their longest side; the originals
// are what is uploaded.
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { ArrowDownIcon, ArrowUpIcon } from '@radix-ui/react-icons';
import { previewUrl } from './images.api.ts';
import type { ImageGalleryActor } from './useImageGallery.ts';
import { useT } from '../../i18n/useT.ts';

function usePreviews(ids: string[], files: Map<string, File>) {
  const [urls, setUrls] = useState<Record<string, string | null>>({});
  const key = [...ids].sort().join();
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void Promise.all(ids.map(async (id) => [id, await previewUrl(files.get(id)!)] as const)).then((pairs) => {
      pairs.forEach(([, url]) => url && made.push(url));
      if (live) setUrls(Object.fromEntries(pairs));
      else made.forEach((u) => URL.revokeObjectURL(u));
    });
    return () => {
      live = false;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return urls;
}

export function ReorderDialog({ actor, files }: { actor: ImageGalleryActor; files: Map<string, File> }) {
  const t = useT();
  const open = useSelector(actor, (s) => s.hasTag('view:reorder'));
  const selection = useSelector(actor, (s) => s.context.selection);
  const empty = useSelector(actor, (s) => s.context.keys.length === 0);
  const urls = usePreviews(open ? selection.map((f) => f.id) : [], files);
  const move = (from: number, to: number) => actor.send({ type: 'images.moved', from, to });
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && actor.send({ type: 'images.uploadCancelled' })}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('Order the images')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {empty ? t('The first image becomes the primary image.') : t('The images are added after the ones the machine has.')}
        </Dialog.Description>
        <Flex direction="column" gap="2" role="list" aria-label={t('Images to upload')}>
          {selection.map((f, i) => (
            <Flex key={f.id} role="listitem" aria-label={f.name} align="center" gap="3">
              {urls[f.id] ? (
                <img src={urls[f.id]!} alt="" data-testid="upload-preview" style={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 4 }} />
              ) : (
                <div style={{ width: 72, height: 54, background: 'var(--gray-a3)', borderRadius: 4 }} />
              )}
              <Text size="2" style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {i === 0 && empty ? <strong>{t('Primary')} · </strong> : null}
                {f.name}
              </Text>
              <IconButton size="1" variant="soft" aria-label={t('Move {name} up', { name: f.name })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUpIcon />
              </IconButton>
              <IconButton
                size="1"
                variant="soft"
                aria-label={t('Move {name} down', { name: f.name })}
                disabled={i === selection.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDownIcon />
              </IconButton>
            </Flex>
          ))}
        </Flex>
        <Flex justify="end" gap="3" mt="4">
          <Button variant="soft" color="gray" onClick={() => actor.send({ type: 'images.uploadCancelled' })}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => actor.send({ type: 'images.uploadConfirmed' })}>{t('Upload {count} images', { count: selection.length })}</Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
