import { sellerProductListParamsRead, type SellerProductListParams } from '@modavi/core';

/** The list's address: `?filter=&q=&sort=&page=`, read with core's rule (defaults dropped from links). */
export const sellerProductListSearch = (search: Record<string, unknown>): Partial<SellerProductListParams> => {
  const params = sellerProductListParamsRead(search);
  return {
    ...(params.filter === 'all' ? {} : { filter: params.filter }),
    ...(params.q === '' ? {} : { q: params.q }),
    ...(params.sort === 'newest' ? {} : { sort: params.sort }),
    ...(params.page === 1 ? {} : { page: params.page }),
  };
};
