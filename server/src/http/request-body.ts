import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, ERROR_CODES, type ErrorCode } from './api-error.js';

/**
 * Reads and validates a JSON body. `fieldCodes` gives a more precise error code when the
 * first problem is in a given field (e.g. quantity).
 */
// Accepts any zod 4 schema, classic or mini (core's entities are mini, for the web bundle).
export async function bodyParse<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  fieldCodes: Readonly<Record<string, ErrorCode>> = {},
): Promise<z.core.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be JSON.');
  }
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : '';
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, fieldCodes[field] ?? ERROR_CODES.requestInvalid, `${where}${issue?.message ?? 'invalid body'}`);
}
