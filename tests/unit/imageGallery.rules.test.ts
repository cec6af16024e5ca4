import { describe, expect, it } from 'vitest';
import { IMAGE_LOAD_FAILED, moved, screenFiles, SOMETHING_WENT_WRONG, zoomStep } from '../../machines/imageGallery/imageGallery.rules.ts';
import type { SelectedFile } from '../../machines/imageGallery/imageGallery.types.ts';

const MB = 1024 * 1024;
const file = (name: string, size = MB, kind: SelectedFile['kind'] = 'jpeg'): SelectedFile => ({ id: name, name, size, kind });

describe('texts (spec, section 8)', () => {
  it('image load and generic failure', () => {
    expect(IMAGE_LOAD_FAILED).toBe('Error loading machine image');
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong');
  });
});

describe('screenFiles', () => {
  it('up to 12 images per machine; more refuses the whole selection', () => {
    expect(screenFiles([file('a.jpg'), file('b.jpg')], 10).accepted).toHaveLength(2);
    expect(screenFiles([file('a.jpg'), file('b.jpg')], 11)).toEqual({
      accepted: [],
      warnings: ['You have selected too many images. Image limit per machine is 12.'],
    });
  });

  it('a file of exactly 30 MB goes; one byte more is left out with its warning', () => {
    const exact = file('exact.png', 30 * MB);
    expect(screenFiles([exact, file('big.png', 30 * MB + 1), file('doc.pdf', MB, null)], 0)).toEqual({
      accepted: [exact],
      warnings: [
        'big.png: image exceeds the allowed size limit. Maximum image size is 30MB.',
        'doc.pdf: invalid image format. Supported formats are JPEG, PNG, WEBP.',
      ],
    });
  });
});

describe('moved: an item from one place to another; out-of-range places leave the list as it is', () => {
  const list = ['a', 'b', 'c'];

  it('moves forwards and backwards, the first and last places included', () => {
    expect(moved(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(list, 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it.each([
    [-1, 1],
    [3, 1],
    [0, -1],
    [0, 3],
    [1, 1],
  ])('from %i to %i: an unchanged copy', (from, to) => {
    const out = moved(list, from, to);
    expect(out).toEqual(['a', 'b', 'c']);
    expect(out).not.toBe(list);
  });
});

describe('zoomStep: the zoom steps 1, 1.5, 2, 3, 4', () => {
  it.each([
    [1, 1, 1.5],
    [1, -1, 1],
    [1.5, 1, 2],
    [2.5, 1, 4],
    [2.5, -1, 2],
    [4, 1, 4],
    [4, -1, 3],
    [6, 1, 4],
    [6, -1, 3],
  ] as const)('from %s in direction %i: %s', (zoom, direction, out) => {
    expect(zoomStep(zoom, direction)).toBe(out);
  });
});
