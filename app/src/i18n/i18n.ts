import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@modavi/core';
import vi from './locales/vi.json';
import kr from './locales/kr.json';

export const resources = { vi: { translation: vi }, kr: { translation: kr } } as const;

/** The HTML lang attribute for a locale: kr carries English wording. */
export const htmlLang = (locale: Locale): string => (locale === 'kr' ? 'en' : 'vi');

export async function i18nCreate(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'kr'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
