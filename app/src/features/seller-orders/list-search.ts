import { sellerOrderListParamsRead, type SellerOrderListParams } from '@modavi/core';

/** The list's address as it is written: `?tab=&q=&from=&to=&page=`, defaults dropped. */
export const sellerOrderListSearch = (search: Record<string, unknown>): Partial<SellerOrderListParams> => {
  const params = sellerOrderListParamsRead(search);
  return {
    ...(params.tab === 'all' ? {} : { tab: params.tab }),
    ...(params.q === '' ? {} : { q: params.q }),
    ...(params.from === '' ? {} : { from: params.from }),
    ...(params.to === '' ? {} : { to: params.to }),
    ...(params.page === 1 ? {} : { page: params.page }),
  };
};
