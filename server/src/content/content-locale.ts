import type { Context } from 'hono';
import { localeParse, type Locale } from '@modavi/core';
import { requestLocale } from '../http/request-locale.js';

/** `?locale=vi|kr` first (the app's cache key), else the language header (en and ko are kr). */
export function contentLocaleOf(c: Context): Locale {
  const given = c.req.query('locale');
  if (given) return localeParse(given);
  return requestLocale(c);
}
