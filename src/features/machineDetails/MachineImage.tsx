// One machine image (thumbnail or original), with the spec's failure texts.
import type { CSSProperties } from 'react';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { IMAGE_LOAD_FAILED, SOMETHING_WENT_WRONG } from '../../../machines/imageGallery/imageGallery.rules.ts';
import { useImageUrl } from './useImageUrl.ts';

export function MachineImage({
  assetId,
  imageKey,
  kind,
  width,
  alt,
  style,
  className,
  onLoad,
}: {
  assetId: number;
  imageKey: string;
  kind: 'thumbnails' | 'originals';
  width: number;
  alt: string;
  style?: CSSProperties;
  className?: string;
  /** The picture's natural size, once decoded (the viewer fits it to the screen by its proportions). */
  onLoad?: (size: { width: number; height: number }) => void;
}) {
  const image = useImageUrl(assetId, kind, imageKey, width);
  if (image.status === 'ready')
    return (
      <img
        src={image.url}
        alt={alt}
        data-key={imageKey}
        className={className}
        style={{ display: 'block', objectFit: 'cover', ...style }}
        onLoad={onLoad ? (e) => onLoad({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight }) : undefined}
      />
    );
  return (
    <Flex
      align="center"
      justify="center"
      direction="column"
      gap="1"
      className={className}
      style={{ background: 'var(--gray-a3)', ...style }}
      role={image.status === 'failed' ? 'alert' : undefined}
    >
      {image.status === 'loading' ? (
        <Spinner />
      ) : (
        <>
          <Text size="1" weight="medium">
            {IMAGE_LOAD_FAILED}
          </Text>
          <Text size="1" color="gray">
            {SOMETHING_WENT_WRONG}
          </Text>
        </>
      )}
    </Flex>
  );
}
