import { describe, expect, it } from 'vitest';
import { SHOP_ERRORS } from './shop-errors.js';
import { SHOP_SETTINGS_ERRORS } from './shop-settings-errors.js';
import { SELLER_CATALOGUE_ERRORS } from '../seller-catalogue/seller-catalogue-errors.js';

const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** The rule sources of this folder, read by Vite at test time (core tests may not import node:fs). */
const sources = Object.values(
  import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./shop-errors.ts', '!./shop-settings-errors.ts'], { query: '?raw', import: 'default', eager: true }),
).join('\n');

describe('SHOP_ERRORS', () => {
  it.each(Object.entries({ ...SHOP_ERRORS, ...SHOP_SETTINGS_ERRORS }))('%s has both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
  });

  // Codes the seller-application validator builds from its prefix are covered by its own
  // property test, which checks every code it returns against this catalogue.
  it('has a message for every literal code written in this folder', () => {
    const literal = [...sources.matchAll(/'((?:SHOP|SHOP_CATEGORY|SHOP_SETTINGS)\.[A-Z_]+)'/g)].map((match) => match[1] ?? '');
    expect(literal.length).toBeGreaterThan(3);
    for (const code of literal) expect({ ...SHOP_ERRORS, ...SHOP_SETTINGS_ERRORS }).toHaveProperty([code]);
  });

  it('shares no code with the seller catalogue, so the two catalogues merge without overriding', () => {
    for (const code of Object.keys(SHOP_ERRORS)) expect(SELLER_CATALOGUE_ERRORS).not.toHaveProperty([code]);
    // The settings' own catalogue neither overrides the shop's nor the catalogue's.
    for (const code of Object.keys(SHOP_SETTINGS_ERRORS)) {
      expect(SHOP_ERRORS).not.toHaveProperty([code]);
      expect(SELLER_CATALOGUE_ERRORS).not.toHaveProperty([code]);
    }
  });
});
