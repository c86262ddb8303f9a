import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS } from '../format/epoch-ms.js';
import {
  reviewCanEdit,
  reviewCanWrite,
  reviewValidate,
  REVIEW_BUYER_DEADLINE_DAYS,
  REVIEW_EDIT_WINDOW_DAYS,
  REVIEW_EDITS_MAX,
} from './review-rules.js';
import { ReviewSchema } from './review.js';
import { COMMUNITY_FIXTURE_TIME, makeReview } from '../testing/community-factories.js';
import type { Validation } from '../shared/validation.js';

const codes = (result: Validation<unknown>) => (result.ok ? [] : result.error.map((found) => found.code));

describe('reviewValidate', () => {
  it('accepts a rating with or without text', () => {
    expect(reviewValidate({ rating: 5, content: ' Vải đẹp ' })).toEqual({ ok: true, value: { rating: 5, content: 'Vải đẹp', images: [] } });
    expect(reviewValidate({ rating: 1 }).ok).toBe(true);
  });

  it.each([[0], [6], [4.5], ['5'], [Number.NaN]])('refuses rating %j', (rating) => {
    const result = reviewValidate({ rating });
    expect(result.ok ? [] : result.error).toEqual([
      { field: 'rating', code: 'REVIEW.RATING_INVALID', params: { min: 1, max: 5 } },
    ]);
  });

  it('needs a rating and at most 150 characters', () => {
    expect(codes(reviewValidate({ content: 'a'.repeat(151) }))).toEqual(['REVIEW.RATING_REQUIRED', 'REVIEW.CONTENT_TOO_LONG']);
    expect(reviewValidate({ rating: 3, content: 'a'.repeat(150) }).ok).toBe(true);
    expect(codes(reviewValidate({ rating: 3, content: 12 }))).toEqual(['REVIEW.INVALID']);
  });

  it('accepts exactly the whole ratings from 1 to 5', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double()), (rating) => {
        expect(reviewValidate({ rating }).ok).toBe(Number.isInteger(rating) && rating >= 1 && rating <= 5);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof reviewValidate(input).ok).toBe('boolean');
      }),
    );
  });
});

describe('reviewCanEdit', () => {
  const review = makeReview();

  it('allows one edit within 30 days, the last instant included', () => {
    expect([REVIEW_EDITS_MAX, REVIEW_EDIT_WINDOW_DAYS]).toEqual([1, 30]);
    expect(reviewCanEdit(review, COMMUNITY_FIXTURE_TIME + DAY_MS)).toBe(true);
    expect(reviewCanEdit(review, COMMUNITY_FIXTURE_TIME + REVIEW_EDIT_WINDOW_DAYS * DAY_MS)).toBe(true);
    expect(reviewCanEdit(review, COMMUNITY_FIXTURE_TIME + REVIEW_EDIT_WINDOW_DAYS * DAY_MS + 1)).toBe(false);
  });

  it('refuses a second edit, even inside the window', () => {
    expect(reviewCanEdit(makeReview({ edited_at: COMMUNITY_FIXTURE_TIME + DAY_MS }), COMMUNITY_FIXTURE_TIME + 2 * DAY_MS)).toBe(false);
  });

  it('depends only on whether it was edited and how long ago it was written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY_MS }), fc.boolean(), (age, edited) => {
        const subject = makeReview({ edited_at: edited ? COMMUNITY_FIXTURE_TIME : null });
        expect(reviewCanEdit(subject, COMMUNITY_FIXTURE_TIME + age)).toBe(!edited && age <= 30 * DAY_MS);
      }),
    );
  });
});

describe('reviewCanWrite', () => {
  it(`allows a review up to ${REVIEW_BUYER_DEADLINE_DAYS} days after delivery`, () => {
    expect(reviewCanWrite(COMMUNITY_FIXTURE_TIME, COMMUNITY_FIXTURE_TIME)).toBe(true);
    expect(reviewCanWrite(COMMUNITY_FIXTURE_TIME, COMMUNITY_FIXTURE_TIME + REVIEW_BUYER_DEADLINE_DAYS * DAY_MS)).toBe(true);
    expect(reviewCanWrite(COMMUNITY_FIXTURE_TIME, COMMUNITY_FIXTURE_TIME + REVIEW_BUYER_DEADLINE_DAYS * DAY_MS + 1)).toBe(false);
    expect(reviewCanWrite(Number.NaN, COMMUNITY_FIXTURE_TIME)).toBe(false);
  });
});

describe('ReviewSchema', () => {
  it('parses the factory review and refuses a rating out of range', () => {
    expect(ReviewSchema.parse(makeReview())).toEqual(makeReview());
    expect(ReviewSchema.safeParse(makeReview({ rating: 0 })).success).toBe(false);
  });
});
