import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { socialFeedbackValidate } from './social-feedback-validate.js';
import { makeSocialFeedback } from '../testing/community-factories.js';
import type { Validation } from '../shared/validation.js';

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
