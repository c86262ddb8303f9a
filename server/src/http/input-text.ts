import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError, ERROR_CODES, type ErrorCode } from './api-error.js';

const NUL = '\u0000';
/** `%00` anywhere in the address: a path segment or a query value that decodes to NUL. */
const ENCODED_NUL = /%00/i;

/**
 * The deepest a JSON body may nest arrays and objects. The app's deepest form (a seller's
 * product: classifications, their options, their values) is under ten; a body of 20 KB can
 * nest 10,000 deep, which overflowed the stack of any recursive walk (issue 24).
 */
export const JSON_DEPTH_MAX = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether a JSON text nests arrays and objects deeper than `max`, read as text in one pass
 * (brackets inside strings do not count), before anything parses or walks it. A text that
 * is not JSON gets an answer too; the parser refuses it afterwards.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (OPENERS.has(char)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(char)) {
      depth -= 1;
    }
  }
  return false;
}

export type JsonFlaw = 'nul' | 'unsafe_number' | 'lone_surrogate';

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textFlaw(text: string): JsonFlaw | null {
  if (text.includes(NUL)) return 'nul';
  // A '\ud800' escape parses to half a character: PostgreSQL's jsonb refuses it, UTF-8 cannot carry it.
  if (LONE_SURROGATE.test(text)) return 'lone_surrogate';
  return null;
}

/**
 * The first value of a parsed JSON body no route can take, or null: a NUL in a string or a
 * key (PostgreSQL text cannot hold it), a lone surrogate, a number beyond JavaScript's safe
 * integers (2^53 is no longer exact; 1e305 is no price, quantity or date; 1e400 parses to
 * Infinity). Walked with a stack of its own, not by recursion.
 */
export function jsonFlaw(value: unknown): JsonFlaw | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      const flaw = textFlaw(item);
      if (flaw) return flaw;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item) || Math.abs(item) > Number.MAX_SAFE_INTEGER) return 'unsafe_number';
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        const flaw = textFlaw(key);
        if (flaw) return flaw;
        pending.push(inner);
      }
    }
  }
  return null;
}

/** Whether a parsed JSON value holds NUL in any string, key or value, however deep. */
export const jsonHasNul = (value: unknown): boolean => jsonFlaw(value) === 'nul';

const refused = (message: string, code: ErrorCode = ERROR_CODES.requestInvalid) => new ApiError(400, code, message);

const FLAW_REFUSALS: Readonly<Record<JsonFlaw, () => ApiError>> = {
  nul: () => refused('A text field holds a NUL character.'),
  unsafe_number: () => refused('A number is beyond ±(2^53 - 1) or not finite.', ERROR_CODES.requestValueUnsupported),
  lone_surrogate: () => refused('A text holds a lone UTF-16 surrogate.', ERROR_CODES.requestValueUnsupported),
};

/** A form's text fields (files are bytes and may hold anything); a broken form is the route's to refuse. */
async function formHasNul(c: Context): Promise<boolean> {
  // Hono keeps the parsed form: the handler's own parseBody reads it again for free.
  const form = await c.req.parseBody({ all: true }).catch(() => null);
  if (form === null) return false;
  return Object.entries(form).some(([key, value]) => key.includes(NUL) || [value].flat().some((item) => typeof item === 'string' && item.includes(NUL)));
}

/**
 * What no text or value the API takes may be, refused here, once, for the address, JSON
 * bodies and form fields, with the catalogue's 400, before any route reads the body:
 * - a NUL character (REQUEST.INVALID): PostgreSQL cannot store it in text and its driver
 *   failed the whole statement, which used to surface as a 500;
 * - a JSON body nested deeper than JSON_DEPTH_MAX (REQUEST.TOO_DEEP), found on the raw text
 *   before it is parsed or walked: 10,000 levels overflowed the stack of the walk (a 500 on
 *   every JSON route, issue 24);
 * - a number beyond the safe integers or a lone surrogate (REQUEST.VALUE_UNSUPPORTED): they
 *   reached the database's integer, timestamp and jsonb columns and failed there with a 500.
 * A body that is not valid JSON or a form that cannot be read is left to the route, which
 * answers its own refusal (the upload's 'error reading file').
 */
export const inputTextCheck = createMiddleware(async (c, next) => {
  if (ENCODED_NUL.test(c.req.url)) throw refused('The address holds a NUL character.');
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (/^application\/(.+\+)?json\b/.test(type)) {
    // Hono keeps the text: the route's own c.req.json() parses it again without reading the stream.
    const text = await c.req.text().catch((error: unknown) => {
      // The body limit's 413 stands; a body that cannot be read is the route's to refuse.
      if (error instanceof ApiError) throw error;
      return '';
    });
    if (jsonNestsDeeperThan(text, JSON_DEPTH_MAX)) throw refused(`The body nests deeper than ${JSON_DEPTH_MAX} levels.`, ERROR_CODES.requestTooDeep);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const flaw = jsonFlaw(body);
    if (flaw) throw FLAW_REFUSALS[flaw]();
  } else if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    if (await formHasNul(c)) throw refused('A form field holds a NUL character.');
  }
  await next();
});
