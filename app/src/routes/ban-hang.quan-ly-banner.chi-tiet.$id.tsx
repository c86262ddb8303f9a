import { createFileRoute } from '@tanstack/react-router';
import { sellerBannerQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopItemReady } from '../features/seller-shop/seller-shop-loaders';
import { BannerDetail } from '../features/seller-shop/banners/BannerDetail';

export const Route = createFileRoute('/ban-hang/quan-ly-banner/chi-tiet/$id')({
  loader: ({ context, params }) =>
    sellerShopItemReady(context, () => context.services.queryClient.ensureQueryData(sellerBannerQueryOptions(context.services, params.id))),
  component: function BannerDetailPage() {
    return <BannerDetail id={Route.useParams().id} />;
  },
});
