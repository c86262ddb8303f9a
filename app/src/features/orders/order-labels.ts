import type { CarrierStatus, OrderStatus, OrderTab, PaymentMethod, PaymentStatusShown, RefundStatus, ReturnShippingStatus } from '@modavi/core';

/** i18n keys of the lazy `orders` bundle for the domain's values (the values stay core's). */
export const orderStatusKey = (status: OrderStatus) => `orders.status.${status}` as const;
export const orderTabKey = (tab: OrderTab | 'all') => `orders.tab.${tab}` as const;
export const carrierStatusKey = (status: CarrierStatus) => `orders.carrier.${status}` as const;
export const paymentMethodKey = (method: PaymentMethod) => `orders.method.${method}` as const;
export const paymentStatusKey = (status: PaymentStatusShown) => `orders.payment.${status}` as const;
export const refundStatusKey = (status: RefundStatus) => `orders.refundStatus.${status}` as const;
export const returnStatusKey = (status: ReturnShippingStatus) => `orders.returnStatus.${status}` as const;
