import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILE_ERROR,
  fileExtension,
  fileKind,
  imageTypeIsAllowed,
  MEDIA_LIMITS_DEFAULT,
  productMediaCheck,
  UPLOAD_FILE_COUNT_MAX_DEFAULT,
  VIDEO_DURATION_MAX_SECONDS_DEFAULT,
} from './product-file.js';
import { makePickedFile } from '../testing/seller-catalogue-factories.js';

const codes = (result: ReturnType<typeof productMediaCheck>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('fileExtension', () => {
  it.each([
    ['photo.JPG', 'jpg'],
    ['https://cdn.test/a/b.png?x=1#y', 'png'],
    ['archive.tar.gz', 'gz'],
    ['.hidden', ''],
    ['noext', ''],
    ['/media/x.dir/file', ''],
  ])('%s -> %j', (name, extension) => expect(fileExtension(name)).toBe(extension));
});

describe('fileKind', () => {
  it.each([
    ['clip.mp4', '', 'video'],
    ['clip.WEBM', '', 'video'],
    ['clip.mov', '', 'video'],
    ['clip', 'video/quicktime', 'video'],
    ['clip', 'video/mp4', 'video'],
    ['photo.png', 'image/png', 'image'],
    ['photo', 'image/webp', 'image'],
    ['photo.svg', '', 'image'],
    ['sheet.xlsx', 'application/vnd.ms-excel', 'other'],
    ['clip.avi', 'video/x-msvideo', 'other'],
  ] as const)('%s (%s) is %s', (name, mime, kind) => expect(fileKind(name, mime)).toBe(kind));

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (name, mime) => {
        expect(['image', 'video', 'other']).toContain(fileKind(name, mime));
      }),
    );
  });
});

describe('imageTypeIsAllowed', () => {
  it.each([
    ['a.png', 'image/png', true],
    ['a.jpeg', 'image/jpeg', true],
    ['a.gif', '', true],
    ['a.svg', 'image/svg+xml', true],
    ['a.png', 'image/webp', false],
    ['a.heic', '', false],
    ['a.webp', 'application/octet-stream', false],
  ] as const)('%s (%s) -> %s', (name, mime, allowed) => expect(imageTypeIsAllowed(name, mime)).toBe(allowed));
});

describe('productMediaCheck', () => {
  it('accepts 3 images and 1 short video and sorts them', () => {
    const video = makePickedFile({ name: 'clip.mp4', mime: 'video/mp4', durationSeconds: 30 });
    const result = productMediaCheck([makePickedFile(), makePickedFile({ name: 'b.png', mime: 'image/png' }), makePickedFile(), video]);
    expect(result).toEqual({ ok: true, value: { images: [makePickedFile(), makePickedFile({ name: 'b.png', mime: 'image/png' }), makePickedFile()], videos: [video] } });
  });

  it('counts what the product already holds', () => {
    expect(codes(productMediaCheck([makePickedFile()], { images: 3, videos: 0 }))).toEqual(['PRODUCT.IMAGES_MAX']);
    const video = makePickedFile({ name: 'clip.mov', mime: 'video/quicktime' });
    expect(codes(productMediaCheck([video], { images: 0, videos: 1 }))).toEqual(['PRODUCT.VIDEOS_MAX']);
    expect(codes(productMediaCheck([makePickedFile()], { images: 2, videos: 1 }))).toEqual([]);
  });

  it('refuses a second video in the same pick', () => {
    const video = makePickedFile({ name: 'clip.webm', mime: 'video/webm' });
    expect(codes(productMediaCheck([video, video]))).toEqual(['PRODUCT.VIDEOS_MAX']);
  });

  it('refuses unsupported types, unreadable entries and a video over the limit', () => {
    const long = makePickedFile({ name: 'long.mp4', mime: 'video/mp4', durationSeconds: VIDEO_DURATION_MAX_SECONDS_DEFAULT + 1 });
    const result = productMediaCheck([makePickedFile({ name: 'a.webp', mime: 'image/webp' }), { name: 3 }, long]);
    expect(result.ok ? [] : result.error).toEqual([
      { field: 'files.0', code: FILE_ERROR.imageNotSupported },
      { field: 'files.1', code: FILE_ERROR.readError },
      { field: 'files.2', code: FILE_ERROR.videoTooLong, params: { max: VIDEO_DURATION_MAX_SECONDS_DEFAULT } },
    ]);
  });

  it('takes the limits as parameters', () => {
    const video = makePickedFile({ name: 'clip.mp4', mime: 'video/mp4', durationSeconds: 100 });
    expect(codes(productMediaCheck([video], undefined, { videoDurationMaxSeconds: 120, fileCountMax: 1 }))).toEqual([]);
    expect(codes(productMediaCheck([makePickedFile(), makePickedFile()], undefined, { ...MEDIA_LIMITS_DEFAULT, fileCountMax: 1 }))).toEqual([
      FILE_ERROR.listNotCorrect,
    ]);
  });

  it('says the list is not correct when it is not a list or is too long', () => {
    expect(codes(productMediaCheck('a.png'))).toEqual([FILE_ERROR.listNotCorrect]);
    const tooMany = Array.from({ length: UPLOAD_FILE_COUNT_MAX_DEFAULT + 1 }, () => makePickedFile());
    expect(codes(productMediaCheck(tooMany))).toContain(FILE_ERROR.listNotCorrect);
  });

  it('never throws, and any accepted pick keeps within 3 images and 1 video', () => {
    const file = fc.record({
      name: fc.constantFrom('a.png', 'b.jpg', 'c.webp', 'd.mp4', 'e.mov', 'f.txt', 'g'),
      mime: fc.constantFrom('', 'image/png', 'image/webp', 'video/mp4', 'text/plain'),
      durationSeconds: fc.option(fc.double(), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.oneof(fc.array(file, { maxLength: 6 }), fc.anything()), (files) => {
        const result = productMediaCheck(files);
        if (result.ok) {
          expect(result.value.images.length).toBeLessThanOrEqual(3);
          expect(result.value.videos.length).toBeLessThanOrEqual(1);
        } else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });
});
