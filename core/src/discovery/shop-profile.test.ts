import { describe, expect, it } from 'vitest';
import { makeShopProfile, makeTopSeller } from '../testing/discovery-factories.js';
import { ShopProfileSchema, TopSellerPageSchema, TopSellerSchema } from './shop-profile.js';
import { SearchSuggestionsSchema } from './suggestions.js';
import { makeSearchSuggestions } from '../testing/discovery-factories.js';

describe('discovery entities', () => {
  it('accept the factories and default missing lists to empty', () => {
    expect(ShopProfileSchema.parse(makeShopProfile())).toEqual(makeShopProfile());
    const { categories: _categories, ...withoutCategories } = makeShopProfile();
    expect(ShopProfileSchema.parse(withoutCategories).categories).toEqual([]);
    expect(TopSellerPageSchema.parse({ items: [makeTopSeller()], page: 1, limit: 20, total: 1 }).items).toHaveLength(1);
    expect(SearchSuggestionsSchema.parse(makeSearchSuggestions())).toEqual(makeSearchSuggestions());
  });

  it('refuse a rank below 1 and negative totals', () => {
    expect(TopSellerSchema.safeParse(makeTopSeller({ rank: 0 })).success).toBe(false);
    expect(ShopProfileSchema.safeParse(makeShopProfile({ sold: -1 })).success).toBe(false);
  });
});
