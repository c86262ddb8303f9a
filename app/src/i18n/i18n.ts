import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@modavi/core';

/**
 * Each feature keeps its words in `locales/<locale>/<feature>.json` (one top-level key per
 * file), so features grow without editing one shared file. Both locales have the same files.
 */
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export function resourcesBuild(): Resource {
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const [path, content] of Object.entries(files)) {
    const locale = /\.\/locales\/([^/]+)\//.exec(path)?.[1];
    if (!locale) continue;
    const bucket = (resources[locale] ??= { translation: {} });
    Object.assign(bucket.translation, content);
  }
  return resources;
}

/** The HTML lang attribute for a locale: kr carries English wording. */
export const htmlLang = (locale: Locale): string => (locale === 'kr' ? 'en' : 'vi');

export async function i18nCreate(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: resourcesBuild(),
    lng: locale,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'kr'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  pluralsByWording(instance);
  return instance;
}

/**
 * i18next picks a count's form (`_one`, `_other`) with `Intl.PluralRules` of the language code.
 * `kr` is no language Intl knows, so it took the browser's own: a Vietnamese browser has no
 * `one`, and English wording said "1 stars". Plural forms follow the wording's language
 * (`htmlLang`: kr is English).
 */
export function pluralsByWording(instance: i18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => unknown };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code === 'kr' ? htmlLang('kr') : code, options);
}
