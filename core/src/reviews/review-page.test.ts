import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { reviewSummaryFromCounts, reviewSummaryOf, ReviewSummarySchema } from './review-page.js';

describe('reviewSummaryFromCounts', () => {
  it('adds up the stars and rounds the mean to one decimal', () => {
    expect(reviewSummaryFromCounts([0, 0, 1, 1, 2])).toEqual({ count: 4, average: 4.3, stars: [0, 0, 1, 1, 2] });
    expect(reviewSummaryFromCounts([])).toEqual({ count: 0, average: 0, stars: [0, 0, 0, 0, 0] });
  });

  it('is total: any input gives a valid summary whose count is the sum of its stars', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(1000), fc.integer(), fc.double())), (counts) => {
        const summary = reviewSummaryFromCounts(counts);
        expect(ReviewSummarySchema.safeParse(summary).success).toBe(true);
        expect(summary.stars.reduce((sum, value) => sum + value, 0)).toBe(summary.count);
        if (summary.count > 0) {
          expect(summary.average).toBeGreaterThanOrEqual(1);
          expect(summary.average).toBeLessThanOrEqual(5);
        } else expect(summary.average).toBe(0);
      }),
    );
  });

  it('matches a plain mean of the ratings (oracle) within the rounding', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const summary = reviewSummaryOf(ratings);
        const mean = ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
        expect(summary.count).toBe(ratings.length);
        expect(Math.abs(summary.average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });

  it('leaves out ratings that are not whole stars from 1 to 5', () => {
    expect(reviewSummaryOf([0, 6, 4.5, Number.NaN, 5])).toEqual({ count: 1, average: 5, stars: [0, 0, 0, 0, 1] });
  });
});
