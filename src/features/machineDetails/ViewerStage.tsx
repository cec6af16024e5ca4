// The viewer's picture, fitted whole into the room the dialog leaves it (ImageViewer.module.css):
// its proportions come from the decoded picture; zoomed, it grows from that fit and the stage scrolls,
// centred on the middle of the picture.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { MachineImage } from './MachineImage.tsx';
import styles from './ImageViewer.module.css';
import { useT } from '../../i18n/useT.ts';

/** Until a picture is decoded its box keeps a camera's usual proportions. */
const DEFAULT_ASPECT = 4 / 3;

export function ViewerStage({ assetId, imageKey, index, zoom }: { assetId: number; imageKey: string; index: number; zoom: number }) {
  const t = useT();
  const stageRef = useRef<HTMLDivElement>(null);
  const [aspects, setAspects] = useState<Readonly<Record<string, number>>>({});
  const aspect = aspects[imageKey] ?? DEFAULT_ASPECT;

  // A new zoom (or picture) looks at the picture's middle, not at its top left corner.
  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    stage.scrollLeft = (stage.scrollWidth - stage.clientWidth) / 2;
    stage.scrollTop = (stage.scrollHeight - stage.clientHeight) / 2;
  }, [zoom, imageKey, aspect]);

  return (
    // Focusable, so a zoomed picture can be panned with the arrow keys.
    <div
      ref={stageRef}
      tabIndex={0}
      role="region"
      aria-label={t('Image, scroll to pan')}
      className={styles.stage}
      style={{ '--aspect': aspect, '--zoom': zoom } as CSSProperties}
      data-testid="image-viewer-stage"
    >
      <MachineImage
        assetId={assetId}
        imageKey={imageKey}
        kind="originals"
        width={zoom > 1.5 ? 2048 : 1200}
        alt={t('Image {number}', { number: index + 1 })}
        className={styles.image}
        onLoad={({ width, height }) => {
          if (width > 0 && height > 0) setAspects((known) => ({ ...known, [imageKey]: width / height }));
        }}
      />
    </div>
  );
}
