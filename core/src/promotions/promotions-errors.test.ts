import { describe, expect, it } from 'vitest';
import { PROMOTIONS_ERRORS } from './promotions-errors.js';
import { VOUCHER_REFUSAL_CODES } from './voucher-applicability.js';
import { VOUCHER_FORM_CODES } from './voucher-form.js';
import { PROMOTION_FORM_CODES } from './promotion-form.js';
import { PROMOTION_PURCHASE_CODES } from './promotion-purchase.js';
import { BANNER_FORM_CODES, BANNER_SELLER_CODES } from './banner-form.js';
import { VOUCHER_SELECTION_CODES } from './voucher-slot.js';
import { VOUCHER_SAVE_CODES } from './voucher-wallet.js';
import { PROMOTIONS_PAGE_CODES } from './collection.js';
import { VOUCHER_SELLER_CODES, VOUCHER_SHOP_CODES } from './voucher-seller-check.js';
import { PROMOTION_SELLER_CODES, PROMOTION_SHOP_CODES } from './promotion-seller-check.js';

const CODES: readonly string[] = [
  ...VOUCHER_REFUSAL_CODES,
  ...VOUCHER_SELECTION_CODES,
  ...VOUCHER_FORM_CODES,
  ...PROMOTION_FORM_CODES,
  ...PROMOTION_PURCHASE_CODES,
  ...BANNER_FORM_CODES,
  ...BANNER_SELLER_CODES,
  ...VOUCHER_SAVE_CODES,
  ...PROMOTIONS_PAGE_CODES,
  ...VOUCHER_SELLER_CODES,
  ...VOUCHER_SHOP_CODES,
  ...PROMOTION_SELLER_CODES,
  ...PROMOTION_SHOP_CODES,
];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('PROMOTIONS_ERRORS', () => {
  it('has a message for exactly the codes the rules use', () => {
    expect(Object.keys(PROMOTIONS_ERRORS).sort()).toEqual([...new Set(CODES)].sort());
  });

  it.each(Object.entries(PROMOTIONS_ERRORS))('%s reads in both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
    expect(messages.vi).not.toBe(messages.kr);
    expect(messages.vi).toMatch(/[à-ỹđ]/i);
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
  });

  it('follows spec section 8 where it gives the words', () => {
    expect(PROMOTIONS_ERRORS['VOUCHER.MIN_ORDER_NOT_MET'].kr).toBe('Voucher conditions not met');
    expect(PROMOTIONS_ERRORS['VOUCHER.FREESHIP_NOT_WITH_EXPRESS'].kr).toBe('Not available with express shipping');
    expect(PROMOTIONS_ERRORS['PROMOTION.STOCK_EXCEEDED'].kr).toBe('Order exceeds remaining promotion stock, adjust quantity');
    expect(PROMOTIONS_ERRORS['PROMOTION.USER_LIMIT_EXCEEDED'].kr).toBe('Purchase exceeds per-user promotion limit');
    expect(PROMOTIONS_ERRORS['VOUCHER.APP_ONLY'].kr).toMatch(/^Buy on the app to use/);
    expect(PROMOTIONS_ERRORS['VOUCHER.CONDITIONS_NOT_MET'].kr).toBe('Voucher conditions not met');
  });
});
