import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_WIDTHS, uploadedImageSrcSet, uploadedImageVariantName, uploadedImageVariantOf } from './image-variants.js';

const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });
const width = fc.constantFrom(...UPLOAD_IMAGE_WIDTHS);

describe('uploaded image variants: one naming rule', () => {
  it('reads back the id and width of every variant name it makes', () => {
    fc.assert(
      fc.property(hexId, width, (id, w) => {
        expect(uploadedImageVariantOf(uploadedImageVariantName(id, w))).toEqual({ id, width: w });
      }),
    );
  });

  it('refuses a width it does not make, and other names', () => {
    const id = 'a'.repeat(24);
    for (const name of [`${id}-w500.webp`, `${id}-w640.png`, `${id}.png`, `${id}-w640.webp/x`, `../${id}-w640.webp`]) {
      expect(uploadedImageVariantOf(name)).toBeNull();
    }
  });

  it('gives an upload a srcset of every width, each candidate a variant of that upload', () => {
    fc.assert(
      fc.property(hexId, fc.constantFrom('png', 'jpg', 'gif', 'svg'), (id, ext) => {
        const candidates = uploadedImageSrcSet(`/media/uploads/${id}.${ext}`)!.split(', ');
        expect(candidates).toHaveLength(UPLOAD_IMAGE_WIDTHS.length);
        candidates.forEach((candidate, index) => {
          const [url, descriptor] = candidate.split(' ');
          expect(descriptor).toBe(`${UPLOAD_IMAGE_WIDTHS[index]}w`);
          expect(uploadedImageVariantOf(url!.replace('/media/uploads/', ''))).toEqual({ id, width: UPLOAD_IMAGE_WIDTHS[index] });
        });
      }),
    );
  });

  it('gives any other address no srcset', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        fc.pre(!/^\/media\/uploads\/[0-9a-f]{24}\./.test(url));
        expect(uploadedImageSrcSet(url)).toBeUndefined();
      }),
    );
    for (const url of ['/media/products/p1/0.svg', 'https://x.example/media/uploads/a.png', undefined, null, '']) expect(uploadedImageSrcSet(url)).toBeUndefined();
  });
});
