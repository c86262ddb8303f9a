import { createFileRoute } from '@tanstack/react-router';
import { SHOP_CATEGORY_LIST_STATES, sellerListQueryRead, type SellerListQuery } from '@modavi/core';
import { shopCategoryListQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { searchAsIs } from '../hooks/search-as-is';
import { ShopCategoryList } from '../features/seller-shop/categories/ShopCategoryList';

export const Route = createFileRoute('/ban-hang/quan-ly-danh-muc/')({
  validateSearch: searchAsIs<SellerListQuery<string>>(),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: search }) => {
    const deps = sellerListQueryRead(search, SHOP_CATEGORY_LIST_STATES);
    await sellerShopWordsReady(context);
    await context.services.queryClient.prefetchQuery(shopCategoryListQueryOptions(context.services, deps));
  },
  component: ShopCategoryList,
});
