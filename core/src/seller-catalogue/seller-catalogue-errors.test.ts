import { describe, expect, it } from 'vitest';
import { SELLER_CATALOGUE_ERRORS } from './seller-catalogue-errors.js';

const placeholders = (message: string) => [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
/** The rule sources of this folder, read by Vite at test time (core tests may not import node:fs). */
const sources = Object.values(
  import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./seller-catalogue-errors.ts'], { query: '?raw', import: 'default', eager: true }),
).join('\n');

describe('SELLER_CATALOGUE_ERRORS', () => {
  it.each(Object.entries(SELLER_CATALOGUE_ERRORS))('%s has both locales with the same placeholders', (_code, messages) => {
    expect(messages.vi.trim()).not.toBe('');
    expect(messages.kr.trim()).not.toBe('');
    expect(placeholders(messages.vi)).toEqual(placeholders(messages.kr));
  });

  it('has a message for every literal code written in this folder', () => {
    const literal = [...sources.matchAll(/'((?:PRODUCT|FILE|BULK|EXPORT)\.[A-Z_]+)'/g)].map((match) => match[1] ?? '');
    expect(literal.length).toBeGreaterThan(10);
    for (const code of literal) expect(SELLER_CATALOGUE_ERRORS).toHaveProperty([code]);
  });

  it('writes Vietnamese with diacritics', () => {
    const vi = Object.values(SELLER_CATALOGUE_ERRORS).map((messages) => messages.vi).join(' ');
    expect(vi).toMatch(/[ảạấầẩậắằẳặẹếềểệịọốồổộớờởợụứừửựỳỵđ]/u);
  });
});
