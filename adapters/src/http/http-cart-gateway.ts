import * as z from 'zod/mini';
import { API_PATHS, CartSchema, CountSchema, ok, type CartGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

// Mutations answer with an envelope whose payload we do not need.
const AnySchema = z.unknown();

/** CartGateway over the spec's cart calls. */
export function httpCartGateway(client: HttpClient): CartGateway {
  const drop = async (pending: ReturnType<HttpClient['request']>) => {
    const result = await pending;
    return result.ok ? ok(undefined) : result;
  };
  return {
    cartGet: () => client.request({ method: 'GET', path: API_PATHS.cartAll, schema: CartSchema }),
    cartCount: () => client.request({ method: 'GET', path: API_PATHS.cartCount, schema: CountSchema }),
    cartAdd: (line) => client.request({ method: 'POST', path: API_PATHS.cartAdd, schema: CountSchema, body: line }),
    cartQuantitySet: (lineId, quantity) =>
      drop(client.request({ method: 'PUT', path: API_PATHS.cartQuantities(lineId), schema: AnySchema, body: { quantity } })),
    cartRemove: (lineId) => drop(client.request({ method: 'DELETE', path: API_PATHS.cartLine(lineId), schema: AnySchema })),
    cartRemoveMany: (lineIds) =>
      drop(client.request({ method: 'POST', path: API_PATHS.cartDeleteMany, schema: AnySchema, body: { ids: lineIds } })),
  };
}
