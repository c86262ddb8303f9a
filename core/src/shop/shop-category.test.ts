import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ShopCategorySchema, shopCategoryToggle, shopCategoryValidate, type ShopCategoryStatus } from './shop-category.js';
import { SHOP_ERRORS } from './shop-errors.js';
import { makeShopCategory } from '../testing/shop-factories.js';

describe('shopCategoryValidate', () => {
  it('accepts a 5-character title, trimmed, showing by default', () => {
    expect(shopCategoryValidate({ title: '  Váy 1 ' })).toEqual({ ok: true, value: { title: 'Váy 1', status: 'show', products: [] } });
  });

  it.each([
    [{}, 'SHOP_CATEGORY.TITLE_REQUIRED'],
    [{ title: '    ' }, 'SHOP_CATEGORY.TITLE_REQUIRED'],
    [{ title: 'Váy' }, 'SHOP_CATEGORY.TITLE_TOO_SHORT'],
    [{ title: 'Đầm!' }, 'SHOP_CATEGORY.TITLE_TOO_SHORT'],
    [{ title: 'Áo khoác', status: 'visible' }, 'SHOP_CATEGORY.INVALID_FIELD'],
  ])('%j -> %s', (input, code) => {
    const result = shopCategoryValidate(input);
    expect(result.ok ? [] : result.error.map((found) => found.code)).toEqual([code]);
  });

  it('never throws and every code has a message', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ title: fc.anything(), status: fc.anything() })), (input) => {
        const result = shopCategoryValidate(input);
        if (!result.ok) for (const found of result.error) expect(SHOP_ERRORS).toHaveProperty([found.code]);
      }),
    );
  });
});

describe('ShopCategorySchema', () => {
  it('parses the factory category and needs a status', () => {
    expect(ShopCategorySchema.parse(makeShopCategory())).toEqual(makeShopCategory());
    const { status: _status, ...rest } = makeShopCategory();
    expect(ShopCategorySchema.safeParse(rest).success).toBe(false);
  });
});

describe('shopCategoryToggle', () => {
  it('flips the status only when confirmed', () => {
    expect(shopCategoryToggle('show', true)).toEqual({ ok: true, value: 'hide' });
    expect(shopCategoryToggle('hide', true)).toEqual({ ok: true, value: 'show' });
    expect(shopCategoryToggle('show', false)).toEqual({ ok: false, error: 'SHOP_CATEGORY.TOGGLE_NOT_CONFIRMED' });
  });

  it('comes back to where it started after two confirmed toggles', () => {
    fc.assert(
      fc.property(fc.constantFrom<ShopCategoryStatus>('show', 'hide'), (status) => {
        const once = shopCategoryToggle(status, true);
        if (!once.ok) throw new Error('a confirmed toggle failed');
        expect(once.value).not.toBe(status);
        expect(shopCategoryToggle(once.value, true)).toEqual({ ok: true, value: status });
      }),
    );
  });
});
