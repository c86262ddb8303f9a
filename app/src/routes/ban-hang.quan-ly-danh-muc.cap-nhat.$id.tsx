import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useServices } from '../hooks/use-services';
import { shopCategoryQueryOptions } from '../queries/seller-shop-queries';
import { sellerShopItemReady } from '../features/seller-shop/seller-shop-loaders';
import { ShopCategoryForm } from '../features/seller-shop/categories/ShopCategoryForm';

export const Route = createFileRoute('/ban-hang/quan-ly-danh-muc/cap-nhat/$id')({
  loader: ({ context, params }) =>
    sellerShopItemReady(context, () => context.services.queryClient.ensureQueryData(shopCategoryQueryOptions(context.services, params.id))),
  component: ShopCategoryEdit,
});

function ShopCategoryEdit() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(shopCategoryQueryOptions(useServices(), id));
  return <ShopCategoryForm key={data._id} category={data} />;
}
