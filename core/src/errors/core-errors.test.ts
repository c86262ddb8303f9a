import { describe, expect, it } from 'vitest';
import { CORE_ERROR_CATALOGUES, CORE_ERRORS } from './core-errors.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the combined error catalogue', () => {
  it('has no code defined by two domains', () => {
    const codes = Object.values(CORE_ERROR_CATALOGUES).flatMap((catalogue) => Object.keys(catalogue));
    const repeated = codes.filter((code, index) => codes.indexOf(code) !== index);
    expect(repeated).toEqual([]);
    expect(Object.keys(CORE_ERRORS)).toHaveLength(codes.length);
  });

  it.each(Object.entries(CORE_ERRORS))('%s has text in both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim().length).toBeGreaterThan(0);
    expect(messages.kr.trim().length).toBeGreaterThan(0);
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
  });

  it('codes are DOMAIN.REASON in capitals, so they nest as i18n keys', () => {
    for (const code of Object.keys(CORE_ERRORS)) expect(code).toMatch(/^[A-Z_]+(\.[A-Z0-9_]+)+$/);
  });

  it("carries the spec's catalogue wording for the cart", () => {
    expect(CORE_ERRORS['CART.ITEM_DELETED']?.kr).toBe('Item deleted');
    expect(CORE_ERRORS['CART.VARIANT_REQUIRED']?.kr).toBe('Please select product classification');
  });
});
