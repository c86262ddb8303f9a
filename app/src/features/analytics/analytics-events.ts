import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { vnd, vndTimes, type AnalyticsEventInput, type CartAdd, type CatalogueGateway, type Order, type Product } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { productQueryOptions } from '../../queries/catalogue-queries';

/**
 * The spec's analytics events as the screens report them (services.analyticsTrack). Other
 * features call these builders so every event carries the same fields: checkout's order
 * success calls `analyticsPurchase`, the blog's detail page `analyticsBlogDetail`.
 */
export const analyticsViewItem = (product: Pick<Product, '_id' | 'sale_price'>): AnalyticsEventInput => ({
  name: 'view_item',
  object_id: product._id,
  value: product.sale_price,
  quantity: null,
});

export const analyticsAddToCart = (productId: string, unitPrice: number, quantity: number): AnalyticsEventInput => ({
  name: 'add_to_cart',
  object_id: productId,
  // Core's money rule, the one cart totals use (cartLineTotal): the unit price times the units.
  value: vndTimes(vnd(unitPrice), quantity),
  quantity,
});

export const analyticsPurchase = (order: Pick<Order, '_id' | 'total_order_payment'>): AnalyticsEventInput => ({
  name: 'purchase',
  object_id: order._id,
  value: order.total_order_payment,
  quantity: null,
});

export const analyticsBlogDetail = (blogId: string): AnalyticsEventInput => ({
  name: 'blog_detail',
  object_id: blogId,
  value: null,
  quantity: null,
});

/**
 * The add-to-cart event of a line added from a product the page has loaded: its value is the
 * chosen variant's price (else the product's) times the quantity, read from the query cache.
 */
export function analyticsCartAdd(client: QueryClient, catalogue: CatalogueGateway, line: CartAdd): AnalyticsEventInput {
  const product = client.getQueryData(productQueryOptions(catalogue, line.product_id).queryKey);
  const variant = line.variant_id ? product?.variants.find((candidate) => candidate._id === line.variant_id) : undefined;
  const unitPrice = variant?.sale_price ?? product?.sale_price ?? null;
  return unitPrice === null
    ? { name: 'add_to_cart', object_id: line.product_id, value: null, quantity: line.quantity }
    : analyticsAddToCart(line.product_id, unitPrice, line.quantity);
}

/** Reports a product view once per product shown (not again on re-renders). */
export function useAnalyticsViewItem(product: Pick<Product, '_id' | 'sale_price'>): void {
  const { analyticsTrack } = useServices();
  const { _id: id, sale_price: price } = product;
  // One view per product: a price refetch is not a second view, so the price is read once.
  const priceAtView = useRef(price);
  priceAtView.current = price;
  useEffect(() => {
    analyticsTrack(analyticsViewItem({ _id: id, sale_price: priceAtView.current }));
  }, [id, analyticsTrack]);
}
