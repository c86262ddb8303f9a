import { createFileRoute } from '@tanstack/react-router';
import { SHOP_CATEGORY_LIST_STATES, sellerListQueryRead } from '@modavi/core';
import { shopCategoryListQueryOptions } from '../queries/seller-shop-queries';
import { sellerListSearch, sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { ShopCategoryList } from '../features/seller-shop/categories/ShopCategoryList';

export const Route = createFileRoute('/ban-hang/quan-ly-danh-muc/')({
  validateSearch: sellerListSearch(SHOP_CATEGORY_LIST_STATES),
  loaderDeps: ({ search }) => sellerListQueryRead(search, SHOP_CATEGORY_LIST_STATES),
  loader: async ({ context, deps }) => {
    await sellerShopWordsReady(context);
    await context.services.queryClient.prefetchQuery(shopCategoryListQueryOptions(context.services, deps));
  },
  component: ShopCategoryList,
});
