import { createFileRoute } from '@tanstack/react-router';
import { sellerShopWordsReady } from '../features/seller-shop/seller-shop-loaders';
import { ShopCategoryForm } from '../features/seller-shop/categories/ShopCategoryForm';

export const Route = createFileRoute('/ban-hang/quan-ly-danh-muc/tao')({
  loader: ({ context }) => sellerShopWordsReady(context),
  component: () => <ShopCategoryForm />,
});
