import { createFileRoute } from '@tanstack/react-router';
import { CAMPAIGN_LIST_STATES, sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import { sellerVoucherListQueryOptions } from '../queries/seller-marketing-queries';
import { sellerMarketingWordsReady } from '../features/seller-marketing/seller-marketing-loaders';
import { searchAsIs } from '../hooks/search-as-is';
import { VoucherList } from '../features/seller-marketing/vouchers/VoucherList';

export const Route = createFileRoute('/ban-hang/ma-giam-gia/')({
  validateSearch: searchAsIs<SellerListQuery<string>>(),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: search }) => {
    const deps = sellerListQueryRead(search, CAMPAIGN_LIST_STATES);
    await sellerMarketingWordsReady(context);
    await context.services.queryClient.prefetchQuery(sellerVoucherListQueryOptions(context.services, deps));
  },
  component: VoucherList,
});
