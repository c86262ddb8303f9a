import { notFound } from '@tanstack/react-router';
import { sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import type { RouterContext } from '../../router-context';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { GatewayFailure } from '../../queries/gateway-failure';

/** Every page of the seller's categories, banners and size charts needs its words and the error catalogue (its forms' messages). */
export const sellerShopWordsReady = (context: RouterContext): Promise<unknown> =>
  Promise.all([localeBundleReady(context.i18n, 'seller-shop'), errorsReady(context.i18n)]);

/** Loads one item for a detail or edit page; the shop has no such item: the not-found page. */
export async function sellerShopItemReady(context: RouterContext, load: () => Promise<unknown>): Promise<void> {
  await sellerShopWordsReady(context);
  try {
    await load();
  } catch (error) {
    if (error instanceof GatewayFailure && error.failure.status === 404) throw notFound();
    throw error;
  }
}

/** A seller list's search params as the address keeps them: only what differs from the defaults (core's sellerListQueryRead). */
export type SellerListSearch<S extends string> = Partial<SellerListQuery<S>>;

export const sellerListSearch =
  <S extends string>(states: readonly S[]) =>
  (raw: Record<string, unknown>): SellerListSearch<S> => {
    const read = sellerListQueryRead(raw, states);
    const defaults = sellerListQueryRead({}, states);
    return Object.fromEntries(Object.entries(read).filter(([key, value]) => defaults[key as keyof typeof defaults] !== value)) as SellerListSearch<S>;
  };
