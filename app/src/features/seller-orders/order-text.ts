import type { TFunction } from 'i18next';
import { maskLastThree, maskMiddle, sellerOrderTabOf, shippingOptionOf, type Order } from '@modavi/core';

/** The buyer as a seller sees them: name and phone masked as core masks (spec section 6). */
export const orderBuyerMasked = (order: Order): { readonly name: string; readonly phone: string } => ({
  name: maskMiddle(order.address?.name ?? ''),
  phone: maskLastThree(order.address?.phone ?? ''),
});

/** The first line's name and how many more lines the shop's part has. */
export const orderItemsSummary = (order: Order): { readonly name: string; readonly more: number } => {
  const items = order.shops.flatMap((part) => part.items);
  return { name: items[0]?.product.name ?? '', more: Math.max(0, items.length - 1) };
};

/**
 * The part's shipping as words: the order keeps the buyer's option (core's ShippingOption, empty
 * for the default) in `shipping_company`; a name that is no option (an older carrier's) shows as kept.
 */
export const orderShippingText = (t: TFunction, shippingCompany: string | null | undefined): string => {
  const option = shippingOptionOf(shippingCompany);
  return option ? t(`sellerOrders.shippingOptions.${option}`) : String(shippingCompany);
};

/** What a seller may do to the order as it stands (the server's machine still decides). */
export const orderSellerActions = (order: Order) => {
  const tab = sellerOrderTabOf(order.status);
  return {
    confirm: order.status === 'pending_confirmation',
    handOver: tab === 'pending_pickup',
    cancel: order.status === 'pending_confirmation' || order.status === 'pending_pickup',
    answerCancel: order.status === 'cancel_pending',
  };
};
