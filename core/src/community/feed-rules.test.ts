import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HASHTAG_LENGTH_MAX, POST_HASHTAGS_MAX, hashtagsParse, postTextParts } from './hashtags.js';
import { commentValidate, COMMENT_MENTIONS_MAX } from './comment-validate.js';
import { feedSearchRead } from './post-feed.js';
import { postValidate } from './post-validate.js';
import { POST_BODY_SHAPE_MAX, POST_PRODUCTS_MAX } from './post.js';

describe('hashtags', () => {
  it('reads distinct, lower-cased tags in Vietnamese too, in order', () => {
    expect(hashtagsParse('Đi biển #Hè #OOTD #ootd, #áo_dài!')).toEqual(['hè', 'ootd', 'áo_dài']);
    expect(hashtagsParse('no tags # here')).toEqual([]);
  });

  it('never yields more than the maximum, each within its length, and the parts give the text back', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('#a', '#Bé', ' #x_1 ', '##'))), (pieces) => {
        const text = pieces.join('');
        const tags = hashtagsParse(text);
        expect(tags.length).toBeLessThanOrEqual(POST_HASHTAGS_MAX);
        expect(tags.every((tag) => tag.length > 0 && tag.length <= HASHTAG_LENGTH_MAX && tag === tag.toLowerCase())).toBe(true);
        expect(postTextParts(text).map((part) => part.text).join('')).toBe(text);
      }),
    );
  });
});

describe('post drafts and comments', () => {
  it('set hashtags from the text and check the body shape and the tagged products', () => {
    const checked = postValidate({ content: 'mix #Jean', hashtags: ['ignored'] });
    expect(checked.ok && checked.value.hashtags).toEqual(['jean']);
    const refused = postValidate({ content: 'x', body_shape: 'b'.repeat(POST_BODY_SHAPE_MAX + 1), product_ids: Array.from({ length: POST_PRODUCTS_MAX + 1 }, (_, n) => `p${n}`) });
    expect(refused.ok ? [] : refused.error.map((issue) => issue.code)).toEqual(['POST.BODY_SHAPE_TOO_LONG', 'POST.PRODUCTS_TOO_MANY']);
    expect(postValidate({ content: 'x', product_ids: ['a', 'a'] }).ok).toBe(false);
    const tagged = postValidate({ content: 'x', tags: Array.from({ length: COMMENT_MENTIONS_MAX + 1 }, (_, n) => `u${n}`) });
    expect(tagged.ok ? null : tagged.error[0]?.code).toBe('MENTION.TOO_MANY');
  });

  it('a comment keeps one image and distinct mentions, at most COMMENT_MENTIONS_MAX', () => {
    expect(commentValidate({ content: 'hi', images: ['/i.png'], mentions: ['u1'] })).toEqual({ ok: true, value: { content: 'hi', image: '/i.png', mentions: ['u1'] } });
    const many = commentValidate({ content: 'hi', mentions: Array.from({ length: COMMENT_MENTIONS_MAX + 1 }, (_, n) => `u${n}`) });
    expect(many.ok ? null : many.error[0]?.code).toBe('MENTION.TOO_MANY');
    const twice = commentValidate({ content: 'hi', mentions: ['u1', 'u1'] });
    expect(twice.ok ? null : twice.error[0]?.code).toBe('MENTION.DUPLICATE');
  });

  it('the feed address reads leniently', () => {
    expect(feedSearchRead({ tab: 'following', tag: '#OOTD' })).toEqual({ tab: 'following', tag: 'ootd' });
    expect(feedSearchRead({ tab: 'x', tag: 3 })).toEqual({ tab: 'all', tag: null });
    expect(feedSearchRead({ tab: 'bookmarks' }).tab).toBe('bookmarks');
  });
});
