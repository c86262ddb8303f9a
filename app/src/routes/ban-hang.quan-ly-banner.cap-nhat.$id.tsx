import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../hooks/use-services';
import { sellerBannerQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopItemReady } from '../features/seller-shop/seller-shop-loaders';
import { BannerForm } from '../features/seller-shop/banners/BannerForm';

export const Route = createFileRoute('/ban-hang/quan-ly-banner/cap-nhat/$id')({
  loader: ({ context, params }) =>
    sellerShopItemReady(context, () => context.services.queryClient.ensureQueryData(sellerBannerQueryOptions(context.services, params.id))),
  component: BannerEdit,
});

function BannerEdit() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(sellerBannerQueryOptions(useServices(), id));
  return <BannerForm key={data._id} banner={data} />;
}
