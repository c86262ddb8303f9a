import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { socialFeedbackValidate } from './social-feedback-validate.js';
import { makeSocialFeedback } from '../testing/community-factories.js';
import type { Validation } from '../shared/validation.js';
import { SOCIAL_FEEDBACK_IMAGES_MAX, type SocialFeedbackItem } from './social-feedback.js';
import { socialFeedbackPublicView } from './social-feedback-view.js';

const codes = (result: Validation<unknown>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('socialFeedbackValidate', () => {
  it('accepts the factory feedback', () => {
    expect(socialFeedbackValidate(makeSocialFeedback())).toEqual({ ok: true, value: makeSocialFeedback() });
  });

  it('needs every field', () => {
    expect(codes(socialFeedbackValidate({}))).toEqual([
      'SOCIAL_FEEDBACK.ORGANISATION_NAME_REQUIRED',
      'SOCIAL_FEEDBACK.DECISION_NUMBER_REQUIRED',
      'SOCIAL_FEEDBACK.EMAIL_REQUIRED',
      'SOCIAL_FEEDBACK.CONTENT_REQUIRED',
      'SOCIAL_FEEDBACK.IMAGES_REQUIRED',
    ]);
  });

  it('limits name and decision number to 100, content to 500, and checks the email', () => {
    const result = socialFeedbackValidate(
      makeSocialFeedback({ organisation_name: 'a'.repeat(101), decision_number: '1'.repeat(101), email: 'not-an-email', content: 'x'.repeat(501) }),
    );
    expect(result.ok ? [] : result.error).toEqual([
      { field: 'organisation_name', code: 'SOCIAL_FEEDBACK.ORGANISATION_NAME_TOO_LONG', params: { max: 100 } },
      { field: 'decision_number', code: 'SOCIAL_FEEDBACK.DECISION_NUMBER_TOO_LONG', params: { max: 100 } },
      { field: 'email', code: 'SOCIAL_FEEDBACK.EMAIL_INVALID' },
      { field: 'content', code: 'SOCIAL_FEEDBACK.CONTENT_TOO_LONG', params: { max: 500 } },
    ]);
    expect(socialFeedbackValidate(makeSocialFeedback({ organisation_name: 'a'.repeat(100), content: 'x'.repeat(500) })).ok).toBe(true);
  });

  it('does not count blank image entries as images', () => {
    expect(codes(socialFeedbackValidate(makeSocialFeedback({ images: ['', '  '] })))).toEqual(['SOCIAL_FEEDBACK.IMAGES_REQUIRED']);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof socialFeedbackValidate(input).ok).toBe('boolean');
      }),
    );
  });
});

describe('socialFeedbackValidate images', () => {
  it('takes up to SOCIAL_FEEDBACK_IMAGES_MAX images and refuses more', () => {
    const images = (count: number) => Array.from({ length: count }, (_, at) => `/media/uploads/${at}.webp`);
    expect(socialFeedbackValidate(makeSocialFeedback({ images: images(SOCIAL_FEEDBACK_IMAGES_MAX) })).ok).toBe(true);
    expect(socialFeedbackValidate(makeSocialFeedback({ images: images(SOCIAL_FEEDBACK_IMAGES_MAX + 1) }))).toEqual({
      ok: false,
      error: [{ field: 'images', code: 'SOCIAL_FEEDBACK.IMAGES_TOO_MANY', params: { max: SOCIAL_FEEDBACK_IMAGES_MAX } }],
    });
  });
});

describe('socialFeedbackPublicView', () => {
  const item = (mine: boolean): SocialFeedbackItem => ({
    _id: 'f1',
    organisation_name: 'Hội',
    decision_number: '1',
    email: 'lienhe@hoi.test',
    content: 'x',
    images: [],
    status: 'received',
    created_at: 0,
    mine,
  });
  it('masks the email of anyone else and shows the caller its own', () => {
    expect(socialFeedbackPublicView(item(false)).email).toBe('l*****t');
    expect(socialFeedbackPublicView(item(true)).email).toBe('lienhe@hoi.test');
  });
  it('never shows an email that is not the caller’s', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const shown = socialFeedbackPublicView({ ...item(false), email }).email;
        expect(shown).toContain('*****');
        expect(shown.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});
