import * as z from 'zod/mini';

/** Spec: locale values are vi (default) and kr; kr carries English wording. */
export const LocaleSchema = z.enum(['vi', 'kr']);
export type Locale = z.infer<typeof LocaleSchema>;
export const LOCALE_DEFAULT: Locale = 'vi';
export const LOCALES: readonly Locale[] = LocaleSchema.options;

/** The language a request announces: vi, ko or en. */
export type RequestLanguage = 'vi' | 'ko' | 'en';

/** Spec: requests send vi, ko or en, and the kr locale is sent as en. */
export const requestLanguage = (locale: Locale): RequestLanguage => (locale === 'kr' ? 'en' : 'vi');

/** Reads any stored value as a locale, falling back to the default. */
export const localeParse = (value: unknown): Locale => {
  const parsed = LocaleSchema.safeParse(value);
  return parsed.success ? parsed.data : LOCALE_DEFAULT;
};

/** The locale a request's language names (the inverse of requestLanguage): en and ko read as kr, anything else vi. */
export const localeOfRequestLanguage = (language: string | null | undefined): Locale => (language === 'en' || language === 'ko' ? 'kr' : 'vi');
