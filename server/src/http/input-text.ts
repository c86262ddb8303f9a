import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError, ERROR_CODES } from './api-error.js';

const NUL = '\u0000';
/** `%00` anywhere in the address: a path segment or a query value that decodes to NUL. */
const ENCODED_NUL = /%00/i;

/** Whether a parsed JSON value holds NUL in any string, key or value, however deep. */
export function jsonHasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(jsonHasNul);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => key.includes(NUL) || jsonHasNul(item));
  return false;
}

const refused = (message: string) => new ApiError(400, ERROR_CODES.requestInvalid, message);

/** A form's text fields (files are bytes and may hold anything); a broken form is the route's to refuse. */
async function formHasNul(c: Context): Promise<boolean> {
  // Hono keeps the parsed form: the handler's own parseBody reads it again for free.
  const form = await c.req.parseBody({ all: true }).catch(() => null);
  if (form === null) return false;
  return Object.entries(form).some(([key, value]) => key.includes(NUL) || [value].flat().some((item) => typeof item === 'string' && item.includes(NUL)));
}

/**
 * No text the API takes may hold a NUL character: PostgreSQL cannot store it in text and its
 * driver fails the whole statement, which used to surface as a 500. Refused here, once, for the
 * address, JSON bodies and form fields, with the catalogue's 400 REQUEST.INVALID. A body that
 * is not valid JSON or a form that cannot be read is left to the route, which answers its own
 * refusal (the upload's 'error reading file').
 */
export const inputTextCheck = createMiddleware(async (c, next) => {
  if (ENCODED_NUL.test(c.req.url)) throw refused('The address holds a NUL character.');
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (/^application\/(.+\+)?json\b/.test(type)) {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (jsonHasNul(body)) throw refused('A text field holds a NUL character.');
  } else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    if (await formHasNul(c)) throw refused('A form field holds a NUL character.');
  }
  await next();
});
