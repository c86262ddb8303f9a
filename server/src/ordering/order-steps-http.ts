import type { Context } from 'hono';
import type { Result } from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES } from '../http/api-error.js';
import { commerceError } from './commerce-error.js';

/**
 * Runs a lifecycle step in one transaction and turns its refusal into the error envelope; the
 * throw rolls back whatever the step had written before it was refused.
 */
export const stepInTransaction = <T>(db: Db, step: (tx: Db) => Promise<Result<T, string>>): Promise<T> =>
  db.transaction(async (tx) => {
    const result = await step(tx);
    if (!result.ok) throw commerceError(result.error);
    return result.value;
  });

/** A JSON object body, or an empty one when there is none (steps without fields send nothing). */
export async function optionalBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Reported below with the other shapes that are not an object.
  }
  throw new ApiError(400, ERROR_CODES.requestInvalid, 'The body must be a JSON object.');
}

/** A text field of a body, '' when absent or not text (the rules then refuse it by name). */
export const bodyText = (body: Record<string, unknown>, field: string): string => {
  const value = body[field];
  return typeof value === 'string' ? value : '';
};
