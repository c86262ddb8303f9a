import type { Context } from 'hono';
import type { ErrorEnvelope } from '@modavi/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from './api-error.js';

/** Spec: the payload sits at `data` of the body. */
export const okJson = <T>(c: Context, data: T, status: 200 | 201 = 200) =>
  c.json({ statusCode: status, message: status === 201 ? 'Created' : 'OK', data }, status);

export const errorJson = (c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) =>
  c.json({ statusCode: status, message, error_code: code } satisfies ErrorEnvelope, status);
