import { createFileRoute } from '@tanstack/react-router';
import { shopCategoryQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopItemReady } from '../features/seller-shop/seller-shop-loaders';
import { ShopCategoryDetail } from '../features/seller-shop/categories/ShopCategoryDetail';

export const Route = createFileRoute('/ban-hang/quan-ly-danh-muc/chi-tiet/$id')({
  loader: ({ context, params }) =>
    sellerShopItemReady(context, () => context.services.queryClient.ensureQueryData(shopCategoryQueryOptions(context.services, params.id))),
  component: function ShopCategoryDetailPage() {
    return <ShopCategoryDetail id={Route.useParams().id} />;
  },
});
