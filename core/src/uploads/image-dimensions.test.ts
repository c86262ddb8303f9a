import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMAGE_PIXELS_MAX, IMAGE_SIDE_MAX, imageDimensionsCheck } from './image-dimensions.js';

describe('imageDimensionsCheck: no image bomb is decoded', () => {
  it('takes a phone photo and a banner, refuses 30000x30000 and a long strip of too many pixels', () => {
    expect(imageDimensionsCheck({ width: 4000, height: 3000 }).ok).toBe(true);
    expect(imageDimensionsCheck({ width: 1340, height: 754 }).ok).toBe(true);
    expect(imageDimensionsCheck({ width: 30000, height: 30000 })).toEqual({ ok: false, error: 'FILE.IMAGE_TOO_LARGE' });
    expect(imageDimensionsCheck({ width: IMAGE_SIDE_MAX, height: IMAGE_SIDE_MAX }).ok).toBe(false);
    expect(imageDimensionsCheck({ width: 0, height: 10 }).ok).toBe(false);
  });

  it('accepts exactly the sizes within both bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const within = width <= IMAGE_SIDE_MAX && height <= IMAGE_SIDE_MAX && width * height <= IMAGE_PIXELS_MAX;
        expect(imageDimensionsCheck({ width, height }).ok).toBe(within);
      }),
    );
  });
});
