import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CartGateway } from '@modavi/core';
import { resultUnwrap } from './gateway-failure';

export const cartKeys = {
  all: ['cart'] as const,
  lines: ['cart', 'lines'] as const,
  count: ['cart', 'count'] as const,
};

export const cartQueryOptions = (cart: CartGateway) =>
  queryOptions({ queryKey: cartKeys.lines, queryFn: () => resultUnwrap(cart.cartGet()), staleTime: 0 });

export const cartCountQueryOptions = (cart: CartGateway) =>
  queryOptions({ queryKey: cartKeys.count, queryFn: () => resultUnwrap(cart.cartCount()), staleTime: 0 });

/** Every cart mutation ends here: the lines and the badge are refetched together. */
export const cartInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: cartKeys.all });
