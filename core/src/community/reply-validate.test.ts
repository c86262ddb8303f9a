import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { replyValidate } from './reply-validate.js';
import { REPLY_CONTENT_MAX } from './comment.js';
import type { Validation } from '../shared/validation.js';

const codes = (result: Validation<unknown>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('replyValidate', () => {
  it('accepts text with one image, text alone, or an image alone', () => {
    expect(replyValidate({ content: ' Đẹp quá ', images: ['https://cdn.modavi.test/r.jpg'] })).toEqual({
      ok: true,
      value: { content: 'Đẹp quá', images: ['https://cdn.modavi.test/r.jpg'] },
    });
    expect(replyValidate({ content: 'Cảm ơn shop' }).ok).toBe(true);
    expect(replyValidate({ images: ['https://cdn.modavi.test/r.jpg'] }).ok).toBe(true);
  });

  it('limits text to 300 characters and images to one', () => {
    expect(replyValidate({ content: 'a'.repeat(REPLY_CONTENT_MAX) }).ok).toBe(true);
    expect(codes(replyValidate({ content: 'a'.repeat(REPLY_CONTENT_MAX + 1), images: ['a.jpg', 'b.jpg'] }))).toEqual([
      'REPLY.CONTENT_TOO_LONG',
      'REPLY.IMAGES_TOO_MANY',
    ]);
  });

  it('refuses offensive language, empty replies and broken images', () => {
    expect(codes(replyValidate({ content: 'Đụ má shop' }))).toEqual(['CONTENT.INAPPROPRIATE']);
    expect(codes(replyValidate({ content: '  ' }))).toEqual(['REPLY.EMPTY']);
    expect(codes(replyValidate({ content: 'x', images: [42] }))).toEqual(['REPLY.IMAGE_INVALID']);
    expect(codes(replyValidate({ content: 'x', images: 'a.jpg' }))).toEqual(['REPLY.INVALID']);
  });

  it('never throws; what it accepts has at most 300 characters and one image', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ content: fc.string({ maxLength: 310 }), images: fc.array(fc.string(), { maxLength: 2 }) })), (input) => {
        const result = replyValidate(input);
        if (result.ok) {
          expect(Array.from(result.value.content).length).toBeLessThanOrEqual(REPLY_CONTENT_MAX);
          expect(result.value.images.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
