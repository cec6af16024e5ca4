// A machine image as a blob: URL (fetched with the bearer token), revoked when no longer shown.
import { useEffect, useState } from 'react';
import { imageBlob } from './images.api.ts';

export type ImageState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useImageUrl(assetId: number, kind: 'thumbnails' | 'originals', key: string | undefined, width: number): ImageState {
  // The answer is kept with the request it belongs to: another image is 'loading' until its own arrives.
  const request = `${assetId}/${kind}/${key ?? ''}/${width}`;
  const [answer, setAnswer] = useState<{ request: string; state: ImageState } | null>(null);
  useEffect(() => {
    if (!key) return;
    let url: string | null = null;
    let live = true;
    imageBlob(assetId, kind, key, width)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setAnswer({ request, state: { status: 'ready', url } });
        else URL.revokeObjectURL(url);
      })
      .catch(() => {
        if (live) setAnswer({ request, state: { status: 'failed' } });
      });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [request, assetId, kind, key, width]);
  return answer?.request === request ? answer.state : { status: 'loading' };
}
