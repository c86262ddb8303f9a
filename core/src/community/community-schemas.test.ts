import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INTERACTION_KIND, InteractionKindSchema, MEDIA_KIND, MediaKindSchema, SenderKindSchema } from './community-kinds.js';
import { PostSchema } from './post.js';
import { CommentSchema } from './comment.js';
import { ChatRoomSchema } from './chat-room.js';
import { ChatMessageSchema } from './chat-message.js';
import { SocialFeedbackSchema } from './social-feedback.js';
import { ReviewSchema } from './review.js';
import { makeChatMessage, makeChatRoom, makeComment, makePost, makeReview, makeSocialFeedback } from '../testing/community-factories.js';

const SCHEMAS = [PostSchema, CommentSchema, ChatRoomSchema, ChatMessageSchema, SocialFeedbackSchema, ReviewSchema];

describe('community enumerations', () => {
  it('number media and interactions as the spec does', () => {
    expect(MEDIA_KIND).toEqual({ video: 1, image: 2 });
    expect(INTERACTION_KIND).toEqual({ post: 1, follower: 2, following: 3 });
    expect(SenderKindSchema.options).toEqual(['buyer', 'seller']);
  });

  it('accept only those numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 6 }), (n) => {
        expect(MediaKindSchema.safeParse(n).success).toBe(n === 1 || n === 2);
        expect(InteractionKindSchema.safeParse(n).success).toBe(n >= 1 && n <= 3);
      }),
    );
  });
});

describe('community entities', () => {
  it('parse their factories unchanged and strip unknown fields', () => {
    expect(PostSchema.parse({ ...makePost(), internal_score: 9 })).toEqual(makePost());
    expect(CommentSchema.parse(makeComment())).toEqual(makeComment());
    expect(ChatRoomSchema.parse(makeChatRoom())).toEqual(makeChatRoom());
    expect(ChatMessageSchema.parse(makeChatMessage())).toEqual(makeChatMessage());
    expect(SocialFeedbackSchema.parse(makeSocialFeedback())).toEqual(makeSocialFeedback());
    expect(ReviewSchema.parse(makeReview())).toEqual(makeReview());
  });

  it('fill list and count defaults a server may leave out', () => {
    const { images: _i, hashtags: _h, tags: _t, like_count: _l, ...bare } = makePost();
    expect(PostSchema.parse(bare)).toMatchObject({ images: [], hashtags: [], tags: [], like_count: 0 });
    const { unread_count: _u, ...room } = makeChatRoom();
    expect(ChatRoomSchema.parse(room).unread_count).toBe(0);
  });

  it('fail on a missing required field', () => {
    const { author: _a, ...post } = makePost();
    expect(PostSchema.safeParse(post).success).toBe(false);
    expect(ChatMessageSchema.safeParse({ ...makeChatMessage(), sender_kind: 'admin' }).success).toBe(false);
  });

  it('never throw on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const schema of SCHEMAS) expect(typeof schema.safeParse(value).success).toBe('boolean');
      }),
    );
  });
});
