import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { avatarValidate, postEditValidate, postValidate } from './post-validate.js';
import { PostDraftSchema, POST_CONTENT_MAX } from './post.js';
import { makeImage, makePostDraft, makeVideo } from '../testing/community-factories.js';
import type { Validation } from '../shared/validation.js';

const codes = (result: Validation<unknown>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('postValidate', () => {
  it('accepts the factory draft', () => {
    expect(postValidate(makePostDraft())).toEqual({ ok: true, value: makePostDraft() });
  });

  it('accepts exactly 300 characters, counted as a person counts them', () => {
    const vietnamese = 'ệ'.normalize('NFD').repeat(POST_CONTENT_MAX);
    expect(postValidate(makePostDraft({ content: vietnamese })).ok).toBe(true);
    expect(codes(postValidate(makePostDraft({ content: 'a'.repeat(301) })))).toEqual(['POST.CONTENT_TOO_LONG']);
  });

  it('accepts up to 5 images or 1 video, but not both', () => {
    const images = (n: number) => Array.from({ length: n }, (_, i) => makeImage(i));
    expect(postValidate(makePostDraft({ media: images(5) })).ok).toBe(true);
    expect(postValidate(makePostDraft({ media: [makeVideo()] })).ok).toBe(true);
    expect(codes(postValidate(makePostDraft({ media: images(6) })))).toEqual(['POST.IMAGES_TOO_MANY']);
    expect(codes(postValidate(makePostDraft({ media: [makeVideo(1), makeVideo(2)] })))).toEqual(['POST.VIDEOS_TOO_MANY']);
    expect(codes(postValidate(makePostDraft({ media: [makeImage(), makeVideo()] })))).toEqual(['POST.MEDIA_MIXED']);
  });

  it("rejects offensive language with the spec's 'inappropriate content'", () => {
    expect(codes(postValidate(makePostDraft({ content: 'Shop này ĐCM lừa đảo' })))).toEqual(['CONTENT.INAPPROPRIATE']);
    expect(codes(postValidate(makePostDraft({ content: 'hàng giả' }), { moderationWords: ['hang gia'] }))).toEqual(['CONTENT.INAPPROPRIATE']);
  });

  it('needs text or media', () => {
    expect(codes(postValidate({ content: '   ', media: [] }))).toEqual(['POST.EMPTY']);
    expect(postValidate({ media: [makeVideo()] }).ok).toBe(true);
    expect(postValidate({ content: 'Chỉ có chữ' }).ok).toBe(true);
  });

  it('blocks tagging the same person twice', () => {
    expect(postValidate(makePostDraft({ tags: ['user-2', 'user-2'] }))).toEqual({
      ok: false,
      error: [{ field: 'tags', code: 'MENTION.DUPLICATE', params: { userId: 'user-2' } }],
    });
  });

  it('names broken media items and other wrongly typed fields', () => {
    const result = postValidate({ content: 'x', media: [makeImage(), { url: '', kind: 2 }, { url: 'a', kind: 3 }], product_ids: 'p' });
    expect(result.ok ? [] : result.error).toEqual([
      { field: 'media.1', code: 'POST.MEDIA_INVALID' },
      { field: 'media.2', code: 'POST.MEDIA_INVALID' },
      { field: 'product_ids', code: 'POST.INVALID' },
    ]);
    expect(codes(postValidate({ content: 'x', media: 'video.mp4' }))).toEqual(['POST.MEDIA_INVALID']);
  });

  it('lists every issue at once', () => {
    const media = [...Array.from({ length: 6 }, (_, i) => makeImage(i)), makeVideo()];
    expect(codes(postValidate({ content: `vcl ${'a'.repeat(300)}`, media, tags: ['u', 'u'] })).sort()).toEqual(
      ['CONTENT.INAPPROPRIATE', 'MENTION.DUPLICATE', 'POST.CONTENT_TOO_LONG', 'POST.IMAGES_TOO_MANY', 'POST.MEDIA_MIXED'].sort(),
    );
  });

  it('never throws; what it accepts is a draft within every limit', () => {
    const mediaArb = fc.array(fc.oneof(fc.nat(9).map(makeImage), fc.nat(9).map(makeVideo), fc.anything()), { maxLength: 8 });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ content: fc.string({ maxLength: 320 }), media: mediaArb })), (input) => {
        const result = postValidate(input);
        if (!result.ok) return;
        expect(PostDraftSchema.safeParse(result.value).success).toBe(true);
        const images = result.value.media.filter((item) => item.kind === 2).length;
        const videos = result.value.media.length - images;
        expect(images <= 5 && videos <= 1 && (images === 0 || videos === 0)).toBe(true);
        expect(Array.from(result.value.content).length).toBeLessThanOrEqual(POST_CONTENT_MAX);
      }),
    );
  });
});

describe('postEditValidate', () => {
  const before = [makeImage(1).url, makeImage(2).url, makeImage(3).url];

  it('allows replacing one image, and removing any', () => {
    expect(postEditValidate(before, makePostDraft({ media: [makeImage(1), makeImage(2), makeImage(9)] })).ok).toBe(true);
    expect(postEditValidate(before, makePostDraft({ media: [makeImage(2)] })).ok).toBe(true);
  });

  it('refuses a second new image', () => {
    const result = postEditValidate(before, makePostDraft({ media: [makeImage(1), makeImage(8), makeImage(9)] }));
    expect(result).toEqual({ ok: false, error: [{ field: 'media', code: 'POST.EDIT_IMAGES_LIMIT', params: { max: 1 } }] });
  });

  it('keeps the rules of a new post', () => {
    const result = postEditValidate(before, makePostDraft({ content: 'a'.repeat(301), media: [makeImage(7), makeImage(8)] }));
    expect(codes(result)).toEqual(['POST.CONTENT_TOO_LONG', 'POST.EDIT_IMAGES_LIMIT']);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (previous, input) => {
        expect(typeof postEditValidate(previous as string[], input).ok).toBe('boolean');
      }),
    );
  });
});

describe('avatarValidate', () => {
  it('takes one image, as an item or a list of one', () => {
    expect(avatarValidate(makeImage())).toEqual({ ok: true, value: makeImage() });
    expect(avatarValidate([makeImage()])).toEqual({ ok: true, value: makeImage() });
  });

  it.each([
    [[], 'AVATAR.REQUIRED'],
    [null, 'AVATAR.REQUIRED'],
    [[makeImage(1), makeImage(2)], 'AVATAR.TOO_MANY'],
    [[makeVideo()], 'AVATAR.NOT_IMAGE'],
    [['avatar.jpg'], 'AVATAR.INVALID'],
  ])('%j -> %s', (media, code) => {
    expect(codes(avatarValidate(media))).toEqual([code]);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (media) => {
        expect(typeof avatarValidate(media).ok).toBe('boolean');
      }),
    );
  });
});
