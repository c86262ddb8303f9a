import { GROUP_BUY_API_PATHS, GroupBuyProductSchema, GroupBuyRoomViewSchema, SellerGroupBuySchema, type GroupBuyGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const P = GROUP_BUY_API_PATHS;

/** GroupBuyGateway over the group-buy's public, buyer (`api/v1/mobile/group-buy/*`) and seller paths. */
export function httpGroupBuyGateway(client: HttpClient): GroupBuyGateway {
  return {
    product: (productId) => client.request({ method: 'GET', path: P.product(productId), schema: GroupBuyProductSchema }),
    room: (roomId) => client.request({ method: 'GET', path: P.room(roomId), schema: GroupBuyRoomViewSchema }),
    open: (productId) => client.request({ method: 'POST', path: P.open(productId), schema: GroupBuyRoomViewSchema, body: {} }),
    join: (roomId) => client.request({ method: 'POST', path: P.join(roomId), schema: GroupBuyRoomViewSchema, body: {} }),
    invite: (roomId, body) => client.request({ method: 'POST', path: P.invite(roomId), schema: GroupBuyRoomViewSchema, body }),
    cancel: (roomId) => client.request({ method: 'POST', path: P.cancel(roomId), schema: GroupBuyRoomViewSchema, body: {} }),
    sellerGet: (productId) => client.request({ method: 'GET', path: P.seller(productId), schema: SellerGroupBuySchema }),
    sellerSave: (productId, form) => client.request({ method: 'PUT', path: P.seller(productId), schema: SellerGroupBuySchema, body: form }),
  };
}
