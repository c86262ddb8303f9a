import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../composition/composition-root';
import { resultUnwrap } from './gateway-failure';
import { sellerProductKeys } from './seller-product-queries';

/** Under the products' key, so every product save (and a bulk save) refreshes them. */
export const productSheetKeys = {
  bulk: (q: string, page: number) => [...sellerProductKeys.all, 'bulk', q, page] as const,
  exports: [...sellerProductKeys.all, 'exports'] as const,
};

const products = async (services: AppServices) => (await services.seller()).products;

/** A page of the shop's products and variants with price and stock (the bulk-edit table). */
export const bulkItemsQueryOptions = (services: AppServices, q: string, page: number) =>
  queryOptions({
    queryKey: productSheetKeys.bulk(q, page),
    queryFn: async () => resultUnwrap((await products(services)).bulkItems(q, page)),
    placeholderData: keepPreviousData,
  });

/** The download history of the product list (30 days). */
export const productExportsQueryOptions = (services: AppServices) =>
  queryOptions({
    queryKey: productSheetKeys.exports,
    queryFn: async () => resultUnwrap((await products(services)).productExports()),
  });
