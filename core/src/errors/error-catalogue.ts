import type { Locale } from '../locale/locale.js';

/**
 * A message per stable code, in both locales (kr carries English wording). Messages use
 * i18next interpolation (`{{min}}`) for the params, so any front end can render them.
 */
export type ErrorMessages = Readonly<Record<Locale, string>>;
export type ErrorCatalogue = Readonly<Record<string, ErrorMessages>>;

/** The i18n key of a code inside the `errors` namespace: 'PRODUCT.NAME_LENGTH' -> 'errors.PRODUCT.NAME_LENGTH'. */
export const errorI18nKey = (code: string): string => `errors.${code}`;
