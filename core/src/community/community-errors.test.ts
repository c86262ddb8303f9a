import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMMUNITY_ERRORS } from './community-errors.js';
import { avatarValidate, postEditValidate, postValidate } from './post-validate.js';
import { replyValidate } from './reply-validate.js';
import { mentionsValidate } from './mentions.js';
import { commentValidate } from './comment-validate.js';
import { reviewValidate } from './review-rules.js';
import { socialFeedbackValidate } from './social-feedback-validate.js';
import { contactFormValidate } from './contact-form.js';
import { chatMessageRefusal, chatRoomId } from './chat-room-party.js';
import { makeImage, makeSocialFeedback, makeVideo } from '../testing/community-factories.js';
import type { Validation, ValidationIssue } from '../shared/validation.js';

const issuesOf = (result: Validation<unknown>): readonly ValidationIssue[] => (result.ok ? [] : result.error);
const images = (n: number) => Array.from({ length: n }, (_, i) => makeImage(i));

/** Inputs that between them reach every code the community rules return. */
const chatRefusals = (): ValidationIssue[] =>
  [
    chatMessageRefusal(chatRoomId('shop-1', 'user-1'), null, true),
    chatMessageRefusal(chatRoomId('shop-1', 'user-1'), { kind: 'buyer', userId: 'user-2' }, true),
    chatMessageRefusal(chatRoomId('shop-1', 'user-1'), { kind: 'buyer', userId: 'user-1' }, false),
  ].flatMap((code) => (code === null ? [] : [{ field: 'roomId', code }]));

const reached = (): ValidationIssue[] => [
  ...chatRefusals(),
  ...issuesOf(postValidate({ content: `vcl ${'a'.repeat(300)}`, media: [...images(6), makeVideo(1), makeVideo(2), {}], product_ids: 1 })),
  ...issuesOf(postValidate({})),
  ...issuesOf(postValidate({ content: 'x', body_shape: 'b'.repeat(41), product_ids: ['p', 'p', 'q', 'r', 's', 't'] })),
  ...issuesOf(commentValidate({ content: 'x', mentions: Array.from({ length: 11 }, (_, i) => `u${i}`) })),
  ...issuesOf(postEditValidate([], { content: 'x', media: images(2) })),
  ...issuesOf(avatarValidate([])),
  ...issuesOf(avatarValidate(images(2))),
  ...issuesOf(avatarValidate(['x'])),
  ...issuesOf(avatarValidate([makeVideo()])),
  ...issuesOf(mentionsValidate(['u', 'u', 1])),
  ...issuesOf(replyValidate({ content: 'a'.repeat(301), images: ['a', 2] })),
  ...issuesOf(replyValidate({})),
  ...issuesOf(replyValidate({ content: 'x', images: 'a' })),
  ...issuesOf(reviewValidate({ content: 'a'.repeat(151) })),
  ...issuesOf(reviewValidate({ rating: 9, content: 1 })),
  ...issuesOf(socialFeedbackValidate({})),
  ...issuesOf(socialFeedbackValidate(makeSocialFeedback({ images: Array.from({ length: 6 }, (_, at) => `/media/uploads/${at}.png`) }))),
  ...issuesOf(socialFeedbackValidate({ ...makeSocialFeedback({ organisation_name: 'a'.repeat(101), decision_number: 'a'.repeat(101), email: 'x', content: 'a'.repeat(501) }), created_at: 'hôm qua' })),
  ...issuesOf(contactFormValidate({})),
  ...issuesOf(contactFormValidate({ name: 'a', email: 'x', phone: '+84 912 345 678', website: 'x', message: 'm' })),
  ...issuesOf(contactFormValidate({ name: 'a'.repeat(101), email: 'lan@modavi.vn', phone: '0912345678', website: 'https://modavi.vn', message: 'm' })),
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('COMMUNITY_ERRORS', () => {
  it('has a message for every code the rules return, and every message is reachable', () => {
    const found = reached();
    for (const { code, params } of found) {
      const messages = COMMUNITY_ERRORS[code as keyof typeof COMMUNITY_ERRORS];
      expect(messages, code).toBeDefined();
      expect(Object.keys(params ?? {}), code).toEqual(expect.arrayContaining(placeholders(messages.vi)));
    }
    expect([...new Set(found.map((issue) => issue.code))].sort()).toEqual(Object.keys(COMMUNITY_ERRORS).sort());
  });

  it('uses the same placeholders in vi and kr, and no empty message', () => {
    for (const [code, messages] of Object.entries(COMMUNITY_ERRORS)) {
      expect(placeholders(messages.vi), code).toEqual(placeholders(messages.kr));
      expect(messages.vi.length * messages.kr.length, code).toBeGreaterThan(0);
    }
  });

  it('returns only catalogued codes, whatever the input', () => {
    const known = Object.keys(COMMUNITY_ERRORS);
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const found = [
          postValidate(input),
          replyValidate(input),
          mentionsValidate(input),
          reviewValidate(input),
          socialFeedbackValidate(input),
          contactFormValidate(input),
          avatarValidate(input),
        ].flatMap(issuesOf);
        for (const { code } of found) expect(known).toContain(code);
      }),
    );
  });
});
