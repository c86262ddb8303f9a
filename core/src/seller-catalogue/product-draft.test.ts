import { describe, expect, it } from 'vitest';
import {
  PRODUCT_AUTHENTICITY_REFUND_PERCENT,
  PRODUCT_DESCRIPTION_LENGTH,
  PRODUCT_NAME_LENGTH,
  PRODUCT_OPTION_NAME_LENGTH_MIN,
  PRODUCT_PREPARATION_DAYS,
  PRODUCT_PREPARATION_TOOLTIP_DAYS,
  PRODUCT_RETURN_PERIOD_DAYS,
  PRODUCT_SHIPPING_AVERAGE_DAYS,
  PRODUCT_WEIGHT_GRAMS,
} from './product-draft.js';

describe('product constants of spec sections 5 and 9', () => {
  it('hold the lengths, weight and day ranges the validator checks', () => {
    expect(PRODUCT_NAME_LENGTH).toEqual({ min: 10, max: 200 });
    expect(PRODUCT_DESCRIPTION_LENGTH).toEqual({ min: 100, max: 3000 });
    expect(PRODUCT_WEIGHT_GRAMS).toEqual({ min: 10, max: 1_000_000 });
    expect(PRODUCT_PREPARATION_DAYS).toEqual({ min: 5, max: 30 });
    expect(PRODUCT_RETURN_PERIOD_DAYS).toEqual({ min: 1, max: 15 });
    expect(PRODUCT_OPTION_NAME_LENGTH_MIN).toBe(3);
  });

  it('hold the preparation tooltip and the authenticity refunds', () => {
    expect(PRODUCT_PREPARATION_TOOLTIP_DAYS).toEqual({ min: 1, max: 3 });
    expect(PRODUCT_SHIPPING_AVERAGE_DAYS).toEqual({ min: 2, max: 7 });
    expect(PRODUCT_AUTHENTICITY_REFUND_PERCENT).toEqual({ fake: 200, poorQuality: 100 });
  });
});
