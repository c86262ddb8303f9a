/**
 * Factories for the discovery domain: a seller page, a top seller and suggestions as the API
 * sends them. Deterministic.
 */
import type { ShopProfile, TopSeller } from '../discovery/shop-profile.js';
import type { SearchSuggestions } from '../discovery/suggestions.js';
import { makeCategory, makeShop } from './factories.js';

export const makeShopProfile = (overrides: Partial<ShopProfile> = {}): ShopProfile => ({
  ...makeShop(),
  product_count: 35,
  sold: 12_400,
  categories: [{ _id: 'shop-category-1', title: 'Hàng mới về', product_count: 8 }],
  ...overrides,
});

export const makeTopSeller = (overrides: Partial<TopSeller> = {}): TopSeller => ({
  ...makeShop(),
  rank: 1,
  sold: 12_400,
  product_count: 35,
  products: [{ _id: 'product-1', name: 'Áo dài lụa tơ tằm thêu hoa sen', image: null }],
  ...overrides,
});

export const makeSearchSuggestions = (overrides: Partial<SearchSuggestions> = {}): SearchSuggestions => ({
  products: [{ _id: 'product-1', name: 'Áo dài lụa tơ tằm thêu hoa sen', image: null }],
  categories: [makeCategory()],
  ...overrides,
});
