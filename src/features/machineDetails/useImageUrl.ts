// A machine image as a blob: URL (fetched with the bearer token), revoked when no longer shown.
import { useEffect, useState } from 'react';
import { imageBlob } from './images.api.ts';

export type ImageState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

export function useImageUrl(assetId: number, kind: 'thumbnails' | 'originals', key: string | undefined, width: number): ImageState {
  const [state, setState] = useState<ImageState>({ status: 'loading' });
  useEffect(() => {
    if (!key) return;
    let url: string | null = null;
    let live = true;
    setState({ status: 'loading' });
    imageBlob(assetId, kind, key, width)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ status: 'ready', url });
        else URL.revokeObjectURL(url);
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [assetId, kind, key, width]);
  return state;
}
