import type { Context } from 'hono';
import type { ValidationIssue } from '@modavi/core';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';
import { isSellerRegistrationCode } from './seller-registration-error-codes.js';

/** The body as JSON, or 400 REQUEST.INVALID. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be JSON.');
  }
}

/**
 * A form's refusal: 400 with the first issue's code (the envelope's one code) and every issue
 * with its field under `errors`, so a client can put each message under its field.
 */
export function formRefusal(c: Context, issues: readonly ValidationIssue[]) {
  const first = issues[0];
  const code: ErrorCode = first && isSellerRegistrationCode(first.code) ? first.code : ERROR_CODES.requestInvalid;
  const message = issues.map((problem) => `${problem.field}: ${problem.code}`).join('; ');
  return c.json({ statusCode: 400, message, error_code: code, errors: issues }, 400);
}
