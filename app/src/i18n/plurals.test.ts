import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { i18n } from 'i18next';
import { i18nCreate } from './i18n';
import { localeBundleNames, localeBundleReady } from './locale-bundles';

const dir = fileURLToPath(new URL('./locales', import.meta.url));

/** Every key (plural suffix folded) whose kr wording carries a count, with the other values it names. */
function countKeys(): { key: string; names: string[] }[] {
  const found = new Map<string, Set<string>>();
  const walk = (value: unknown, prefix: string): void => {
    if (typeof value === 'string') {
      if (!value.includes('{{count}}')) return;
      const names = [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').filter((name) => name !== 'count');
      const key = prefix.replace(/_(zero|one|two|few|many|other)$/, '');
      found.set(key, new Set([...(found.get(key) ?? []), ...names]));
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [name, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${name}` : name);
    }
  };
  const base = `${dir}/kr`;
  const files = [
    ...readdirSync(base).filter((name) => name.endsWith('.json')),
    ...readdirSync(`${base}/lazy`)
      .filter((name) => name.endsWith('.json'))
      .map((name) => `lazy/${name}`),
  ];
  for (const file of files) walk(JSON.parse(readFileSync(`${base}/${file}`, 'utf8')), '');
  return [...found].map(([key, names]) => ({ key, names: [...names] }));
}

/**
 * A browser whose own language is Vietnamese: `Intl.PluralRules` of a language it has no data
 * for (such as `kr`) falls back to the browser's, which has no `one`.
 */
const NativePluralRules = Intl.PluralRules;
class VietnameseBrowserPluralRules extends NativePluralRules {
  constructor(locales?: string | string[], options?: Intl.PluralRulesOptions) {
    const known = locales !== undefined && NativePluralRules.supportedLocalesOf(locales).length > 0;
    super(known ? locales : 'vi', options);
  }
}

const instances: Partial<Record<'vi' | 'kr', i18n>> = {};
beforeAll(async () => {
  vi.stubGlobal('Intl', { ...Intl, PluralRules: VietnameseBrowserPluralRules });
  for (const locale of ['vi', 'kr'] as const) {
    const instance = await i18nCreate(locale);
    await Promise.all(localeBundleNames().map((bundle) => localeBundleReady(instance, bundle)));
    instances[locale] = instance;
  }
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('counts in words', () => {
  const keys = countKeys();

  it('finds the counted keys', () => {
    expect(keys.map(({ key }) => key)).toContain('reviews.starsShort');
  });

  it.each(keys)('$key reads right for 0, 1 and 2 in both locales', ({ key, names }) => {
    const values = Object.fromEntries(names.map((name) => [name, 'X']));
    for (const locale of ['vi', 'kr'] as const) {
      const t = instances[locale]!.t;
      for (const count of [0, 1, 2]) {
        const text = t(key, { ...values, count });
        expect(text, `${locale} ${key} ${count}`).not.toBe(key);
        expect(text).not.toContain('{{');
        expect(text).toContain(String(count));
        // "1 stars", "1/5 stars", "1 orders": a singular count before a plural noun.
        if (locale === 'kr' && count === 1) expect(text).not.toMatch(/\b1(\/\d+)? [a-z]+s\b/);
        if (locale === 'kr' && count !== 1)
          expect(text).not.toMatch(/\b[02](\/\d+)? (star|review|item|product|day|order|second|save|use|character|measurement)\b/);
      }
    }
  });
});
