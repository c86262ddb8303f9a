import { httpAuthGateway, type HttpClient } from '@modavi/adapters';
import type { AuthGateway } from '@modavi/core';

/**
 * The HTTP account gateway, in a module of its own that only a dynamic import reaches, so the
 * bundler keeps it (and its schemas) out of the first visit's chunks.
 */
export const authGatewayCreate = (client: HttpClient, baseUrl: string): AuthGateway => httpAuthGateway(client, baseUrl);
