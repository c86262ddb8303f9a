import { queryOptions } from '@tanstack/react-query';
import type { GroupBuyGateway } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';

type Gateway = () => Promise<GroupBuyGateway>;

export const groupBuyKeys = {
  all: ['group-buy'] as const,
  product: (productId: string) => ['group-buy', 'product', productId] as const,
  room: (roomId: string) => ['group-buy', 'room', roomId] as const,
  seller: (productId: string) => ['group-buy', 'seller', productId] as const,
  /** The options the buyer had picked on the product page when entering the room (kept in memory only). */
  choice: (roomId: string) => ['group-buy', 'choice', roomId] as const,
};

/** A product's running offer and its open rooms (anyone). */
export const groupBuyProductQueryOptions = (gateway: Gateway, productId: string) =>
  queryOptions({ queryKey: groupBuyKeys.product(productId), queryFn: async () => resultUnwrap((await gateway()).product(productId)) });

/** One room as its page shows it (the caller's role included). */
export const groupBuyRoomQueryOptions = (gateway: Gateway, roomId: string) =>
  queryOptions({ queryKey: groupBuyKeys.room(roomId), queryFn: async () => resultUnwrap((await gateway()).room(roomId)) });

/** The seller's set-up of one of its products. */
export const sellerGroupBuyQueryOptions = (gateway: Gateway, productId: string) =>
  queryOptions({ queryKey: groupBuyKeys.seller(productId), queryFn: async () => resultUnwrap((await gateway()).sellerGet(productId)) });
