import type { KeyValueStore } from '@modavi/core';
import { GROUP_BUY_SHARE_QUANTITY } from '@modavi/core';
import { checkoutSourceSave } from '../checkout/checkout-source';

/**
 * A share is paid through the express checkout (/thanh-toan-2): one unit of the room's product,
 * the room's id with it, so the server prices it at the group price and links the order.
 */
export function groupBuyPayStart(session: KeyValueStore, share: { roomId: string; productId: string; variantId: string | null }): void {
  checkoutSourceSave(session, {
    kind: 'express',
    product_id: share.productId,
    variant_id: share.variantId,
    quantity: GROUP_BUY_SHARE_QUANTITY,
    group_buy_room_id: share.roomId,
  });
}
