import type { Context } from 'hono';
import { API_HEADERS, localeOfRequestLanguage, type Locale } from '@modavi/core';

/** The locale a request asks for in its `language` header (vi, or kr for en and ko). */
export const requestLocale = (c: Context): Locale => localeOfRequestLanguage(c.req.header(API_HEADERS.language));
