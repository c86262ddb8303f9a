import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BANNER_COVER_IMAGE_SIZE, BANNER_IMAGE_SIZE, imageRatioFits } from './image-ratio.js';
import { wildNumberArb } from '../testing/pricing-factories.js';

describe('imageRatioFits', () => {
  it.each([
    [{ width: 1340, height: 754 }, BANNER_COVER_IMAGE_SIZE, true],
    [{ width: 2680, height: 1508 }, BANNER_COVER_IMAGE_SIZE, true],
    [{ width: 1920, height: 1080 }, BANNER_COVER_IMAGE_SIZE, true],
    [{ width: 1340, height: 800 }, BANNER_COVER_IMAGE_SIZE, false],
    [{ width: 1000, height: 1000 }, BANNER_COVER_IMAGE_SIZE, false],
    [{ width: 343, height: 150 }, BANNER_IMAGE_SIZE, true],
    [{ width: 686, height: 300 }, BANNER_IMAGE_SIZE, true],
    [{ width: 1340, height: 754 }, BANNER_IMAGE_SIZE, false],
    [{ width: 0, height: 150 }, BANNER_IMAGE_SIZE, false],
  ])('%j against %j is %s', (size, expected, fits) => {
    expect(imageRatioFits(size, expected)).toBe(fits);
  });

  it('accepts any scaling of the exact size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.constantFrom(BANNER_COVER_IMAGE_SIZE, BANNER_IMAGE_SIZE), (k, expected) => {
        expect(imageRatioFits({ width: expected.width * k, height: expected.height * k }, expected)).toBe(true);
      }),
    );
  });

  it('refuses a ratio off by more than the tolerance', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.02, max: 10, noNaN: true }), fc.boolean(), (off, wider) => {
        const { width, height } = BANNER_COVER_IMAGE_SIZE;
        const scaled = wider ? { width: width * (1 + off), height } : { width, height: height * (1 + off) };
        expect(imageRatioFits(scaled, BANNER_COVER_IMAGE_SIZE)).toBe(false);
      }),
    );
  });

  it('never throws, and refuses sizes that are not positive numbers', () => {
    fc.assert(
      fc.property(wildNumberArb(), wildNumberArb(), (width, height) => {
        const fits = imageRatioFits({ width, height }, BANNER_COVER_IMAGE_SIZE);
        if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) expect(fits).toBe(false);
      }),
    );
  });
});
