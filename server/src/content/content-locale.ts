import type { Context } from 'hono';
import { API_HEADERS, localeParse, type Locale } from '@modavi/core';

/** `?locale=vi|kr` first (the app's cache key), else the language header (en and ko are kr). */
export function contentLocaleOf(c: Context): Locale {
  const given = c.req.query('locale');
  if (given) return localeParse(given);
  return ['en', 'ko'].includes(c.req.header(API_HEADERS.language) ?? '') ? 'kr' : 'vi';
}
