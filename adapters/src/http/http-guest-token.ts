import * as z from 'zod/mini';
import { API_PATHS, type GatewayError, type Result } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const GuestTokenSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** Asks the commerce API for a no-login token (used when the page came without one). */
export const httpGuestToken = (client: HttpClient): Promise<Result<{ token: string }, GatewayError>> =>
  client.request({ method: 'POST', path: API_PATHS.guestToken, schema: GuestTokenSchema, body: {} });
