import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { VIDEO_UPLOAD_BYTES_MAX, videoUploadCheck } from './video-upload.js';
import { uploadProgressPercent, uploadProgressText } from './upload-progress.js';

describe('videoUploadCheck', () => {
  it.each([
    ['clip.mp4', 'video/mp4'],
    ['clip.MOV', 'video/quicktime'],
    ['clip.webm', 'video/webm'],
    ['clip.mov', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(videoUploadCheck({ name, type, size: 1000 })).toEqual({ ok: true, value: null });
  });

  it.each([
    ['clip.avi', 'video/x-msvideo'],
    ['clip.mp4', 'video/ogg'],
    ['photo.png', 'image/png'],
    ['clip', ''],
  ])('refuses %s (%s): video not supported', (name, type) => {
    expect(videoUploadCheck({ name, type, size: 1000 })).toEqual({ ok: false, error: 'FILE.VIDEO_NOT_SUPPORTED' });
  });

  it('accepts sizes from 1 byte to the limit and no other', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (size) => {
        const result = videoUploadCheck({ name: 'a.mp4', type: 'video/mp4', size });
        expect(result.ok).toBe(Number.isFinite(size) && size > 0 && size <= VIDEO_UPLOAD_BYTES_MAX);
        if (!result.ok) expect(result.error).toBe(Number.isFinite(size) && size > VIDEO_UPLOAD_BYTES_MAX ? 'FILE.VIDEO_TOO_LARGE' : 'FILE.READ_ERROR');
      }),
    );
  });
});

describe('uploadProgressPercent', () => {
  it('is a whole percentage from 0 to 100 that grows with the bytes sent', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (a, b, total) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowPercent = uploadProgressPercent({ sent: low, total });
        const highPercent = uploadProgressPercent({ sent: high, total });
        expect(Number.isInteger(lowPercent) && lowPercent >= 0 && highPercent <= 100).toBe(true);
        expect(lowPercent).toBeLessThanOrEqual(highPercent);
      }),
    );
    expect(uploadProgressPercent({ sent: 50, total: 200 })).toBe(25);
    expect(uploadProgressPercent({ sent: 200, total: 200 })).toBe(100);
    expect(uploadProgressPercent({ sent: 10, total: 0 })).toBe(0);
  });
});

describe('uploadProgressText', () => {
  it('writes megabytes the locale’s way, with the percentage', () => {
    const progress = { sent: 3.2 * 1024 * 1024, total: 12 * 1024 * 1024 };
    expect(uploadProgressText(progress, 'vi')).toBe('3,2 / 12,0 MB · 26%');
    expect(uploadProgressText(progress, 'kr')).toBe('3.2 / 12.0 MB · 26%');
    expect(uploadProgressText({ sent: 1024 * 1024, total: 0 }, 'vi')).toBe('1,0 MB');
  });
});
