import type { Context } from 'hono';
import { CORE_ERRORS, type ErrorEnvelope } from '@modavi/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from './api-error.js';
import { requestLocale } from './request-locale.js';

/** Spec: the payload sits at `data` of the body. */
export const okJson = <T>(c: Context, data: T, status: 200 | 201 = 200) =>
  c.json({ statusCode: status, message: status === 201 ? 'Created' : 'OK', data }, status);

/**
 * A refusal's message in the request's language: the catalogue's words for its code (core's
 * CORE_ERRORS, what the app shows), else the developer's message. A catalogue message that needs
 * figures ({{max}}) the refusal does not carry keeps the developer's message, which states them.
 */
export function errorMessage(c: Context, code: ErrorCode, message: string): string {
  const words = Object.hasOwn(CORE_ERRORS, code) ? CORE_ERRORS[code]?.[requestLocale(c)] : undefined;
  return words !== undefined && !words.includes('{{') ? words : message;
}

export const errorJson = (c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) =>
  c.json({ statusCode: status, message: errorMessage(c, code, message), error_code: code } satisfies ErrorEnvelope, status);
