import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_UPLOAD_BYTES_MAX, imageUploadCheck } from './image-upload.js';

describe('imageUploadCheck', () => {
  it.each([
    ['a.png', 'image/png'],
    ['a.JPG', 'image/jpeg'],
    ['a.jpeg', ''],
    ['a.gif', 'image/gif'],
    ['a.svg', 'image/svg+xml'],
  ])('accepts %s (%s)', (name, type) => {
    expect(imageUploadCheck({ name, type, size: 1000 })).toEqual({ ok: true, value: null });
  });

  it.each([
    ['a.webp', 'image/webp'],
    ['a.png', 'image/webp'],
    ['a.txt', 'text/plain'],
    ['a', ''],
  ])('refuses %s (%s): image file not supported', (name, type) => {
    expect(imageUploadCheck({ name, type, size: 1000 })).toEqual({ ok: false, error: 'FILE.IMAGE_NOT_SUPPORTED' });
  });

  it('refuses empty and too large files', () => {
    expect(imageUploadCheck({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({ ok: false, error: 'FILE.READ_ERROR' });
    expect(imageUploadCheck({ name: 'a.png', type: 'image/png', size: IMAGE_UPLOAD_BYTES_MAX })).toEqual({ ok: true, value: null });
    expect(imageUploadCheck({ name: 'a.png', type: 'image/png', size: IMAGE_UPLOAD_BYTES_MAX + 1 })).toEqual({ ok: false, error: 'FILE.IMAGE_TOO_LARGE' });
  });

  it('is total and accepts exactly the allowed types within the size', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.oneof(fc.integer(), fc.double()), (name, type, size) => {
        const result = imageUploadCheck({ name, type, size });
        if (result.ok) {
          expect(size).toBeGreaterThan(0);
          expect(size).toBeLessThanOrEqual(IMAGE_UPLOAD_BYTES_MAX);
        }
      }),
    );
  });
});
